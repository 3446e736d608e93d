import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { offer, offerLine } from '../../../src/domain/offer/offer';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { columnName } from '../../entity/column-name';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { businessDay } from '../dashboard/dashboard-figures';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { type OfferLineInput, pricedColumns, priceOffer } from './offer-pricing';
import { rateInForce } from './rates';
import './offer-tables';

const TENANT_CURRENCY = 'CNY';
const LOW_MARGIN = 'ofr:offer:approveLowMargin';

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * The generic add and edit of a pending offer (engine `beforeWrite`): the lines are priced on the offer's
 * date in its currency (offer-pricing.ts) and the header carries the totals and margin; any edit drops the
 * sales manager's margin approval. An edit that leaves the lines out reprices the stored ones.
 */
export function priceOfferOnSave(app: FastifyInstance) {
  return async (event: WriteEvent): Promise<void> => {
    if (event.action === 'delete') return;
    const trx = typedTrx(event.trx);
    const tenantId = event.scope.tenantId;
    const values = event.record.values;
    const stored =
      event.action === 'edit'
        ? await trx
            .selectFrom('ofrOffer')
            .select(['currency', 'offerDate', 'priceGroupId', 'apHeadId'])
            .where('tenantId', '=', tenantId)
            .where('id', '=', event.id)
            .executeTakeFirst()
        : undefined;
    const pick = (name: 'currency' | 'priceGroupId' | 'apHeadId') =>
      values[name] !== undefined ? text(values[name]) : (stored?.[name] ?? null);
    const header = {
      currency: pick('currency') ?? TENANT_CURRENCY,
      offerDate: text(values.offerDate) ?? dayOf(stored?.offerDate) ?? '',
      priceGroupId: pick('priceGroupId'),
      apHeadId: pick('apHeadId'),
    };
    let lines = event.record.lines.lines;
    if (!lines && event.action === 'edit') {
      const rows = await trx
        .selectFrom('ofrOfferLine')
        .select(['id', 'lineNo', 'productId', 'saleBomId', 'qty', 'unitPrice'])
        .where('tenantId', '=', tenantId)
        .where('offerId', '=', event.id)
        .orderBy('lineNo')
        .execute();
      lines = rows.map((row) => ({
        ...row,
        qty: Number(row.qty),
        unitPrice: row.unitPrice === null ? null : Number(row.unitPrice),
      }));
      event.record.lines.lines = lines;
    }
    const inputs: OfferLineInput[] = (lines ?? []).map((line, index) => ({
      lineNo: typeof line.lineNo === 'number' ? line.lineNo : index + 1,
      productId: String(line.productId),
      saleBomId: text(line.saleBomId),
      qty: Number(line.qty),
      unitPrice: line.unitPrice === null || line.unitPrice === undefined ? null : Number(line.unitPrice),
    }));
    const lc: LedgerContext = {
      trx,
      engine: app.ctx.engine,
      tenantId,
      username: '',
      now: app.ctx.clock.now(),
    };
    const priced = await priceOffer(lc, header, inputs);
    priced.lines.forEach((figures, index) => {
      Object.assign(lines![index]!, pricedColumns(figures));
    });
    values.totalCost = priced.totals.totalCost;
    values.totalPrice = priced.totals.totalPrice;
    values.marginPct = priced.totals.marginPct;
    values.marginApprovedBy = null;
    if (event.action === 'add') {
      values.offerVersion = 1;
      values.offerResult = 'open';
      values.parentOfferId = null;
    }
  };
}

/** An offer of the caller's tenant with what its approval, revision and result read. */
async function loadOffer(lc: LedgerContext, id: string) {
  return {
    header: await loadDocumentHeader(lc, 'ofrOffer', id, [
      'createBy',
      'productStoreId',
      'currency',
      'marginPct',
      'marginApprovedBy',
      'offerResult',
      'offerVersion',
    ]),
  };
}

type OfferDocument = Awaited<ReturnType<typeof loadOffer>>;

const percent = (pctUnits: number) => (pctUnits / 100).toFixed(2);

/** The offer's margin and its store's minimum (pct units), and whether it is below it. */
async function marginCheck(lc: LedgerContext, doc: OfferDocument) {
  const store = await lc.trx
    .selectFrom('mdmProductStore')
    .select('minMarginPct')
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.productStoreId)
    .executeTakeFirst();
  const min =
    store?.minMarginPct === null || store?.minMarginPct === undefined ? null : Number(store.minMarginPct);
  const margin = doc.header.marginPct === null ? null : Number(doc.header.marginPct);
  const low = min !== null && (margin === null || margin < min);
  return {
    low,
    params: { margin: margin === null ? '-' : percent(margin), min: min === null ? '-' : percent(min) },
  };
}

async function setHeader(lc: LedgerContext, id: string, values: Record<string, string | number | null>) {
  await lc.trx
    .updateTable('ofrOffer')
    .set(values)
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .execute();
}

const refuseClosed = (doc: OfferDocument) => {
  if (doc.header.offerResult !== 'open')
    throw new AppError('offer.closed', { result: doc.header.offerResult });
};

/**
 * Approve (domain.md 3.10): an offer with lines; under its store's minimum margin only once the sales
 * manager approved the margin (confirmMargin) or when the approver holds that permission himself; the
 * rate of its currency to the tenant's in force today is kept with it.
 */
