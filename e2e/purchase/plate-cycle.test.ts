import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { DEMO, loginAt, poll, submitLogin } from '../shell/helpers.ts';
import { act, choose, docNo, formItem, pickSource, stockAt } from '../support/documents.ts';

const e2e = useServerAndBrowser();
const rows = (page: Page, testId = 'table-container') => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
const status = (page: Page) => page.getByTestId('document-status').innerText();
const save = async (page: Page, path: RegExp) => {
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(path);
};

/** Opens a nest order's detail from the list and waits until its result is there to confirm. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto(`${e2e.server.url}/nest/order`);
  await rows(page).filter({ hasText: orderNo }).getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/nest\/order-detail\?id=/);
}

describe('plate purchasing: from a nest result to plates on the cutting table', () => {
  it('nest result → purchase task → requisition → order the supplier confirms and ships → stock-in with QC → stock → stock-out for the cut → a remnant the next order uses', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/nest/order');

    // The demo's 3003 2.5 mm order of 第2批 is nested; no such plate is in stock, so accepting it goes to purchasing.
    const demoOrder = rows(page).filter({ hasText: '待排版' }).filter({ hasText: '2.5' }).first();
    await demoOrder.waitFor();
    const orderNo = /PB\d{10}/.exec(await demoOrder.innerText())![0];
    await openOrder(page, orderNo);
    // The list's row buttons stay in the kept tab: act in the detail page's own card.
    await page.locator('.ant-card').filter({ hasText: `排版订单 ${orderNo}` }).getByRole('button', { name: '提交排版' }).click();
    await page.getByText('待确认').filter({ visible: true }).first().waitFor({ timeout: 90_000 });
    await page.getByTestId('nest-sheet').first().waitFor();
    await page.getByRole('button', { name: '确认结果' }).click();
    await page.getByText('库存板材不足，已转采购并生成采购任务').waitFor();

    // The purchase task names the order; a requisition pulls it.
    await page.goto(`${e2e.server.url}/purchase/material/task`);
    const taskRow = rows(page, 'document-list').filter({ hasText: orderNo });
    await taskRow.waitFor();
    expect(await taskRow.innerText()).toContain('待请购');
    const taskNo = /RW\d{10}/.exec(await taskRow.innerText())![0];

    await page.goto(`${e2e.server.url}/purchase/material/requisition/detail`);
    await pickSource(page, '选择采购任务', taskNo);
    await save(page, /requisition\/detail\?id=/);
    const reqNo = await docNo(page);
    await act(page, '提交');
    await act(page, '审核');

    // The purchase order to 华昌 (a supplier with its own space), priced on the A00 market plus the processing fee.
    await page.goto(`${e2e.server.url}/purchase/material/order/detail`);
    await choose(page, formItem(page, '供应商'), '华昌', true);
    await choose(page, formItem(page, '收货仓库'), '板材仓');
    await pickSource(page, '选择请购单', reqNo);
    await page.getByTestId('line-0-processingFee').locator('input').fill('3500');
    await save(page, /order\/detail\?id=/);
    const poNo = await docNo(page);
    const poUrl = page.url();
    await poll(async () => page.getByTestId('document-computed').innerText()).toMatch(/合计金额\s*[1-9]/);
    await act(page, '提交');
    await act(page, '审核');
    await poll(async () => page.getByTestId('supplier-state').innerText()).toBe('待确认');

    // The supplier, in its own space, confirms and ships the order.
    const seller = await (await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await seller.goto(`${e2e.server.url}/supplier/order`);
    await seller.waitForURL(/\/user\/login/);
    await submitLogin(seller, { userName: 'huachang', password: DEMO.password });
    await seller.waitForURL(/\/supplier\/order$/);
    await rows(seller).filter({ hasText: poNo }).getByRole('link', { name: poNo }).or(rows(seller).filter({ hasText: poNo }).getByText(poNo)).first().click();
    await seller.waitForURL(/\/supplier\/order-detail\?id=/);
    await seller.getByRole('button', { name: '确认订单' }).click();
    await seller.locator('.ant-modal-wrap:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await poll(async () => seller.getByTestId('supplier-state').innerText()).toBe('已确认');
    await seller.getByRole('button', { name: /^发\s*货$/ }).click();
    await seller.locator('.ant-modal-wrap:visible').getByLabel('车牌号').fill('粤Y·E2E01');
    await seller.locator('.ant-modal-wrap:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await poll(async () => seller.getByTestId('supplier-state').innerText()).toBe('已发货');

    // The factory sees the answer on its order.
    await page.goto(poUrl);
    await poll(async () => page.getByTestId('supplier-state').innerText()).toBe('已发货');
    expect(await page.getByTestId('supplier-answer').innerText()).toContain('粤Y·E2E01');

    // Stock-in from the order (supplier and warehouse taken from it), incoming QC, posting.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-in-detail`);
    await pickSource(page, '选择采购单', poNo);
    await page.getByTestId('line-0-position').locator('input').fill('D-2-5');
    await save(page, /stock-in-detail\?id=/);
    const inNo = await docNo(page);
    const inUrl = page.url();
    expect(await formItem(page, '供应商').innerText()).toContain('华昌');
    await act(page, '提交检验');
    await page.getByTestId('document-actions').getByRole('button', { name: '来料检验' }).click();
    await page.waitForURL(/add-qc-order$/);
    await choose(page, formItem(page, '检验员'), '王建国');
    await pickSource(page, '选择板材入库单', inNo);
    const sheets = Number(await page.getByTestId('line-0-sheets').locator('input').inputValue());
    expect(sheets).toBeGreaterThan(0);
    await page.getByTestId('line-0-qualified').locator('input').fill(String(sheets));
    await save(page, /add-qc-order\?id=/);
    await act(page, '审核');
    await page.goto(inUrl);
    await poll(() => status(page)).toBe('检验合格');
    await act(page, '入库');
    expect(await stockAt(page, e2e.server.url, 'D-2-5')).toBe(sheets);

    // The order took the sheets it waited for and is confirmed.
    await page.goto(`${e2e.server.url}/nest/order`);
    await poll(async () => rows(page).filter({ hasText: orderNo }).innerText()).toContain('已确认');

    // The cut's stock-out against the nest result frees the reservation and takes the sheets.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-out-detail`);
    await choose(page, formItem(page, '仓库'), '板材仓');
    await choose(page, formItem(page, '排版结果'), 'PJ');
    await pickSource(page, '选择板材入库单', inNo);
    await save(page, /stock-out-detail\?id=/);
    await act(page, '提交');
    await act(page, '审核');
    expect(await stockAt(page, e2e.server.url, 'D-2-5')).toBe(0);

    // The remnant measured after cutting comes back as its own stock row.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-in-detail`);
    await choose(page, formItem(page, '仓库'), '板材仓');
    await page.getByRole('button', { name: '添加明细' }).click();
    await choose(page, page.getByTestId('line-0-materialTextureId'), '3003');
    await page.getByTestId('line-0-thickness').locator('input').fill('2.5');
    await page.getByTestId('line-0-width').locator('input').fill('1500');
    await page.getByTestId('line-0-length').locator('input').fill('1800');
    await page.getByTestId('line-0-isRemnant').locator('button, input').first().click();
    await page.getByTestId('line-0-sheets').locator('input').fill('1');
    await page.getByTestId('line-0-position').locator('input').fill('E-1-2');
    await save(page, /stock-in-detail\?id=/);
    await act(page, '余料入库');
    expect(await stockAt(page, e2e.server.url, 'E-1-2')).toBe(1);

    // The next nest order of that material and thickness is offered the remnant first, and nests on it.
    await page.goto(`${e2e.server.url}/nest/order`);
    await rows(page).filter({ hasText: orderNo }).waitFor();
    const before = new Set((await rows(page).allInnerTexts()).map((t) => /PB\d{10}/.exec(t)?.[0]));
    await page.getByRole('button', { name: '新建排版' }).click();
    await choose(page, page.getByTestId('nest-create-form').locator('.ant-form-item').filter({ has: page.locator('label[title="项目"]') }), '佛山金融中心幕墙');
    await choose(page, page.getByTestId('nest-create-form').locator('.ant-form-item').filter({ has: page.locator('label[title="批次"]') }), '第1批');
    await page.getByTestId('nest-create-form').locator('.ant-form-item').filter({ has: page.locator('label[title="排版时长(秒)"]') }).locator('input').fill('5');
    await page.getByRole('button', { name: '生成排版订单' }).click();
    await page.getByText(/已生成\d+张排版订单/).waitFor();
    let newNo = '';
    await poll(async () => {
      newNo = (await rows(page).allInnerTexts()).map((t) => /PB\d{10}/.exec(t)?.[0] ?? '').find((no) => no && !before.has(no)) ?? '';
      return newNo;
    }).not.toBe('');
    await openOrder(page, newNo);
    expect(await page.getByTestId('nest-order-plates').innerText()).toMatch(/^余料 1500×1800（1张）/);
    await page.getByText('待确认').filter({ visible: true }).first().waitFor({ timeout: 90_000 });
    await page.getByTestId('nest-sheet').filter({ hasText: '余料 1500×1800' }).first().waitFor();
  });

  it('every purchasing, plate warehouse and supplier page opens on the demo data', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/purchase/material/task');
    for (const [path, text] of [
      ['/purchase/material/task', '已请购'],
      ['/purchase/material/requisition', '已下单'],
      ['/purchase/material/order', '已到货'],
      ['/warehouse/material/qc-order', '已审核'],
      ['/warehouse/material/stock-in', '已入库'],
    ] as const) {
      await page.goto(`${e2e.server.url}${path}`);
      await rows(page, 'document-list').filter({ hasText: text }).first().waitFor();
    }
    // The replenishment order: its detail shows what the supplier answered.
    await page.goto(`${e2e.server.url}/purchase/material/order`);
    await rows(page, 'document-list').filter({ hasText: '已到货' }).first().getByText(/CG\d{10}/).click();
    await poll(async () => page.getByTestId('supplier-state').innerText()).toBe('已完成');

    await page.goto(`${e2e.server.url}/warehouse/material/select-purchase-list`);
    await page.getByTestId('source-picker').locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.goto(`${e2e.server.url}/warehouse/material/re-audit-qc-order`);
    await page.getByTestId('document-list').waitFor();

    // The summary: by material and thickness → by size → by position, where A-3-12 holds the 19 sheets that passed QC.
    await page.goto(`${e2e.server.url}/warehouse/material/summary`);
    const row3003 = rows(page, 'plate-summary-summary').filter({ hasText: '3003' }).filter({ has: page.locator('td', { hasText: /^3$/ }) }).first();
    await row3003.waitFor();
    await row3003.locator('a').first().click();
    await page.waitForURL(/summary-group-detail\?/);
    const size = rows(page, 'plate-summary-group').filter({ hasText: '1500×3000' }).first();
    await size.waitFor();
    await size.locator('a').first().click();
    await page.waitForURL(/summary-detail\?/);
    await rows(page, 'plate-summary-detail').filter({ hasText: 'A-3-12' }).first().getByTestId('summary-sheets').filter({ hasText: /^19$/ }).waitFor();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

    // The supplier's own pages.
    const seller = await (await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await seller.goto(`${e2e.server.url}/supplier/product`);
    await seller.waitForURL(/\/user\/login/);
    await submitLogin(seller, { userName: 'huachang', password: DEMO.password });
    await rows(seller).filter({ hasText: '3003-H24' }).first().waitFor();
    await rows(seller).filter({ hasText: '3003-H24' }).first().getByText('规格与价格').click();
    await seller.waitForURL(/product-sku\?productId=/);
    await rows(seller).filter({ hasText: '覆膜' }).first().waitFor();
    await seller.goto(`${e2e.server.url}/supplier/order`);
    await rows(seller).filter({ hasText: '待确认' }).first().waitFor();
  });
});
