import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, identityApi, messages, tenantEndpoints } from '@al/contracts';
import { DEMO_PASSWORD } from '../src/modules/demo/seed.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * Passwords and sign-in (issue 21, class 6): one password rule on every path that sets one, a
 * current password as long as any password may be, and sign-in limits per address as well as per
 * name that never let failures from elsewhere keep the owner out.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
});
afterAll(() => t?.close());

const signIn = (userName: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: accountApi.token, payload: { userName, password }, remoteAddress });

describe('one password rule', () => {
  it('refuses aaaaaa on every path that sets a password: registration, a user an administrator creates, an employee, a change', async () => {
    const reg = await t.call({ method: 'POST', url: tenantEndpoints.register.path, tenant: null, payload: { userName: 'weak_reg', phoneNumber: '13800000001', password: 'aaaaaa' } });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().error.message).toBe(messages.passwordTooWeak);

    const user = await t.call({ method: 'POST', url: identityApi.users, token: owner, payload: { userName: 'weak_user', name: '弱', password: 'aaaaaa' } });
    expect(user.statusCode).toBe(400);
    expect(user.json().error.message).toBe(messages.passwordTooWeak);
    const short = await t.call({ method: 'POST', url: identityApi.users, token: owner, payload: { userName: 'short_user', name: '短', password: 'a1' } });
    expect(short.json().error.message).toBe(messages.newPasswordRule);

    const e = await t.call({ method: 'POST', url: identityApi.employees, token: owner, payload: { jobNo: 'PW1', name: '员工' } });
    const emp = await t.call({ method: 'PUT', url: `${identityApi.employees}/${e.json().id}/change-password`, token: owner, payload: { newPassword: 'aaaaaa' } });
    expect(emp.statusCode).toBe(400);
    expect(emp.json().error.message).toBe(messages.passwordTooWeak);

    const change = await t.call({
      method: 'POST',
      url: accountApi.changePassword,
      token: owner,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'aaaaaa', password2: 'aaaaaa' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toBe(messages.passwordTooWeak);
  });

  it('lets a user whose password has the longest allowed length (32) change it', async () => {
    const long = 'Aa1-'.repeat(8);
    expect(long).toHaveLength(32);
    const reg = await t.call({ method: 'POST', url: tenantEndpoints.register.path, tenant: null, payload: { userName: 'long_pw', phoneNumber: '13800000002', password: long } });
    expect(reg.statusCode, reg.body).toBe(200);
    const token = await t.login('long_pw', long);
    const change = await t.call({
      method: 'POST',
      url: accountApi.changePassword,
      token,
      tenant: null,
      payload: { currentPassword: long, newPassword: 'Bb2-bb2-', password2: 'Bb2-bb2-' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect(await t.login('long_pw', 'Bb2-bb2-')).toBeTruthy();
  });
});

describe('sign-in limits', () => {
  it('slows one address trying many names, and not another address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25 && !answers.includes(429); i++) answers.push((await signIn(`nobody${i}`, 'Wrong-1', '10.0.0.60')).statusCode);
    // 20 free failures, then answers that come later and later, then a refusal that names the wait
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const refused = await signIn('nobody-else', 'Wrong-1', '10.0.0.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    // the same names from another address are plain wrong passwords
    expect((await signIn('nobody0', 'Wrong-1', '10.0.0.61')).statusCode).toBe(400);
    expect((await signIn('demo', DEMO_PASSWORD, '10.0.0.61')).statusCode).toBe(200);
  });

  it('never keeps the owner out: failures on the name from elsewhere do not slow where the owner signs in from', async () => {
    // the owner has signed in from the office before
    expect((await signIn('demo', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    // one guesser, until refused
    let guesses = 0;
    for (let status = 400; status !== 429 && guesses < 12; guesses++) status = (await signIn('demo', `guess-${guesses}`, '10.6.6.6')).statusCode;
    expect(guesses).toBeLessThan(12);
    // refused, the guesser's next try is not even checked: the right password gets the same answer
    expect((await signIn('demo', DEMO_PASSWORD, '10.6.6.6')).statusCode).toBe(429);
    // and many addresses, one guess each: more than the name's free tries
    for (let i = 0; i < 14; i++) await signIn('demo', `spread-${i}`, `10.7.0.${i + 1}`);
    // the owner, from the office, with the right password: at once
    const office = await signIn('demo', DEMO_PASSWORD, '10.1.1.1');
    expect(office.statusCode, office.body).toBe(200);
    // a wrong password from the office is just that, not a lock
    expect((await signIn('demo', 'typo-1', '10.1.1.1')).statusCode).toBe(400);
    // a new address of the owner's waits out the name's slowdown (at most a minute), then gets in
    const fresh = await signIn('demo', DEMO_PASSWORD, '10.8.8.8');
    expect([200, 429]).toContain(fresh.statusCode);
  });
});
