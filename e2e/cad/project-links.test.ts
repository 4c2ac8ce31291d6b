import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tr.ant-table-row');

describe('project process, paint settings and related projects', () => {
  it('sets a process route, paint for a colour and links another project from the project detail', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAt(page, e2e.server.url, '/cad/project');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '佛山金融中心幕墙' }).getByText('佛山金融中心幕墙').click();
    const detail = page.getByTestId('project-detail');
    await detail.getByText('佛山金融中心幕墙').first().waitFor();
    const projectId = new URL(page.url()).searchParams.get('id')!;
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);

    // process route: 激光切割 → 折弯, then 折弯 completed
    await detail.getByRole('button', { name: '项目工序' }).click();
    await page.getByTestId('process-table').waitFor();
    await page.getByRole('button', { name: '设置工艺路线' }).click();
    const names = page.getByTestId('route-names');
    await names.click();
    // the dialog starts from the open steps (the demo route): empty it, then pick the new route
    for (let n = await names.locator('.ant-select-selection-item').count(); n > 0; n--) await page.keyboard.press('Backspace');
    await poll(() => names.locator('.ant-select-selection-item').count()).toBe(0);
    for (const n of ['激光切割', '折弯']) {
      await page.keyboard.type(n);
      await page.keyboard.press('Enter');
    }
    // close the dropdown (it covers the dialog's buttons) by clicking the dialog's text
    await page.getByText('按加工顺序选择工序').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    await page.getByRole('dialog').filter({ hasText: '设置工艺路线' }).getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('工艺路线已设置').waitFor();
    const bend = tableRows(page, 'process-table').filter({ hasText: '折弯' }).filter({ hasText: '未完成' });
    await bend.waitFor();
    await poll(() => tableRows(page, 'process-table').filter({ hasText: '激光切割' }).count()).toBeGreaterThan(0);
    await bend.getByRole('button', { name: '完成' }).click();
    await poll(() => tableRows(page, 'process-table').filter({ hasText: '折弯' }).filter({ hasText: '已完成' }).count()).toBeGreaterThan(0);

    // paint settings: RAL9010 is matched to its colour card; a structure gives a paint estimate
    await page.goto(`${e2e.server.url}/cad/project-paint-setting?id=${projectId}`);
    const white = tableRows(page, 'paint-table').filter({ hasText: 'RAL9010' });
    await white.getByText('RAL9010 纯白').waitFor();
    await white.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-dropdown:visible').getByText('二涂一烤', { exact: true }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('油漆设置已保存').waitFor();
    await poll(() => white.innerText()).toMatch(/\d+\.\d\d kg/);

    // related projects: link 广州南站商业裙楼铝板 as a follow-up order, then remove the link
    await page.goto(`${e2e.server.url}/cad/project-correlation?id=${projectId}`);
    const related = tableRows(page, 'related-table');
    await page.getByTestId('related-table').waitFor();
    const other = related.filter({ hasText: '广州南站商业裙楼铝板' });
    if (await other.count()) {
      // a retry finds the link of the previous attempt: remove it first
      await other.getByRole('button', { name: '取消关联' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
      await poll(() => other.count()).toBe(0);
    }
    await page.getByRole('button', { name: '关联项目' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '关联类型' });
    await dialog.getByTestId('project-picker').click();
    await page.locator('.ant-modal').filter({ hasText: '选择项目' }).locator('tr.ant-table-row').filter({ hasText: '广州南站商业裙楼铝板' }).click();
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('补单', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('关联成功').waitFor();
    await other.getByText('补单').waitFor();
    await other.getByRole('button', { name: '取消关联' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('已取消关联').waitFor();
    await poll(() => other.count()).toBe(0);
    await page.close();
  });
});
