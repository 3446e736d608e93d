import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { chooseOption, confirmRowAction, loginAs, openDb, pageApi, searchCode } from './app-support';

type Json = Record<string, unknown>;

const SETTLE_PAGE = '/order/supplier-settle';
const INVOICE_PAGE = '/srm/invoice-application';
const SETTLE_LIST = 'isps-supplier-settle-list';
const INVOICE_LIST = 'isps-invoice-application-list';
const SETTLE = '/oms/supplierSettle';
const INVOICE = '/srm/invoiceApplication';
const SCAN = join(import.meta.dirname, 'fixtures', 'invoice-scan.pdf');
const SUPPLIER = DEMO_PARTNER_IDS.supplierA;

/** Today in China (the tenant's day): the settlement's period and the invoices' date. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Posts a document action as the page's user, with the version it has now. */
async function act(page: Page, base: string, action: string, id: string, extra: Json = {}): Promise<Json> {
  const { version } = await pageApi(page, 'GET', `${base}/queryById?id=${id}`);
  return pageApi(page, 'POST', `${base}/${action}`, { id, version, requestId: randomUUID(), ...extra });
}

/** One row of a table as the server stores it (amounts in cents, quantities in thousandths). */
function dbRow(sql: string, ...params: unknown[]): Record<string, unknown> {
  const db = openDb();
  try {
    const row = db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
    if (!row) throw new Error(`no row: ${sql} ${JSON.stringify(params)}`);
    return row;
  } finally {
    db.close();
  }
}

