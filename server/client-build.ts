import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Sources whose change makes `dist/` stale (issue 3). */
const SOURCES = [
  'src',
  'elements',
  'demo',
  'locales',
  'vite.config.ts',
  // The build's own plugins: the generated tag list, the documentation strip, the element manifest.
  'scripts/element-tags.ts',
  'scripts/strip-element-docs.ts',
  'scripts/custom-elements-manifest.ts',
  'scripts/precompress.ts',
  'scripts/chunk-preload.ts',
  'scripts/size-budget.ts',
  'size-budget.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export type ClientBuildState = 'no vite config' | 'up to date' | 'stale';

/** Whether `dist/` is missing or older than its sources. */
export function clientBuildState(root: string): ClientBuildState {
  const config = ['vite.config.ts', 'vite.config.mts', 'vite.config.js'].find((f) =>
    existsSync(join(root, f)),
  );
  if (!config) return 'no vite config';
  const built = newestMtime(join(root, 'dist'));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return built > 0 && built >= sources ? 'up to date' : 'stale';
}

/** Where the build's output goes, and whether it is also shown on the console (--verbose). */
export interface BuildOutput {
  logFile: string;
  verbose: boolean;
}

/** Builds the client when it is stale; answers what it found or did. */
export async function ensureClientBuilt(
  root: string,
  output: BuildOutput,
): Promise<ClientBuildState | 'built'> {
  const state = clientBuildState(root);
  if (state !== 'stale') return state;
  await buildClient(root, output);
  return 'built';
}

/**
 * Runs `vite build`. Its ~200 lines of output go to `output.logFile` (and the console with verbose);
 * a failed build prints them in full.
 */
export async function buildClient(root: string, output: BuildOutput): Promise<void> {
  mkdirSync(dirname(output.logFile), { recursive: true });
  const log = createWriteStream(output.logFile);
  await once(log, 'open');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The output is read from a file: colour codes would only clutter it.
      env: { ...process.env, ...(output.verbose ? {} : { NO_COLOR: '1', FORCE_COLOR: '0' }) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (output.verbose) process.stdout.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('close', resolve);
  });
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) {
    const shown = output.verbose ? '' : `\n${readFileSync(output.logFile, 'utf8')}`;
    throw new ClientBuildError(`vite build exited with ${code} (its output: ${output.logFile})${shown}`);
  }
}

/** A failed build: its output is the whole story, a stack of this process would only bury it. */
class ClientBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = message;
  }
}
