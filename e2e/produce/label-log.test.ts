import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { labelLogAuditStateOptions, LabelLogAuditState, scanMessages } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
const stateLabel = (v: number) => labelLogAuditStateOptions.find((o) => o.value === v)!.label;
/** The label number cell of a list row (the second column: 扫码时间, 标签号, …; the audit list has its checkbox first). */
const labelNoIn = async (page: Page, testId: string, process: string, cell: number) =>
  (await rows(page, testId).filter({ hasText: process }).first().locator('td').nth(cell).innerText()).trim();

describe('label pages', () => {
  it("traces a demo label's scans, approves one pending scan and rejects another with a remark, sees them in the log, downloads the audit list", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 标签查询: the demo's 第2批 labels went through cutting, bending and stud welding; a QR text finds the label.
    await loginAt(page, e2e.server.url, '/label/query');
    await rows(page, 'label-query').filter({ hasText: '焊螺柱' }).first().waitFor();
    const traced = await labelNoIn(page, 'label-query', '焊螺柱', 1);
    await page.getByPlaceholder('输入标签号或扫描标签二维码').fill(`${traced}|0a1b2c3d`);
    await page.getByPlaceholder('输入标签号或扫描标签二维码').press('Enter');
    const trace = page.getByTestId('label-trace');
    await trace.getByText(traced, { exact: true }).waitFor();
    const scans = rows(page, 'label-trace');
    // and yesterday's inspection at 质检 (the quality demo)
    await poll(() => scans.count()).toBe(4);
    expect(await scans.nth(0).innerText()).toContain('激光切割');
    expect(await scans.nth(1).innerText()).toContain('折弯');
    expect(await scans.nth(2).innerText()).toContain('焊螺柱');
    expect(await scans.nth(3).innerText()).toContain('质检');
    // a link to the page with ?labelNo= opens on that label
    await page.goto(`${e2e.server.url}/label/query?labelNo=${encodeURIComponent(traced)}`);
    await poll(() => rows(page, 'label-trace').count()).toBe(4);

    // 标签审核: two pending scans, one approved, one rejected (a rejection needs its remark).
    await page.goto(`${e2e.server.url}/label/audit`);
    await rows(page, 'label-audit').first().waitFor();
    const pending = stateLabel(LabelLogAuditState.pending);
    expect(await rows(page, 'label-audit').first().innerText()).toContain(pending);
    const approved = await labelNoIn(page, 'label-audit', '焊螺柱', 2);
    const rejected = await labelNoIn(page, 'label-audit', '激光切割', 2);
    const row = (no: string, process: string) => rows(page, 'label-audit').filter({ hasText: no }).filter({ hasText: process });

    await row(approved, '焊螺柱').locator('.ant-checkbox-input').check();
    await page.getByTestId('audit-approve').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
    await page.getByText('已通过1条扫码记录').waitFor();
    await poll(() => row(approved, '焊螺柱').count()).toBe(0);

    await row(rejected, '激光切割').locator('.ant-checkbox-input').check();
    await page.getByTestId('audit-reject').click();
    await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
    await dialog.getByText(scanMessages.rejectNeedsRemark).waitFor();
    await page.getByTestId('audit-remark').fill('切割尺寸不符，重新下料');
    await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
    await page.getByText('已驳回1条扫码记录').waitFor();
    await poll(() => row(rejected, '激光切割').count()).toBe(0);

    // 审核导出 answers a workbook.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-download').click()]);
    expect(file.suggestedFilename()).toBe('标签审核.xlsx');
    const head = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      void file.createReadStream().then((s) => s.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject));
    });
    expect(head.subarray(0, 2).toString()).toBe('PK');

    // 标签日志: both show their new state; the period's totals are above the list.
    await page.goto(`${e2e.server.url}/label/log`);
    await page.getByTestId('label-totals-process').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '焊螺柱' }).waitFor();
    const log = (no: string, process: string) => rows(page, 'label-log').filter({ hasText: no }).filter({ hasText: process });
    for (const [no, process, state] of [
      [approved, '焊螺柱', LabelLogAuditState.approved],
      [rejected, '激光切割', LabelLogAuditState.rejected],
    ] as const) {
      await page.getByPlaceholder('标签号、产品编号或项目').fill(no);
      await page.getByTestId('search-bar').getByRole('button', { name: /^查\s*询$/ }).click();
      await poll(() => log(no, process).first().innerText({ timeout: 1000 }).catch(() => '')).toContain(stateLabel(state));
    }

    // the totals follow the list's process (the QC demo's inspections at 质检 are the fourth)
    const byProcess = page.getByTestId('label-totals-process').locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => byProcess.count()).toBe(4);
    await page.getByTestId('search-bar').locator('#processId').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^焊螺柱$/ }).click();
    await page.getByTestId('search-bar').getByRole('button', { name: /^查\s*询$/ }).click();
    await poll(() => byProcess.count()).toBe(1);
    expect(await byProcess.first().innerText()).toContain('焊螺柱');
  });
});
