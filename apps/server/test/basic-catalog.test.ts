import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { basicResources as r } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { resourceChecks } from './support/resource-checks.ts';

let t: TestApp;
let token: string;
const ref: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const make = async (url: string, payload: object) => {
    const res = await t.call({ token, method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id as string;
  };
  ref.plateGroup = await make(r.plateTypeGroup.basePath, { name: '外墙板' });
  ref.structureCat = await make(r.structureCategory.basePath, { name: '测试结构分类' });
  ref.craftCat = await make(r.craftsmanshipCategory.basePath, { name: '测试工艺分类' });
  ref.accType = await make(r.accessoryType.basePath, { name: '测试配件类型' });
  ref.accessory = await make(r.accessory.basePath, { name: '测试配件', accessoryTypeId: ref.accType, unit: '个' });
  ref.quoteCat = await make(r.quotationCategory.basePath, { name: '测试报价分类' });
  ref.colorGroup = await make(r.colorCardGroup.basePath, { name: '测试色卡组' });
});
afterAll(() => t?.close());
const ctx = () => ({ t, token });
const call = (opts: Parameters<TestApp['call']>[0]) => t.call({ token, ...opts });
const post = (url: string, payload: object) => call({ method: 'POST', url, payload });

describe('the rest of the basic data: the standard checks', () => {
  resourceChecks(ctx, r.plateTypeGroup, {
    sample: (n) => ({ name: `分组${n}` }),
    change: { sort: 5 },
    useIt: async (id) => void (await post(r.plateType.basePath, { name: '用分组的板型', groupId: id })),
  });
  resourceChecks(ctx, r.plateType, { sample: (n) => ({ name: `板型${n}`, groupId: ref.plateGroup }), change: { priceFactor: 1.2 } });
  resourceChecks(ctx, r.structureCategory, {
    sample: (n) => ({ name: `结构分类${n}` }),
    change: { sort: 3 },
    useIt: async (id) => void (await post(r.structureItem.basePath, { name: '用分类的结构', categoryId: id })),
  });
  resourceChecks(ctx, r.structureItem, { sample: (n) => ({ name: `结构${n}`, categoryId: ref.structureCat }), change: { priceFactor: 1.5 } });
  resourceChecks(ctx, r.craftsmanshipCategory, { sample: (n) => ({ name: `工艺分类${n}` }), change: { sort: 2 } });
  resourceChecks(ctx, r.craftsmanshipItem, { sample: (n) => ({ name: `工艺${n}`, categoryId: ref.craftCat }), change: { surcharge: 12.5 } });
  resourceChecks(ctx, r.installStructure, { sample: (n) => ({ name: `安装结构${n}` }), change: { accessoryNote: '挂耳 4个/件' } });
  resourceChecks(ctx, r.pallet, { sample: (n) => ({ name: `托盘${n}`, length: 3000, width: 1200 }), change: { maxLoad: 800 } });
  resourceChecks(ctx, r.accessoryType, {
    sample: (n) => ({ name: `配件类型${n}` }),
    change: { sort: 9 },
    useIt: async (id) => void (await post(r.accessory.basePath, { name: '用类型的配件', accessoryTypeId: id })),
  });
  resourceChecks(ctx, r.accessory, {
    sample: (n) => ({ name: `配件${n}`, accessoryTypeId: ref.accType }),
    change: { spec: 'M6' },
    useIt: async (id) => void (await post(`${r.accessory.basePath}/${id}/sku`, { skuCode: 'SKU-USE-1' })),
  });
  resourceChecks(ctx, r.accessorySku, { sample: (n) => ({ accessoryId: ref.accessory, skuCode: `SKU${n}` }), change: { barcode: '6901234567890' } });
  resourceChecks(ctx, r.quotationCategory, { sample: (n) => ({ name: `报价分类${n}` }), change: { sort: 4 } });
  resourceChecks(ctx, r.quotationItem, { sample: (n) => ({ name: `报价项${n}`, categoryId: ref.quoteCat }), change: { defaultPrice: 280 } });
  resourceChecks(ctx, r.quotationGroup, { sample: (n) => ({ name: `报价组${n}` }), change: { remark: '标准价' } });
  resourceChecks(ctx, r.areaRule, { sample: (n) => ({ name: `面积规则${n}` }), change: { minAreaPerPiece: 0.5 } });
  resourceChecks(ctx, r.paintStructure, { sample: (n) => ({ name: `涂层${n}` }), change: { coats: 3 } });
  resourceChecks(ctx, r.aluminumMarket, { sample: (n) => ({ source: n, priceDate: '2025-01-02', price: 20600 }), change: { price: 20700 } });
  resourceChecks(ctx, r.colorCardGroup, { sample: (n) => ({ name: `色卡组${n}` }), change: { sort: 1 } });
  resourceChecks(ctx, r.colorCard, { sample: (n) => ({ code: `RAL900${n}`, name: `颜色${n}`, groupId: ref.colorGroup }), change: { hex: '#F4F4F4' } });
  resourceChecks(ctx, r.brand, { sample: (n) => ({ name: `品牌${n}` }), change: { packTemplate: '{"size":[100,60]}' } });
  resourceChecks(ctx, r.wxTemplate, { sample: (n) => ({ event: n + 2, templateId: `tpl-${n}` }), change: { templateId: 'tpl-x' } });
  resourceChecks(ctx, r.activityPriceRule, { sample: (n) => ({ name: `活动${n}`, discountRate: 90, startTime: '2026-11-01', endTime: '2026-12-31' }), change: { discountRate: 85 } });
  resourceChecks(ctx, r.excelTemplate, { sample: (n) => ({ name: `模板${n}`, resource: 'Supplier', columns: 'name,phone' }), change: { columns: 'name' } });
});

