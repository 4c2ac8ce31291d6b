import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shellApi } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll, stored, tabTitles } from './helpers.ts';

const e2e = useServerAndBrowser();

const ENTERPRISE = '示范铝业有限公司';

async function openSpaceMenu(page: Page) {
  await page.getByTestId('space-switcher').click();
  await page.getByTestId('space-dropdown').waitFor();
}

describe('spaces and factories', () => {
  it('switches between the demo’s two spaces, from the list and from the change-space modal', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await poll(() => page.getByTestId('space-switcher').innerText()).toContain(ENTERPRISE);
    await page.getByTestId('factory-switcher').waitFor();
    const enterpriseId = await stored(page, 'TENANT');

    await openSpaceMenu(page);
    const items = page.getByTestId('space-item');
    await poll(() => items.count()).toBe(2);
    await items.filter({ hasText: '个人空间' }).click();
    await poll(() => page.getByTestId('space-switcher').innerText()).toContain('个人空间');
    await page.waitForURL((u) => u.pathname === '/home');
    await poll(() => stored(page, 'TENANT')).not.toBe(enterpriseId);
    // a personal space has no factories
    await poll(() => page.getByTestId('factory-switcher').count()).toBe(0);
    await poll(() => stored(page, 'FACTORY')).toBeNull();

    await openSpaceMenu(page);
    await page.getByRole('button', { name: /切换空间/ }).click();
    const cards = page.getByTestId('space-card');
    await cards.first().waitFor();
    await poll(() => cards.count()).toBe(2);
    await cards.filter({ hasText: ENTERPRISE }).dblclick();
    await poll(() => page.getByTestId('space-switcher').innerText()).toContain(ENTERPRISE);
    await poll(() => stored(page, 'TENANT')).toBe(enterpriseId);
    await page.getByTestId('factory-switcher').waitFor();
    await poll(() => stored(page, 'FACTORY')).toBeTruthy();
    await page.close();
  });

  it('switches the factory: stored, page reloaded, every call then carries __factory', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const switcher = page.getByTestId('factory-switcher');
    await switcher.waitFor();
    // the session may still be choosing its factory: until then the switcher reads 选择工厂 and
    // "the other item" could be the one about to become current, whose click switches nothing
    await poll(() => switcher.innerText()).not.toContain('选择工厂');
    const before = await switcher.innerText();
    await switcher.click();
    const items = page.getByTestId('factory-item');
    await items.first().waitFor();
    await poll(() => items.count()).toBeGreaterThanOrEqual(2);
    const other = items.filter({ hasNotText: before.trim() }).first();
    const otherName = (await other.innerText()).trim();
    // one Promise.all: a timed-out wait must not be left behind as an unhandled rejection after a retry
    const [req] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/user/account/policy')),
      page.waitForEvent('load'),
      other.click(),
    ]);
    const factory = await stored(page, 'FACTORY');
    expect(req.headers()['__factory']).toBe(factory);
    expect(req.headers()['__tenant']).toBe(await stored(page, 'TENANT'));
    expect(req.headers()['authorization']).toMatch(/^Bearer /);
    await poll(() => page.getByTestId('factory-switcher').innerText()).toContain(otherName);
    await page.close();
  });
});