async function approveOffer(lc: LedgerContext, doc: OfferDocument, permissions: ReadonlySet<string>) {
  const lines = await lc.trx
    .selectFrom('ofrOfferLine')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('offerId', '=', doc.header.id)
    .execute();
  if (lines.length === 0) throw new AppError('offer.noLines');
  const margin = await marginCheck(lc, doc);
  let approvedBy = doc.header.marginApprovedBy;
  if (margin.low && !approvedBy) {
    if (!permissions.has(LOW_MARGIN)) throw new AppError('offer.marginNeedsManager', margin.params);
    approvedBy = lc.username;
  }
  const rate = await rateInForce(lc, doc.header.currency, TENANT_CURRENCY, businessDay(lc.now));
  await setHeader(lc, doc.header.id, { rate, marginApprovedBy: approvedBy });
}

/**
 * Copies a row of the tenant within its table: every column of the descriptor as stored but the
 * `overrides`, inserted with parameters (typed by their target columns on both engines).
 */
async function copyRow(
  lc: LedgerContext,
  entity: EntityDescriptor,
  id: string,
  overrides: Record<string, string | number | null>,
): Promise<void> {
  const fields = Object.keys(entity.fields);
  const columns = fields.map(columnName);
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${sql.join(columns.map((column) => sql.ref(column)))}
    from ${sql.table(entity.table)} where tenant_id = ${lc.tenantId} and id = ${id}`.execute(lc.trx);
  const source = rows[0];
  if (!source) throw new AppError('doc.notFound');
  const values = fields.map((name) => (Object.hasOwn(overrides, name) ? overrides[name] : source[name]));
  await sql`insert into ${sql.table(entity.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(values)})`.execute(lc.trx);
}

/** The version this offer was revised into, if any (a cancelled one too: its code stays taken). */
function revisedInto(lc: LedgerContext, id: string) {
  return lc.trx
    .selectFrom('ofrOffer')
    .select(['offerVersion', 'docStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('parentOfferId', '=', id)
    .executeTakeFirst();
}

/**
 * A revised offer is history: its result, and the cancellation of its approval, belong to the version it
 * was revised into while that one is not cancelled.
 */
async function refuseSuperseded(lc: LedgerContext, doc: OfferDocument): Promise<void> {
  const child = await revisedInto(lc, doc.header.id);
  if (child && child.docStatus !== 'cancelled')
    throw new AppError('offer.superseded', { version: child.offerVersion });
}

/** Revise: the approved offer is copied, lines too, into the next version linked to it, pending. */
async function reviseOffer(lc: LedgerContext, doc: OfferDocument): Promise<{ newId: string; code: string }> {
  const child = await revisedInto(lc, doc.header.id);
  if (child) throw new AppError('offer.alreadyRevised', { version: child.offerVersion });
  const id = newId();
  const at = toDbDateTime(lc.now);
  const version = Number(doc.header.offerVersion) + 1;
  const code = `${doc.header.code.replace(/-V\d+$/, '')}-V${version}`;
  await copyRow(lc, offer, doc.header.id, {
    id,
    code,
    docStatus: 'pending',
    fulfilStatus: 'unexecuted',
    version: 0,
    offerVersion: version,
    parentOfferId: doc.header.id,
    rate: null,
    marginApprovedBy: null,
    approveBy: null,
    approveTime: null,
    cancelRemark: null,
    createBy: lc.username,
    createTime: at,
    updateBy: null,
    updateTime: null,
  });
  const lines = await lc.trx
    .selectFrom('ofrOfferLine')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('offerId', '=', doc.header.id)
    .execute();
  for (const line of lines)
    await copyRow(lc, offerLine, line.id, {
      id: newId(),
      offerId: id,
      createBy: lc.username,
      createTime: at,
      updateBy: null,
      updateTime: null,
    });
  return { newId: id, code };
}

/**
 * Offer effects (descriptor src/domain/offer/offer.ts): approval with the margin rule, the sales
 * manager's margin approval, revision into a new version, and the result.
 */
export const offerEffects = documentEffects(offer, {
  load: loadOffer,
  actions: {
    approve: { run: ({ lc, doc, permissions }) => approveOffer(lc, doc, permissions) },
    cancelApproval: { guard: refuseClosed, run: ({ lc, doc }) => refuseSuperseded(lc, doc) },
    cancel: {},
    confirmMargin: {
      run: async ({ lc, doc }) => {
        const margin = await marginCheck(lc, doc);
        if (!margin.low) throw new AppError('offer.marginNotLow', margin.params);
        await setHeader(lc, doc.header.id, { marginApprovedBy: lc.username });
      },
    },
    revise: { guard: refuseClosed, run: ({ lc, doc }) => reviseOffer(lc, doc) },
    markWon: {
      guard: refuseClosed,
      run: async ({ lc, doc }) => {
        await refuseSuperseded(lc, doc);
        await setHeader(lc, doc.header.id, { offerResult: 'won' });
      },
    },
    markLost: {
      guard: refuseClosed,
      run: async ({ lc, doc, input }) => {
        await refuseSuperseded(lc, doc);
        await setHeader(lc, doc.header.id, { offerResult: 'lost', lostReason: input.remark ?? null });
      },
    },
  },
});
