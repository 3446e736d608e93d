import { Redis } from 'ioredis';

/** The key a JeecgBoot gateway reads its routes from (CacheConstant.GATEWAY_ROUTES). */
export const GATEWAY_ROUTES_KEY = 'gateway_routes';

/**
 * Publishes the enabled gateway routes to Redis for a gateway in front of this server (api-contract
 * 8.8). Without REDIS_URL there is nothing to publish to: `configured` is false and the callers say so.
 */
export class GatewayRoutePublisher {
  private client: Redis | null = null;

  constructor(private readonly url: string | null) {}

  get configured(): boolean {
    return this.url !== null;
  }

  async publish(routes: readonly unknown[]): Promise<void> {
    await (await this.connected()).set(GATEWAY_ROUTES_KEY, JSON.stringify(routes));
  }

  async clear(): Promise<void> {
    await (await this.connected()).del(GATEWAY_ROUTES_KEY);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    client?.disconnect();
  }

  private async connected(): Promise<Redis> {
    if (!this.url) throw new Error('Redis is not configured');
    this.client ??= new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
    return this.client;
  }
}
