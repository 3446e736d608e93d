import type { Engine } from '../../server/db/database';
import { countStatements, statementCounts as counts } from '../support/statement-count';
import { postingFixture, withDatabase } from './posting-bench';

/**
 * The posting path's cost per action, steadier than throughput on a shared machine (docs/performance.md
 * "Ledger"): CPU time of this process per 10-line inbound and outbound action, wall time per action,
 * and the statements each action runs, by kind and table. `npx tsx bench/ledger/profile.ts`; BENCH_DOCS
 * (default 300), BENCH_LINES (10), BENCH_PG_URL adds PostgreSQL (whose server-side CPU is not counted).
 */
const DOCS = Number(process.env.BENCH_DOCS ?? 300);
const LINES = Number(process.env.BENCH_LINES ?? 10);
const WARM_UP = 20;
const PG_URL = process.env.BENCH_PG_URL;

async function profile(engine: Engine): Promise<void> {
  await withDatabase(engine, PG_URL, async (db) => {
    const fixture = await postingFixture(db, engine, LINES);
    for (const [type, action] of [
      ['receive', 'inbound'],
      ['delivery', 'outbound'],
    ] as const) {
      const docs = await fixture.prepare(type, DOCS + WARM_UP);
      for (const doc of docs.slice(0, WARM_UP)) await fixture.execute(doc, action);
      counts.clear();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (const doc of docs.slice(WARM_UP)) await fixture.execute(doc, action);
      const wall = (performance.now() - started) / DOCS;
      const { user, system } = process.cpuUsage(cpu);
      const statements = [...counts].sort((a, b) => b[1] - a[1]);
      const total = statements.reduce((sum, [, n]) => sum + n, 0) / DOCS;
      console.log(
        `${engine} ${action} ${LINES} lines: CPU ${((user + system) / 1000 / DOCS).toFixed(2)} ms/action ` +
          `(user ${(user / 1000 / DOCS).toFixed(2)}), wall ${wall.toFixed(2)} ms/action, ${total} statements/action`,
      );
      for (const [key, n] of statements) console.log(`  ${(n / DOCS).toFixed(2).padStart(6)}  ${key}`);
    }
  });
}

countStatements();
for (const engine of PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const))
  await profile(engine);
