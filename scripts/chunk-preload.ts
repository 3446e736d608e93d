import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The element build's chunk graph and the preload hints made from it (issue 17, point 3).
 *
 * Without hints the browser discovers a chunk's static imports only after fetching it, one round trip
 * per level (the login page had chains of 7). The plugin
 * 1. rewrites every dynamic import of a chunk into "preload it and the chunks it imports statically,
 *    in parallel, then import it" (`<link rel=modulepreload>` through a helper the loader defines once),
 *    so an element's page chunk and all it needs come in one round trip;
 * 2. keeps the graph (files, their imports, the page chunk of each tag, the chunks the first connect
 *    of any element imports) for the HTML pages (`addPagePreloads`) and the size budget.
 * Paths are relative to each other (`./x.js`): hosts on other origins load the chunks from ours.
 */
export interface ChunkGraph {
  /** Static imports per chunk file, relative to the output folder (`elements/x-hash.js`). */
  imports: Record<string, string[]>;
  /** The page chunk each tag imports on its first connect. */
  tagPages: Record<string, string>;
  /** The loader and what the first connect of any tag imports (registry, React runtime). */
  connect: string[];
}

/** Where the loader puts the helper; a versioned key, as the stores' registry (web-components.md 8). */
const HELPER_KEY = 'isps.preload.v1';
const HELPER = `globalThis[Symbol.for("${HELPER_KEY}")]??=((s)=>(b,f)=>{for(const n of f){const h=new URL(n,b).href;if(s.has(h))continue;s.add(h);const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}})(new Set);`;
const DYNAMIC_IMPORT = /import\(([`"'])\.\/([^`"']+\.js)\1\)/g;

/** Every file the given chunks import statically, themselves included, in a stable order. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.imports[file] ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The chunks a page holding these tags needs before its first element paints. */
export function filesForTags(graph: ChunkGraph, tags: readonly string[]): string[] {
  const pages = tags.map((tag) => graph.tagPages[tag]).filter((file): file is string => file !== undefined);
  return staticClosure(graph, [...graph.connect, ...pages]);
}

function graphOf(bundle: OutputBundle, pageOfModule: (id: string) => string | undefined): ChunkGraph {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const fileOfModule = new Map<string, string>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) fileOfModule.set(id, chunk.fileName);
  const imports = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, [...chunk.imports]]));
  const tagPages: Record<string, string> = {};
  const connect = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.isEntry) connect.add(chunk.fileName);
    for (const id of chunk.moduleIds) {
      const tag = /[\\/]elements[\\/](isps-[\w-]+)\.ts$/.exec(id)?.[1];
      const page = tag ? pageOfModule(id) : undefined;
      const file = page ? fileOfModule.get(page) : undefined;
      if (tag && file) tagPages[tag] = file;
      // The registry (tag -> page import) and the React runtime are what any first connect imports.
      if (/[\\/](elements[\\/]registry|src[\\/]ui[\\/]root[\\/]mountElement)\.tsx?$/.test(id)) {
        connect.add(chunk.fileName);
      }
    }
  }
  return { imports, tagPages, connect: [...connect] };
}

/** Rewrites the dynamic imports of one chunk so each first preloads what its target imports. */
function withPreloads(chunk: OutputChunk, graph: ChunkGraph): string {
  const folder = dirname(chunk.fileName);
  // What is loaded already when this chunk runs: its own imports and, for the chunks every first
  // connect imports together (registry, React runtime), each other's. The loader runs before them.
  const together = graph.connect.includes(chunk.fileName) && !chunk.isEntry;
  const loaded = new Set(staticClosure(graph, together ? graph.connect : [chunk.fileName]));
  return chunk.code.replace(DYNAMIC_IMPORT, (call: string, _quote: string, name: string) => {
    const target = join(folder, name);
    // The target first: over HTTP/1.1 the browser fetches in the order asked, and a small target
    // (a page's first-data module) must not wait behind the chunks of the page asked for after it.
    const needed = staticClosure(graph, [target]).filter((file) => !loaded.has(file));
    if (needed.length <= 1) return call;
    const names = needed.map((file) => `./${basename(file)}`);
    return `(globalThis[Symbol.for("${HELPER_KEY}")]?.(import.meta.url,${JSON.stringify(names)}),${call})`;
  });
}

/** The plugin of the element build; `graph()` is available once the bundle is generated. */
export function chunkPreload(): Plugin & { graph: () => ChunkGraph } {
  let graph: ChunkGraph | null = null;
  return {
    name: 'isps-chunk-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      graph = graphOf(bundle, (id) => this.getModuleInfo(id)?.dynamicallyImportedIds[0]);
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        item.code = withPreloads(item, graph);
        // The loader runs before any chunk it imports dynamically: it defines the helper once.
        if (item.isEntry) item.code = `${HELPER}\n${item.code}`;
      }
    },
    graph() {
      if (!graph) throw new Error('the chunk graph is known only after the element build');
      return graph;
    },
  };
}

/**
 * Adds `<link rel="modulepreload">` for every chunk a built HTML page needs before its elements paint
 * (the loader, the first-connect chunks and the page chunks of the `isps-*` tags it holds, plus
 * `extraTags` the page shows without naming them, such as the login page of the admin app, and
 * `extraChunks` by name, such as the HTTP client of pages whose elements ask for data at once), right
 * before its loader script: all of them are then fetched in the round trip after the HTML.
 */
export function addPagePreloads(
  htmlFile: string,
  graph: ChunkGraph,
  extraTags: readonly string[] = [],
  extraChunks: readonly string[] = [],
) {
  const html = readFileSync(htmlFile, 'utf8');
  const loader = /<script type="module" src="\/elements\/index\.js"[^>]*><\/script>/.exec(html);
  if (!loader) return;
  const tags = [...new Set([...html.matchAll(/<(isps-[\w-]+)/g)].map((match) => match[1] as string))];
  const named = Object.keys(graph.imports).filter((file) =>
    extraChunks.some((name) => basename(file).startsWith(`${name}-`)),
  );
  const links = [
    ...new Set([...filesForTags(graph, [...tags, ...extraTags]), ...staticClosure(graph, named)]),
  ]
    .filter((file) => file !== 'elements/index.js')
    .map((file) => `<link rel="modulepreload" href="/${file}">`)
    .join('\n    ');
  writeFileSync(htmlFile, html.replace(loader[0], `${links}\n    ${loader[0]}`));
}
