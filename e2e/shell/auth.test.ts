import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { chooseUserMenu, loginAt, poll, stored, submitLogin } from './helpers.ts';

const e2e = useServerAndBrowser();

describe('login, guard and error screens', () => {
  it('sends a visitor to login with the full original path and back after login', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/all-message?from=bell#top`);
    await page.waitForURL(/\/user\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/all-message?from=bell#top');
    await submitLogin(page);
    await page.waitForURL((u) => u.pathname === '/all-message' && u.search === '?from=bell');
    await page.getByText('全部消息').first().waitFor();
    await poll(() => page.title()).toBe('全部消息 - 铝云工厂');
    expect(await stored(page, 'ACCESS_TOKEN')).toBeTruthy();
    expect(await stored(page, 'USER_ID')).toBeTruthy();
    expect(await stored(page, 'TENANT')).toBeTruthy();

    // a signed-in user opening the login page goes home
    await page.goto(`${e2e.server.url}/user/login`);
    await page.waitForURL((u) => u.pathname === '/home');
    await poll(() => page.title()).toBe('云服务首页 - 铝云工厂');
    await page.getByTestId('home-footer').waitFor();

    // unknown paths go to /404; a route whose page is not built shows the under-development screen
    await page.goto(`${e2e.server.url}/no/such/page`);
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByText('抱歉，你访问的页面不存在或仍在开发中').waitFor();
    await page.getByRole('button', { name: /返回首页/ }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    // (finance is not built yet; the returns this test opened before are)
    await page.goto(`${e2e.server.url}/finance/account-log`);
    await page.getByText('抱歉，你访问的页面不存在或仍在开发中').waitFor();
    await poll(() => page.title()).toBe('账户流水 - 铝云工厂');
    await page.goto(`${e2e.server.url}/quality`);
    await page.waitForURL((u) => u.pathname === '/quality/qc');
    await page.close();
  });

  it('the auth layout shows the enterprise of ?id= and its logo link keeps the id', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const tenantId = (await stored(page, 'TENANT')) as string;
    const ctx = await e2e.browser.newContext();
    const visitor = await ctx.newPage();
    await visitor.goto(`${e2e.server.url}/user/login?id=${tenantId}`);
    await visitor.getByText('示范铝业有限公司').waitFor();
    expect(await visitor.getByTestId('auth-logo').getAttribute('href')).toBe(`/user/login?id=${tenantId}`);
    await visitor.goto(`${e2e.server.url}/user/login`);
    await visitor.getByRole('heading', { name: '铝云工厂' }).waitFor();
    await visitor.getByText('帮助').waitFor();
    await visitor.getByText('隐私').waitFor();
    await visitor.getByText('条款').waitFor();
    await ctx.close();
    await page.close();
  });

  it('a 401 answer shows 授权验证失败, logs out and reloads to the login page', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.evaluate(() => localStorage.setItem('al__ACCESS_TOKEN', JSON.stringify({ value: 'not-a-token', expire: null })));
    await page.getByTestId('space-switcher').click();
    await page.getByTestId('space-item').filter({ hasText: '个人空间' }).click();
    await page.getByText('授权验证失败').waitFor();
    await page.getByText('温馨提示').waitFor();
    await page.waitForURL(/\/user\/login\?redirect=/, { timeout: 10_000 });
    await poll(() => stored(page, 'ACCESS_TOKEN').catch(() => 'reloading')).toBeNull();
    await page.close();
  });

  it('an expired session at start-up: 错误 / 登录失效，请重新登录 and back to login with the redirect', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.evaluate(() => localStorage.setItem('al__ACCESS_TOKEN', JSON.stringify({ value: 'expired', expire: null })));
    await page.goto(`${e2e.server.url}/all-message`);
    await page.getByText('登录失效，请重新登录').waitFor();
    await page.waitForURL((u) => u.pathname === '/user/login' && u.searchParams.get('redirect') === '/all-message');
    await page.close();
  });

  it('change password: the validation texts and the strength meter', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const dialog = page.getByRole('dialog');
    await chooseUserMenu(page, '修改密码', dialog.getByPlaceholder('旧密码'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('输入旧密码').waitFor();
    await dialog.getByText('至少6位密码，区分大小写').first().waitFor();
    await dialog.getByText('请输入密码').waitFor();

    await dialog.getByPlaceholder('至少6位密码，区分大小写').fill('123456');
    await dialog.getByText('密码强度不够').waitFor();
    await dialog.getByTestId('password-strength').getByText('强度：低').waitFor({ timeout: 5000 });
    await dialog.getByPlaceholder('至少6位密码，区分大小写').fill('abc123');
    await dialog.getByTestId('password-strength').getByText('强度：中').waitFor({ timeout: 5000 });
    await dialog.getByPlaceholder('至少6位密码，区分大小写').fill('1q2w3E*x');
    await dialog.getByTestId('password-strength').getByText('强度：强').waitFor({ timeout: 5000 });
    await dialog.getByPlaceholder('确认密码').fill('1q2w3E*y');
    await dialog.getByText('两次密码不一致').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await page.close();
  });

  it('creates an enterprise space with the spec’s validation', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.getByTestId('space-switcher').click();
    await page.getByRole('button', { name: /创建企业空间/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请输入空间名称').waitFor();
    await dialog.getByPlaceholder('请输入空间名称').fill('铝业');
    await dialog.getByText('长度至少6个字符').waitFor();
    await dialog.getByPlaceholder('请输入空间名称').fill('铝业三厂');
    await poll(() => dialog.getByText('长度至少6个字符').count()).toBe(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('创建企业空间成功').waitFor();
    await page.getByTestId('space-switcher').click();
    await poll(() => page.getByTestId('space-item').count()).toBe(3);
    await page.close();
  });

  it('menu search: 请选择菜单 without a choice, navigates with one', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.getByTestId('menu-search').click();
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await page.getByText('请选择菜单').waitFor();
    await page.getByTestId('menu-search').click();
    await page.keyboard.type('质检单');
    // Enter takes the active (first) match; a click could land on a neighbour while the list animates.
    await page.locator('.ant-select-item-option-active', { hasText: '质检单' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/quality/qc-order');
    await poll(() => page.title()).toBe('质检单 - 铝云工厂');
    await page.close();
  });

  it('log out asks 真的要注销登录吗 ? and clears the token', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await chooseUserMenu(page, '退出登录', page.getByText('真的要注销登录吗 ?'));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    // the page reloads after the logout: read the storage once it has settled
    await poll(() => stored(page, 'ACCESS_TOKEN').catch(() => 'reloading')).toBeNull();
    await page.getByPlaceholder('用户名').waitFor();
    await page.close();
  });

  // last: it changes the demo password of this test server
  it('a password change says 修改成功, logs out and the new password works', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const dialog = page.getByRole('dialog');
    await chooseUserMenu(page, '修改密码', dialog.getByPlaceholder('旧密码'));
    await dialog.getByPlaceholder('旧密码').fill('1q2w3E*');
    await dialog.getByPlaceholder('至少6位密码，区分大小写').fill('Alu-2026x');
    await dialog.getByPlaceholder('确认密码').fill('Alu-2026x');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('修改成功').waitFor();
    await page.waitForURL(/\/user\/login/);
    await poll(() => stored(page, 'ACCESS_TOKEN').catch(() => 'reloading')).toBeNull();
    await page.getByPlaceholder('用户名').waitFor();
    await submitLogin(page, { userName: 'demo', password: 'Alu-2026x' });
    await page.waitForURL((u) => u.pathname === '/home');
    await page.close();
  });
});
