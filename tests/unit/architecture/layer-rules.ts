import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The layer rules of docs/architecture.md ("Layers"), checked on the real import graph: every
 * static import, `export … from`, `import type`, dynamic `import()`, `import x = require()` and
 * type-level `import('…')` of every source file under src/, server/ and elements/. (A bare
 * `require()` call is not read: the code is ES modules, and a local function may bear that name.)
 */

export type ImportForm =
  | 'import'
  | 'import type'
  | 'export from'
  | 'dynamic import'
  | 'require'
  | 'type import';

export interface ImportSite {
  specifier: string;
  form: ImportForm;
  /** 1-based line of the specifier. */
  line: number;
}

export interface LayerViolation {
  file: string;
  line: number;
  specifier: string;
  form: ImportForm;
  rule: string;
}

/** Where an import points: a repository path (posix, from the root) or a package name. */
interface ImportTarget {
  path?: string;
  packageName?: string;
}

interface LayerRule {
  name: string;
  /** Repository paths (posix) of the importing files the rule governs. */
  governs: (file: string) => boolean;
  forbids: (target: ImportTarget) => boolean;
}

const under = (folder: string) => (path: string | undefined) =>
  path !== undefined && (path === folder || path.startsWith(`${folder}/`));

const reactPackages = ['react', 'react-dom', 'antd', '@ant-design', '@r2wc'];
const isReactPackage = (name: string | undefined) =>
  name !== undefined && reactPackages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));

export const layerRules: LayerRule[] = [
  {
    name: 'src/domain imports nothing outside src/domain',
    governs: under('src/domain'),
    forbids: (target) => !under('src/domain')(target.path),
  },
  {
    name: 'src/client has no React (no react, antd, src/ui, src/pages or src/app)',
    governs: under('src/client'),
    forbids: (target) =>
      isReactPackage(target.packageName) ||
      under('src/ui')(target.path) ||
      under('src/pages')(target.path) ||
      under('src/app')(target.path),
  },
  {
    name: 'server/ imports only src/domain from src/',
    governs: under('server'),
    forbids: (target) => under('src')(target.path) && !under('src/domain')(target.path),
  },
  {
    name: 'browser code (src/client, src/ui, src/pages, src/app, elements) never imports server/',
    governs: (file) =>
      ['src/client', 'src/ui', 'src/pages', 'src/app', 'elements'].some((folder) => under(folder)(file)),
    forbids: (target) => under('server')(target.path),
  },
];

function stringArgument(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/** Every module specifier a source text names, with the form it is named in and its line. */
export function importsOf(fileName: string, text: string): ImportSite[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const sites: ImportSite[] = [];
  const add = (specifierNode: ts.Node, specifier: string, form: ImportForm) =>
    sites.push({
      specifier,
      form,
      line: source.getLineAndCharacterOfPosition(specifierNode.getStart(source)).line + 1,
    });

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const specifier = stringArgument(node.moduleSpecifier);
      if (specifier !== undefined)
        add(node.moduleSpecifier, specifier, node.importClause?.isTypeOnly ? 'import type' : 'import');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const specifier = stringArgument(node.moduleSpecifier);
      if (specifier !== undefined) add(node.moduleSpecifier, specifier, 'export from');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = stringArgument(node.moduleReference.expression);
      if (specifier !== undefined) add(node.moduleReference.expression, specifier, 'require');
    } else if (ts.isCallExpression(node)) {
      const argument = node.arguments[0];
      const specifier = stringArgument(argument);
      if (specifier !== undefined && argument && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        add(argument, specifier, 'dynamic import');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const specifier = stringArgument(node.argument.literal);
      if (specifier !== undefined) add(node.argument.literal, specifier, 'type import');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

function targetOf(file: string, specifier: string): ImportTarget {
  if (specifier.startsWith('.')) return { path: posix.normalize(posix.join(posix.dirname(file), specifier)) };
  if (specifier.startsWith('/')) return { path: specifier };
  const [scopeOrName = '', name] = specifier.split('/');
  return { packageName: scopeOrName.startsWith('@') && name ? `${scopeOrName}/${name}` : scopeOrName };
}

/** The layer violations of one file, given its repository path (posix) and its text. */
export function checkFile(file: string, text: string): LayerViolation[] {
  const rules = layerRules.filter((rule) => rule.governs(file));
  if (rules.length === 0) return [];
  return importsOf(file, text).flatMap((site) => {
    const target = targetOf(file, site.specifier);
    return rules
      .filter((rule) => rule.forbids(target))
      .map((rule) => ({
        file,
        line: site.line,
        specifier: site.specifier,
        form: site.form,
        rule: rule.name,
      }));
  });
}

const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;

function sourceFilesUnder(root: string, folder: string): string[] {
  const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Every layer violation of the repository at `root`. */
export function checkRepository(root: string): LayerViolation[] {
  return ['src', 'server', 'elements']
    .flatMap((folder) => sourceFilesUnder(root, folder))
    .flatMap((file) => checkFile(file, readFileSync(join(root, file), 'utf8')));
}

export const formatViolation = (violation: LayerViolation) =>
  `${violation.file}:${violation.line} ${violation.form} '${violation.specifier}' breaks "${violation.rule}"`;

export const repositoryRoot = dirname(dirname(dirname(import.meta.dirname)));
