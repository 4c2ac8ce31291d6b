import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

describe('the shell calls', () => {
  it('gives the bell its groups, marks read, clears, and marks a change notice read', async () => {
    const url = `/api/user/account/message/${t.ids.demoUserId}/header`;
    const head = (await t.call({ method: 'GET', url, token })).json();
    expect(head.notices.unReadCount).toBe(2);
    expect(head.notices.items.map((m: { title: string }) => m.title)).toEqual(['欢迎使用铝云工厂', '华南幕墙工程有限公司 邀请您加入']);
    expect(head.todos.items[0].title).toBe('待办：完善材质与板材尺寸');
    expect(head.news.items).toHaveLength(1);
    expect(head.changes.unReadCount).toBe(1);
    const change = head.changes.items[0];
    expect(change).toMatchObject({ orderStatus: 2, projectName: '佛山金融中心幕墙', projectBatch: '第3批' });

    const read = await t.call({ method: 'PUT', url: '/api/user/account/message/state', token, payload: { ids: [head.notices.items[0].id], messageState: 1, messageType: 2 } });
    expect(read.statusCode).toBe(204);
    const ch = await t.call({ method: 'PUT', url: `/api/user/account/message/change/${change.id}/read`, token });
    expect(ch.json()).toEqual({ id: change.id, orderStatus: 4 });
    const clear = await t.call({ method: 'DELETE', url: '/api/user/account/message?type=2', token });
    expect(clear.statusCode).toBe(204);

    const after = (await t.call({ method: 'GET', url, token })).json();
    expect(after.notices.unReadCount).toBe(1);
    expect(after.changes.unReadCount).toBe(0);
    expect(after.todos.items).toHaveLength(0);
    // The change tab belongs to the space: none in the personal space.
    const personal = (await t.call({ method: 'GET', url, token, tenant: t.ids.personalId })).json();
    expect(personal.changes.items).toHaveLength(0);
    // Nobody reads another user's bell.
    expect((await t.call({ method: 'GET', url: `/api/user/account/message/${t.ids.adminUserId}/header`, token })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: '/api/user/account/message/state', token, payload: { ids: ['x'], messageState: 1 } })).statusCode).toBe(400);
  });

  it('lists all messages with type, keyword and date filters', async () => {
    const list = async (q: string) => (await t.call({ method: 'GET', url: `/api/user/account/message?${q}`, token })).json();
    expect((await list('')).totalCount).toBe(4);
    expect((await list('type=3')).items.map((m: { title: string }) => m.title)).toEqual(['铝锭价格周报']);
    expect((await list('filter=%E6%9D%90%E8%B4%A8')).totalCount).toBe(1);
    expect((await list('filter=100%25')).totalCount).toBe(0);
    expect((await list('startTime=2000-01-01&endTime=2000-01-02')).totalCount).toBe(0);
    const bad = await t.call({ method: 'GET', url: '/api/user/account/message?startTime=yesterday', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('开始日期格式应为YYYY-MM-DD');
  });

  it('reads and writes the tenant config, also publicly for the login page', async () => {
    const cfg = (await t.call({ method: 'GET', url: '/api/tenant/account/config', token })).json();
    expect(cfg.enterpriseName).toBe('示范铝业有限公司');
    const put = await t.call({ method: 'PUT', url: '/api/tenant/account/config', token, payload: { enterpriseIntroduction: '铝单板专家' } });
    expect(put.statusCode).toBe(200);
    const pub = await t.app.inject({ method: 'GET', url: `/api/tenant/account/config/public?id=${t.ids.enterpriseId}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().enterpriseIntroduction).toBe('铝单板专家');
  });

  it('creates an enterprise space with the spec rules', async () => {
    const bad = async (payload: object) => (await t.call({ method: 'POST', url: '/api/tenant/account/create', token, tenant: null, payload })).json().error.message;
    expect(await bad({ displayName: '   ' })).toBe('请输入空间名称');
    expect(await bad({ displayName: '短名' })).toBe('长度至少6个字符');
    expect(await bad({ displayName: 'x'.repeat(51) })).toBe('空间名称长度不能超过50个字符');
    expect(await bad({ displayName: '合法的空间名称', editionType: 3 })).toBe('该版本暂时不能创建');
    expect(await bad({ displayName: '合法的空间名称', telephone: '1'.repeat(21) })).toBe('联系电话长度不能超过20个字符');

    const res = await t.call({ method: 'POST', url: '/api/tenant/account/create', token, tenant: null, payload: { displayName: '三水幕墙厂', telephone: '0757-1' } });
    expect(res.statusCode).toBe(200);
    const space = res.json();
    expect(space).toMatchObject({ displayName: '三水幕墙厂', editionType: 2, isInTrialPeriod: true, isActive: true, daysToExpire: 15 });
    const factories = await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token, tenant: space.tenantId });
    expect(factories.json().map((f: { name: string }) => f.name)).toEqual(['默认工厂']);
    const spaces = (await t.call({ method: 'GET', url: `/api/user/account/${t.ids.demoUserId}/tenants`, token, tenant: null })).json();
    expect(spaces.map((s: { displayName: string }) => s.displayName)).toContain('三水幕墙厂');
    const dup = await t.call({ method: 'POST', url: '/api/tenant/account/create', token, tenant: null, payload: { displayName: '三水幕墙厂' } });
    expect(dup.json().error.message).toBe('空间名称“三水幕墙厂”已存在');
  });

  it('lists editions, their features, and the running conversions', async () => {
    const eds = (await t.call({ method: 'GET', url: '/api/red/editions/list', token })).json();
    expect(eds.map((e: { editionType: number }) => e.editionType)).toEqual([1, 2, 3, 4, 5]);
    const feats = await t.call({ method: 'GET', url: `/api/red/editions/${eds[1].id}/features`, token });
    expect(feats.statusCode).toBe(200);
    const conv = await t.call({ method: 'GET', url: '/api/cad/file-converts', token, tenant: null });
    expect(conv.json()).toEqual([]);
  });

  it('lets an invitee accept or refuse, and nobody else', async () => {
    const { tenants } = await import('../src/modules/saas/schema.ts');
    const { members } = await import('../src/modules/identity/schema.ts');
    const { messages } = await import('../src/modules/account/schema.ts');
    const db = t.server.database.db;
    const invite = async (name: string) => {
      const [tenant] = await db.insert(tenants).values({ displayName: name, editionType: 2 }).returning();
      const [m] = await db.insert(members).values({ tenantId: tenant!.id, userId: t.ids.demoUserId, userStatus: 2 }).returning();
      await db.insert(messages).values({ userId: t.ids.demoUserId, tenantId: tenant!.id, tenantName: name, groupType: 1, messageTypeValue: 1, title: `${name} 邀请您加入`, extra: { memberId: m!.id } });
      return { tenantId: tenant!.id, memberId: m!.id };
    };
    const a = await invite('南海铝材加工厂');
    const b = await invite('顺德钣金有限公司');
    const spaces = async () => (await t.call({ method: 'GET', url: `/api/user/account/${t.ids.demoUserId}/tenants`, token, tenant: null })).json().map((s: { displayName: string }) => s.displayName);
    expect(await spaces()).not.toContain('南海铝材加工厂');

    const admin = await t.login('admin');
    const notMine = await t.call({ method: 'PUT', url: `/api/identity/members/${a.memberId}/status`, token: admin, tenant: null, payload: { tenantId: a.tenantId, userStatus: 4 } });
    expect(notMine.statusCode).toBe(403);

    const ok = await t.call({ method: 'PUT', url: `/api/identity/members/${a.memberId}/status`, token, tenant: null, payload: { tenantId: a.tenantId, userStatus: 4 } });
    expect(ok.json()).toEqual({ id: a.memberId, userStatus: 4 });
    expect(await spaces()).toContain('南海铝材加工厂');
    const no = await t.call({ method: 'PUT', url: `/api/identity/members/${b.memberId}/status`, token, tenant: null, payload: { tenantId: b.tenantId, userStatus: 8 } });
    expect(no.json().userStatus).toBe(8);
    expect(await spaces()).not.toContain('顺德钣金有限公司');
    // An answered invitation cannot be answered again.
    const again = await t.call({ method: 'PUT', url: `/api/identity/members/${b.memberId}/status`, token, tenant: null, payload: { tenantId: b.tenantId, userStatus: 4 } });
    expect(again.statusCode).toBe(403);
  });
});
