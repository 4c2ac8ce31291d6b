import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandResource, demanderResource, supplierResource, warehouseResource, craftsmanshipItemResource } from '@al/contracts';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/app.ts';

const B = brandResource.basePath;
let t: TestApp;
let demo: string;
let admin: string;
/** The demo user acts in the enterprise space (owner) and in their personal space (requester). */
const asOwner = (opts: Parameters<TestApp['call']>[0]) => t.call({ token: demo, ...opts });
const asOther = (opts: Parameters<TestApp['call']>[0]) => t.call({ token: demo, tenant: t.ids.personalId, ...opts });
const stamp = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

/** Applies for a brand in the enterprise space and has the platform approve it. */
async function approvedBrand(name: string, logoUrl?: string) {
  const applied = await asOwner({ method: 'POST', url: `${B}/apply`, payload: { name, logoUrl } });
  expect(applied.statusCode, applied.body).toBe(200);
  const ok = await t.call({ token: admin, method: 'PUT', url: `${B}/${applied.json().id}/approval`, payload: { status: 2 } });
  expect(ok.statusCode, ok.body).toBe(200);
  return applied.json() as { id: string; name: string };
}

describe('brand names across tenants', () => {
  it('lists occupied names without the other tenant’s data and refuses a taken name', async () => {
    const brand = await approvedBrand(`鸿业${stamp}`);
    const pending = await asOwner({ method: 'POST', url: `${B}/apply`, payload: { name: `华铝${stamp}` } });
    expect(pending.statusCode).toBe(200);
    // Not approved yet: not usable as the default brand either way.
    for (const url of [`${B}/${pending.json().id}/default`, `${B}/${pending.json().id}/use`])
      expect((await asOwner({ method: 'PUT', url })).json().error.message).toBe('只有已通过审核的品牌可以使用');

    const seen = await asOther({ method: 'GET', url: `${B}/occupied-brand?filter=${encodeURIComponent(stamp)}` });
    expect(seen.statusCode, seen.body).toBe(200);
    const items = seen.json().items as Record<string, unknown>[];
    expect(items.map((i) => i.name).sort()).toEqual([`华铝${stamp}`, `鸿业${stamp}`].sort());
    // Only the name, whether it is approved and the id to ask for it: no logo, owner or opinion.
    for (const i of items) expect(Object.keys(i).sort()).toEqual(['approved', 'id', 'name', 'own']);
    expect(items.find((i) => i.name === brand.name)).toMatchObject({ id: brand.id, approved: true, own: false });
    expect(items.find((i) => i.name === `华铝${stamp}`)).toMatchObject({ id: null, approved: false });
    // The owner sees the same names as its own.
    const mine = (await asOwner({ method: 'GET', url: `${B}/occupied-brand?filter=${encodeURIComponent(stamp)}` })).json().items;
    expect(mine.every((i: { own: boolean }) => i.own)).toBe(true);

    // Another tenant cannot take the name (case-insensitive), neither by apply nor by the plain POST.
    for (const url of [`${B}/apply`, B]) {
      const dup = await asOther({ method: 'POST', url, payload: { name: `鸿业${stamp}`.toUpperCase() } });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().error.message).toBe(`品牌名称“鸿业${stamp.toUpperCase()}”已被其他企业占用，可申请使用授权`);
    }
    // Nor read the owner's brand row.
    expect((await asOther({ method: 'GET', url: `${B}/${brand.id}` })).statusCode).toBe(404);
    expect((await asOther({ method: 'GET', url: `${B}/brand-url/${brand.id}` })).statusCode).toBe(404);

    // An approved brand keeps its name.
    const row = (await asOwner({ method: 'GET', url: `${B}/${brand.id}` })).json();
    const rename = await asOwner({ method: 'PUT', url: `${B}/${brand.id}`, payload: { name: `改名${stamp}`, concurrencyStamp: row.concurrencyStamp } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.message).toBe('已通过审核的品牌不能改名');
  });

  it('rejects bad input with 400 and nothing written', async () => {
    const bad = [
      { url: `${B}/use`, payload: {} },
      { url: `${B}/use`, payload: { brandName: 'x'.repeat(33) } },
      { url: `${B}/use`, payload: { brandName: `不存在${stamp}` } },
    ];
    for (const b of bad) {
      const res = await asOther({ method: 'POST', ...b });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/品牌名称|没有已通过审核的品牌/);
    }
    expect((await asOther({ method: 'GET', url: `${B}/approval/auth` })).json().totalCount).toBe(0);
    expect((await asOther({ method: 'GET', url: `${B}/occupied-brand?filter=${'x'.repeat(40)}` })).statusCode).toBe(400);
    const badDecision = await asOwner({ method: 'PUT', url: `${B}/approval/use/${crypto.randomUUID()}`, payload: { status: 3 } });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().error.message).toBe('审批结果只能是授权或拒绝');
    expect((await asOwner({ method: 'PUT', url: `${B}/approval/use/${crypto.randomUUID()}`, payload: { status: 2 } })).statusCode).toBe(404);
  });
});

