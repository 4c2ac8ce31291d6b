import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  accessoryResource,
  accessorySkuResource,
  accessoryTypeResource,
  activityPriceRuleResource,
  aluminumMarketResource,
  areaRuleResource,
  brandResource,
  colorCardGroupResource,
  colorCardResource,
  craftsmanshipCategoryResource,
  craftsmanshipItemResource,
  excelTemplateResource,
  installStructureResource,
  paintStructureResource,
  palletResource,
  plateTypeGroupResource,
  plateTypeResource,
  quotationCategoryResource,
  quotationGroupResource,
  quotationItemResource,
  structureCategoryResource,
  structureItemResource,
  supplierResource,
  wxTemplateResource,
} from '@al/contracts';
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
  ref.plateGroup = await make(plateTypeGroupResource.basePath, { name: '外墙板' });
  ref.structureCat = await make(structureCategoryResource.basePath, { name: '测试结构分类' });
  ref.craftCat = await make(craftsmanshipCategoryResource.basePath, { name: '测试工艺分类' });
  ref.accType = await make(accessoryTypeResource.basePath, { name: '测试配件类型' });
  ref.accessory = await make(accessoryResource.basePath, { name: '测试配件', accessoryTypeId: ref.accType, unit: '个' });
  ref.quoteCat = await make(quotationCategoryResource.basePath, { name: '测试报价分类' });
  ref.colorGroup = await make(colorCardGroupResource.basePath, { name: '测试色卡组' });
});
afterAll(() => t?.close());
const ctx = () => ({ t, token });
const call = (opts: Parameters<TestApp['call']>[0]) => t.call({ token, ...opts });
const post = (url: string, payload: object) => call({ method: 'POST', url, payload });

describe('the rest of the basic data: the standard checks', () => {
  resourceChecks(ctx, plateTypeGroupResource, {
    sample: (n) => ({ name: `分组${n}` }),
    change: { sort: 5 },
    useIt: async (id) => void (await post(plateTypeResource.basePath, { name: '用分组的板型', groupId: id })),
  });
  resourceChecks(ctx, plateTypeResource, { sample: (n) => ({ name: `板型${n}`, groupId: ref.plateGroup }), change: { priceFactor: 1.2 } });
  resourceChecks(ctx, structureCategoryResource, {
    sample: (n) => ({ name: `结构分类${n}` }),
    change: { sort: 3 },
    useIt: async (id) => void (await post(structureItemResource.basePath, { name: '用分类的结构', categoryId: id })),
  });
  resourceChecks(ctx, structureItemResource, { sample: (n) => ({ name: `结构${n}`, categoryId: ref.structureCat }), change: { priceFactor: 1.5 } });
  resourceChecks(ctx, craftsmanshipCategoryResource, { sample: (n) => ({ name: `工艺分类${n}` }), change: { sort: 2 } });
  resourceChecks(ctx, craftsmanshipItemResource, { sample: (n) => ({ name: `工艺${n}`, categoryId: ref.craftCat }), change: { surcharge: 12.5 } });
  resourceChecks(ctx, installStructureResource, { sample: (n) => ({ name: `安装结构${n}` }), change: { accessoryNote: '挂耳 4个/件' } });
  resourceChecks(ctx, palletResource, { sample: (n) => ({ name: `托盘${n}`, length: 3000, width: 1200 }), change: { maxLoad: 800 } });
  resourceChecks(ctx, accessoryTypeResource, {
    sample: (n) => ({ name: `配件类型${n}` }),
    change: { sort: 9 },
    useIt: async (id) => void (await post(accessoryResource.basePath, { name: '用类型的配件', accessoryTypeId: id })),
  });
  resourceChecks(ctx, accessoryResource, {
    sample: (n) => ({ name: `配件${n}`, accessoryTypeId: ref.accType }),
    change: { spec: 'M6' },
    useIt: async (id) => void (await post(`${accessoryResource.basePath}/${id}/sku`, { skuCode: 'SKU-USE-1' })),
  });
  resourceChecks(ctx, accessorySkuResource, { sample: (n) => ({ accessoryId: ref.accessory, skuCode: `SKU${n}` }), change: { barcode: '6901234567890' } });
  resourceChecks(ctx, quotationCategoryResource, { sample: (n) => ({ name: `报价分类${n}` }), change: { sort: 4 } });
  resourceChecks(ctx, quotationItemResource, { sample: (n) => ({ name: `报价项${n}`, categoryId: ref.quoteCat }), change: { defaultPrice: 280 } });
  resourceChecks(ctx, quotationGroupResource, { sample: (n) => ({ name: `报价组${n}` }), change: { remark: '标准价' } });
  resourceChecks(ctx, areaRuleResource, { sample: (n) => ({ name: `面积规则${n}` }), change: { minAreaPerPiece: 0.5 } });
  resourceChecks(ctx, paintStructureResource, { sample: (n) => ({ name: `涂层${n}` }), change: { coats: 3 } });
  resourceChecks(ctx, aluminumMarketResource, { sample: (n) => ({ source: n, priceDate: '2025-01-02', price: 20600 }), change: { price: 20700 } });
  resourceChecks(ctx, colorCardGroupResource, { sample: (n) => ({ name: `色卡组${n}` }), change: { sort: 1 } });
  resourceChecks(ctx, colorCardResource, { sample: (n) => ({ code: `RAL900${n}`, name: `颜色${n}`, groupId: ref.colorGroup }), change: { hex: '#F4F4F4' } });
  resourceChecks(ctx, brandResource, { sample: (n) => ({ name: `品牌${n}` }), change: { packTemplate: '{"size":[100,60]}' } });
  resourceChecks(ctx, wxTemplateResource, { sample: (n) => ({ event: n + 2, templateId: `tpl-${n}` }), change: { templateId: 'tpl-x' } });
  resourceChecks(ctx, activityPriceRuleResource, { sample: (n) => ({ name: `活动${n}`, discountRate: 90, startTime: '2026-11-01', endTime: '2026-12-31' }), change: { discountRate: 85 } });
  resourceChecks(ctx, excelTemplateResource, { sample: (n) => ({ name: `模板${n}`, resource: 'Supplier', columns: 'name,phone' }), change: { columns: 'name' } });
});

