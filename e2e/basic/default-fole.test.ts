import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const PATH = '/common/default-fole';
const rows = (page: Page) => page.getByTestId('default-fole-page').getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row');

describe('default roles page (/common/default-fole)', () => {
  it('lets a space copy a platform default role in as its own role', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, PATH);
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    // A space administrator reads the templates but does not edit them.
    expect(await page.getByTestId('default-fole-page').getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    const first = rows(page).first();
    const name = (await first.locator('td').first().innerText()).split('\n')[0]!.trim();
    await first.getByRole('button', { name: '创建为本企业角色' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已创建为本企业角色').last().waitFor();

    // The role is now among the space's roles.
    await page.goto(`${e2e.server.url}/identity/role`);
    const role = page.getByTestId('role-page').locator('.ant-table-row').filter({ hasText: name }).first();
    await role.waitFor();
    // …and can be restored to the template's permissions.
    await role.getByRole('button', { name: '恢复默认' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已恢复默认权限').last().waitFor();
    await page.close();
  });

  it('lets a platform administrator add a default role with its permissions and delete it', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}${PATH}`);
    await page.waitForURL(/\/user\/login/);
    // The platform administrator keeps the templates from the platform side (no space chosen).
    await submitLogin(page, { userName: 'admin', password: '1q2w3E*' });
    await page.waitForURL((u) => u.pathname === PATH);
    await page.getByTestId('default-fole-page').waitFor();
    await poll(() => rows(page).count()).toBeGreaterThan(0);

    const name = `质检员模板${Date.now().toString(36).slice(-5)}`;
    await page.getByTestId('default-fole-page').getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByTestId('default-role-form');
    await form.waitFor();
    await form.getByPlaceholder('请输入角色名称').fill(name);
    // Grant every action of the first permission group of the tree.
    await form.getByTestId('permission-tree').locator('.ant-collapse-header .ant-checkbox-input').first().check();
    await page.locator('.ant-modal-wrap:not([style*="display: none"])').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新增成功').last().waitFor();

    const row = rows(page).filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    expect(Number(await row.locator('td').nth(3).innerText())).toBeGreaterThan(0);
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功').last().waitFor();
    await poll(() => row.count()).toBe(0);
    await page.close();
  });
});