describe('tab bar, keep-alive and table settings', () => {
  it('keeps a tab page’s input when switching tabs; close right, left, all; the last tab stays', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/all-message');
    await page.getByPlaceholder('请输入标题').fill('钢板变更');
    await page.locator('.al-primary-menu-item', { hasText: '云服务首页' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.locator('[data-tab-key="/all-message"]').click();
    await page.waitForURL((u) => u.pathname === '/all-message');
    expect(await page.getByPlaceholder('请输入标题').inputValue()).toBe('钢板变更');

    // open two more tabs through the menu: 项目管理 > 项目列表, 排版管理 > 排版订单
    await page.locator('.al-primary-menu-item', { hasText: '项目管理' }).click();
    await page.getByRole('menuitem', { name: '项目列表' }).click();
    await page.waitForURL((u) => u.pathname === '/cad/project');
    await page.locator('.al-primary-menu-item', { hasText: '排版管理' }).click();
    await page.getByRole('menuitem', { name: '排版订单' }).click();
    await page.waitForURL((u) => u.pathname === '/nest/order');
    await poll(() => tabTitles(page)).toEqual(['全部消息', '云服务首页', '项目列表', '排版订单']);

    const menu = async (tab: string, action: string) => {
      await page.waitForTimeout(300); // let the tab bar settle after the navigation
      for (let attempt = 0; ; attempt++) {
        await page.locator(`[data-tab-key="${tab}"]`).click({ button: 'right' });
        try {
          await page.locator('.ant-dropdown-menu-item:visible', { hasText: action }).click({ timeout: 3000 });
          break;
        } catch (e) {
          if (attempt >= 2) throw e;
        }
      }
      await poll(() => page.locator('.ant-dropdown-menu-item:visible').count()).toBe(0);
    };
    await menu('/home', '关闭当前标签');
    await poll(() => tabTitles(page)).toEqual(['全部消息', '项目列表', '排版订单']);
    await menu('/cad/project', '关闭左侧标签');
    await poll(() => tabTitles(page)).toEqual(['项目列表', '排版订单']);
    expect(new URL(page.url()).pathname).toBe('/nest/order');
    await menu('/cad/project', '关闭右侧标签');
    await poll(() => tabTitles(page)).toEqual(['项目列表']);
    await page.waitForURL((u) => u.pathname === '/cad/project');
    // the last tab cannot be closed
    await page.locator('[data-tab-key="/cad/project"]').click({ button: 'right' });
    const closeCurrent = page.locator('.ant-dropdown-menu-item:visible', { hasText: '关闭当前标签' });
    expect(await closeCurrent.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.mouse.click(700, 600);
    await poll(() => page.locator('.ant-dropdown-menu-item:visible').count()).toBe(0);
    expect(await page.locator('[data-testid="tab-bar"] .ant-tabs-tab-remove').count()).toBe(0);
    await page.locator('.al-primary-menu-item', { hasText: '云服务首页' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await poll(() => tabTitles(page)).toEqual(['项目列表', '云服务首页']);
    await menu('/home', '关闭全部标签');
    await poll(() => tabTitles(page)).toEqual(['云服务首页']);
    await page.close();
  });

  it('keeps each tab’s scroll position', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 480 } });
    await loginAt(page, e2e.server.url, '/all-message');
    await page.locator('.al-primary-menu-item', { hasText: '云服务首页' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByText('快捷入口').waitFor();
    await page.evaluate(() => window.scrollTo(0, 250));
    await poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await page.locator('[data-tab-key="/all-message"]').click();
    await page.waitForURL((u) => u.pathname === '/all-message');
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('[data-tab-key="/home"]').click();
    await page.waitForURL((u) => u.pathname === '/home');
    await poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await page.close();
  });

  it('remembers the column settings per route after a reload', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/all-message');
    const header = page.locator('[data-testid="table-container"] thead');
    await header.getByText('内容').waitFor();
    await page.getByTestId('table-column-settings').click();
    const panel = page.getByTestId('column-settings');
    await panel.waitFor();
    // nothing checked: 请至少选择一列
    await panel.getByText('全选').click();
    await panel.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请至少选择一列').waitFor();
    await panel.getByText('全选').click();
    await panel.locator('.ant-tree-treenode', { hasText: '内容' }).locator('.ant-tree-checkbox').click();
    await panel.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => header.getByText('内容').count()).toBe(0);
    // size: 紧凑
    await page.getByTestId('table-size').click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await page.reload();
    await page.getByTestId('table-container').waitFor();
    await header.getByText('标题').waitFor();
    expect(await header.getByText('内容').count()).toBe(0);
    expect(await page.locator('[data-testid="table-container"] .ant-table-small').count()).toBe(1);
    await page.close();
  });
});

describe('notice bell', () => {
  it('marks a change notice read and opens the change detail', async (ctx) => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const probe = await page.evaluate(
      async ([path]) => {
        const v = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
        const res = await fetch(path!.replace(':id', v('USER_ID')), {
          headers: { Authorization: `Bearer ${v('ACCESS_TOKEN')}`, __tenant: v('TENANT'), Accept: 'application/json' },
        });
        return { status: res.status, json: res.headers.get('content-type')?.includes('json') ?? false };
      },
      [shellApi.messageHeader(':id')],
    );
    if (probe.status !== 200 || !probe.json) ctx.skip(); // the server's message calls have not landed yet
    await page.getByTestId('notice-bell').click();
    const change = page.locator('[data-testid="change-item"][data-status="2"]').first();
    if ((await change.count()) === 0) ctx.skip(); // no unread change notice in the demo data
    const unreadBefore = await page.locator('[data-testid="change-item"][data-status="2"]').count();
    await change.click();
    await page.waitForURL((u) => u.pathname === '/produce/second-change-detail' && u.searchParams.get('type') === '2' && !!u.searchParams.get('id'));
    await page.getByTestId('notice-bell').click();
    await poll(() => page.locator('[data-testid="change-item"][data-status="2"]').count()).toBe(unreadBefore - 1);
    await page.close();
  });

  it('reads a notice (the unread counter drops), clears a tab and views more', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.getByTestId('notice-bell').click();
    const tabLabel = page.locator('.ant-popover .ant-tabs-tab').filter({ hasText: '通知' });
    // The demo data has one unread notice; the count shows once the bell's data has arrived.
    await poll(() => tabLabel.innerText()).toMatch(/\(\d+\)/);
    const unread = Number(/\((\d+)\)/.exec(await tabLabel.innerText())![1]);
    await tabLabel.click();
    const pane = page.locator('.ant-popover [role="tabpanel"]:visible');
    await pane.getByTestId('notice-item').first().click();
    await poll(() => tabLabel.innerText()).toBe(unread > 1 ? `通知 (${unread - 1})` : '通知');
    await pane.getByRole('button', { name: /清\s*空/ }).click();
    await poll(() => pane.getByTestId('notice-item').count()).toBe(0);
    // the change tab has no clear action
    await page.locator('.ant-popover .ant-tabs-tab').filter({ hasText: '变更' }).click();
    expect(await page.locator('.ant-popover [role="tabpanel"]:visible').getByRole('button', { name: /清\s*空/ }).count()).toBe(0);
    await page.locator('.ant-popover [role="tabpanel"]:visible').getByRole('button', { name: /查看更多/ }).click();
    await page.waitForURL((u) => u.pathname === '/all-message');
    await page.close();
  });
});
