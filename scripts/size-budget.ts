import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ChunkGraph, filesForTags, staticClosure } from './chunk-preload';

/**
 * The JavaScript budget of each entry point (issue 17, point 5), checked by every build against the
 * committed size-budget.json: an entry whose gzip size grows more than `tolerance` over its recorded
 * total fails the build, naming the chunks that grew. Record new figures on purpose with
 * `ISPS_RECORD_SIZE_BUDGET=1 npm run build` and commit the file with the change that needs them.
 */
export interface SizeBudget {
  /** Allowed growth over the recorded total, as a fraction (0.1 = 10 %). */
  tolerance: number;
  entries: Record<string, BudgetEntry>;
}

export interface BudgetEntry {
  /** What the entry loads: `isps-*` tags (the first-connect chunks and their page chunks) and chunk names. */
  roots: string[];
  /** Recorded gzip bytes per chunk name (the file name without its hash). */
  chunks: Record<string, number>;
}

/** Measured gzip bytes per chunk name of one entry. */
export type ChunkSizes = Record<string, number>;

const total = (sizes: ChunkSizes) => Object.values(sizes).reduce((sum, n) => sum + n, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `elements/AdminApp-C2aN-u1k.js` -> `AdminApp`; `elements/index.js` -> `index`. */
export function chunkName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/(-[A-Za-z0-9_-]{8})?\.js$/, '');
}

/** The problems of the measured entries against the budget; empty when every entry is within it. */
export function checkBudget(budget: SizeBudget, measured: Record<string, ChunkSizes>): string[] {
  const problems: string[] = [];
  for (const [entry, recorded] of Object.entries(budget.entries)) {
    const sizes = measured[entry];
    if (!sizes) {
      problems.push(`${entry}: not measured (is it still built?)`);
      continue;
    }
    const allowed = total(recorded.chunks) * (1 + budget.tolerance);
    if (total(sizes) <= allowed) continue;
    const grown = Object.entries(sizes)
      .map(([name, bytes]) => ({
        name,
        growth: bytes - (recorded.chunks[name] ?? 0),
        added: !(name in recorded.chunks),
      }))
      .filter(({ growth }) => growth > 0)
      .sort((a, b) => b.growth - a.growth)
      .map(({ name, growth, added }) => `${name} ${added ? '(new) ' : ''}+${kb(growth)}`);
    problems.push(
      `${entry}: ${kb(total(sizes))} gzip, over its budget of ${kb(total(recorded.chunks))} + ${Math.round(budget.tolerance * 100)} %; grew: ${grown.join(', ')}`,
    );
  }
  return problems;
}

/** A budget that records the measured sizes as they are. */
export function recordBudget(previous: SizeBudget, measured: Record<string, ChunkSizes>): SizeBudget {
  return {
    tolerance: previous.tolerance,
    entries: Object.fromEntries(
      Object.entries(previous.entries).map(([entry, { roots }]) => [
        entry,
        {
          roots,
          chunks: Object.fromEntries(
            Object.entries(measured[entry] ?? {}).sort(([a], [b]) => a.localeCompare(b)),
          ),
        },
      ]),
    ),
  };
}

/** The files an entry's roots load: tags through the first-connect chunks, chunk names through their closure. */
export function entryFiles(graph: ChunkGraph, roots: readonly string[]): string[] {
  const tags = roots.filter((root) => root.startsWith('isps-'));
  const named = Object.keys(graph.imports).filter((file) => roots.includes(chunkName(file)));
  return [...new Set([...filesForTags(graph, tags), ...staticClosure(graph, named)])];
}

function measureEntries(graph: ChunkGraph, distDir: string, budget: SizeBudget): Record<string, ChunkSizes> {
  const measured: Record<string, ChunkSizes> = {};
  for (const [entry, { roots }] of Object.entries(budget.entries)) {
    const sizes: ChunkSizes = {};
    for (const file of entryFiles(graph, roots)) {
      const name = chunkName(file);
      sizes[name] = (sizes[name] ?? 0) + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    }
    measured[entry] = sizes;
  }
  return measured;
}

/** Checks (or with `record`, rewrites) the budget file against the built files; throws when over. */
export function enforceSizeBudget(options: {
  budgetFile: string;
  distDir: string;
  graph: ChunkGraph;
  record: boolean;
}): string {
  const { budgetFile, distDir, graph, record } = options;
  if (!existsSync(budgetFile)) throw new Error(`size budget: ${budgetFile} is missing`);
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as SizeBudget;
  const measured = measureEntries(graph, distDir, budget);
  const summary = Object.entries(measured)
    .map(([entry, sizes]) => `${entry} ${kb(total(sizes))}`)
    .join(', ');
  if (record) {
    writeFileSync(budgetFile, `${JSON.stringify(recordBudget(budget, measured), null, 2)}\n`);
    return `size budget recorded: ${summary}`;
  }
  const problems = checkBudget(budget, measured);
  if (problems.length > 0) {
    throw new Error(
      `JavaScript size budget exceeded (size-budget.json; record a deliberate growth with ISPS_RECORD_SIZE_BUDGET=1):\n${problems.join('\n')}`,
    );
  }
  return `size budget kept: ${summary}`;
}
