/**
 * Builds tests/compat/jeecg-2.4.6-calls.json (issue 19 point 1): every API call the JeecgBoot 2.4.6
 * Vue2 client makes, read from its own source at the tag (the folder ant-design-vue-jeecg of the public
 * jeecg-boot repository), with the method, the parameters it sends, the response fields the calling
 * code reads, and the file:line of the call.
 *
 *   tsx scripts/compat/extract-jeecg-calls.ts [--git-dir <jeecg-boot git dir>] [--tag v2.4.6]
 *
 * The source is read with `git show` from a local clone's git directory (`--git-dir` or JEECG_GIT_DIR;
 * `git clone https://github.com/jeecgboot/jeecg-boot` gives one), never from the network. Each .js file and the <script> of each .vue file is parsed
 * with the TypeScript compiler; what is recognised:
 *  - calls of getAction / postAction / putAction / deleteAction / httpAction / downFile / uploadAction
 *    and the request helpers of src/api/login.js (axios({url, method}));
 *  - the wrappers of src/api/api.js (`const addRole = (params) => postAction('/sys/role/add', params)`)
 *    and their call sites in the views;
 *  - `url: { list: '...', delete: '...' }` objects of components that use JeecgListMixin (the mixin's
 *    own calls: list GET, delete / deleteBatch DELETE, exportXlsUrl download, importExcelUrl upload),
 *    and `this.url.x` / `that.url.x` arguments resolved through the component's url object;
 *  - local variables holding a URL (`let httpurl = ''; httpurl += this.url.add`), with the POST / PUT
 *    convention of JeecgBoot's modals for add / edit.
 * Paths are normalised: no host prefix, no query string, template substitutions become `{name}`.
 * Response fields are best effort: `res.result.records`, `res.result.total`, `res.result.xxx` read in
 * the `.then((res) => ...)` callback of the call, or the names of `let { success, result } = await …`.
 * Also resolved: members of module-level objects of URLs (`backEndUrl.getEnabledType`,
 * `backEndUrl[type][bizType]`), the variables of the method around a closure that makes the call, and a
 * method's parameters from the string literals the file passes at its `this.method(...)` call sites.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ClientCall {
  method: HttpMethod;
  path: string;
  /** Names of the parameters the call sends (query for GET/DELETE, body for POST/PUT), when known. */
  params: string[];
  /** Response fields the calling code reads, dotted from the Result envelope (`result.records`). */
  reads: string[];
  /**
   * How the call was found: direct helper call, api.js wrapper, the list mixin, a url object entry, or a
   * page of the server the browser opens (`window.open(url)`, `location.href = url`, an iframe's url).
   */
  via: 'direct' | 'api-wrapper' | 'list-mixin' | 'url-object' | 'page';
  /** `downFile` (Excel export / blob) or `uploadAction` (multipart). */
  kind?: 'download' | 'upload';
  source: string;
}

export interface CallFixture {
  client: string;
  tag: string;
  generatedBy: string;
  /** Distinct method + path pairs, each with every call site. */
  endpoints: { method: HttpMethod; path: string; params: string[]; reads: string[]; sources: string[] }[];
  calls: ClientCall[];
}

const ROOT = 'ant-design-vue-jeecg/src';
/** window._CONFIG of src/config/index.js, relative to the API base URL. */
const CONFIG_URLS: Record<string, string> = {
  domianURL: '{domianURL}',
  staticDomainURL: '{domianURL}/sys/common/static',
  pdfDomainURL: '{domianURL}/sys/common/pdf/pdfPreviewIframe',
};
/** A component property whose value looks like one of the server's API paths. */
const API_PATH = /^(\{domianURL\})?\/?(sys|online|test|mock|act|actuator|jmreport|sps|api)\//;
const HELPERS: Record<string, { method: HttpMethod | null; kind?: 'download' | 'upload' }> = {
  getAction: { method: 'GET' },
  postAction: { method: 'POST' },
  putAction: { method: 'PUT' },
  deleteAction: { method: 'DELETE' },
  httpAction: { method: null },
  downFile: { method: 'GET', kind: 'download' },
  downloadFile: { method: 'GET', kind: 'download' },
  uploadAction: { method: 'POST', kind: 'upload' },
};