function dbRows(sql: string, ...params: unknown[]): Record<string, unknown>[] {
  const db = openDb();
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

const settlementRow = (id: string) =>
  dbRow(
    `SELECT doc_status, fulfil_status, supplier_confirm_status, total_qty, amount_excl_tax, tax_amount,
            amount_incl_tax, invoice_status, invoiced_amount
       FROM oms_supplier_settle WHERE id = ?`,
    id,
  );
const settlementLines = (id: string) =>
  dbRows(
    `SELECT id, receipt_line_id, qty, amount, tax_amount, dispute, dispute_remark
       FROM oms_supplier_settle_line WHERE supplier_settle_id = ? ORDER BY line_no`,
    id,
  );
const settledQty = (receiptLineId: string) =>
  Number(dbRow('SELECT settled_qty FROM wms_receipt_line WHERE id = ?', receiptLineId).settled_qty);
const applicationRow = (id: string) =>
  dbRow(
    `SELECT doc_status, fulfil_status, verify_status, verify_by, verify_remark, amount_excl_tax, tax_amount,
            amount_incl_tax, difference_amount, sap_status, sap_doc_no, payment_status
       FROM srm_invoice_application WHERE id = ?`,
    id,
  );

/** A screenshot of the step into the test's folder of test-results. */
const shoot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** The list's row of a document, once the list shows only it (searched by its number). */
async function rowOf(page: Page, list: string, code: string, id: string): Promise<Locator> {
  await searchCode(page, list, code, id);
  return page.locator(`${list} tr[data-row-key="${id}"]`);
}

/** The visible dialog titled `title` (an antd modal inside the page's shadow root). */
const dialog = (page: Page, title: string | RegExp) =>
  page.locator('.ant-modal:visible').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

const OK = /确\s*定/;

/** Saves the entity form open on the page (its dialog's 确定) and waits until it closed. */
async function saveForm(page: Page, form: Locator): Promise<void> {
  await page
    .locator('.ant-modal:visible, .ant-drawer:visible')
    .getByRole('button', { name: OK })
    .last()
    .click();
  await expect(form).toBeHidden();
}

/**
 * What the setup delivers to supplier_a through the API, as the warehouse would: a purchase order of two
 * items released and confirmed, shipped on a delivery note, received and posted. Before it, whatever
 * supplier_a still had to settle from the demo is settled (pending) up to today, so the walk's
 * settlement of today holds exactly these two receipt lines.
 */
async function deliverToSupplierA(pages: { admin: Page; buyer: Page; supplier: Page }) {
  const { admin, buyer, supplier } = pages;
  try {
    await pageApi(buyer, 'POST', `${SETTLE}/generate`, {
      requestId: randomUUID(),
      partnerId: SUPPLIER,
      periodFrom: '2000-01-01',
      periodTo: today(),
    });
  } catch (error) {
    if (!String(error).includes('没有待对账')) throw error;
  }
  const stamp = Date.now().toString(36).toUpperCase();
  const product = async (suffix: string) =>
    String(
      (
        await pageApi(admin, 'POST', '/mdm/product/add', {
          code: `E2E-ST-${stamp}-${suffix}`,
          name: `对账物料 ${suffix}`,
          productType: 'raw_material',
          uom: 'PCS',
        })
      ).id,
    );
  const products = [await product('A'), await product('B')];
  const facility = (
    (await pageApi(admin, 'GET', '/wms/facility/list?facilityType=warehouse&pageSize=1')).records as Json[]
  )[0]!;
  // 12.50 per piece and 45.50 per 100 pieces, both at 13 %: SAP's prices per price unit.
  const po = await pageApi(buyer, 'POST', '/srm/purchaseOrder/add', {
    code: `47${String(Date.now()).slice(-8)}`,
    partnerId: SUPPLIER,
    poType: 'standard',
    poDate: today(),
    facilityId: facility.id,
    items: [
      { lineNo: 1, productId: products[0], qty: 10, uom: 'PCS', netPrice: 12.5, priceUnit: 1, taxRate: 13 },
      { lineNo: 2, productId: products[1], qty: 7, uom: 'PCS', netPrice: 45.5, priceUnit: 100, taxRate: 13 },
    ].map((item) => ({ ...item, deliveryDate: today() })),
  });
  const poId = String(po.id);
  await act(buyer, '/srm/purchaseOrder', 'approve', poId);
  const items = (await pageApi(buyer, 'GET', `/srm/purchaseOrder/queryById?id=${poId}`)).items as Json[];
  await act(supplier, '/srm/purchaseOrder', 'confirmItems', poId, {
    items: items.map((item) => ({ lineId: item.id, confirmedQty: item.qty, promiseDate: today() })),
  });
  const note = await pageApi(supplier, 'POST', '/srm/deliveryNote/add', {
    partnerId: SUPPLIER,
    facilityId: facility.id,
    expectedArrivalDate: today(),
    lines: items.map((item, index) => ({
      lineNo: index + 1,
      poItemId: item.id,
      productId: item.productId,
      qty: item.qty,
      uom: 'PCS',
    })),
  });
  await act(supplier, '/srm/deliveryNote', 'approve', String(note.id));
  const receipt = await pageApi(admin, 'POST', '/wms/receipt/receiveDeliveryNote', {
    requestId: randomUUID(),
    deliveryNoteId: note.id,
    prefill: true,
  });
  const receiptId = String(receipt.id);
  await act(admin, '/wms/receipt', 'approve', receiptId);
  const lines = (await pageApi(admin, 'GET', `/wms/receipt/queryById?id=${receiptId}`)).lines as Json[];
  return { receiptLineIds: lines.map((line) => String(line.id)) };
}

test.describe('supplier settlement and invoice, domain.md 4.1 step 9, as its users (issue 13 point 2)', () => {
  // A step that cannot find its control fails within half a minute, not at the end of the whole walk.
  test.use({ actionTimeout: 30_000 });
  test('the buyer settles supplier_a, the supplier disputes then confirms and invoices with scans, finance verifies, SAP books and pays', async ({
    browser,
  }, info) => {
    test.setTimeout(420_000);
    const sapUrl = process.env.ISPS_E2E_SAP_URL;
    if (!sapUrl) throw new Error('ISPS_E2E_SAP_URL is not set: run through playwright.config.ts');
    // Every user signs in through the login form.
    const admin = await loginAs(browser, 'admin', '/dashboard/analysis');
    const buyer = await loginAs(browser, 'buyer', SETTLE_PAGE);
    const supplier = await loginAs(browser, 'supplier_a', SETTLE_PAGE);
    const finance = await loginAs(browser, 'finance', INVOICE_PAGE);
    const { receiptLineIds } = await deliverToSupplierA({ admin, buyer, supplier });
    expect(receiptLineIds).toHaveLength(2);
    const partner = await pageApi(buyer, 'GET', `/mdm/businessPartner/queryById?id=${SUPPLIER}`);

    // 1. The buyer generates supplier_a's settlement of today from the accepted, unsettled receipts.
    let settleId = '';
    let code = '';
    await test.step('buyer generates the settlement', async () => {
      await buyer.reload();
      const list = buyer.locator(SETTLE_LIST);
      await list.getByRole('button', { name: '生成对账单' }).click();
      const generate = dialog(buyer, '生成对账单');
      await chooseOption(
        buyer,
        generate.locator('.isps-period-partner'),
        String(partner.code),
        new RegExp(String(partner.code)),
      );
      const range = generate.locator('.isps-period-range input');
      for (const index of [0, 1]) {
        await range.nth(index).click();
        await range.nth(index).fill(today());
        await range.nth(index).press('Enter');
      }
      await shoot(buyer, info, '01-buyer-generate');
      await generate.getByRole('button', { name: OK }).click();
      await expect(generate).toBeHidden();
      const made = (
        (await pageApi(
          buyer,
          'GET',
          `${SETTLE}/list?partnerId=${SUPPLIER}&docStatus=pending&pageSize=50&column=createTime&order=desc`,
        )) as { records: Json[] }
      ).records.find((row) => row.periodFrom === today() && row.periodTo === today());
      expect(made, 'the settlement of today').toBeDefined();
      settleId = String(made!.id);
      code = String(made!.code);
      // Two lines, one per receipt line, at the PO net price per price unit, tax per line (exact cents).
      const lines = settlementLines(settleId);
      expect(lines.map((line) => [line.receipt_line_id, line.qty, line.amount, line.tax_amount])).toEqual([
        [receiptLineIds[0], 10_000, 12_500, 1_625],
        [receiptLineIds[1], 7_000, 319, 41],
      ]);
      expect(settlementRow(settleId)).toMatchObject({
        doc_status: 'pending',
        supplier_confirm_status: 'unconfirmed',
        total_qty: 17_000,
        amount_excl_tax: 12_819,
        tax_amount: 1_666,
        amount_incl_tax: 14_485,
        invoice_status: 'not_invoiced',
      });
      // Reserved at generation: a receipt line is never settled twice.
      expect(receiptLineIds.map(settledQty)).toEqual([10_000, 7_000]);
      const row = await rowOf(buyer, SETTLE_LIST, code, settleId);
      await expect(row).toContainText('144.85');
      await expect(row).toContainText('待审核');
      await shoot(buyer, info, '02-buyer-settlement-pending');
    });

    // 2. The buyer publishes it; supplier_a now sees it.
    await test.step('buyer publishes', async () => {
      await confirmRowAction(buyer, SETTLE_LIST, settleId, 'approve', '确定发布该对账单给供应商吗?');
      await expect.poll(() => settlementRow(settleId).doc_status).toBe('approved');
    });

    // 3. supplier_a disputes the second line with a remark.
    const lineIds = settlementLines(settleId).map((line) => String(line.id));
    await test.step('supplier_a disputes one line', async () => {
      await supplier.reload();
      const row = await rowOf(supplier, SETTLE_LIST, code, settleId);
      await expect(row).toContainText('144.85');
      await row.locator('.isps-row-dispute').click();
      const dispute = dialog(supplier, `提出异议 ${code}`);
      await dispute.locator(`tr[data-row-key="${lineIds[1]}"] .ant-checkbox-input`).check();
      await dispute.locator('.isps-settle-remark').fill('只收到5件');
      await shoot(supplier, info, '03-supplier-dispute');
      await dispute.getByRole('button', { name: OK }).click();
      await expect(dispute).toBeHidden();
      expect(settlementRow(settleId).supplier_confirm_status).toBe('rejected');
      expect(settlementLines(settleId).map((line) => [line.dispute, line.dispute_remark])).toEqual([
        [0, null],
        [1, '只收到5件'],
      ]);
    });

    // 4. The buyer withdraws it, corrects the disputed line to 5 and publishes again.
    await test.step('buyer withdraws, corrects and publishes again', async () => {
      await buyer.reload();
      await rowOf(buyer, SETTLE_LIST, code, settleId);
      await confirmRowAction(buyer, SETTLE_LIST, settleId, 'cancelApproval', '确定取消审核吗?');
      await expect.poll(() => settlementRow(settleId).doc_status).toBe('pending');
      const row = await rowOf(buyer, SETTLE_LIST, code, settleId);
      await row.locator('.isps-row-correctLine').click();
      const correct = dialog(buyer, `修正明细 ${code}`);
      const disputed = correct.locator(`tr[data-row-key="${lineIds[1]}"]`);
      await expect(disputed).toContainText('只收到5件');
      await disputed.locator('.ant-input-number input').first().fill('5');
      await shoot(buyer, info, '04-buyer-correct');
      await correct.getByRole('button', { name: OK }).click();
      await expect(correct).toBeHidden();
      // 5 × 45.50 / 100 = 2.275 → 2.28, tax 0.2964 → 0.30; the released 2 pieces are unsettled again.
      expect(
        settlementLines(settleId).map((line) => [line.qty, line.amount, line.tax_amount, line.dispute]),
      ).toEqual([
        [10_000, 12_500, 1_625, 0],
        [5_000, 228, 30, 0],
      ]);
      expect(settlementRow(settleId)).toMatchObject({
        total_qty: 15_000,
        amount_excl_tax: 12_728,
        tax_amount: 1_655,
        amount_incl_tax: 14_383,
      });
      expect(receiptLineIds.map(settledQty)).toEqual([10_000, 5_000]);
      await confirmRowAction(buyer, SETTLE_LIST, settleId, 'approve', '确定发布该对账单给供应商吗?');
      await expect.poll(() => settlementRow(settleId).doc_status).toBe('approved');
      await expect(row).toContainText('143.83');
    });

    // 5. supplier_a confirms.
    await test.step('supplier_a confirms', async () => {
      await supplier.reload();
      await rowOf(supplier, SETTLE_LIST, code, settleId);
      await confirmRowAction(supplier, SETTLE_LIST, settleId, 'confirmSettle', '确定确认该对账单吗?');
      await expect.poll(() => settlementRow(settleId).supplier_confirm_status).toBe('confirmed');
      await shoot(supplier, info, '05-supplier-confirmed');
    });

    // 6. supplier_a files an invoice application with two invoices, uploads a scan of each and submits.
    //    The second invoice has a typo: 27.37 instead of 27.32 net.
    const stamp = String(Date.now()).slice(-8);
    const invoiceNos = [`${stamp}1`, `${stamp}2`];
    let appId = '';
    let appCode = '';
    await test.step('supplier_a files the invoice application with scans and submits', async () => {
      await supplier.goto(INVOICE_PAGE);
      const list = supplier.locator(INVOICE_LIST);
      await list.locator('.isps-toolbar-add').click();
      const form = list.locator('.isps-entity-form');
      await chooseOption(
        supplier,
        form.locator('.ant-select', { has: supplier.locator('#entity-form_supplierSettleId') }),
        code,
        new RegExp(code),
      );
      for (const [index, amount] of ['100', '27.37'].entries()) {
        await form.getByRole('button', { name: '添加行' }).click();
        await form.locator(`#entity-form_lines_${index}_invoiceCode`).fill('044001900111');
        await form.locator(`#entity-form_lines_${index}_invoiceNo`).fill(invoiceNos[index]!);
        const date = form.locator(`#entity-form_lines_${index}_invoiceDate`);
        await date.click();
        await date.fill(today());
        await date.press('Enter');
        await form.locator(`#entity-form_lines_${index}_amountExclTax`).fill(amount);
        await expect(form.locator(`#entity-form_lines_${index}_taxRate`)).toHaveValue('13.00');
      }
      await shoot(supplier, info, '06-supplier-invoice-form');
      await saveForm(supplier, form);
      const made = (
        (await pageApi(supplier, 'GET', `${INVOICE}/list?supplierSettleId=${settleId}&pageSize=10`)) as {
          records: Json[];
        }
      ).records;
      expect(made).toHaveLength(1);
      appId = String(made[0]!.id);
      appCode = String(made[0]!.code);
      // 100.00 + 27.37 net, tax per invoice 13.00 + 3.56: 143.93 gross, 0.10 more than the settlement.
      expect(applicationRow(appId)).toMatchObject({
        doc_status: 'pending',
        amount_excl_tax: 12_737,
        tax_amount: 1_656,
        amount_incl_tax: 14_393,
        difference_amount: 10,
      });
      // The scans, one per invoice, through the file store.
      const row = await rowOf(supplier, INVOICE_LIST, appCode, appId);
      await row.locator('.isps-row-scans').click();
      const scans = dialog(supplier, `上传发票扫描件 ${appCode}`);
      for (const no of invoiceNos) {
        await scans.getByLabel(`044001900111 ${no}`).setInputFiles(SCAN);
      }
      await expect(scans.locator('.isps-invoice-scan-done')).toHaveCount(2);
      await shoot(supplier, info, '07-supplier-scans');
      await scans.getByRole('button', { name: OK }).click();
      await expect(scans).toBeHidden();
      const files = dbRows(
        'SELECT file_id FROM srm_invoice_application_line WHERE invoice_application_id = ? ORDER BY line_no',
        appId,
      );
      expect(files.map((file) => String(file.file_id))).toEqual([
        expect.stringMatching(/\.pdf$/),
        expect.stringMatching(/\.pdf$/),
      ]);
      // The scan is served back to the supplier as the PDF it uploaded.
      const served = await supplier.request.get(
        `/jeecg-boot/sys/common/static/${String(files[0]!.file_id)}`,
        {
          headers: {
            'X-Access-Token': await supplier.evaluate(
              () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
            ),
          },
        },
      );
      expect(served.headers()['content-type']).toContain('application/pdf');
      expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await rowOf(supplier, INVOICE_LIST, appCode, appId);
      await confirmRowAction(supplier, INVOICE_LIST, appId, 'approve', '确定提交该开票申请吗?');
      await expect.poll(() => applicationRow(appId).doc_status).toBe('approved');
    });

    // 7. Finance verifies: refused, naming the difference; rejects it back with a remark.
    await test.step('finance is refused on the difference and rejects the application', async () => {
      await finance.reload();
      const row = await rowOf(finance, INVOICE_LIST, appCode, appId);
      await confirmRowAction(finance, INVOICE_LIST, appId, 'verify', '确定校验通过该开票申请吗?');
      const refusal = finance.locator('.ant-message-notice', { hasText: '相差 0.10' });
      await expect(refusal).toContainText(
        '发票含税合计 143.93 与对账单待开票金额 143.83 相差 0.10, 超过允许的 ±0.05',
      );
      await shoot(finance, info, '08-finance-refused');
      expect(applicationRow(appId)).toMatchObject({ doc_status: 'approved', verify_status: 'unverified' });
      await row.locator('.isps-row-cancelApproval').click();
      const reject = dialog(finance, `确定退回该开票申请吗? ${appCode}`);
      await reject.locator('.isps-remark').fill('第2张发票金额应为27.32');
      await reject.getByRole('button', { name: OK }).click();
      await expect(reject).toBeHidden();
      await expect
        .poll(() => applicationRow(appId))
        .toMatchObject({
          doc_status: 'pending',
          verify_status: 'rejected',
          verify_remark: '第2张发票金额应为27.32',
        });
    });

    // 8. supplier_a corrects the second invoice and submits again.
    await test.step('supplier_a corrects the invoice and submits again', async () => {
      await supplier.reload();
      const row = await rowOf(supplier, INVOICE_LIST, appCode, appId);
      await expect(row).toContainText('已退回');
      await row.locator('.isps-row-edit').click();
      const form = supplier.locator(`${INVOICE_LIST} .isps-entity-form`);
      const amount = form.locator('#entity-form_lines_1_amountExclTax');
      await expect(amount).toHaveValue('27.37');
      await amount.fill('27.32');
      await saveForm(supplier, form);
      // 27.32 at 13 % (tax 3.55): 143.87 gross, 0.04 over the settlement: within ±0.05.
      expect(applicationRow(appId)).toMatchObject({
        amount_excl_tax: 12_732,
        tax_amount: 1_655,
        amount_incl_tax: 14_387,
        difference_amount: 4,
      });
      await rowOf(supplier, INVOICE_LIST, appCode, appId);
      await confirmRowAction(supplier, INVOICE_LIST, appId, 'approve', '确定提交该开票申请吗?');
      await expect.poll(() => applicationRow(appId).doc_status).toBe('approved');
    });

    // 9. Finance verifies: SAP invoice verification is queued in the SAP log.
    await test.step('finance verifies; the SAP log has the invoice_verify row', async () => {
      await finance.reload();
      await rowOf(finance, INVOICE_LIST, appCode, appId);
      await confirmRowAction(finance, INVOICE_LIST, appId, 'verify', '确定校验通过该开票申请吗?');
      await expect
        .poll(() => applicationRow(appId))
        .toMatchObject({ verify_status: 'verified', verify_by: 'finance', difference_amount: 4 });
      expect(settlementRow(settleId).fulfil_status).toBe('executing');
      const queued = dbRow(
        `SELECT interface_code, direction, sync_status, biz_doc_code FROM oms_sap_log
          WHERE biz_doc_id = ? AND direction = 'outbound'`,
        appId,
      );
      expect(queued).toMatchObject({ interface_code: 'invoice_verify', biz_doc_code: appCode });
      await finance.goto('/order/sap-log');
      const log = finance.locator('isps-sap-log-list');
      await log.getByRole('button', { name: /展\s*开/ }).click();
      await log.locator('input#entity-query_bizDocCode').fill(appCode);
      await log.locator('.isps-query-search').click();
      await expect(log.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
      await expect(log.locator('.ant-table-tbody .ant-table-row')).toContainText('发票校验');
      await shoot(finance, info, '09-finance-sap-log');
    });

    // 10. The outbox sends it to the fake SAP, which books it (MIRO number); the settlement is invoiced.
    let sapDocNo = '';
    await test.step('the fake SAP answers', async () => {
      const jobs = (await pageApi(admin, 'GET', '/sys/quartzJob/list?pageSize=100')).records as Json[];
      const outbox = jobs.find((job) => job.jobClassName === 'oms.sapOutbox');
      expect(outbox, 'the SAP outbox job').toBeDefined();
      await expect
        .poll(
          async () => {
            if (applicationRow(appId).sap_status !== 'success')
              await pageApi(admin, 'GET', `/sys/quartzJob/execute?id=${String(outbox!.id)}`);
            return applicationRow(appId).sap_status;
          },
          { timeout: 60_000 },
        )
        .toBe('success');
      const received = (await (await admin.request.get(`${sapUrl}/received`)).json()) as Json[];
      const push = received.find((message) => message.docCode === appCode);
      expect(push).toMatchObject({ interfaceCode: 'invoice_verify', answer: 'accept' });
      expect(push!.payload).toMatchObject({ reference: appCode, settlement: code, grossAmount: '143.87' });
      const application = applicationRow(appId);
      expect(application).toMatchObject({ fulfil_status: 'completed', payment_status: 'unpaid' });
      sapDocNo = String(application.sap_doc_no);
      expect(sapDocNo).toMatch(/^\d{10}$/);
      expect(settlementRow(settleId)).toMatchObject({
        invoice_status: 'invoiced',
        invoiced_amount: 14_387,
        fulfil_status: 'completed',
      });
    });

    // 11. SAP pushes the payment back (its adapter's call); the pages show where the money stands.
    await test.step('the payment comes back and shows on the pages', async () => {
      await pageApi(admin, 'POST', `${INVOICE}/sapPayment`, { sapDocNo, paymentStatus: 'paid' });
      expect(applicationRow(appId).payment_status).toBe('paid');
      await finance.goto(INVOICE_PAGE);
      const row = await rowOf(finance, INVOICE_LIST, appCode, appId);
      await expect(row).toContainText(sapDocNo);
      await expect(row).toContainText('已付款');
      await expect(row).toContainText('143.87');
      await shoot(finance, info, '10-finance-paid');
      await buyer.reload();
      const settled = await rowOf(buyer, SETTLE_LIST, code, settleId);
      await expect(settled).toContainText('已开票');
      await expect(settled).toContainText('已完成');
      await expect(settled).toContainText('143.87');
      await shoot(buyer, info, '11-buyer-settlement-invoiced');
      await supplier.goto(INVOICE_PAGE);
      const own = await rowOf(supplier, INVOICE_LIST, appCode, appId);
      await expect(own).toContainText('已付款');
      await shoot(supplier, info, '12-supplier-paid');
    });
  });
});
