import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  dailyPeriod,
  documentNumber,
  isFillRuleGenerator,
  parseFillRuleParams,
} from './fill-rule-generators';
import './rules-tables';

type RulesTransaction = Transaction<Database>;

/** The tenant's own rule, else the default of tenant 0. */
export async function findFillRule(trx: RulesTransaction, ruleCode: string, tenantId: number) {
  const rows = await trx
    .selectFrom('sysFillRule')
    .select(['ruleCode', 'ruleClass', 'ruleParams', 'tenantId'])
    .where('ruleCode', '=', ruleCode)
    .where('tenantId', 'in', [tenantId, 0])
    .execute();
  return rows.find((row) => row.tenantId === tenantId) ?? rows[0];
}

/**
 * The next value of a fill rule for a tenant, or null for an unknown rule (api-contract 8.4). Call it
 * inside the transaction that stores the value: the sequence row is incremented in that transaction,
 * so concurrent callers wait for each other, every number is used once, and a rolled-back insert gives
 * its number back (no gaps, domain.md 0.4).
 */
export async function nextFillValue(
  trx: RulesTransaction,
  ruleCode: string,
  tenantId: number,
  now: number,
): Promise<string | null> {
  const values = await nextFillValues(trx, ruleCode, tenantId, now, 1);
  return values?.[0] ?? null;
}

/**
 * `count` consecutive values of a fill rule in one increment of the sequence row (a shipped delivery
 * note's 2 000 labels), under the same locking as `nextFillValue`; null for an unknown rule.
 */
export async function nextFillValues(
  trx: RulesTransaction,
  ruleCode: string,
  tenantId: number,
  now: number,
  count: number,
): Promise<string[] | null> {
  if (count < 1) return [];
  const rule = await findFillRule(trx, ruleCode, tenantId);
  if (!rule) return null;
  const params = parseFillRuleParams(rule.ruleParams);
  if (!isFillRuleGenerator(rule.ruleClass) || typeof params === 'string') {
    const detail = typeof params === 'string' ? params : `unknown generator ${rule.ruleClass}`;
    throw new AppError('fillRule.invalidRule', { ruleCode, detail });
  }
  const period = dailyPeriod(now);
  const row = await trx
    .insertInto('sysFillRuleSequence')
    .values({ ruleCode, tenantId, period, seq: count })
    .onConflict((oc) =>
      oc
        .columns(['ruleCode', 'tenantId', 'period'])
        .doUpdateSet((eb) => ({ seq: eb('sysFillRuleSequence.seq', '+', count) })),
    )
    .returning('seq')
    .executeTakeFirstOrThrow();
  const last = Number(row.seq);
  return Array.from({ length: count }, (_, i) => documentNumber(params, period, last - count + 1 + i));
}