/** What JeecgListMixin does with each url key (src/mixins/JeecgListMixin.js). */
const MIXIN_KEYS: Record<string, { method: HttpMethod; kind?: 'download' | 'upload'; params: string[] }> = {
  list: { method: 'GET', params: ['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams'] },
  delete: { method: 'DELETE', params: ['id'] },
  deleteBatch: { method: 'DELETE', params: ['ids'] },
  exportXlsUrl: { method: 'GET', kind: 'download', params: ['selections', 'field'] },
  importExcelUrl: { method: 'POST', kind: 'upload', params: ['file'] },
};

/** JeecgBoot's naming of url keys when the method is a variable (`httpAction(httpurl, model, method)`). */
function methodOfKey(key: string): HttpMethod {
  const k = key.toLowerCase();
  if (k === 'add' || k.startsWith('add') || k.startsWith('save') || k.startsWith('import')) return 'POST';
  if (k === 'edit' || k.startsWith('edit') || k.startsWith('update')) return 'PUT';
  if (k.startsWith('delete') || k.startsWith('remove')) return 'DELETE';
  return 'GET';
}

interface UrlValue {
  path: string;
  /** The url object key it came from, when it did. */
  key?: string;
  /** Set when the expression holds an object of URLs (`backEndUrl`, `backEndUrl[type]`), not a path. */
  tree?: UrlTree;
}

/** A module-level object literal of URLs (`const backEndUrl = { getEnabledType: '/sys/…', dingtalk: {…} }`). */
interface UrlTree {
  [key: string]: string | UrlTree;
}

const RECEIVERS = /^(?:this|that|_this|vm|self|me)$/;

/** The paths of a URL, dropping object values. */
const pathsOnly = (values: UrlValue[]): UrlValue[] => values.filter((v) => v.tree === undefined);

