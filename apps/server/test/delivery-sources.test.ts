import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CONTRACT_PATH,
  DELIVERY_PATH,
  DeliverySource,
  DeliveryStatus,
  LabelState,
  OUTSOURCE_ACCEPTANCE_PATH,
  OUTSOURCE_OUT_PATH,
  PRODUCT_STOCK_OUT_PATH,
  PROJECT_ORDER_PATH,
  deliveryMessages as M,
  localToday,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
const today = localToday();
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
const refused = async (url: string, payload: unknown) => {
  const before = await deliveries();
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(await deliveries()).toBe(before);
  return res.json().error.message as string;
};
const deliveries = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from sales_delivery_orders`))[0]!.n;
const stateOf = async (labelId: string) => (await rows<{ state: number }>(sql`select state from cad_labels where id = ${labelId}`))[0]!.state;
const ledgerOf = async (docId: string) => (await rows<{ n: number }>(sql`select count(*)::int as n from stock_moves where doc_id = ${docId}`))[0]!.n;
/** Lines the delivery's picker offers from one source. */
const sourceLines = async (key: string) => (await json('GET', `${DELIVERY_PATH}/source/${key}?maxResultCount=100`)).items as Json[];
const ship = async (id: string) => {
  for (const step of ['submit', 'approve', 'ship']) await json('POST', `${DELIVERY_PATH}/${id}/${step}`, {});
  return json('GET', `${DELIVERY_PATH}/${id}`);
};

let demoOrder: Json;
let outsourcedOrder: Json;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  demoOrder = (await json('GET', PROJECT_ORDER_PATH)).items[0];
  // an order of the pieces the outsource demo sent to the painter (第3批), on the demo's contract
  const contract = (await json('GET', CONTRACT_PATH)).items[0] as Json;
  const out = (await json('GET', OUTSOURCE_OUT_PATH)).items[0] as Json;
  const outLines = (await json('GET', `${OUTSOURCE_OUT_PATH}/${out.id}`)).lines as Json[];
  const products = await rows<{ product_id: string; n: number }>(
    sql`select product_id, count(*)::int as n from cad_labels where id in ${sql.raw(`(${outLines.map((l) => `'${l.labelId}'`).join(',')})`)} group by product_id`,
  );
  outsourcedOrder = await json('POST', PROJECT_ORDER_PATH, {
    contractId: contract.id,
    projectId: demoOrder.projectId,
    docDate: today,
    deliveryDate: today,
    lines: products.map((p) => ({ productId: p.product_id, qty: p.n })),
  });
  outsourcedOrder = await json('POST', `${PROJECT_ORDER_PATH}/${outsourcedOrder.id}/confirm`, {});
});
afterAll(() => t?.close());

describe('deliveries pulled from stock-outs and outsourcing (the 来源 of a delivery)', () => {
  it('from a posted stock-out: the packs it took out, no second ledger move, the order counts them; a source line delivers once', async () => {
    // the sales demo's draft stock-out of its second pack, posted: the pack leaves the warehouse
    const stockOut = (await json('GET', PRODUCT_STOCK_OUT_PATH)).items[0] as Json;
    expect(await sourceLines('stockOut')).toEqual([]);
    await json('POST', `${PRODUCT_STOCK_OUT_PATH}/${stockOut.id}/post`, {});
    const [line] = await sourceLines('stockOut');
    expect(line).toBeTruthy();
    const before = (await json('GET', `${PROJECT_ORDER_PATH}/${demoOrder.id}`)).lines as Json[];
    let d = await json('POST', DELIVERY_PATH, {
      projectOrderId: demoOrder.id,
      docDate: today,
      lines: [{ sourceType: 'stockOut', sourceLineId: line!.id, qty: line!.remaining }],
    });
    expect(d.sourceType).toBe(DeliverySource.stockOut);
    expect(d.lines[0]).toMatchObject({ packId: line!.packId, qty: line!.remaining, sourceId: stockOut.id });
    expect(d.settleArea).toBeGreaterThan(0);
    // the same pack on a second delivery
    expect(await refused(DELIVERY_PATH, { projectOrderId: demoOrder.id, docDate: today, lines: [{ sourceType: 'stockOut', sourceLineId: line!.id, qty: 1 }] })).toContain('已在其他发货单中发货');
    d = await ship(d.id);
    expect(d.status).toBe(DeliveryStatus.shipped);
    expect(await ledgerOf(d.id)).toBe(0);
    const after = (await json('GET', `${PROJECT_ORDER_PATH}/${demoOrder.id}`)).lines as Json[];
    const delivered = (ls: Json[]) => ls.reduce((a, l) => a + Number(l.productId ? (l.deliveredQty ?? 0) : 0), 0);
    expect(delivered(after) - delivered(before)).toBe(line!.remaining);
  });

  it('from an outsource acceptance: a qualified piece ships straight from the painter; a piece not accepted is refused', async () => {
    const offered = await sourceLines('outsourceAcceptance');
    const passed = offered.filter((l) => l.remaining > 0);
    expect(passed.length).toBe(3);
    const acceptance = await json('GET', `${OUTSOURCE_ACCEPTANCE_PATH}/${passed[0]!.docId}`);
    const short = (acceptance.lines as Json[]).find((l) => Number(l.qualifiedQty) === 0)!;
    // the short piece was never accepted: nothing of it may ship from the acceptance
    expect(await refused(DELIVERY_PATH, { projectOrderId: outsourcedOrder.id, docDate: today, lines: [{ sourceType: 'outsourceAcceptance', sourceLineId: short.id, qty: 1 }] })).toMatch(/剩余|未验收合格/);
    let d = await json('POST', DELIVERY_PATH, {
      projectOrderId: outsourcedOrder.id,
      docDate: today,
      lines: [{ sourceType: 'outsourceAcceptance', sourceLineId: passed[0]!.id, qty: 1 }],
    });
    expect(d.sourceType).toBe(DeliverySource.outsourceAcceptance);
    expect(d.lines[0]).toMatchObject({ labelNo: passed[0]!.labelNo, qty: 1 });
    d = await ship(d.id);
    const labelId = (acceptance.lines as Json[]).find((l) => l.id === passed[0]!.id)!.labelId;
    expect(await stateOf(labelId)).toBe(LabelState.shipped);
    expect(await ledgerOf(d.id)).toBe(0);
    // lines of two kinds of source on one delivery
    const [outLine] = (await sourceLines('outsourceOut')).filter((l) => l.labelNo === short.labelNo);
    expect(
      await refused(DELIVERY_PATH, {
        projectOrderId: outsourcedOrder.id,
        docDate: today,
        lines: [
          { sourceType: 'outsourceAcceptance', sourceLineId: passed[1]!.id, qty: 1 },
          { sourceType: 'outsourceOut', sourceLineId: outLine!.id, qty: 1 },
        ],
      }),
    ).toBe(M.mixedSources);
  });

  it('from an outsource out: the piece still at the painter ships from there; a piece back on the floor is refused', async () => {
    const out = await sourceLines('outsourceOut');
    const accepted = await rows<{ label_no: string }>(sql`select label_no from cad_labels where state <> ${LabelState.outsourced} and label_no in ${sql.raw(`(${out.map((l) => `'${l.labelNo}'`).join(',')})`)}`);
    const back = out.find((l) => accepted.some((a) => a.label_no === l.labelNo))!;
    expect(await refused(DELIVERY_PATH, { projectOrderId: outsourcedOrder.id, docDate: today, lines: [{ sourceType: 'outsourceOut', sourceLineId: back.id, qty: 1 }] })).toMatch(/已不在委外方|已在其他发货单中发货/);
    const still = out.find((l) => !accepted.some((a) => a.label_no === l.labelNo))!;
    let d = await json('POST', DELIVERY_PATH, { projectOrderId: outsourcedOrder.id, docDate: today, lines: [{ sourceType: 'outsourceOut', sourceLineId: still.id, qty: 1 }] });
    expect(d.sourceType).toBe(DeliverySource.outsourceOut);
    d = await ship(d.id);
    expect(d.status).toBe(DeliveryStatus.shipped);
    const [label] = await rows<{ state: number }>(sql`select state from cad_labels where label_no = ${still.labelNo}`);
    expect(label!.state).toBe(LabelState.shipped);
  });
});
