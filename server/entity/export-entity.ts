import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { entityNotices } from '../../src/domain/entity/entity-errors';
import type { ListQuery } from '../../src/domain/entity/parse-list-query';
import { spreadsheetRow } from '../../src/domain/entity/spreadsheet-cell';
import { formatMessage } from '../../src/domain/errors';
import { type Locale, pickText } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import type { SessionUser } from '../http/session-user';
import { type StoredRow, toWire } from './entity-rows';
import { cellValue, sheetFields, sheetHeader } from './entity-sheet';
import { entityDb, filtered, ordered, type RowScope, scopedFrom } from './entity-store';
import { textLookup } from './entity-texts';

/** Rows read per round trip: the connection is free between chunks while the workbook streams out. */
const CHUNK = 1000;
/** An export stops here; a larger one needs a narrower filter (offset chunks grow slow beyond it). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * Streams the rows of a list query (the same filters, sort and scope as the list, or only the
 * `selections`) as an .xlsx workbook: a title row, an "exported by" row, the header row, the rows
 * (api-contract 1.5: title rows 2, head row 1 — the layout importExcel reads back).
 */
export function exportEntity(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  listQuery: ListQuery,
  user: SessionUser,
  locale: Locale,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const title = formatMessage(pickText(entityNotices.exportTitle, locale), {
    title: pickText(entity.label, locale),
  });
  const sheet = workbook.addWorksheet(pickText(entity.label, locale).slice(0, 31));
  const fields = sheetFields(entity);
  const write = async () => {
    sheet.addRow([title]).commit();
    sheet
      .addRow([
        formatMessage(pickText(entityNotices.exportedBy, locale), { name: user.realname || user.username }),
      ])
      .commit();
    const header = sheet.addRow(sheetHeader(entity, locale));
    header.font = { bold: true };
    header.commit();
    let base = filtered(scopedFrom(entityDb(ctx), entity, scope), entity, listQuery.conditions, ctx.engine);
    if (listQuery.selections.length > 0) base = base.where('id', 'in', listQuery.selections);
    for (let offset = 0; ; offset += CHUNK) {
      const stored = (await ordered(base.selectAll(), listQuery)
        .limit(CHUNK)
        .offset(offset)
        .execute()) as StoredRow[];
      const rows = stored.map((row) => toWire(entity, row));
      const lookup = await textLookup(ctx, entity, rows, locale, scope.tenantId);
      for (const row of rows) {
        sheet
          .addRow(
            spreadsheetRow(
              fields.map((name) =>
                cellValue(entity.fields[name]!, row[name], lookup(name, row[name]), locale),
              ),
            ),
          )
          .commit();
      }
      if (stored.length < CHUNK || offset + CHUNK >= EXPORT_MAX_ROWS) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** `Content-Disposition` of the file, RFC 6266 with a UTF-8 name (the label is Chinese by default). */
export function exportDisposition(entity: EntityDescriptor, locale: Locale): string {
  const name = `${pickText(entity.label, locale)}.xlsx`;
  return `attachment; filename="${entity.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
