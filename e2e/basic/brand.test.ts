import { describe, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { DEMO, loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const B = '/api/basic/brand';

async function api(path: string, init: { method?: string; token?: string; tenant?: string; body?: unknown } = {}) {
  const res = await fetch(`${e2e.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.tenant ? { __tenant: init.tenant } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await res.json().catch(() => null)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (res.status >= 400) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

describe('brand page', () => {
  it('shows an approved brand, sets it in use, and authorises another space’s request to use it', async () => {
    // Unique per attempt: the brand name is held platform-wide.
    const name = `鸿铝${crypto.randomUUID().slice(0, 4)}`;
    const login = await api('/api/user/account/token', { method: 'POST', body: DEMO });
    const token = login.accessToken as string;
    const enterprise = login.currentTenant.tenantId as string;
    const spaces = (await api(`/api/user/account/${login.userId}/tenants`, { token })) as unknown as { tenantId: string; editionType: number }[];
    const personal = spaces.find((s) => s.tenantId !== enterprise)!.tenantId;
    const admin = (await api('/api/user/account/token', { method: 'POST', body: { userName: 'admin', password: DEMO.password } })).accessToken as string;
    // The enterprise applies, the platform approves, the personal space asks to use it.
    const brand = await api(`${B}/apply`, { method: 'POST', token, tenant: enterprise, body: { name } });
    await api(`${B}/${brand.id}/approval`, { method: 'PUT', token: admin, tenant: enterprise, body: { status: 2 } });
    await api(`${B}/use`, { method: 'POST', token, tenant: personal, body: { brandName: name, remark: '代工项目' } });

    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/common/brand');
    const own = page.getByTestId('brand-page').locator('.ant-table-row').filter({ hasText: name });
    await poll(() => own.count()).toBe(1);
    await poll(() => own.innerText()).toContain('已通过');
    await own.getByRole('button', { name: '设为默认' }).click();
    await page.getByText('已设为默认').last().waitFor();

    // The name is listed as taken, as this space's own.
    await page.getByRole('button', { name: '查询名称占用' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '已占用的品牌名称' });
    await modal.getByPlaceholder('输入品牌名称查询').fill(name);
    await modal.getByRole('button', { name: /查\s*询/ }).click();
    await poll(() => modal.locator('.ant-table-row').filter({ hasText: name }).innerText()).toContain('本企业');
    await modal.locator('.ant-modal-close').click();

    // The request of the personal space, authorised here.
    await page.getByRole('tab', { name: '品牌使用授权' }).click();
    const panel = page.getByTestId('brand-use-panel');
    const request = panel.locator('.ant-table-row').filter({ hasText: name }).filter({ hasText: '王建国的个人空间' });
    await poll(() => request.innerText()).toContain('待授权');
    await request.getByRole('button', { name: '审批' }).click();
    await page.locator('.ant-modal-wrap:not([style*="display: none"])').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('审批完成').last().waitFor();
    await poll(() => panel.locator('.ant-table-row').filter({ hasText: name }).first().innerText()).toContain('已授权');
    await panel.locator('.ant-table-row').filter({ hasText: name }).getByRole('button', { name: '撤销授权' }).waitFor();
    await page.close();

    // The platform sees the pending applications of every space and rejects one in its space.
    const pendingName = `待审${crypto.randomUUID().slice(0, 4)}`;
    await api(`${B}/apply`, { method: 'POST', token, tenant: personal, body: { name: pendingName } });
    const op = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await op.goto(`${e2e.server.url}/common/brand`);
    await op.waitForURL(/\/user\/login/);
    await submitLogin(op, { userName: 'admin', password: DEMO.password });
    await op.waitForURL((u) => u.pathname === '/common/brand');
    const app = op.getByTestId('brand-applications').locator('.ant-table-row').filter({ hasText: pendingName });
    await poll(() => app.innerText()).toContain('王建国的个人空间');
    await app.getByRole('button', { name: '驳回' }).click();
    await op.getByPlaceholder('驳回原因，如 商标证书与品牌名称不符').fill('证书不符');
    await op.locator('.ant-modal-wrap:not([style*="display: none"])').getByRole('button', { name: /确\s*定/ }).click();
    await op.getByText('已驳回').last().waitFor();
    await poll(() => app.count()).toBe(0);
    await op.close();
    const rejected = await api(`${B}?filter=${encodeURIComponent(pendingName)}`, { token, tenant: personal });
    if (rejected.items[0]?.status !== 4 || rejected.items[0]?.auditOpinion !== '证书不符') throw new Error(`not rejected: ${JSON.stringify(rejected.items)}`);

    // The personal space may now print it.
    const usable = await api(`${B}/tenant-brand/list`, { token, tenant: personal });
    if (!usable.items.some((b: { name: string }) => b.name === name)) throw new Error('authorised brand missing from tenant-brand/list');
  });
});
