import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose, formItem } from '../support/documents.ts';

const e2e = useServerAndBrowser();

/** A GET of the web app's own API with the page's stored session (the demo user's). */
const api = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => {
    const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') } });
    return (await res.json()) as T;
  }, url);

const lineInput = (page: Page, row: number, key: string) => page.getByTestId(`line-${row}-${key}`).locator('input').first();
const save = (page: Page) => page.getByTestId('document-actions').getByRole('button', { name: /保\s*存/ }).click();

describe('outsourcing pages', () => {
  it('an outsourced batch is sent, partly accepted and the unqualified piece returned for redo', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAt(page, e2e.server.url, '/outsources/outsource-out');
    const listed = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => listed.count()).toBe(1);

    // three untouched labels of 第3批
    const [project] = (await api<{ items: { id: string }[] }>(page, `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items;
    const labels = (await api<{ items: { labelNo: string; state: number }[] }>(page, `/api/prod/product/lable-analysis?projectId=${project!.id}&maxResultCount=200`)).items
      .filter((l) => l.state === 1 && l.labelNo.startsWith('B-3F'))
      .map((l) => l.labelNo)
      .sort()
      .slice(-3);
    expect(labels).toHaveLength(3);

    // 新增: supplier, process, project and batch, price; saved, the labels scanned in
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL((u) => u.pathname === '/outsources/outsource-out-detail' && !u.searchParams.has('id'));
    await choose(page, formItem(page, '委外供应商'), '恒润');
    await choose(page, formItem(page, '委外工序'), '喷涂');
    await choose(page, formItem(page, '项目'), '佛山金融中心幕墙');
    await choose(page, formItem(page, '批次'), '佛山金融中心幕墙 第3批');
    await formItem(page, '单价(元)').locator('input').fill('40');
    await save(page);
    await page.waitForURL((u) => u.pathname === '/outsources/outsource-out-detail' && u.searchParams.has('id'));
    await poll(() => page.getByTestId('document-status').innerText()).toContain('草稿');
    await page.getByTestId('outsource-scan-input').fill(labels.join(' '));
    await page.getByTestId('outsource-scan-input').press('Enter');
    await poll(() => page.getByTestId('document-lines').locator('tr.ant-table-row').count()).toBe(3);
    for (const l of labels) expect(await page.getByTestId('document-lines').innerText()).toContain(l);
    await act(page, '提交');
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');

    // 待验收明细 → 新建验收单: two qualified, one unqualified (scratched)
    await page.getByRole('button', { name: '待验收明细' }).click();
    await page.waitForURL((u) => u.pathname === '/outsources/outsource-out-to-acceptance-detail');
    await poll(() => page.getByTestId('to-acceptance').locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await page.getByTestId('create-acceptance').click();
    await page.waitForURL((u) => u.pathname === '/outsources/outsource-out-acceptance-detail' && u.searchParams.has('id'));
    // a fresh load: the pages left behind stay open as tabs, with their own status and actions
    await page.goto(page.url());
    await poll(() => page.getByTestId('document-lines').locator('tr.ant-table-row').count()).toBe(3);
    await lineInput(page, 1, 'qualifiedQty').fill('0');
    await lineInput(page, 1, 'unqualifiedQty').fill('1');
    await choose(page, page.getByTestId('line-1-defectType'), '涂层缺陷');
    await save(page);
    await page.getByText('保存成功').first().waitFor();
    // the saved document, loaded afresh before its actions
    await page.goto(page.url());
    await poll(() => page.getByTestId('total-unqualifiedQty').innerText()).toBe('1');
    await act(page, '提交');
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');

    // 不合格退回: the scratched piece back to the painter for a redo
    await page.getByTestId('create-back').click();
    await page.waitForURL((u) => u.pathname === '/outsources/outsource-out-back-detail' && u.searchParams.has('id'));
    await page.goto(page.url());
    await poll(() => page.getByTestId('document-lines').innerText()).toContain(labels[1]!);
    await act(page, '提交');
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');

    // the out is partly accepted: the redone piece waits for acceptance again
    await page.goto(`${e2e.server.url}/outsources/outsource-out`);
    await poll(() => listed.count()).toBe(2);
    await poll(() => listed.filter({ hasText: '部分验收' }).count()).toBe(2);
    // newest first: ours, then the demo's
    const [mine] = (await api<{ items: { id: string; docNo: string }[] }>(page, '/api/prod/outsource/out?maxResultCount=10')).items;
    const waiting = await api<{ items: { labelNo: string }[] }>(page, `/api/prod/outsource/acceptance/to-accept/${mine!.id}`);
    expect(waiting.items.map((l) => l.labelNo)).toEqual([labels[1]]);
    await page.close();
  });

  it('every /outsources page opens on the demo data', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAt(page, e2e.server.url, '/outsources/outsource-out');
    const [out] = (await api<{ items: { id: string; docNo: string }[] }>(page, '/api/prod/outsource/out?maxResultCount=10')).items;
    const [acc] = (await api<{ items: { id: string; docNo: string }[] }>(page, '/api/prod/outsource/acceptance?maxResultCount=10')).items;
    const open = async (path: string, text: string) => {
      await page.goto(`${e2e.server.url}${path}`);
      await poll(() => page.locator('main, #root').first().innerText()).toContain(text);
    };
    await open('/outsources/outsource-out', out!.docNo);
    await open(`/outsources/outsource-out-detail?id=${out!.id}`, '肇庆市高要区恒润氟碳喷涂厂');
    await open('/outsources/outsource-out-log', '委外发出单日志');
    await open('/outsources/select-outsource-out-order-list', out!.docNo);
    await open(`/outsources/outsource-out-to-acceptance-detail?id=${out!.id}`, '待验收明细');
    await open('/outsources/outsource-out-acceptance', acc!.docNo);
    await open(`/outsources/outsource-out-acceptance-detail?id=${acc!.id}`, out!.docNo);
    await open('/outsources/outsource-out-acceptance-log', '委外验收单日志');
    await open('/outsources/outsource-out-back', '委外退回单');
    await open('/outsources/outsource-out-back-log', '委外退回单日志');
    await open('/outsources/outsource-out-back-detail', '新增委外退回单');
    expect(errors).toEqual([]);
    await page.close();
  });
});
