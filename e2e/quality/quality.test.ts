import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose } from '../support/documents.ts';

const e2e = useServerAndBrowser();

/** A call of the web app's own API with the page's stored session (the demo user's). */
const api = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => {
    const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') } });
    return (await res.json()) as T;
  }, url);

const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');

describe('quality pages', () => {
  it('QC log: the demo inspections, an inspector records a defect with the responsible worker, the statistics and scrap list follow', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAt(page, e2e.server.url, '/quality/qc');
    await poll(() => rows(page, 'qc-log').count()).toBe(8);
    expect(await rows(page, 'qc-log').allInnerTexts()).toContainEqual(expect.stringContaining('冯质检'));

    // a label of the demo project nobody has scanned yet
    const [project] = (await api<{ items: { id: string }[] }>(page, `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items;
    const labels = (await api<{ items: { labelNo: string; state: number }[] }>(page, `/api/prod/product/lable-analysis?projectId=${project!.id}&maxResultCount=200`)).items;
    const label = labels.find((l) => l.state === 1)!.labelNo;

    await page.getByRole('button', { name: /录入质检结果/ }).click();
    const modal = page.locator('.ant-modal-wrap:visible');
    const item = (label: string) => modal.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
    await choose(page, item('终端'), 'PDA 质检');
    await choose(page, item('质检工序'), '质检');
    await choose(page, item('质检员'), '冯质检');
    await item('标签').locator('input').fill(label);
    await modal.getByText('不合格', { exact: true }).click();
    await choose(page, item('缺陷类型'), '划伤');
    await choose(page, item('责任工序'), '折弯');
    await choose(page, item('责任人'), '吴师傅');
    await item('扣款（元）').locator('input').fill('8');
    await item('问题描述').locator('textarea').fill('搬运时划伤');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(`标签“${label}”质检结果已保存`).waitFor();
    await modal.getByRole('button', { name: /取\s*消/ }).click();
    await poll(() => rows(page, 'qc-log').count()).toBe(9);
    const added = rows(page, 'qc-log').filter({ hasText: label });
    await poll(() => added.innerText()).toContain('搬运时划伤');
    expect(await added.innerText()).toContain('不合格');
    expect(await added.innerText()).toContain('吴师傅');

    // 质检统计: 5 of 9 passed now; the new defect counts for 吴师傅 with its deduction
    await page.getByRole('tab', { name: '质检统计' }).click();
    await poll(() => page.getByTestId('qc-pass-rate').innerText()).toContain('55.56%');
    const wu = page.getByTestId('qc-by-worker').locator('tr').filter({ hasText: '吴师傅' });
    await poll(() => wu.innerText()).toContain('33.00');

    // 报废标签: the demo's scrapped label
    await page.getByRole('tab', { name: '报废标签' }).click();
    await poll(() => rows(page, 'qc-scrap').count()).toBe(1);
    await page.close();
  });

  it('QC orders: the draft is submitted and approved; the approved one re-created from its failed lines and the copy force-approved; log and failed lines open', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAt(page, e2e.server.url, '/quality/qc-order');
    const listed = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => listed.count()).toBe(2);

    // the draft: its lines came from the QC logs; submit, then approve
    await listed.filter({ hasText: '草稿' }).locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/quality/qc-order-detail' && u.searchParams.has('id'));
    await poll(() => page.getByTestId('document-status').innerText()).toContain('草稿');
    await page.getByTestId('qc-order-addable').waitFor();
    await act(page, '提交');
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');

    // the approved demo order: re-create from its two failed lines, the copy has no results yet; force-approve it
    await page.goto(`${e2e.server.url}/quality/qc-order`);
    await poll(() => listed.filter({ hasText: '已审核' }).count()).toBe(2);
    const approvedRows = await listed.filter({ hasText: '已审核' }).allInnerTexts();
    const oldest = approvedRows.map((t) => /ZJ\d{10}/.exec(t)![0]).sort()[0]!;
    await listed.filter({ hasText: oldest }).locator('a').first().click();
    await poll(() => page.getByTestId('document-title').innerText()).toContain(oldest);
    await page.getByRole('button', { name: '不合格明细' }).click();
    await page.waitForURL((u) => u.pathname === '/quality/qc-order-detail-un-qualified');
    await poll(() => page.getByTestId('qc-order-failed').locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    await page.goBack();
    await page.getByRole('button', { name: '按不合格重新创建' }).click();
    await poll(() => page.getByTestId('document-title').innerText()).not.toContain(oldest);
    expect(await page.getByTestId('document-status').innerText()).toContain('草稿');
    await poll(() => page.getByTestId('document-lines').locator('tr.ant-table-row').count()).toBe(2);
    await act(page, '强制审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');
    await page.getByRole('button', { name: '查看日志' }).click();
    await page.waitForURL((u) => u.pathname === '/quality/qc-order-log');
    await poll(() => page.getByTestId('qc-order-log').innerText()).toContain('强制审核');
    await page.close();
  });
});
