import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { addPagePreloads, chunkPreload } from './scripts/chunk-preload';
import { elementTags, withoutTagsModuleDeclaration } from './scripts/element-tags';
import { precompressDir } from './scripts/precompress';
import { enforceSizeBudget } from './scripts/size-budget';
import { stripElementDocs } from './scripts/strip-element-docs';

/**
 * One `vite build` produces everything the server serves from dist/ (web-components.md 11):
 * 1. the element library in library mode: the loader at the stable URL dist/elements/index.js and
 *    hashed chunks beside it (React, antd and the runtime in shared chunks), with bundled types
 *    (dist/elements/index.d.ts; `npm run test:types` compiles a consumer against them);
 * 2. then the HTML pages (admin app placeholder, demos) in a second, nested build;
 * 3. then custom-elements.json from the element definitions;
 * 4. module preload hints: in every chunk before its dynamic imports, and in the HTML pages for the
 *    chunks their elements need (scripts/chunk-preload.ts);
 *    and the JavaScript size budget of the entry points (size-budget.json, scripts/size-budget.ts);
 * 5. last, a brotli and a gzip copy beside every built text file (scripts/precompress.ts).
 */
const root = import.meta.dirname;

const pages: Record<string, string> = Object.fromEntries([
  ['index', resolve(root, 'index.html')],
  ...readdirSync(resolve(root, 'demo'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => [`demo/${file.replace(/\.html$/, '')}`, resolve(root, 'demo', file)]),
]);

/** How many chunks (elements and their lazy parts) must import a module to group it (90 % of the elements). */
const SHARED_BY_NEARLY_EVERY_ELEMENT = Math.ceil(
  0.9 * readdirSync(resolve(root, 'elements')).filter((file) => /^isps-.*\.ts$/.test(file)).length,
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Tags an HTML page shows without naming them: the admin app at `/` opens on its login page. */
const PAGES_EXTRA_TAGS: Record<string, string[]> = { 'index.html': ['isps-user-login'] };
/**
 * Chunks the elements of the demo pages load at once, beside their static imports: the HTTP client
 * (axios, loaded with the first request). The admin app's login page paints without it and loads it
 * once painted, so `/` does not preload it (issue 17).
 */
const PAGES_EXTRA_CHUNKS = (page: string): string[] => (page === 'index.html' ? [] : ['axios']);

const preload = chunkPreload();

function buildPagesAndManifest(): Plugin {
  return {
    name: 'isps-pages-and-manifest',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          outDir: resolve(root, 'dist'),
          emptyOutDir: false,
          // The React host demo bundles its own React and antd 5 on purpose.
          chunkSizeWarningLimit: 1500,
          rolldownOptions: { input: pages },
        },
      });
      execFileSync(
        process.execPath,
        ['--import', 'tsx', resolve(root, 'scripts/custom-elements-manifest.ts')],
        {
          stdio: 'inherit',
        },
      );
      this.info(
        enforceSizeBudget({
          budgetFile: resolve(root, 'size-budget.json'),
          distDir: resolve(root, 'dist'),
          graph: preload.graph(),
          record: process.env.ISPS_RECORD_SIZE_BUDGET === '1',
        }),
      );
      for (const page of Object.values(pages)) {
        const built = resolve(root, 'dist', page.slice(root.length + 1));
        const name = page.slice(root.length + 1);
        addPagePreloads(built, preload.graph(), PAGES_EXTRA_TAGS[name], PAGES_EXTRA_CHUNKS(name));
      }
      const compressed = await precompressDir(resolve(root, 'dist'));
      this.info(
        `precompressed ${compressed.files} files: ${kb(compressed.raw)} -> ${kb(compressed.brotli)} brotli, ${kb(compressed.gzip)} gzip`,
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    elementTags(root),
    stripElementDocs(),
    dts({
      tsconfigPath: resolve(root, 'tsconfig.build.json'),
      bundleTypes: true,
      outDirs: resolve(root, 'dist/elements'),
      // The React JSX typing augments 'react', which a host without React's types cannot resolve;
      // React hosts import it from the sources (docs/embedding.md 2).
      exclude: ['node_modules/**', 'elements/react-jsx.ts'],
      beforeWriteFile: (filePath, content) => ({ filePath, content: withoutTagsModuleDeclaration(content) }),
    }),
    preload,
    buildPagesAndManifest(),
  ],
  // Library mode does not replace it; React and antd would ship their development builds.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Rolldown's automatic splitting puts the rest of antd in per-component chunks, so each page
    // loads only the antd parts it uses; grouping all of antd into one chunk measured worse for every
    // element. Only what nearly every element shares is grouped (codeSplitting below).
    chunkSizeWarningLimit: 700,
    // Chunks import each other relative to their own URL, so a host on another origin can load them.
    modulePreload: false,
    lib: {
      entry: { 'elements/index': resolve(root, 'elements/index.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'elements/[name]-[hash].js',
        minify: true,
        // Issue 17: the small antd / rc-* / @ant-design modules and the runtime's own small modules
        // that (nearly) every element loads came as ~40 separate chunks on every page. Modules shared
        // by at least 90 % of the elements go into one vendor chunk and one runtime chunk; below that
        // share the login page starts loading code it never runs (85 %: +21 KB gzip for 8 fewer
        // requests, 75 %: +79 KB), so the rest keeps rolldown's automatic per-component chunks.
        codeSplitting: {
          groups: [
            {
              // What the loader defines the tags with, on its own: the loader does not wait for the
              // runtime, which the first connect asks for together with the element's chunks.
              name: 'elementClass',
              test: /([\\/]src[\\/]ui[\\/]root[\\/](elementClass|defineCompactElements|elementApi|emit)\.ts|[\\/]@r2wc[\\/]core[\\/].*)$/,
              priority: 2,
            },
            {
              name: 'ui-vendor',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
              minShareCount: SHARED_BY_NEARLY_EVERY_ELEMENT,
            },
            {
              // The session, configuration and HTTP client without React: evaluated as soon as they
              // arrive, so a stored session's first request is ready before antd and the page are.
              name: 'client',
              // The descriptor engine (src/domain/entity, document, workflow, the menu tree) stays out: the login form
              // never runs it, and the elements' `data` modules import descriptors (issue 17), which
              // would count it as shared by nearly every element.
              test: /[\\/]src[\\/](client[\\/]|domain[\\/](?!entity[\\/]|document[\\/]|workflow\.ts|system[\\/]menu\.ts))/,
              minShareCount: SHARED_BY_NEARLY_EVERY_ELEMENT,
              priority: 1,
            },
            {
              name: 'runtime',
              test: /[\\/]src[\\/]ui[\\/]root[\\/]/,
              minShareCount: SHARED_BY_NEARLY_EVERY_ELEMENT,
            },
          ],
        },
      },
    },
  },
});