/** The members of object values: `key` gives one member, undefined gives all of them. */
function membersOf(values: UrlValue[], key: string | undefined): UrlValue[] {
  const out: UrlValue[] = [];
  for (const value of values) {
    if (!value.tree) continue;
    for (const [name, member] of Object.entries(value.tree)) {
      if (key !== undefined && name !== key) continue;
      out.push(typeof member === 'string' ? { path: member, key: name } : { path: '', tree: member });
    }
  }
  return out;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

/** The <script> of a .vue file, with the number of lines before it (for file:line). */
function scriptOf(file: string, text: string): { code: string; lineOffset: number } | null {
  if (!file.endsWith('.vue')) return { code: text, lineOffset: 0 };
  const match = /<script[^>]*>([\s\S]*?)<\/script>/.exec(text);
  if (!match || match.index === undefined) return null;
  const start = match.index + match[0].indexOf('>') + 1;
  return { code: match[1] ?? '', lineOffset: text.slice(0, start).split('\n').length - 1 };
}

export function normalisePath(raw: string): string | null {
  let path = raw.trim();
  path = path.replace(/^\{domianURL\}/, '').replace(/^https?:\/\/[^/]+/, '');
  const q = path.indexOf('?');
  if (q >= 0) path = path.slice(0, q);
  path = path.replace(/\/+/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/jeecg-boot(?=\/)/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  // Only API-looking paths: at least two segments, no spaces, and not a bare placeholder.
  if (!/^\/[A-Za-z{]/.test(path) || /\s/.test(path)) return null;
  if (/^\/\{[^}]*\}$/.test(path)) return null;
  return path;
}

type Scope = Map<string, UrlValue[]>;

class FileReader {
  readonly calls: ClientCall[] = [];
  readonly urlObject = new Map<string, string>();
  readonly usedUrlKeys = new Set<string>();
  /** Other component properties holding an API path (`url: '/sys/dict/loadTreeData'`, `uploadAction: ...`). */
  readonly dataStrings = new Map<string, { path: string; line: number }>();
  readonly usedDataStrings = new Set<string>();
  /** Module-level `const x = { ... }` objects of URLs. */
  readonly moduleObjects = new Map<string, UrlTree>();
  usesListMixin = false;
  private sf: ts.SourceFile;

  constructor(
    private readonly file: string,
    code: string,
    private readonly lineOffset: number,
    private readonly wrappers: Map<
      string,
      { method: HttpMethod; path: string; kind?: 'download' | 'upload' }
    >,
  ) {
    this.sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  }

  line(node: ts.Node): number {
    return this.sf.getLineAndCharacterOfPosition(node.getStart(this.sf)).line + 1 + this.lineOffset;
  }

  run(): void {
    this.collectModuleObjects();
    this.collectUrlObject(this.sf);
    this.visit(this.sf);
  }

  /** `const backEndUrl = { a: '/sys/…', b: { c: '/sys/…' } }` at the top level of the file. */
  private collectModuleObjects(): void {
    const treeOf = (object: ts.ObjectLiteralExpression): UrlTree | null => {
      const tree: UrlTree = {};
      let any = false;
      for (const prop of object.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const key = prop.name.getText(this.sf).replace(/^['"]|['"]$/g, '');
        if (ts.isObjectLiteralExpression(prop.initializer)) {
          const inner = treeOf(prop.initializer);
          if (inner) {
            tree[key] = inner;
            any = true;
          }
          continue;
        }
        const value = this.stringOf(prop.initializer, new Map());
        if (value !== null && API_PATH.test(value)) {
          tree[key] = value;
          any = true;
        }
      }
      return any ? tree : null;
    };
    for (const statement of this.sf.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        if (!ts.isObjectLiteralExpression(declaration.initializer)) continue;
        const tree = treeOf(declaration.initializer);
        if (tree) this.moduleObjects.set(declaration.name.text, tree);
      }
    }
  }

  /**
   * The string literals a method's parameter receives at the file's own call sites: `doSync(type,
   * direction)` called as `this.doSync(e.type, '/toApp')` gives direction ∈ {'/toApp'}.
   */
  private parameterValues(node: ts.Identifier): UrlValue[] {
    let fn: ts.Node | undefined = node.parent;
    while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
    if (!fn || !ts.isFunctionLike(fn)) return [];
    const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
    if (index < 0) return [];
    let name: string | undefined;
    if (ts.isMethodDeclaration(fn) && ts.isIdentifier(fn.name)) name = fn.name.text;
    else if (
      (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
      ts.isPropertyAssignment(fn.parent) &&
      ts.isIdentifier(fn.parent.name)
    )
      name = fn.parent.name.text;
    if (name === undefined) return [];
    const out: UrlValue[] = [];
    const visit = (n: ts.Node): void => {
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        n.expression.name.text === name &&
        RECEIVERS.test(n.expression.expression.getText(this.sf))
      ) {
        const arg = n.arguments[index];
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)))
          out.push({ path: arg.text });
      }
      ts.forEachChild(n, visit);
    };
    visit(this.sf);
    return out;
  }

  private collectUrlObject(node: ts.Node): void {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'mixins' &&
      node.initializer.getText(this.sf).includes('JeecgListMixin')
    ) {
      this.usesListMixin = true;
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'url' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const prop of node.initializer.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const key = prop.name.getText(this.sf).replace(/^['"]|['"]$/g, '');
        const value = this.stringOf(prop.initializer, new Map());
        if (value !== null) this.urlObject.set(key, value);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      !ts.isObjectLiteralExpression(node.initializer) &&
      !isUrlObjectEntry(node) &&
      !ts.isCallExpression(node.parent.parent)
    ) {
      const value = this.stringOf(node.initializer, new Map());
      if (value !== null && API_PATH.test(value)) {
        this.dataStrings.set(node.name.text, { path: value, line: this.line(node) });
      }
    }
    ts.forEachChild(node, (child) => this.collectUrlObject(child));
  }

  /** A string expression as a path template, or null when it is not one. */
  stringOf(node: ts.Expression, scope: Scope): string | null {
    const values = pathsOnly(this.urlsOf(node, scope));
    return values.length === 1 && values[0] ? values[0].path : null;
  }

  /** Every URL an expression may hold. */
  urlsOf(node: ts.Expression, scope: Scope): UrlValue[] {
    if (ts.isParenthesizedExpression(node)) return this.urlsOf(node.expression, scope);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ path: node.text }];
    if (ts.isTemplateExpression(node)) {
      let acc: UrlValue[] = [{ path: node.head.text }];
      for (const span of node.templateSpans) {
        const inner = pathsOnly(this.urlsOf(span.expression, scope));
        const parts = inner.length > 0 ? inner : [{ path: `{${placeholderName(span.expression, this.sf)}}` }];
        acc = acc.flatMap((a) =>
          parts.map((p) => ({ path: a.path + p.path + span.literal.text, key: a.key ?? p.key })),
        );
      }
      return acc;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = pathsOnly(this.urlsOf(node.left, scope));
      const right = pathsOnly(this.urlsOf(node.right, scope));
      const l = left.length > 0 ? left : [{ path: `{${placeholderName(node.left, this.sf)}}` }];
      const r = right.length > 0 ? right : [{ path: `{${placeholderName(node.right, this.sf)}}` }];
      return l.flatMap((a) => r.map((b) => ({ path: a.path + b.path, key: a.key ?? b.key })));
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
      return [...this.urlsOf(node.left, scope), ...this.urlsOf(node.right, scope)];
    }
    if (ts.isConditionalExpression(node)) {
      return [...this.urlsOf(node.whenTrue, scope), ...this.urlsOf(node.whenFalse, scope)];
    }
    if (ts.isPropertyAccessExpression(node)) {
      const text = node.getText(this.sf);
      const m = /^(?:this|that|_this|vm|self|me)\.url\.(\w+)$/.exec(text);
      if (m?.[1]) {
        const key = m[1];
        this.usedUrlKeys.add(key);
        const path = this.urlObject.get(key);
        return path === undefined ? [] : [{ path, key }];
      }
      const own = /^(?:this|that|_this|vm|self|me)\.(\w+)$/.exec(text)?.[1];
      const data = own === undefined ? undefined : this.dataStrings.get(own);
      if (own !== undefined && data) {
        this.usedDataStrings.add(own);
        return [{ path: data.path }];
      }
      // A member of an object of URLs: `backEndUrl.getEnabledType`.
      return membersOf(this.urlsOf(node.expression, scope), node.name.text);
    }
    if (ts.isElementAccessExpression(node)) {
      const name = /^window\._CONFIG\[['"](\w+)['"]\]$/.exec(node.getText(this.sf))?.[1];
      const base = name === undefined ? undefined : CONFIG_URLS[name];
      if (base !== undefined) return [{ path: base }];
      // `backEndUrl[type]`: the member a literal key names, or every member.
      const object = this.urlsOf(node.expression, scope);
      const arg = node.argumentExpression;
      const literal =
        ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg) ? arg.text : undefined;
      return membersOf(object, literal);
    }
    if (ts.isIdentifier(node)) {
      const local = scope.get(node.text);
      if (local) return local;
      const tree = this.moduleObjects.get(node.text);
      if (tree) return [{ path: '', tree }];
      return this.parameterValues(node);
    }
    return [];
  }

  /**
   * Local variables that hold URLs (declarations, = and += assignments) in the outermost function
   * around the call, so closures see their method's variables (`let url = …; this.$confirm({ onOk: () =>
   * getAction(url) })`).
   */
  private scopeOf(node: ts.Node): Scope {
    let fn: ts.Node | undefined;
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isFunctionLike(n)) fn = n;
    const scope: Scope = new Map();
    if (!fn) return scope;
    const visit = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
        const values = this.urlsOf(n.initializer, scope).filter((v) => v.path !== '' || v.tree);
        if (values.length > 0) scope.set(n.name.text, values);
      }
      if (
        ts.isBinaryExpression(n) &&
        ts.isIdentifier(n.left) &&
        (n.operatorToken.kind === ts.SyntaxKind.EqualsToken ||
          n.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken)
      ) {
        const values = this.urlsOf(n.right, scope).filter((v) => v.path !== '' || v.tree);
        if (values.length > 0) scope.set(n.left.text, [...(scope.get(n.left.text) ?? []), ...values]);
      }
      ts.forEachChild(n, visit);
    };
    visit(fn);
    return scope;
  }

  /** Keys of an object literal argument, or of the literal a local variable was built from. */
  private paramsOf(node: ts.Expression | undefined): string[] {
    if (!node) return [];
    if (ts.isObjectLiteralExpression(node)) return keysOf(node, this.sf);
    if (ts.isIdentifier(node)) {
      let fn: ts.Node | undefined = node.parent;
      while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
      if (!fn) return [];
      const keys = new Set<string>();
      const name = node.text;
      const visit = (n: ts.Node): void => {
        if (
          ts.isVariableDeclaration(n) &&
          ts.isIdentifier(n.name) &&
          n.name.text === name &&
          n.initializer &&
          ts.isObjectLiteralExpression(n.initializer)
        ) {
          for (const k of keysOf(n.initializer, this.sf)) keys.add(k);
        }
        if (
          ts.isBinaryExpression(n) &&
          n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isPropertyAccessExpression(n.left) &&
          ts.isIdentifier(n.left.expression) &&
          n.left.expression.text === name
        ) {
          keys.add(n.left.name.text);
        }
        if (
          ts.isCallExpression(n) &&
          ts.isPropertyAccessExpression(n.expression) &&
          n.expression.name.text === 'append' &&
          ts.isIdentifier(n.expression.expression) &&
          n.expression.expression.text === name &&
          n.arguments[0] &&
          ts.isStringLiteral(n.arguments[0])
        ) {
          keys.add(n.arguments[0].text);
        }
        ts.forEachChild(n, visit);
      };
      visit(fn);
      return [...keys];
    }
    return [];
  }

  /** `x.result.a.b` / `x.result` / `x.success` read in the `.then(x => ...)` callback of a call. */
  private readsOf(call: ts.CallExpression): string[] {
    const parent = call.parent;
    // `let { success, result } = await getAction(...)`
    if (
      parent &&
      ts.isAwaitExpression(parent) &&
      ts.isVariableDeclaration(parent.parent) &&
      ts.isObjectBindingPattern(parent.parent.name)
    ) {
      return parent.parent.name.elements
        .map((element) => (element.propertyName ?? element.name).getText(this.sf))
        .filter((name) => /^\w+$/.test(name))
        .sort();
    }
    if (!parent || !ts.isPropertyAccessExpression(parent) || parent.name.text !== 'then') return [];
    const thenCall = parent.parent;
    if (!thenCall || !ts.isCallExpression(thenCall)) return [];
    const cb = thenCall.arguments[0];
    if (!cb || !(ts.isArrowFunction(cb) || ts.isFunctionExpression(cb))) return [];
    const param = cb.parameters[0];
    if (!param || !ts.isIdentifier(param.name)) return [];
    const name = param.name.text;
    const reads = new Set<string>();
    const visit = (n: ts.Node): void => {
      if (ts.isPropertyAccessExpression(n) && !ts.isPropertyAccessExpression(n.parent)) {
        const text = n.getText(this.sf).replace(/\s+/g, '');
        const chain = text.split('.');
        if (chain[0] === name && chain.length >= 2) {
          const fields = chain.slice(1).filter((f) => /^\w+$/.test(f));
          if (fields[0] === 'result') reads.add(fields.slice(0, 2).join('.'));
          else if (fields[0] && fields.length === chain.length - 1) reads.add(fields[0]);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(cb.body);
    return [...reads].sort();
  }

  private emit(call: Omit<ClientCall, 'source' | 'path'> & { path: string }, node: ts.Node): void {
    const path = normalisePath(call.path);
    if (path === null) return;
    this.calls.push({ ...call, path, source: `${this.file}:${this.line(node)}` });
  }

  /** `{domianURL}/…` URLs the browser opens itself: a GET of the server outside the request helpers. */
  private page(node: ts.Expression, at: ts.Node): void {
    for (const url of pathsOnly(this.urlsOf(node, this.scopeOf(at)))) {
      if (!url.path.startsWith('{domianURL}')) continue;
      this.emit({ method: 'GET', path: url.path, params: [], reads: [], via: 'page' }, at);
    }
  }

  private visit(node: ts.Node): void {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /\.(href|url|src)$/.test(node.left.getText(this.sf))
    ) {
      this.page(node.right, node);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(this.sf) === 'window.open' &&
      node.arguments[0]
    ) {
      this.page(node.arguments[0], node);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      const helper = HELPERS[name];
      const wrapper = this.wrappers.get(name);
      if (helper && node.arguments[0]) {
        const scope = this.scopeOf(node);
        const urls = pathsOnly(this.urlsOf(node.arguments[0], scope));
        let methods: (HttpMethod | null)[] = [helper.method];
        if (helper.method === null) {
          const m = node.arguments[2];
          if (m && (ts.isStringLiteral(m) || ts.isNoSubstitutionTemplateLiteral(m))) {
            methods = [m.text.toUpperCase() as HttpMethod];
          } else if (m && ts.isIdentifier(m)) {
            methods = [null];
          } else methods = ['POST'];
        }
        const params = this.paramsOf(node.arguments[1]);
        const reads = this.readsOf(node);
        for (const url of urls) {
          for (const method of methods) {
            this.emit(
              {
                method: method ?? (url.key ? methodOfKey(url.key) : 'POST'),
                path: url.path,
                params,
                reads,
                via: 'direct',
                ...(helper.kind ? { kind: helper.kind } : {}),
              },
              node,
            );
          }
        }
      } else if (wrapper && !this.file.endsWith('/api/api.js')) {
        const argument = node.arguments[node.arguments.length > 1 ? 1 : 0];
        this.emit(
          {
            method: wrapper.method,
            path: wrapper.path,
            params: this.paramsOf(argument),
            reads: this.readsOf(node),
            via: 'api-wrapper',
            ...(wrapper.kind ? { kind: wrapper.kind } : {}),
          },
          node,
        );
      } else if (name === 'getFileAccessHttpUrl' && !this.file.endsWith('/api/manage.js')) {
        // manage.js: a stored file's relative path is served from `${staticDomainURL}/${path}`.
        this.emit(
          {
            method: 'GET',
            path: '/sys/common/static/{path}',
            params: [],
            reads: [],
            via: 'direct',
            kind: 'download',
          },
          node,
        );
      } else if (name === 'axios' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        this.axiosCall(node, node.arguments[0]);
      }
    }
    ts.forEachChild(node, (child) => this.visit(child));
  }

  /** `axios({ url, method, data|params })` in src/api/login.js and similar. */
  private axiosCall(node: ts.CallExpression, options: ts.ObjectLiteralExpression): void {
    let url: ts.Expression | undefined;
    let method: HttpMethod = 'GET';
    let params: string[] = [];
    for (const prop of options.properties) {
      if (!ts.isPropertyAssignment(prop)) continue;
      const key = prop.name.getText(this.sf);
      if (key === 'url') url = prop.initializer;
      if (
        key === 'method' &&
        (ts.isStringLiteral(prop.initializer) || ts.isNoSubstitutionTemplateLiteral(prop.initializer))
      )
        method = prop.initializer.text.toUpperCase() as HttpMethod;
      if (key === 'data' || key === 'params') params = this.paramsOf(prop.initializer);
    }
    if (!url) return;
    for (const value of pathsOnly(this.urlsOf(url, this.scopeOf(node)))) {
      if (value.path.startsWith('/mock/')) continue;
      this.emit({ method, path: value.path, params, reads: this.readsOf(node), via: 'direct' }, node);
    }
  }

  /** Url object entries: the list mixin's calls, then entries no call of this file used. */
  finish(mixinReads: Map<string, string[]>, mixinSources: Map<string, string>): void {
    for (const [name, data] of this.dataStrings) {
      if (this.usedDataStrings.has(name) || !/url|action|upload|import|export|src/i.test(name)) continue;
      const path = normalisePath(data.path);
      if (path === null) continue;
      const upload = /upload|import|action/i.test(name);
      this.calls.push({
        method: upload ? 'POST' : 'GET',
        path,
        params: [],
        reads: [],
        via: 'url-object',
        ...(upload
          ? { kind: 'upload' as const }
          : /export|src|pdf/i.test(name)
            ? { kind: 'download' as const }
            : {}),
        source: `${this.file}:${data.line} (${name})`,
      });
    }
    const declared = [...this.urlObject.entries()];
    if (declared.length === 0) return;
    for (const [key, path] of declared) {
      const mixin = MIXIN_KEYS[key];
      if (this.usesListMixin && mixin) {
        const normalised = normalisePath(path);
        if (normalised === null) continue;
        this.calls.push({
          method: mixin.method,
          path: normalised,
          params: mixin.params,
          reads: mixinReads.get(key) ?? [],
          via: 'list-mixin',
          ...(mixin.kind ? { kind: mixin.kind } : {}),
          source: `${this.file} (url.${key} via ${mixinSources.get(key) ?? 'JeecgListMixin'})`,
        });
        continue;
      }
      if (this.usedUrlKeys.has(key)) continue;
      const normalised = normalisePath(path);
      if (normalised === null) continue;
      // Declared and passed on (props, upload actions, window.open): method by JeecgBoot's naming.
      this.calls.push({
        method: /import|upload/i.test(key) ? 'POST' : methodOfKey(key),
        path: normalised,
        params: [],
        reads: [],
        via: 'url-object',
        ...(/import|upload/i.test(key)
          ? { kind: 'upload' as const }
          : /export/i.test(key)
            ? { kind: 'download' as const }
            : {}),
        source: `${this.file} (url.${key})`,
      });
    }
  }

  /** For src/api/api.js: `const name = (p) => xAction('/path', p)`. */
  wrapperDefinitions(): Map<string, { method: HttpMethod; path: string; kind?: 'download' | 'upload' }> {
    const out = new Map<string, { method: HttpMethod; path: string; kind?: 'download' | 'upload' }>();
    const visit = (n: ts.Node): void => {
      if (
        ts.isVariableDeclaration(n) &&
        ts.isIdentifier(n.name) &&
        n.initializer &&
        ts.isArrowFunction(n.initializer)
      ) {
        let body: ts.Node = n.initializer.body;
        if (ts.isBlock(body)) {
          const ret = body.statements.find(ts.isReturnStatement);
          if (!ret?.expression) return;
          body = ret.expression;
        }
        if (ts.isCallExpression(body) && ts.isIdentifier(body.expression)) {
          const helper = HELPERS[body.expression.text];
          const arg = body.arguments[0];
          if (helper && arg) {
            const path = this.stringOf(arg, new Map());
            const normalised = path === null ? null : normalisePath(path);
            if (normalised !== null) {
              let method: HttpMethod = helper.method ?? 'POST';
              const m = body.arguments[2];
              if (helper.method === null && m && ts.isStringLiteral(m))
                method = m.text.toUpperCase() as HttpMethod;
              out.set(n.name.text, {
                method,
                path: normalised,
                ...(helper.kind ? { kind: helper.kind } : {}),
              });
            }
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(this.sf);
    return out;
  }
}

/** An entry of a component's `url: { ... }` object (read separately). */
function isUrlObjectEntry(node: ts.PropertyAssignment): boolean {
  const owner = node.parent.parent;
  return ts.isPropertyAssignment(owner) && owner.name.getText() === 'url';
}

function keysOf(node: ts.ObjectLiteralExpression, sf: ts.SourceFile): string[] {
  const keys: string[] = [];
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop)) {
      keys.push(prop.name.getText(sf).replace(/^['"]|['"]$/g, ''));
    } else if (ts.isSpreadAssignment(prop)) {
      keys.push(`...${prop.expression.getText(sf)}`);
    }
  }
  return keys;
}

function placeholderName(node: ts.Expression, sf: ts.SourceFile): string {
  const text = node.getText(sf);
  const last = /(\w+)\W*$/.exec(text)?.[1];
  return last ?? 'param';
}

export function extractCalls(gitDir: string, tag: string): CallFixture {
  const files = git(gitDir, ['ls-tree', '-r', '--name-only', tag, ROOT])
    .split('\n')
    .filter((f) => /\.(js|vue)$/.test(f));
  const sources = new Map<string, { code: string; lineOffset: number }>();
  for (const file of files) {
    const text = git(gitDir, ['show', `${tag}:${file}`]);
    const script = scriptOf(file, text);
    if (script) sources.set(file.slice('ant-design-vue-jeecg/'.length), script);
  }
  const apiFile = 'src/api/api.js';
  const api = sources.get(apiFile);
  const wrappers = api
    ? new FileReader(apiFile, api.code, api.lineOffset, new Map()).wrapperDefinitions()
    : new Map();

  // The list mixin's own reads of each url key's answer.
  const mixinFile = 'src/mixins/JeecgListMixin.js';
  const mixinReads = new Map<string, string[]>();
  const mixinSources = new Map<string, string>();
  const mixin = sources.get(mixinFile);
  if (mixin) {
    const reader = new FileReader(mixinFile, mixin.code, mixin.lineOffset, new Map());
    reader.urlObject.set('list', '/{url.list}');
    reader.urlObject.set('delete', '/{url.delete}');
    reader.urlObject.set('deleteBatch', '/{url.deleteBatch}');
    reader.urlObject.set('exportXlsUrl', '/{url.exportXlsUrl}');
    reader.run();
    for (const call of reader.calls) {
      const key = /^\/\{url\.(\w+)\}$/.exec(call.path)?.[1];
      if (!key) continue;
      mixinReads.set(key, [...new Set([...(mixinReads.get(key) ?? []), ...call.reads])].sort());
      mixinSources.set(key, call.source);
    }
  }

  const calls: ClientCall[] = [];
  for (const [file, { code, lineOffset }] of sources) {
    if (file === mixinFile) continue;
    const reader = new FileReader(file, code, lineOffset, wrappers);
    reader.run();
    reader.finish(mixinReads, mixinSources);
    calls.push(...reader.calls);
  }
  calls.sort(
    (a, b) =>
      a.path.localeCompare(b.path) || a.method.localeCompare(b.method) || a.source.localeCompare(b.source),
  );

  const byEndpoint = new Map<string, CallFixture['endpoints'][number]>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    const entry = byEndpoint.get(key) ?? {
      method: call.method,
      path: call.path,
      params: [],
      reads: [],
      sources: [],
    };
    entry.params = [...new Set([...entry.params, ...call.params])].sort();
    entry.reads = [...new Set([...entry.reads, ...call.reads])].sort();
    entry.sources.push(call.source);
    byEndpoint.set(key, entry);
  }
  return {
    client: 'jeecg-boot ant-design-vue-jeecg',
    tag,
    generatedBy: 'tsx scripts/compat/extract-jeecg-calls.ts',
    endpoints: [...byEndpoint.values()],
    calls,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const gitDir = option('--git-dir') ?? process.env.JEECG_GIT_DIR;
  if (!gitDir) throw new Error('the jeecg-boot git directory: --git-dir <dir> or JEECG_GIT_DIR');
  const tag = option('--tag') ?? 'v2.4.6';
  const out = option('--out') ?? join('tests', 'compat', 'jeecg-2.4.6-calls.json');
  const fixture = extractCalls(gitDir, tag);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(fixture, null, 2)}\n`);
  // The repository's formatter lays the file out (short arrays on one line), so a regenerated fixture
  // differs from the committed one only where the client's calls do.
  execFileSync('npx', ['biome', 'format', '--write', out], { stdio: 'ignore' });
  console.log(`${fixture.calls.length} calls, ${fixture.endpoints.length} distinct method + path → ${out}`);
}

main();
