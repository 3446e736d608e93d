/** domain.md 3.11: a failed message is tried again after 1, 5, 15 and 60 minutes, then left `failed`. */
export const BACKOFF_MINUTES = [1, 5, 15, 60] as const;

/** Where a message stands in its back-off, as the SAP log page shows it. */
export type BackoffState =
  | { kind: 'due'; at: number | null }
  | { kind: 'retrying'; retry: number; of: number; at: number; inMinutes: number }
  | { kind: 'exhausted'; retries: number }
  | { kind: 'none' };

/**
 * The back-off of one message at `now`: a pending message never tried is `due` (at its time); one that
 * failed `retryCount` times waits for retry `retryCount` of 4 at `nextRetryAt` ("retry 2 of 4, next at
 * 10:35 (in 15 min)"); a failed one has used up its retries; success and ignored have none.
 */
export function backoffState(
  message: { syncStatus: string; retryCount: number | null; nextRetryAt: number | null },
  now: number,
): BackoffState {
  const retries = message.retryCount ?? 0;
  if (message.syncStatus === 'failed') return { kind: 'exhausted', retries: Math.max(0, retries - 1) };
  if (message.syncStatus !== 'pending') return { kind: 'none' };
  if (retries === 0 || message.nextRetryAt === null) return { kind: 'due', at: message.nextRetryAt };
  return {
    kind: 'retrying',
    retry: Math.min(retries, BACKOFF_MINUTES.length),
    of: BACKOFF_MINUTES.length,
    at: message.nextRetryAt,
    inMinutes: Math.max(0, Math.ceil((message.nextRetryAt - now) / 60_000)),
  };
}

/** An instant of the wire (`yyyy-MM-dd HH:mm:ss`, GMT+8, api-contract 1.1) in epoch milliseconds. */
export function wireMillis(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}
