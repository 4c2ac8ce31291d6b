import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  OrderState,
  ProjectStatus,
  PLATE_ORDER_PATH as PO,
  PLATE_QC_PATH as QC,
  PLATE_REQUISITION_PATH as REQ,
  PLATE_STOCK_IN_PATH as IN,
  PLATE_STOCK_OUT_PATH as OUT,
  PLATE_STOCK_PATH as STOCK,
  PLATE_SUMMARY_PATH as SUMMARY,
  PLATE_TASK_PATH as TASK,
  SUPPLIER_ORDER_PATH as SUP,
  localToday,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { sheetRows } from './support/sheet.ts';
import { tenants } from '../src/modules/saas/schema.ts';
import { DEMO_SUPPLIER_SPACE, DEMO_SUPPLIER_USER } from '../src/modules/purchase/demo.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let t: TestApp;
let owner: string;
let factory: string;
let supplierSpace: string;
let seller: string;
const today = localToday();

const call = async (method: string, url: string, payload?: unknown, tenant?: string) => {
  // The supplier's space is its own account's; the factory's calls carry the factory.
  const token = tenant === supplierSpace ? seller : owner;
  const res = await t.call({ method: method as 'GET', url, payload: payload as never, token, ...(tenant ? { tenant } : { factory }) });
  const json = res.headers['content-type']?.toString().includes('json');
  return { status: res.statusCode, body: (json && res.body ? JSON.parse(res.body) : null) as Json, raw: res };
};
const ok = async (method: string, url: string, payload?: unknown, tenant?: string) => {
  const r = await call(method, url, payload, tenant);
  expect(r.status, JSON.stringify(r.body)).toBe(method === 'DELETE' ? 204 : 200);
  return r.body;
};
const act = (path: string, id: string, action: string, body: Json = {}) => ok('POST', `${path}/${id}/${action}`, body);
const refused = async (r: { status: number; body: Json }, status: number, message: string | RegExp) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.error.message).toMatch(message);
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
  factory = t.ids.factoryIds[0]!;
  const [space] = await t.server.database.db.select().from(tenants).where(eq(tenants.displayName, DEMO_SUPPLIER_SPACE));
  supplierSpace = space!.id;
  seller = await t.login(DEMO_SUPPLIER_USER);
});
afterAll(() => t?.close());

async function stockAt(position: string, thickness: number) {
  const rows = (await ok('GET', `${STOCK}?filter=${position}&onlyInStock=false&maxResultCount=100`)).items as Json[];
  const hit = rows.filter((r) => r.position === position && Number(r.thickness) === thickness);
  return { qty: hit.reduce((s, r) => s + Number(r.qty), 0), reserved: hit.reduce((s, r) => s + Number(r.reserved), 0) };
}

