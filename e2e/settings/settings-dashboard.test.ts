import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

describe('/setting/config and /setting/sync', () => {
  it('saves the space settings and shows the numbering preview and default warehouses', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/setting/config');
    const form = page.getByTestId('setting-config-form');
    await form.getByLabel('面积小数位').waitFor();
    await expect.poll(() => form.getByLabel('面积小数位').inputValue()).toBe('3');
    await form.getByLabel('面积小数位').fill('2');
    await form.getByText('100×70 mm').click();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('setting-config-form').getByLabel('面积小数位').inputValue(), { timeout: 15_000 }).toBe('2');
    await page.getByText('单据编号预览').waitFor();
    await page.getByText('合同', { exact: true }).waitFor();
    // the sales demo's contract took this month's first contract number
    await page.locator('code').filter({ hasText: /^HT\d{6}0002$/ }).waitFor();
    await page.getByText('板材仓', { exact: true }).first().waitFor();
    await page.close();
  });

  it('adds a third-party account whose secret is shown only masked', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/setting/sync');
    await page.getByRole('button', { name: '新增配置' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByLabel('名称').fill('示范铝业服务号');
    await modal.getByLabel('AppID').fill('wx0123456789abcdef');
    await modal.getByLabel('AppSecret').fill('super-secret-value-7788');
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('保存成功').waitFor();
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '示范铝业服务号' });
    await row.waitFor();
    expect(await row.innerText()).toContain('****7788');
    expect(await page.content()).not.toContain('super-secret-value');
    await row.getByRole('button', { name: '检查密钥' }).click();
    await page.getByText('密钥完好，可以使用').waitFor();
    await page.close();
  });
});

describe('the dashboards', () => {
  it('/dashboard/analysis draws the space data and says where there is none yet', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/dashboard/analysis');
    const dash = page.getByTestId('dashboard-analysis');
    await dash.getByText('项目总数').waitFor();
    await page.getByTestId('chart-project-status').locator('canvas').waitFor();
    await page.getByTestId('chart-output').getByText('生产扫码报工尚未启用，启用后按天统计产量（件数、面积）').waitFor();
    // the nest chart is drawn when the demo's results fall in the range, else it says so
    const nest = page.getByTestId('chart-nest-days');
    await expect.poll(async () => (await nest.locator('canvas').count()) + (await nest.getByText('所选时间内暂无排版结果').count()), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it('/dashboard/workplace shows the bell to-dos, the counts and the latest writes', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/dashboard/workplace');
    const w = page.getByTestId('dashboard-workplace');
    await w.getByText('进行中的项目').waitFor();
    await w.getByText('最近的项目').waitFor();
    await w.getByTestId('workplace-todos').waitFor();
    await w.getByText('动态').waitFor();
    await page.close();
  });
});
