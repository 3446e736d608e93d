import type { Insertable } from 'kysely';
import { BACKOFF_MINUTES } from '../../../../src/domain/oms/sap-backoff';
import type { OmsSapLogTable } from '../../../integrations/sap/sap-tables';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { insertRows } from '../../insert-rows';
import type { SeededRandom } from '../warehouse/seeded-random';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
/** domain.md 6.1: 6 000 SAP log rows. */
export const DEMO_SAP_LOG_ROWS = 6_000;
/** Spread over the last 12 months: inside the 13-month retention, so the nightly purge keeps them all. */
const SPAN_MS = 365 * DAY;
const CHUNK = 400;

/** SAP's refusals as the adapter words them, and the transport failures the outbox logs. */
const ERRORS: Record<string, readonly string[]> = {
  goods_movement: [
    'M7/021 Deficit of SL Unrestricted-use 10 PCS : P-1003 1000 0001',
    'M7/053 Posting only possible in periods 2026/10 and 2026/09 in company code 1000',
    'ME/064 Purchase order 4500001234 does not exist',
  ],
  invoice_verify: ['M8/087 Balance not zero: 0.12 debit: 1,000.00 credit: 999.88'],
  billing: ['VF/017 Billing document for delivery 80001234 already exists'],
  so_create: ['V1/302 Sold-to party C1023 not maintained for sales area 1000/10/00'],
  credit_memo: ['V4/219 Reference document 90001234 is not a billing document'],
  transport: [
    'HTTP 500: Internal Server Error',
    'HTTP 503: SAP PI adapter is not available',
    'timeout: no answer within 30000 ms',
    'connect ECONNREFUSED 10.10.1.20:50000',
  ],
};

/** The outbound interfaces with their share of the traffic, then the inbound purchase-order import. */
const OUTBOUND: readonly [string, number][] = [
  ['goods_movement', 0.62],
  ['invoice_verify', 0.08],
  ['billing', 0.08],
  ['so_create', 0.07],
  ['credit_memo', 0.03],
];
const INBOUND_SHARE = 0.12;

