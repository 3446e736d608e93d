import ExcelJS from 'exceljs';
import { toScaled } from '../../../src/domain/entity/scaled-number';
import type { Locale } from '../../../src/domain/i18n-text';
import { pickText } from '../../../src/domain/i18n-text';
import type { Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import './fsm-tables';

/** The columns of the contract workbook: one row per contract and covered unit (domain.md 3.12). */
export const CONTRACT_COLUMNS = [
  { key: 'code', label: { zh: '合同编号', en: 'Contract no' } },
  { key: 'customer', label: { zh: '客户编码', en: 'Customer code' } },
  { key: 'contractType', label: { zh: '合同类型', en: 'Contract type' } },
  { key: 'startDate', label: { zh: '开始日期', en: 'Start date' } },
  { key: 'endDate', label: { zh: '结束日期', en: 'End date' } },
  { key: 'amount', label: { zh: '合同金额', en: 'Amount' } },
  { key: 'slaLevel', label: { zh: 'SLA等级', en: 'SLA level' } },
  { key: 'serialNo', label: { zh: '设备序列号', en: 'Serial no' } },
] as const;

type Key = (typeof CONTRACT_COLUMNS)[number]['key'];

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

const MESSAGES = {
  required: { zh: '{label}不能为空', en: '{label} is required' },
  customer: { zh: '客户编码{value}不存在', en: 'Customer code {value} does not exist' },
  serial: { zh: '设备序列号{value}不存在', en: 'Equipment serial number {value} is unknown' },
  date: { zh: '{label}不是有效日期：{value}', en: '{label} is not a date: {value}' },
  type: { zh: '{label}取值不正确：{value}', en: '{label} has an unknown value: {value}' },
  amount: { zh: '合同金额不正确：{value}', en: 'The amount is not valid: {value}' },
} as const;

function cellText(cell: ExcelJS.CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object' && 'text' in cell) return String(cell.text).trim();
  if (typeof cell === 'object' && 'result' in cell) return String(cell.result ?? '').trim();
  return String(cell).trim();
}

/**
 * importServiceContract (domain.md 3.12): reads the workbook row by row, refuses every row whose customer
 * or equipment serial is unknown (never guessed) or whose values do not fit, and imports nothing unless
 * every row is right, answering the row-numbered errors. Contracts are created once per code; each row
 * adds the coverage of one unit.
 */
export async function importServiceContracts(
  db: Db,
  tenantId: number,
  username: string,
  now: number,
  locale: Locale,
  file: Buffer,
  dictionaries: { contractType: Map<string, string>; slaLevel: Map<string, string> },
): Promise<{ ok: true; contracts: number; rows: number } | { ok: false; errors: ImportRowError[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('entity.import.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('entity.import.badFile');
  let headerRow = 0;
  const columnOf = new Map<Key, number>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount) && headerRow === 0; r++) {
    sheet.getRow(r).eachCell((cell, col) => {
      const text = cellText(cell.value);
      const column = CONTRACT_COLUMNS.find(
        (c) => c.label.zh === text || c.label.en === text || c.key === text,
      );
      if (column) columnOf.set(column.key, col);
    });
    if (columnOf.has('code') && columnOf.has('serialNo')) headerRow = r;
    else columnOf.clear();
  }
  if (headerRow === 0) throw new AppError('entity.import.noHeader');

  const errors: ImportRowError[] = [];
  const message = (row: number, key: Key, text: { zh: string; en: string }, value = '') => {
    const label = pickText(CONTRACT_COLUMNS.find((c) => c.key === key)!.label, locale);
    errors.push({
      row,
      field: key,
      message: pickText(text, locale).replace('{label}', label).replace('{value}', value),
    });
  };
  const rows: { row: number; values: Record<Key, string> }[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
    const values = Object.fromEntries(
      CONTRACT_COLUMNS.map((c) => [
        c.key,
        columnOf.has(c.key) ? cellText(sheet.getRow(r).getCell(columnOf.get(c.key)!).value) : '',
      ]),
    ) as Record<Key, string>;
    if (Object.values(values).every((v) => v === '')) continue;
    rows.push({ row: r, values });
  }
  const partners = db.withTables<{
    mdmBusinessPartner: { id: string; tenantId: number; code: string; delFlag: number };
  }>();
  const customers = new Map(
    (
      await partners
        .selectFrom('mdmBusinessPartner')
        .select(['id', 'code'])
        .where('tenantId', '=', tenantId)
        .where('delFlag', '=', 0)
        .where('code', 'in', [...new Set(rows.map((r) => r.values.customer))].concat(''))
        .execute()
    ).map((p) => [p.code, p.id]),
  );
  const units = new Map(
    (
      await db
        .selectFrom('mdmEquipment')
        .select(['id', 'serialNo'])
        .where('tenantId', '=', tenantId)
        .where('delFlag', '=', 0)
        .where('serialNo', 'in', [...new Set(rows.map((r) => r.values.serialNo))].concat(''))
        .execute()
    ).map((e) => [e.serialNo, e.id]),
  );
  const date = /^\d{4}-\d{2}-\d{2}$/;
  for (const { row, values } of rows) {
    for (const key of ['code', 'customer', 'contractType', 'startDate', 'endDate', 'serialNo'] as const) {
      if (!values[key]) message(row, key, MESSAGES.required);
    }
    if (values.customer && !customers.has(values.customer))
      message(row, 'customer', MESSAGES.customer, values.customer);
    if (values.serialNo && !units.has(values.serialNo))
      message(row, 'serialNo', MESSAGES.serial, values.serialNo);
    for (const key of ['startDate', 'endDate'] as const) {
      if (values[key] && !date.test(values[key])) message(row, key, MESSAGES.date, values[key]);
    }
    if (values.contractType && !dictionaries.contractType.has(values.contractType)) {
      message(row, 'contractType', MESSAGES.type, values.contractType);
    }
    if (values.slaLevel && !dictionaries.slaLevel.has(values.slaLevel))
      message(row, 'slaLevel', MESSAGES.type, values.slaLevel);
    if (values.amount && toScaled(values.amount, 'amount') === undefined)
      message(row, 'amount', MESSAGES.amount, values.amount);
  }
  if (errors.length > 0) return { ok: false, errors };

  const at = toDbDateTime(now);
  const batch = newId();
  let contracts = 0;
  await db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom('fsmServiceContract')
          .select(['id', 'code'])
          .where('tenantId', '=', tenantId)
          .where('delFlag', '=', 0)
          .where('code', 'in', [...new Set(rows.map((r) => r.values.code))])
          .execute()
      ).map((c) => [c.code, c.id]),
    );
    const lineNo = new Map<string, number>();
    for (const { values } of rows) {
      let contractId = existing.get(values.code);
      if (!contractId) {
        contractId = newId();
        existing.set(values.code, contractId);
        contracts += 1;
        await trx
          .insertInto('fsmServiceContract')
          .values({
            id: contractId,
            tenantId,
            code: values.code,
            customerId: customers.get(values.customer)!,
            contractType: dictionaries.contractType.get(values.contractType)!,
            startDate: values.startDate,
            endDate: values.endDate,
            amount: values.amount ? toScaled(values.amount, 'amount')! : null,
            currency: 'CNY',
            slaLevel: values.slaLevel ? dictionaries.slaLevel.get(values.slaLevel)! : null,
            contractStatus: 'active',
            importBatchId: batch,
            status: '1',
            delFlag: 0,
            version: 0,
            createBy: username,
            createTime: at,
            updateBy: null,
            updateTime: null,
          })
          .execute();
      }
      const next = (lineNo.get(contractId) ?? 0) + 1;
      lineNo.set(contractId, next);
      await trx
        .insertInto('fsmServiceContractEquipment')
        .values({
          id: newId(),
          tenantId,
          contractId,
          lineNo: next,
          equipmentId: units.get(values.serialNo)!,
          serialNo: values.serialNo,
          coverageStart: values.startDate,
          coverageEnd: values.endDate,
          createBy: username,
          createTime: at,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  });
  return { ok: true, contracts, rows: rows.length };
}
