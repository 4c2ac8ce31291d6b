import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose, formItem } from '../support/documents.ts';

const e2e = useServerAndBrowser();
const DESCRIPTION = '第1批外墙板改为香槟金喷涂，已喷部分返工';

describe('change order pages', () => {
  it('creates and approves an order; the recipient sees it in the bell, opening it reads it and shows the detail', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 变更通知: the demo's orders, then 新增
    await loginAt(page, e2e.server.url, '/produce/second-change');
    const listed = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => listed.allInnerTexts()).toEqual([expect.stringContaining('草稿'), expect.stringContaining('已审核')]);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/second-change-detail' && !u.searchParams.has('id'));

    // the head: a type that needs no submission, the project, the demo user to notify, the change
    await choose(page, formItem(page, '变更类型'), '工艺变更');
    await choose(page, formItem(page, '项目'), '佛山金融中心幕墙');
    await choose(page, formItem(page, '通知人员'), '王建国');
    await formItem(page, '提出方').locator('input').fill('客户');
    await formItem(page, '变更内容').locator('textarea').fill(DESCRIPTION);
    // one line: a panel of 第1批 modified
    await page.getByRole('button', { name: /添加明细/ }).click();
    await choose(page, page.getByTestId('line-0-productId'), '佛山金融中心幕墙 第1批', true);
    await page.getByTestId('line-0-field').locator('input').fill('颜色');
    await page.getByTestId('line-0-newValue').locator('input').fill('香槟金');
    await page.getByTestId('document-actions').getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/second-change-detail' && u.searchParams.has('id'));
    // BG + yyMM + the month's serial
    await poll(() => page.getByTestId('document-title').innerText()).toMatch(/BG\d{6,}/);
    const no = /BG\d+/.exec(await page.getByTestId('document-title').innerText())![0];
    expect(await page.getByTestId('document-status').innerText()).toContain('草稿');

    // 审核 (with its optional opinion): approved; the recipient is told, not yet read
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');
    await poll(() => page.getByTestId('change-recipients').innerText()).toContain('未读');

    // the bell: the new notice, unread; clicking it reads it and opens the detail
    await page.goto(`${e2e.server.url}/home`);
    await page.getByTestId('notice-bell').click();
    const notice = page.locator('[data-testid="change-item"]').filter({ hasText: DESCRIPTION.slice(0, 10) });
    await notice.first().waitFor();
    expect(await notice.first().getAttribute('data-status')).toBe('2');
    await notice.first().click();
    await page.waitForURL((u) => u.pathname === '/produce/second-change-detail' && u.searchParams.get('type') === '2' && !!u.searchParams.get('id'));
    await poll(() => page.getByTestId('document-title').innerText()).toContain(no);
    await poll(() => page.getByTestId('change-recipients').innerText()).toContain('已读');
    await page.getByTestId('notice-bell').click();
    await poll(() => notice.first().getAttribute('data-status')).toBe('4');
    await page.keyboard.press('Escape');

    // a revised drawing attached after the approval, then removed
    const files = page.getByTestId('document-attachments');
    await files.locator('input[type=file]').setInputFiles({ name: '变更图纸.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 变更图纸') });
    await files.getByRole('link', { name: '变更图纸.pdf' }).waitFor();
    await files.getByRole('button', { name: '移除变更图纸.pdf' }).click();
    await poll(() => files.getByRole('link', { name: '变更图纸.pdf' }).count()).toBe(0);

    // 查看记录: the openings of this order
    await page.getByTestId('document-actions').getByRole('button', { name: /查看记录/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/second-change-detail-log');
    await poll(() => page.getByTestId('change-view-log').locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('change-view-log').innerText()).toContain(no);

    // 变更类型: the six default types with their switches
    await page.goto(`${e2e.server.url}/produce/change-order-type`);
    const types = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => types.count()).toBe(6);
    expect(await types.first().innerText()).toContain('尺寸变更');
    await page.close();
  });
});
