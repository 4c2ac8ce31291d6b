import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DocStatus,
  LabelState,
  labelStateName,
  OUTSOURCE_ACCEPTANCE_PATH as ACC,
  OUTSOURCE_BACK_PATH as BACK,
  OUTSOURCE_OUT_PATH as OUT,
  OUTSOURCE_PICK,
  OutsourceOutStatus,
  OutsourcePriceBasis,
  outsourceMessages as M,
  ScanClientType,
  scanMessages,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
let batch3: string;
let supplier: Json;
let paint: string;
let fresh: { id: string; label_no: string; state: number }[];
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
const labelState = async (id: string) => (await rows<{ state: number }>(sql`select state from cad_labels where id = ${id}`))[0]!.state;
const states = async (ids: string[]) => Promise.all(ids.map(labelState));
const counts = async () =>
  (await rows<Json>(sql`select (select count(*)::int from outsource_outs) as outs, (select count(*)::int from outsource_out_lines) as out_lines, (select count(*)::int from outsource_acceptances) as accs, (select count(*)::int from outsource_acceptance_lines) as acc_lines, (select count(*)::int from outsource_backs) as backs, (select count(*)::int from label_logs) as scans, (select coalesce(sum(state), 0)::int from cad_labels) as states`))[0]!;
const errorOf = (res: { json: () => unknown }) => (res.json() as Json).error.message as string;

/** A new draft out of the given labels (by number, as the scan adds them), 40 元/㎡ unless told. */
async function newOut(labelNos: string[], extra: Json = {}) {
  const draft = await json('POST', OUT, { supplierId: supplier.id, processIds: paint, projectId: project.id, batchId: batch3, docDate: '2026-11-20', priceBasis: OutsourcePriceBasis.area, unitPrice: 40, lines: [], ...extra });
  return json('POST', `${OUT}/label/add`, { id: draft.id, labelNos });
}
const act = (base: string, id: string, action: string, body: Json = {}) => call('POST', `${base}/${id}/${action}`, body);

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  const projects = (await json('GET', `/api/cad/project?maxResultCount=20`)).items as Json[];
  project = projects.find((p) => p.name === '佛山金融中心幕墙')!;
  batch3 = (await rows<{ id: string }>(sql`select id from cad_batches where project_id = ${project.id} and batch_no = '第3批'`))[0]!.id;
  supplier = ((await json('GET', `${OUTSOURCE_PICK.supplier}/all`)).items as Json[]).find((s) => s.name.includes('恒润'))!;
  paint = ((await json('GET', `${OUTSOURCE_PICK.process}/all`)).items as Json[]).find((p) => p.name === '喷涂')!.id;
  fresh = await rows(sql`select id, label_no, state from cad_labels where batch_id = ${batch3} and state = 1 order by label_no`);
});
afterAll(() => t?.close());

describe('outsourcing demo', () => {
  it('a painting job sent to 恒润喷涂, three pieces accepted and one short: out partially accepted, 喷涂 recorded as outsourced work', async () => {
    const outs = (await json('GET', `${OUT}?maxResultCount=10`)).items as Json[];
    expect(outs).toHaveLength(1);
    const out = await json('GET', `${OUT}/${outs[0]!.id}`);
    expect(out).toMatchObject({ status: OutsourceOutStatus.partial, supplierName: '肇庆市高要区恒润氟碳喷涂厂', projectName: '佛山金融中心幕墙', batchNo: '第3批' });
    expect(out.lines).toHaveLength(4);
    expect(out.lines.map((l: Json) => l.acceptedQty)).toEqual([1, 1, 1, 0]);
    const [acc] = (await json('GET', `${ACC}?maxResultCount=10`)).items as Json[];
    expect(acc).toMatchObject({ status: DocStatus.approved, outNo: out.docNo });
    const detail = await json('GET', `${ACC}/${acc!.id}`);
    expect(detail.lines.map((l: Json) => [l.qualifiedQty, l.shortQty])).toEqual([[1, 0], [1, 0], [1, 0], [0, 1]]);
    expect(Number(acc!.amount)).toBeCloseTo(out.lines.slice(0, 3).reduce((a: number, l: Json) => a + Number(l.amount), 0), 2);
    const ids = out.lines.map((l: Json) => l.labelId as string);
    const now = await states(ids);
    expect(now[3]).toBe(LabelState.outsourced);
    expect(now.slice(0, 3).every((s) => s === LabelState.inProcess || s === LabelState.waitingQc)).toBe(true);
    const logs = await rows<Json>(sql`select client_type, amount, process_id, remark from label_logs where label_id in (${sql.join(ids.map((i: string) => sql`${i}`), sql`, `)})`);
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.client_type === ScanClientType.outsource && Number(l.amount) === 0 && l.process_id === paint && String(l.remark).startsWith('委外加工'))).toBe(true);
    // what the payable statement reads: approved acceptances of a supplier in a period
    const payable = await json('GET', `${ACC}?supplierId=${supplier.id}&status=${DocStatus.approved}&beginTime=2026-01-01&endTime=2099-12-31`);
    expect(payable.totalCount).toBe(1);
    // what still waits for acceptance: the short piece
    const waiting = await json('GET', `${ACC}/to-accept/${out.id}`);
    expect(waiting.items.map((l: Json) => l.labelNo)).toEqual([out.lines[3].labelNo]);
  });
});