describe('plate purchasing and the plate warehouse', () => {
  it('demo: a replenishment cycle (task → requisition → order → stock-in with QC) and stock at A-3-12', async () => {
    const tasks = (await ok('GET', TASK)).items as Json[];
    expect(tasks.some((x) => x.status === 4 && /^RW\d{10}$/.test(x.docNo))).toBe(true);
    expect(((await ok('GET', REQ)).items as Json[]).some((x) => x.status === 128)).toBe(true);
    const orders = (await ok('GET', PO)).items as Json[];
    expect(orders.map((x) => x.status).sort()).toEqual([128, 4]);
    const qc = (await ok('GET', QC)).items as Json[];
    expect(qc[0]!.status).toBe(2);
    expect(await stockAt('A-3-12', 3)).toEqual({ qty: 19, reserved: 0 });
    const supplierOrders = (await ok('GET', SUP, undefined, supplierSpace)).items as Json[];
    expect(supplierOrders.map((x) => x.state).sort()).toEqual([1, 8]);
    expect(supplierOrders[0]!.customerName).toBe('示范铝业有限公司');
  });

  it('a nest result short of plate becomes a purchase task, then requisition, order, supplier answer, stock-in with QC and re-audit, stock-out for the cut and a remnant', async () => {
    // The demo's nested order (3003, 2 mm): no such plate in stock, so accepting it waits for purchasing.
    const orders = (await ok('GET', '/api/cad/nest/order?maxResultCount=50')).items as Json[];
    const order = orders.find((o) => o.orderState === OrderState.toConfirm && o.resultId)!;
    const accepted = await ok('POST', `/api/cad/nest/order/${order.id}/order-state`, { orderState: OrderState.confirmed });
    expect(accepted.orderState).toBe(OrderState.toPurchase);
    // Purchasing moves a batch only before production (DOMAIN.md §2.4): the sales demo has shipped
    // part of this batch, so it and its project stay at that more advanced milestone, part shipped.
    const projectStatus = async () => ((await ok('GET', `/api/cad/project/${order.projectId}`)) as Json).projectStatus;
    expect(await projectStatus()).toBe(ProjectStatus.partShipped);
    const result = await ok('GET', `/api/cad/nest/result/${order.resultId}`);
    const sheets = (result.sheets as Json[]).reduce((s, x) => s + x.repeat, 0);
    const task = ((await ok('GET', TASK)).items as Json[]).find((x) => x.nestOrderNo === order.orderNo)!;
    const taskDoc = await ok('GET', `${TASK}/${task.id}`);
    expect(taskDoc.status).toBe(1);
    expect(taskDoc.lines.reduce((s: number, l: Json) => s + l.sheets, 0)).toBe(sheets);
    const line = taskDoc.lines[0];
    const kaiping = await call('GET', `${TASK}/${task.id}/kaiping`);
    expect(kaiping.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Requisition: at most what the task asks; the task follows.
    const pick = (src: Json, sheets: number, extra: Json = {}) => ({ ...src, sheets, sourceLineId: src.id, sourceType: undefined, sourceId: undefined, id: undefined, ...extra });
    await refused(await call('POST', REQ, { docDate: today, requiredDate: today, lines: [pick(line, line.sheets + 1)] }), 400, /超过来源采购任务.*剩余/);
    // A line that names another kind of source is refused, not let through unchecked.
    await refused(await call('POST', REQ, { docDate: today, requiredDate: today, lines: [pick(line, line.sheets + 1, { sourceType: 'plateOrder' })] }), 400, '第1行：来源单据不正确');
    const req = await ok('POST', REQ, { docDate: today, requiredDate: today, lines: [pick(line, line.sheets)] });
    expect((await ok('GET', `${TASK}/${task.id}`)).status).toBe(4);
    await act(REQ, req.id, 'submit');
    await act(REQ, req.id, 'approve');

    // Purchase order to the linked supplier, priced on the market plus the processing fee.
    const suppliers = (await ok('GET', '/api/basic/supplier/all')).items as Json[];
    const huachang = suppliers.find((s) => s.code === 'GYS003')!;
    const paint = suppliers.find((s) => s.code === 'GYS004')!;
    const warehouseId = ((await ok('GET', '/api/basic/warehouse/all')).items as Json[]).find((w) => w.type === 1)!.id;
    const reqLine = req.lines[0];
    const poBody = (sheets: number, extra: Json = {}) => ({ supplierId: huachang.id, docDate: today, deliveryDate: today, warehouseId, marketSource: 1, lines: [pick(reqLine, sheets, { priceBasis: 1, processingFee: 3500 })], ...extra });
    await refused(await call('POST', PO, poBody(reqLine.sheets + 1)), 400, /超过来源请购单/);
    await refused(await call('POST', PO, poBody(1, { supplierId: paint.id })), 400, /不是板材供应商/);
    const partial = await ok('POST', PO, poBody(1));
    expect((await ok('GET', `${REQ}/${req.id}`)).status).toBe(64);
    await ok('DELETE', `${PO}/${partial.id}`);
    expect((await ok('GET', `${REQ}/${req.id}`)).status).toBe(4);
    const po = await ok('POST', PO, poBody(reqLine.sheets));
    expect((await ok('GET', `${REQ}/${req.id}`)).status).toBe(128);
    expect(po.marketPrice).toBeGreaterThan(10000);
    expect(Number(po.lines[0].unitPrice)).toBe(po.marketPrice + 3500);
    expect(Number(po.totalAmount)).toBeCloseTo((Number(po.lines[0].unitPrice) * Number(po.lines[0].weight)) / 1000, 1);
    await act(PO, po.id, 'submit');
    await act(PO, po.id, 'approve');

    // The supplier's space sees it and answers; no other space can.
    const sent = ((await ok('GET', SUP, undefined, supplierSpace)).items as Json[]).find((x) => x.poNo === po.docNo)!;
    expect(sent).toMatchObject({ state: 1, totalSheets: reqLine.sheets });
    expect(sent.lines[0].material).toContain('3003');
    await refused(await call('POST', `${SUP}/${sent.id}/confirm`, {}, t.ids.personalId), 404, '供应订单不存在，或不是发给本企业的订单');
    await refused(await call('POST', `${SUP}/${sent.id}/confirm`, {}), 404, '供应订单不存在');
    // The supplier reads its orders, never the factory's documents.
    expect((await call('GET', `${PO}/${po.id}`, undefined, supplierSpace)).status).toBe(404);
    await refused(await call('POST', `${SUP}/${sent.id}/ship`, {}, supplierSpace), 403, '供应订单待确认，不能发货');
    // The answer is the whole row (derived from its columns), its times ISO strings.
    const confirmed = await ok('POST', `${SUP}/${sent.id}/confirm`, { promisedDate: today, remark: '明日发货' }, supplierSpace);
    expect(confirmed).toMatchObject({ id: sent.id, poNo: po.docNo, state: 2, promisedDate: today, confirmRemark: '明日发货', shipTime: null });
    expect(new Date(confirmed.confirmTime).toISOString()).toBe(confirmed.confirmTime);
    expect(await ok('GET', `${SUP}/${sent.id}`, undefined, supplierSpace)).toEqual(confirmed);
    await refused(await call('POST', `${PO}/${po.id}/deApprove`, {}), 403, '供应商已确认该采购单，不能反审核');
    await ok('POST', `${SUP}/${sent.id}/ship`, { vehicleNo: '粤Y·88888' }, supplierSpace);
    expect((await ok('GET', `${PO}/${po.id}/supplier-order`)).item).toMatchObject({ state: 4, vehicleNo: '粤Y·88888', confirmRemark: '明日发货' });

    // Stock-in from the order: 5% over at most; the supplier and warehouse come from the order.
    const poLine = po.lines[0];
    const inBody = (sheets: number, position = 'D-2-5', extra: Json = {}) => ({ warehouseId, docDate: today, lines: [pick(poLine, sheets, { position, batchNo: 'HC-E2E' })], ...extra });
    await refused(await call('POST', IN, inBody(1, 'D-2-5', { supplierId: paint.id })), 400, '来源采购单' + po.docNo + '的供应商与本单不一致');
    await refused(await call('POST', IN, inBody(poLine.sheets + 1)), 400, /超过来源采购单.*允许超出的 5%/);
    await refused(await call('POST', IN, inBody(poLine.sheets, 'G-1-1')), 400, /库位「G-1-1」不符合仓库「板材仓」的库位规则/);
    const stockIn = await ok('POST', IN, inBody(poLine.sheets));
    expect(stockIn).toMatchObject({ supplierId: huachang.id, warehouseId });
    expect(Number(stockIn.lines[0].unitPrice)).toBeGreaterThan(0);
    expect((await ok('GET', `${PO}/${po.id}`)).status).toBe(128);
    await refused(await call('POST', `${IN}/${stockIn.id}/post`, {}), 403, '板材入库单草稿，不能入库');
    await act(IN, stockIn.id, 'submit');

    // Incoming QC: one sheet rejected; the supplier disputes it and the re-audit passes both.
    const inLine = stockIn.lines[0];
    const qcLine = (qualified: number) => pick(inLine, inLine.sheets, { qualified, unqualified: inLine.sheets - qualified, result: qualified ? 1 : 3 });
    await refused(await call('POST', QC, { docDate: today, inspectorId: t.ids.demoUserId, lines: [{ ...qcLine(1), unqualified: 0 }] }), 400, '合格与不合格张数之和应等于检验张数');
    const qc = await ok('POST', QC, { docDate: today, inspectorId: t.ids.demoUserId, lines: [qcLine(inLine.sheets - 1)] });
    await act(QC, qc.id, 'audit');
    let doc = await ok('GET', `${IN}/${stockIn.id}`);
    expect(doc).toMatchObject({ status: 4, lines: [{ qualifiedSheets: inLine.sheets - 1, rejectedSheets: 1 }] });
    await refused(await call('POST', `${QC}/${qc.id}/dispute`, {}), 400, '请填写供应商申诉意见');
    const disputed = await act(QC, qc.id, 'dispute', { comment: '供应商称划痕在保护膜上' });
    await ok('PUT', `${QC}/${qc.id}`, { docDate: today, inspectorId: t.ids.demoUserId, concurrencyStamp: disputed.concurrencyStamp, lines: [{ ...qcLine(inLine.sheets), id: qc.lines[0].id }] });
    await act(QC, qc.id, 'reAudit');
    doc = await ok('GET', `${IN}/${stockIn.id}`);
    expect(doc.lines[0]).toMatchObject({ qualifiedSheets: inLine.sheets, rejectedSheets: 0 });

    // Posting: the sheets go to D-2-5 and the waiting nest order takes them (reserved) and is confirmed.
    await act(IN, stockIn.id, 'post');
    expect(await stockAt('D-2-5', 2)).toEqual({ qty: inLine.sheets, reserved: sheets });
    expect((await ok('GET', `/api/cad/nest/order/${order.id}`)).orderState).toBe(OrderState.confirmed);
    // The shipped batch stays part shipped when its plate arrives.
    expect(await projectStatus()).toBe(ProjectStatus.partShipped);
    // The order is fully received: the supplier's copy is closed.
    expect((await ok('GET', `${PO}/${po.id}/supplier-order`)).item.state).toBe(8);
    await refused(await call('POST', `${QC}/${qc.id}/dispute`, { comment: '再议' }).then(async () => call('POST', `${QC}/${qc.id}/reAudit`, {})), 403, /已入库或已作废/);

    // Reserved sheets are not issued to anyone else; the cut's stock-out takes them and frees the reservation.
    const outLine = { ...pick((await ok('GET', `${IN}/${stockIn.id}`)).lines[0], 1) };
    const other = await ok('POST', OUT, { warehouseId, purpose: 1, docDate: today, lines: [outLine] });
    await act(OUT, other.id, 'submit');
    await refused(await call('POST', `${OUT}/${other.id}/approve`, {}), 403, /库存不足.*可用 0 张/);
    await act(OUT, other.id, 'reject', { comment: '板材已为排版结果预留' });
    await ok('DELETE', `${OUT}/${other.id}`);
    const results = (await ok('GET', '/api/warehouse/material/nest-result/all')).items as Json[];
    expect(results.map((r) => r.id)).toContain(order.resultId);
    const cut = await ok('POST', OUT, { warehouseId, purpose: 1, docDate: today, nestResultId: order.resultId, lines: [{ ...outLine, sheets }] });
    await act(OUT, cut.id, 'submit');
    await act(OUT, cut.id, 'approve');
    expect(await stockAt('D-2-5', 2)).toEqual({ qty: inLine.sheets - sheets, reserved: 0 });
    expect((await ok('GET', `/api/cad/nest/result/${order.resultId}`)).state).toBe(4);

    // The remnant comes back as its own stock row; only remnants skip incoming QC.
    const remnant = { materialTextureId: line.materialTextureId, thickness: 2, width: 1500, length: 900, sheets: 1, position: 'E-1-1', isRemnant: true };
    const notRemnant = await ok('POST', IN, { warehouseId, docDate: today, lines: [{ ...remnant, isRemnant: false }] });
    await refused(await call('POST', `${IN}/${notRemnant.id}/postRemnant`, {}), 403, '只有余料可以不经来料检验直接入库');
    const back = await ok('POST', IN, { warehouseId, docDate: today, remark: '切割余料', lines: [remnant] });
    await act(IN, back.id, 'postRemnant');
    const stock = (await ok('GET', `${STOCK}?filter=E-1-1&isRemnant=true`)).items as Json[];
    expect(stock[0]).toMatchObject({ qty: 1, width: 1500, length: 900, isRemnant: true });

    // A new order of a material and thickness in stock is offered the remnant first, then the full sheets, then sizes to buy.
    await act(IN, (await ok('POST', IN, { warehouseId, docDate: today, lines: [{ ...remnant, thickness: 2.5, width: 1500, length: 1800, position: 'E-1-2' }] })).id, 'postRemnant');
    const projects = (await ok('GET', '/api/cad/project/names')) as unknown as Json[];
    const project = projects.find((p) => p.name === '佛山金融中心幕墙')!;
    const batches = await ok('GET', `/api/cad/project/batchs?projectId=${project.id}`);
    const first = ((Array.isArray(batches) ? batches : batches.items) as Json[]).find((b) => b.batchNo === '第1批')!;
    const made = (await ok('POST', '/api/cad/nest/order/from-batch', { batchIds: [first.id], parameter: { timeLimitSeconds: 1 } })).items as Json[];
    expect(made).toHaveLength(1);
    expect(made[0]!.plates[0]).toMatchObject({ width: 1500, length: 1800, count: 1, remnant: true, name: '余料 1500×1800' });
    expect(made[0]!.plates.slice(1).every((p: Json) => !p.remnant)).toBe(true);
  });

  it('summaries by material and thickness, by size and by position, with Excel', async () => {
    const summary = (await ok('GET', `${SUMMARY}?maxResultCount=100`)).items as Json[];
    const all = (await ok('GET', `${STOCK}?maxResultCount=1000`)).items as Json[];
    expect(summary.reduce((s, r) => s + r.sheets, 0)).toBe(all.reduce((s, r) => s + Number(r.qty), 0));
    const row = summary.find((r) => r.thickness === 3 && r.materialName.includes('3003'))!;
    expect(row.value).toBeGreaterThan(0);
    expect(row.days).toBeGreaterThanOrEqual(6);
    const sizes = (await ok('GET', `${SUMMARY}/group-detail?materialTextureId=${row.materialTextureId}&thickness=3`)).items as Json[];
    expect(sizes.reduce((s, r) => s + r.sheets, 0)).toBe(row.sheets);
    expect(sizes.some((r) => r.isRemnant)).toBe(true);
    const places = (await ok('GET', `${SUMMARY}/detail?materialTextureId=${row.materialTextureId}&thickness=3&width=1500&length=3000`)).items as Json[];
    expect(places.map((p) => p.position)).toContain('A-3-12');
    const xlsx = await call('GET', `${SUMMARY}/group-detail/export?materialTextureId=${row.materialTextureId}&thickness=3`);
    expect(xlsx.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // each level's page columns and texts (plateSummaryLists): a remnant is marked in its own column
    const values = ['张数', '预留', '可用', '面积(㎡)', '重量(kg)', '金额(元)', '库龄(天)'];
    const [head, ...lines] = await sheetRows(xlsx.raw.rawPayload);
    expect(head).toEqual(['材质', '厚度(mm)', '规格(宽×长)', '余料', ...values]);
    expect(lines.map((l) => [l[2], l[3]])).toEqual(sizes.map((r) => [`${r.width}×${r.length}`, r.isRemnant ? '余料' : '']));
    const [top, first] = await sheetRows((await call('GET', `${SUMMARY}/export`)).raw.rawPayload);
    expect(top).toEqual(['材质', '厚度(mm)', ...values]);
    expect(first![0]).toBe(summary[0]!.materialName);
    const [deep, place] = await sheetRows((await call('GET', `${SUMMARY}/detail/export?materialTextureId=${row.materialTextureId}&thickness=3&width=1500&length=3000`)).raw.rawPayload);
    expect(deep).toEqual(['材质', '厚度(mm)', '规格(宽×长)', '余料', '库位', '批号', ...values]);
    expect(place![4]).toBe(places[0]!.position);
    await refused(await call('GET', `${SUMMARY}?thickness=abc`), 400, '厚度必须是数字');
  });
});
