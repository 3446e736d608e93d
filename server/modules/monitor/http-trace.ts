import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** One answered request: never headers, tokens, query strings or bodies (api-contract 11). */
export interface TraceEntry {
  timestamp: number;
  method: string;
  path: string;
  status: number;
  timeTaken: number;
}

const KEEP = 200;
/** Seconds of history behind the request and error rates of the server page. */
export const RATE_WINDOW_S = 60;

/** The last requests and per-second counters since start, for the monitor pages. */
export class HttpTrace {
  private readonly entries: TraceEntry[] = [];
  private readonly perSecond = new Map<number, { requests: number; errors: number }>();
  total = 0;
  errors = 0;
  readonly startedAt = Date.now();

  record(entry: TraceEntry): void {
    this.entries.push(entry);
    if (this.entries.length > KEEP) this.entries.shift();
    this.total += 1;
    const isError = entry.status >= 500;
    if (isError) this.errors += 1;
    const second = Math.floor(entry.timestamp / 1000);
    const bucket = this.perSecond.get(second) ?? { requests: 0, errors: 0 };
    bucket.requests += 1;
    if (isError) bucket.errors += 1;
    this.perSecond.set(second, bucket);
    for (const key of this.perSecond.keys()) if (key < second - RATE_WINDOW_S) this.perSecond.delete(key);
  }

  /** Newest first. */
  latest(limit = 100): TraceEntry[] {
    return this.entries.slice(-limit).reverse();
  }

  /** Requests and server errors per second over the last minute. */
  rates(now = Date.now()): { requestsPerSecond: number; errorsPerSecond: number } {
    const from = Math.floor(now / 1000) - RATE_WINDOW_S;
    let requests = 0;
    let errors = 0;
    for (const [second, bucket] of this.perSecond) {
      if (second < from) continue;
      requests += bucket.requests;
      errors += bucket.errors;
    }
    return { requestsPerSecond: requests / RATE_WINDOW_S, errorsPerSecond: errors / RATE_WINDOW_S };
  }
}

const traces = new WeakMap<AppContext, HttpTrace>();

export function httpTraceOf(ctx: AppContext): HttpTrace {
  let trace = traces.get(ctx);
  if (!trace) {
    trace = new HttpTrace();
    traces.set(ctx, trace);
  }
  return trace;
}

/** Records every request of the whole server (API, client files, websocket upgrades). */
export function registerHttpTrace(app: FastifyInstance): void {
  const trace = httpTraceOf(app.ctx);
  app.addHook('onResponse', async (request, reply) => {
    trace.record({
      timestamp: Date.now(),
      method: request.method,
      path: (request.url.split('?')[0] ?? '').slice(0, 300),
      status: reply.statusCode,
      timeTaken: Math.round(reply.elapsedTime),
    });
  });
}
