import { type RawBuilder, sql } from 'kysely';

/**
 * A report query (onl_cgreport_head.cgr_sql) as parts: SQL text written by an admin, and
 * placeholders — `${param}` (a report parameter) and `#{sys_*}` (a variable of the session) — that
 * always become bound parameters, never text (api-contract 7, 11). A placeholder inside a quoted
 * literal (`like '%${name}%'`) turns the literal into a concatenation of bound pieces.
 */
export type ReportSqlPart =
  | { kind: 'text'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'system'; name: string }
  /** A quoted literal with placeholders: its pieces, each bound. */
  | {
      kind: 'concat';
      pieces: ({ kind: 'literal'; text: string } | { kind: 'param' | 'system'; name: string })[];
    };

/** Variables a report may use; their values come from the session, never from the request. */
export const SYSTEM_VARIABLES = [
  'sys_user_code',
  'sys_org_code',
  'sys_tenant_id',
  'sys_date',
  'sys_time',
] as const;
export type SystemVariable = (typeof SYSTEM_VARIABLES)[number];

/** Column names that never leave the server, whatever a report selects (domain.md 3.13). */
const CREDENTIAL_WORDS =
  /\b(password|password_hash|passwd|salt|db_password|db_password_enc|token|token_hash|secret)\b/i;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type ParsedReportSql = { ok: true; parts: ReportSqlPart[] } | { ok: false; reason: string };

export function parseReportSql(text: string): ParsedReportSql {
  const source = text.trim().replace(/;\s*$/, '');
  if (!/^\(*\s*(select|with)\b/i.test(source))
    return { ok: false, reason: 'only a SELECT (or WITH ... SELECT) is allowed' };
  if (CREDENTIAL_WORDS.test(source.replace(/'(?:[^']|'')*'/g, "''"))) {
    return { ok: false, reason: 'credential columns (password, salt, token ...) may not be selected' };
  }
  const parts: ReportSqlPart[] = [];
  let text_ = '';
  const flush = () => {
    if (text_ !== '') parts.push({ kind: 'text', text: text_ });
    text_ = '';
  };
  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    const next = source[i + 1];
    if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      return { ok: false, reason: 'comments are not allowed' };
    }
    if (char === ';') return { ok: false, reason: 'only one statement is allowed' };
    if ((char === '$' || char === '#') && next === '{') {
      const placeholder = readPlaceholder(source, i);
      if (typeof placeholder === 'string') return { ok: false, reason: placeholder };
      flush();
      parts.push({ kind: placeholder.kind, name: placeholder.name });
      i = placeholder.end;
      continue;
    }
    if (char === "'") {
      const literal = readLiteral(source, i);
      if (typeof literal === 'string') return { ok: false, reason: literal };
      if (literal.pieces.some((piece) => piece.kind !== 'literal')) {
        flush();
        parts.push({ kind: 'concat', pieces: literal.pieces });
      } else {
        text_ += source.slice(i, literal.end);
      }
      i = literal.end;
      continue;
    }
    if (char === '"') {
      const end = source.indexOf('"', i + 1);
      if (end < 0) return { ok: false, reason: 'unterminated quoted identifier' };
      text_ += source.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    text_ += char;
    i++;
  }
  flush();
  return { ok: true, parts };
}

interface Placeholder {
  kind: 'param' | 'system';
  name: string;
  end: number;
}

function readPlaceholder(source: string, start: number): Placeholder | string {
  const close = source.indexOf('}', start + 2);
  if (close < 0) return 'unterminated placeholder';
  const name = source.slice(start + 2, close).trim();
  const kind = source[start] === '$' ? 'param' : 'system';
  if (!NAME.test(name)) return `bad placeholder name ${name.slice(0, 40)}`;
  if (kind === 'system' && !(SYSTEM_VARIABLES as readonly string[]).includes(name))
    return `unknown system variable ${name}`;
  return { kind, name, end: close + 1 };
}

function readLiteral(
  source: string,
  start: number,
): { pieces: Extract<ReportSqlPart, { kind: 'concat' }>['pieces']; end: number } | string {
  const pieces: Extract<ReportSqlPart, { kind: 'concat' }>['pieces'] = [];
  let literal = '';
  for (let i = start + 1; i < source.length; ) {
    const char = source[i]!;
    if (char === "'") {
      if (source[i + 1] === "'") {
        literal += "'";
        i += 2;
        continue;
      }
      if (literal !== '' || pieces.length === 0) pieces.push({ kind: 'literal', text: literal });
      return { pieces, end: i + 1 };
    }
    if ((char === '$' || char === '#') && source[i + 1] === '{') {
      const placeholder = readPlaceholder(source, i);
      if (typeof placeholder === 'string') return placeholder;
      if (literal !== '') pieces.push({ kind: 'literal', text: literal });
      literal = '';
      pieces.push({ kind: placeholder.kind, name: placeholder.name });
      i = placeholder.end;
      continue;
    }
    literal += char;
    i++;
  }
  return 'unterminated string literal';
}

/** Names of the `${param}` placeholders of a parsed query. */
export function reportParamNames(parts: readonly ReportSqlPart[]): string[] {
  const names = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'param') names.add(part.name);
    if (part.kind === 'concat')
      for (const piece of part.pieces) if (piece.kind === 'param') names.add(piece.name);
  }
  return [...names];
}

export interface ReportBindings {
  params: Record<string, string | null>;
  system: Record<SystemVariable, string | number>;
}

/** The query as a Kysely raw builder: the admin's text verbatim, every placeholder a bound value. */
export function reportQuery(parts: readonly ReportSqlPart[], bindings: ReportBindings): RawBuilder<unknown> {
  const value = (kind: 'param' | 'system', name: string) =>
    kind === 'param' ? (bindings.params[name] ?? null) : bindings.system[name as SystemVariable];
  const partSql = (part: ReportSqlPart): RawBuilder<unknown> => {
    if (part.kind === 'text') return sql.raw(part.text);
    if (part.kind === 'param' || part.kind === 'system') return sql`${value(part.kind, part.name)}`;
    const pieces = part.pieces.map((piece) =>
      piece.kind === 'literal'
        ? sql`cast(${piece.text} as text)`
        : sql`cast(${value(piece.kind, piece.name)} as text)`,
    );
    return sql`(${sql.join(pieces, sql` || `)})`;
  };
  return sql.join(parts.map(partSql), sql``);
}