const DOC_TYPES: Record<string, readonly string[]> = {
  goods_movement: ['receipt', 'supplier_return', 'command'],
  invoice_verify: ['invoice_application'],
  billing: ['billing_list'],
  so_create: ['sales_order'],
  credit_memo: ['cm_apply'],
  po_import: ['etl_batch'],
};
const PREFIX: Record<string, string> = {
  receipt: 'RC',
  supplier_return: 'RT',
  command: 'DC',
  invoice_application: 'IA',
  billing_list: 'BL',
  sales_order: 'SO',
  cm_apply: 'CM',
  etl_batch: 'ETL',
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const yymmdd = (ms: number) => toDbDateTime(ms).slice(2, 10).replace(/-/g, '');

function payloadOf(rnd: SeededRandom, interfaceCode: string, code: string, at: number): unknown {
  const material = () => `P-${pad(rnd.int(1001, 1240), 4)}`;
  const amount = () => (rnd.int(10_000, 9_999_999) / 100).toFixed(2);
  switch (interfaceCode) {
    case 'goods_movement': {
      const items = Array.from({ length: rnd.int(1, 4) }, (_, i) => ({
        material: material(),
        uom: 'PCS',
        plant: '1000',
        storageLocation: rnd.pick(['0001', '0002', '0003']),
        batch: `${code}-${i + 1}`,
        poNo: `45000${pad(rnd.int(1, 99_999), 5)}`,
        poItem: pad((i + 1) * 10, 5),
        qty: String(rnd.int(1, 500)),
      }));
      return {
        movementType: code.startsWith('RT') ? '122' : '101',
        postingDate: toDbDateTime(at).slice(0, 10),
        reference: code,
        items,
      };
    }
    case 'invoice_verify':
      return {
        invoiceApplication: code,
        vendor: `00001${pad(rnd.int(1, 500), 5)}`,
        invoices: [{ invoiceNo: pad(rnd.int(1, 99_999_999), 8), amount: amount(), tax: '13.00' }],
        currency: 'CNY',
      };
    case 'billing':
      return {
        billingList: code,
        customer: `C${pad(rnd.int(1, 800), 4)}`,
        amount: amount(),
        currency: 'CNY',
      };
    case 'so_create':
      return {
        sourceSystem: rnd.pick(['bos', 'crm']),
        orderNo: code,
        soldTo: `C${pad(rnd.int(1, 800), 4)}`,
        salesArea: '1000/10/00',
        items: [{ material: material(), qty: String(rnd.int(1, 40)), price: amount() }],
      };
    case 'credit_memo':
      return {
        cmApply: code,
        referenceBilling: `9000${pad(rnd.int(1, 9_999), 4)}`,
        reason: rnd.pick(['price', 'quantity', 'quality']),
        amount: amount(),
      };
    default:
      return { document: 'ORDERS05', source: `file:ORDERS05_${code}.xml`, orders: rnd.int(1, 25) };
  }
}

/**
 * The demo SAP log (domain.md 6.1: 6 000 rows), deterministic from its own generator: the last 12 months
 * of outbound messages of every interface and the inbound purchase-order imports, mostly accepted (with
 * SAP's document number, response and duration), some refused and failed after their back-off, some
 * ignored with a remark, and the newest pending: never tried (due), or waiting for retry 1 to 4 at its
 * back-off time. Oldest first; codes and numbers count up.
 */
export async function seedDemoSapLog(lc: LedgerContext, rnd: SeededRandom): Promise<void> {
  const rows = demoSapLogRows(lc.now, rnd);
  for (let i = 0; i < rows.length; i += CHUNK)
    await insertRows(lc.trx, lc.engine, 'omsSapLog', rows.slice(i, i + CHUNK));
}

/** The rows of `seedDemoSapLog` at `now` (the same for the same generator state). */
export function demoSapLogRows(now: number, rnd: SeededRandom): Insertable<OmsSapLogTable>[] {
  const lc = { now };
  const rows: Insertable<OmsSapLogTable>[] = [];
  const start = lc.now - SPAN_MS;
  let sapNo = 4_900_000_000;
  for (let n = 0; n < DEMO_SAP_LOG_ROWS; n++) {
    const age = n / DEMO_SAP_LOG_ROWS;
    const at = Math.floor(start + age * SPAN_MS + rnd.int(0, 40) * MINUTE);
    const inbound = rnd.chance(INBOUND_SHARE);
    let interfaceCode = 'po_import';
    if (!inbound) {
      let pick = rnd.next() * OUTBOUND.reduce((sum, [, share]) => sum + share, 0);
      for (const [code, share] of OUTBOUND) {
        interfaceCode = code;
        pick -= share;
        if (pick < 0) break;
      }
    }
    const bizDocType = rnd.pick(DOC_TYPES[interfaceCode]!);
    const code = `${PREFIX[bizDocType]}${yymmdd(at)}${pad(n % 10_000, 4)}`;
    // The newest 60 messages are the outbox's current work; older ones are settled.
    const recent = n >= DEMO_SAP_LOG_ROWS - 60;
    const roll = rnd.next();
    const status = recent
      ? inbound
        ? 'success'
        : roll < 0.5
          ? 'pending'
          : roll < 0.6
            ? 'failed'
            : 'success'
      : roll < 0.04
        ? 'failed'
        : roll < 0.065
          ? 'ignored'
          : 'success';
    const refusal = () =>
      rnd.chance(0.6) ? rnd.pick(ERRORS[interfaceCode] ?? ERRORS.transport!) : rnd.pick(ERRORS.transport!);
    let retryCount = 0;
    let nextRetryAt: string | null = null;
    let errorMessage: string | null = null;
    let sapDocNo: string | null = null;
    let response: unknown = null;
    let durationMs: number | null = rnd.int(80, 2_400);
    let handleRemark: string | null = null;
    let updated = at + durationMs;
    if (status === 'success') {
      retryCount = rnd.chance(0.08) ? rnd.int(1, 3) : 0;
      if (!inbound && interfaceCode !== 'po_import') {
        sapNo += 1;
        sapDocNo = String(sapNo);
      }
      response = inbound ? { orders: rnd.int(1, 25), published: true } : { messageId: code, sapDocNo };
      updated =
        at + BACKOFF_MINUTES.slice(0, retryCount).reduce((sum, m) => sum + m, 0) * MINUTE + durationMs;
    } else if (status === 'failed' || status === 'ignored') {
      retryCount = inbound ? 1 : BACKOFF_MINUTES.length + 1;
      errorMessage = refusal();
      if (errorMessage.startsWith('timeout')) durationMs = 30_000;
      response = errorMessage.startsWith('HTTP')
        ? { error: errorMessage.slice(10) }
        : errorMessage.startsWith('timeout') || errorMessage.startsWith('connect')
          ? null
          : { messageId: code, error: { code: errorMessage.split(' ')[0], message: errorMessage.slice(7) } };
      updated = at + BACKOFF_MINUTES.reduce((sum, m) => sum + m, 0) * MINUTE + durationMs;
      if (status === 'ignored')
        handleRemark = rnd.pick([
          '已在SAP中手工过账',
          'Posted by hand in SAP (MIGO)',
          '单据已作废，无需同步',
          'Duplicate of an earlier message, already posted',
        ]);
    } else {
      // Pending: never tried (due now), or refused 1-4 times and waiting for its next back-off step.
      retryCount = roll < 0.2 ? 0 : rnd.int(1, BACKOFF_MINUTES.length);
      if (retryCount === 0) {
        durationMs = null;
        nextRetryAt = toDbDateTime(lc.now);
      } else {
        errorMessage = refusal();
        response = errorMessage.startsWith('HTTP') ? { error: errorMessage.slice(10) } : null;
        nextRetryAt = toDbDateTime(lc.now + rnd.int(1, BACKOFF_MINUTES[retryCount - 1]!) * MINUTE);
      }
      updated = Math.min(lc.now, at + 5 * MINUTE);
    }
    rows.push({
      id: stableId('sap_log', String(n)),
      tenantId: 0,
      version: status === 'pending' ? retryCount * 2 : retryCount * 2 + 2,
      createBy: inbound ? 'sap_etl' : rnd.pick(['wh_clerk', 'buyer', 'admin', 'finance']),
      createTime: toDbDateTime(at),
      updateBy:
        status === 'ignored' ? 'admin' : status === 'pending' && retryCount === 0 ? null : 'sap_outbox',
      updateTime: status === 'pending' && retryCount === 0 ? null : toDbDateTime(updated),
      interfaceCode,
      direction: inbound ? 'inbound' : 'outbound',
      bizDocType,
      bizDocId: stableId('sap_log_doc', code),
      bizDocCode: code,
      requestPayload: JSON.stringify(payloadOf(rnd, interfaceCode, code, at)),
      responsePayload: JSON.stringify(response),
      syncStatus: status,
      sapDocNo,
      errorMessage,
      retryCount,
      nextRetryAt,
      durationMs,
      handleRemark,
    });
  }
  return rows;
}
