import { describe, expect, it } from 'vitest';
import { BACKOFF_MINUTES, backoffState, wireMillis } from '../../../src/domain/oms/sap-backoff';

const at = (text: string) => wireMillis(text)!;

describe('the SAP log back-off as the page shows it (domain.md 3.11)', () => {
  it('reads the wire time as GMT+8', () => {
    expect(wireMillis('2026-11-26 10:35:00')).toBe(Date.UTC(2026, 10, 26, 2, 35));
    expect(wireMillis('not a time')).toBeNull();
    expect(wireMillis(null)).toBeNull();
  });

  it('names the retry, its time and the minutes left', () => {
    const now = at('2026-11-26 10:20:00');
    expect(BACKOFF_MINUTES).toEqual([1, 5, 15, 60]);
    expect(
      backoffState({ syncStatus: 'pending', retryCount: 2, nextRetryAt: at('2026-11-26 10:35:00') }, now),
    ).toEqual({ kind: 'retrying', retry: 2, of: 4, at: at('2026-11-26 10:35:00'), inMinutes: 15 });
    // Overdue (the worker runs every minute): no negative minutes.
    expect(
      backoffState({ syncStatus: 'pending', retryCount: 4, nextRetryAt: at('2026-11-26 10:19:00') }, now),
    ).toMatchObject({ retry: 4, inMinutes: 0 });
  });

  it('tells a first try, a given-up message and settled ones apart', () => {
    const now = at('2026-11-26 10:20:00');
    expect(backoffState({ syncStatus: 'pending', retryCount: 0, nextRetryAt: now }, now)).toEqual({
      kind: 'due',
      at: now,
    });
    // Failed after the first try and its four retries.
    expect(backoffState({ syncStatus: 'failed', retryCount: 5, nextRetryAt: null }, now)).toEqual({
      kind: 'exhausted',
      retries: 4,
    });
    expect(backoffState({ syncStatus: 'success', retryCount: 1, nextRetryAt: null }, now)).toEqual({
      kind: 'none',
    });
    expect(backoffState({ syncStatus: 'ignored', retryCount: 5, nextRetryAt: null }, now)).toEqual({
      kind: 'none',
    });
  });
});
