import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { orderDownEndpoints, childrenEndpoints, endpointUrl, tenantEndpoints, accountChangeEndpoints, priceEndpoints, EDITION_PROVIDER, type TenantRow } from '@al/contracts';
import { auditLogs } from '../src/core/audit/schema.ts';
import { prices } from '../src/modules/saas/schema.ts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let demo: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const asAdmin = (o: Parameters<TestApp['call']>[0]) => t.call({ ...o, token: admin, tenant: null });

describe('tenant administration', () => {
  it('lists tenants for operators only', async () => {
    const res = await asAdmin({ method: 'GET', url: `${tenantEndpoints.list.path}?displayName=示范` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as TenantRow[];
    expect(items.map((x) => x.displayName)).toContain('示范铝业有限公司');
    expect((await t.call({ method: 'GET', url: tenantEndpoints.list.path, token: demo })).statusCode).toBe(403);
  });

  it('changes seats with an operate-log entry, and refuses a negative value in Chinese', async () => {
    const ok = await asAdmin({
      method: 'PUT',
      url: accountChangeEndpoints.seats.path,
      payload: { tenantId: t.ids.enterpriseId, value: 80, reason: '合同增购' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().seats).toBe(80);
    const bad = await asAdmin({
      method: 'PUT',
      url: accountChangeEndpoints.seats.path,
      payload: { tenantId: t.ids.enterpriseId, value: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const log = (
      await asAdmin({ method: 'GET', url: `${tenantEndpoints.operateLog.path}?tenantId=${t.ids.enterpriseId}` })
    ).json() as { operation: string; afterValue: unknown; reason: string }[];
    expect(log[0]).toMatchObject({ operation: 'seats', afterValue: { seats: 80 }, reason: '合同增购' });
  });

  it('keeps follow-ups: add, list, delete', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: tenantEndpoints.followups.path,
      payload: { tenantId: t.ids.enterpriseId, followType: 1, content: '电话回访，使用顺利' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = await asAdmin({
      method: 'GET',
      url: `${tenantEndpoints.followups.path}?tenantId=${t.ids.enterpriseId}`,
    });
    expect(list.json().items[0]).toMatchObject({
      content: '电话回访，使用顺利',
      tenantName: '示范铝业有限公司',
    });
    const empty = await asAdmin({
      method: 'POST',
      url: tenantEndpoints.followups.path,
      payload: { tenantId: t.ids.enterpriseId, followType: 1, content: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('跟进内容不能为空');
    expect(
      (await asAdmin({ method: 'DELETE', url: endpointUrl(tenantEndpoints.removeFollowup, { id: created.json().id }) }))
        .statusCode,
    ).toBe(204);
  });

  it('registers a user with a personal space who can then sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.register.path,
      payload: { userName: 'zhangsan', phoneNumber: '13900000001', name: '张三', password: 'abc123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenant).toMatchObject({
      displayName: '张三的个人空间',
      editionType: 1,
      isActive: true,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.register.path,
      payload: { userName: 'ZhangSan', phoneNumber: '13900000001', password: 'abc123' },
    });
    expect(again.statusCode).toBe(400);
    const weak = await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.register.path,
      payload: { userName: 'lisi', phoneNumber: '13900000002', password: '123456' },
    });
    expect(weak.json().error.message).toBe('密码强度不够');
    expect(await t.login('zhangsan', 'abc123')).toBeTruthy();
  });
});

describe('agents and their children', () => {
  it('an agent opens a space for a user and sees it among its children; others are refused', async () => {
    const editions = (await asAdmin({ method: 'GET', url: '/api/red/editions' })).json().items as {
      id: string;
      editionType: number;
    }[];
    const agentEdition = editions.find((e) => e.editionType === 5)!;
    const supplierEdition = editions.find((e) => e.editionType === 4)!;
    const agent = await asAdmin({
      method: 'POST',
      url: tenantEndpoints.create.path,
      payload: { displayName: '华南代理服务中心', editionId: agentEdition.id, ownerUserName: 'demo' },
    });
    expect(agent.statusCode, agent.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.register.path,
      payload: { userName: 'wangwu', phoneNumber: '13900000009', password: 'abc123' },
    });
    const child = await t.call({
      method: 'PUT',
      url: '/api/tenant/children',
      token: demo,
      tenant: agent.json().id,
      payload: { displayName: '王五五金加工厂', editionId: supplierEdition.id, ownerUserName: 'wangwu' },
    });
    expect(child.statusCode, child.body).toBe(200);
    const list = await t.call({
      method: 'GET',
      url: '/api/tenant/children',
      token: demo,
      tenant: agent.json().id,
    });
    expect(list.json().items.map((c: { displayName: string }) => c.displayName)).toEqual(['王五五金加工厂']);
    expect((await t.call({ method: 'GET', url: '/api/tenant/children', token: demo })).statusCode).toBe(403);
    const forAdmin = await asAdmin({
      method: 'GET',
      url: `/api/tenant/children/for-admin/${agent.json().id}`,
    });
    expect(forAdmin.json().totalCount).toBe(1);
    const orders = await t.call({
      method: 'GET',
      url: '/api/user/order/for-agent',
      token: demo,
      tenant: agent.json().id,
    });
    expect(orders.statusCode).toBe(200);

    // The platform's agent detail and the agent's child detail (for-agent scoping).
    const detail = await asAdmin({ method: 'GET', url: endpointUrl(childrenEndpoints.agentForAdmin, { id: agent.json().id }) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      agent: { displayName: '华南代理服务中心' },
      children: [{ displayName: '王五五金加工厂' }],
      income: { orderCount: 0, payAmount: 0 },
    });
    expect(
      (await t.call({ method: 'GET', url: endpointUrl(childrenEndpoints.agentForAdmin, { id: agent.json().id }), token: demo }))
        .statusCode,
    ).toBe(403);
    expect(
      (await asAdmin({ method: 'GET', url: endpointUrl(childrenEndpoints.agentForAdmin, { id: t.ids.enterpriseId }) })).statusCode,
    ).toBe(404);
    const childDetail = await t.call({
      method: 'GET',
      url: endpointUrl(childrenEndpoints.get, { id: child.json().id }),
      token: demo,
      tenant: agent.json().id,
    });
    expect(childDetail.statusCode, childDetail.body).toBe(200);
    expect(childDetail.json().child).toMatchObject({ displayName: '王五五金加工厂', paidAmount: 0 });
    const notMine = await t.call({
      method: 'GET',
      url: endpointUrl(childrenEndpoints.get, { id: t.ids.enterpriseId }),
      token: demo,
      tenant: agent.json().id,
    });
    expect(notMine.statusCode).toBe(404);

    // The agent's downloads are real .xlsx files.
    for (const [url, name, header] of [
      [childrenEndpoints.down.path, '下级用户.xlsx', '空间名称'],
      [orderDownEndpoints.forAgent.path, '下级订单.xlsx', '订单号'],
    ] as const) {
      const res = await t.call({ method: 'GET', url, token: demo, tenant: agent.json().id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(name));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe(header);
      if (header === '订单号')
        expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['订单号', '空间', '购买内容', '时长', '订单金额', '优惠', '实付金额', '支付方式', '状态', '下单时间', '支付时间']);
      if (header === '空间名称') {
        // the page's columns (childList): a new space has paid nothing, its opening time in local time
        expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['空间名称', '版本', '到期时间', '联系电话', '累计实付', '开通时间']);
        expect((wb.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual(['王五五金加工厂', expect.any(String), expect.any(String), expect.anything(), 0, expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)]);
      }
    }
  });
});

describe('enterprise website', () => {
  it('keeps the introduction, monitors (secret stays on the server) and small programs of the space', async () => {
    const monitors = await t.call({ method: 'GET', url: '/api/tenant/web/monitor', token: demo });
    expect(monitors.json().items.map((m: { name: string }) => m.name)).toEqual(['折弯车间', '喷涂线']);
    const put = await t.call({
      method: 'PUT',
      url: '/api/tenant/web/ys7/setting',
      token: demo,
      payload: { appKey: 'key1', appSecret: 's3cret' },
    });
    expect(put.json()).toEqual({ appKey: 'key1', secretSet: true });
    const got = await t.call({ method: 'GET', url: '/api/tenant/web/ys7/setting', token: demo });
    expect(got.body).not.toContain('s3cret');
    const bad = await t.call({
      method: 'POST',
      url: '/api/tenant/web/small-program',
      token: demo,
      payload: { name: '展示', appId: 'abc', type: 2, status: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('AppID格式不正确（wx加16位）');
    const intro = await t.call({
      method: 'PUT',
      url: '/api/tenant/web/introducte',
      token: demo,
      payload: { enterpriseName: '示范铝业有限公司', enterpriseIntroduction: '专业铝单板' },
    });
    expect(intro.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/tenant/web/introducte', token: demo })).json()
        .enterpriseIntroduction,
    ).toBe('专业铝单板');
  });
});

describe('prices', () => {
  it('changes a price like an edition: new values, a new concurrency stamp, the operation log before and after', async () => {
    const editions = (await asAdmin({ method: 'GET', url: '/api/red/editions' })).json().items as { id: string; isFree: boolean }[];
    const paid = editions.find((e) => !e.isFree)!;
    const body = { providerName: EDITION_PROVIDER, providerKey: paid.id, groupName: '测试价格', salesPrice: 100, originalPrice: 120, periodValue: 12 };
    const created = await asAdmin({ method: 'POST', url: priceEndpoints.create.path, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const db = t.server.database.db;
    const [before] = await db.select().from(prices).where(eq(prices.id, id));
    const changed = await asAdmin({ method: 'PUT', url: endpointUrl(priceEndpoints.update, { id }), payload: { ...body, salesPrice: 90.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().salesPrice).toBe(90.5);
    const [after] = await db.select().from(prices).where(eq(prices.id, id));
    expect(after!.concurrencyStamp).not.toBe(before!.concurrencyStamp);
    expect(after!.lastModificationTime).not.toBeNull();
    const logs = await db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'Price'), eq(auditLogs.entityId, id), eq(auditLogs.action, 'update')));
    expect(logs).toHaveLength(1);
    const bad = await asAdmin({ method: 'PUT', url: endpointUrl(priceEndpoints.update, { id }), payload: { ...body, periodValue: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('时长至少1个月');
  });
});
