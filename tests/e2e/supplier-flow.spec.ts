import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';

type Json = Record<string, unknown>;

const LIST = 'isps-purchase-order-list';

/** Logs in as a demo user in a fresh context and lands on `path` (a buyer picks its department first). */
async function loginAs(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder(/帐户名|Account/).fill(username);
  await page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  const department = page.getByRole('dialog', { name: /部门切换/ });
  await expect(department.or(page.locator('.isps-header'))).toBeVisible({ timeout: 20_000 });
  if (await department.isVisible()) await department.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(path, { timeout: 20_000 });
  return page;
}

/** Calls the API with the page's session, as the page itself would. */
async function api(page: Page, url: string): Promise<Json> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  );
  const answer = await page.request.get(`/jeecg-boot${url}`, { headers: { 'X-Access-Token': token } });
  const json = (await answer.json()) as Json;
  if (json.success !== true) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.result as Json;
}

const itemsOf = async (page: Page, id: string) =>
  (await api(page, `/srm/purchaseOrder/queryById?id=${id}`)).items as Json[];

/** Finds the order on the list page by its number and answers its row once the list shows only it. */
async function orderRow(page: Page, code: string, id: string): Promise<Locator> {
  const list = page.locator(LIST);
  await list.locator('input#entity-query_code').fill(code);
  await list.locator('.isps-query-search').click();
  const rows = list.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-row-key', id);
  return list.locator(`tr[data-row-key="${id}"]`);
}

/** The answer dialog of a row action on the order's items (QuantityLinesModal). */
const answerDialog = (page: Page, title: string) =>
  page.locator(`${LIST} .ant-modal`).filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test.describe('supplier collaboration, domain.md 4.1 steps 1-2, as its users', () => {
  test('the buyer releases an order, the supplier is told at once, confirms one item and asks to change the other, the buyer answers from the workplace', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The supplier is at work before the order is released: its bell must ring without a reload.
    const supplier = await loginAs(browser, 'supplier_a', '/dashboard/analysis');
    const buyer = await loginAs(browser, 'buyer', '/srm/purchase-order');

    // A pending demo order of supplier_a with two items or more (the demo has them in every state).
    const partnerId = DEMO_PARTNER_IDS.supplierA;
    const pending = (await api(
      buyer,
      `/srm/purchaseOrder/list?docStatus=pending&partnerId=${partnerId}&pageSize=50`,
    )) as { records: Json[] };
    let order: Json | undefined;
    for (const record of pending.records) {
      if ((await itemsOf(buyer, String(record.id))).length >= 2) {
        order = record;
        break;
      }
    }
    if (!order) throw new Error('the demo has no pending order of supplier_a with two items');
    const id = String(order.id);
    const code = String(order.code);
    const [first, second] = await itemsOf(buyer, id);

    // Step 1: the buyer releases it.
    await (await orderRow(buyer, code, id)).locator('.isps-row-approve').click();
    await buyer
      .getByRole('dialog', { name: '确定下达该采购订单给供应商吗?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect
      .poll(async () => (await api(buyer, `/srm/purchaseOrder/queryById?id=${id}`)).docStatus)
      .toBe('approved');

    // The supplier's bell shows it without a reload; "go handle" opens the order.
    await supplier.locator('.isps-notice-bell').click();
    await supplier
      .locator('.isps-notice-popover')
      .getByRole('tab', { name: /系统消息/ })
      .click();
    const notice = supplier.locator('.isps-notice-popover').getByText(`新采购订单 ${code} 待确认`, {
      exact: false,
    });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.click();
    await supplier.getByRole('button', { name: /去\s*处\s*理/ }).click();
    await expect(supplier).toHaveURL(`/srm/purchase-order?busId=${id}`);
    const detail = supplier.locator(`${LIST} .isps-entity-detail`);
    await expect(detail).toContainText(code);
    await supplier.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Step 2: supplier_a confirms the first item as ordered (quantity and date preset) and not the second.
    await (await orderRow(supplier, code, id)).locator('.isps-row-confirmItems').click();
    const confirm = answerDialog(supplier, `确认 ${code}`);
    await expect(confirm.locator('.isps-po-items .ant-table-row')).toHaveCount(
      (await itemsOf(buyer, id)).length,
    );
    const secondRow = confirm.locator(`.isps-po-items tr[data-row-key="${second!.id}"]`);
    await secondRow.locator('.ant-input-number input').fill('0');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirm).toBeHidden();
    let [a, b] = await itemsOf(buyer, id);
    expect(a).toMatchObject({
      confirmStatus: 'confirmed',
      confirmedQty: first!.qty,
      supplierPromiseDate: first!.deliveryDate,
    });
    expect(b).toMatchObject({ confirmStatus: 'unconfirmed', confirmedQty: 0 });

    // ... and asks to change the second, with its reason.
    await (await orderRow(supplier, code, id)).locator('.isps-row-requestChange').click();
    const change = answerDialog(supplier, `申请变更 ${code}`);
    await change.locator(`tr[data-row-key="${second!.id}"] .ant-checkbox-input`).check();
    await change.locator('.isps-po-remark').fill('该行交期需推迟一周');
    await change.getByRole('button', { name: /确\s*定/ }).click();
    await expect(change).toBeHidden();
    [a, b] = await itemsOf(buyer, id);
    expect(b).toMatchObject({ confirmStatus: 'change_requested', supplierRemark: '该行交期需推迟一周' });

    // The buyer sees the exception on the workplace and opens the order from it.
    await buyer.goto('/dashboard/workplace');
    const exception = buyer.locator('isps-dashboard-workplace .isps-supplier-exceptions tr', {
      hasText: code,
    });
    await expect(exception).toContainText('该行交期需推迟一周');
    await exception.getByRole('button', { name: code }).click();
    await expect(buyer).toHaveURL(`/srm/purchase-order?busId=${id}`);
    await expect(buyer.locator(`${LIST} .isps-entity-detail`)).toContainText(code);
    await buyer.keyboard.press('Escape');

    // The buyer answers with a new quantity: the item waits for the supplier again.
    const agreed = Number(second!.qty) - 1;
    await (await orderRow(buyer, code, id)).locator('.isps-row-answerChange').click();
    const answer = answerDialog(buyer, `答复变更 ${code}`);
    await answer.locator(`tr[data-row-key="${second!.id}"] .ant-input-number input`).fill(String(agreed));
    await answer.locator('.isps-po-remark').fill('同意, 数量减一');
    await answer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(answer).toBeHidden();
    [a, b] = await itemsOf(buyer, id);
    expect(b).toMatchObject({ confirmStatus: 'unconfirmed', qty: agreed, buyerReply: '同意, 数量减一' });

    // supplier_a confirms the answered item: the whole order is confirmed.
    await (await orderRow(supplier, code, id)).locator('.isps-row-confirmItems').click();
    const again = answerDialog(supplier, `确认 ${code}`);
    await expect(again.locator(`.isps-po-items tr[data-row-key="${second!.id}"]`)).toBeVisible();
    await again.getByRole('button', { name: /确\s*定/ }).click();
    await expect(again).toBeHidden();
    const header = await api(buyer, `/srm/purchaseOrder/queryById?id=${id}`);
    expect(header).toMatchObject({ confirmStatus: 'confirmed', confirmBy: 'supplier_a' });
    expect((await itemsOf(buyer, id)).map((item) => item.confirmStatus)).toEqual(
      (await itemsOf(buyer, id)).map(() => 'confirmed'),
    );
  });
});
