import { Redis } from 'ioredis';

/** Descriptions of the INFO fields the redis page shows first (api-contract 8.13 `{key, value, description}`). */
const DESCRIPTIONS: Record<string, string> = {
  redis_version: 'Redis 服务器版本',
  redis_mode: '运行模式',
  os: '操作系统',
  tcp_port: '监听端口',
  uptime_in_seconds: '运行时间(秒)',
  uptime_in_days: '运行时间(天)',
  connected_clients: '客户端连接数',
  blocked_clients: '阻塞的客户端数',
  used_memory: '已分配内存(字节)',
  used_memory_human: '已分配内存',
  used_memory_rss: '常驻内存(字节)',
  used_memory_peak_human: '内存峰值',
  maxmemory_human: '最大内存',
  mem_fragmentation_ratio: '内存碎片率',
  total_connections_received: '累计连接数',
  total_commands_processed: '累计执行命令数',
  instantaneous_ops_per_sec: '每秒执行命令数',
  keyspace_hits: '键命中次数',
  keyspace_misses: '键未命中次数',
  expired_keys: '过期的键数',
  evicted_keys: '驱逐的键数',
  pubsub_channels: '订阅频道数',
  role: '主从角色',
  connected_slaves: '从节点数',
  aof_enabled: 'AOF是否开启',
  rdb_last_bgsave_status: '最近RDB保存状态',
};

export interface RedisInfo {
  configured: boolean;
  /** Set when Redis is configured but cannot be reached. */
  error?: string;
  dbSize?: number;
  info?: { key: string; value: string; description: string }[];
}

/** Parses the `INFO` text into key/value rows, described ones first. */
export function parseRedisInfo(text: string): { key: string; value: string; description: string }[] {
  const rows: { key: string; value: string; description: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon);
    rows.push({ key, value: line.slice(colon + 1), description: DESCRIPTIONS[key] ?? '' });
  }
  const described = rows.filter((row) => row.description !== '');
  return [...described, ...rows.filter((row) => row.description === '')];
}

/** A lazily connected client for the redis page; INFO answers the configured state clearly. */
export class RedisMonitor {
  private client: Redis | null = null;

  constructor(private readonly url: string | null) {}

  async read(): Promise<RedisInfo> {
    if (!this.url) return { configured: false };
    try {
      this.client ??= new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
      const [info, dbSize] = await Promise.all([this.client.info(), this.client.dbsize()]);
      return { configured: true, dbSize, info: parseRedisInfo(info) };
    } catch (error) {
      return { configured: true, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) client.disconnect();
  }
}
