import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API, chooseOption } from './app-support';

type Row = Record<string, unknown> & { id: string };

/** Logs in as the demo administrator and lands on `path` (the admin app renders its element). */
async function login(page: Page, path: string): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder(/帐户名|Account/).fill('admin');
  await page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  await expect(page).toHaveURL(path);
}

/** A GET of the API with the page's session, for the demo records a step works on. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const answer = await page.request.get(`${API}${path}`, { headers: { 'X-Access-Token': token } });
  const body = (await answer.json()) as { success: boolean; result: T };
  expect(body.success).toBe(true);
  return body.result;
}

/** How a reference select names a row: its code and its name (issue 11 point 5). */
const refLabel = (row: Row) => `${String(row.code)} ${String(row.name)}`;

/** Chooses `label` in a searchable select: types `search`, then picks the option titled `label`. */
async function choose(page: Page, select: Locator, search: string, label: string): Promise<void> {
  await chooseOption(page, select, search, label);
  // The next select's options only once this dropdown has closed, or the click may land in this one.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Demo products (created by the seed as `system`; other tests add and remove their own in parallel)
 * whose name no other product has: reference selects show names, so the option chosen by its text is
 * the product meant.
 */
async function productsWithOwnName(page: Page): Promise<Row[]> {
  const { records } = await apiGet<{ records: Row[] }>(page, '/mdm/product/list?pageSize=1000');
  const named = new Map<unknown, number>();
  for (const record of records) named.set(record.name, (named.get(record.name) ?? 0) + 1);
  return records.filter((record) => record.createBy === 'system' && named.get(record.name) === 1);
}

async function confirmModal(element: Locator): Promise<void> {
  await element
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('reports the dispatched equipment of an ECN work order done and the order completes', async ({
  page,
}) => {
  await login(page, '/fsm/EcnWorkOrder');
  const list = page.locator('isps-fsm-ecn-work-order');
  // EC-DEMO-3 of the demo data: approved, two items done and three dispatched.
  const row = list.locator('.ant-table-row', { hasText: 'EC-DEMO-3' });
  await expect(row).toContainText('执行中');
  await row.locator('.isps-row-items-done').click();
  const items = list.locator('.isps-ecn-items');
  await expect(items.locator('.ant-table-row')).toHaveCount(3);
  await expect(list.locator('.ant-modal-title')).toHaveText('选择已完成的设备：EC-DEMO-3');
  await items.locator('thead input[type=checkbox]').check();
  await confirmModal(list);
  await expect(list.locator('.ant-modal-title')).toBeHidden();
  await expect(row).toContainText('已完成');
  await expect(row.locator('.isps-row-items-done')).toHaveCount(0);
});

test('exports the project stage statistics as a workbook with the header row', async ({ page }, testInfo) => {
  await login(page, '/fsm/ProjectStageStatistics');
  const statistics = page.locator('isps-fsm-project-stage-statistics');
  const rows = statistics.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await statistics.locator('.isps-project-stage-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('项目阶段统计.xlsx');
  const file = testInfo.outputPath('project-stages.xlsx');
  await download.saveAs(file);

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('项目阶段统计');
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
    '阶段',
    '地区',
    '数量',
    '按期完成',
    '逾期',
    '进行中',
  ]);
  // One sheet row per table row, the stage under its dictionary text as on the page.
  expect(sheet.rowCount - 2).toBe(await rows.count());
  expect(sheet.getRow(3).getCell(1).value).toBe(await rows.first().locator('td').first().textContent());
});

test('adds stock found during a count as a line with book 0 and the difference', async ({ page }) => {
  await login(page, '/inventory/check');
  // An open (approved, not yet counted) demo count that shows the book, and a product it does not hold.
  const open = await apiGet<{ records: Row[] }>(
    page,
    '/wms/checkInventory/list?docStatus=approved&fulfilStatus=unexecuted&pageSize=50',
  );
  const count = open.records.find((record) => !record.blind)!;
  const detail = await apiGet<Row & { lines: Row[] }>(page, `/wms/checkInventory/queryById?id=${count.id}`);
  const counted = new Set(detail.lines.map((line) => line.productId));
  const product = (await productsWithOwnName(page)).find((record) => !counted.has(record.id))!;
  const positionId = detail.lines[0]!.positionId;
  const place = await apiGet<Row>(page, `/wms/position/queryById?id=${positionId}`);
  const placeLabel = `${place.code} ${place.name}`;

  const list = page.locator('isps-check-inventory-list');
  await list.locator('input#entity-query_code').fill(String(count.code));
  await list.locator('.isps-query-search').click();
  const row = list.locator(`tr[data-row-key="${count.id}"]`);
  await row.locator('.isps-row-found').click();
  await expect(list.locator('.ant-modal-title')).toHaveText(`录入盘点发现的库存：${count.code}`);
  const form = list.locator('.isps-found-stock');
  await choose(page, form.locator('.ant-select').first(), String(product.name), refLabel(product));
  await choose(page, form.locator('.isps-found-position'), String(place.code), placeLabel);
  await form.locator('.isps-found-batch').fill('E2E-FOUND-1');
  await form.locator('.isps-found-qty input').fill('4');
  await confirmModal(list);
  await expect(form).toBeHidden();
  await expect(row).toContainText('执行中');

  // The count's lines: the found one has no book, so the whole count is the difference.
  await row.locator('.isps-row-enter-count').click();
  const found = list.locator('.ant-modal .ant-table-row', { hasText: String(product.name) });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(placeLabel.split(' ')[1]!);
  const cells = found.locator('td');
  await expect(cells.nth(4)).toHaveText('0');
  await expect(cells.nth(5).locator('input')).toHaveValue('4');
  await expect(cells.nth(6)).toHaveText('4');
});

test('a minimum set on the product facility page makes the replenish job order stock', async ({
  page,
}, testInfo) => {
  await login(page, '/mdm/product-facility');
  const facilities = await apiGet<{ records: Row[] }>(page, '/wms/facility/list?pageSize=50');
  const facility = (code: string) => facilities.records.find((record) => record.code === code)!;
  // The line-side store LS01 is replenished from the central warehouse CW01 (demo data).
  const lineSide = facility('LS01');
  const central = facility('CW01');
  // The demo configures every product in the central warehouse (900 settings, 40 with min / max),
  // none in LS01: a product without a setting there, so the one added is new (product and facility
  // are unique together) and the replenish line into LS01 is the test's own.
  const { records: inLineSide } = await apiGet<{ records: Row[] }>(
    page,
    `/mdm/productFacility/list?facilityId=${lineSide.id}&pageSize=1000`,
  );
  const configured = new Set(inLineSide.map((record) => record.productId));
  const product = (await productsWithOwnName(page)).find((candidate) => !configured.has(candidate.id))!;
  expect(product).toBeDefined();
  const stock = await apiGet<{ totals: { usableQty: number } }>(
    page,
    `/wms/inventory/list?productId=${product.id}&facilityId=${lineSide.id}`,
  );
  expect(stock.totals.usableQty).toBeLessThan(50);

  const settings = page.locator('isps-product-facility-list');
  await settings.locator('.isps-toolbar-add').click();
  const form = settings.locator('.isps-entity-form');
  await choose(
    page,
    form.locator('.ant-select', { has: page.locator('#entity-form_productId') }),
    String(product.name),
    refLabel(product),
  );
  await choose(
    page,
    form.locator('.ant-select', { has: page.locator('#entity-form_facilityId') }),
    String(lineSide.name),
    refLabel(lineSide),
  );
  await choose(
    page,
    form.locator('.ant-select', { has: page.locator('#entity-form_replenishFromFacilityId') }),
    String(central.name),
    refLabel(central),
  );
  await form.locator('input#entity-form_minQty').fill('50');
  await form.locator('input#entity-form_maxQty').fill('120');
  await form.locator('input#entity-form_reorderMultiple').fill('25');
  await confirmModal(settings);
  await expect(settings.locator('.ant-message')).toContainText('添加成功！');
  // The product's demo settings in other facilities may be listed too: the row of LS01.
  const setting = settings
    .locator('.ant-table-row', { hasText: String(product.name) })
    .filter({ hasText: String(lineSide.name) });
  await expect(setting).toContainText(String(lineSide.name));
  await expect(setting).toContainText(String(central.name));

  // Excel round trip as on every master-data list: export, delete, import the file back.
  await choose(
    page,
    settings.locator('.isps-query-form .ant-select', { has: page.locator('#entity-query_productId') }),
    String(product.name),
    refLabel(product),
  );
  // The product has demo settings in other facilities: the query names the facility too.
  await choose(
    page,
    settings.locator('.isps-query-form .ant-select', { has: page.locator('#entity-query_facilityId') }),
    String(lineSide.name),
    refLabel(lineSide),
  );
  await settings.locator('.isps-query-search').click();
  await expect(settings.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await settings.locator('.isps-toolbar-export').click();
  const file = testInfo.outputPath('product-facility.xlsx');
  await (await downloading).saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(3).values as unknown[]).slice(1, 8)).toEqual([
    '产品',
    '仓库',
    '默认上架库位',
    '最低库存',
    '最高库存',
    '补货倍数',
    '补货来源仓库',
  ]);
  expect((sheet.getRow(4).values as unknown[]).slice(1, 8)).toEqual([
    product.name,
    lineSide.name,
    undefined,
    50,
    120,
    25,
    central.name,
  ]);
  await setting.locator('.isps-row-delete').click();
  await settings
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(setting).toHaveCount(0);
  await settings.locator('.ant-upload input[type=file]').setInputFiles(file);
  await expect(settings.locator('.ant-message')).toContainText('文件导入成功！数据行数：1');
  await settings.locator('.isps-query-search').click();
  await expect(setting).toContainText(String(central.name));

  // Run the nightly job once from the scheduled jobs page; its run message names the new command.
  await page.goto('/system/quartz-job');
  const jobs = page.locator('isps-sys-quartz-job-list');
  const job = jobs.locator('.ant-table-row', { hasText: 'wms.replenish' });
  await job.getByRole('button', { name: '执行一次' }).click();
  await jobs
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // The list shortens long texts and keeps the whole one in the title. The demo's own min / max
  // settings are below their minimum too, so the run also orders those (one command per route): the
  // new command is the one of the codes going into LS01.
  const runMessage = job.locator('span[title*="replenish commands"]');
  await expect(runMessage).toHaveAttribute(
    'title',
    /^\d+ replenish commands with \d+ lines created: RP\w+(, RP\w+)*$/,
  );
  const [, count, codeList] = /^(\d+) .* created: (.+)$/.exec(
    (await runMessage.getAttribute('title')) ?? '',
  )!;
  const created = codeList!.split(', ');
  expect(created).toHaveLength(Number(count));
  const intoLineSide = await apiGet<{ records: Row[] }>(
    page,
    `/wms/replenish/list?inFacilityId=${lineSide.id}&pageSize=1000`,
  );
  const ours = intoLineSide.records.filter((record) => created.includes(String(record.code)));
  expect(ours).toHaveLength(1);
  const code = String(ours[0]!.code);

  await page.goto('/inventory/replenish');
  const commands = page.locator('isps-replenish-command-list');
  await commands.locator('input#entity-query_code').fill(code);
  await commands.locator('.isps-query-search').click();
  const command = commands.locator('.ant-table-row', { hasText: code });
  await expect(command).toContainText('待审核');
  await expect(command).toContainText(String(central.name));
  await expect(command).toContainText(String(lineSide.name));
  // From nothing up to the maximum 120, rounded up to whole reorder multiples: 5 × 25 = 125.
  await command.locator('.isps-row-detail').click();
  const line = commands.locator('.ant-table-row', { hasText: String(product.name) });
  await expect(line).toContainText('125');
});
