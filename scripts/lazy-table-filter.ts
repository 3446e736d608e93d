import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const FILTER_HOOK = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;

/**
 * Gives antd's table filter hook src/ui/vendor/LazyFilterDropdown.tsx in place of its statically
 * imported filter dropdown (issue 17: 16 KB of gzip off every list's first paint). Fails the build
 * when antd's hook no longer imports `./FilterDropdown`, so an antd upgrade cannot drop it silently.
 */
export function lazyTableFilter(root: string): Plugin {
  const shim = resolve(root, 'src/ui/vendor/LazyFilterDropdown.tsx');
  let replaced = false;
  return {
    name: 'isps-lazy-table-filter',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the import to antd's file.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './FilterDropdown' || !importer || !FILTER_HOOK.test(importer)) return null;
      replaced = true;
      return shim;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          "antd's table filter hook no longer imports ./FilterDropdown: update scripts/lazy-table-filter.ts",
        );
    },
  };
}
