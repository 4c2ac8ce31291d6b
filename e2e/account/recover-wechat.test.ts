import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

/** The last code the sandbox SMS provider wrote to the server log for a phone. */
function codeFor(phone: string): string | null {
  const all = [...e2e.server.output().matchAll(new RegExp(`短信沙箱（未真实发送）：${phone} [^"]*?验证码是(\\d{6})`, 'g'))];
  return all.at(-1)?.[1] ?? null;
}

describe('password recovery with an SMS code (/user/recover)', () => {
  it('asks for a code, reads it from the sandbox, sets a new password and signs in with it', async () => {
    const ctx = await e2e.browser.newContext({ locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${e2e.server.url}/user/login`);
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL((u) => u.pathname === '/user/recover');
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    // a wrong phone is refused on the page
    await page.getByPlaceholder('绑定的手机号').fill('12345');
    await page.getByTestId('sms-send').click();
    await page.getByText('请输入正确的手机号').first().waitFor();
    await page.getByPlaceholder('绑定的手机号').fill('13800000003');
    await page.getByTestId('sms-send').click();
    await page.getByText('如该手机号已绑定账号，验证码已发送，5分钟内有效').waitFor();
    await expect.poll(() => codeFor('13800000003'), { timeout: 15_000 }).not.toBeNull();
    await poll(() => page.getByTestId('sms-send').innerText()).toMatch(/秒后重发/);
    // a wrong code first: the page says why
    const code = codeFor('13800000003')!;
    await page.getByPlaceholder('6位验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByPlaceholder('新密码', { exact: true }).fill('Recover2026');
    await page.getByPlaceholder('确认新密码').fill('Recover2026');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('验证码错误或已过期').waitFor();
    await page.getByPlaceholder('6位验证码').fill(code);
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'chenjing', password: 'Recover2026' });
    await page.getByTestId('global-header').waitFor();
    await ctx.close();
  });
});

describe('binding WeChat (/account/settings/binding and /wechat)', () => {
  it('shows a QR code, the sandbox stands in for WeChat, /wechat binds and the settings see it', async () => {
    const ctx = await e2e.browser.newContext({ locale: 'zh-CN' });
    const page = await ctx.newPage();
    await loginAt(page, e2e.server.url, '/account/settings/binding');
    // a retried attempt starts unbound again
    await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('al__ACCESS_TOKEN')!) as { value: string }).value;
      await fetch('/api/user/account/wechat/binding', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    });
    await page.reload();
    await page.getByTestId('binding-wechat').getByText('未绑定').waitFor();
    await page.getByTestId('bind-wechat').click();
    await page.getByTestId('wechat-qrcode').waitFor();
    await page.getByText('沙箱模式：平台尚未配置微信公众号').waitFor();
    // the phone: here another page of the browser opens what the QR code holds
    const [phone] = await Promise.all([ctx.waitForEvent('page'), page.getByTestId('wechat-sandbox-link').click()]);
    await phone.getByText('铝云工厂 申请获取你的昵称').waitFor();
    await phone.getByLabel('微信昵称').fill('车间主任');
    await phone.getByTestId('wx-allow').click();
    await phone.waitForURL((u) => u.pathname === '/wechat');
    await phone.getByText('绑定成功').waitFor();
    await phone.getByText('微信“车间主任”已绑定到账号').waitFor();
    // the computer's modal notices the binding (it polls) and closes
    await page.bringToFront();
    await page.getByTestId('wechat-qrcode').waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByTestId('binding-wechat').getByText('已绑定：车间主任').waitFor();
    // /wechat opened without a code explains itself
    await phone.goto(`${e2e.server.url}/wechat`);
    await phone.getByText('绑定微信公众号').waitFor();
    await ctx.close();
  });
});
