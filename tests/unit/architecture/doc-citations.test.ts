import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './layer-rules';

/**
 * The house is described inside the repository: every rule the code cites ("spec 4.3", "domain.md 0.5",
 * "api-contract 1.2", "web-components 9") has its section in docs/product.md, and no document or
 * comment sends the reader to a path outside the repository.
 */

const scannedFolders = ['src', 'server', 'elements', 'tests', 'bench', 'scripts', 'demo', 'docs', 'locales'];
const textFile = /\.(ts|tsx|mts|mjs|js|html|md|json)$/;

function repositoryTextFiles(): string[] {
  const rootFiles = readdirSync(repositoryRoot, { withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name) && !entry.name.startsWith('package'))
    .map((entry) => entry.name);
  const nested = scannedFolders.flatMap((folder) =>
    readdirSync(join(repositoryRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && textFile.test(entry.name))
      .map((entry) => relative(repositoryRoot, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  return [...rootFiles, ...nested];
}

const CITATION = /(?<![\w-])(spec|domain\.md|api-contract(?:\.md)?|web-components(?:\.md)?) (\d+(?:\.\d+)*)/g;
const PRODUCT = 'docs/product.md';

/** "api-contract.md 1.2" and "api-contract 1.2" name the same section. */
const normalised = (family: string, section: string) =>
  `${family === 'spec' || family === 'domain.md' ? family : family.replace(/\.md$/, '')} ${section}`;

function citationsIn(text: string): string[] {
  return [...text.matchAll(CITATION)].map((match) => normalised(match[1]!, match[2]!));
}

function productSections(): Set<string> {
  const text = readFileSync(join(repositoryRoot, PRODUCT), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} (\S+ \d+(?:\.\d+)*) · /gm)].map((match) => match[1]!));
}

/** Paths that only exist beside the repository or on one machine. */
const OUTSIDE =
  /(\.\.\/shared\/|shared\/design\/|shared\/spec\/|seed-spec|\/work\/|\/home\/\w+|\/Users\/\w+)/;

describe('documentation inside the repository', () => {
  const files = repositoryTextFiles();
  const texts = new Map(files.map((file) => [file, readFileSync(join(repositoryRoot, file), 'utf8')]));

  it('has a docs/product.md section for every rule the code cites', () => {
    const sections = productSections();
    const unresolved = new Set<string>();
    for (const [file, text] of texts) {
      if (file === PRODUCT || file === 'tests/unit/architecture/doc-citations.test.ts') continue;
      for (const citation of citationsIn(text))
        if (!sections.has(citation)) unresolved.add(`${citation} (${file})`);
    }
    expect([...unresolved].sort()).toEqual([]);
  });

  it('never points to a path outside the repository', () => {
    const outside = [...texts]
      .filter(([file]) => file !== 'tests/unit/architecture/doc-citations.test.ts')
      .flatMap(([file, text]) =>
        text
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => OUTSIDE.test(line))
          .map(({ index, line }) => `${file}:${index + 1} ${line.trim()}`),
      );
    expect(outside).toEqual([]);
  });

  it('reads citations in each spelling and finds an outside path', () => {
    expect(
      citationsIn('// spec 4.3: stop; see domain.md 0.5, api-contract.md 1.2 and web-components 9'),
    ).toEqual(['spec 4.3', 'domain.md 0.5', 'api-contract 1.2', 'web-components 9']);
    expect(citationsIn('inspec 2, the spec says')).toEqual([]);
    expect(OUTSIDE.test('read ../shared/design/domain.md')).toBe(true);
    expect(OUTSIDE.test('see docs/product.md')).toBe(false);
  });
});
