import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardMessages, EQUIPMENT_PATH, PROCESS_PATH } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** A call of the web app's own API with the page's stored session (the demo user's). */
const api = <T>(page: Page, url: string, body?: unknown) =>
  page.evaluate(
    async ([u, b]) => {
      const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
      const headers: Record<string, string> = { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') };
      if (b !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(u as string, { method: b === undefined ? 'GET' : 'POST', headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json() };
    },
    [url, body] as const,
  ) as Promise<{ status: number; body: T }>;

type Items<T> = { items: T[] };

describe('production board (看板)', () => {
  it('lists the demo board, its TV page opens without login and its output follows a scan live', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAt(page, e2e.server.url, '/board/board-manage');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '一车间生产大屏' });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('今日各工序产量');

    // the TV: a fresh browser context, no session at all
    const boards = (await api<Items<{ name: string; publicToken: string }>>(page, '/api/prod/board')).body.items;
    const demo = boards.find((b) => b.name === '一车间生产大屏')!;
    const tv = await e2e.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await tv.goto(`${e2e.server.url}/board-screen?token=${encodeURIComponent(demo.publicToken)}`);
    await tv.getByRole('heading', { name: '一车间生产大屏' }).waitFor();
    // the QC demo's inspections: 5 of 8 passed
    expect(await tv.getByTestId('board-qc-rate').innerText()).toBe('62.5%');
    const total = async () => Number(await tv.getByTestId('board-today-total').innerText());
    const before = await total();

    // a scan through the API as the demo user: a label nobody scanned, at 折弯
    const procs = (await api<{ value: string; label: string }[]>(page, `${PROCESS_PATH}/options`)).body;
    const machines = (await api<Items<{ id: string; code: string }>>(page, `${EQUIPMENT_PATH}?maxResultCount=100`)).body.items;
    const staff = (await api<Items<{ id: string; jobNo: string }>>(page, '/api/identity/employees?maxResultCount=100')).body.items;
    const labels = (await api<Items<{ labelNo: string; state: number }>>(page, '/api/cad/label?maxResultCount=1000')).body.items;
    const scan = await api(page, '/api/prod/product/log', {
      qrText: labels.find((l) => l.state === 1)!.labelNo,
      processId: procs.find((p) => p.label === '折弯')!.value,
      equipmentId: machines.find((m) => m.code === 'XF2401010-001')!.id,
      employeeIds: [staff.find((e) => e.jobNo === 'E002')!.id],
    });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    await poll(total).toBeGreaterThan(before);

    // an unknown link says so in Chinese
    const stranger = await e2e.browser.newPage();
    await stranger.goto(`${e2e.server.url}/board-screen?token=${'x'.repeat(32)}`);
    await stranger.getByText(boardMessages.linkNotFound).waitFor();
    await stranger.close();

    // the server goes away (its streams end on close): the TV says it is reconnecting, keeping the last numbers
    await page.close();
    await e2e.server.stop();
    await tv.getByText('连接中断，正在重连…').waitFor();
    expect(await total()).toBeGreaterThan(before);
    await tv.close();
  }, 60_000);
});
