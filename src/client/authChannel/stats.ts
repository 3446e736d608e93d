import { pageShared } from '../pageShared';

/** Counters of the auth channel of this window (spec 8: blocked messages are counted). */
export interface ChannelStats {
  accepted: number;
  /** Our envelopes from origins not allowed, foreign sources or wrong nonces. */
  dropped: number;
  lastDropped: { origin: string; reason: string } | null;
}

export const channelStats: ChannelStats = pageShared<ChannelStats>('channelStats', () => ({
  accepted: 0,
  dropped: 0,
  lastDropped: null,
}));

export function countDropped(origin: string, reason: string): void {
  channelStats.dropped += 1;
  channelStats.lastDropped = { origin, reason };
  console.warn(`[isps] auth channel: dropped a message from ${origin} (${reason})`);
}
