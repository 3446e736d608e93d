import type { DocumentDescriptor } from '../../src/domain/document/define-document';
import { computeTotals } from '../../src/domain/document/document-totals';
import type { Locale } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { toWire, type WireRow } from '../entity/entity-rows';
import { entityDb, findLines, findRow, tenantWide } from '../entity/entity-store';
import { withDictText } from '../entity/entity-texts';
import { AppError } from '../http/app-error';

/**
 * The generic print data of a document (descriptor `print`): the header with its dictionary and
 * reference texts, its lines likewise, and its computed totals, as the print templates read them.
 */
export async function documentPrintData(
  ctx: AppContext,
  doc: DocumentDescriptor,
  tenantId: number,
  id: string,
  locale: Locale,
): Promise<{ document: WireRow }> {
  const db = entityDb(ctx);
  const row = id ? await findRow(db, doc, tenantWide(tenantId), id) : undefined;
  if (!row) throw new AppError('doc.notFound');
  const [header] = await withDictText(ctx, doc, [toWire(doc, row)], locale, tenantId);
  const lines = await findLines(db, doc, tenantId, id);
  const record: WireRow = { ...header };
  for (const [key, rows] of Object.entries(lines)) {
    record[key] = await withDictText(ctx, doc.lines[key]!.entity, rows, locale, tenantId);
  }
  return { document: { ...record, ...computeTotals(doc.document.totals, record) } };
}