describe('outsource out, acceptance and back', () => {
  let out: Json;
  let acc: Json;
  it('an out by scanned labels: amounts by area, submitted and approved, the labels outsourced with their previous state kept', async () => {
    const labels = fresh.slice(0, 5);
    out = await newOut(labels.map((l) => `${l.label_no}|${t.ids.enterpriseId.slice(0, 8)}`));
    expect(out.supplierName).toBe('肇庆市高要区恒润氟碳喷涂厂');
    expect(out.lines).toHaveLength(5);
    for (const l of out.lines) expect(Number(l.amount)).toBeCloseTo(Number(l.area) * 40, 2);
    expect((await act(OUT, out.id, 'submit')).statusCode).toBe(200);
    expect((await act(OUT, out.id, 'approve')).statusCode).toBe(200);
    expect(await states(labels.map((l) => l.id))).toEqual(labels.map(() => LabelState.outsourced));
    const d = await json('GET', `${OUT}/${out.id}`);
    expect(d.status).toBe(DocStatus.approved);
    expect(d.lines.map((l: Json) => l.labelState)).toEqual(labels.map(() => LabelState.notStarted));
    out = d;
  });

  it('refuses a label already out or on another open out, of another batch, of another space, unknown — nothing changed', async () => {
    const before = await counts();
    const draft = await json('POST', OUT, { supplierId: supplier.id, processIds: paint, projectId: project.id, docDate: '2026-11-21', priceBasis: OutsourcePriceBasis.piece, unitPrice: 12, lines: [] });
    const mid = await counts();
    const taken = await call('POST', `${OUT}/label/add`, { id: draft.id, labelNos: [fresh[0]!.label_no] });
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken)).toBe(M.labelUnavailable(fresh[0]!.label_no, labelStateName(LabelState.outsourced)));
    // a draft holds its labels too
    const second = await json('POST', `${OUT}/label/add`, { id: draft.id, labelNos: [fresh[6]!.label_no] });
    expect(Number(second.lines[0].amount)).toBe(12);
    const draft2 = await json('POST', OUT, { supplierId: supplier.id, processIds: paint, projectId: project.id, batchId: batch3, docDate: '2026-11-21', priceBasis: 1, lines: [] });
    const onOther = await call('POST', `${OUT}/label/add`, { id: draft2.id, labelNos: [fresh[6]!.label_no] });
    expect(onOther.statusCode).toBe(400);
    expect(errorOf(onOther)).toBe(M.labelOnOtherOut(fresh[6]!.label_no, second.docNo));
    const [foreign] = await rows<{ label_no: string }>(sql`select label_no from cad_labels where batch_id <> ${batch3} and state = 1 limit 1`);
    const wrongProject = await call('POST', `${OUT}/label/add`, { id: draft2.id, labelNos: [foreign!.label_no] });
    expect(wrongProject.statusCode).toBe(400);
    expect(errorOf(wrongProject)).toBe(M.labelNotInProject(foreign!.label_no));
    const otherSpace = await call('POST', `${OUT}/label/add`, { id: draft2.id, labelNos: [`${fresh[7]!.label_no}|abcdef12`] });
    expect(otherSpace.statusCode).toBe(400);
    expect(errorOf(otherSpace)).toBe(scanMessages.otherSpace);
    const unknown = await call('POST', `${OUT}/label/add`, { id: draft2.id, labelNos: ['NO-SUCH-LABEL'] });
    expect(errorOf(unknown)).toBe(M.labelMissing('NO-SUCH-LABEL'));
    const byId = await call('POST', OUT, { supplierId: supplier.id, processIds: paint, projectId: project.id, docDate: '2026-11-21', priceBasis: 1, lines: [{ labelId: crypto.randomUUID() }] });
    expect(byId.statusCode).toBe(400);
    expect(errorOf(byId)).toBe(M.labelRowMissing(1));
    // a supplier that is no outsourcer, a process that may not go out
    const [plate] = await rows<{ id: string }>(sql`select id from suppliers where supplier_types = '1' limit 1`);
    const badSupplier = await call('POST', OUT, { supplierId: plate!.id, processIds: paint, projectId: project.id, docDate: '2026-11-21', priceBasis: 1, lines: [] });
    expect(badSupplier.statusCode).toBe(400);
    expect(errorOf(badSupplier)).toContain('不是委外加工供应商');
    const [bend] = await rows<{ id: string }>(sql`select id from processes where name = '折弯'`);
    const badProcess = await call('POST', OUT, { supplierId: supplier.id, processIds: bend!.id, projectId: project.id, docDate: '2026-11-21', priceBasis: 1, lines: [] });
    expect(errorOf(badProcess)).toBe(M.processNotAllowed('折弯'));
    const after = await counts();
    expect({ ...after, outs: after.outs - 2, out_lines: after.out_lines - 1 }).toEqual({ ...mid, outs: mid.outs - 1, out_lines: mid.out_lines });
    expect(before.states).toBe(after.states);
    // the empty draft cannot be submitted
    const empty = await act(OUT, draft2.id, 'submit');
    expect(empty.statusCode).toBe(403);
    expect(errorOf(empty)).toBe(M.emptyOut);
  });

  it('an acceptance: more than was sent is refused; qualified, unqualified and short approved; the out may not be de-approved then', async () => {
    acc = await json('POST', `${ACC}/from-out/${out.id}`);
    expect(acc.lines).toHaveLength(5);
    expect(acc.lines.every((l: Json) => l.qualifiedQty === 1)).toBe(true);
    const body = (lines: Json[]) => ({ outId: out.id, inspectorId: acc.inspectorId, docDate: acc.docDate, concurrencyStamp: acc.concurrencyStamp, lines });
    const line = (i: number, q: number, u: number, s: number, extra: Json = {}) => ({ id: acc.lines[i].id, outLineId: acc.lines[i].outLineId, qualifiedQty: q, unqualifiedQty: u, shortQty: s, deductAmount: 0, ...extra });
    const before = await counts();
    const over = await call('PUT', `${ACC}/${acc.id}`, body([line(0, 2, 0, 0), line(1, 0, 1, 0, { defectType: 1 })]));
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toBe(M.overSent(1, out.lines[0].labelNo, 1));
    // a second acceptance while the first holds everything
    const second = await call('POST', ACC, { outId: out.id, inspectorId: acc.inspectorId, docDate: acc.docDate, lines: [{ outLineId: out.lines[0].id, qualifiedQty: 1 }] });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second)).toBe(M.overSent(1, out.lines[0].labelNo, 0));
    const noDefect = await call('PUT', `${ACC}/${acc.id}`, body([line(0, 0, 1, 0)]));
    expect(errorOf(noDefect)).toBe(M.needDefect(1));
    expect(await counts()).toEqual(before);

    acc = await json('PUT', `${ACC}/${acc.id}`, body([line(0, 1, 0, 0, { deductAmount: 1 }), line(1, 0, 1, 0, { defectType: 1, remark: '漆面流挂' }), line(2, 0, 1, 0, { defectType: 2 }), line(3, 0, 0, 1), line(4, 1, 0, 0)]));
    const piece = Number(out.lines[0].amount);
    expect(Number(acc.lines[0].amount)).toBeCloseTo(piece - 1, 2);
    expect(Number(acc.amount)).toBeCloseTo(piece - 1 + Number(out.lines[4].amount), 2);
    expect((await act(ACC, acc.id, 'submit')).statusCode).toBe(200);

    // a submitted acceptance holds the out: de-approval refused, nothing changed
    const held = await counts();
    const deApprove = await act(OUT, out.id, 'deApprove');
    expect(deApprove.statusCode).toBe(403);
    expect(errorOf(deApprove)).toBe(M.deApproveAccepted(acc.docNo));
    expect(await counts()).toEqual(held);

    const scans = (await counts()).scans;
    expect((await act(ACC, acc.id, 'approve')).statusCode).toBe(200);
    const ids = out.lines.map((l: Json) => l.labelId as string);
    const now = await states(ids);
    expect([LabelState.inProcess, LabelState.waitingQc]).toContain(now[0]);
    expect([LabelState.inProcess, LabelState.waitingQc]).toContain(now[4]);
    expect(now.slice(1, 4)).toEqual([LabelState.outsourced, LabelState.outsourced, LabelState.outsourced]);
    expect((await counts()).scans).toBe(scans + 2);
    const logs = await rows<Json>(sql`select label_id, client_type, amount, employee_ids from label_logs where label_id = ${ids[0]!}`);
    expect(logs.map((x) => [x.client_type, Number(x.amount), x.employee_ids])).toEqual([[ScanClientType.outsource, 0, []]]);
    const d = await json('GET', `${OUT}/${out.id}`);
    // the short piece is still awaited
    expect(d.status).toBe(OutsourceOutStatus.partial);
    expect(d.lines.map((l: Json) => l.acceptedQty)).toEqual([1, 0, 0, 0, 1]);
    expect((await json('GET', `${ACC}/to-accept/${out.id}`)).items.map((l: Json) => l.labelNo)).toEqual([out.lines[3].labelNo]);
    expect((await act(OUT, out.id, 'deApprove')).statusCode).toBe(403);
  });

  it('a back: the redo keeps the label out and the out takes another acceptance; without redo the label comes home to rework', async () => {
    const before = await counts();
    const over = await call('POST', BACK, { acceptanceId: acc.id, docDate: '2026-11-25', lines: [{ acceptanceLineId: acc.lines[1].id, qty: 2 }] });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toBe(M.overUnqualified(1, acc.lines[1].labelNo, 1));
    const notFailed = await call('POST', BACK, { acceptanceId: acc.id, docDate: '2026-11-25', lines: [{ acceptanceLineId: acc.lines[0].id, qty: 1 }] });
    expect(errorOf(notFailed)).toBe(M.acceptanceLineMissing(1));
    expect(await counts()).toEqual(before);

    let back = await json('POST', `${BACK}/from-acceptance/${acc.id}`);
    expect(back.lines.map((l: Json) => [l.labelNo, l.qty, l.redoRequired])).toEqual([
      [acc.lines[1].labelNo, 1, true],
      [acc.lines[2].labelNo, 1, true],
    ]);
    expect(back.lines[0].reason).toBe('漆面流挂');
    back = await json('PUT', `${BACK}/${back.id}`, { acceptanceId: acc.id, docDate: back.docDate, concurrencyStamp: back.concurrencyStamp, lines: [{ id: back.lines[0].id, acceptanceLineId: acc.lines[1].id, qty: 1, reason: '漆面流挂，重喷', redoRequired: true }, { id: back.lines[1].id, acceptanceLineId: acc.lines[2].id, qty: 1, reason: '色差，回厂打磨', redoRequired: false }] });
    expect((await act(BACK, back.id, 'submit')).statusCode).toBe(200);
    expect((await act(BACK, back.id, 'approve')).statusCode).toBe(200);
    expect(await labelState(acc.lines[1].labelId)).toBe(LabelState.outsourced);
    expect(await labelState(acc.lines[2].labelId)).toBe(LabelState.inRework);
    let d = await json('GET', `${OUT}/${out.id}`);
    expect(d.status).toBe(OutsourceOutStatus.partial);
    const waiting = await json('GET', `${ACC}/to-accept/${out.id}`);
    expect(waiting.items.map((l: Json) => [l.labelNo, l.remaining])).toEqual([
      [acc.lines[1].labelNo, 1],
      [acc.lines[3].labelNo, 1],
    ]);
    // nothing more to return of that acceptance
    expect((await call('POST', `${BACK}/from-acceptance/${acc.id}`)).statusCode).toBe(403);

    // the redone piece and the short one, found, accepted: the out is accepted
    const again = await json('POST', `${ACC}/from-out/${out.id}`);
    expect(again.lines).toHaveLength(2);
    expect((await act(ACC, again.id, 'submit')).statusCode).toBe(200);
    expect((await act(ACC, again.id, 'approve')).statusCode).toBe(200);
    expect([LabelState.inProcess, LabelState.waitingQc]).toContain(await labelState(acc.lines[1].labelId));
    d = await json('GET', `${OUT}/${out.id}`);
    expect(d.status).toBe(OutsourceOutStatus.accepted);
    expect(d.lines.map((l: Json) => l.acceptedQty)).toEqual([1, 1, 0, 1, 1]);
    expect((await call('POST', `${ACC}/from-out/${out.id}`)).statusCode).toBe(400);
  });

  it('de-approval before any acceptance gives the labels their previous state back', async () => {
    const [l] = await rows<{ id: string; label_no: string; state: number }>(sql`select id, label_no, state from cad_labels where batch_id = ${batch3} and state = 1 order by label_no desc limit 1`);
    await t.server.database.db.execute(sql`update cad_labels set state = ${LabelState.inProcess} where id = ${l!.id}`);
    const o = await newOut([l!.label_no]);
    await act(OUT, o.id, 'submit');
    await act(OUT, o.id, 'approve');
    expect(await labelState(l!.id)).toBe(LabelState.outsourced);
    expect((await act(OUT, o.id, 'deApprove')).statusCode).toBe(200);
    expect(await labelState(l!.id)).toBe(LabelState.inProcess);
    expect((await json('GET', `${OUT}/${o.id}`)).status).toBe(DocStatus.draft);
    // an acceptance needs an approved out
    const res = await call('POST', `${ACC}/from-out/${o.id}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(M.outMissing);
  });
});
