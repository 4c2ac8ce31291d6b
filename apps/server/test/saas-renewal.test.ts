import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RenewalStatus,
  renewalEndpoints,
  endpointUrl,
  featureEndpoints,
  tenantEndpoints,
  type EquipmentPrice,
  type RenewalDetail,
  type TenantRow,
} from '@al/contracts';
import { users } from '../src/modules/identity/schema.ts';
import { tenantFeatures, tenantRenewals, tenants } from '../src/modules/saas/schema.ts';
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
const db = () => t.server.database.db;
const tenantRow = async () =>
  (await db().select().from(tenants).where(eq(tenants.id, t.ids.enterpriseId)))[0]!;

async function chargedFeature() {
  const list = (await t.call({ method: 'GET', url: featureEndpoints.charged.path, token: demo })).json() as {
    id: string;
    parentId: string | null;
    displayName: string;
  }[];
  return list.find((f) => f.parentId)!;
}

describe('tenant renewals', () => {
  it('lists the equipment price list and keeps one item per model', async () => {
    const list = (
      await asAdmin({ method: 'GET', url: renewalEndpoints.equipmentPrices.path })
    ).json() as EquipmentPrice[];
    expect(list.map((p) => p.model)).toEqual(expect.arrayContaining(['IPC-15', 'PDA-C6']));
    const saved = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.equipmentPrices.path,
      payload: { model: 'SCN-01', name: '扫码枪', unitPrice: 199.9 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.equipmentPrices.path,
      payload: { model: 'SCN-01', name: '扫码枪', unitPrice: 188.8 },
    });
    expect(again.json().id).toBe(saved.json().id);
    expect(again.json().unitPrice).toBe(188.8);
    const bad = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.equipmentPrices.path,
      payload: { model: '', name: '扫码枪', unitPrice: 1.001 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('请输入设备型号');
  });

  it('draft → pending payment → complete applies period, seats, storage, quota, services and devices with operate logs', async () => {
    const feature = await chargedFeature();
    const before = await tenantRow();
    const created = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.list.path,
      payload: {
        tenantId: t.ids.enterpriseId,
        periodMonths: 12,
        seats: 10,
        storageGb: 5,
        concurrent: 2,
        nestQuota: 300,
        discount: 100.5,
        serviceLines: [{ featureId: feature.id, qty: 2, unitPrice: 99.99, months: 12 }],
        equipmentLines: [{ equipmentModel: 'PDA-C6', qty: 3 }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json() as RenewalDetail;
    expect(draft.status).toBe(RenewalStatus.draft);
    expect(draft.renewalNo).toMatch(/^XF\d{6}\d{3}$/);
    // 2 × 99.99 × 12 + 3 × 1600.00 (list price) = 2399.76 + 4800.00
    expect(draft.amount).toBe(7199.76);
    expect(draft.payable).toBe(7099.26);
    expect(draft.equipmentLines[0]).toMatchObject({ unitPrice: 1600, equipmentName: '手持PDA扫码终端' });

    const edited = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.get, { id: draft.id }),
      payload: {
        tenantId: t.ids.enterpriseId,
        periodMonths: 12,
        seats: 10,
        storageGb: 5,
        concurrent: 2,
        nestQuota: 300,
        discount: 0,
        serviceLines: [{ featureId: feature.id, qty: 1, unitPrice: 99.99, months: 12 }],
        equipmentLines: [{ equipmentModel: 'PDA-C6', qty: 2, unitPrice: 1500 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payable).toBe(4199.88);

    // Not paid yet: complete is refused before submit, and nothing changes.
    const early = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.complete, { id: draft.id }),
      payload: { paidAmount: 4199.88 },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe('只有待付款的续费单可以完成');

    const submitted = await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.submit, { id: draft.id }) });
    expect(submitted.json().status).toBe(RenewalStatus.pendingPayment);
    const locked = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.get, { id: draft.id }),
      payload: {
        tenantId: t.ids.enterpriseId,
        seats: 1,
        periodMonths: 0,
        storageGb: 0,
        concurrent: 0,
        nestQuota: 0,
      },
    });
    expect(locked.statusCode).toBe(403);

    const short = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.complete, { id: draft.id }),
      payload: { paidAmount: 4199.87 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('实收金额不能少于应付金额');
    expect((await tenantRow()).seats).toBe(before.seats);

    const done = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.complete, { id: draft.id }),
      payload: { paidAmount: 4199.88, reason: '对公转账已到账' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json() as RenewalDetail;
    expect(completed.status).toBe(RenewalStatus.completed);
    expect(completed.paidAmount).toBe(4199.88);
    expect(completed.equipmentLines[0]!.serialNos).toEqual([
      `${completed.renewalNo}-001`,
      `${completed.renewalNo}-002`,
    ]);

    const after = await tenantRow();
    expect(after.seats).toBe(before.seats + 10);
    expect(after.storageGb).toBe(before.storageGb + 5);
    expect(after.concurrent).toBe(before.concurrent + 2);
    expect(Math.round(Number(after.nestQuota) * 100)).toBe(
      Math.round(Number(before.nestQuota) * 100) + 30000,
    );
    expect(after.isInTrialPeriod).toBe(false);
    const from =
      before.expiryTime && before.expiryTime > new Date() && !before.isInTrialPeriod
        ? before.expiryTime
        : new Date();
    const months =
      (after.expiryTime!.getUTCFullYear() - from.getUTCFullYear()) * 12 +
      after.expiryTime!.getUTCMonth() -
      from.getUTCMonth();
    expect(months).toBe(12);
    const [grant] = await t.server.database.db
      .select()
      .from(tenantFeatures)
      .where(eq(tenantFeatures.featureId, feature.id));
    expect(grant!.expiryTime!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);

    const log = (
      await asAdmin({ method: 'GET', url: `${tenantEndpoints.operateLog.path}?tenantId=${t.ids.enterpriseId}` })
    ).json() as { operation: string; reason: string }[];
    const mine = log.filter((l) => l.reason.startsWith(`续费单${completed.renewalNo}`));
    expect(mine.map((l) => l.operation).sort()).toEqual(
      ['concurrent', 'nest', 'renewal', 'seats', 'service', 'storage'].sort(),
    );

    // Completed once: a second complete and a cancel are refused.
    expect(
      (await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.complete, { id: draft.id }), payload: { paidAmount: 4199.88 } }))
        .statusCode,
    ).toBe(403);
    expect((await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.cancel, { id: draft.id }) })).statusCode).toBe(403);
    expect((await tenantRow()).seats).toBe(after.seats);

    const list = await asAdmin({
      method: 'GET',
      url: `${renewalEndpoints.list.path}?tenantId=${t.ids.enterpriseId}`,
    });
    expect(list.json().items.map((x: { id: string }) => x.id)).toContain(draft.id);
    expect(list.json().items[0].tenantName).toBe('示范铝业有限公司');

    const xlsx = await asAdmin({ method: 'GET', url: endpointUrl(renewalEndpoints.down, { id: draft.id }) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain(
      encodeURIComponent(`续费单${completed.renewalNo}.xlsx`),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const values: unknown[] = [];
    wb.worksheets[0]!.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toEqual(
      expect.arrayContaining([
        completed.renewalNo,
        '已完成',
        4199.88,
        'PDA-C6',
        `${completed.renewalNo}-001, ${completed.renewalNo}-002`,
      ]),
    );
  });

  it('cancels a draft or a pending renewal without touching the tenant', async () => {
    const before = await tenantRow();
    const r = (
      await asAdmin({
        method: 'POST',
        url: renewalEndpoints.list.path,
        payload: {
          tenantId: t.ids.enterpriseId,
          seats: 3,
          periodMonths: 0,
          storageGb: 0,
          concurrent: 0,
          nestQuota: 0,
        },
      })
    ).json() as RenewalDetail;
    await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.submit, { id: r.id }) });
    const cancelled = await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.cancel, { id: r.id }) });
    expect(cancelled.json().status).toBe(RenewalStatus.cancelled);
    expect(
      (await asAdmin({ method: 'PUT', url: endpointUrl(renewalEndpoints.complete, { id: r.id }), payload: { paidAmount: 0 } }))
        .statusCode,
    ).toBe(403);
    expect((await tenantRow()).seats).toBe(before.seats);
    const draft = (
      await asAdmin({
        method: 'POST',
        url: renewalEndpoints.list.path,
        payload: {
          tenantId: t.ids.enterpriseId,
          concurrent: 1,
          periodMonths: 0,
          seats: 0,
          storageGb: 0,
          nestQuota: 0,
        },
      })
    ).json() as RenewalDetail;
    expect((await asAdmin({ method: 'DELETE', url: endpointUrl(renewalEndpoints.get, { id: draft.id }) })).statusCode).toBe(204);
    expect((await asAdmin({ method: 'GET', url: endpointUrl(renewalEndpoints.get, { id: draft.id }) })).statusCode).toBe(404);
  });

  it('refuses bad input in Chinese with nothing written', async () => {
    const count = async () => (await db().select().from(tenantRenewals)).length;
    const n = await count();
    const bad = async (payload: object, message: string) => {
      const res = await asAdmin({ method: 'POST', url: renewalEndpoints.list.path, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    const base = {
      tenantId: t.ids.enterpriseId,
      periodMonths: 0,
      seats: 0,
      storageGb: 0,
      concurrent: 0,
      nestQuota: 0,
    };
    await bad(base, '续费内容不能为空');
    await bad({ ...base, seats: -1 }, '增加席位不能小于0');
    await bad({ ...base, periodMonths: 1.5 }, '续费月数必须是整数');
    await bad({ ...base, seats: 1, discount: 0.001 }, '优惠金额最多两位小数');
    await bad({ ...base, seats: 1, discount: 5 }, '优惠金额不能大于续费金额');
    await bad(
      { ...base, equipmentLines: [{ equipmentModel: 'NOPE-1', qty: 1 }] },
      '设备型号NOPE-1不在设备价格表中',
    );
    await bad({ ...base, equipmentLines: [{ equipmentModel: 'PDA-C6', qty: 0 }] }, '数量不能小于1');
    await bad(
      { ...base, equipmentLines: [{ equipmentModel: 'PDA-C6', qty: 1 }], discount: 1600.01 },
      '优惠金额不能大于续费金额',
    );
    await bad({ ...base, tenantId: crypto.randomUUID(), seats: 1 }, '租户不存在');
    await bad(
      { ...base, serviceLines: [{ featureId: crypto.randomUUID(), qty: 1, unitPrice: 1, months: 1 }] },
      '服务不存在',
    );
    const editions = (await asAdmin({ method: 'GET', url: '/api/red/editions' })).json().items as {
      id: string;
      editionType: number;
    }[];
    const other = editions.find((e) => e.editionType === 5)!; // an agent edition; the demo space is an enterprise
    await bad({ ...base, editionId: other.id, periodMonths: 12 }, '只能续费同类型的版本');
    expect(await count()).toBe(n);
  });

  it('names a platform user as the salesman and refuses anyone else', async () => {
    const list = (await asAdmin({ method: 'GET', url: renewalEndpoints.salesmen.path })).json() as {
      id: string;
      name: string;
    }[];
    expect(list.map((u) => u.id)).toContain(t.ids.adminUserId);
    expect(list.map((u) => u.id)).not.toContain(t.ids.demoUserId);
    const base = { tenantId: t.ids.enterpriseId, seats: 1 };
    const made = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.list.path,
      payload: { ...base, salesmanId: t.ids.adminUserId },
    });
    expect(made.statusCode, made.body).toBe(200);
    const shown = (await asAdmin({ method: 'GET', url: endpointUrl(renewalEndpoints.get, { id: made.json().id }) })).json();
    expect(shown.salesmanId).toBe(t.ids.adminUserId);
    expect(shown.salesmanName).toBe(list.find((u) => u.id === t.ids.adminUserId)!.name);
    const count = async () => (await db().select().from(tenantRenewals)).length;
    const n = await count();
    const res = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.list.path,
      payload: { ...base, salesmanId: t.ids.demoUserId },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('销售人员不存在');
    expect(await count()).toBe(n);
    const denied = await t.call({ method: 'GET', url: renewalEndpoints.salesmen.path, token: demo });
    expect(denied.statusCode).toBe(403);

    // A salesman who leaves (deactivated) stays on the drafts he has, but is not offered or taken anew.
    const [leaver] = await db()
      .insert(users)
      .values({ userName: `sales_${Date.now()}`, name: '离职销售', passwordHash: 'x', isPlatformAdmin: true })
      .returning();
    const his = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.list.path,
      payload: { ...base, salesmanId: leaver!.id },
    });
    expect(his.statusCode, his.body).toBe(200);
    await db().update(users).set({ isActive: false }).where(eq(users.id, leaver!.id));
    const offered = (await asAdmin({ method: 'GET', url: renewalEndpoints.salesmen.path })).json() as { id: string }[];
    expect(offered.map((u) => u.id)).not.toContain(leaver!.id);
    const kept = await asAdmin({
      method: 'PUT',
      url: endpointUrl(renewalEndpoints.get, { id: his.json().id }),
      payload: { ...base, seats: 2, salesmanId: leaver!.id },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().salesmanName).toBe('离职销售');
    const anew = await asAdmin({
      method: 'POST',
      url: renewalEndpoints.list.path,
      payload: { ...base, salesmanId: leaver!.id },
    });
    expect(anew.statusCode).toBe(400);
    expect(anew.body).toContain('销售人员不存在');
  });

  it('is for platform administrators only', async () => {
    const tenantRows = (await asAdmin({ method: 'GET', url: tenantEndpoints.list.path })).json()
      .items as TenantRow[];
    expect(tenantRows.length).toBeGreaterThan(0);
    // The renewal pages show the tenant's account from the platform's tenant-info call.
    const info = await asAdmin({
      method: 'GET',
      url: `${tenantEndpoints.info.path}?id=${t.ids.enterpriseId}`,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().displayName).toBe('示范铝业有限公司');
    for (const [method, url] of [
      ['GET', renewalEndpoints.list.path],
      ['GET', renewalEndpoints.equipmentPrices.path],
      ['POST', renewalEndpoints.list.path],
    ] as const) {
      const res = await t.call({
        method,
        url,
        token: demo,
        payload:
          method === 'POST'
            ? {
                tenantId: t.ids.enterpriseId,
                seats: 100,
                periodMonths: 0,
                storageGb: 0,
                concurrent: 0,
                nestQuota: 0,
              }
            : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
