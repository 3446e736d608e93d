import {
  type DefaultPrintTemplate,
  defaultPrintTemplates,
} from '../../../src/domain/system/entities/default-print-templates';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';
import { stableId } from '../ids';

/**
 * The default print templates tenant 0 does not have yet (by code), for databases created before they
 * were added; a tenant's own template of the same code is left alone. Used by 0034 and 0091.
 */
export async function insertMissingPrintTemplates(db: MigrationDb): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('sys_print_template').select('code').where('tenant_id', '=', 0).execute()).map(
      (row) => row.code as string,
    ),
  );
  const missing = defaultPrintTemplates.filter((template) => !existing.has(template.code));
  if (missing.length === 0) return;
  const at = toDbDateTime(Date.now());
  await db
    .insertInto('sys_print_template')
    .values(missing.map((template) => printTemplateRow(template, at)))
    .execute();
}

/** The shared (tenant 0) row of a default template, as 0020 and the later migrations insert it. */
export function printTemplateRow(template: DefaultPrintTemplate, at: string) {
  return {
    id: stableId('print_template', template.code),
    tenant_id: 0,
    version: 0,
    create_by: 'system',
    create_time: at,
    code: template.code,
    name: template.name,
    biz_type: template.bizType,
    width_mm: template.widthMm,
    height_mm: template.heightMm,
    content: JSON.stringify(template.design),
  };
}
