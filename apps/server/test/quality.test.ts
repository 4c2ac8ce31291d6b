import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EQUIPMENT_PATH, LabelState, labelStateName, localToday, PRODUCT_PATH, PROCESS_PATH as PR, QC_ORDER_PATH as O, QC_PATH as B, QcOrderStatus, QcResult, qcMessages, qcOrderMessages, REWORK_PATH as RW, ReworkStatus, reworkMessages } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { sheetRows } from './support/sheet.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
const proc: Record<string, string> = {};
const staff: Record<string, string> = {};
const terminal: Record<string, string> = {};
let fresh: { id: string; label_no: string; state: number }[];
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;
const counts = async () => (await rows<{ scans: number; qc: number }>(sql`select (select count(*)::int from label_logs) as scans, (select count(*)::int from qc_logs) as qc`))[0]!;
const labelState = async (id: string) => (await rows<{ state: number }>(sql`select state from cad_labels where id = ${id}`))[0]!.state;
const qr = (labelNo: string) => `${labelNo}|${t.ids.enterpriseId.slice(0, 8)}`;
const inspect = (labelNo: string, extra: Json = {}) =>
  call('POST', `${B}/qc-log`, { qrText: qr(labelNo), processId: proc['质检'], equipmentId: terminal['XF2401010-003'], employeeIds: [staff.E006], ...extra });
