import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose, docNo, formItem, pickSource, stockAt as stockAtOn } from '../support/documents.ts';

const e2e = useServerAndBrowser();
const stockAt = (page: Page, position: string) => stockAtOn(page, e2e.server.url, position);

describe('plate warehouse', () => {
  it('stock-in submitted, passed by incoming QC and posted → sheets at their position → stock-out pulled from it and approved → stock drops, log shows both → void returns them', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/warehouse/material/stock-in');
    // The demo's posted stock-ins are listed with their state.
    await page
      .getByTestId('document-list')
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: '已入库' })
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
    await act(page, '提交检验');
    // Incoming QC: every sheet qualified, then the keeper posts the stock-in.
    const stockInUrl = page.url();
    await page.getByTestId('document-actions').getByRole('button', { name: '来料检验' }).click();
    await page.waitForURL(/\/warehouse\/material\/add-qc-order$/);
    await choose(page, formItem(page, '检验员'), '王建国');
    await pickSource(page, '选择板材入库单', inNo);
    await page.getByTestId('line-0-qualified').locator('input').fill('9');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/add-qc-order\?id=/);
    await act(page, '审核');
    await page.goto(stockInUrl);
    await poll(async () => page.getByTestId('document-status').innerText()).toBe('检验合格');
    await act(page, '入库');
    await page.getByTestId('document-log').getByTestId('log-entry').filter({ hasText: '入库' }).waitFor();
    expect(await stockAt(page, 'F-9-4')).toBe(9);

    // A stock-out pulls 4 of the 9 sheets through the source picker.
    await page.goto(`${e2e.server.url}/warehouse/material/stock-out-detail`);
    await choose(page, formItem(page, '仓库'), '板材仓');
    await pickSource(page, '选择板材入库单', inNo, 4);
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
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: /^提交检验（2）$/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-modal-confirm-title').filter({ hasText: '批量提交检验：成功 2 张' }).first().waitFor();
    await page.locator('.ant-modal-confirm').last().getByRole('button', { name: /知道了|确\s*定|OK/ }).click();
    for (const no of numbers)
      await poll(async () => list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: no }).innerText()).toContain('待检验');
  });
});
