import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** Picks an option of the antd Select of a form item by typing part of its label. */
async function pick(page: Page, label: string, text: string) {
  const item = page.getByTestId('nest-create-form').locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
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

describe('nest orders', () => {
  it('a planner nests a batch of the demo project, watches it run, and sees the sheets drawn with a DXF for the cutting machine', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/nest/order');
    await expect.poll(() => page.title()).toBe('排版订单 - 铝云工厂');
    // The demo's own orders (第2批, split by material and thickness) wait to be submitted.
    const rows = page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: '待排版' }).first().waitFor();
    // The orders before this one (the demo's, one of them already nested at seed time).
    const before = new Set((await rows.allInnerTexts()).map((t) => /PB\d{10}/.exec(t)?.[0]));

    await page.getByRole('button', { name: '新建排版' }).click();
    await pick(page, '项目', '佛山金融中心幕墙');
    await pick(page, '批次', '第1批');
    await page.getByTestId('nest-create-form').locator('.ant-form-item').filter({ has: page.locator('label[title="排版时长(秒)"]') }).locator('input').fill('5');
    await page.getByRole('button', { name: '生成排版订单' }).click();
    await page.getByText(/已生成\d+张排版订单/).waitFor();

    // The new order: a row whose number was not there before.
    let newNo = '';
    await expect
      .poll(async () => {
        newNo = (await rows.allInnerTexts()).map((t) => /PB\d{10}/.exec(t)?.[0] ?? '').find((no) => no && !before.has(no)) ?? '';
        return newNo;
      })
      .not.toBe('');
    await rows.filter({ hasText: newNo }).getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/nest\/order-detail\?id=/);
    // The built-in client runs it (5 s time limit); the page follows it live.
    await page.getByText('待确认').filter({ visible: true }).first().waitFor({ timeout: 60_000 });
    const sheets = page.getByTestId('nest-sheet');
    await sheets.first().locator('svg path.part').first().waitFor();
    const utilisation = await page.getByTestId('nest-utilisation').innerText();
    expect(Number(utilisation.replace('%', ''))).toBeGreaterThan(30);

    // Hovering a part names it; the DXF of a sheet downloads with the result number in its name.
    await sheets.first().locator('svg path.part').first().hover();
    await expect.poll(() => page.getByTestId('nest-hover-code').innerText()).toMatch(/^A-1F-001/);
    const [dxf] = await Promise.all([page.waitForEvent('download'), sheets.first().getByRole('button', { name: /DXF/ }).click()]);
    expect(dxf.suggestedFilename()).toMatch(/^PJ\d{10}-01\.dxf$/);

    // The plate purchase list for purchasing.
    const [purchase] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '板材采购清单' }).click()]);
    expect(purchase.suggestedFilename()).toMatch(/^板材采购清单_PB\d{10}\.xlsx$/);

    // The accepted result is charged in the cost log.
    await page.getByRole('button', { name: '确认结果' }).click();
    await page.getByText('确认结果成功').waitFor();
    await page.goto(`${e2e.server.url}/nest/cost`);
    await page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row').first().getByText('按张').waitFor();
  });
});
