import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/domain/i18n-text';

const root = resolve(import.meta.dirname, '../../../locales');

/** Every key path of a nested text object, e.g. `error.notFound`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const areas = [...new Set(LOCALES.flatMap((locale) => readdirSync(join(root, locale))))].sort();

describe('locales', () => {
  it('has the same area files for every locale', () => {
    for (const locale of LOCALES) expect(readdirSync(join(root, locale)).sort(), locale).toEqual(areas);
  });

  it.each(areas)('has the same keys in zh_CN and en_US in %s', (area) => {
    const [zh, en] = LOCALES.map((locale) =>
      keys(JSON.parse(readFileSync(join(root, locale, area), 'utf8'))).sort(),
    );
    expect(en, `keys only in zh_CN: ${zh?.filter((k) => !en?.includes(k))}`).toEqual(zh);
  });

  it('has no empty texts', () => {
    for (const locale of LOCALES) {
      for (const area of areas) {
        const content = JSON.parse(readFileSync(join(root, locale, area), 'utf8'));
        const empty = keys(content).filter((path) => {
          const value = path
            .split('.')
            .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], content);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${locale}/${area}`).toEqual([]);
      }
    }
  });

  // Page code takes its words from locales/ or from a descriptor's { zh, en } texts, never spelled in one
  // language inside the markup (a Chinese word in an English page is the bug this catches).
  it("keeps Chinese words out of page and shell code, except the language picker's own name", () => {
    const han = /['"`][^'"`\n]*\p{Script=Han}[^'"`\n]*['"`]/u;
    const repository = resolve(import.meta.dirname, '../../..');
    const offenders = ['src/pages', 'src/ui', 'src/app'].flatMap((folder) =>
      sourceFiles(join(repository, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.trim(), at: `${relative(repository, file)}:${index + 1}` }))
          .filter(({ line }) => han.test(line) && !/^(\/\/|\/\*|\*)/.test(line))
          .filter(({ line }) => !/^zh: /.test(line) && !/\bzh: ['"`]/.test(line))
          .filter(({ line }) => !line.includes("langName: '中文'"))
          .map(({ at, line }) => `${at} ${line}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
