import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { flattenRoutes } from '@al/contracts';
import { commonRoutes, contactRoutes } from '@al/contracts/routes/basic';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

const PATH = '/common/material-texture';
const NAME = '铝 3104-H19';

/** The create/edit form that is open now (the page and the drawer each keep one rendered). */
const openForm = (page: Page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) [data-testid="resource-form"]');
const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

async function save(page: Page, values: Record<string, string>) {
  const form = openForm(page);
  await form.waitFor();
  for (const [label, value] of Object.entries(values)) await item(form, label).locator('input').fill(value);
  await page.locator('.ant-modal-wrap:not([style*="display: none"])').getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('新增成功').last().waitFor();
  await form.waitFor({ state: 'hidden' });
}

const rows = (scope: Locator) => scope.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row');

describe('material textures page', () => {
  it('creates a material texture with two plate sizes and finds it after a search', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, PATH);
    await expect.poll(() => page.title()).toBe('材质管理 - 铝云工厂');
    // the demo textures are there
    await rows(page.locator('body')).filter({ hasText: '铝 3003-H24' }).first().waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    await save(page, { 材质名称: NAME, 牌号: '3104' });

    // its plate sizes, in the drawer opened from its row
    await rows(page.locator('body')).filter({ hasText: NAME }).getByRole('button', { name: '板材尺寸' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `${NAME} 的板材尺寸` });
    await drawer.waitFor();
    for (const size of [
      { '厚度(mm)': '2', '宽度(mm)': '1220', '长度(mm)': '2440' },
      { '厚度(mm)': '3', '宽度(mm)': '1500', '长度(mm)': '3000' },
    ]) {
      await drawer.getByRole('button', { name: /新\s*增/ }).click();
      await save(page, size);
    }
    await expect.poll(() => rows(drawer).count()).toBe(2);
    const sizes = await rows(drawer).allInnerTexts();
    expect(sizes.join('\n')).toMatch(/1220[\s\S]*2440/);
    expect(sizes.join('\n')).toMatch(/1500[\s\S]*3000/);
    await drawer.locator('.ant-drawer-close').click();

    // a search by part of the name finds it, and only it
    const search = page.getByTestId('search-bar');
    await item(search, '材质名称').locator('input').fill('3104');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rows(page.locator('body')).count()).toBe(1);
    expect(await rows(page.locator('body')).first().innerText()).toContain(NAME);
    await page.close();
  });

  it('shows a working page on real data at every /common and /contacts route', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAt(page, e2e.server.url, '/contacts/supplier');
    const paths = flattenRoutes([commonRoutes, contactRoutes])
      .map((r) => r.path)
      .filter((p) => p.split('/').length === 3);
    const empty: string[] = [];
    for (const path of paths) {
      await page.goto(`${e2e.server.url}${path}`);
      const shown = page.getByTestId('table-container').or(page.getByTestId('aluminum-quotation')).or(page.locator('.ant-empty'));
      await shown.first().waitFor();
      expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count(), path).toBe(0);
      await page.locator('.ant-table-row, [data-testid=aluminum-quotation], .ant-empty').first().waitFor({ timeout: 10_000 }).catch(() => empty.push(path));
    }
    expect(empty).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
