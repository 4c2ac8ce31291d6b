import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('login', () => {
  it('signs in both demo accounts and lands demo in the enterprise space', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'demo', password: '1q2w3E*' }, tenant: null });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.userId).toBe(t.ids.demoUserId);
    expect(body.currentTenant).toMatchObject({ tenantId: t.ids.enterpriseId, displayName: '示范铝业有限公司', editionType: 2, isActive: true });

    const admin = await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'ADMIN', password: '1q2w3E*' }, tenant: null });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().currentTenant).toBeNull();
  });

  it('refuses a wrong password with the error body and a Chinese message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'demo', password: 'wrong' }, tenant: null });
    expect(res.statusCode).toBe(400);
    expect(res.headers['_abperrorformat']).toBe('true');
    expect(res.json().error.message).toBe('用户名或密码错误');
  });

  it('refuses an unknown user the same way', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'nobody', password: 'x' }, tenant: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('用户名或密码错误');
  });

  it('slows an account after 5 failed logins from one address: later answers, then 429 with the wait; other accounts go on', async () => {
    const { hashPassword } = await import('../src/core/auth/passwords.ts');
    const { users } = await import('../src/modules/identity/schema.ts');
    await t.server.database.db.insert(users).values({ userName: 'clerk', passwordHash: await hashPassword('1q2w3E*') });
    const answers: number[] = [];
    for (let i = 0; i < 10 && !answers.includes(429); i++)
      answers.push((await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'clerk', password: `bad${i}` }, tenant: null })).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.at(-1)).toBe(429);
    const blocked = await t.call({ method: 'POST', url: '/api/user/account/token', payload: { userName: 'clerk', password: '1q2w3E*' }, tenant: null });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    // Other accounts are not affected.
    expect(await t.login('demo')).toBeTruthy();
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a forged token, and after logout revoked the token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/account/policy' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/account/policy', token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })).statusCode).toBe(401);

    const token = await t.login();
    expect((await t.call({ method: 'GET', url: '/api/user/account/policy', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/account/logout', token })).statusCode).toBe(204);
    const after = await t.call({ method: 'GET', url: '/api/user/account/policy', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('授权验证失败');
  });

  it('refuses a __tenant the user is not a member of with 403, and lets a platform administrator in', async () => {
    const token = await t.login();
    const other = '7d0c3c1e-8a59-4f63-9d2a-6a4f1b2c3d4e';
    const res = await t.call({ method: 'GET', url: '/api/user/account/policy', token, tenant: other });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('您不是该空间的成员');
    expect((await t.call({ method: 'GET', url: '/api/user/account/policy', token, tenant: 'not-a-uuid' })).statusCode).toBe(403);

    const admin = await t.login('admin');
    const inTenant = await t.call({ method: 'GET', url: '/api/basic/custom-order-code', token: admin, tenant: t.ids.enterpriseId });
    expect(inTenant.statusCode).toBe(200);
    const policy = (await t.call({ method: 'GET', url: '/api/user/account/policy', token: admin, tenant: t.ids.enterpriseId })).json();
    expect(policy.isPlatformAdmin).toBe(true);
  });

  it('checks __factory against the tenant', async () => {
    const token = await t.login();
    const ok = await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token, factory: t.ids.factoryIds[0] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(2);
    const bad = await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token, factory: '7d0c3c1e-8a59-4f63-9d2a-6a4f1b2c3d4e' });
    expect(bad.statusCode).toBe(403);
  });
});

describe('account calls', () => {
  it('lists the spaces, switches, and refuses a switch into a space of someone else', async () => {
    const token = await t.login();
    const spaces = await t.call({ method: 'GET', url: `/api/user/account/${t.ids.demoUserId}/tenants`, token, tenant: null });
    expect(spaces.json().map((s: { displayName: string }) => s.displayName)).toEqual(['示范铝业有限公司', '王建国的个人空间']);
    const sw = await t.call({
      method: 'POST',
      url: '/api/user/account/switch',
      token,
      payload: { userId: t.ids.demoUserId, tenantId: t.ids.personalId, tenantName: '王建国的个人空间', clientType: 1 },
    });
    expect(sw.statusCode).toBe(200);
    expect(sw.json().editionType).toBe(1);
    const profile = await t.call({ method: 'GET', url: `/api/user/account/${t.ids.demoUserId}/profile`, token });
    expect(profile.json()).toMatchObject({ userName: 'demo', name: '王建国' });
    const foreign = await t.call({ method: 'GET', url: `/api/user/account/${t.ids.adminUserId}/profile`, token });
    expect(foreign.statusCode).toBe(403);
  });

  it('changes the password with the spec rules and ends the sessions', async () => {
    const token = await t.login();
    const weak = await t.call({
      method: 'POST',
      url: '/api/user/account/change-password',
      token,
      payload: { currentPassword: '1q2w3E*', newPassword: 'abcdefg', password2: 'abcdefg' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('密码强度不够');
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/user/account/change-password',
      token,
      payload: { currentPassword: '1q2w3E*', newPassword: 'abc123', password2: 'abc124' },
    });
    expect(mismatch.json().error.message).toBe('两次密码不一致');
    const ok = await t.call({
      method: 'POST',
      url: '/api/user/account/change-password',
      token,
      payload: { currentPassword: '1q2w3E*', newPassword: 'new-pass-1', password2: 'new-pass-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/user/account/policy', token })).statusCode).toBe(401);
    const again = await t.login('demo', 'new-pass-1');
    await t.call({
      method: 'POST',
      url: '/api/user/account/change-password',
      token: again,
      payload: { currentPassword: 'new-pass-1', newPassword: '1q2w3E*', password2: '1q2w3E*' },
    });
  });
});
