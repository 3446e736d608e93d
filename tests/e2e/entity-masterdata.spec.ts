import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The business partner page of the admin app (menu mdm.businessPartner renders its element). */
const PAGE = '/mdm/business-partner';
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`;

async function login(page: Page): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(PAGE)}`);
  await page.getByPlaceholder(/帐户名|Account/).fill('admin');
  await page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  await expect(page).toHaveURL(PAGE);
}

/** Narrows the list to the test's record through the query form. */
async function searchCode(list: ReturnType<Page['locator']>): Promise<void> {
  await list.locator('input#entity-query_code').fill(CODE);
  await list.locator('.isps-query-search').click();
}

test('adds, edits, exports and re-imports a business partner', async ({ page }, testInfo) => {
  await login(page);
  const list = page.locator('isps-business-partner-list');
  await expect(list.locator('.ant-table')).toBeVisible();

  // Add: the form opens in a modal; the code is checked for duplicates while typing (spec 5).
  await list.locator('.isps-toolbar-add').click();
  const form = list.locator('.isps-entity-form');
  await form.locator('input#entity-form_code').fill(CODE);
  await form.locator('input#entity-form_name').fill('End-to-end partner');
  await form.locator('input#entity-form_contact').fill('Ann');
  await list
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(list.locator('.ant-message')).toContainText('添加成功！');
  await expect(form).toBeHidden();

  await searchCode(list);
  const row = list.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('End-to-end partner');
  await expect(list.locator('.ant-pagination-total-text')).toContainText('共 1 条');

  // Edit: the saved version travels with the form; the list shows the new short name.
  await row.locator('.isps-row-edit').click();
  await form.locator('input#entity-form_shortName').fill('E2E short');
  await list
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(list.locator('.ant-message')).toContainText('编辑成功!');
  await expect(form).toBeHidden();
  await expect(row).toContainText('E2E short');

  // Export with the same filter: the workbook holds exactly this record.
  const downloading = page.waitForEvent('download');
  await list.locator('.isps-toolbar-export').click();
  const download = await downloading;
  const file = testInfo.outputPath('partners.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(3).getCell(1).value).toBe('伙伴编码');
  expect(sheet.getRow(4).getCell(1).value).toBe(CODE);
  expect(sheet.getRow(4).getCell(3).value).toBe('E2E short');
  expect(sheet.rowCount).toBe(4);

  // Delete it (with the confirmation of spec 5), then import the exported file back.
  await row.locator('.isps-row-delete').click();
  await list
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(list.locator('.ant-message')).toContainText('删除成功!');
  await expect(row).toHaveCount(0);

  await list.locator('.ant-upload input[type=file]').setInputFiles(file);
  await expect(list.locator('.ant-message')).toContainText('文件导入成功！数据行数：1');
  await searchCode(list);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E2E short');
  await expect(row).toContainText('End-to-end partner');

  // The same file again: the code exists, so nothing is imported and the row is named.
  await list.locator('.ant-upload input[type=file]').setInputFiles(file);
  await expect(list.locator('.ant-modal-confirm')).toContainText(`第4行：伙伴编码“${CODE}”已存在`);
});
