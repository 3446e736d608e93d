import { cpus, freemem, loadavg, totalmem, uptime } from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** GC passes by kind since start (the JVM page's `jvm.gc.pause` counterpart). */
interface GcTotals {
  count: number;
  totalMs: number;
  maxMs: number;
}

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

/**
 * Figures of the Node process and the machine for the monitor pages: the runtime page (heap, RSS,
 * event-loop delay, GC) stands for JeecgBoot's JVM page, the system page for its server page.
 */
export class RuntimeMetrics {
  private readonly loop: IntervalHistogram;
  private readonly gc = new Map<string, GcTotals>();
  private readonly observer: PerformanceObserver;
  private lastCpu = cpuTimes();

  constructor() {
    this.loop = monitorEventLoopDelay({ resolution: 20 });
    this.loop.enable();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind =
          GC_KINDS[(entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
        const totals = this.gc.get(kind) ?? { count: 0, totalMs: 0, maxMs: 0 };
        totals.count += 1;
        totals.totalMs += entry.duration;
        totals.maxMs = Math.max(totals.maxMs, entry.duration);
        this.gc.set(kind, totals);
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  runtime() {
    const memory = process.memoryUsage();
    const heap = getHeapStatistics();
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    return {
      node: process.version,
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      memory: {
        rss: memory.rss,
        heapTotal: memory.heapTotal,
        heapUsed: memory.heapUsed,
        heapLimit: heap.heap_size_limit,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
      },
      eventLoopDelayMs: {
        min: ms(this.loop.min),
        mean: Number.isNaN(this.loop.mean) ? 0 : ms(this.loop.mean),
        p50: ms(this.loop.percentile(50)),
        p99: ms(this.loop.percentile(99)),
        max: ms(this.loop.max),
      },
      gc: [...this.gc.entries()].map(([kind, totals]) => ({
        kind,
        count: totals.count,
        totalMs: Math.round(totals.totalMs * 100) / 100,
        maxMs: Math.round(totals.maxMs * 100) / 100,
      })),
      activeHandles:
        (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.().length ?? null,
    };
  }

  /** CPU busy share since the previous call (the first call: since boot). */
  system() {
    const now = cpuTimes();
    const busy = now.busy - this.lastCpu.busy;
    const total = now.total - this.lastCpu.total;
    this.lastCpu = now;
    const list = cpus();
    return {
      cpu: {
        count: list.length,
        model: list[0]?.model ?? '',
        usage: total > 0 ? Math.round((busy / total) * 1000) / 10 : 0,
        processUsage: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      },
      memory: { total: totalmem(), free: freemem(), used: totalmem() - freemem() },
      load: loadavg(),
      uptimeSeconds: Math.round(uptime()),
      platform: `${process.platform} ${process.arch}`,
    };
  }

  close(): void {
    this.loop.disable();
    this.observer.disconnect();
  }
}

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}
