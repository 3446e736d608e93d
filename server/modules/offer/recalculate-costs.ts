import { sql } from 'kysely';
import { errorMessage } from '../../../src/domain/errors';
import { materialCost } from '../../../src/domain/offer/material-cost';
import type { AppContext } from '../../context';
import { actOnDocument } from '../../documents/perform-document-action';
import { AppError } from '../../http/app-error';
import { shareCostReads } from './cost-reads';
import { materialCostEffects } from './material-cost-effects';
import './offer-tables';

export interface RecalculationProgress {
  done: number;
  total: number;
  refused: number;
}

export interface RecalculationOutcome extends RecalculationProgress {
  /** The first refusals (code and message), for the job's result. */
  examples: string[];
}

const BATCH = 100;
const EXAMPLES = 3;

/**
 * Recalculates every pending material cost (after a rate or price change, issue 15 point 11) through the
 * document engine's `recalculate` step, as the user would (version claimed, action logged), in
 * transactions of BATCH costs; a cost that is refused (a missing rate or price) keeps its old figures
 * and is counted, the others go on. `onProgress` is told after every batch.
 */
export async function recalculatePendingCosts(
  ctx: Pick<AppContext, 'db' | 'engine' | 'clock'>,
  onProgress: (progress: RecalculationProgress) => void = () => undefined,
): Promise<RecalculationOutcome> {
  const pending = await ctx.db
    .selectFrom('ofrMaterialCost')
    .select(['id', 'tenantId', 'version'])
    .where('docStatus', '=', 'pending')
    .orderBy('tenantId')
    .orderBy('id')
    .execute();
  const outcome: RecalculationOutcome = { done: 0, total: pending.length, refused: 0, examples: [] };
  for (let start = 0; start < pending.length; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    await ctx.db.transaction().execute(async (trx) => {
      // The batch writes costs only: its costs share their reads of BOMs, prices and rates.
      shareCostReads(trx);
      for (const cost of batch) {
        const lc = {
          trx,
          engine: ctx.engine,
          tenantId: cost.tenantId,
          username: 'system',
          now: ctx.clock.now(),
        };
        try {
          await sql`savepoint cost`.execute(trx);
          await actOnDocument(lc, materialCost, materialCostEffects, 'recalculate', {
            id: cost.id,
            version: Number(cost.version),
            permissions: new Set(),
          });
          await sql`release savepoint cost`.execute(trx);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await sql`rollback to savepoint cost`.execute(trx);
          outcome.refused += 1;
          if (outcome.examples.length < EXAMPLES)
            outcome.examples.push(`${cost.id}: ${errorMessage(error.code, 'en_US', error.params)}`);
        }
        outcome.done += 1;
      }
    });
    onProgress({ done: outcome.done, total: outcome.total, refused: outcome.refused });
  }
  return outcome;
}
