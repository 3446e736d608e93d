import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { addPagePreloads, chunkPreload } from './scripts/chunk-preload';
import { elementTags, withoutTagsModuleDeclaration } from './scripts/element-tags';
import { lazyTableFilter } from './scripts/lazy-table-filter';
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

/**
 * What the first connect of any element runs (issue 17), one chunk instead of a dozen of 0.3-3 KB:
 * the element root and its session gate, the session bootstrap with the auth channel, the page-wide
 * stores, the JSX runtime, antd's theme algorithms and locales, dayjs. Only these modules: what they
 * import stays where it is, so the parts the root loads on demand (the feedback holders, the sign-in
 * note) stay lazy, and the loader's own modules (elementClass and what it uses) stay in the loader.
 */
const FIRST_CONNECT_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]ui[\\/]root[\\/](?!elementClass|defineCompactElements|elementApi|emit|defineElement|AppFeedbackHolders|SignInWait|HasPermission|useAnswerReport)/,
  /[\\/]src[\\/]ui[\\/]settings[\\/](accessibleTheme|useSettings)\.ts$/,
  /[\\/]src[\\/]client[\\/](signIn|uiSettings|sessionBootstrap|shellAssertion|authChannel[\\/])/,
  /[\\/]node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/,
  /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]themes[\\/](dark|compact)[\\/]/,
  // The CommonJS locales require dayjs and babel's interop helper: beside them, or the chunks cycle.
  /[\\/]node_modules[\\/]dayjs[\\/](dayjs\.min|locale[\\/]zh-cn)\.js$/,
  /[\\/]node_modules[\\/]antd[\\/](lib[\\/])?locale[\\/]/,
  /[\\/]node_modules[\\/]antd[\\/]lib[\\/][\w-]+[\\/]locale[\\/]/,
  /[\\/]node_modules[\\/]@rc-component[\\/](picker|pagination)[\\/]lib[\\/]locale[\\/]/,
  /[\\/]node_modules[\\/]@babel[\\/]runtime[\\/]helpers[\\/]interopRequireDefault\.js$/,
];

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
    lazyTableFilter(root),
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
      // The loader may export more than its own names: then rolldown merges the element class and
      // what it uses into it, so a page asks for one file before the first connect, not two (issue 17).
      preserveEntrySignatures: 'allow-extension',
      // The @rc-component packages declare no `sideEffects`; their modules have none, and without
      // this every list carried antd's Tree (the table imports a few of its helpers): -12 KB gzip.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) },
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
              // The descriptor engine, one chunk instead of eight of 1-3 KB (issue 17); only its own
              // modules: the menu tree and the texts it imports are the admin shell's and the login's.
              name: 'descriptors',
              test: /[\\/]src[\\/]domain[\\/](entity|document)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The list engine every list page runs (issue 17): one chunk instead of six of 0.5-7 KB.
              // Not the list request (list-request.ts, query-params.ts): the pages' first-data modules
              // import it without React, before the list's code is in.
              name: 'list-engine',
              test: /[\\/]src[\\/](ui[\\/]entity[\\/](EntityListPage|EntityQueryForm|useEntityList|RowActions|useEntityCatalog|form-values|entity-api)|ui[\\/]document[\\/](DocumentListPage|row-actions|declared-actions|actionRequests))\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              name: 'runtime',
              test: (id) => FIRST_CONNECT_MODULES.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
