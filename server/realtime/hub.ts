import type { RealtimeMessage } from '../../src/domain/system/session';
import type { ClusterEvent } from './cluster-events';

/** The part of a websocket the hub needs (ws.WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
}

/** An addressed message as it travels between server nodes. */
export interface HubEnvelope {
  /** Target user, or null for everybody. */
  userId: string | null;
  message: RealtimeMessage;
}

/**
 * How envelopes reach every node. The default delivers in process; a Redis pub/sub transport
 * (REDIS_URL, several nodes) implements the same methods and also carries events between nodes.
 */
export interface HubTransport {
  publish(envelope: HubEnvelope): Promise<void>;
  subscribe(deliver: (envelope: HubEnvelope) => void): Promise<void>;
  close(): Promise<void>;
  /** Tells the other nodes; absent on a single node, which has nobody to tell. */
  publishEvent?(event: ClusterEvent): Promise<void>;
  onEvent?(listener: (event: ClusterEvent) => void): void;
}

export function localTransport(): HubTransport {
  let deliver: ((envelope: HubEnvelope) => void) | null = null;
  return {
    async publish(envelope) {
      deliver?.(envelope);
    },
    async subscribe(handler) {
      deliver = handler;
    },
    async close() {
      deliver = null;
    },
  };
}

const OPEN = 1;

/**
 * Realtime hub (api-contract.md 6.3): several sockets per user; modules call `sendToUser` and
 * `broadcast`, the transport carries the message to the node that holds the sockets.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<HubSocket>>();
  private readonly ready: Promise<void>;

  constructor(private readonly transport: HubTransport = localTransport()) {
    this.ready = transport.subscribe((envelope) => this.deliver(envelope));
  }

  /** Adds a socket of a user; returns the function that removes it again. */
  register(userId: string, socket: HubSocket): () => void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    return () => {
      const current = this.sockets.get(userId);
      current?.delete(socket);
      if (current?.size === 0) this.sockets.delete(userId);
    };
  }

  connectionCount(userId?: string): number {
    if (userId !== undefined) return this.sockets.get(userId)?.size ?? 0;
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  async sendToUser(userId: string, message: RealtimeMessage): Promise<void> {
    await this.ready;
    await this.transport.publish({ userId, message });
  }

  async broadcast(message: RealtimeMessage): Promise<void> {
    await this.ready;
    await this.transport.publish({ userId: null, message });
  }

  /** Tells the other server nodes (resolves once Redis has handed the event to them). */
  async tellNodes(event: ClusterEvent): Promise<void> {
    await this.transport.publishEvent?.(event);
  }

  /** Listens to what the other server nodes tell. */
  onNodeEvent(listener: (event: ClusterEvent) => void): void {
    this.transport.onEvent?.(listener);
  }

  async close(): Promise<void> {
    await this.transport.close();
    this.sockets.clear();
  }

  private deliver({ userId, message }: HubEnvelope): void {
    const data = JSON.stringify(message);
    const targets = userId === null ? [...this.sockets.values()] : [this.sockets.get(userId) ?? new Set()];
    for (const set of targets) {
      for (const socket of set) if (socket.readyState === OPEN) socket.send(data);
    }
  }
}