describe('two spaces claiming one name at the same moment', () => {
  const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
  it('answers the loser with the name check’s 400 and writes nothing', async () => {
    const db = t.server.database.db;
    const name = `竞名${stamp}`;
    // Stands in for the other space's request that commits between this request's name check and
    // its insert: right before our row goes in, a trigger inserts the rival's (as the database owner,
    // past the tenant wall). Only the platform-wide index is left to stop ours.
    await db.execute(
      sql.raw(`CREATE FUNCTION test_rival_brand() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
        BEGIN INSERT INTO brands (tenant_id, name, status, is_default) VALUES ('${t.ids.personalId}', NEW.name, 1, false); RETURN NEW; END $$`),
    );
    await db.execute(sql.raw(`CREATE TRIGGER test_rival_brand BEFORE INSERT ON brands FOR EACH ROW WHEN (pg_trigger_depth() = 0 AND NEW.name = '${name}') EXECUTE FUNCTION test_rival_brand()`));
    try {
      for (const url of [`${B}/apply`, B]) {
        const res = await asOwner({ method: 'POST', url, payload: { name } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toBe(`品牌名称“${name}”已被其他企业占用，可申请使用授权`);
        expect(res.json().error.validationErrors).toEqual([{ message: res.json().error.message, members: ['name'] }]);
      }
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS test_rival_brand ON brands`);
      await db.execute(sql`DROP FUNCTION IF EXISTS test_rival_brand()`);
    }
    // The refused transactions took the rival rows with them; the name is free again.
    expect(rows(await db.execute(sql`select id from brands where name = ${name}`))).toHaveLength(0);
    expect((await asOwner({ method: 'POST', url: `${B}/apply`, payload: { name } })).statusCode).toBe(200);
  });

  it('gives a general 400 for a unique index no module named', async () => {
    const db = t.server.database.db;
    const name = `无名索引${stamp}`;
    await db.execute(sql.raw(`CREATE UNIQUE INDEX test_brand_pack_uq ON brands (pack_template) WHERE pack_template = 'dup-${stamp}'`));
    try {
      const first = await asOwner({ method: 'POST', url: B, payload: { name, packTemplate: `dup-${stamp}` } });
      expect(first.statusCode, first.body).toBe(200);
      const second = await asOwner({ method: 'POST', url: B, payload: { name: `${name}2`, packTemplate: `dup-${stamp}` } });
      expect(second.statusCode, second.body).toBe(400);
      expect(second.json().error.message).toBe('数据已存在，请勿重复提交');
    } finally {
      await db.execute(sql`DROP INDEX IF EXISTS test_brand_pack_uq`);
    }
    expect(rows(await db.execute(sql`select id from brands where name = ${name + '2'}`))).toHaveLength(0);
  });
});

describe('platform review of applications', () => {
  it('lists the applications of every space to the platform, with the applicant, and only to it', async () => {
    await asOwner({ method: 'POST', url: `${B}/apply`, payload: { name: `甲申请${stamp}` } });
    await asOther({ method: 'POST', url: `${B}/apply`, payload: { name: `乙申请${stamp}` } });
    const all = await t.call({ token: admin, tenant: null, method: 'GET', url: `${B}/apply/for-admin` });
    expect(all.statusCode, all.body).toBe(200);
    const mine = (all.json().items as { name: string; tenantName: string }[]).filter((i) => i.name.endsWith(stamp) && i.name.includes('申请'));
    expect(mine.map((i) => [i.name, i.tenantName]).sort()).toEqual([
      [`乙申请${stamp}`, '王建国的个人空间'],
      [`甲申请${stamp}`, '示范铝业有限公司'],
    ].sort());
    // Naming a space narrows the list to it; a tenant user gets 403.
    const one = (await t.call({ token: admin, tenant: t.ids.personalId, method: 'GET', url: `${B}/apply/for-admin` })).json().items;
    expect(one.every((i: { tenantId: string }) => i.tenantId === t.ids.personalId)).toBe(true);
    expect((await asOwner({ method: 'GET', url: `${B}/apply/for-admin` })).statusCode).toBe(403);
    // Approval happens in the applicant's space: outside it the row is not found.
    const row = mine.find((i) => i.name === `乙申请${stamp}`) as unknown as { id: string };
    expect((await t.call({ token: admin, method: 'PUT', url: `${B}/${row.id}/approval`, payload: { status: 4 } })).statusCode).toBe(404);
    const rejected = await t.call({ token: admin, tenant: t.ids.personalId, method: 'PUT', url: `${B}/${row.id}/approval`, payload: { status: 4, auditOpinion: '证书不符' } });
    expect(rejected.json()).toMatchObject({ status: 4, auditOpinion: '证书不符' });
    // Edited by the applicant, a rejected application is under review again.
    const resubmitted = await asOther({ method: 'PUT', url: `${B}/${row.id}`, payload: { name: `乙申请${stamp}`, authorizationFileUrl: '/api/basic/file/x.png', concurrencyStamp: rejected.json().concurrencyStamp } });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().status).toBe(1);
  });
});

describe('brand use: request, authorisation, withdrawal', () => {
  it('lets another tenant ask, the owner authorise and later withdraw', async () => {
    const brand = await approvedBrand(`金盾${stamp}`, '/api/basic/file/logo-jd.png');
    // Before an authorisation the other space cannot read the logo.
    expect((await asOther({ method: 'GET', url: `${B}/brand-url/${brand.id}` })).statusCode).toBe(404);
    const own = await asOwner({ method: 'POST', url: `${B}/use`, payload: { brandName: brand.name } });
    expect(own.json().error.message).toBe('这是本企业自己的品牌，无需申请授权');

    const asked = await asOther({ method: 'POST', url: `${B}/use`, payload: { brandName: brand.name, remark: '代工项目' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ brandId: brand.id, brandName: brand.name, status: 1, requesterName: '王建国的个人空间' });
    const again = await asOther({ method: 'POST', url: `${B}/use`, payload: { brandName: brand.name } });
    expect(again.json().error.message).toBe(`已申请过品牌“${brand.name}”的使用授权`);

    // The owner sees the request; the requester cannot decide its own request.
    const incoming = (await asOwner({ method: 'GET', url: `${B}/approval/use?status=1` })).json().items as { id: string; brandName: string }[];
    const req = incoming.find((i) => i.brandName === brand.name)!;
    expect(req.id).toBe(asked.json().id);
    expect((await asOther({ method: 'PUT', url: `${B}/approval/use/${req.id}`, payload: { status: 2 } })).statusCode).toBe(404);
    expect((await asOther({ method: 'GET', url: `${B}/approval/use` })).json().items.some((i: { id: string }) => i.id === req.id)).toBe(false);

    // Authorised: the brand is among the requester's usable brands, and the owner cannot delete it.
    const ok = await asOwner({ method: 'PUT', url: `${B}/approval/use/${req.id}`, payload: { status: 2, auditOpinion: '同意' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await asOwner({ method: 'PUT', url: `${B}/approval/use/${req.id}`, payload: { status: 2 } })).json().error.message).toBe('该申请已处理');
    const usable = (await asOther({ method: 'GET', url: `${B}/tenant-brand/list` })).json().items as { id: string; name: string; source: string }[];
    expect(usable).toContainEqual(expect.objectContaining({ id: brand.id, name: brand.name, source: 'authorised' }));
    // The owner's logo reaches the authorised space (nothing else of the brand row does).
    const logo = await asOther({ method: 'GET', url: `${B}/brand-url/${brand.id}` });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json()).toEqual({ url: '/api/basic/file/logo-jd.png' });
    const auth = (await asOther({ method: 'GET', url: `${B}/approval/auth?status=2` })).json().items;
    expect(auth.map((a: { brandName: string }) => a.brandName)).toContain(brand.name);
    const del = await asOwner({ method: 'DELETE', url: `${B}/${brand.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.message).toBe('该品牌已授权给1家企业使用，不能删除');

    // Withdrawn: no longer usable, and the brand may be deleted.
    expect((await asOwner({ method: 'PUT', url: `${B}/approval/use/${req.id}`, payload: { status: 4 } })).statusCode).toBe(200);
    expect((await asOther({ method: 'GET', url: `${B}/brand-url/${brand.id}` })).statusCode).toBe(404);
    const after = (await asOther({ method: 'GET', url: `${B}/tenant-brand/list` })).json().items as { id: string }[];
    expect(after.some((i) => i.id === brand.id)).toBe(false);
    expect((await asOwner({ method: 'DELETE', url: `${B}/${brand.id}` })).statusCode).toBe(204);
    // A deleted brand frees its name.
    expect((await asOther({ method: 'POST', url: `${B}/apply`, payload: { name: brand.name } })).statusCode).toBe(200);
  });
});

describe('people and process fields', () => {
  const f = () => t.ids.factoryIds[0];
  it('accepts a member as keeper or salesman and refuses anyone else', async () => {
    const wh = await asOwner({ method: 'POST', url: warehouseResource.basePath, factory: f(), payload: { name: `仓${stamp}`, type: 2, keeperId: t.ids.demoUserId } });
    expect(wh.statusCode, wh.body).toBe(200);
    expect(wh.json().keeperId).toBe(t.ids.demoUserId);
    // admin is a platform account but no member of the demo space
    const notMember = await asOwner({ method: 'POST', url: warehouseResource.basePath, factory: f(), payload: { name: `仓B${stamp}`, type: 2, keeperId: t.ids.adminUserId } });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().error.message).toBe('仓管员不是本企业的在职成员');
    const dem = await asOwner({ method: 'POST', url: demanderResource.basePath, payload: { name: `客户${stamp}`, salesmanId: crypto.randomUUID() } });
    expect(dem.json().error.message).toBe('业务员不是本企业的在职成员');
    const ok = await asOwner({ method: 'POST', url: demanderResource.basePath, payload: { name: `客户${stamp}`, salesmanId: t.ids.demoUserId } });
    expect(ok.json().salesmanId).toBe(t.ids.demoUserId);
  });

  it('stores supplier links and process lists, checked against the process table', async () => {
    const sup = await asOwner({ method: 'POST', url: supplierResource.basePath, payload: { name: `供${stamp}`, supplierTypes: '1', paymentTermDays: 30, linkedTenantId: t.ids.personalId } });
    expect(sup.statusCode, sup.body).toBe(200);
    expect(sup.json()).toMatchObject({ paymentTermDays: 30, linkedTenantId: t.ids.personalId });
    expect((await asOwner({ method: 'POST', url: supplierResource.basePath, payload: { name: `供2${stamp}`, supplierTypes: '1', paymentTermDays: 400 } })).json().error.message).toBe('账期(天)不能大于365');

    const cat = await asOwner({ method: 'POST', url: '/api/basic/craftsmanship/category', payload: { name: `工艺类${stamp}` } });
    const options = (await asOwner({ method: 'GET', url: '/api/prod/process/options' })).json() as { value: string }[];
    const ids = options.slice(0, 2).map((o) => o.value).join(',');
    const item = await asOwner({ method: 'POST', url: craftsmanshipItemResource.basePath, payload: { name: `冲孔${stamp}`, categoryId: cat.json().id, processIds: ids } });
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json().processIds).toBe(ids);
    const bad = await asOwner({ method: 'POST', url: craftsmanshipItemResource.basePath, payload: { name: `辊弧${stamp}`, categoryId: cat.json().id, processIds: 'abc,def' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('附加工序格式不正确');
    const unknown = await asOwner({ method: 'POST', url: craftsmanshipItemResource.basePath, payload: { name: `辊弧${stamp}`, categoryId: cat.json().id, processIds: crypto.randomUUID() } });
    expect(unknown.json().error.message).toBe('附加工序中有不存在或已删除的项');
  });
});

describe('remaining calls of the basic-data table', () => {
  it('lists enabled demanders of one customer type', async () => {
    const a = await asOwner({ method: 'POST', url: demanderResource.basePath, payload: { name: `总包${stamp}`, customerType: 2 } });
    const b = await asOwner({ method: 'POST', url: demanderResource.basePath, payload: { name: `业主${stamp}`, customerType: 3 } });
    expect(a.statusCode, a.body).toBe(200);
    await asOwner({ method: 'PUT', url: `${demanderResource.basePath}/${b.json().id}/status`, payload: { status: 2 } });
    const list = (await asOwner({ method: 'GET', url: `${demanderResource.basePath}/list/by-customer-type?customerType=2` })).json().items as { name: string; customerType: number }[];
    expect(list.map((d) => d.name)).toContain(`总包${stamp}`);
    expect(list.every((d) => d.customerType === 2)).toBe(true);
    expect((await asOwner({ method: 'GET', url: `${demanderResource.basePath}/list/by-customer-type?customerType=3` })).json().items.some((d: { name: string }) => d.name === `业主${stamp}`)).toBe(false);
    const bad = await asOwner({ method: 'GET', url: `${demanderResource.basePath}/list/by-customer-type?customerType=9` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('客户类型的取值不正确');
  });

  it('groups a texture’s plate sizes by thickness (plate-material-size/v1)', async () => {
    const MT = '/api/basic/material-texture';
    const tex = await asOwner({ method: 'POST', url: MT, payload: { name: `3003-${stamp}`, metal: 1, density: 2.73, enabled: true } });
    expect(tex.statusCode, tex.body).toBe(200);
    const batch = await asOwner({
      method: 'POST',
      url: `${MT}/${tex.json().id}/plate-material-size/batch`,
      payload: {
        items: [
          { thickness: 3, width: 1220, length: 2440 },
          { thickness: 2, width: 1500, length: 3000 },
          { thickness: 2, width: 1220, length: 2440 },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const v1 = (await asOwner({ method: 'GET', url: `${MT}/${tex.json().id}/plate-material-size/v1` })).json();
    expect(v1.items.map((g: { thickness: number }) => g.thickness)).toEqual([2, 3]);
    expect(v1.items[0].sizes.map((s: { width: number }) => s.width)).toEqual([1220, 1500]);
    expect((await asOwner({ method: 'GET', url: `${MT}/${crypto.randomUUID()}/plate-material-size/v1` })).statusCode).toBe(404);
  });
});
