import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkPreload } from '../../../scripts/chunk-preload';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'code' | 'imports' | 'isEntry' | 'moduleIds'>;

const chunk = (fileName: string, code: string, imports: string[], moduleIds: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  isEntry: fileName === 'elements/index.js',
  moduleIds,
});

/**
 * A build shaped like ours: the loader (element class inside) imports the registry and the React
 * runtime on a first connect; the registry imports a page, which needs the list engine and antd.
 */
function built() {
  const bundle: Record<string, Chunk> = {
    'elements/index.js': chunk(
      'elements/index.js',
      'const r=()=>import("./registry-R.js");const m=()=>import("./runtime-M.js");',
      [],
      ['/src/elements/index.ts'],
    ),
    'elements/registry-R.js': chunk(
      'elements/registry-R.js',
      'export const p=()=>import("./Page-P.js");',
      ['elements/client-C.js'],
      ['/src/elements/registry.ts'],
    ),
    'elements/runtime-M.js': chunk(
      'elements/runtime-M.js',
      'export {}',
      ['elements/ui-vendor-V.js', 'elements/client-C.js'],
      ['/src/src/ui/root/mountElement.tsx'],
    ),
    'elements/client-C.js': chunk('elements/client-C.js', '', []),
    'elements/ui-vendor-V.js': chunk('elements/ui-vendor-V.js', '', []),
    'elements/Page-P.js': chunk('elements/Page-P.js', '', ['elements/list-L.js', 'elements/ui-vendor-V.js']),
    'elements/list-L.js': chunk('elements/list-L.js', '', ['elements/table-T.js']),
    'elements/table-T.js': chunk('elements/table-T.js', '', ['elements/ui-vendor-V.js']),
  };
  const plugin = chunkPreload();
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  generate.call({ getModuleInfo: () => null }, {}, bundle);
  return bundle;
}

/** The files a dynamic import of `target` in `code` preloads first, in order. */
function preloadsBefore(code: string, target: string): string[] {
  const call = new RegExp(`\\?\\.\\(import\\.meta\\.url,(\\[[^\\]]*\\])\\),import\\("\\./${target}"\\)`).exec(
    code,
  );
  return call ? (JSON.parse(call[1] as string) as string[]) : [];
}

describe('module preload hints in chunks (scripts/chunk-preload.ts, issue 17)', () => {
  it("makes the loader's first connect preload what the registry and the React runtime import: the loader runs before them", () => {
    const { code } = built()['elements/index.js'] as Chunk;
    expect(code.startsWith('globalThis[Symbol.for("isps.preload.v1")]')).toBe(true);
    expect(preloadsBefore(code, 'registry-R.js')).toEqual(['./registry-R.js', './client-C.js']);
    expect(preloadsBefore(code, 'runtime-M.js')).toEqual([
      './runtime-M.js',
      './ui-vendor-V.js',
      './client-C.js',
    ]);
  });

  it("asks for a dynamic import's target before the chunks it needs, and leaves out what its importer has", () => {
    const { code } = built()['elements/registry-R.js'] as Chunk;
    // The registry runs together with the React runtime: ui-vendor and client are in already.
    expect(preloadsBefore(code, 'Page-P.js')).toEqual(['./Page-P.js', './list-L.js', './table-T.js']);
  });
});
