import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DeliveryStatus, LabelState, PackStatus, ReturnStatus } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose, formItem } from '../support/documents.ts';

const e2e = useServerAndBrowser();
const rows = (page: Page, testId = 'document-list') => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A call of the web app's own API with the page's stored session. */
const api = <T = Json>(page: Page, url: string) =>
  page.evaluate(async (u) => {
    const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') } });
    return res.json();
  }, url) as Promise<T>;

const save = async (page: Page, path: RegExp) => {
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(path);
};
/** The number in the detail's title, once saved. */
const titleNo = async (page: Page, re: RegExp) => {
  await poll(async () => re.test(await page.getByTestId('document-title').innerText())).toBe(true);
  return re.exec(await page.getByTestId('document-title').innerText())![0];
};
const idOf = (page: Page) => new URL(page.url()).searchParams.get('id')!;
/** A 1×1 PNG: the photo of the signed delivery note. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('sales: from finished panels to the building site', () => {
  it('the demo project\'s QC-passed labels are packed, stocked, delivered (settled by the area rule) and signed back; a return sends two panels to rework', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/warehouse/product/pack');
    // the five labels the quality demo's inspection passed, left by the sales demo for the packer
    const free = (await api<{ items: { labelNo: string }[] }>(page, '/api/warehouse/product/pick/label/all')).items.map((l) => l.labelNo);
    expect(free.length).toBe(5);

    // 打包: scan the five labels into a pack of the project, seal it, its label prints
    await page.goto(`${e2e.server.url}/warehouse/product/pack?new=1`);
    await choose(page, formItem(page, '项目'), '佛山金融中心幕墙');
    for (const [i, no] of free.entries()) {
      await page.getByRole('button', { name: '添加明细' }).click();
      await page.getByTestId(`line-${i}-labelNo`).locator('input').fill(no);
    }
    await save(page, /\/warehouse\/product\/pack\?id=/);
    const packNo = await titleNo(page, /FSJR\d{10}/);
    await act(page, '封包');
    const [label] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '打印包装标签' }).click()]);
    expect(label.suggestedFilename()).toBe(`包装标签_${packNo}.pdf`);
    const packId = idOf(page);

    // 成品入库: the pack at a position of the product warehouse
    await page.goto(`${e2e.server.url}/warehouse/product/stock-in?new=1`);
    await choose(page, formItem(page, '仓库'), '成品仓');
    await page.getByRole('button', { name: '添加明细' }).click();
    await choose(page, page.getByTestId('line-0-packId'), packNo);
    await page.getByTestId('line-0-position').locator('input').fill('B-2-1');
    await save(page, /\/warehouse\/product\/stock-in\?id=/);
    await act(page, '过账');
    expect((await api(page, `/api/warehouse/product/pack/${packId}`)).status).toBe(PackStatus.inStock);

    // 发货单: the pack against the demo order; consignee and site come from the project
    await page.goto(`${e2e.server.url}/sales/delivery-order-detail`);
    await choose(page, formItem(page, '项目订单'), '佛山金融中心幕墙');
    await formItem(page, '车牌号').locator('input').fill('粤E·E2E18');
    await page.getByRole('button', { name: '添加明细' }).click();
    await choose(page, page.getByTestId('line-0-packId'), packNo);
    await save(page, /\/sales\/delivery-order-detail\?id=/);
    const deliveryNo = await titleNo(page, /FH\d{10}/);
    const deliveryId = idOf(page);
    let d = await api(page, `/api/sales/delivery-order/${deliveryId}`);
    expect(d).toMatchObject({ siteAddress: '佛山市南海区千灯湖', consignee: '李工' });
    // settlement follows the contract's area rule: each piece as the order settled it (≥ 0.5 ㎡ a piece), at the order's price
    const order = await api(page, `/api/sales/project-order/${d.projectOrderId}`);
    const labels = (await api<{ items: Json[] }>(page, '/api/cad/label?maxResultCount=1000')).items.filter((l) => free.includes(l.labelNo));
    const lineOf = (productId: string) => order.lines.find((l: Json) => l.productId === productId);
    const settle = labels.reduce((a, l) => a + Number(lineOf(l.productId).settleArea) / Number(lineOf(l.productId).qty), 0);
    expect(d.settleArea).toBeCloseTo(settle, 3);
    expect(d.settleArea).toBeGreaterThanOrEqual(0.5 * free.length);
    const amount = labels.reduce((a, l) => a + (Number(lineOf(l.productId).settleArea) / Number(lineOf(l.productId).qty)) * Number(lineOf(l.productId).unitPrice), 0);
    expect(d.amount).toBeCloseTo(amount, 1);
    await poll(async () => page.getByTestId('document-computed').innerText()).toContain(String(d.settleArea));
    await act(page, '提交');
    await act(page, '审核');
    await act(page, '发货');
    await poll(async () => (await api(page, `/api/sales/delivery-order/${deliveryId}`)).status).toBe(DeliveryStatus.shipped);
    const states = (await api<{ items: Json[] }>(page, '/api/cad/label?maxResultCount=1000')).items.filter((l) => free.includes(l.labelNo)).map((l) => l.state);
    expect(states).toEqual(free.map(() => LabelState.shipped));

    // 签收回执: the signer and the photo of the signed note
    await page.getByRole('button', { name: '签收回执' }).click();
    const modal = page.locator('.ant-modal-wrap:visible');
    await modal.getByLabel('签收人').fill('李工');
    await modal.locator('input[type=file]').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PHOTO });
    await modal.getByTestId('image-upload').locator('img').waitFor();
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await poll(() => page.getByTestId('document-status').innerText()).toBe('已签收');
    d = await api(page, `/api/sales/delivery-order/${deliveryId}`);
    expect(d).toMatchObject({ status: DeliveryStatus.signed, signer: '李工' });
    expect(d.signPhotoUrl).toMatch(/^\/api\/basic\/file\//);

    // 退货单: two of the delivered panels go back to rework
    await page.goto(`${e2e.server.url}/return/return-order-detail`);
    await choose(page, formItem(page, '发货单'), deliveryNo);
    await choose(page, formItem(page, '退货原因'), '运输损坏');
    await choose(page, formItem(page, '责任方'), '物流');
    for (const i of [0, 1]) {
      await page.getByRole('button', { name: '添加明细' }).click();
      await page.getByTestId(`line-${i}-labelNo`).locator('input').fill(free[i]!);
      await choose(page, page.getByTestId(`line-${i}-disposition`), '返工');
    }
    await save(page, /\/return\/return-order-detail\?id=/);
    await titleNo(page, /TH\d{8}/);
    await act(page, '强制审核');
    await act(page, '收货');
    await act(page, '处理');
    expect((await api(page, `/api/sales/return-order/${idOf(page)}`)).status).toBe(ReturnStatus.processed);
    const after = (await api<{ items: Json[] }>(page, '/api/cad/label?maxResultCount=1000')).items.filter((l) => free.slice(0, 2).includes(l.labelNo));
    expect(after.map((l) => l.state)).toEqual([LabelState.inRework, LabelState.inRework]);
  });

  it('every sales, return and product warehouse route opens on the demo data', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/sales/agreement-order');
    // the demo's rows (text), or an empty list where the demo has none (null: the page opens on its table)
    for (const [path, text, testId] of [
      ['/sales/agreement-order', '已生效', 'document-list'],
      ['/sales/agreement-default-config', '标准幕墙铝板合同', 'table-container'],
      ['/sales/agreement-log', '审核生效', 'document-log-list'],
      ['/sales/project-order', '佛山金融中心幕墙', 'document-list'],
      ['/sales/project-log', '确认', 'document-log-list'],
      ['/sales/select-project-order-list', '佛山金融中心幕墙', 'document-list'],
      ['/sales/receivable-statement', '铝单板 2.5mm 3003', 'table-container'],
      ['/sales/rule-list', '展开面积（最小0.5㎡）', 'table-container'],
      ['/sales/delivery-order', '粤E·5K321', 'document-list'],
      ['/sales/delivery-log', '审核', 'document-log-list'],
      ['/sales/batch-export-delivery-order', '已签收', 'document-list'],
      ['/sales/select-delivery-order-list', '已签收', 'document-list'],
      ['/sales/select-stock-out-order-list', null, 'document-list'],
      ['/sales/batch-export-return-order', '已处理', 'document-list'],
      ['/return/return-order', '已处理', 'document-list'],
      ['/return/return-log', '处理', 'document-log-list'],
      ['/warehouse/product/pack', 'FSJR', 'document-list'],
      ['/warehouse/product/pack-log', '封包', 'document-log-list'],
      ['/warehouse/product/stock-in', '已过账', 'document-list'],
      ['/warehouse/product/stock-in-log', '过账', 'document-log-list'],
      ['/warehouse/product/stock-out', '草稿', 'document-list'],
      ['/warehouse/product/stock-out-log', '新增', 'document-log-list'],
    ] as const) {
      await page.goto(`${e2e.server.url}${path}`);
      if (text === null) await page.getByTestId(testId).locator('.ant-table').waitFor();
      else await page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text }).first().waitFor();
    }
    // a new delivery may pull the pieces the painter accepted (the outsource demo's acceptance) to ship them from there
    await page.goto(`${e2e.server.url}/sales/delivery-order-detail`);
    await page.getByRole('button', { name: '选择委外验收单' }).click();
    const picker = page.locator('.ant-modal-wrap:visible').getByTestId('source-picker');
    await picker.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /WY\d{10}/ }).first().waitFor();
    await page.keyboard.press('Escape');
    // a detail: the contract with its quotation lines
    await page.goto(`${e2e.server.url}/sales/agreement-order`);
    await rows(page).filter({ hasText: '佛山金融中心幕墙铝单板供货合同' }).getByText(/HT\d{10}/).click();
    await page.waitForURL(/agreement-order-detail\?id=/);
    await page.getByTestId('document-lines').getByText('铝单板 2.5mm 3003').waitFor();
  });
});
