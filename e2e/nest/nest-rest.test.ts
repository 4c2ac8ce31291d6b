import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const PASSWORD = '1q2w3E*';
const SPACE = '示范铝业有限公司';

/** The server's API with a user's token (setting up what the pages then show). */
async function apiAs(userName: string) {
  const res = await fetch(`${e2e.server.url}/api/user/account/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password: PASSWORD }) });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const tenants = (await (await fetch(`${e2e.server.url}/api/red/tenants?skipCount=0&maxResultCount=50`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    items?: { id: string; displayName: string; nestQuota: number }[];
  };
  return {
    spaceId: tenants.items?.find((t) => t.displayName === SPACE)?.id,
    spaceQuota: tenants.items?.find((t) => t.displayName === SPACE)?.nestQuota,
    async call<T>(method: string, url: string, body?: unknown, tenant?: string): Promise<T> {
      const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      if (tenant) headers.__tenant = tenant;
      const r = await fetch(`${e2e.server.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
      return (r.status === 204 ? undefined : await r.json()) as T;
    },
  };
}

const rect = (w: number, h: number) => [
  [0, 0],
  [w, 0],
  [w, h],
  [0, h],
];

describe('nest: quota, cost rule, cutting log', () => {
  it('a submit refused for no quota shows the message and opens the purchase dialog of the quota pack', async () => {
    const admin = await apiAs('admin');
    const spaceId = admin.spaceId!;
    expect(spaceId).toBeTruthy();
    await admin.call('PUT', '/api/tenant/account/nest', { tenantId: spaceId, value: 0, reason: 'e2e' });
    try {
      const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
      await loginAt(page, e2e.server.url, '/nest/order');
      const row = page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '待排版' }).first();
      await row.getByRole('button', { name: '提交排版' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '排版额度不足' });
      await dialog.getByText('排版额度不足，请购买排版次数后再提交').waitFor();
      await dialog.getByRole('button', { name: '购买排版额度' }).click();
      await page.locator('.ant-modal').filter({ hasText: '购买排版额度包' }).first().waitFor();
      await page.close();
    } finally {
      await admin.call('PUT', '/api/tenant/account/nest', { tenantId: spaceId, value: Number(admin.spaceQuota) || 1000, reason: 'e2e' });
    }
  });

  it('the platform sets a space’s cost rule, the next nest is charged by it, and the planner reads the result’s cutting log', async () => {
    const admin = await apiAs('admin');
    const spaceId = admin.spaceId!;
    // The platform sets the space's rule (the dialog's call; the dialog itself sits on /statistics/cost and the tenant detail page).
    await admin.call('PUT', `/api/cad/nest/for-admin/${spaceId}/cost`, { basis: 'order', unitPrice: 3 });
    expect(await admin.call('GET', `/api/cad/nest/for-admin/${spaceId}/cost`)).toMatchObject({ basis: 'order', unitPrice: 3, isDefault: false });

    // A small order of the space runs, is accepted and charged 3 by the new rule; a sheet is reported cut.
    const demo = await apiAs('demo');
    const order = await demo.call<{ id: string }>(
      'POST',
      '/api/cad/nest/order',
      {
        materialName: '3003',
        thickness: 2,
        plates: [{ width: 1220, length: 2440 }],
        parameter: { timeLimitSeconds: 1 },
        lines: [{ code: `E2E-${Date.now()}`, quantity: 4, outer: rect(500, 400) }],
        submit: true,
      },
      spaceId,
    );
    let done: { orderState: number; resultId: string | null; cost: number | null } = { orderState: 1, resultId: null, cost: null };
    // The built-in client runs it (1 s time limit); generous room for a loaded machine.
    await expect.poll(async () => (done = await demo.call('GET', `/api/cad/nest/order/${order.id}`, undefined, spaceId)).orderState, { timeout: 60_000, interval: 250 }).toBe(4);
    expect(Number(done.cost)).toBe(3);
    await demo.call('POST', `/api/cad/nest/order/${order.id}/order-state`, { orderState: 8 }, spaceId);
    await demo.call('POST', `/api/cad/nest/order-result-produce/${done.resultId}/log`, { layoutNo: 1, qty: 1, remark: '白班' }, spaceId);

    // The planner opens the result's cutting log from the viewer.
    const planner = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(planner, e2e.server.url, `/nest/order-result?id=${done.resultId}`);
    await planner.getByRole('button', { name: '切割记录' }).click();
    await planner.waitForURL(/\/nest\/result-detail-logs\?id=/);
    await poll(() => planner.getByTestId('nest-cut-total').innerText()).toMatch(/^1 \/ \d+ 张$/);
    await planner.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '白班' }).first().waitFor();
    await planner.close();
  });

  it('the platform administrator, signed in without a space, reaches the nest statistics and sets a space’s cost rule in the dialog', async () => {
    const admin = await apiAs('admin');
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}/statistics/cost`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: PASSWORD });
    await page.waitForURL((u) => u.pathname === '/statistics/cost');
    await page.getByRole('button', { name: '设置计费规则' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '排版计费规则' });
    const form = modal.getByTestId('nest-cost-rule-form');
    await form.locator('.ant-select').click();
    await page.keyboard.type(SPACE);
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: SPACE }).first();
    await option.waitFor();
    await option.click();
    await modal.getByTestId('nest-cost-rule-current').waitFor();
    await form.getByText('按平方米', { exact: true }).click();
    await form.locator('.ant-input-number input').fill('2');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(`已保存“${SPACE}”的排版计费规则`).waitFor();
    expect(await admin.call('GET', `/api/cad/nest/for-admin/${admin.spaceId}/cost`)).toMatchObject({ basis: 'm2', unitPrice: 2, isDefault: false });
    await page.close();
  });
  it('the platform administrator force-deletes a space’s panel and accessory nest orders from their detail pages', async () => {
    const admin = await apiAs('admin');
    const demo = await apiAs('demo');
    const spaceId = admin.spaceId!;
    // A panel order waiting to be submitted, unique per attempt.
    const panel = await demo.call<{ id: string; orderNo: string }>(
      'POST',
      '/api/cad/nest/order',
      { materialName: '3003', thickness: 2, plates: [{ width: 1220, length: 2440 }], parameter: { timeLimitSeconds: 1 }, lines: [{ code: `E2E-FD-${Date.now()}`, quantity: 1, outer: rect(300, 200) }], submit: false },
      spaceId,
    );
    // An accessory order made like the demo's stiffener order (same batches and accessory), not submitted.
    const demoOrders = await demo.call<{ items: { accessoryId: string; batchIds: string[]; accessoryName: string }[] }>('GET', '/api/cad/accessory/order?skipCount=0&maxResultCount=50', undefined, spaceId);
    const model = demoOrders.items.find((o) => o.accessoryName === '铝方管加强筋' && o.batchIds?.length)!;
    expect(model).toBeTruthy();
    const accessory = await demo.call<{ id: string }>('POST', '/api/cad/accessory/order', { batchIds: model.batchIds, accessoryId: model.accessoryId, kerf: 3, trim: 10, submit: false }, spaceId);

    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}/statistics/order-detail?id=${panel.id}`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: PASSWORD });
    await page.waitForURL((u) => u.pathname === '/statistics/order-detail');
    await page.getByText(`排版订单 ${panel.orderNo}`).waitFor();
    await page.getByTestId('nest-force-delete').click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: '强制删除' }).click();
    await page.getByText('已强制删除排版订单').waitFor();
    await page.waitForURL((u) => u.pathname === '/statistics/order');
    await expect.poll(() => page.locator('[data-testid="tab-bar"] [data-tab-key^="/statistics/order-detail"]').count()).toBe(0);
    await expect(demo.call('GET', `/api/cad/nest/order/${panel.id}`, undefined, spaceId)).rejects.toThrow(/404/);

    await page.goto(`${e2e.server.url}/statistics/accessory-order-detail?id=${accessory.id}`);
    await page.getByTestId('nest-force-delete').click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: '强制删除' }).click();
    await page.getByText('已强制删除配件排版订单').waitFor();
    await page.waitForURL((u) => u.pathname === '/statistics/order' && u.search === '?tab=accessory');
    await expect(demo.call('GET', `/api/cad/accessory/order/${accessory.id}`, undefined, spaceId)).rejects.toThrow(/404/);
    await page.close();
  });
  it('a running accessory nest shows its live progress, and the planner stops it from there', async () => {
    const admin = await apiAs('admin');
    const demo = await apiAs('demo');
    const spaceId = admin.spaceId!;
    const stamp = Date.now();
    // The built-in client runs one nest at a time: a long panel nest keeps it busy, so the accessory run waits for our own client.
    // Its parts fit one to a sheet (1300 × 700 on 1220 × 2440), so the area bound is never reached and the
    // run takes its whole time limit: a set that could reach the bound ended in seconds on a fast run.
    const busy = await demo.call<{ id: string }>(
      'POST',
      '/api/cad/nest/order',
      {
        materialName: '3003',
        thickness: 2,
        plates: [{ width: 1220, length: 2440 }],
        parameter: { timeLimitSeconds: 30 },
        lines: Array.from({ length: 4 }, (_, i) => ({ code: `E2E-BUSY-${stamp}-${i}`, quantity: 2, outer: rect(1300, 700 + i) })),
        submit: true,
      },
      spaceId,
    );
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await expect.poll(async () => (await demo.call<{ orderState: number }>('GET', `/api/cad/nest/order/${busy.id}`, undefined, spaceId)).orderState, { timeout: 60_000, interval: 250 }).toBe(2);
      const demoOrders = await demo.call<{ items: { accessoryId: string; batchIds: string[]; accessoryName: string }[] }>('GET', '/api/cad/accessory/order?skipCount=0&maxResultCount=50', undefined, spaceId);
      const model = demoOrders.items.find((o) => o.accessoryName === '铝方管加强筋' && o.batchIds?.length)!;
      const acc = await demo.call<{ id: string }>('POST', '/api/cad/accessory/order', { batchIds: model.batchIds, accessoryId: model.accessoryId, kerf: 3, trim: 10, submit: true }, spaceId);
      // Our client (a stand-alone one, speaking the client protocol) takes the run; runs of earlier attempts are given back as failed.
      const client = await admin.call<{ id: string }>('POST', '/api/nest/client/register', { name: `e2e-${stamp}`, version: 'e2e' });
      let job: { jobId: string; orderId: string } | undefined;
      await expect
        .poll(
          async () => {
            job = await admin.call<{ jobId: string; orderId: string } | undefined>('POST', `/api/nest/client/${client.id}/accessory/claim`, null);
            if (job && job.orderId !== acc.id) await admin.call('POST', `/api/nest/client/${client.id}/jobs/${job.jobId}/failed`, { message: 'e2e' });
            return job?.orderId;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(acc.id);
      const report = (bars: number) => admin.call<{ cancel: boolean }>('POST', `/api/nest/client/${client.id}/accessory/jobs/${job!.jobId}/progress`, { bars, lowerBound: 8, nodes: 65536, elapsedMs: 700 });
      expect(await report(9)).toEqual({ cancel: false });

      await loginAt(page, e2e.server.url, `/nest/accessory-order-detail?id=${acc.id}`);
      const live = page.getByTestId('accessory-live');
      await poll(() => live.textContent()).toContain('当前方案根数9');
      await poll(() => live.textContent()).toMatch(/已用时间\d+秒/);
      await live.getByRole('button', { name: '停止排版' }).click();
      await page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText('停止排版成功').waitFor();
      await live.waitFor({ state: 'detached' });
      // The client learns it at its next report.
      expect(await report(8)).toEqual({ cancel: true });
      expect((await demo.call<{ orderState: number }>('GET', `/api/cad/accessory/order/${acc.id}`, undefined, spaceId)).orderState).toBe(64);
    } finally {
      await page.close();
      await demo.call('POST', `/api/cad/nest/order/${busy.id}/order-state`, { orderState: 64 }, spaceId).catch(() => undefined);
    }
  });
});