describe('catalogue actions', () => {
  it('takes a brand from application through platform approval to use', async () => {
    const applied = await post(`${r.brand.basePath}/apply`, { name: '示范铝板' });
    expect(applied.json().status).toBe(1);
    const id = applied.json().id;
    // Only a platform administrator approves.
    expect((await call({ method: 'PUT', url: `${r.brand.basePath}/${id}/approval`, payload: { status: 2 } })).statusCode).toBe(403);
    expect((await call({ method: 'PUT', url: `${r.brand.basePath}/${id}/use` })).json().error.message).toBe('只有已通过审核的品牌可以使用');
    const admin = await t.login('admin');
    const pending = await t.call({ token: admin, method: 'GET', url: `${r.brand.basePath}/apply/for-admin` });
    expect(pending.json().items.map((b: { name: string }) => b.name)).toContain('示范铝板');
    const ok = await t.call({ token: admin, method: 'PUT', url: `${r.brand.basePath}/${id}/approval`, payload: { status: 2, auditOpinion: '商标证书齐全' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call({ method: 'PUT', url: `${r.brand.basePath}/${id}/use` })).json().isDefault).toBe(true);
    const mine = (await call({ method: 'GET', url: `${r.brand.basePath}/tenant-brand/list` })).json();
    expect(mine.items.map((b: { name: string }) => b.name)).toEqual(['示范铝板']);
  });

  it('initialises the standard catalogues once', async () => {
    const first = await post('/api/basic/structure/init', {});
    expect(first.json().totalCount).toBeGreaterThan(0);
    expect((await post('/api/basic/structure/init', {})).json().totalCount).toBe(0);
    expect((await post('/api/basic/accessory/init', {})).statusCode).toBe(200);
    expect((await post('/api/basic/quotation/item/init', {})).statusCode).toBe(200);
    // the demo tenant has two of the three platform rules already
    expect((await post('/api/basic/area-rule/sync', {})).json().totalCount).toBe(1);
    expect((await post('/api/basic/area-rule/sync', {})).json().totalCount).toBe(0);
    // today's prices of the five sources are in the demo data already
    expect((await post('/api/basic/aluminum-quotation/market/init', {})).json().totalCount).toBe(0);
    const active = (await call({ method: 'GET', url: '/api/basic/aluminum-quotation/market/active' })).json();
    expect(active.items.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a colour code shorter than 5 and finds a card by the code in a drawing name', async () => {
    const short = await post(r.colorCard.basePath, { code: 'R90', name: '白', groupId: ref.colorGroup });
    expect(short.json().error.message).toBe('色号至少5位字母或数字');
    // Codes are kept upper-case, so a lower-case duplicate of a demo card is refused.
    expect((await post(r.colorCard.basePath, { code: 'ral7016', name: '煤灰', groupId: ref.colorGroup })).json().error.message).toBe('色号“RAL7016”已存在');
    const hit = await call({ method: 'GET', url: `${r.colorCard.basePath}/list/filter?fromName=${encodeURIComponent('外墙板-RAL7016-哑光')}` });
    expect(hit.json().items.map((c: { code: string }) => c.code)).toEqual(['RAL7016']);
  });

  it('keeps one default Excel template per list and exports in its columns', async () => {
    const a = (await post(r.excelTemplate.basePath, { name: '供应商简表', resource: 'Supplier', columns: 'name,phone' })).json();
    const b = (await post(r.excelTemplate.basePath, { name: '供应商名称表', resource: 'Supplier', columns: 'shortName' })).json();
    await call({ method: 'PUT', url: `${r.excelTemplate.basePath}/${a.id}/default` });
    await call({ method: 'PUT', url: `${r.excelTemplate.basePath}/${b.id}/default` });
    const defaults = (await call({ method: 'GET', url: `${r.excelTemplate.basePath}/all?resource=Supplier` })).json().items.filter((x: { isDefault: boolean }) => x.isDefault);
    expect(defaults.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const headers = async (url: string) => {
      const res = await call({ method: 'GET', url });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return (wb.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    };
    expect(await headers(`${r.supplier.basePath}/export`)).toEqual(['简称']);
    expect(await headers(`${r.supplier.basePath}/export?templateId=${a.id}`)).toEqual(['名称', '电话']);
  });
});
