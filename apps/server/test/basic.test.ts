import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  demanderResource,
  materialTextureResource,
  storagePositionResource,
  supplierResource,
  warehouseResource,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { resourceChecks } from './support/resource-checks.ts';
import { multipart } from './support/multipart.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());
const ctx = () => ({ t, token });
const MT = materialTextureResource.basePath;
const WH = warehouseResource.basePath;
const call = (opts: Parameters<TestApp['call']>[0]) => t.call({ token, factory: t.ids.factoryIds[0], ...opts });

const xlsx = async (rows: (string | number | null)[][]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
};
const upload = async (url: string, content: Uint8Array) =>
  call({ method: 'POST', url, ...(await multipart([{ name: 'import.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content }])) });

describe('basic data resources: the standard checks', () => {
  resourceChecks(ctx, materialTextureResource, {
    sample: (n) => ({ name: `测试材质${n}`, code: `T${n}`, metal: 1, density: 2.71, enabled: true }),
    change: { alloy: '3003' },
    useIt: async (id) => {
      const res = await call({ method: 'POST', url: `${MT}/${id}/plate-material-size`, payload: { thickness: 2, width: 1220, length: 2440 } });
      expect(res.statusCode, res.body).toBe(200);
    },
  });
  resourceChecks(ctx, warehouseResource, {
    factory: true,
    sample: (n) => ({ name: `测试仓${n}`, type: 4, positionRule: 'A-C,10', enabled: true }),
    change: { address: '三号车间' },
    useIt: async (id) => {
      const res = await call({ method: 'POST', url: `${WH}/${id}/position`, payload: { code: 'b-7' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().code).toBe('B-7');
    },
  });
  resourceChecks(ctx, storagePositionResource, {
    factory: true,
    sample: (n) => ({ warehouseId: whId, code: `A-${n}-1` }),
    change: { capacity: 80 },
  });
  resourceChecks(ctx, supplierResource, {
    sample: (n) => ({ name: `测试供应商${n}`, supplierTypes: '1,3', phone: '0757-1234567' }),
    change: { supplierTypes: '6' },
  });
  resourceChecks(ctx, demanderResource, {
    sample: (n) => ({ name: `测试客户${n}`, customerType: 1 }),
    change: { contact: '张三' },
    useIt: async (id) => {
      const res = await call({ method: 'POST', url: demanderResource.basePath, payload: { name: '测试客户分部', parentId: id } });
      expect(res.statusCode, res.body).toBe(200);
    },
  });
});

let whId = '';
beforeAll(async () => {
  const res = await t.call({ token, factory: t.ids.factoryIds[0], method: 'POST', url: WH, payload: { name: '库位测试仓', type: 1, positionRule: 'A-F,20,30' } });
  whId = res.json().id;
});

describe('material textures and plate sizes', () => {
  it('nests the demo sizes, answers thicknesses and widths, and computes the sheet weight', async () => {
    const v1 = (await call({ method: 'GET', url: `${MT}/v1` })).json();
    const al3003 = v1.items.find((x: { name: string }) => x.name === '铝 3003-H24');
    expect(al3003.plateMaterialSizes).toHaveLength(12);
    expect((await call({ method: 'GET', url: `${MT}/${al3003.id}/plate-material-size/thickness` })).json()).toEqual([1.5, 2, 2.5, 3]);
    expect((await call({ method: 'GET', url: `${MT}/${al3003.id}/plate-material-size/width?thickness=2` })).json()).toEqual([1220, 1250, 1500]);
    const s = al3003.plateMaterialSizes.find((x: { thickness: number; width: number }) => x.thickness === 2 && x.width === 1220);
    expect(s.sheetWeight).toBeCloseTo((2 * 1220 * 2440 * 2.73) / 1e6, 2);
    expect((await call({ method: 'GET', url: `${MT}/all/default` })).json().items.map((x: { name: string }) => x.name)).toEqual(['铝 3003-H24']);
  });

  it('adds sizes in a batch all or none, and deletes some by id', async () => {
    const tex = (await call({ method: 'POST', url: MT, payload: { name: '铝 5754-H22', metal: 1, density: 2.67 } })).json();
    const url = `${MT}/${tex.id}/plate-material-size`;
    const bad = await call({ method: 'POST', url: `${url}/batch`, payload: { items: [{ thickness: 2, width: 1220, length: 2440 }, { thickness: -1, width: 1500 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^第2条：/);
    expect((await call({ method: 'GET', url })).json().totalCount).toBe(0);
    const dupInBatch = await call({ method: 'POST', url: `${url}/batch`, payload: { items: [{ thickness: 2, width: 1220, length: 2440 }, { thickness: 2, width: 1220, length: 2440 }] } });
    expect(dupInBatch.statusCode).toBe(400);
    expect((await call({ method: 'GET', url })).json().totalCount).toBe(0);
    const ok = await call({ method: 'POST', url: `${url}/batch`, payload: { items: [{ thickness: 2, width: 1220, length: 2440 }, { thickness: 3, width: 1500, length: 3000 }] } });
    expect(ok.statusCode, ok.body).toBe(200);
    const ids = ok.json().items.map((x: { id: string }) => x.id);
    expect((await call({ method: 'DELETE', url: `${url}?ids=${ids[0]}` })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url })).json().items.map((x: { id: string }) => x.id)).toEqual([ids[1]]);
    // A size of another texture is not this texture's to delete.
    const other = (await call({ method: 'GET', url: `${MT}/v1` })).json().items.find((x: { name: string }) => x.name === '铝 3003-H24').plateMaterialSizes[0].id;
    expect((await call({ method: 'DELETE', url: `${url}?ids=${other}` })).statusCode).toBe(400);
  });
});

describe('warehouses', () => {
  it('keeps exactly one default per type when a new default is set', async () => {
    const list = async () => (await call({ method: 'GET', url: `${WH}/all?type=1` })).json().items as { id: string; name: string; isDefault: boolean }[];
    const before = await list();
    expect(before.filter((w) => w.isDefault).map((w) => w.name)).toEqual(['板材仓']);
    const res = await call({ method: 'PUT', url: `${WH}/${whId}/default` });
    expect(res.statusCode).toBe(200);
    const after = await list();
    expect(after.filter((w) => w.isDefault).map((w) => w.id)).toEqual([whId]);
    // Other types keep theirs.
    expect((await call({ method: 'GET', url: `${WH}/all?type=2` })).json().items.filter((w: { isDefault: boolean }) => w.isDefault)).toHaveLength(1);
  });

  it('checks positions against the rule: segments, letter range, number limit', async () => {
    const add = (code: string) => call({ method: 'POST', url: `${WH}/${whId}/position`, payload: { code } });
    expect((await add('A-3-12')).statusCode).toBe(200);
    expect((await add('A-3')).json().error.message).toBe('库位“A-3”应有3段，以“-”分隔');
    expect((await add('G-3-12')).json().error.message).toBe('库位第1段应为A到F的字母');
    expect((await add('A-21-1')).json().error.message).toBe('库位第2段应为1到20的数字');
    expect((await add('A-0-1')).statusCode).toBe(400);
    const badRule = await call({ method: 'POST', url: WH, payload: { name: '坏规则仓', type: 4, positionRule: 'A-F,x' } });
    expect(badRule.statusCode).toBe(400);
  });

  it('scopes warehouses by factory', async () => {
    const other = await t.call({ token, factory: t.ids.factoryIds[1], method: 'GET', url: `${WH}/${whId}` });
    expect(other.statusCode).toBe(404);
  });
});

describe('suppliers and demanders', () => {
  it('changes status, lists by supplier type and edits the invoice block under the stamp', async () => {
    const paint = (await call({ method: 'GET', url: `${supplierResource.basePath}/list/by-supplier-type?supplierType=2` })).json();
    expect(paint.items.map((s: { shortName: string }) => s.shortName).sort()).toEqual(['PPG', '恒润喷涂', '阿克苏'].sort());
    const first = paint.items[0];
    const off = await call({ method: 'PUT', url: `${supplierResource.basePath}/${first.id}/status`, payload: { status: 2 } });
    expect(off.json().status).toBe(2);
    expect((await call({ method: 'PUT', url: `${supplierResource.basePath}/${first.id}/status`, payload: { status: 3 } })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: `${supplierResource.basePath}/list/by-supplier-type?supplierType=2` })).json().totalCount).toBe(2);
    expect((await call({ method: 'GET', url: `${supplierResource.basePath}?supplierTypes=3` })).json().totalCount).toBeGreaterThanOrEqual(4);

    const inv = (await call({ method: 'GET', url: `${supplierResource.basePath}/${first.id}/invoice` })).json();
    const put = await call({ method: 'PUT', url: `${supplierResource.basePath}/${first.id}/invoice`, payload: { ...inv, taxNo: '91440600MA4W000000' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().taxNo).toBe('91440600MA4W000000');
    expect((await call({ method: 'PUT', url: `${supplierResource.basePath}/${first.id}/invoice`, payload: inv })).statusCode).toBe(409);
  });

  it('answers demanders as a tree with the branch demanders under their parent', async () => {
    const tree = (await call({ method: 'GET', url: `${demanderResource.basePath}/trees` })).json();
    const zj = tree.items.find((d: { shortName: string }) => d.shortName === '中建八局');
    expect(zj.children.map((c: { shortName: string }) => c.shortName).sort()).toEqual(['中建八局华南', '白云T3项目部'].sort());
  });
});

describe('Excel import and export', () => {
  it('exports the filtered list as a sheet with labels', async () => {
    const res = await call({ method: 'GET', url: `${supplierResource.basePath}/export?supplierTypes=2` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('名称');
    const names: string[] = [];
    ws.eachRow((r, n) => n > 1 && names.push(String(r.getCell(1).value)));
    expect(names.length).toBe(3);
    expect(names).toContain('阿克苏诺贝尔涂料（佛山）有限公司');
  });

  it('writes nothing when one row is bad, and every row when all are good', async () => {
    const count = async () => (await call({ method: 'GET', url: supplierResource.basePath })).json().totalCount as number;
    const before = await count();
    const head = ['名称', '供应商类型', '电话', '状态'];
    const bad = await upload(`${supplierResource.basePath}/import`, await xlsx([head, ['导入甲', '板材', '0757-1', '启用'], ['导入乙', '木材', '0757-2', '启用'], ['导入丙', '油漆,配件', '0757-3', '禁用']]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.rows).toEqual([{ row: 3, messages: ['供应商类型的取值不正确'] }]);
    expect(bad.json().error.validationErrors[0].message).toBe('第3行：供应商类型的取值不正确');
    expect(await count()).toBe(before);

    const dupStored = await upload(`${supplierResource.basePath}/import`, await xlsx([head, ['导入甲', '板材', '', ''], ['南山铝业股份有限公司', '板材', '', '']]));
    expect(dupStored.json().error.data.rows).toEqual([{ row: 3, messages: ['名称“南山铝业股份有限公司”已存在'] }]);
    expect(await count()).toBe(before);

    const ok = await upload(`${supplierResource.basePath}/import`, await xlsx([head, ['导入甲', '板材', '0757-1', '启用'], ['导入丙', '油漆，配件', '0757-3', '禁用']]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().totalCount).toBe(2);
    expect(await count()).toBe(before + 2);
    const c = (await call({ method: 'GET', url: `${supplierResource.basePath}?name=导入丙` })).json().items[0];
    expect(c).toMatchObject({ supplierTypes: '2,3', status: 2 });
  });

  it('exports and imports people (warehouse keepers) by name', async () => {
    const staff = (await call({ method: 'GET', url: '/api/basic/query-organization-unit/list/by-router-name?routerName=/common/warehouse&queryUserKey=keeperId' })).json();
    const demoName = staff.items[0].users.find((u: { value: string }) => u.value === t.ids.demoUserId).label as string;
    const res = await call({ method: 'GET', url: `${WH}/export?name=板材仓` });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const head = ws.getRow(1).values as unknown[];
    expect(ws.getRow(2).getCell(head.indexOf('仓管员')).value).toBe(demoName);

    const n = Date.now().toString(36).slice(-4);
    const bad = await upload(`${WH}/import`, await xlsx([['仓库名称', '仓库类型', '仓管员'], [`导入仓${n}`, '配件仓', demoName], [`导入仓B${n}`, '配件仓', '张三丰']]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.rows[0].row).toBe(3);
    expect(bad.json().error.data.rows[0].messages[0]).toContain('仓管员');
    const ok = await upload(`${WH}/import`, await xlsx([['仓库名称', '仓库类型', '仓管员'], [`导入仓${n}`, '配件仓', demoName]]));
    expect(ok.statusCode, ok.body).toBe(200);
    const row = (await call({ method: 'GET', url: `${WH}?name=导入仓${n}` })).json().items[0];
    expect(row.keeperId).toBe(t.ids.demoUserId);
  });

  it('imports references by name and refuses unknown headers', async () => {
    const al = (await call({ method: 'GET', url: `${MT}/option` })).json()[0];
    const ok = await upload(`${MT}/plate-material-size/import`, await xlsx([['材质', '厚度(mm)', '宽度(mm)', '长度(mm)'], [al.label, 4, 1220, 2440]]));
    expect(ok.statusCode, ok.body).toBe(200);
    const unknown = await upload(`${MT}/import`, await xlsx([['材质名称', '颜色'], ['铝 8011', '红']]));
    expect(unknown.json().error.message).toBe('表头“颜色”不是材质的列，请使用导入模板');
    const tpl = await call({ method: 'GET', url: `${WH}/import-template` });
    expect(tpl.statusCode).toBe(200);
  });
});
