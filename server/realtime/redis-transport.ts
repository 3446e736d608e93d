import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import type { ClusterEvent } from './cluster-events';
import type { HubEnvelope, HubTransport } from './hub';

/** The pub/sub channel every node of one installation shares (JeecgBoot's is `socketHandler`). */
export const REALTIME_CHANNEL = 'isps:realtime';
const READY_TIMEOUT_MS = 10_000;

type Frame = { node: string } & (
  | { type: 'hub'; envelope: HubEnvelope }
  | { type: 'event'; event: ClusterEvent }
);

/**
 * Redis pub/sub behind the hub (architecture.md, scaled mode): every node publishes addressed messages
 * to one channel and delivers what it receives to the sockets it holds, so a notice released on one
 * node reaches a user connected to another. The same channel carries cluster events (session
 * revocations, cache invalidations); a node ignores its own events.
 */
export class RedisHubTransport implements HubTransport {
  readonly node = randomBytes(8).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners: ((event: ClusterEvent) => void)[] = [];
  private deliver: ((envelope: HubEnvelope) => void) | null = null;
  private subscribed: Promise<void> | null = null;

  constructor(url: string, onError: (err: unknown) => void = () => {}) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, text: string) => {
      if (channel === REALTIME_CHANNEL) this.receive(text);
    });
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    await this.pub.publish(
      REALTIME_CHANNEL,
      JSON.stringify({ node: this.node, type: 'hub', envelope } satisfies Frame),
    );
  }

  async subscribe(deliver: (envelope: HubEnvelope) => void): Promise<void> {
    this.deliver = deliver;
    await this.ready();
  }

  /** Resolves once this node listens on the channel. */
  ready(): Promise<void> {
    if (!this.subscribed) {
      // A node that cannot reach Redis at start says so instead of waiting for ever.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis not reachable within ${READY_TIMEOUT_MS} ms`)),
          READY_TIMEOUT_MS,
        );
      });
      this.subscribed = Promise.race([
        this.sub.subscribe(REALTIME_CHANNEL).then(() => undefined),
        timeout,
      ]).finally(() => clearTimeout(timer));
    }
    return this.subscribed;
  }

  async publishEvent(event: ClusterEvent): Promise<void> {
    await this.pub.publish(
      REALTIME_CHANNEL,
      JSON.stringify({ node: this.node, type: 'event', event } satisfies Frame),
    );
  }

  onEvent(listener: (event: ClusterEvent) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.deliver = null;
    this.sub.disconnect();
    this.pub.disconnect();
  }

  private receive(text: string): void {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return;
    }
    if (frame.type === 'hub') this.deliver?.(frame.envelope);
    else if (frame.type === 'event' && frame.node !== this.node)
      for (const listener of this.listeners) listener(frame.event);
  }
}

/**
 * Makes the caches of this node follow the other nodes (the core caches sessions 5 s per node): every
 * revocation, session forget and cache invalidation done here is published, and events from the
 * others run the same local operation without publishing again. A revocation answers only once Redis
 * has handed its event to the other nodes, so the next request on any node is refused at once.
 */
export function shareCachesThroughRedis(
  ctx: AppContext,
  transport: RedisHubTransport,
  onError: (err: unknown) => void,
): void {
  const { sessions, permissions, dictionaries, tableDictionaries, tenants } = ctx;
  const local = {
    forgetUser: sessions.forgetUser.bind(sessions),
    forgetAll: sessions.forgetAll.bind(sessions),
    revokeToken: sessions.revokeToken.bind(sessions),
    revokeUserSessions: sessions.revokeUserSessions.bind(sessions),
    invalidatePermissions: permissions.invalidate.bind(permissions),
    invalidateUserPermissions: permissions.invalidateUser.bind(permissions),
    invalidateDictionaries: dictionaries.invalidate.bind(dictionaries),
    invalidateTableDictionaries: tableDictionaries.invalidate.bind(tableDictionaries),
    invalidateTenants: tenants.invalidate.bind(tenants),
  };
  // Redis down: the revocation stands in the database and other nodes' caches expire within 5 s.
  const tellNow = (event: ClusterEvent) => transport.publishEvent(event).catch(onError);
  const tell = (event: ClusterEvent) => {
    void tellNow(event);
  };
  sessions.forgetUser = (userId) => {
    local.forgetUser(userId);
    tell({ kind: 'forgetUser', userId });
  };
  sessions.forgetAll = () => {
    local.forgetAll();
    tell({ kind: 'forgetAllSessions' });
  };
  sessions.revokeToken = async (token) => {
    const userId = await local.revokeToken(token);
    if (userId) await tellNow({ kind: 'forgetUser', userId });
    return userId;
  };
  sessions.revokeUserSessions = async (userId, keepTokenHash) => {
    await local.revokeUserSessions(userId, keepTokenHash);
    await tellNow({ kind: 'forgetUser', userId });
  };
  permissions.invalidate = () => {
    local.invalidatePermissions();
    tell({ kind: 'invalidatePermissions' });
  };
  permissions.invalidateUser = (userId) => {
    local.invalidateUserPermissions(userId);
    tell({ kind: 'invalidateUserPermissions', userId });
  };
  dictionaries.invalidate = () => {
    local.invalidateDictionaries();
    tell({ kind: 'invalidateDictionaries' });
  };
  tableDictionaries.invalidate = () => {
    local.invalidateTableDictionaries();
    tell({ kind: 'invalidateTableDictionaries' });
  };
  tenants.invalidate = () => {
    local.invalidateTenants();
    tell({ kind: 'invalidateTenants' });
  };
  transport.onEvent((event) => {
    switch (event.kind) {
      case 'forgetUser':
        return local.forgetUser(event.userId);
      case 'forgetAllSessions':
        return local.forgetAll();
      case 'invalidatePermissions':
        return local.invalidatePermissions();
      case 'invalidateUserPermissions':
        return local.invalidateUserPermissions(event.userId);
      case 'invalidateDictionaries':
        return local.invalidateDictionaries();
      case 'invalidateTableDictionaries':
        return local.invalidateTableDictionaries();
      case 'invalidateTenants':
        return local.invalidateTenants();
      case 'jobsChanged':
        return; // the job scheduler listens to this one itself
    }
  });
}
