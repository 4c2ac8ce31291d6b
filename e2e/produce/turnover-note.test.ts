import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TurnoverNoteStatus, turnoverNoteStatusOptions } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
const statusLabel = (v: number) => turnoverNoteStatusOptions.find((o) => o.value === v)!.label;

describe('turnover note pages', () => {
  it('lists the demo note, opens its detail and labels, completes it in one click', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 流转单: the demo's open note from 折弯 to 焊螺柱 on rack A-03
    await loginAt(page, e2e.server.url, '/produce/turnover-note');
    const demo = rows(page, 'turnover-notes').filter({ hasText: 'A-03' });
    await demo.first().waitFor();
    const text = await demo.first().innerText();
    expect(text).toContain('焊螺柱');
    expect(text).toContain(statusLabel(TurnoverNoteStatus.open));
    expect(text).toContain('0/8');

    // 详情: the head and the products, every label still to report
    await demo.first().getByRole('button', { name: /^详\s*情$/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/turnover-note-detail' && u.searchParams.has('id'));
    const detail = page.getByTestId('turnover-detail');
    await detail.getByText('佛山金融中心幕墙').waitFor();
    await rows(page, 'turnover-detail').first().waitFor();
    expect(await page.getByTestId('turnover-status').innerText()).toContain(statusLabel(TurnoverNoteStatus.open));

    // 标签: the first product's labels, none reported yet
    await rows(page, 'turnover-detail').first().getByRole('button', { name: /^标\s*签$/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/turnover-note-lable-detail');
    await rows(page, 'turnover-labels').first().waitFor();
    expect(await rows(page, 'turnover-labels').first().innerText()).toContain('未报工');
    await page.getByTestId('turnover-labels').getByRole('button', { name: /^返\s*回$/ }).click();
    await page.waitForURL((u) => u.pathname === '/produce/turnover-note-detail');

    // 一键完成 with its confirmation: the note is completed, every product reported
    // pages stay mounted in their tabs: the detail's own button, not the hidden list's
    await detail.getByTestId('turnover-complete').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByText('已完成，报工8个标签').waitFor();
    await poll(() => page.getByTestId('turnover-status').innerText()).toContain(statusLabel(TurnoverNoteStatus.completed));
    await poll(async () => (await rows(page, 'turnover-detail').allInnerTexts()).every((t) => /(\d+)\/\1/.test(t))).toBe(true);

    // the list shows it completed, without its 一键完成
    await page.goto(`${e2e.server.url}/produce/turnover-note`);
    await poll(() => demo.first().innerText()).toContain(statusLabel(TurnoverNoteStatus.completed));
    expect(await demo.first().getByTestId('turnover-complete').count()).toBe(0);

    // a detail page opened without its note says so
    await page.goto(`${e2e.server.url}/produce/turnover-note-detail`);
    await page.getByText('未指定流转单，请从流转单列表打开').waitFor();
    await page.close();
  });
});
