import { Alert, Card, Descriptions, Progress, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { get } from '../../client/http';
import { useT } from '../../ui/root/hooks';

export type MonitorKind = 'disk' | 'httpTrace' | 'runtime' | 'redis' | 'system' | 'server';

/** spec 2.3 monitor pages: live figures, refreshed every 5 seconds while the page is open. */
export const MONITOR_REFRESH_MS = 5_000;

const SOURCES: Record<MonitorKind, string> = {
  disk: '/sys/actuator/redis/queryDiskInfo',
  httpTrace: '/sys/monitor/httpTrace',
  runtime: '/sys/monitor/runtime',
  redis: '/sys/monitor/redis',
  system: '/sys/monitor/system',
  server: '/sys/monitor/server',
};

function bytes(value: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = value;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${n.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

type Data = Record<string, unknown>;

/** One monitor page: loads its figures at once and again every 5 s; errors show, polling goes on. */
export function MonitorPanel({ kind }: { kind: MonitorKind }) {
  const t = useT('system');
  const [data, setData] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState<Date | null>(null);
  useEffect(() => {
    let alive = true;
    const load = async () => {
      try {
        const answer = await get(SOURCES[kind]);
        if (!alive) return;
        if (answer.success) {
          setData(answer.result);
          setError(null);
          setUpdated(new Date());
        } else setError(answer.message);
      } catch (err) {
        if (alive) setError(err instanceof Error ? err.message : String(err));
      }
    };
    void load();
    const timer = setInterval(() => void load(), MONITOR_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [kind]);

  const m = (key: string, options?: Record<string, unknown>) => t(`monitor.${key}`, options);
  return (
    <Card
      className={`isps-monitor isps-monitor-${kind}`}
      size="small"
      extra={
        <Typography.Text type="secondary" className="isps-monitor-updated">
          {updated ? m('updated', { time: updated.toLocaleTimeString() }) : ''} · {m('refresh')}
        </Typography.Text>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {data !== null && <MonitorBody kind={kind} data={data} m={m} />}
    </Card>
  );
}

function MonitorBody({
  kind,
  data,
  m,
}: {
  kind: MonitorKind;
  data: unknown;
  m: (key: string, options?: Record<string, unknown>) => string;
}) {
  switch (kind) {
    case 'disk':
      return (
        <Table
          size="small"
          rowKey="mount"
          pagination={false}
          dataSource={data as Data[]}
          columns={[
            { title: m('disk.mount'), dataIndex: 'mount' },
            { title: m('disk.type'), dataIndex: 'type' },
            { title: m('disk.size'), dataIndex: 'max', render: (v: number) => bytes(v) },
            { title: m('disk.used'), dataIndex: 'used', render: (v: number) => bytes(v) },
            { title: m('disk.free'), dataIndex: 'rest', render: (v: number) => bytes(v) },
            {
              title: m('disk.usage'),
              dataIndex: 'restPPT',
              render: (v: number) => (
                <Progress percent={v} size="small" status={v > 90 ? 'exception' : 'normal'} />
              ),
            },
          ]}
        />
      );
    case 'httpTrace':
      return (
        <Table
          size="small"
          rowKey={(row: Data) => `${row.timestamp}-${row.path}-${row.method}-${Math.random()}`}
          pagination={{ pageSize: 20 }}
          dataSource={(data as { traces: Data[] }).traces}
          columns={[
            {
              title: m('trace.time'),
              dataIndex: 'timestamp',
              render: (v: number) => new Date(v).toLocaleTimeString(),
            },
            { title: m('trace.method'), dataIndex: 'method', width: 90 },
            { title: m('trace.path'), dataIndex: 'path' },
            {
              title: m('trace.status'),
              dataIndex: 'status',
              width: 90,
              render: (v: number) => <Tag color={v >= 500 ? 'red' : v >= 400 ? 'orange' : 'green'}>{v}</Tag>,
            },
            { title: m('trace.took'), dataIndex: 'timeTaken', width: 110 },
          ]}
        />
      );
    case 'runtime': {
      const r = data as {
        node: string;
        uptimeSeconds: number;
        memory: Record<string, number>;
        eventLoopDelayMs: Record<string, number>;
        gc: Data[];
      };
      return (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={m('runtime.node')}>{r.node}</Descriptions.Item>
            <Descriptions.Item label={m('runtime.uptime')}>{r.uptimeSeconds}</Descriptions.Item>
            <Descriptions.Item label={m('runtime.rss')}>{bytes(r.memory.rss ?? 0)}</Descriptions.Item>
            <Descriptions.Item label={m('runtime.heapUsed')}>
              {bytes(r.memory.heapUsed ?? 0)}
            </Descriptions.Item>
            <Descriptions.Item label={m('runtime.heapTotal')}>
              {bytes(r.memory.heapTotal ?? 0)}
            </Descriptions.Item>
            <Descriptions.Item label={m('runtime.heapLimit')}>
              {bytes(r.memory.heapLimit ?? 0)}
            </Descriptions.Item>
            <Descriptions.Item label={m('runtime.external')}>
              {bytes(r.memory.external ?? 0)}
            </Descriptions.Item>
            <Descriptions.Item label={m('runtime.loop')}>
              p50 {r.eventLoopDelayMs.p50} · p99 {r.eventLoopDelayMs.p99} · max {r.eventLoopDelayMs.max}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="kind"
            pagination={false}
            title={() => m('runtime.gc')}
            dataSource={r.gc}
            columns={[
              { title: m('runtime.gcKind'), dataIndex: 'kind' },
              { title: m('runtime.gcCount'), dataIndex: 'count' },
              { title: m('runtime.gcTotal'), dataIndex: 'totalMs' },
              { title: m('runtime.gcMax'), dataIndex: 'maxMs' },
            ]}
          />
        </>
      );
    }
    case 'redis': {
      const r = data as { configured: boolean; error?: string; dbSize?: number; info?: Data[] };
      if (!r.configured)
        return (
          <Alert
            type="info"
            showIcon
            className="isps-redis-not-configured"
            title={m('redis.notConfigured')}
          />
        );
      if (r.error) return <Alert type="error" showIcon title={m('redis.error', { error: r.error })} />;
      return (
        <>
          <Typography.Paragraph>
            {m('redis.dbSize')}: {r.dbSize}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="key"
            pagination={{ pageSize: 30 }}
            dataSource={r.info}
            columns={[
              { title: m('redis.key'), dataIndex: 'key' },
              { title: m('redis.value'), dataIndex: 'value' },
              { title: m('redis.description'), dataIndex: 'description' },
            ]}
          />
        </>
      );
    }
    case 'system': {
      const s = data as {
        cpu: Data;
        memory: Record<string, number>;
        load: number[];
        uptimeSeconds: number;
        platform: string;
      };
      return (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={m('system.cpu')}>{String(s.cpu.count)}</Descriptions.Item>
          <Descriptions.Item label={m('system.cpuUsage')}>
            <Progress percent={Number(s.cpu.usage)} size="small" />
          </Descriptions.Item>
          <Descriptions.Item label={m('system.model')}>{String(s.cpu.model)}</Descriptions.Item>
          <Descriptions.Item label={m('system.platform')}>{s.platform}</Descriptions.Item>
          <Descriptions.Item label={m('system.memTotal')}>{bytes(s.memory.total ?? 0)}</Descriptions.Item>
          <Descriptions.Item label={m('system.memUsed')}>{bytes(s.memory.used ?? 0)}</Descriptions.Item>
          <Descriptions.Item label={m('system.memFree')}>{bytes(s.memory.free ?? 0)}</Descriptions.Item>
          <Descriptions.Item label={m('system.load')}>
            {s.load.map((v) => v.toFixed(2)).join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={m('system.uptime')}>{s.uptimeSeconds}</Descriptions.Item>
        </Descriptions>
      );
    }
    case 'server': {
      const s = data as Data;
      return (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={m('server.routes')}>{String(s.routes)}</Descriptions.Item>
          <Descriptions.Item label={m('server.connections')}>{String(s.openConnections)}</Descriptions.Item>
          <Descriptions.Item label={m('server.websockets')}>{String(s.websocketClients)}</Descriptions.Item>
          <Descriptions.Item label={m('server.requests')}>{String(s.requestsTotal)}</Descriptions.Item>
          <Descriptions.Item label={m('server.errors')}>{String(s.serverErrorsTotal)}</Descriptions.Item>
          <Descriptions.Item label={m('server.rate')}>{String(s.requestsPerSecond)}</Descriptions.Item>
          <Descriptions.Item label={m('server.errorRate')}>{String(s.errorRate)}</Descriptions.Item>
          <Descriptions.Item label={m('server.database')}>{String(s.database)}</Descriptions.Item>
          <Descriptions.Item label={m('server.redis')}>{String(s.redis)}</Descriptions.Item>
        </Descriptions>
      );
    }
  }
}
