// Browser tests (web-components.md 12): @web/test-runner drives Debian's Chromium through
// playwright-core; Vite (in middleware mode) compiles TypeScript/JSX and turns CommonJS packages
// (React, antd) into ES modules, exactly as the build sees them.
import { createReadStream, existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { tsImport } from 'tsx/esm/api';
import { build, createServer } from 'vite';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// The loader's compact tag list, generated from the element files as in vite.config.ts.
const { elementTags } = await tsImport('./scripts/element-tags.ts', import.meta.url);

// A second, separately built copy of the library, served at /__copy2__/: the tests prove two copies
// on one page never define a tag twice and share one session.
const copyDir = '/tmp/isps-wtr-second-copy';
await build({
  configFile: false,
  root: import.meta.dirname,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [elementTags(import.meta.dirname)],
  build: {
    outDir: copyDir,
    emptyOutDir: true,
    modulePreload: false,
    minify: false,
    lib: { entry: { index: 'elements/index.ts' }, formats: ['es'] },
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
  },
});

function secondCopy(ctx, next) {
  if (!ctx.path.startsWith('/__copy2__/')) return next();
  const file = normalize(join(copyDir, ctx.path.slice('/__copy2__/'.length)));
  if (!file.startsWith(copyDir) || !existsSync(file)) return next();
  ctx.type = 'text/javascript';
  ctx.body = createReadStream(file);
}

const vite = await createServer({
  configFile: false,
  root: import.meta.dirname,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  define: { 'process.env.NODE_ENV': '"development"' },
  plugins: [
    elementTags(import.meta.dirname),
    {
      name: 'test-runner-modules',
      // The runner serves these itself; Vite must leave the imports alone.
      resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : null),
    },
  ],
  optimizeDeps: {
    entries: ['tests/browser/**/*.ts', 'elements/**/*.ts', 'src/pages/**/*.tsx'],
    // It imports the runner's own websocket module by a relative URL; bundling would break that.
    exclude: ['@web/test-runner-commands'],
  },
});

/** Hands every request to Vite first; whatever Vite does not answer goes on to the test runner. */
function viteMiddleware(ctx, next) {
  return new Promise((resolve, reject) => {
    ctx.res.once('finish', () => {
      ctx.respond = false;
      resolve();
    });
    vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(next())));
  });
}

export default {
  files: 'tests/browser/**/*.browser.test.ts',
  // Served on localhost; the auth channel tests frame pages from 127.0.0.1, a second origin.
  hostname: 'localhost',
  port: Number(process.env.ISPS_WTR_PORT ?? 8765),
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  middleware: [secondCopy, viteMiddleware],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions,
    }),
  ],
  plugins: [{ name: 'close-vite', serverStop: () => vite.close() }],
};
