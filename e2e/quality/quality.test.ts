import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';
import { act, choose, docNo } from '../support/documents.ts';

const e2e = useServerAndBrowser();

/** A call of the web app's own API with the page's stored session (the demo user's). */
const api = <T>(page: Page, url: string, body?: unknown) =>
  page.evaluate(
    async ([u, b]) => {
      const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
      const headers: Record<string, string> = { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') };
      if (b !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(u as string, { method: b === undefined ? 'GET' : 'POST', headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return (await res.json()) as T;
    },
    [url, body] as const,
  );
/** The label the inspector found scratched in the first test: the rework test takes it on. */
let defective = '';

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
    defective = label;

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

  it('rework: the defective label on an approved QC order, a rework order from its failed line reopens 折弯 and 打磨, the rescans complete it and the re-created QC order passes', async () => {
    expect(defective).not.toBe('');
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAt(page, e2e.server.url, '/quality/qc-order');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL((u) => u.pathname === '/quality/qc-order-detail' && !u.searchParams.has('id'));
    const field = (label: string) => page.getByTestId('document-detail').locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
    await choose(page, field('项目'), '佛山金融中心幕墙');
    await choose(page, field('质检工序'), '质检');
    await choose(page, field('质检员'), '王建国');
    await page.getByTestId('document-actions').getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL((u) => u.pathname === '/quality/qc-order-detail' && u.searchParams.has('id'));
    const qcNo = await docNo(page);
    const addable = page.getByTestId('qc-order-addable').locator('tr.ant-table-row').filter({ hasText: defective });
    await addable.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /添加选中的 1 个标签/ }).click();
    await poll(() => page.getByTestId('document-lines').innerText()).toContain(defective);
    await act(page, '提交');
    await act(page, '审核');

    // 新增返工单 from the order's failed line: back through 打磨
    await page.goto(`${e2e.server.url}/quality/add-rework-order`);
    await choose(page, page.getByTestId('add-rework'), qcNo);
    await choose(page, page.getByTestId(`rework-processes-${defective}`).locator('..'), '打磨');
    await page.getByRole('button', { name: '创建返工单' }).click();
    await page.waitForURL((u) => u.pathname === '/quality/rework-order-detail' && u.searchParams.has('id'));
    await poll(() => page.getByTestId('document-status').innerText()).toContain('草稿');
    await act(page, '审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');

    // the rescan at 打磨 (the floor's terminal) completes it; the inspector passes the piece again
    const ids = async (url: string, key: string) => Object.fromEntries(((await api<{ items: Record<string, string>[] }>(page, url)).items ?? []).map((x) => [x[key], x.id]));
    const terminals = await ids('/api/prod/equipment?maxResultCount=100', 'code');
    const staff = await ids('/api/identity/employees?maxResultCount=100', 'jobNo');
    const procs = Object.fromEntries((await api<{ value: string; label: string }[]>(page, '/api/prod/process/options')).map((p) => [p.label, p.value]));
    // the responsible process (折弯) was proposed with it: both are rescanned
    const bend = await api<{ id?: string; error?: { message: string } }>(page, '/api/prod/product/log', { qrText: defective, processId: procs['折弯'], equipmentId: terminals['XF2401010-001'], employeeIds: [staff.E002], isRework: true });
    expect(bend.error?.message).toBeUndefined();
    await page.reload();
    await poll(() => page.getByTestId('document-status').innerText()).toContain('返工中');
    const rescan = await api<{ id?: string; error?: { message: string } }>(page, '/api/prod/product/log', { qrText: defective, processId: procs['打磨'], equipmentId: terminals['XF2401010-002'], employeeIds: [staff.E003], isRework: true });
    expect(rescan.error?.message).toBeUndefined();
    await page.reload();
    await poll(() => page.getByTestId('document-status').innerText()).toContain('已完成');
    const again = await api<{ error?: { message: string } }>(page, '/api/prod/qc/qc-log', { qrText: defective, processId: procs['质检'], equipmentId: terminals['XF2401010-003'], employeeIds: [staff.E006], isRework: true, result: 1 });
    expect(again.error?.message).toBeUndefined();

    // the QC order: re-created from its failed line, the copy passes
    await page.goto(`${e2e.server.url}/quality/qc-order`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: qcNo }).locator('a').first().click();
    await poll(() => page.getByTestId('document-title').innerText()).toContain(qcNo);
    await page.getByRole('button', { name: '按不合格重新创建' }).click();
    await poll(() => page.getByTestId('document-title').innerText()).not.toContain(qcNo);
    await poll(() => page.getByTestId('document-lines').innerText()).toContain(defective);
    await act(page, '强制审核');
    expect(await page.getByTestId('document-status').innerText()).toContain('已审核');
    await page.close();
  });
});
