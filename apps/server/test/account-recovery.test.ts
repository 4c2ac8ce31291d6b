import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountApi, accountMoreApi, maskName, messages, smsMessages, SMS_RULES, type BindAnswer, type WechatTicket } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { SandboxSms } from '../src/modules/account/sms/sandbox.ts';
import { smsCodes } from '../src/modules/account/schema.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The last code the sandbox "sent" to a phone. */
const lastCode = (phone: string) => [...SandboxSms.outbox].reverse().find((m) => m.phoneNumber === phone)?.code;
/** Lets the next code be asked for at once (the one-a-minute rule is tested on its own). */
const forgetSends = (phone: string) => t.server.database.db.update(smsCodes).set({ creationTime: new Date(Date.now() - 61_000) }).where(eq(smsCodes.phoneNumber, phone));
const post = (url: string, payload: Record<string, unknown>, ip = '10.0.0.1', token?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('password recovery with an SMS code', () => {
  it('sends a code through the sandbox (server log and outbox), and refuses a second within a minute', async () => {
    const res = await post(accountMoreApi.sms, { phoneNumber: '13800000000', purpose: 'recover' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resendAfter: SMS_RULES.resendSeconds, expiresInSeconds: SMS_RULES.validMinutes * 60 });
    expect(lastCode('13800000000')).toMatch(/^\d{6}$/);
    const again = await post(accountMoreApi.sms, { phoneNumber: '13800000000', purpose: 'recover' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^发送太频繁，请\d+秒后再试$/);
  });

  it('answers a phone no account has the same way, and sends nothing to it', async () => {
    const before = SandboxSms.outbox.length;
    const res = await post(accountMoreApi.sms, { phoneNumber: '13911112222', purpose: 'recover' });
    expect(res.statusCode).toBe(200);
    expect(SandboxSms.outbox.length).toBe(before);
  });

  it('refuses bad input in Chinese and a bind code without sign-in', async () => {
    const bad = await post(accountMoreApi.sms, { phoneNumber: '12345', purpose: 'recover' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(smsMessages.phoneInvalid);
    expect((await post(accountMoreApi.sms, { phoneNumber: '13800000000', purpose: 'bind' })).statusCode).toBe(401);
    const weak = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000000', code: '123456', newPassword: 'aaaaaaaa', password2: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(messages.passwordTooWeak);
    const mismatch = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000000', code: '123456', newPassword: 'abc12345', password2: 'abc12346' });
    expect(mismatch.json().error.message).toBe(messages.passwordMismatch);
  });

  it('counts wrong codes: the fifth voids the code, and nothing changes', async () => {
    await forgetSends('13800000001');
    expect((await post(accountMoreApi.sms, { phoneNumber: '13800000001', purpose: 'recover' })).statusCode).toBe(200);
    const right = lastCode('13800000001')!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= SMS_RULES.maxTries; i++) {
      const res = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000001', code: wrong, newPassword: 'Newpass123', password2: 'Newpass123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(i < SMS_RULES.maxTries ? smsMessages.codeWrong : smsMessages.codeTooManyTries);
    }
    const late = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000001', code: right, newPassword: 'Newpass123', password2: 'Newpass123' });
    expect(late.json().error.message).toBe(smsMessages.codeTooManyTries);
    // lihua's password is unchanged
    expect((await t.app.inject({ method: 'POST', url: accountApi.token, payload: { userName: 'lihua', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it('resets the password with the right code, ends every session, and the code is spent', async () => {
    const token = await t.login('zhaoqiang');
    await forgetSends('13800000002');
    expect((await post(accountMoreApi.sms, { phoneNumber: '13800000002', purpose: 'recover' })).statusCode).toBe(200);
    const code = lastCode('13800000002')!;
    const ok = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000002', code, newPassword: 'Newpass123', password2: 'Newpass123' });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await t.call({ method: 'GET', url: accountMoreApi.auth, token, tenant: null })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: accountApi.token, payload: { userName: 'zhaoqiang', password: 'Newpass123' } })).statusCode).toBe(200);
    const again = await post(accountMoreApi.forgetPassword, { phoneNumber: '13800000002', code, newPassword: 'Other1234', password2: 'Other1234' });
    expect(again.json().error.message).toBe(smsMessages.codeWrong);
  });

  it('limits the codes one address may ask for in an hour', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < SMS_RULES.perIpPerHour; i++) {
      const res = await post(accountMoreApi.sms, { phoneNumber: `1390000${String(1000 + i)}`, purpose: 'recover' }, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await post(accountMoreApi.sms, { phoneNumber: '13900009999', purpose: 'recover' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(smsMessages.ipLimit);
  });
});

describe('binding a phone and WeChat', () => {
  it('binds a new phone with a code sent to it, and refuses a phone another account has', async () => {
    const token = await t.login('chenjing');
    const taken = await post(accountMoreApi.sms, { phoneNumber: '13800000000', purpose: 'bind' }, '10.0.0.2', token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe(smsMessages.phoneTaken);
    expect((await post(accountMoreApi.sms, { phoneNumber: '13712345678', purpose: 'bind' }, '10.0.0.2', token)).statusCode).toBe(200);
    // with the space the browser names in __tenant: the binding is the account's, outside any space
    const res = await t.call({ method: 'PUT', url: accountMoreApi.bind, token, payload: { phoneNumber: '13712345678', code: lastCode('13712345678') } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<BindAnswer>({ kind: 'phone', value: '13712345678', userName: maskName('chenjing') });
    const me = await t.call({ method: 'GET', url: '/api/identity/my-profile', token, tenant: null });
    expect(me.json().phoneNumber).toBe('13712345678');
  });

  it('binds WeChat through the sandbox: ticket, authorisation page, code, PUT bind from the /wechat page', async () => {
    const token = await t.login();
    const ticket = (await t.call({ method: 'POST', url: accountMoreApi.wechatTicket, token, tenant: null, headers: { host: 'factory.test' } })).json() as WechatTicket;
    expect(ticket.sandbox).toBe(true);
    const qr = new URL(ticket.qrUrl);
    expect(qr.origin + qr.pathname).toBe('http://factory.test/api/wechat/sandbox/authorize');
    const page = await t.app.inject({ method: 'GET', url: qr.pathname + qr.search, headers: { host: 'factory.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('微信授权（沙箱）');
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    // a redirect elsewhere is refused (no open redirect)
    const evil = new URLSearchParams(qr.search);
    evil.set('redirect_uri', 'http://evil.test/wechat');
    expect((await t.app.inject({ method: 'GET', url: `${qr.pathname}/confirm?${evil}`, headers: { host: 'factory.test', cookie } })).statusCode).toBe(400);
    const allow = new URLSearchParams(qr.search);
    allow.set('nickname', '王建国的微信');
    const back = await t.app.inject({ method: 'GET', url: `${qr.pathname}/confirm?${allow}`, headers: { host: 'factory.test', cookie } });
    expect(back.statusCode).toBe(302);
    const to = new URL(String(back.headers.location));
    expect(to.pathname).toBe('/wechat');
    // the page sends the code and the state it was given (here from a browser signed in to the space)
    const bound = await t.call({ method: 'PUT', url: accountMoreApi.bind, token, payload: { wechatCode: to.searchParams.get('code'), state: to.searchParams.get('state') } });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toEqual<BindAnswer>({ kind: 'wechat', value: '王建国的微信', userName: maskName('demo') });
    const mine = await t.call({ method: 'GET', url: accountMoreApi.wechatBinding, token, tenant: null });
    expect(mine.json()).toMatchObject({ bound: true, nickname: '王建国的微信' });

    // the same WeChat cannot bind a second account
    const other = await t.login('liumin');
    const ticket2 = (await t.call({ method: 'POST', url: accountMoreApi.wechatTicket, token: other, tenant: null, headers: { host: 'factory.test' } })).json() as WechatTicket;
    const q2 = new URL(ticket2.qrUrl);
    const back2 = await t.app.inject({ method: 'GET', url: `${q2.pathname}/confirm${q2.search}`, headers: { host: 'factory.test', cookie } });
    const to2 = new URL(String(back2.headers.location));
    const refused = await t.app.inject({ method: 'PUT', url: accountMoreApi.bind, payload: { wechatCode: to2.searchParams.get('code'), state: to2.searchParams.get('state') } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(smsMessages.wechatTaken);
    // a forged state is refused
    const forged = await t.app.inject({ method: 'PUT', url: accountMoreApi.bind, payload: { wechatCode: to2.searchParams.get('code'), state: 'eyJ1c2VySWQiOiJ4In0.forged' } });
    expect(forged.json().error.message).toBe(smsMessages.wechatStateInvalid);

    expect((await t.call({ method: 'DELETE', url: accountMoreApi.wechatBinding, token, tenant: null })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: accountMoreApi.wechatBinding, token, tenant: null })).json().bound).toBe(false);
  });
});

describe('the caller and the platform account tools', () => {
  it('answers the caller identity and profile in the current space', async () => {
    const token = await t.login();
    const auth = await t.call({ method: 'GET', url: accountMoreApi.auth, token });
    expect(auth.json()).toMatchObject({ userName: 'demo', tenantId: t.ids.enterpriseId, isTenantAdmin: true, isPlatformAdmin: false, clientType: 1 });
    const profile = await t.call({ method: 'GET', url: accountMoreApi.profileTenant, token });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ tenantId: t.ids.enterpriseId, tenantName: '示范铝业有限公司', isAdmin: true });
    expect(profile.json().factories.length).toBeGreaterThan(0);
    const none = await t.call({ method: 'GET', url: accountMoreApi.profileTenant, token, tenant: null });
    expect(none.json().error.message).toBe('请先选择空间');
  });

  it('lets platform administrators read related spaces and login logs, set the platform permission and remove a member', async () => {
    const admin = await t.login('admin');
    const demo = await t.login();
    const as = (o: Parameters<TestApp['call']>[0]) => t.call({ ...o, token: admin, tenant: null });
    const related = await as({ method: 'GET', url: accountMoreApi.related(t.ids.demoUserId) });
    expect(related.statusCode, related.body).toBe(200);
    expect(related.json().spaces.map((s: { tenantName: string }) => s.tenantName)).toContain('示范铝业有限公司');
    expect(related.json().lastLogin).not.toBeNull();
    const logins = await as({ method: 'GET', url: `${accountMoreApi.userLogins(t.ids.demoUserId)}?success=true` });
    expect(logins.json().items.every((l: { userName: string; success: boolean }) => l.userName === 'demo' && l.success)).toBe(true);
    const use = await as({ method: 'GET', url: accountMoreApi.loginUse });
    expect(use.json()).toHaveLength(30);
    expect(use.json().at(-1).logins).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: accountMoreApi.logins, token: demo })).statusCode).toBe(403);

    const self = await as({ method: 'PUT', url: accountMoreApi.permission(t.ids.adminUserId), payload: { isPlatformAdmin: false } });
    expect(self.json().error.message).toBe('不能取消自己的平台管理员权限');
    const up = await as({ method: 'PUT', url: accountMoreApi.permission(t.ids.demoUserId), payload: { isPlatformAdmin: true } });
    expect(up.json()).toMatchObject({ isPlatformAdmin: true });
    await as({ method: 'PUT', url: accountMoreApi.permission(t.ids.demoUserId), payload: { isPlatformAdmin: false } });

    const owner = await as({ method: 'DELETE', url: `${accountMoreApi.removeFromTenant}?userId=${t.ids.demoUserId}&tenantId=${t.ids.enterpriseId}` });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().error.message).toBe('该账号是空间管理员，请先转让管理员');
    const lihua = (await as({ method: 'GET', url: `${accountMoreApi.logins}?userName=lihua` })).json().items[0];
    const gone = await as({ method: 'DELETE', url: `${accountMoreApi.removeFromTenant}?userId=${lihua.userId}&tenantId=${t.ids.enterpriseId}` });
    expect(gone.statusCode, gone.body).toBe(204);
    const after = await as({ method: 'GET', url: accountMoreApi.related(lihua.userId) });
    expect(after.json().spaces.map((s: { tenantId: string }) => s.tenantId)).not.toContain(t.ids.enterpriseId);
  });
});
