import { type CmLineInput, cmApply, priceCmLines } from '../../../../src/domain/oms/cm-apply';
import { serviceSettle } from '../../../../src/domain/oms/service-settle';
import { AppError } from '../../../http/app-error';
import { cmApplyEffects } from '../../../modules/oms/cm-apply-effects';
import type { PartnerTable } from '../../../modules/oms/cm-service-tables';
import { storeSapAnswerOn } from '../../../modules/oms/sap-answer-status';
import { generateServiceSettle, serviceSettleEffects } from '../../../modules/oms/service-settle-effects';
import { dayOf, type LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import { insertDemoRows } from '../warehouse/insert-demo-rows';
import type { SeededRandom } from '../warehouse/seeded-random';

const DAY = 86_400_000;
const MANAGER = new Set(['oms:cmApply:approve']);
const FINANCE = new Set(['oms:cmApply:approveFinance']);

/**
 * What each of the 15 credit memo requests becomes (domain.md 6.1: every state): pending, refused at
 * either step, half approved (waiting for finance), cancelled, approved with SAP pending, accepted or
 * finally refused.
 */
const CM_STATES = [
  'pending',
  'pending',
  'refusedByManager',
  'refusedByFinance',
  'halfApproved',
  'halfApproved',
  'halfApproved',
  'cancelled',
  'cancelled',
  'sapPending',
  'sapPending',
  'sapSuccess',
  'sapSuccess',
  'sapSuccess',
  'sapFailed',
] as const;

/** What the 12 service settlements become, newest period first. */
const SETTLE_STATES = [
  'unconfirmed',
  'unconfirmed',
  'unconfirmed',
  'disputed',
  'confirmed',
  'confirmed',
  'cancelled',
  'cancelled',
  'sapPending',
  'sapSuccess',
  'sapSuccess',
  'sapFailed',
] as const;

/** SAP's final answer to a queued message of the demo, through the document's own answer handler. */
async function answerDemoSap(
  lc: LedgerContext,
  table: 'omsCmApply' | 'omsServiceSettle',
  bizDocId: string,
  sapDocNo: string | null,
): Promise<void> {
  const message = await lc.trx
    .selectFrom('omsSapLog')
    .select(['id', 'tenantId', 'interfaceCode', 'bizDocType', 'bizDocId', 'bizDocCode'])
    .where('bizDocId', '=', bizDocId)
    .executeTakeFirstOrThrow();
  await lc.trx
    .updateTable('omsSapLog')
    .set(
      sapDocNo
        ? {
            syncStatus: 'success',
            sapDocNo,
            responsePayload: JSON.stringify({ sapDocNo }),
            retryCount: 0,
            nextRetryAt: null,
          }
        : {
            syncStatus: 'failed',
            errorMessage: 'SAP: 记账期间已关闭 / posting period closed',
            retryCount: 4,
            nextRetryAt: null,
          },
    )
    .where('id', '=', message.id)
    .execute();
  await storeSapAnswerOn(table)(
    lc.trx,
    message,
    sapDocNo ? { ok: true, sapDocNo, response: { sapDocNo } } : { ok: false, error: 'posting period closed' },
  );
}

/**
 * The credit memo requests of the demo (issue 13 point 10): 15 requests of the demo's customers on
 * their products, priced through the domain's money, acted on through the document engine as the
 * sales manager and finance (whose permissions each step checks).
 */
async function seedDemoCmApplies(base: LedgerContext, rnd: SeededRandom): Promise<void> {
  const customers = await base.trx
    .withTables<PartnerTable>()
    .selectFrom('mdmBusinessPartner')
    .select('id')
    .where('tenantId', '=', 0)
    .where('isCustomer', '=', 1)
    .orderBy('id')
    .execute();
  const products = await base.trx
    .selectFrom('mdmProduct')
    .select('id')
    .where('tenantId', '=', 0)
    .orderBy('id')
    .limit(60)
    .execute();
  if (customers.length === 0 || products.length === 0) return;
  const reasons = ['price_difference', 'return', 'quality_claim', 'rebate', 'other'];
  for (const [index, state] of CM_STATES.entries()) {
    const at = base.now - (CM_STATES.length - index) * 9 * DAY;
    const lc = { ...base, now: at, username: 'admin' };
    const id = stableId('cm_apply', String(index));
    const lines: (CmLineInput & { productId: string })[] = Array.from({ length: rnd.int(1, 4) }, () => ({
      productId: rnd.pick(products).id,
      qty: rnd.int(1, 40) * 1000,
      unitPriceDiff: rnd.int(50, 250_000) * 10_000,
      taxRate: 1300,
    }));
    const priced = priceCmLines(lines);
    const createTime = toDbDateTime(at);
    await insertDemoRows(lc, 'oms_cm_apply', [
      {
        id,
        tenantId: 0,
        code: `CM${dayOf(createTime)!.replaceAll('-', '').slice(2)}${String(index + 1).padStart(4, '0')}`,
        docStatus: 'pending',
        fulfilStatus: 'unexecuted',
        version: 0,
        customerId: customers[index % customers.length]!.id,
        eccSaleOrderId: `00100${String(47_000 + index * 7)}`,
        eccBillingNo: `00900${String(12_000 + index * 11)}`,
        cmReason: reasons[index % reasons.length],
        currency: 'CNY',
        amount: priced.amount,
        taxAmount: priced.taxAmount,
        amountInclTax: priced.amountInclTax,
        approvalStep: 0,
        createBy: 'admin',
        createTime,
      },
    ]);
    await insertDemoRows(
      lc,
      'oms_cm_apply_line',
      lines.map((line, n) => ({
        id: stableId('cm_apply_line', `${index}:${n}`),
        tenantId: 0,
        cmApplyId: id,
        lineNo: n + 1,
        productId: line.productId,
        qty: line.qty,
        unitPriceDiff: line.unitPriceDiff,
        taxRate: line.taxRate,
        amount: priced.lines[n]!.amount,
        taxAmount: priced.lines[n]!.taxAmount,
        createBy: 'admin',
        createTime,
      })),
    );
    const step = (who: 'sales_manager' | 'finance', action: string, input = {}, hours = 4) =>
      demoDocumentAction(
        { ...lc, username: who, now: lc.now + hours * 3_600_000 },
        cmApply,
        cmApplyEffects,
        id,
        action,
        input,
        // The two approvals are two clicks: their request ids differ by the step.
        who === 'finance' ? 2 : undefined,
        who === 'finance' ? FINANCE : MANAGER,
      );
    if (state === 'pending') continue;
    if (state === 'cancelled') {
      await demoDocumentAction(lc, cmApply, cmApplyEffects, id, 'cancel', { remark: '客户撤回申请' });
      continue;
    }
    if (state === 'refusedByManager') {
      await step('sales_manager', 'refuse', { remark: '价差依据不足，请补充合同条款' });
      continue;
    }
    await step('sales_manager', 'approve');
    if (state === 'halfApproved') continue;
    if (state === 'refusedByFinance') {
      await step('finance', 'refuse', { remark: '该发票已开具过贷项，请核对' }, 28);
      continue;
    }
    await step('finance', 'approve', {}, 28);
    if (state === 'sapSuccess')
      await answerDemoSap(lc, 'omsCmApply', id, `60${String(1_000_000 + index * 37)}`);
    if (state === 'sapFailed') await answerDemoSap(lc, 'omsCmApply', id, null);
  }
}

/**
 * The service settlements of the demo: per team and four-month period of the completed FSM requests, newest first,
 * generated as the coordinator, confirmed (or disputed) for the provider, approved by finance.
 */
async function seedDemoServiceSettles(base: LedgerContext): Promise<void> {
  const rows = await base.trx
    .selectFrom('fsmSparePartRequest')
    .select(['teamId', 'requiredDate'])
    .where('tenantId', '=', 0)
    .where('docStatus', '=', 'approved')
    .where('fulfilStatus', '=', 'completed')
    .where('teamId', 'is not', null)
    .where('requiredDate', 'is not', null)
    .execute();
  // Four-month periods (January to April, May to August, September to December) per team, newest first.
  const windowOf = (day: string) => `${day.slice(0, 4)}-${Math.floor((Number(day.slice(5, 7)) - 1) / 4)}`;
  const scopes = [...new Set(rows.map((row) => `${windowOf(dayOf(row.requiredDate)!)}|${row.teamId}`))].sort(
    (a, b) => (a < b ? 1 : a > b ? -1 : 0),
  );
  let made = 0;
  for (const scope of scopes) {
    if (made >= SETTLE_STATES.length) break;
    const [window, teamId] = scope.split('|') as [string, string];
    const [year, part] = window.split('-').map(Number) as [number, number];
    const periodFrom = new Date(Date.UTC(year, part * 4, 1)).toISOString().slice(0, 10);
    const periodTo = new Date(Date.UTC(year, part * 4 + 4, 0)).toISOString().slice(0, 10);
    const state = SETTLE_STATES[made]!;
    const at = Math.min(base.now, Date.UTC(year, part * 4 + 4, 3));
    const coordinator = { ...base, now: at, username: 'admin' };
    let settle: { id: string };
    try {
      settle = await generateServiceSettle(coordinator, { teamId, periodFrom, periodTo });
    } catch (error) {
      if (error instanceof AppError && error.code === 'serviceSettle.nothingToSettle') continue;
      throw error;
    }
    made += 1;
    const act = (username: string, action: string, input = {}, hours = 24) =>
      demoDocumentAction(
        { ...coordinator, username, now: at + hours * 3_600_000 },
        serviceSettle,
        serviceSettleEffects,
        settle.id,
        action,
        input,
      );
    if (state === 'unconfirmed') continue;
    if (state === 'cancelled') {
      await act('admin', 'cancel', { remark: '期间选错，重新生成' });
      continue;
    }
    if (state === 'disputed') {
      await act('admin', 'dispute', { remark: '服务商对差旅次数有异议' });
      continue;
    }
    await act('admin', 'confirm');
    if (state === 'confirmed') continue;
    await act('finance', 'approve', {}, 48);
    if (state === 'sapSuccess')
      await answerDemoSap(coordinator, 'omsServiceSettle', settle.id, `51${String(500_000 + made * 13)}`);
    if (state === 'sapFailed') await answerDemoSap(coordinator, 'omsServiceSettle', settle.id, null);
  }
}

/**
 * Credit memo requests and service settlements of the demo (issue 13 point 10, domain.md 6.1: 15 and
 * 12), deterministic, in every state, after the field-service requests they settle.
 */
export async function seedDemoCmService(lc: LedgerContext, rnd: SeededRandom): Promise<void> {
  await seedDemoCmApplies(lc, rnd);
  await seedDemoServiceSettles(lc);
}
