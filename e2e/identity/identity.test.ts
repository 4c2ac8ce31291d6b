import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { DEMO, clickNotice, loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const TENANT = '示范铝业有限公司';

/** A fresh browser context (its own storage) signed in as the user, on /home. */
async function signedIn(browser: Browser, base: string, user: { userName: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${base}/home`);
  await page.waitForURL(/\/user\/login/);
  await submitLogin(page, user);
  await page.waitForURL((u) => u.pathname === '/home');
  await page.getByTestId('global-header').waitFor();
  return page;
}

/** Picks an option of the antd Select in the form item with that label. */
async function choose(page: Page, form: string, label: string, option: string) {
  const select = page.getByTestId(form).locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) }).locator('.ant-select');
  await select.click();
  const opt = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
  await opt.waitFor();
  await page.waitForTimeout(300); // let the opening animation settle
  await opt.click();
  await page.keyboard.press('Escape');
}

const ok = (page: Page) => page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();

async function api(base: string, path: string, init: { method?: string; token?: string; tenant?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.tenant ? { __tenant: init.tenant } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('roles decide what a person sees and may do', () => {
  it('a role with only query rights shows only those menu entries and no add button; the server refuses the add', async () => {
    const base = e2e.server.url;
    // Unique per attempt, so that a retry does not trip over the first attempt's role and user.
    const tag = crypto.randomUUID().slice(0, 4);
    const roleName = `项目查询员${tag}`;
    const viewerName = `viewer${tag}`;
    const admin = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(admin, base, '/identity/role');

    await admin.getByRole('button', { name: /新\s*增/ }).click();
    await admin.getByTestId('role-form').getByPlaceholder('请输入角色名称').fill(roleName);
    const tree = admin.getByTestId('permission-tree');
    for (const [group, permission] of [
      ['AlCad', 'AlCad.Projects'],
      ['AlBasic', 'AlBasic.CustomMadeOrderNums'],
    ] as const) {
      await tree.locator('.ant-collapse-item').filter({ has: admin.locator('.ant-collapse-header', { hasText: group }) }).locator('.ant-collapse-expand-icon').click();
      await tree.locator(`[data-permission="${permission}"]`).getByText('查询', { exact: true }).click();
    }
    await ok(admin);
    await admin.getByText('新增成功').waitFor();
    await admin.getByTestId('table-container').getByText(roleName).waitFor();

    await admin.goto(`${base}/identity/user`);
    await admin.getByTestId('user-page').waitFor();
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    const form = admin.getByTestId('user-form');
    await form.getByPlaceholder('请输入用户名').fill(viewerName);
    await form.getByPlaceholder('请输入姓名').fill('查看员');
    await form.getByPlaceholder('至少6位密码，区分大小写').fill(DEMO.password);
    await choose(admin, 'user-form', '角色', roleName);
    await ok(admin);
    await admin.getByText('新增成功').waitFor();
    await admin.getByTestId('table-container').getByText(viewerName).waitFor();

    const viewer = await signedIn(e2e.browser, base, { userName: viewerName, password: DEMO.password });
    // Exactly the two granted entries, beside the pages every signed-in user has (home, system settings).
    const primary = await viewer.locator('.al-primary-menu-item').allInnerTexts();
    expect(primary.map((t) => t.trim())).toEqual(['云服务首页', '项目管理', '基础数据', '系统设置']);
    const secondary = () => viewer.getByTestId('side-menu').locator('.ant-menu-item').allInnerTexts();
    await viewer.locator('.al-primary-menu-item', { hasText: '项目管理' }).click();
    await poll(secondary).toEqual(['项目列表']);
    await viewer.locator('.al-primary-menu-item', { hasText: '基础数据' }).click();
    await poll(secondary).toEqual(['自定义编号']);

    await viewer.getByRole('menuitem', { name: '自定义编号' }).click();
    await viewer.waitForURL((u) => u.pathname === '/common/custom-made-order-num');
    await viewer.getByTestId('resource-page').getByTestId('table-container').waitFor();
    await viewer.getByTestId('effective-rules').waitFor();
    expect(await viewer.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);

    // The server refuses what the page hides.
    const token = (await api(base, '/api/user/account/token', { method: 'POST', body: { userName: viewerName, password: DEMO.password } })).body.accessToken as string;
    const tenantId = (await api(base, '/api/user/account/token', { method: 'POST', body: { userName: viewerName, password: DEMO.password } })).body.currentTenant.tenantId as string;
    const add = await api(base, '/api/basic/custom-order-code', { method: 'POST', token, tenant: tenantId, body: { documentType: 5, serialLength: 4, serialType: 1, enabled: true } });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('无权限操作，请联系管理员');
    await viewer.context().close();
    await admin.close();
  });
});

describe('invitations between two people', () => {
  it('the owner invites two users; one accepts from the bell and gets the space, the other refuses', async () => {
    const base = e2e.server.url;
    // Two accounts that live in the owner's personal space, not yet in the enterprise.
    const login = (await api(base, '/api/user/account/token', { method: 'POST', body: DEMO })).body;
    const spaces = (await api(base, `/api/user/account/${login.userId}/tenants`, { token: login.accessToken })).body as unknown as { tenantId: string; editionType: number }[];
    const personal = spaces.find((s) => s.editionType === 1)!.tenantId;
    // Names of this attempt, so that a retry does not trip over the accounts of the one before.
    const run = Date.now().toString(36).slice(-5);
    const [guestA, guestB] = [`guesta${run}`, `guestb${run}`];
    for (const userName of [guestA, guestB])
      expect((await api(base, '/api/identity/users', { method: 'POST', token: login.accessToken, tenant: personal, body: { userName, name: userName, password: DEMO.password } })).status).toBe(200);

    const owner = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(owner, base, '/identity/member');
    for (const userName of [guestA, guestB]) {
      await owner.getByRole('button', { name: /邀请成员/ }).click();
      await owner.getByTestId('member-form').getByPlaceholder('请输入对方的用户名或手机号').fill(userName);
      await ok(owner);
      await owner.getByText('邀请已发送').first().waitFor();
      await owner.getByTestId('table-container').locator('tr', { hasText: userName }).getByText('邀请中').waitFor();
    }

    const answer = async (userName: string, button: RegExp) => {
      const page = await signedIn(e2e.browser, base, { userName, password: DEMO.password });
      await clickNotice(page, '通知', `${TENANT} 邀请您加入`);
      const confirm = page.getByRole('dialog').filter({ hasText: '邀请提示' });
      await confirm.waitFor();
      await page.waitForTimeout(500); // let the confirm's opening animation settle before answering
      await confirm.getByRole('button', { name: button }).click();
      await poll(() => confirm.count()).toBe(0);
      return page;
    };

    const accepted = await answer(guestA, /接\s*受/);
    await accepted.getByTestId('space-switcher').click();
    await poll(() => accepted.getByTestId('space-item').filter({ hasText: TENANT }).count()).toBe(1);
    await accepted.context().close();

    const refused = await answer(guestB, /拒\s*绝/);
    await refused.getByTestId('space-switcher').click();
    await poll(() => refused.getByTestId('space-item').count()).toBe(1);
    expect(await refused.getByTestId('space-item').filter({ hasText: TENANT }).count()).toBe(0);
    await refused.context().close();

    await owner.reload();
    await owner.getByTestId('member-page').waitFor();
    const table = owner.getByTestId('table-container');
    await table.locator('tr', { hasText: guestA }).getByText('已同意').waitFor();
    await table.locator('tr', { hasText: guestB }).getByText('已拒绝').waitFor();
    await owner.close();
  });
});

describe('identity and account pages', () => {
  it('each page shows its content, and the personnel configuration modal asks for every field', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/identity/staffing');
    const table = page.getByTestId('table-container');
    await table.getByText('/produce/plan').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const modal = page.locator('.ant-modal:visible');
    // Measured once the opening zoom has finished.
    await poll(() => modal.evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(480);
    await ok(page);
    for (const message of ['请输入模块名称', '请输入路由名称', '请输入查询标题', '请输入查询Key', '请选择机构']) await modal.locator('.ant-form-item-explain-error', { hasText: message }).waitFor();
    await modal.getByPlaceholder('请输入模块名称').fill('质量管理');
    await modal.getByPlaceholder('请输入路由名称，如 /produce/plan').fill('/quality/qc-order');
    await modal.getByPlaceholder('请输入查询标题').fill('检验员');
    await modal.getByPlaceholder('请输入查询Key').fill('inspectorId');
    await modal.locator('.ant-select').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '质检部' }).click();
    await ok(page);
    await page.getByText('添加人员配置成功').waitFor();
    await table.locator('tr', { hasText: '/quality/qc-order' }).getByText('质检部').waitFor();

    const pages: [string, string][] = [
      ['/identity/organization', '生产部'],
      ['/identity/employee', '周师傅'],
      ['/identity/factorys', '佛山一厂'],
      ['/identity/member', 'lihua'],
      ['/account/center', '王建国'],
      ['/account/settings/base', '更新基本信息'],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByTestId('global-header').waitFor();
      await page.getByText(text).first().waitFor();
    }
    await page.close();
  });
});
