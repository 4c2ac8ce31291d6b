import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** Picks an option of the antd Select of a form item of the accessory form by part of its label. */
async function pick(page: Page, label: string, text: string) {
  const item = page.getByTestId('accessory-create-form').locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
  for (let attempt = 0; attempt < 3; attempt++) {
    await item.locator('.ant-select').click();
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first();
    await option.waitFor();
    await page.waitForTimeout(300); // let the opening animation settle
    await option.click();
    await page.keyboard.press('Escape');
    if ((await item.locator('.ant-select').innerText()).includes(text)) return;
  }
  throw new Error(`could not pick ${text} in ${label}`);
}

describe('accessory nest orders', () => {
  it('a planner cuts the demo batch’s stiffener tubes from 6 m bars and sees the bars drawn', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/nest/order?tab=accessory');
    // The demo's own accessory order (第2批 stiffeners) waits to be submitted.
    await page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '铝方管加强筋' }).first().waitFor();

    await page.getByRole('button', { name: '新建配件排版' }).click();
    await pick(page, '项目', '佛山金融中心幕墙');
    await pick(page, '批次', '第2批');
    await pick(page, '型材配件', '铝方管加强筋');
    await expect.poll(() => page.getByTestId('accessory-create-form').locator('.ant-form-item').filter({ has: page.locator('label[title="型材长度(mm)"]') }).locator('input').inputValue()).toBe('6000');
    await page.getByRole('button', { name: '生成配件排版订单' }).click();

    // The new order opens; the built-in client cuts it and the page follows it to the result.
    await page.waitForURL(/\/nest\/accessory-order-detail\?id=/);
    await page.getByText('待确认').first().waitFor({ timeout: 60_000 });
    const bars = page.getByTestId('accessory-bar');
    await bars.first().waitFor();
    expect(await bars.count()).toBeGreaterThanOrEqual(1);
    expect(await bars.first().getByTestId('accessory-cut').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => bars.first().locator('text').first().textContent()).toMatch(/\S/);
    await page.getByText(/利用率 \d+\.\d{2}%/).first().waitFor();

    // The purchase list of bars downloads as Excel.
    const [purchase] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '型材采购清单' }).click()]);
    expect(purchase.suggestedFilename()).toMatch(/^PL\d{10}_型材采购清单\.xlsx$/);
    const orderNo = (await page.getByText(/^配件排版订单 PL\d{10}$/).innerText()).replace('配件排版订单 ', '');

    // Confirmed, it is charged per bar in the accessory cost log.
    await page.getByRole('button', { name: '确认结果' }).click();
    await page.getByText('确认结果成功').waitFor();
    await page.goto(`${e2e.server.url}/nest/cost`);
    await page.getByRole('tab', { name: '配件排版' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: orderNo }).getByText('按根').waitFor();
    // And its result is listed with the accessory results, confirmed.
    await page.goto(`${e2e.server.url}/nest/result`);
    await page.getByRole('tab', { name: '配件排版' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: '铝方管加强筋' }).filter({ hasText: '已确认' }).first().waitFor();
  });
});