const week = () => `beginDate=${localToday(new Date(Date.now() - 6 * 86_400_000))}&endDate=${localToday()}`;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  project = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
  for (const e of (await json('GET', '/api/identity/employees?maxResultCount=100')).items) staff[e.jobNo] = e.id;
  for (const m of (await json('GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).items) terminal[m.code] = m.id;
  fresh = await rows(sql`select id, label_no, state from cad_labels where project_id = ${project.id} and state = 1 order by label_no desc limit 10`);
});
afterAll(() => t?.close());

describe('QC logs (质检记录)', () => {
  it('demo: yesterday’s inspection of eight labels, listed with names, counted and on the scrap list and the board', async () => {
    const list = await json('GET', `${B}/qc-log?maxResultCount=50`);
    expect(list.totalCount, JSON.stringify(list)).toBe(8);
    expect(list.items.every((i: Json) => i.processName === '质检' && i.inspectorName === '冯质检' && i.projectName === '佛山金融中心幕墙')).toBe(true);
    const failed = list.items.find((i: Json) => i.result === QcResult.unqualified && i.defectType === 1);
    expect(failed).toMatchObject({ responsibleProcessName: '折弯', responsibleEmployeeNames: ['吴师傅'], deductAmount: 5 });
    // the demo's rework order took the failed labels
    expect(await labelState(failed.labelId)).toBe(LabelState.inRework);
    const [rework] = (await json('GET', `${RW}?maxResultCount=5`)).items as Json[];
    expect(rework).toMatchObject({ status: ReworkStatus.approved, projectName: '佛山金融中心幕墙' });
    expect((await json('GET', `${RW}/${rework!.id}`)).lines).toHaveLength(2);
    // a sum of results asks for either (DOMAIN §0.4)
    expect((await json('GET', `${B}/qc-log?result=${QcResult.unqualified + QcResult.scrap}`)).totalCount).toBe(3);

    const stats = await json('GET', `${B}/qc-log/statistics?${week()}`);
    expect(stats.total).toMatchObject({ total: 8, qualified: 4, unqualified: 2, scrap: 1, concession: 1, passRate: 62.5, deductAmount: 25 });
    expect(stats.byProcess.map((r: Json) => [r.name, r.passRate])).toEqual([['质检', 62.5]]);
    expect(stats.byDefectType.map((r: Json) => [r.name, r.total])).toEqual([
      ['尺寸超差', 2],
      ['凹坑', 1],
      ['划伤', 1],
    ]);
    expect(stats.byResponsibleProcess.map((r: Json) => [r.name, r.total])).toEqual([
      ['折弯', 3],
      ['激光切割', 1],
    ]);
    // a failure with two responsible workers counts for each, with half the deduction
    const wu = stats.byWorker.find((r: Json) => r.name === '吴师傅');
    expect(wu).toMatchObject({ total: 3, deductAmount: 25 });
    expect(stats.byWorker.find((r: Json) => r.name === '孙师傅')).toMatchObject({ total: 1, deductAmount: 0 });
    expect(stats.byDay).toHaveLength(1);

    const scrap = await json('GET', `${PRODUCT_PATH}/qc-log/scrap`);
    expect(scrap.items.map((i: Json) => i.labelNo)).toEqual(list.items.filter((i: Json) => i.result === QcResult.scrap).map((i: Json) => i.labelNo));

    const [board] = (await json('GET', '/api/prod/board')).items as Json[];
    const data = await json('GET', `/api/prod/board/${board!.id}/data`);
    expect(data.widgets.find((w: Json) => w.type === 'qcRate')).toMatchObject({ rate: 62.5, total: 8, passed: 5 });
  });

  it('an inspector’s result at the QC process: a scan, its QC log and the label’s new state', async () => {
    const label = fresh[0]!;
    const before = await counts();
    const res = await inspect(label.label_no, {
      result: QcResult.unqualified,
      defectType: 4,
      description: '色差明显',
      responsibleProcessId: proc['喷涂'],
      responsibleEmployeeIds: [staff.E003],
      deductAmount: 12.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ labelNo: label.label_no, processName: '质检', qcResult: QcResult.unqualified });
    expect(await counts()).toEqual({ scans: before.scans + 1, qc: before.qc + 1 });
    expect(await labelState(label.id)).toBe(LabelState.unqualified);
    const [log] = (await json('GET', `${B}/qc-log?filter=${encodeURIComponent(label.label_no)}`)).items as Json[];
    expect(log).toMatchObject({ result: 2, defectType: 4, description: '色差明显', responsibleProcessName: '喷涂', responsibleEmployeeNames: ['郑师傅'], deductAmount: 12.5, inspectorName: '冯质检' });
    expect(log!.labelLogId).toBe(res.json().id);

    // after rework the piece is inspected again as a rework scan, and passes
    const again = await inspect(label.label_no, { result: QcResult.qualified, isRework: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(await labelState(label.id)).toBe(LabelState.qualified);
    const both = (await json('GET', `${B}/qc-log?filter=${encodeURIComponent(label.label_no)}&sorting=${encodeURIComponent('time asc')}`)).items as Json[];
    expect(both.map((i) => [i.result, i.isRework])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('a plain scan at the QC process (the floor scan page) passes the piece', async () => {
    const label = fresh[1]!;
    const res = await call('POST', `${PRODUCT_PATH}/log`, { qrText: qr(label.label_no), processId: proc['质检'], equipmentId: terminal['XF2401010-003'], employeeIds: [staff.E006] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().qcResult).toBe(QcResult.qualified);
    expect(await labelState(label.id)).toBe(LabelState.qualified);
    // a scan elsewhere writes no QC log
    const n = (await counts()).qc;
    const bend = await call('POST', `${PRODUCT_PATH}/log`, { qrText: qr(fresh[2]!.label_no), processId: proc['折弯'], equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] });
    expect(bend.statusCode, bend.body).toBe(200);
    expect((await counts()).qc).toBe(n);
  });

  it('refuses bad results with a clear message and changes nothing', async () => {
    const label = fresh[3]!;
    const before = await counts();
    const state = await labelState(label.id);
    const refused = async (extra: Json, message: string) => {
      const res = await inspect(label.label_no, extra);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(await counts()).toEqual(before);
      expect(await labelState(label.id)).toBe(state);
    };
    await refused({ result: QcResult.unqualified }, qcMessages.needDefect);
    await refused({ result: QcResult.qualified, deductAmount: 5, responsibleEmployeeIds: [staff.E002] }, qcMessages.qualifiedNoDefect);
    await refused({ result: QcResult.scrap, defectType: 3, deductAmount: 5 }, qcMessages.deductNeedsResponsible);
    await refused({ result: 3 }, '请选择质检结果');
    await refused({ result: QcResult.unqualified, defectType: 9 }, '缺陷类型的取值不正确');
    await refused({ result: QcResult.unqualified, defectType: 1, deductAmount: -1, responsibleEmployeeIds: [staff.E002] }, '扣款金额不能小于0');
    await refused({ result: QcResult.unqualified, defectType: 1, deductAmount: 1.234, responsibleEmployeeIds: [staff.E002] }, '扣款金额最多两位小数');
    // the checks after the scan's own write take the scan back with them
    await refused({ result: QcResult.unqualified, defectType: 1, responsibleEmployeeIds: ['00000000-0000-4000-8000-000000000000'] }, qcMessages.responsibleMissing);
    await refused({ result: QcResult.unqualified, defectType: 1, responsibleProcessId: '00000000-0000-4000-8000-000000000000' }, qcMessages.responsibleProcessMissing);
    await refused({ result: QcResult.unqualified, defectType: 1, photos: [{ fileId: '00000000-0000-4000-8000-000000000000', name: 'a.jpg' }] }, '第1个照片不存在');
    await refused({ result: QcResult.qualified, processId: proc['折弯'], equipmentId: terminal['XF2401010-001'] }, qcMessages.notQcProcess('折弯'));
    // a scrapped demo label is refused by the scan's own rule
    const [scrapped] = await rows<{ label_no: string }>(sql`select label_no from cad_labels where state & ${LabelState.scrapped} <> 0`);
    const res = await inspect(scrapped!.label_no, { result: QcResult.qualified, isRework: true });
    expect(res.json().error.message).toBe(`标签“${scrapped!.label_no}”已报废，不能报工`);
    expect(await counts()).toEqual(before);
  });

  it('lists, filters, counts by period and downloads', async () => {
    const bad = await call('GET', `${B}/qc-log/statistics?beginDate=2026-02-01&endDate=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('结束日期不能早于开始日期');
    expect((await call('GET', `${B}/qc-log/statistics`)).json().error.message).toContain('开始日期');
    expect((await call('GET', `${B}/qc-log?sorting=${encodeURIComponent('password desc')}`)).statusCode).toBe(400);
    expect((await json('GET', `${B}/qc-log?employeeId=${staff.E004}`)).totalCount).toBe(1);
    expect((await json('GET', `${B}/qc-log?responsibleProcessId=${proc['折弯']}`)).totalCount).toBe(3);
    expect((await json('GET', `${B}/qc-log?beginDate=2000-01-01&endDate=2000-01-02`)).totalCount).toBe(0);
    const none = await json('GET', `${B}/qc-log/statistics?beginDate=2000-01-01&endDate=2000-01-02`);
    expect(none.total).toMatchObject({ total: 0, passRate: null });
    const down = await call('GET', `${B}/down/qc-log?result=${QcResult.unqualified}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('spreadsheetml');
    expect(down.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // the page's columns and texts (qcLogList), the photos left to the page
    const [head, ...body] = await sheetRows(down.rawPayload);
    expect(head).toEqual(['质检时间', '标签号', '项目', '批次', '产品编号', '质检工序', '质检员', '结果', '缺陷类型', '问题描述', '责任工序', '责任人', '扣款', '复检']);
    expect(body.length).toBeGreaterThan(0);
    expect(body.map((r) => r[7])).toEqual(body.map(() => '不合格'));
    expect(body[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('QC orders (质检单)', () => {
  const orderCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from qc_order_lines`))[0]!.n;
  const newOrder = async () => {
    const res = await call('POST', O, { qcType: 1, projectId: project.id, processId: proc['质检'], inspectorId: t.ids.demoUserId, docDate: localToday(), lines: [] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json;
  };

  it('demo: an approved order with the failed lines, and a draft', async () => {
    const list = await json('GET', `${O}/list?maxResultCount=50`);
    expect(list.items.map((i: Json) => i.status).sort()).toEqual([QcOrderStatus.draft, QcOrderStatus.approved]);
    const approved = list.items.find((i: Json) => i.status === QcOrderStatus.approved);
    const failed = await json('GET', `${O}/product-detail?id=${approved.id}&result=${QcResult.unqualified}`);
    expect(failed.totalCount).toBe(2);
    const draft = await json('GET', `${O}/${list.items.find((i: Json) => i.status === QcOrderStatus.draft).id}`);
    expect(draft.lines.map((l: Json) => l.result).sort()).toEqual([QcResult.qualified, QcResult.concession]);
  });

  it('collects inspected labels, refuses what another open order holds or what moved meanwhile, approves, re-opens, re-creates and force-approves', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({ status: QcOrderStatus.draft, projectName: '佛山金融中心幕墙' });
    expect(order.docNo).toMatch(/^ZJ\d{10}$/);
    const addable = (await json('GET', `${O}/can-add-details/${order.id}`)).items as Json[];
    // the demo's eight and the labels inspected above (the scrapped one too: it stays on record)
    expect(addable.length).toBeGreaterThanOrEqual(8);
    const failed = addable.find((x) => x.result === QcResult.unqualified)!;
    const passed = addable.filter((x) => x.result === QcResult.qualified).slice(0, 2);
    const added = await call('POST', `${O}/product/add`, { id: order.id, labelIds: [failed.labelId, ...passed.map((x) => x.labelId)] });
    expect(added.statusCode, added.body).toBe(200);
    const detail = await json('GET', `${O}/${order.id}`);
    expect(detail.lines.map((l: Json) => [l.labelNo, l.result, l.disposition, l.unqualifiedQty]).sort()).toEqual(
      [
        [failed.labelNo, QcResult.unqualified, 1, 1],
        [passed[0]!.labelNo, QcResult.qualified, null, 0],
        [passed[1]!.labelNo, QcResult.qualified, null, 0],
      ].sort(),
    );
    expect((await json('GET', `${O}/can-add-details/${order.id}`)).items.map((x: Json) => x.labelId)).not.toContain(failed.labelId);

    // a label already on another open order: refused by name, the other order unchanged
    const other = await newOrder();
    const lines = await orderCount();
    const taken = await call('POST', `${O}/product/add`, { id: other.id, labelIds: [failed.labelId] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe(qcOrderMessages.labelOnOtherOrder(failed.labelNo, order.docNo));
    expect(await orderCount()).toBe(lines);
    expect((await call('DELETE', `${O}/${other.id}`)).statusCode).toBe(204);

    // a label that moved since it was added: the approval is refused and nothing changes
    await t.server.database.db.execute(sql`update cad_labels set state = ${LabelState.inRework} where id = ${passed[0]!.labelId}`);
    const moved = await call('POST', `${O}/approval/${order.id}`);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.message).toBe(qcOrderMessages.labelChanged(passed[0]!.labelNo, labelStateName(LabelState.qualified), labelStateName(LabelState.inRework)));
    expect((await json('GET', `${O}/${order.id}`)).status).toBe(QcOrderStatus.draft);
    await t.server.database.db.execute(sql`update cad_labels set state = ${LabelState.qualified} where id = ${passed[0]!.labelId}`);

    // approval (draft → pending → approved): the failed label stays unqualified, the logs point at the order
    const approved = await call('POST', `${O}/approval/${order.id}`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe(QcOrderStatus.approved);
    expect(await labelState(failed.labelId)).toBe(LabelState.unqualified);
    const [log] = await rows<{ qc_order_id: string }>(sql`select qc_order_id from qc_logs where label_id = ${failed.labelId} order by time desc limit 1`);
    expect(log!.qc_order_id).toBe(order.id);
    const closed = await call('POST', `${O}/product/add`, { id: order.id, labelIds: [addable.at(-1)!.labelId] });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(qcOrderMessages.notEditable('已审核'));
    // the log: create, the lines saved, submit, approve
    const log2 = await json('GET', `${O}/log?filter=${order.docNo}`);
    expect(log2.items.map((i: Json) => i.action)).toEqual(expect.arrayContaining(['create', 'submit', 'approve']));

    // re-approval: opened for correction (a passed label turns out to be dented), approved anew
    expect((await json('POST', `${O}/re-approval/${order.id}`)).status).toBe(QcOrderStatus.reApproving);
    const d = await json('GET', `${O}/${order.id}`);
    const fix = d.lines.map((l: Json) => ({ id: l.id, labelId: l.labelId, result: l.labelId === passed[1]!.labelId ? QcResult.concession : l.result, defectType: l.labelId === passed[1]!.labelId ? 2 : l.defectType, responsibleProcessId: l.responsibleProcessId, remark: l.remark }));
    const put = await call('PUT', O, { id: order.id, qcType: 1, projectId: project.id, processId: proc['质检'], inspectorId: t.ids.demoUserId, docDate: d.docDate, concurrencyStamp: d.concurrencyStamp, lines: fix });
    expect(put.statusCode, put.body).toBe(200);
    expect((await json('POST', `${O}/re-approval/${order.id}`)).status).toBe(QcOrderStatus.approved);
    expect(await labelState(passed[1]!.labelId)).toBe(LabelState.qualified);
    const products = await json('GET', `${O}/prod-detail?id=${order.id}`);
    expect(products.items.reduce((s: number, p: Json) => s + p.inspected, 0)).toBe(3);
    expect(products.items.reduce((s: number, p: Json) => s + p.concession, 0)).toBe(1);
    expect((await json('GET', `${O}/product-detail?id=${order.id}&result=${QcResult.unqualified}`)).totalCount).toBe(1);

    // re-create from the failed line: a new draft to re-inspect it after rework, with no result yet
    const again = await call('POST', `${O}/re-create/${order.id}`);
    expect(again.statusCode, again.body).toBe(200);
    const copy = await json('GET', `${O}/${again.json().id}`);
    expect(copy).toMatchObject({ status: QcOrderStatus.draft, sourceQcOrderNo: order.docNo });
    expect(copy.lines.map((l: Json) => [l.labelId, l.result])).toEqual([[failed.labelId, null]]);
    // an approval needs every result; the force-approval takes a missing one as passed
    const missing = await call('POST', `${O}/approval/${copy.id}`);
    expect(missing.json().error.message).toBe(qcOrderMessages.missingResult(1));
    expect((await json('GET', `${O}/${copy.id}`)).status).toBe(QcOrderStatus.draft);
    const forced = await json('POST', `${O}/force-approval/${copy.id}`);
    expect(forced.status).toBe(QcOrderStatus.approved);
    expect((await json('GET', `${O}/${copy.id}`)).isForced).toBe(true);
    expect(await labelState(failed.labelId)).toBe(LabelState.qualified);
    expect((await call('POST', `${O}/re-create/${copy.id}`)).json().error.message).toBe(qcOrderMessages.noFailed);
  });

  it('lists with array parameters sent without indexes, downloads, and refuses bad input', async () => {
    const both = await json('GET', `${O}/list?status=${QcOrderStatus.approved}&status=${QcOrderStatus.draft}&maxResultCount=50`);
    expect(both.totalCount).toBeGreaterThanOrEqual(2);
    expect(both.items.every((i: Json) => [1, 4].includes(i.status))).toBe(true);
    expect((await json('GET', `${O}/list?status=${QcOrderStatus.pending}`)).totalCount).toBe(0);
    expect((await json('GET', `${O}/list?projectId=${project.id}&processId=${proc['质检']}`)).totalCount).toBe(both.totalCount);
    const bad = await call('GET', `${O}/list?status=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('状态必须是数字');
    const [first] = both.items as Json[];
    for (const url of [`${O}/down/list?status=4`, `${O}/down/${first!.id}`]) {
      const down = await call('GET', url);
      expect(down.statusCode, url).toBe(200);
      expect(down.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    // a label never inspected at the QC process, another project's process: clear messages, nothing saved
    const order = (await call('POST', O, { qcType: 1, projectId: project.id, processId: proc['质检'], inspectorId: t.ids.demoUserId, docDate: localToday(), lines: [] })).json();
    const lines = await orderCount();
    const never = fresh[5]!;
    const res = await call('POST', `${O}/product/add`, { id: order.id, labelIds: [never.id] });
    expect(res.json().error.message).toBe(qcOrderMessages.labelNotInspected(never.label_no, '质检'));
    expect((await call('POST', O, { qcType: 1, projectId: project.id, processId: proc['折弯'], inspectorId: t.ids.demoUserId, docDate: localToday(), lines: [] })).json().error.message).toBe(qcOrderMessages.notQcProcess);
    expect((await call('POST', `${O}/product/add`, { id: order.id, labelIds: [] })).json().error.message).toBe(qcOrderMessages.noLabels);
    expect((await call('POST', `${O}/product/delete`, { id: order.id, lineIds: ['00000000-0000-4000-8000-000000000000'] })).json().error.message).toBe(qcOrderMessages.lineMissing);
    expect(await orderCount()).toBe(lines);
  });
});

describe('rework orders (返工单)', () => {
  it('from a QC order’s failed line: approval sends the label to rework, de-approval only before a rework scan, the rescans complete it and a re-created QC order passes', async () => {
    const [bad, good] = [fresh[6]!, fresh[7]!];
    expect((await inspect(bad.label_no, { result: QcResult.unqualified, defectType: 1, responsibleProcessId: proc['折弯'], responsibleEmployeeIds: [staff.E002] })).statusCode).toBe(200);
    expect((await inspect(good.label_no, { result: QcResult.qualified })).statusCode).toBe(200);
    const qcOrder = (await call('POST', O, { qcType: 1, projectId: project.id, processId: proc['质检'], inspectorId: t.ids.demoUserId, docDate: localToday(), lines: [] })).json();
    expect((await call('POST', `${O}/product/add`, { id: qcOrder.id, labelIds: [bad.id, good.id] })).statusCode).toBe(200);
    expect((await json('POST', `${O}/approval/${qcOrder.id}`)).status).toBe(QcOrderStatus.approved);

    const orders = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from rework_orders where is_deleted = false`))[0]!.n;
    const n = await orders();
    const line = (labelId: string) => ({ labelId, defectType: 1, reworkProcessIds: `${proc['打磨']},${proc['喷涂']}`, responsibleEmployeeIds: staff.E002, deductAmount: 10 });
    const head = { qcOrderId: qcOrder.id, projectId: project.id, docDate: localToday() };
    // a passed label is no failed line of the QC order
    const wrong = await call('POST', RW, { ...head, lines: [line(good.id)] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(reworkMessages.notFailedLine(good.label_no, qcOrder.docNo));
    expect((await call('POST', RW, { ...head, lines: [{ ...line(bad.id), reworkProcessIds: '' }] })).json().error.message).toContain('返工工序');
    expect(await orders()).toBe(n);

    const created = await call('POST', RW, { ...head, lines: [line(bad.id)] });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json();
    expect(order).toMatchObject({ status: ReworkStatus.draft, qcOrderNo: qcOrder.docNo });
    expect(order.docNo).toMatch(/^FG\d{10}$/);
    const twice = await call('POST', RW, { ...head, lines: [line(bad.id)] });
    expect(twice.json().error.message).toBe(reworkMessages.onOtherOrder(bad.label_no, order.docNo));

    // approval: the label goes to rework; de-approval (no rework scan yet) brings it back; approved again
    expect((await json('POST', `${RW}/approval/${order.id}`)).status).toBe(ReworkStatus.approved);
    expect(await labelState(bad.id)).toBe(LabelState.inRework);
    expect((await json('POST', `${RW}/de-approval/${order.id}`)).status).toBe(ReworkStatus.draft);
    expect(await labelState(bad.id)).toBe(LabelState.unqualified);
    expect((await json('POST', `${RW}/approval/${order.id}`)).status).toBe(ReworkStatus.approved);

    // the first rework scan: in rework, and neither de-approval nor delete any more
    const rescan = (process: string) =>
      call('POST', `${PRODUCT_PATH}/log`, { qrText: qr(bad.label_no), processId: proc[process], equipmentId: terminal['XF2401010-002'], employeeIds: [staff.E003], isRework: true });
    expect((await rescan('打磨')).statusCode).toBe(200);
    expect((await json('GET', `${RW}/${order.id}`)).status).toBe(ReworkStatus.inRework);
    const deApprove = await call('POST', `${RW}/de-approval/${order.id}`);
    expect(deApprove.statusCode).toBe(403);
    expect(deApprove.json().error.message).toBe('返工单返工中，不能反审核');
    expect((await call('DELETE', `${RW}/${order.id}`)).json().error.message).toBe('返工单返工中，不能删除');
    expect(await labelState(bad.id)).toBe(LabelState.inRework);

    // the last listed step rescanned: completed, the label waits for QC; re-inspected, it passes
    const paint = await rescan('喷涂');
    expect(paint.statusCode, paint.body).toBe(200);
    expect((await json('GET', `${RW}/${order.id}`)).status).toBe(ReworkStatus.completed);
    expect(await labelState(bad.id)).toBe(LabelState.waitingQc);
    expect((await inspect(bad.label_no, { result: QcResult.qualified, isRework: true })).statusCode).toBe(200);

    // the re-created QC order of the failed line passes with its new result
    const again = (await call('POST', `${O}/re-create/${qcOrder.id}`)).json();
    const d = await json('GET', `${O}/${again.id}`);
    const put = await call('PUT', O, { id: again.id, qcType: 1, projectId: project.id, processId: proc['质检'], inspectorId: t.ids.demoUserId, docDate: d.docDate, concurrencyStamp: d.concurrencyStamp, lines: d.lines.map((l: Json) => ({ id: l.id, labelId: l.labelId, result: QcResult.qualified })) });
    expect(put.statusCode, put.body).toBe(200);
    expect((await json('POST', `${O}/approval/${again.id}`)).status).toBe(QcOrderStatus.approved);
    expect(await labelState(bad.id)).toBe(LabelState.qualified);
    // the list shows it
    expect((await json('GET', `${RW}?maxResultCount=50`)).items.map((i: Json) => i.docNo)).toContain(order.docNo);
  });
});
