import { localToday } from '@al/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { readDxf, sampleElevationBatch, sampleSinglePanel } from '@al/cad';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/app.ts';
import { sheetRows } from './support/sheet.ts';

let t: TestApp;
let token: string;
let factory: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // the demo projects are in 佛山一厂 (the order of demoIds' factories is not fixed)
  const found = (await t.server.database.db.execute(sql`select id from factories where name = '佛山一厂'`)) as unknown as { rows: { id: string }[] };
  factory = found.rows[0]!.id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });

async function multipart(files: { name: string; content: string | Uint8Array }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([f.content]), f.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

async function upload(batchId: string, files: { name: string; content: string | Uint8Array }[]) {
  return t.call({
    method: 'POST',
    url: `/api/cad/project/batch/${batchId}/files`,
    token,
    factory,
    ...(await multipart(files)),
  });
}

/** Polls the file list until no file of the project is waiting or converting. */
async function converted(projectId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await call('GET', `/api/cad/project/${projectId}/files/paged?maxResultCount=100`);
    const items = res.json().items as { convertState: number }[];
    if (items.length && items.every((f) => f.convertState === 4 || f.convertState === 8))
      return res.json().items;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('conversion did not finish');
}

const newProject = (name: string, extra: object = {}) =>
  call('POST', '/api/cad/project', {
    name,
    orderTime: '2026-11-01',
    deliveryDate: '2026-12-20',
    demandSide: '测试客户',
    ...extra,
  });

describe('CAD projects', () => {
  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = (await call('GET', '/api/cad/project')).json().totalCount;
    const missing = await call('POST', '/api/cad/project', {
      orderTime: '2026-11-01',
      deliveryDate: '2026-12-01',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('项目名称');
    const dates = await newProject('日期反了', { orderTime: '2026-12-01', deliveryDate: '2026-11-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toBe('交货日期不能早于下单日期');
    const dupBatch = await newProject('批次重复', {
      batches: [
        { batchNo: 'B1', deliveryDate: '2026-12-01' },
        { batchNo: 'B1', deliveryDate: '2026-12-01' },
      ],
    });
    expect(dupBatch.json().error.message).toBe('批次号“B1”重复');
    const noFactory = await t.call({ method: 'GET', url: '/api/cad/project', token });
    expect(noFactory.statusCode).toBe(400);
    expect(noFactory.json().error.message).toBe('请先选择工厂');
    expect((await call('GET', '/api/cad/project')).json().totalCount).toBe(before);
  });

  it('lists the demo projects with products read from the sample drawings', async () => {
    const res = await call('GET', '/api/cad/project?filter=' + encodeURIComponent('佛山金融'));
    expect(res.json().items, res.body).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    const [p] = res.json().items;
    // the sales demo has shipped a pack of 第2批: part shipped
    expect(p).toMatchObject({ name: '佛山金融中心幕墙', projectStatus: 16, displayBatch: '第3批' });
    // 4 + (4+6+2+8+12+3) + (10+5) pieces
    expect(p.productAmount).toBe(54);
    expect(p.kindAmount).toBe(9);
    expect(p.unfoldArea).toBeGreaterThan(20);
    const statuses = await call('GET', '/api/cad/project?projectStatus=' + (8 | 256));
    expect(
      statuses
        .json()
        .items.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['广州南站商业裙楼铝板', '肇庆体育馆外装饰']);
    const other = await call('GET', '/api/cad/project?projectType=2');
    expect(other.json().items).toHaveLength(1);
    const byDelivery = await call(
      'GET',
      '/api/cad/project?projectTimeType=3&endTime=' +
        localToday(new Date(Date.now() - 86_400_000)),
    );
    expect(byDelivery.json().items.map((x: { name: string }) => x.name)).toEqual(['肇庆体育馆外装饰']);
  });

  it('creates a project with batches, stars it, derives and overrides its status with a logged reason', async () => {
    const res = await newProject('深圳湾一号', {
      batches: [
        { batchNo: '第1批', deliveryDate: '2026-12-01' },
        { batchNo: '第2批', deliveryDate: '2026-12-10' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ projectStatus: 1, displayBatch: '第2批' });
    expect(p.code).toMatch(/^XM\d{6}\d{3}$/);
    expect((await newProject('深圳湾一号')).json().error.message).toBe('项目名称“深圳湾一号”已存在');

    const names = (await call('GET', '/api/cad/project/names?filter=深圳湾')).json();
    expect(names).toEqual([expect.objectContaining({ id: p.id, name: '深圳湾一号' })]);
    const batches = (await call('GET', '/api/cad/project/batchs?projectName=深圳湾')).json();
    expect(batches.map((b: { batchNo: string }) => b.batchNo)).toEqual(['第1批', '第2批']);

    expect((await call('PUT', `/api/cad/project/favorite/${p.id}`)).json()).toEqual({ isFavorite: true });
    expect((await call('GET', `/api/cad/project/${p.id}`)).json().isFavorite).toBe(true);

    // Facts: one batch nested → the project is "nesting done"; a voided batch does not count.
    const db = t.server.database.db;
    await db.execute(
      sql`update cad_batches set status = 2 where project_id = ${p.id} and batch_no = '第1批'`,
    );
    await db.execute(
      sql`update cad_batches set status = 256 where project_id = ${p.id} and batch_no = '第2批'`,
    );
    await call('PUT', `/api/cad/project/${p.id}/recovery`);
    // One batch shipped completely, the other not: part shipped, not all shipped.
    expect((await call('GET', `/api/cad/project/${p.id}`)).json().projectStatus).toBe(16);

    const noReason = await call('PUT', `/api/cad/project/mandatory/${p.id}`, { projectStatus: 8 });
    expect(noReason.statusCode).toBe(400);
    const forced = await call('PUT', `/api/cad/project/mandatory/${p.id}`, {
      projectStatus: 8,
      reason: '客户要求提前排产',
    });
    expect(forced.json()).toMatchObject({ projectStatus: 8, statusOverride: 8 });
    const voidShipped = await call('PUT', `/api/cad/project/mandatory/${p.id}`, {
      projectStatus: 64,
      reason: '作废',
    });
    expect(voidShipped.statusCode).toBe(403);
    expect(voidShipped.json().error.message).toContain('已有发货，不能作废');
    const recovered = await call('PUT', `/api/cad/project/${p.id}/recovery`);
    expect(recovered.json()).toMatchObject({ projectStatus: 16, statusOverride: null });

    const log = (await call('GET', `/api/cad/project/log?projectId=${p.id}`)).json();
    expect(log.items.find((l: { action: string }) => l.action === 'mandatory')).toMatchObject({
      comment: '客户要求提前排产',
      afterJson: { projectStatus: 8 },
    });

    const frozen = await call('PUT', `/api/cad/project/${p.id}/normal_state`, {
      normalState: 2,
      reason: '付款纠纷',
    });
    expect(frozen.json()).toEqual({ normalState: 2 });
    expect(
      (await call('POST', '/api/cad/project/packing-prefix', { id: p.id, packingPrefix: 'SZW 1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/cad/project/packing-prefix', { id: p.id, packingPrefix: 'SZW1' })).json(),
    ).toEqual({ packingPrefix: 'SZW1' });
    const corrected = await call('POST', `/api/cad/project/delivery-date-admin/${p.id}`, {
      date: '2027-01-15',
      reason: '甲方延期',
    });
    expect(corrected.json().deliveryDate).toBe('2027-01-15');

    // A project past drawing prep is not deleted (it is voided instead).
    expect((await call('DELETE', `/api/cad/project/${p.id}`)).statusCode).toBe(403);
  });
});

describe('drawing intake', () => {
  let projectId: string;
  let batchId: string;
  beforeAll(async () => {
    const p = (await newProject('东莞厂房改造')).json();
    projectId = p.id;
    batchId = (await call('GET', `/api/cad/project/${p.id}`)).json().batches[0].id;
  });

  it('converts an uploaded DXF into products, labels and statistics', async () => {
    const sample = sampleSinglePanel();
    const res = await upload(batchId, [{ name: sample.fileName, content: sample.dxf }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ fileName: sample.fileName, convertState: 1 });
    const [file] = await converted(projectId);
    expect(file).toMatchObject({ convertState: 4, progress: 100, splitCount: 1, errorMessage: null });

    const products = (await call('GET', `/api/cad/product/list?projectId=${projectId}`)).json();
    expect(products.totalCount).toBe(1);
    const p = products.items[0];
    const expected = sample.expected[0]!;
    expect(p).toMatchObject({
      code: 'A-1F-001',
      quantity: 4,
      material: '3003',
      thickness: 2.5,
      colorCode: 'RAL9010',
      bendCount: expected.bendCount,
      holeCount: expected.holeCount,
    });
    expect(p.unfoldArea).toBeCloseTo(expected.area / 1e6, 3);
    expect(p.thumbnailUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    const detail = (await call('GET', `/api/cad/product/${p.id}`)).json();
    expect(detail.svg).toContain('<svg');
    expect(detail.geometry.outline.length).toBeGreaterThan(8);
    expect(detail.fileName).toBe(sample.fileName);

    // one label per piece
    const labels = (await call('GET', `/api/cad/label?productId=${p.id}`)).json();
    // productCode-seq; the demo project has an A-1F-001 too, so this one carries its short id
    const labelNos = labels.items.map((l: { labelNo: string }) => l.labelNo);
    expect(labelNos).toHaveLength(4);
    labelNos.forEach((n: string, i: number) =>
      expect(n).toMatch(new RegExp(`^A-1F-001\\.[0-9A-F]{4}-00${i + 1}$`)),
    );
    await call('PUT', `/api/cad/product/${p.id}`, { quantity: 2 });
    expect((await call('GET', `/api/cad/label?productId=${p.id}`)).json().totalCount).toBe(2);
    const pdf = await call('GET', `/api/cad/label/pdf?productIds=${p.id}&size=100x70`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect((await call('GET', `/api/cad/label/pdf?productIds=${p.id}&size=50x50`)).statusCode).toBe(400);

    // the product's own DXF reads back to the same part
    const dxf = await call('GET', `/api/cad/product/down/${p.id}`);
    const back = readDxf(dxf.body, { fileName: 'back.dxf' });
    expect(back.parts).toHaveLength(1);
    expect(back.parts[0]!.areaM2).toBeCloseTo(p.unfoldArea, 3);
    expect(back.parts[0]!.holeCount).toBe(p.holeCount);

    // a drawing password guards the project's drawing downloads
    expect((await call('PUT', `/api/cad/project/${projectId}/password`, { password: '12' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/cad/project/${projectId}/password`, { password: 'tu8888' })).json()).toEqual({ hasPassword: true });
    const locked = await call('GET', `/api/cad/product/down/${p.id}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'DrawingPassword', message: '项目“东莞厂房改造”的图纸已设置密码，请输入图纸密码' });
    expect((await call('GET', `/api/cad/product/down/${p.id}?password=wrong`)).json().error.message).toBe('图纸密码不正确');
    expect((await call('GET', `/api/cad/product/down/${p.id}?password=tu8888`)).statusCode).toBe(200);
    expect((await call('GET', `/api/cad/product/down-unfold?projectId=${projectId}`)).statusCode).toBe(403);
    await call('PUT', `/api/cad/project/${projectId}/password`, { password: null });
    expect((await call('GET', `/api/cad/product/down-unfold?projectId=${projectId}`)).statusCode).toBe(200);

    const xlsx = await call('GET', `/api/cad/product/export/file?projectId=${projectId}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // the page's columns and texts (productList), with the project and the total area
    const [head, first] = await sheetRows(xlsx.rawPayload);
    expect(head).toEqual(['项目', '产品编号', '批次', '类别', '材质', '厚度', '颜色', '数量', '展开长(mm)', '展开宽(mm)', '单件面积(㎡)', '总展开面积(㎡)', '切割长(mm)', '孔', '折弯']);
    expect(first!.slice(0, 4)).toEqual(['东莞厂房改造', 'A-1F-001', p.batchNo, '主板']);
  });

  it('takes a ZIP of drawings, keeps codes unique in the batch and sums statistics by texture and thickness', async () => {
    const a = sampleElevationBatch();
    const zip = zipSync({ 'A立面/a.dxf': strToU8(a.dxf), 'readme.txt': strToU8('说明') });
    const res = await upload(batchId, [{ name: '图纸.zip', content: zip }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().skipped).toEqual(['图纸.zip/readme.txt']);
    const files = await converted(projectId);
    const zipped = files.find((f: { fileName: string }) => f.fileName === 'a.dxf');
    expect(zipped).toMatchObject({ convertState: 4, splitCount: 6 });
    // A-1F-001 was already in the batch from the first upload
    expect(zipped.warnings).toContain('零件编号“A-1F-001”在本批次中重复，已改为“A-1F-001-2”');

    const stats = (await call('GET', `/api/cad/product/unfold/statistics?projectId=${projectId}`)).json();
    const t3003 = stats.items.find(
      (s: { material: string; thickness: number }) => s.material === '3003' && s.thickness === 2.5,
    );
    expect(t3003.productAmount).toBe(2 + 4 + 6 + 2 + 3);
    expect(stats.items.find((s: { thickness: number }) => s.thickness === 3).productAmount).toBe(8);

    const project = (await call('GET', `/api/cad/project/${projectId}`)).json();
    expect(project.productAmount).toBe(stats.productAmount);
    expect(project.unfoldArea).toBeCloseTo(stats.unfoldArea, 3);

    const dup = (await call('GET', `/api/cad/product/list?projectId=${projectId}&code=A-1F-002`)).json()
      .items[0];
    const taken = await call('PUT', `/api/cad/product/${dup.id}/code`, { code: 'A-1F-001' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe('产品编号“A-1F-001”在本批次中已存在');
    expect((await call('PUT', `/api/cad/product/${dup.id}/code`, { code: 'A-1F-002B' })).json().code).toBe(
      'A-1F-002B',
    );
  });

  it('keeps unreadable drawings as failed files with a Chinese message naming the file', async () => {
    const truncated = sampleSinglePanel().dxf.slice(0, 1500);
    const res = await upload(batchId, [
      { name: '坏图.dxf', content: 'this is not a drawing' },
      { name: '截断.dxf', content: truncated },
      { name: '立面.dwg', content: new Uint8Array([65, 67, 49, 48, 51, 50, 0, 0, 0, 0]) },
    ]);
    expect(res.statusCode).toBe(200);
    const files = await converted(projectId);
    const byName = (n: string) => files.find((f: { fileName: string }) => f.fileName === n);
    expect(byName('坏图.dxf')).toMatchObject({ convertState: 8 });
    expect(byName('坏图.dxf').errorMessage).toContain('坏图.dxf');
    expect(byName('截断.dxf').convertState).toBe(8);
    expect(byName('截断.dxf').errorMessage).toContain('文件“截断.dxf”不完整');
    // what was read before the cut is kept
    expect(byName('截断.dxf').splitCount).toBe(1);
    expect(byName('立面.dwg').errorMessage).toContain('DXF');

    const wrongType = await upload(batchId, [{ name: '报价.xlsx', content: 'x' }]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(
      '文件“报价.xlsx”不是 DXF、DWG 图纸或 ZIP 压缩包，请上传 DXF 文件',
    );

    // the header's conversion counts show nothing pending once all are done
    const converts = (await call('GET', '/api/cad/file-converts')).json();
    expect(converts).toEqual([]);
  });
});

describe('split, album, acceptance, accessories and reports', () => {
  let project: { id: string; name: string; batches: { id: string; batchNo: string }[] };
  beforeAll(async () => {
    const id = (await call('GET', '/api/cad/project?filter=' + encodeURIComponent('佛山金融'))).json().items[0].id;
    project = (await call('GET', `/api/cad/project/${id}`)).json();
  });

  it('splits a drawing into one DXF per product and keeps a split record', async () => {
    const files = (await call('GET', `/api/cad/project/${project.id}/files/paged`)).json().items;
    const batchFile = files.find((f: { splitCount: number }) => f.splitCount === 6);
    const res = await call('POST', '/api/cad/split', { fileId: batchFile.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 2, productCount: 6, errorProducts: [] });
    const log = (await call('GET', `/api/cad/split?projectId=${project.id}`)).json();
    expect(log.items[0]).toMatchObject({ fileName: batchFile.fileName, productCount: 6 });
    expect(log.items[0].zipUrl).toMatch(/^\/api\/basic\/file\//);
    const zip = await t.call({ method: 'GET', url: log.items[0].zipUrl });
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('makes the batch album as a PDF, one page per product after the cover', async () => {
    const batch = project.batches.find((b) => b.batchNo === '第2批')!;
    const res = await call('POST', `/api/cad/project/${project.id}/new/book`, { batchId: batch.id });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(7);
  });

  it('records acceptance up to the ordered quantity and sums it', async () => {
    const [p] = (await call('GET', `/api/cad/product/list?projectId=${project.id}&code=A-1F-001`)).json().items;
    const over = await call('POST', '/api/cad/project/acceptance', { productId: p.id, quantity: p.quantity + 1, acceptDate: '2026-11-20' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(`产品“A-1F-001”共 ${p.quantity} 件，已验收 0 件，本次最多验收 ${p.quantity} 件`);
    expect((await call('POST', '/api/cad/project/acceptance', { productId: p.id, quantity: 2, acceptDate: '2026-11-20', acceptor: '李工' })).statusCode).toBe(200);
    const sum = (await call('GET', `/api/cad/project/acceptance-sum/${project.id}`)).json();
    expect(sum).toMatchObject({ productAmount: 54, acceptedAmount: 2 });
    const list = (await call('GET', `/api/cad/project/acceptance/list/${project.id}`)).json();
    expect(list.items.find((x: { productId: string }) => x.productId === p.id).acceptedQuantity).toBe(2);
  });

  it('binds accessories to a product and downloads them', async () => {
    const [p] = (await call('GET', `/api/cad/product/list?projectId=${project.id}&code=A-2F-001`)).json().items;
    const bad = await call('POST', '/api/cad/accessory/bind', { productId: p.id, items: [{ name: '', quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    const bound = await call('POST', '/api/cad/accessory/bind', { productId: p.id, items: [{ name: '加强筋', spec: '20×20×2', length: 1440, quantity: 2 }, { name: '角码', quantity: 4 }] });
    expect(bound.json().totalCount).toBe(2);
    const list = (await call('GET', `/api/cad/accessory?productId=${p.id}`)).json();
    expect(list.items.map((x: { name: string }) => x.name)).toEqual(['加强筋', '角码']);
    expect((await call('DELETE', `/api/cad/accessory/${list.items[1].id}`)).statusCode).toBe(204);
    const xlsx = await call('GET', `/api/cad/accessory/down/${p.id}`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers the head info, statistics, kaiping list and log download', async () => {
    const head = (await call('GET', '/api/cad/dashboard/head-info')).json();
    expect(head.projectCount).toBeGreaterThanOrEqual(3);
    expect(head.productAmount).toBeGreaterThanOrEqual(54);
    const stats = (await call('GET', '/api/cad/project/reports/statistics')).json();
    expect(stats.byMonth).toHaveLength(12);
    expect(stats.byStatus.find((s: { projectStatus: number }) => s.projectStatus === 8)).toMatchObject({ label: '生产中' });
    expect((await call('POST', '/api/cad/project/chart/re-statistics')).json().count).toBeGreaterThanOrEqual(3);
    const kaiping = await call('POST', '/api/cad/project/print/purchase-kaiping', { projectId: project.id });
    expect(kaiping.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const logs = await call('GET', `/api/cad/project/log/down?projectId=${project.id}`);
    expect(logs.headers['content-type']).toContain('spreadsheetml');
    // the project page's log columns (projectLogList), with the project's name and local times
    const [titles, latest, ...older] = await sheetRows(logs.rawPayload);
    expect(titles).toEqual(['时间', '项目', '操作', '操作人', '说明']);
    expect(latest![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(latest![1]).toBe(project.name);
    // every action reads in Chinese, the album made above too
    const actions = [latest!, ...older].map((r) => r[2]);
    expect(actions).toContain('生成图册');
    expect(actions.filter((a) => /^[a-z]+$/.test(String(a)))).toEqual([]);
  });
});
