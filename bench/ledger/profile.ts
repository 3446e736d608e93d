import type { KyselyPlugin, OperationNode } from 'kysely';
import type { Engine } from '../../server/db/database';
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

/** Counts the statements Kysely runs, by kind and first table named. */
class StatementCounter implements KyselyPlugin {
  counts = new Map<string, number>();
  transformQuery({ node }: { node: OperationNode }) {
    const key = `${node.kind.replace('QueryNode', '').toLowerCase()} ${firstTable(node) ?? ''}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return node as never;
  }
  async transformResult<R>({ result }: { result: R }) {
    return result;
  }
}

function firstTable(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) return n.table.identifier.name;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(firstTable).find(Boolean) : firstTable(value);
    if (found) return found;
  }
  return undefined;
}

async function profile(engine: Engine): Promise<void> {
  await withDatabase(engine, PG_URL, async (plain) => {
    const counter = new StatementCounter();
    const db = plain.withPlugin(counter);
    const fixture = await postingFixture(db, engine, LINES);
    for (const [type, action] of [
      ['receive', 'inbound'],
      ['delivery', 'outbound'],
    ] as const) {
      const docs = await fixture.prepare(type, DOCS + WARM_UP);
      for (const doc of docs.slice(0, WARM_UP)) await fixture.execute(doc, action);
      counter.counts.clear();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (const doc of docs.slice(WARM_UP)) await fixture.execute(doc, action);
      const wall = (performance.now() - started) / DOCS;
      const { user, system } = process.cpuUsage(cpu);
      const statements = [...counter.counts].sort((a, b) => b[1] - a[1]);
      const total = statements.reduce((sum, [, n]) => sum + n, 0) / DOCS;
      console.log(
        `${engine} ${action} ${LINES} lines: CPU ${((user + system) / 1000 / DOCS).toFixed(2)} ms/action ` +
          `(user ${(user / 1000 / DOCS).toFixed(2)}), wall ${wall.toFixed(2)} ms/action, ${total} statements/action`,
      );
      for (const [key, n] of statements) console.log(`  ${(n / DOCS).toFixed(2).padStart(6)}  ${key}`);
    }
  });
}

for (const engine of PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const))
  await profile(engine);
