/**
 * `npm run test:types`: proves the published declarations (dist/elements/index.d.ts) compile for a
 * TypeScript host on their own. It builds the client only when dist/ is missing or stale (after
 * `npm run test:e2e` it is fresh), then compiles tests/types/consumer.ts and one generated check per
 * element file (every prop with its type, every method, every event with a typed detail) against
 * them with the DOM library only, and fails on any error or on any file the declarations pull in
 * besides themselves (no React, no sources).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { elementRegistry } from '../elements/registry';
import { ensureClientBuilt } from '../server/client-build';
import type { ElementDefinition } from '../src/ui/root/defineElement';

const root = resolve(import.meta.dirname, '..');
const declarations = resolve(root, 'dist/elements/index.d.ts');
const PROP_TYPES: Record<string, string> = {
  string: 'string | undefined',
  number: 'number | undefined',
  boolean: 'boolean | undefined',
  json: 'unknown',
  method: '((...args: never[]) => unknown) | undefined',
};

/** One block per element: reading each prop as its declared type, each method, each event's detail. */
function perElementChecks(definitions: ElementDefinition[]): string {
  const blocks = definitions.map(({ tag, props, methods, events }) => {
    const lines = [`{`, `  const element = document.createElement('${tag}');`];
    for (const [name, spec] of Object.entries({ autoLogin: { type: 'boolean' }, ...props }))
      lines.push(`  const ${name}: ${PROP_TYPES[spec.type]} = element.${name};`, `  void ${name};`);
    for (const name of Object.keys(methods ?? {})) lines.push(`  element.${name} satisfies Function;`);
    for (const name of Object.keys(events))
      lines.push(`  element.addEventListener('${name}', (event) => typed(event.detail));`);
    return [...lines, '}'].join('\n');
  });
  return [
    `import type {} from ${JSON.stringify(declarations.replace(/\.d\.ts$/, '.js'))};`,
    '/** Accepts any detail but unknown or any: the event is typed. */',
    'declare function typed<D>(detail: unknown extends D ? never : D): void;',
    ...blocks,
    '',
  ].join('\n');
}

const build = await ensureClientBuilt(root, {
  logFile: join(tmpdir(), 'isps-client-build.log'),
  verbose: true,
});
console.log(`test:types: client ${build}`);
const definitions: ElementDefinition[] = Object.values(elementRegistry);
const generated = join(mkdtempSync(join(tmpdir(), 'isps-types-')), 'every-element.ts');
writeFileSync(generated, perElementChecks(definitions));

const consumer = resolve(root, 'tests/types/consumer.ts');
const program = ts.createProgram([consumer, generated], {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  noEmit: true,
  skipLibCheck: false,
  noUnusedLocals: true,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const libFolder = resolve(ts.getDefaultLibFilePath({}), '..');
const pulledIn = program
  .getSourceFiles()
  .map((file) => resolve(file.fileName))
  .filter((file) => !file.startsWith(libFolder) && ![consumer, generated, declarations].includes(file));

if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
if (pulledIn.length > 0) console.error(`the declarations pull in other files:\n${pulledIn.join('\n')}`);
if (!program.getSourceFile(declarations)) console.error(`${declarations} was not compiled`);
if (diagnostics.length > 0 || pulledIn.length > 0 || !program.getSourceFile(declarations)) process.exit(1);
console.log(
  `test:types: tests/types/consumer.ts and ${definitions.length} element checks compile against dist/elements/index.d.ts`,
);
