import { activityFees, settleKey } from '../../../src/domain/oms/service-fees';
import { priceServiceLines, serviceSettle } from '../../../src/domain/oms/service-settle';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { enqueueSapMessage, onSapAnswer } from '../../integrations/sap/sap-outbox';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import type { PartnerTable } from './cm-service-tables';
import { storeSapAnswerOn } from './sap-answer-status';
import '../fsm/fsm-tables';

/** Whom a settlement pays and for which days (both included, `YYYY-MM-DD`). */
export interface ServiceSettleScope {
  partnerId?: string | null;
  teamId?: string | null;
  periodFrom: string;
  periodTo: string;
}

/**
 * The completed field-service activities of a scope (docs/decisions.md "Service settlement fees"):
 * approved spare-part requests whose service delivery completed, dated by their required (service) date
 * in the period, of the team, or handled by the provider (the request's OA partner is the provider's
 * code or name). Requests of one FSM activity are one activity; its parts delivered are summed.
 */
/** The request columns an activity is read with (selected and grouped by). */
const REQUEST_COLUMNS = [
  'r.id',
  'r.code',
  'r.sourceKey',
  'r.fsmCode',
  'r.fsmActivityId',
  'r.serviceCode',
  'r.equipmentId',
  'r.requiredDate',
  'r.priority',
] as const;

async function completedActivities(lc: LedgerContext, scope: ServiceSettleScope, provider: string[]) {
  const rows = await lc.trx
    .selectFrom('fsmSparePartRequest as r')
    .leftJoin('fsmSparePartRequestLine as l', 'l.requestId', 'r.id')
    .select((eb) => [
      ...REQUEST_COLUMNS,
      eb.fn.coalesce(eb.fn.sum<number | string>('l.deliveredQty'), eb.lit(0)).as('delivered'),
    ])
    .where('r.tenantId', '=', lc.tenantId)
    .where('r.docStatus', '=', 'approved')
    .where('r.fulfilStatus', '=', 'completed')
    .where('r.requiredDate', '>=', scope.periodFrom)
    .where('r.requiredDate', '<=', scope.periodTo)
    .$if(Boolean(scope.teamId), (q) => q.where('r.teamId', '=', scope.teamId!))
    .$if(provider.length > 0, (q) => q.where('r.oaPartner', 'in', provider))
    .groupBy([...REQUEST_COLUMNS])
    .orderBy('r.requiredDate')
    .orderBy('r.code')
    .execute();
  const activities = new Map<
    string,
    {
      activityKey: string;
      requestId: string;
      fsmCode: string | null;
      fsmActivityId: string | null;
      serviceCode: string | null;
      equipmentId: string | null;
      serviceDate: string | null;
      priority: string | null;
      deliveredQty: number;
    }
  >();
  for (const row of rows) {
    const activityKey = row.fsmActivityId ?? row.sourceKey ?? row.id;
    const known = activities.get(activityKey);
    if (known) {
      known.deliveredQty += qty(row.delivered);
      if (row.priority === 'H') known.priority = 'H';
      continue;
    }
    activities.set(activityKey, {
      activityKey,
      requestId: row.id,
      fsmCode: row.fsmCode,
      fsmActivityId: row.fsmActivityId,
      serviceCode: row.serviceCode,
      equipmentId: row.equipmentId,
      serviceDate: dayOf(row.requiredDate),
      priority: row.priority,
      deliveredQty: qty(row.delivered),
    });
  }
  return [...activities.values()];
}

/** The settle keys already on a settlement that is not cancelled (cancel clears them). */
async function settledKeys(lc: LedgerContext, keys: string[]): Promise<Set<string>> {
  const settled = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await lc.trx
      .selectFrom('omsServiceSettleLine')
      .select('settleKey')
      .where('tenantId', '=', lc.tenantId)
      .where('settleKey', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.settleKey) settled.add(row.settleKey);
  }
  return settled;
}