describe('catalogue actions', () => {
  it('takes a brand from application through platform approval to use', async () => {
    const applied = await post(`${brandResource.basePath}/apply`, { name: '示范铝板' });
    expect(applied.json().status).toBe(1);
    const id = applied.json().id;
    // Only a platform administrator approves.
    expect((await call({ method: 'PUT', url: `${brandResource.basePath}/${id}/approval`, payload: { status: 2 } })).statusCode).toBe(403);
    expect((await call({ method: 'PUT', url: `${brandResource.basePath}/${id}/use` })).json().error.message).toBe('只有已通过审核的品牌可以使用');
    const admin = await t.login('admin');
    const pending = await t.call({ token: admin, method: 'GET', url: `${brandResource.basePath}/apply/for-admin` });
    expect(pending.json().items.map((b: { name: string }) => b.name)).toContain('示范铝板');
    const ok = await t.call({ token: admin, method: 'PUT', url: `${brandResource.basePath}/${id}/approval`, payload: { status: 2, auditOpinion: '商标证书齐全' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call({ method: 'PUT', url: `${brandResource.basePath}/${id}/use` })).json().isDefault).toBe(true);
    const mine = (await call({ method: 'GET', url: `${brandResource.basePath}/tenant-brand/list` })).json();
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
    const short = await post(colorCardResource.basePath, { code: 'R90', name: '白', groupId: ref.colorGroup });
    expect(short.json().error.message).toBe('色号至少5位字母或数字');
    // Codes are kept upper-case, so a lower-case duplicate of a demo card is refused.
    expect((await post(colorCardResource.basePath, { code: 'ral7016', name: '煤灰', groupId: ref.colorGroup })).json().error.message).toBe('色号“RAL7016”已存在');
    const hit = await call({ method: 'GET', url: `${colorCardResource.basePath}/list/filter?fromName=${encodeURIComponent('外墙板-RAL7016-哑光')}` });
    expect(hit.json().items.map((c: { code: string }) => c.code)).toEqual(['RAL7016']);
  });

  it('keeps one default Excel template per list and exports in its columns', async () => {
    const a = (await post(excelTemplateResource.basePath, { name: '供应商简表', resource: 'Supplier', columns: 'name,phone' })).json();
    const b = (await post(excelTemplateResource.basePath, { name: '供应商名称表', resource: 'Supplier', columns: 'shortName' })).json();
    await call({ method: 'PUT', url: `${excelTemplateResource.basePath}/${a.id}/default` });
    await call({ method: 'PUT', url: `${excelTemplateResource.basePath}/${b.id}/default` });
    const defaults = (await call({ method: 'GET', url: `${excelTemplateResource.basePath}/all?resource=Supplier` })).json().items.filter((x: { isDefault: boolean }) => x.isDefault);
    expect(defaults.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const headers = async (url: string) => {
      const res = await call({ method: 'GET', url });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return (wb.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    };
    expect(await headers(`${supplierResource.basePath}/export`)).toEqual(['简称']);
    expect(await headers(`${supplierResource.basePath}/export?templateId=${a.id}`)).toEqual(['名称', '电话']);
  });
});
