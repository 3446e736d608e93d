import { RE2JS } from 're2js';

/**
 * Check rules of api-contract 8.3, evaluated as data: a JSON array of segments `{digits, pattern,
 * message}`. `digits` N takes the next N characters of the value (left to right), `*` tests the whole
 * value. Patterns run on RE2 (re2js): linear time in the value's length, no backtracking blow-up; with
 * the length limits below a check is bounded in time. Nothing is evaluated as code.
 */
export interface CheckSegment {
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckFailure {
  digits: string;
  pattern: string;
  message: string;
  checkValue: string;
  passed: false;
  beginIndex?: number;
  endIndex?: number;
}

export const MAX_SEGMENTS = 20;
export const MAX_PATTERN_LENGTH = 256;
export const MAX_CHECK_VALUE_LENGTH = 1000;

interface CompiledSegment extends CheckSegment {
  regex: RE2JS;
}

/** Parses and compiles a rule; a string is the reason the rule is refused. */
export function compileCheckRule(ruleJson: string): CompiledSegment[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(ruleJson);
  } catch {
    return 'rule_json is not JSON';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return 'rule_json must be a non-empty array';
  if (parsed.length > MAX_SEGMENTS) return `at most ${MAX_SEGMENTS} segments`;
  const segments: CompiledSegment[] = [];
  for (const [index, item] of parsed.entries()) {
    const { digits, pattern, message } = (item ?? {}) as Record<string, unknown>;
    const digitsText = typeof digits === 'number' ? String(digits) : digits;
    if (typeof digitsText !== 'string' || !(digitsText === '*' || /^[1-9]\d{0,3}$/.test(digitsText))) {
      return `segment ${index + 1}: digits must be a positive integer or *`;
    }
    if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH) {
      return `segment ${index + 1}: pattern must have 1 to ${MAX_PATTERN_LENGTH} characters`;
    }
    if (typeof message !== 'string') return `segment ${index + 1}: message must be text`;
    try {
      segments.push({ digits: digitsText, pattern, message, regex: RE2JS.compile(pattern) });
    } catch (error) {
      return `segment ${index + 1}: ${(error as Error).message}`;
    }
  }
  return segments;
}

/** The first failing segment, or null when the value passes every one. */
export function evaluateCheckRule(segments: readonly CompiledSegment[], value: string): CheckFailure | null {
  const characters = [...value];
  let begin = 0;
  for (const segment of segments) {
    if (segment.digits === '*') {
      if (!segment.regex.matches(value)) return failure(segment, value);
      continue;
    }
    const end = Math.min(begin + Number(segment.digits), characters.length);
    const checkValue = characters.slice(begin, end).join('');
    if (!segment.regex.matches(checkValue))
      return { ...failure(segment, checkValue), beginIndex: begin, endIndex: end };
    begin = end;
  }
  return null;
}

function failure(segment: CompiledSegment, checkValue: string): CheckFailure {
  return {
    digits: segment.digits,
    pattern: segment.pattern,
    message: segment.message,
    checkValue,
    passed: false,
  };
}