/** The provider's names an FSM request's OA partner may carry, or `serviceSettle.notProvider`. */
async function providerNames(lc: LedgerContext, partnerId: string): Promise<string[]> {
  const partner = await lc.trx
    .withTables<PartnerTable>()
    .selectFrom('mdmBusinessPartner')
    .select(['code', 'name', 'isServiceProvider'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!partner?.isServiceProvider)
    throw new AppError('serviceSettle.notProvider', { partner: partner?.name ?? partnerId });
  return [partner.code, partner.name];
}

/**
 * Generates a pending service settlement (domain.md 3.11): one line per fee item of each completed
 * activity of the scope that no settlement (not cancelled) holds yet, priced per line, the total their
 * sum. The lines' unique settle key refuses a concurrent generation of the same fees.
 */
export async function generateServiceSettle(
  lc: LedgerContext,
  scope: ServiceSettleScope,
): Promise<{ id: string; code: string; lines: number }> {
  if (!scope.partnerId && !scope.teamId) throw new AppError('serviceSettle.scopeRequired');
  if (scope.periodTo < scope.periodFrom)
    throw new AppError('serviceSettle.periodRange', {
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
    });
  const provider = scope.partnerId ? await providerNames(lc, scope.partnerId) : [];
  const activities = await completedActivities(lc, scope, provider);
  const candidates = activities.flatMap((activity) =>
    activityFees(activity).map((fee) => ({
      ...fee,
      activity,
      key: settleKey(activity.activityKey, fee.feeItem),
    })),
  );
  const settled = await settledKeys(
    lc,
    candidates.map((c) => c.key),
  );
  const open = candidates.filter((c) => !settled.has(c.key));
  if (open.length === 0)
    throw new AppError('serviceSettle.nothingToSettle', {
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
    });
  const priced = priceServiceLines(open);
  const header = await newDocumentHeader(lc, 'SS');
  await lc.trx
    .insertInto('omsServiceSettle')
    .values({
      ...header,
      partnerId: scope.partnerId ?? null,
      teamId: scope.teamId ?? null,
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
      currency: 'CNY',
      totalAmount: priced.totalAmount,
      confirmStatus: 'unconfirmed',
    })
    .execute();
  const values = open.map((line, index) => ({
    id: newId(),
    tenantId: lc.tenantId,
    serviceSettleId: header.id,
    lineNo: index + 1,
    fsmCode: line.activity.fsmCode,
    fsmActivityId: line.activity.fsmActivityId,
    serviceCode: line.activity.serviceCode,
    sparePartRequestId: line.activity.requestId,
    equipmentId: line.activity.equipmentId,
    serviceDate: line.activity.serviceDate,
    feeItem: line.feeItem,
    qty: line.qty,
    unitPrice: line.unitPrice,
    amount: priced.lines[index]!.amount,
    settleKey: line.key,
    createBy: lc.username,
    createTime: header.createTime,
  }));
  try {
    for (let start = 0; start < values.length; start += 200) {
      await lc.trx
        .insertInto('omsServiceSettleLine')
        .values(values.slice(start, start + 200))
        .execute();
    }
  } catch (error) {
    if (/unique|duplicate/i.test(String(error))) throw new AppError('serviceSettle.alreadySettled');
    throw error;
  }
  return { id: header.id, code: header.code, lines: values.length };
}

/** A service settlement of the caller's tenant with its lines. */
export function loadServiceSettle(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'omsServiceSettle',
      headerColumns: [
        'createBy',
        'partnerId',
        'teamId',
        'periodFrom',
        'periodTo',
        'currency',
        'totalAmount',
        'confirmStatus',
      ],
      lines: 'omsServiceSettleLine',
      parent: 'serviceSettleId',
      lineColumns: ['id', 'fsmCode', 'fsmActivityId', 'serviceDate', 'feeItem'],
      quantities: ['qty', 'unitPrice', 'amount'],
    },
    id,
  );
}

type LoadedServiceSettle = Awaited<ReturnType<typeof loadServiceSettle>>;

const cents = (value: number) => (value / 100).toFixed(2);

/** The SAP service settlement (`service_settle`, docs/integrations.md): vendor, period and fee items. */
async function queueServiceSettle(lc: LedgerContext, doc: LoadedServiceSettle): Promise<void> {
  const { header, lines } = doc;
  const partner = header.partnerId
    ? await lc.trx
        .withTables<PartnerTable>()
        .selectFrom('mdmBusinessPartner')
        .select(['code', 'sapVendorNo'])
        .where('id', '=', header.partnerId)
        .executeTakeFirst()
    : undefined;
  await enqueueSapMessage(lc.trx, {
    tenantId: lc.tenantId,
    username: lc.username,
    now: lc.now,
    interfaceCode: 'service_settle',
    bizDocType: 'service_settle',
    bizDocId: header.id,
    bizDocCode: header.code,
    payload: {
      reference: header.code,
      vendor: partner?.sapVendorNo ?? partner?.code ?? null,
      teamId: header.teamId,
      periodFrom: dayOf(header.periodFrom),
      periodTo: dayOf(header.periodTo),
      currency: header.currency,
      totalAmount: cents(qty(header.totalAmount)),
      items: lines.map((line) => ({
        item: String(line.lineNo * 10).padStart(6, '0'),
        fsmCode: line.fsmCode,
        activity: line.fsmActivityId,
        serviceDate: dayOf(line.serviceDate),
        feeItem: line.feeItem,
        qty: (line.qty / 1000).toString(),
        amount: cents(line.amount),
      })),
    },
  });
}

/**
 * Service settlements (domain.md 3.11): the provider's confirmation (or dispute) is recorded by the
 * coordinator; finance approves a confirmed one, which queues SAP; a cancelled one frees its activities.
 */
export const serviceSettleEffects = documentEffects(serviceSettle, {
  load: loadServiceSettle,
  actions: {
    approve: {
      guard: (doc) => {
        if (doc.header.confirmStatus !== 'confirmed')
          throw new AppError('serviceSettle.notConfirmed', { code: doc.header.code });
      },
      run: ({ lc, doc }) => queueServiceSettle(lc, doc),
    },
    cancel: {
      run: async ({ lc, doc }) => {
        await lc.trx
          .updateTable('omsServiceSettleLine')
          .set({ settleKey: null })
          .where('tenantId', '=', lc.tenantId)
          .where('serviceSettleId', '=', doc.header.id)
          .execute();
      },
    },
    confirm: {
      run: async ({ lc, doc }) => {
        await setConfirmation(lc, doc.header.id, 'confirmed', null);
      },
    },
    dispute: {
      run: async ({ lc, doc, input }) => {
        await setConfirmation(lc, doc.header.id, 'rejected', input.remark ?? null);
      },
    },
  },
  headerColumns: (doc) => (doc.header.docStatus === 'approved' ? { sapStatus: 'pending' } : {}),
});

async function setConfirmation(
  lc: LedgerContext,
  id: string,
  status: 'confirmed' | 'rejected',
  remark: string | null,
): Promise<void> {
  await lc.trx
    .updateTable('omsServiceSettle')
    .set({
      confirmStatus: status,
      confirmBy: lc.username,
      confirmTime: toDbDateTime(lc.now),
      confirmRemark: remark,
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .execute();
}

onSapAnswer('service_settle', storeSapAnswerOn('omsServiceSettle'));
