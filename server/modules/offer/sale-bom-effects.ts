import { saleBom } from '../../../src/domain/offer/sale-bom';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { refuseBomCycle } from './bom-tree';
import './offer-tables';

/** A sale BOM of the caller's tenant: its product and its lines' targets and quantities. */
function loadSaleBom(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'ofrSaleBom',
      headerColumns: ['productId', 'createBy'],
      lines: 'ofrSaleBomLine',
      parent: 'saleBomId',
      lineColumns: ['componentProductId', 'rawMaterialId'],
      quantities: ['qty'],
    },
    id,
  );
}

interface BomLineValues {
  componentProductId?: unknown;
  rawMaterialId?: unknown;
  qty?: unknown;
  lineNo?: unknown;
}

/** A line names exactly one of a component product and a raw material, with a quantity above 0. */
function refuseBadLine(line: BomLineValues, index: number): void {
  const lineNo = typeof line.lineNo === 'number' ? line.lineNo : index + 1;
  if (!line.componentProductId === !line.rawMaterialId) throw new AppError('saleBom.lineTarget', { lineNo });
  if (!(Number(line.qty) > 0)) throw new AppError('saleBom.qtyPositive', { lineNo });
}

/**
 * The generic add and edit of a sale BOM (engine `beforeWrite`): every line sent is a component or a raw
 * material with a positive quantity, and a component is not the BOM's own product.
 */
export async function checkSaleBomLines(event: WriteEvent): Promise<void> {
  if (event.action === 'delete') return;
  const lines = event.record.lines.lines;
  if (!lines) return;
  for (const [index, line] of lines.entries()) refuseBadLine(line, index);
  let productId = event.record.values.productId;
  if (productId === undefined && event.action === 'edit') {
    const trx = typedTrx(event.trx);
    const stored = await trx
      .selectFrom('ofrSaleBom')
      .select('productId')
      .where('tenantId', '=', event.scope.tenantId)
      .where('id', '=', event.id)
      .executeTakeFirst();
    productId = stored?.productId;
  }
  if (lines.some((line) => line.componentProductId === productId)) {
    const trx = typedTrx(event.trx);
    const product = await trx
      .selectFrom('mdmProduct')
      .select('code')
      .where('id', '=', String(productId))
      .executeTakeFirst();
    const code = product?.code ?? String(productId);
    throw new AppError('saleBom.cycle', { path: `${code} → ${code}` });
  }
}

/**
 * Sale BOM effects (descriptor src/domain/offer/sale-bom.ts): approve freezes the version once it has
 * components, each a component or a raw material, and no sub-BOM leads back to its product.
 */
export const saleBomEffects = documentEffects(saleBom, {
  load: loadSaleBom,
  actions: {
    approve: {
      guard: (doc) => {
        if (doc.lines.length === 0) throw new AppError('saleBom.noLines');
        for (const [index, line] of doc.lines.entries()) refuseBadLine(line, index);
      },
      run: async ({ lc, doc }) => {
        const components = doc.lines.flatMap((line) =>
          line.componentProductId ? [line.componentProductId] : [],
        );
        await refuseBomCycle(lc, doc.header.productId, components);
      },
    },
    cancelApproval: {},
    cancel: {},
  },
});
