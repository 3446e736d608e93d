/**
 * Generators a fill rule's `rule_class` may name (api-contract 8.4: a handler registry compiled into
 * the server, never a class name to instantiate). Each reads its parameters from `rule_params`.
 */
export interface FillRuleParams {
  prefix: string;
  /** Width of the daily sequence: 4 for documents, 6 for labels (domain.md 0.4). */
  digits: number;
}

export const FILL_RULE_GENERATORS = ['doc_number'] as const;
export type FillRuleGenerator = (typeof FILL_RULE_GENERATORS)[number];

export function isFillRuleGenerator(name: string): name is FillRuleGenerator {
  return (FILL_RULE_GENERATORS as readonly string[]).includes(name);
}

/** Parses and checks `rule_params`; a string is the reason it was refused. */
export function parseFillRuleParams(text: string | null): FillRuleParams | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '{}');
  } catch {
    return 'rule_params is not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'rule_params must be an object';
  const { prefix = '', digits = 4 } = parsed as { prefix?: unknown; digits?: unknown };
  if (typeof prefix !== 'string' || !/^[A-Za-z0-9_-]{0,16}$/.test(prefix))
    return 'prefix: up to 16 letters or digits';
  if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < 1 || digits > 9)
    return 'digits: 1 to 9';
  return { prefix, digits };
}

/** The contract's wire time zone (GMT+8, api-contract 1.1) decides which day a number belongs to. */
const WIRE_OFFSET_MS = 8 * 3_600_000;

/** `yyMMdd` of an instant in GMT+8: the period of a daily sequence. */
export function dailyPeriod(epochMs: number): string {
  return new Date(epochMs + WIRE_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');
}

/** domain.md 0.4: PREFIX + yyMMdd + the daily sequence, zero-padded (wider once it overflows). */
export function documentNumber(params: FillRuleParams, period: string, sequence: number): string {
  return `${params.prefix}${period}${String(sequence).padStart(params.digits, '0')}`;
}
