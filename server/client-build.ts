import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/** Builds the client with `vite build` when `dist/` is missing or older than its sources. */
export async function ensureClientBuilt(root: string, log: (message: string) => void): Promise<void> {
  const config = ['vite.config.ts', 'vite.config.mts', 'vite.config.js'].find((f) =>
    existsSync(join(root, f)),
  );
  if (!config) {
    log('no vite config yet: skipping the client build');
    return;
  }
  const dist = join(root, 'dist');
  const built = newestMtime(dist);
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built > 0 && built >= sources) {
    log('client build is up to date');
    return;
  }
  log(built === 0 ? 'dist/ is missing: building the client' : 'sources changed: rebuilding the client');
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
  log(`client built in ${Math.round((Date.now() - started) / 1000)} s`);
}
