import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

describe('the logs pages', () => {
  it('/logs/login lists sign-ins and failures with IP and device, filters them and downloads Excel', async () => {
    // a failed sign-in of a member before the owner looks
    const visitor = await e2e.browser.newPage();
    await visitor.goto(`${e2e.server.url}/user/login`);
    await visitor.getByPlaceholder('用户名').fill('lihua');
    await visitor.getByPlaceholder('密码').fill('wrong-password');
    await visitor.getByRole('button', { name: /登\s*录/ }).click();
    await visitor.getByText('用户名或密码错误').first().waitFor();
    await visitor.close();

    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/logs/login');
    const table = page.locator('.ant-table-tbody');
    await table.getByText('demo').first().waitFor();
    const failed = table.locator('tr').filter({ hasText: 'lihua' }).filter({ hasText: '失败' }).first();
    await failed.waitFor();
    await expect.poll(() => failed.innerText()).toContain('用户名或密码错误');
    expect(await failed.innerText()).toContain('127.0.0.1');
    expect(await failed.innerText()).toMatch(/Chrome \d+ \/ Linux/);

    // filter to the failures
    await page.locator('.ant-form-item').filter({ hasText: '结果' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('失败', { exact: true }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => table.locator('tr').filter({ hasText: '成功' }).count(), { timeout: 15_000 }).toBe(0);
    await table.locator('tr').filter({ hasText: 'lihua' }).first().waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-download').click()]);
    expect(file.suggestedFilename()).toMatch(/^登录日志_\d{8}\.xlsx$/);
    await page.close();
  });

  it('/logs/trend shows the space writes with their details, /logs/operation the plugin functions', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/logs/trend');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await rows.first().getByRole('button', { name: '详情' }).click();
    await page.getByText('操作详情').waitFor();
    await page.locator('.ant-drawer').getByText('操作人').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${e2e.server.url}/logs/operation`);
    await page.getByText('插件功能使用记录').waitFor();
    // the demo space has not used a charged function yet: an honest empty table
    await page.locator('.ant-table-tbody:visible .ant-empty-description').filter({ hasText: '暂无数据' }).first().waitFor();
    await page.close();
  });
});
