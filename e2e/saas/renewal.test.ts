import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { poll, submitLogin, tabTitles } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** Opens an antd Select and clicks the option containing text; retries a click lost to the opening animation. */
async function pick(page: Page, select: Locator, text: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.click();
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: text })
      .first();
    await option.waitFor();
    await page.waitForTimeout(300); // let the opening animation settle
    await option.click();
    if ((await select.innerText()).includes(text)) return;
  }
  throw new Error(`could not pick ${text}`);
}

describe('tenant renewal', () => {
  it('an operator renews the demo space with a service line and an equipment line and completes it', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${e2e.server.url}/saas/tenant`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: '1q2w3E*' });
    await page.waitForURL((u) => u.pathname === '/saas/tenant');

    const row = page
      .getByTestId('table-container')
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: '示范铝业有限公司' })
      .first();
    await row.getByRole('button', { name: '续费' }).click();
    await page.waitForURL((u) => u.pathname === '/saas/tenant-renewal');
    await page.getByTestId('renewal-new').click();
    await page.waitForURL((u) => u.pathname === '/saas/tenant-renewal-detail');
    // The shell keeps the tenant list open in a hidden tab: look at visible cells only.
    await page
      .locator('.ant-descriptions-item-content:visible')
      .filter({ hasText: '示范铝业有限公司' })
      .waitFor();

    const seats = page.locator('.ant-form-item').filter({ has: page.locator('label[title="增加席位"]') });
    await seats.locator('input').fill('5');

    // The salesman: a platform user, by name.
    const salesman = page
      .locator('.ant-form-item')
      .filter({ has: page.locator('label[title="销售人员"]') })
      .locator('.ant-select');
    await pick(page, salesman, '平台管理员');

    // A service line: the seat pack, whose one-year price (1200.00) prefills 100.00 a month for 12 months.
    await page.getByTestId('renewal-add-service').click();
    const services = page.locator('.ant-table-wrapper').filter({ hasText: '服务明细' });
    const serviceRow = services.locator('tbody tr.ant-table-row').first();
    await pick(page, serviceRow.locator('.ant-select'), '席位扩展包');
    await poll(() => serviceRow.locator('td').nth(2).locator('input').inputValue()).toBe('100.00');
    await poll(() => serviceRow.locator('td').nth(3).locator('input').inputValue()).toBe('12');

    // An equipment line: two handheld PDAs at the list price (1600.00).
    await page.getByTestId('renewal-add-equipment').click();
    const equipment = page.locator('.ant-table-wrapper').filter({ hasText: '设备明细' });
    const equipmentRow = equipment.locator('tbody tr.ant-table-row').first();
    await pick(page, equipmentRow.locator('.ant-select'), 'PDA-C6');
    await poll(() => equipmentRow.locator('td').nth(2).locator('input').inputValue()).toBe('1600.00');
    await equipmentRow.locator('td').nth(1).locator('input').fill('2');
    await equipmentRow.locator('td').nth(1).locator('input').blur();

    // 1 × 100.00 × 12 + 2 × 1600.00
    await poll(() => page.getByTestId('renewal-payable').innerText()).toBe('¥4400.00');

    await page.getByTestId('renewal-save').click();
    await page.waitForURL((u) => u.searchParams.has('id'));
    await poll(() => page.getByTestId('renewal-status').innerText()).toBe('草稿');
    // The saved renewal took the creating tab's place: one 续费详情 tab, and it is the active one.
    await poll(async () => (await tabTitles(page)).filter((t) => t === '续费详情').length).toBe(1);
    await poll(() => page.locator('[data-testid="tab-bar"] .ant-tabs-tab-active').innerText()).toBe(
      '续费详情',
    );
    expect(await salesman.innerText()).toContain('平台管理员');

    await page.getByTestId('renewal-submit').click();
    await poll(() => page.getByTestId('renewal-status').innerText()).toBe('待付款');
    await poll(() => page.getByTestId('renewal-payable').innerText()).toBe('¥4400.00');

    await page.getByTestId('renewal-complete').click();
    const modal = page.locator('.ant-modal').filter({ hasText: '完成续费' });
    await modal.waitFor();
    await poll(() => modal.locator('input').first().inputValue()).toBe('4400.00');
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await poll(() => page.getByTestId('renewal-status').innerText()).toBe('已完成');

    // Devices got their serial numbers; the renewal is in the tenant's list as completed.
    const serials = equipment.locator('.ant-tag');
    await poll(() => serials.count()).toBe(2);
    expect(await serials.first().innerText()).toMatch(/^XF\d{9}-001$/);
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL((u) => u.pathname === '/saas/tenant-renewal');
    await page
      .locator('.ant-table-tbody tr.ant-table-row:visible')
      .filter({ hasText: '已完成' })
      .filter({ hasText: '4400.00' })
      .filter({ hasText: '平台管理员' })
      .first()
      .waitFor();
    await page.close();
  });

  it('an operator opens a new agent and sees its detail (children, income, orders)', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${e2e.server.url}/saas/tenant`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: '1q2w3E*' });
    await page.waitForURL((u) => u.pathname === '/saas/tenant');

    const name = `华东代理${Date.now() % 1_000_000}`; // unique per attempt
    await page.getByRole('button', { name: /新增租户/ }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '新增租户' });
    await modal.waitFor();
    await modal.locator('#displayName').fill(name);
    await pick(page, modal.locator('.ant-select'), '代理商版');
    await modal.locator('#ownerUserName').fill('demo');
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForURL((u) => u.pathname === '/saas/add-tenant-result');
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toBeTruthy();

    await page.goto(`${e2e.server.url}/saas/agent-detail?id=${id}`);
    await page.locator('.ant-card-head-title:visible').filter({ hasText: name }).waitFor();
    await page
      .locator('.ant-statistic:visible')
      .filter({ hasText: '实收金额' })
      .filter({ hasText: '0.00' })
      .waitFor();
    await page
      .locator('.ant-card:visible')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^下级用户$/ }) })
      .locator('.ant-empty-description', { hasText: '暂无数据' })
      .waitFor();
    await page.close();
  });
});
