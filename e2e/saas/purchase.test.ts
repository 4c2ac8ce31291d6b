import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

describe('buying an edition', () => {
  it('buys the enterprise edition for the demo space in the sandbox and the dialog turns to 支付成功!', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/home');

    await page.getByTestId('space-switcher').click();
    await page
      .getByTestId('space-item')
      .filter({ hasText: '示范铝业有限公司' })
      .getByRole('button', { name: '购买' })
      .click();

    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('purchase-dialog') });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.ant-modal-title').innerText()).toBe('购买企业版');
    const plans = dialog.getByTestId('price-plan');
    await poll(() => plans.count()).toBe(3);
    await dialog.getByText('8.5折').waitFor();

    // another group resets the plan to its first; back to the standard group
    // (a click during the dialog's opening animation can miss the tab: click until it is selected)
    await poll(async () => {
      await dialog.getByRole('tab', { name: '旗舰版' }).click();
      return plans.count();
    }).toBe(2);
    await poll(() => dialog.getByTestId('purchase-pay').innerText()).toBe('¥9800.00');
    await dialog.getByRole('tab', { name: '标准版' }).click();
    await poll(() => dialog.getByTestId('purchase-pay').innerText()).toBe('¥5800.00');

    // a whitespace-only coupon is refused on blur
    await dialog.getByTestId('coupon-input').fill('   ');
    await dialog.getByTestId('coupon-input').blur();
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: '添加优惠码' }).first().waitFor();
    await dialog.getByTestId('coupon-input').fill('');

    const submit = dialog.getByTestId('purchase-submit');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    const pay = page.locator('.ant-modal').filter({ has: page.getByTestId('pay-dialog') });
    await pay.waitFor();
    await expect.poll(() => pay.locator('.ant-modal-title').innerText()).toBe('扫码支付');
    await poll(() => pay.getByTestId('pay-amount').innerText()).toBe('¥5800.00');
    await pay.getByTestId('pay-qrcode').waitFor();

    // the person who scanned the code confirms on the sandbox page
    const href = await pay.getByTestId('pay-link').getAttribute('href');
    const sandbox = await e2e.browser.newPage();
    await sandbox.goto(href!);
    await sandbox.getByText('¥5800.00').waitFor();
    await sandbox.getByRole('button', { name: '确认支付' }).click();
    await sandbox.getByTestId('sandbox-result').filter({ hasText: '支付成功' }).waitFor();
    await sandbox.close();

    // the dialog polls every 5000 ms
    await pay.getByText('支付成功!').waitFor({ timeout: 20_000 });
    await pay.getByTestId('pay-use').click();
    await pay.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the operator the orders, the annual report chart and the editions', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}/payments/order`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: '1q2w3E*' });
    await page.waitForURL((u) => u.pathname === '/payments/order');
    const rows = page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: '示范铝业有限公司' }).first().waitFor();
    await rows.filter({ hasText: '5800.00' }).first().waitFor();

    await page.goto(`${e2e.server.url}/payments/report/annual`);
    await page.getByTestId('chart').locator('canvas').first().waitFor();
    await poll(async () => Number(await page.getByTestId('report-total').innerText())).toBeGreaterThan(0);

    await page.goto(`${e2e.server.url}/saas/edition`);
    await page
      .getByTestId('table-container')
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: '企业版' })
      .first()
      .waitFor();
    await page.close();
  });
});
