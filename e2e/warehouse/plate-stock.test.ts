import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** Picks the option of an open-able antd Select inside `scope` by typing part of its label. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, text: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await scope.locator('.ant-select').first().click();
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: text })
      .first();
    await option.waitFor();
    await page.waitForTimeout(300); // the opening animation
    await option.click();
    await page.keyboard.press('Escape');
    if ((await scope.locator('.ant-select').first().innerText()).includes(text)) return;
  }
  throw new Error(`could not choose ${text}`);
}

const formItem = (page: Page, label: string) =>
  page
    .getByTestId('document-detail')
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) });

/** Runs an action of the detail's action bar, confirming its Popconfirm or its opinion dialog. */
async function act(page: Page, label: string) {
  const before = await page.getByTestId('document-status').innerText();
  await page
    .getByTestId('document-actions')
    .locator('button')
    .filter({ hasText: new RegExp(`^${label.split('').join('\\s*')}$`) })
    .click();
  const confirm = page.locator('.ant-popconfirm:visible, .ant-modal-wrap:visible').last();
  await confirm.locator('button').filter({ hasText: /^(确\s*定|OK)$/ }).click();
  await poll(async () => page.getByTestId('document-status').innerText()).not.toBe(before);
}

async function docNo(page: Page) {
  await poll(async () => /B[RC]\d{10}/.test(await page.getByTestId('document-title').innerText())).toBe(true);
  return /B[RC]\d{10}/.exec(await page.getByTestId('document-title').innerText())![0];
}

/** Sheets at a position on the stock page (0 when no row is shown). */
async function stockAt(page: Page, position: string) {
  await page.goto(`${e2e.server.url}/warehouse/material/stock`);
  await page.getByTestId('plate-stock').locator('input').first().fill(position);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page
    .getByTestId('plate-stock')
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: position });
  await page.waitForTimeout(500);
  await page.getByTestId('plate-stock').locator('.ant-table-tbody').waitFor();
  if ((await rows.count()) === 0) return 0;
  return Number(await rows.first().getByTestId('stock-qty').innerText());
}

describe('plate warehouse', () => {
  it('stock-in approved → sheets at their position → stock-out pulled from it and approved → stock drops, log shows both → void returns them', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/warehouse/material/stock-in');
    // The demo's approved stock-ins are listed with their state.
    await page
      .getByTestId('document-list')
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: '已审核' })
      .first()
      .waitFor();

    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/\/warehouse\/material\/stock-in-detail$/);
    await choose(page, formItem(page, '仓库'), '板材仓');
    await page.getByRole('button', { name: '添加明细' }).click();
    await choose(page, page.getByTestId('line-0-materialTextureId'), '5052');
    await page.getByTestId('line-0-thickness').locator('input').fill('6');
    await page.getByTestId('line-0-width').locator('input').fill('1220');
    await page.getByTestId('line-0-length').locator('input').fill('2440');
    await page.getByTestId('line-0-sheets').locator('input').fill('9');
    await page.getByTestId('line-0-position').locator('input').fill('F-9-4');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/stock-in-detail\?id=/);
    const inNo = await docNo(page);
    await act(page, '提交');
    await act(page, '审核');
    await page.getByTestId('document-log').getByTestId('log-entry').filter({ hasText: '审核' }).waitFor();
    expect(await stockAt(page, 'F-9-4')).toBe(9);

    // A stock-out pulls 4 of the 9 sheets through the source picker.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-out-detail`);
    await choose(page, formItem(page, '仓库'), '板材仓');
    await page.getByRole('button', { name: '选择板材入库单' }).click();
    const picker = page.getByTestId('source-picker');
    const row = picker.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: inNo });
    await row.waitFor();
    await row.locator('.ant-checkbox-input').check();
    await row.locator('.ant-input-number input').fill('4');
    await picker.getByRole('button', { name: /引用选中的 1 行/ }).click();
    await page.getByTestId('line-0-sheets').locator('input').waitFor();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/stock-out-detail\?id=/);
    const outNo = await docNo(page);
    await act(page, '提交');
    await act(page, '审核');
    expect(await stockAt(page, 'F-9-4')).toBe(5);

    await page.goto(`${e2e.server.url}/warehouse/material/stock-log`);
    await page.getByTestId('plate-stock-log').locator('input').first().fill('F-9-4');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const moves = page.getByTestId('plate-stock-log').locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => moves.count()).toBe(2);
    expect(await moves.nth(0).innerText()).toContain(outNo);
    expect(await moves.nth(1).innerText()).toContain(inNo);

    await page.goto(`${e2e.server.url}/warehouse/material/stock-out`);
    await page
      .getByTestId('document-list')
      .getByRole('link', { name: outNo })
      .or(page.getByText(outNo, { exact: true }))
      .first()
      .click();
    await page.waitForURL(/stock-out-detail\?id=/);
    await act(page, '作废');
    expect(await stockAt(page, 'F-9-4')).toBe(9);
  });

  it('attaches a delivery note to a stock-in, and submits two drafts at once from the list', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/warehouse/material/stock-in-detail');
    const numbers: string[] = [];
    for (const position of ['C-7-1', 'C-7-2']) {
      if (numbers.length) await page.goto(`${e2e.server.url}/warehouse/material/stock-in-detail`);
      await choose(page, formItem(page, '仓库'), '板材仓');
      await page.getByRole('button', { name: '添加明细' }).click();
      await choose(page, page.getByTestId('line-0-materialTextureId'), '5052');
      await page.getByTestId('line-0-thickness').locator('input').fill('3');
      await page.getByTestId('line-0-width').locator('input').fill('1220');
      await page.getByTestId('line-0-length').locator('input').fill('2440');
      await page.getByTestId('line-0-sheets').locator('input').fill('2');
      await page.getByTestId('line-0-position').locator('input').fill(position);
      if (!numbers.length)
        await page
          .getByTestId('document-attachments')
          .locator('input[type=file]')
          .setInputFiles({ name: '送货单.txt', mimeType: 'text/plain', buffer: Buffer.from('送货单 12 张 5052') });
      if (!numbers.length) await page.getByTestId('document-attachments').getByText('送货单.txt').waitFor();
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.waitForURL(/stock-in-detail\?id=/);
      numbers.push(await docNo(page));
    }
    // The first one keeps its attachment after the save, as a link.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-in`);
    await page.getByTestId('document-list').getByText(numbers[0]!, { exact: true }).click();
    await page.waitForURL(/stock-in-detail\?id=/);
    await page.getByTestId('document-attachments').getByRole('link', { name: '送货单.txt' }).waitFor();

    await page.goto(`${e2e.server.url}/warehouse/material/stock-in`);
    const list = page.getByTestId('document-list');
    for (const no of numbers) {
      const row = list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: no });
      await row.locator('.ant-checkbox-input').check();
    }
    await list.getByTestId('bulk-actions').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: /^提交（2）$/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-modal-confirm-title').filter({ hasText: '批量提交：成功 2 张' }).first().waitFor();
    await page.locator('.ant-modal-confirm').last().getByRole('button', { name: /知道了|确\s*定|OK/ }).click();
    for (const no of numbers)
      await poll(async () => list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: no }).innerText()).toContain('待审核');
  });
});
