import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { departId, roleId } from '../../server/db/seed/demo-data';
import { DEMO_PASSWORD, loginAs, pageApi } from './app-support';

type Json = Record<string, unknown>;

const COSTS = 'isps-material-cost-list';
const OFFERS = 'isps-offer-info-list';

/** Today as the server's business day (the demo server runs in the machine's zone). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** Finds a document on its list page by its code and answers its row once the list shows only it. */
async function rowOf(page: Page, list: string, code: string, id: string): Promise<Locator> {
  const root = page.locator(list);
  await root.locator('input#entity-query_code').fill(code);
  await root.locator('.isps-query-search').click();
  const rows = root.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-row-key', id);
  return root.locator(`tr[data-row-key="${id}"]`);
}

/** Answers the confirmation dialog a row action opened. */
async function confirm(page: Page): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** `{ requestId, id, version }` of a document action at its current version. */
const actionBody = async (page: Page, path: string, id: string) => ({
  requestId: randomUUID(),
  id,
  version: Number((await pageApi(page, 'GET', `/${path}/queryById?id=${id}`)).version),
});

test.describe('offers and pricing, issue 15, as their users', () => {
  test('a raw material price change is recalculated into the cost, an offer under the minimum margin is approved by the sales manager and printed', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const run = Date.now().toString(36).toUpperCase();
    const admin = await loginAs(browser, 'admin', '/offer/material-cost');
    const add = async (path: string, body: Json, page: Page = admin) =>
      String((await pageApi(page, 'POST', `/${path}/add`, body)).id);

    // The sales user and the sales manager of the walk, and the sales user's master record.
    const users: Record<string, string> = {};
    for (const [username, role] of [
      [`ofr_sales_${run}`, 'sales'],
      [`ofr_manager_${run}`, 'sales_manager'],
    ] as const) {
      await pageApi(admin, 'POST', '/sys/user/add', {
        username,
        realname: username,
        password: DEMO_PASSWORD,
        userType: 'internal',
        selectedroles: roleId(role),
        selecteddeparts: departId('A01'),
      });
      const listed = await pageApi(admin, 'GET', `/sys/user/list?username=${username}`);
      users[role] = String((listed.records as Json[])[0]!.id);
    }
    const salesUserId = await add('mdm/salesUser', {
      code: `SU${run}`,
      name: `Sales ${run}`,
      userId: users.sales,
    });

    // Master data: a customer, a store with a 20 % minimum margin, a raw material at 10 CNY, a product
    // whose approved sale BOM takes 2 of it, and a pending material cost of that product for today.
    const customerId = await add('mdm/businessPartner', { code: `CU${run}`, name: `Customer ${run}` });
    const storeId = await add('mdm/productStore', {
      code: `ST${run}`,
      name: `Projects ${run}`,
      storeType: 'project_sales',
      minMarginPct: 20,
    });
    const productId = await add('mdm/product', {
      code: `FG${run}`,
      name: `Pump ${run}`,
      productType: 'finished',
      uom: 'PCS',
    });
    const firstPrice = {
      lineNo: 1,
      price: 10,
      currency: 'CNY',
      validFrom: '2020-01-01',
      priceSource: 'quote',
    };
    const materialId = await add('ofr/rawMaterial', {
      code: `RM${run}`,
      name: `Copper ${run}`,
      uom: 'KG',
      currency: 'CNY',
      prices: [firstPrice],
    });
    const bomId = await add('ofr/saleBom', {
      code: `SB${run}`,
      productId,
      bomVersion: 'V1',
      lines: [{ lineNo: 1, rawMaterialId: materialId, qty: 2 }],
    });
    await pageApi(admin, 'POST', '/ofr/saleBom/approve', await actionBody(admin, 'ofr/saleBom', bomId));
    const costCode = `MC${run}`;
    const costId = await add('ofr/materialCost', {
      code: costCode,
      productId,
      saleBomId: bomId,
      costDate: today(),
      currency: 'CNY',
    });

    // The price changes: 15 CNY from today (the chain closes the 10 CNY price yesterday).
    const material = await pageApi(admin, 'GET', `/ofr/rawMaterial/queryById?id=${materialId}`);
    await pageApi(admin, 'POST', '/ofr/rawMaterial/edit', {
      id: materialId,
      version: material.version,
      prices: [
        { ...firstPrice, id: (material.prices as Json[])[0]!.id },
        { lineNo: 2, price: 15, currency: 'CNY', validFrom: today(), priceSource: 'market' },
      ],
    });

    // Cost recalculation on the material cost page: 2 × 15 = 30.00, then approved for offers.
    await (await rowOf(admin, COSTS, costCode, costId)).locator('.isps-row-recalculate').click();
    await confirm(admin);
    await expect
      .poll(
        async () => (await pageApi(admin, 'GET', `/ofr/materialCost/queryById?id=${costId}`)).materialCost,
      )
      .toBe(30);
    await (await rowOf(admin, COSTS, costCode, costId)).locator('.isps-row-approve').click();
    await confirm(admin);
    await expect
      .poll(async () => (await pageApi(admin, 'GET', `/ofr/materialCost/queryById?id=${costId}`)).docStatus)
      .toBe('approved');

    // The sales user offers at 35: cost 30, margin 14.29 % under the store's 20 %; he cannot approve it.
    const sales = await loginAs(browser, `ofr_sales_${run}`, '/offer/offer-info');
    const offerCode = `OF${run}`;
    const offerId = await add(
      'ofr/offer',
      {
        code: offerCode,
        customerId,
        productStoreId: storeId,
        salesUserId,
        currency: 'CNY',
        offerDate: today(),
        lines: [{ lineNo: 1, productId, qty: 4, unitPrice: 35 }],
      },
      sales,
    );
    expect(await pageApi(sales, 'GET', `/ofr/offer/queryById?id=${offerId}`)).toMatchObject({
      totalCost: 120,
      totalPrice: 140,
      marginPct: 14.29,
    });
    await (await rowOf(sales, OFFERS, offerCode, offerId)).locator('.isps-row-approve').click();
    await confirm(sales);
    await expect(sales.getByText(/须销售经理审批/).first()).toBeVisible();
    expect((await pageApi(sales, 'GET', `/ofr/offer/queryById?id=${offerId}`)).docStatus).toBe('pending');

    // The sales manager approves the margin and the offer, then prints it.
    const manager = await loginAs(browser, `ofr_manager_${run}`, '/offer/offer-info');
    await (await rowOf(manager, OFFERS, offerCode, offerId)).locator('.isps-row-confirmMargin').click();
    await confirm(manager);
    await expect
      .poll(
        async () => (await pageApi(manager, 'GET', `/ofr/offer/queryById?id=${offerId}`)).marginApprovedBy,
      )
      .toBe(`ofr_manager_${run}`);
    await (await rowOf(manager, OFFERS, offerCode, offerId)).locator('.isps-row-approve').click();
    await confirm(manager);
    await expect
      .poll(async () => (await pageApi(manager, 'GET', `/ofr/offer/queryById?id=${offerId}`)).docStatus)
      .toBe('approved');
    const download = manager.waitForEvent('download');
    await (await rowOf(manager, OFFERS, offerCode, offerId)).locator('.isps-row-printPdf').click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`offer-${offerCode}.pdf`);
    const file = await pdf.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
