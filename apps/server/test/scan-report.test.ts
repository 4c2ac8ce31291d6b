import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EQUIPMENT_PATH, LabelState, PLAN_PATH, PlanStatus, PRODUCT_PATH as B, PROCESS_PATH as PR, scanStationApi, localToday } from '@al/contracts';
import { openDatabase } from '../src/core/db/client.ts';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/core/db/migrate.ts';
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
let labels: { id: string; label_no: string; product_id: string; state: number }[];
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;
const logCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from label_logs`))[0]!.n;
const labelState = async (id: string) => (await rows<{ state: number }>(sql`select state from cad_labels where id = ${id}`))[0]!.state;
const scan = (labelNo: string, process: string, extra: Json = {}) =>
  call('POST', `${B}/log`, { qrText: `${labelNo}|${t.ids.enterpriseId.slice(0, 8)}`, processId: proc[process], equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002], ...extra });
const stepDone = async (process: string) =>
  (await json('GET', `${PR}/project?projectId=${project.id}`)).items.find((s: Json) => s.processName === process).donePieces as number;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  project = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
  for (const e of (await json('GET', '/api/identity/employees?maxResultCount=100')).items) staff[e.jobNo] = e.id;
  for (const m of (await json('GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).items) terminal[m.code] = m.id;
  // labels the demo has not scanned yet
  labels = await rows(sql`select id, label_no, product_id, state from cad_labels where project_id = ${project.id} and state = 1 order by label_no`);
});
afterAll(() => t?.close());

describe('scan report (报工)', () => {
  it('demo: days of scans by several workers, listed, audited and totalled', async () => {
    const log = await json('GET', `${B}/log?maxResultCount=5`);
    expect(log.totalCount, JSON.stringify(log)).toBeDefined();
    expect(log.totalCount).toBeGreaterThanOrEqual(40);
    expect(log.items[0]).toMatchObject({ projectName: '佛山金融中心幕墙' });
    const pending = await json('GET', `${B}/log/audit?maxResultCount=200`);
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((i: Json) => i.auditState === 1)).toBe(true);
    const rejected = await json('GET', `${B}/log/query?auditState=4`);
    expect(rejected.items.map((i: Json) => i.auditRemark)).toEqual(['扫错工位，已在正确工位重新报工']);
    const bad = await call('GET', `${B}/log?sorting=${encodeURIComponent('password desc')}`);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `${B}/log?sorting=${encodeURIComponent('amount desc')}`)).statusCode).toBe(200);

    const today = new Date();
    const begin = new Date(today.getTime() - 10 * 86_400_000);
    const range = `beginDate=${localToday(begin)}&endDate=${localToday(today)}`;
    const total = await json('GET', `${B}/report-total?${range}`);
    // the QC demo (quality module) inspected the stud-welded labels at 质检
    expect(total.items.map((i: Json) => i.processName).sort()).toEqual(['折弯', '激光切割', '焊螺柱', '质检'].sort());
    const cutting = total.items.find((i: Json) => i.processName === '激光切割');
    const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from label_logs where process_id = ${proc['激光切割']}`);
    expect(cutting.scans).toBe(seeded!.n);
    expect(cutting.scans).toBeGreaterThanOrEqual(8);
    // the cutting scans are shared by two workers: each earns half of the process's total
    const report = await json('GET', `${B}/report?${range}&processId=${proc['激光切割']}`);
    expect(report.items, JSON.stringify(report)).toBeDefined();
    expect(report.items.map((i: Json) => i.employeeName).sort()).toEqual(['周师傅', '孙师傅'].sort());
    for (const i of report.items) expect(i.amount).toBeCloseTo(cutting.amount / 2, 1);
    const backwards = await call('GET', `${B}/report?beginDate=2026-02-01&endDate=2026-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('结束日期不能早于开始日期');
  });

  it('finds one label’s scans by its exact number, not the labels whose numbers contain it', async () => {
    const [first] = (await json('GET', `${B}/log/query?maxResultCount=1&sorting=${encodeURIComponent('labelNo asc')}`)).items as Json[];
    const no = first!.labelNo as string;
    const exact = await json('GET', `${B}/log/query?maxResultCount=200&labelNo=${encodeURIComponent(no)}`);
    const byKeyword = await json('GET', `${B}/log/query?maxResultCount=200&filter=${encodeURIComponent(no)}`);
    expect(exact.totalCount).toBeGreaterThan(0);
    expect(exact.items.every((i: Json) => i.labelNo === no)).toBe(true);
    expect(exact.totalCount).toBe(byKeyword.items.filter((i: Json) => i.labelNo === no).length);
    // a part of the number is no label
    expect((await json('GET', `${B}/log/query?labelNo=${encodeURIComponent(no.slice(0, -1))}`)).totalCount).toBe(0);
  });

  it('a good scan freezes the rate and amount, moves the label and the progress', async () => {
    const label = labels[0]!;
    const before = await stepDone('折弯');
    const res = await scan(label.label_no, '折弯');
    expect(res.statusCode, res.body).toBe(200);
    // 折弯 pays 0.8 a piece in the demo
    expect(res.json()).toMatchObject({ labelNo: label.label_no, processName: '折弯', measureValue: 1, unitPrice: 0.8, amount: 0.8, auditState: 1, isRework: false, isRetroactive: false });
    expect(await labelState(label.id)).toBe(LabelState.inProcess);
    expect(await stepDone('折弯')).toBe(before + 1);
    // the first scan puts the released bending plan of the label's batch in progress, and the batch in production
    const [batch] = await rows<{ batch_no: string; produce_state: number }>(
      sql`select b.batch_no, b.produce_state from cad_labels l join cad_batches b on b.id = l.batch_id where l.id = ${label.id}`,
    );
    const { batch_no: batchNo, produce_state: batchState } = batch!;
    expect(batchState).toBe(2);
    const plans: Json[] = [];
    for (const code of ['PB-01', 'PB-02'])
      plans.push(...(await json('GET', `${PLAN_PATH}/equipment/${terminal[code]}`)).items.filter((p: Json) => p.batchNos.includes(batchNo)));
    expect(plans.filter((p) => p.status !== PlanStatus.draft).map((p) => p.status)).toEqual([PlanStatus.inProgress]);
    // a later change of the rate leaves the scan as it was
    await call('PUT', `${PR}/${proc['折弯']}/performance-field`, { performanceField: 1, unitPrice: 1.1 });
    const [row] = await rows<{ amount: string }>(sql`select amount from label_logs where id = ${res.json().id}`);
    expect(Number(row!.amount)).toBe(0.8);
    await call('PUT', `${PR}/${proc['折弯']}/performance-field`, { performanceField: 1, unitPrice: 0.8 });
  });

  it('refuses bad scans with a clear message and records nothing', async () => {
    const label = labels[2]!;
    const n = await logCount();
    const refused = async (res: Awaited<ReturnType<typeof scan>>, message: string, status = 400) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toContain(message);
      expect(await logCount()).toBe(n);
      expect(await labelState(label.id)).toBe(LabelState.notStarted);
    };
    for (const qrText of ['a b|c|d', `${label.label_no}|not-a-space`, '|2333cbe3'])
      await refused(await call('POST', `${B}/log`, { qrText, processId: proc['折弯'], equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] }), '无法识别的标签二维码');
    await refused(await call('POST', `${B}/log`, { qrText: `${label.label_no}|deadbeef`, processId: proc['折弯'], equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] }), '该标签属于其他企业');
    await refused(await scan('NO-SUCH-LABEL', '折弯'), '标签“NO-SUCH-LABEL”不存在');
    await refused(await call('POST', `${B}/log`, { qrText: label.label_no, processId: proc['折弯'], equipmentId: terminal['XF2401010-001'], employeeIds: [] }), '请选择报工员工');
    await refused(await scan(label.label_no, '折弯', { employeeIds: [staff.E005] }), '已离职或停用');
    await refused(await scan(label.label_no, '折弯', { equipmentId: terminal['XF2301005-001'] }), '到期', 403);
    await refused(await scan(label.label_no, '折弯', { scanTime: new Date(Date.now() + 3_600_000).toISOString() }), '扫码时间不能晚于现在');

    for (const [state, message] of [
      [LabelState.blocked, '已被变更单锁定'],
      [LabelState.scrapped, '已报废'],
      [LabelState.shipped, '已发货'],
    ] as const) {
      await t.server.database.db.execute(sql`update cad_labels set state = ${state} where id = ${label.id}`);
      const res = await scan(label.label_no, '折弯');
      await t.server.database.db.execute(sql`update cad_labels set state = 1 where id = ${label.id}`);
      await refused(res, message);
    }
    await t.server.database.db.execute(sql`update cad_products set change_state = 4 where id = ${label.product_id}`);
    const cancelled = await scan(label.label_no, '折弯');
    await t.server.database.db.execute(sql`update cad_products set change_state = 1 where id = ${label.product_id}`);
    await refused(cancelled, '的产品已取消');
    await t.server.database.db.execute(sql`update cad_projects set normal_state = 2 where id = ${project.id}`);
    const frozen = await scan(label.label_no, '折弯');
    await t.server.database.db.execute(sql`update cad_projects set normal_state = 1 where id = ${project.id}`);
    await refused(frozen, '已冻结');

    // 喷涂 must follow 打磨, which this label has not passed
    await refused(await scan(label.label_no, '喷涂', { equipmentId: terminal['XF2401010-002'], employeeIds: [staff.E003] }), '上一道工序“打磨”尚未完成');

    // the label scanned in the test before cannot be reported again at the same process
    const again = await scan(labels[0]!.label_no, '折弯');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(`标签“${labels[0]!.label_no}”已在工序“折弯”报工，不能重复报工`);
    expect(await logCount()).toBe(n);
  });

  it('two identical scans at once leave exactly one report; a rework scan is a second one, paid at the rework rate', async () => {
    const label = labels[3]!;
    const [a, b] = await Promise.all([scan(label.label_no, '折弯'), scan(label.label_no, '折弯')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const mine = () => rows<{ is_rework: boolean }>(sql`select is_rework from label_logs where label_id = ${label.id}`);
    expect(await mine()).toHaveLength(1);
    const rework = await scan(label.label_no, '折弯', { isRework: true });
    expect(rework.statusCode, rework.body).toBe(200);
    // a rework scan earns the process's rework share of the rate
    const { reworkRateFactor } = await json('GET', `${PR}/${proc['折弯']}`);
    expect(rework.json()).toMatchObject({ isRework: true, amount: Math.round(0.8 * reworkRateFactor) / 100 });
    expect(await mine()).toHaveLength(2);
  });

  it('the scan page: its set-up, and a preview that checks like the scan and records nothing', async () => {
    const setup = await json('GET', scanStationApi.setup);
    // the factory's live terminals only, with the processes each may report
    expect(setup.terminals.map((x: Json) => x.code)).toContain('XF2401010-001');
    expect(setup.terminals.every((x: Json) => [10, 11].includes(x.equipmentType))).toBe(true);
    expect(setup.processes.map((x: Json) => x.name)).toEqual(expect.arrayContaining(['激光切割', '折弯', '喷涂']));
    expect(setup.employees.map((x: Json) => x.jobNo)).toContain('E002');
    expect(setup.employees.map((x: Json) => x.jobNo)).not.toContain('E005');

    const label = labels.at(-1)!;
    const n = await logCount();
    const body = { qrText: `${label.label_no}|${t.ids.enterpriseId.slice(0, 8)}`, processId: proc['折弯'], equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] };
    const res = await call('POST', scanStationApi.check, body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as Json;
    const [product] = await rows<{ code: string }>(sql`select code from cad_products where id = ${label.product_id}`);
    expect(preview).toMatchObject({ labelNo: label.label_no, processName: '折弯', projectName: '佛山金融中心幕墙', productCode: product!.code });
    expect(preview.thumbnailUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const here = preview.route.find((s: Json) => s.current);
    expect(here).toMatchObject({ processName: '折弯', done: false });
    expect(await logCount()).toBe(n);
    expect(await labelState(label.id)).toBe(LabelState.notStarted);
    // after the scan, the preview refuses as the scan would
    expect((await call('POST', `${B}/log`, body)).statusCode).toBe(200);
    const again = await call('POST', scanStationApi.check, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(`标签“${label.label_no}”已在工序“折弯”报工，不能重复报工`);
    expect((await call('POST', scanStationApi.check, { ...body, qrText: 'x|y|z' })).json().error.message).toBe('无法识别的标签二维码');
  });

  it('a released plan runs with its first scan and completes with the scan that finishes its last piece', async () => {
    const { batches } = await json('GET', `/api/cad/project/${project.id}`);
    const batch = batches[0];
    const today = localToday();
    const created = await call('POST', PLAN_PATH, { projectId: project.id, equipmentId: terminal['WD-01'], processIds: proc['焊接'], planStart: today, planEnd: today, lines: [{ batchId: batch.id }] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect((await call('POST', `${PLAN_PATH}/${id}/release`, {})).json().status).toBe(PlanStatus.released);
    const status = async () => (await json('GET', `${PLAN_PATH}/${id}`)).status as number;
    const pieces = await rows<{ label_no: string }>(sql`select label_no from cad_labels where batch_id = ${batch.id} order by label_no`);
    const weld = (no: string) => scan(no, '焊接', { equipmentId: terminal['XF2401010-001'] });
    expect((await weld(pieces[0]!.label_no)).statusCode).toBe(200);
    expect(await status()).toBe(PlanStatus.inProgress);
    for (const p of pieces.slice(1, -1)) expect((await weld(p.label_no)).statusCode).toBe(200);
    expect(await status()).toBe(PlanStatus.inProgress);
    expect((await weld(pieces.at(-1)!.label_no)).statusCode).toBe(200);
    expect(await status()).toBe(PlanStatus.completed);
  });

  it('a late scan sent after a network drop is flagged retroactive', async () => {
    const res = await scan(labels[4]!.label_no, '折弯', { scanTime: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isRetroactive: true, auditState: 1 });
  });

  it('audits pending scans: approve, reject with a remark, never twice; the audit list downloads', async () => {
    const [x, y] = [await scan(labels[5]!.label_no, '折弯'), await scan(labels[6]!.label_no, '折弯')].map((r) => r.json().id as string);
    const ok = await call('PUT', `${B}/log/audit`, { ids: [x], auditState: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await call('PUT', `${B}/log/audit`, { ids: [x, y], auditState: 2 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('有1条扫码记录不是待审核状态，不能审核');
    const [still] = await rows<{ audit_state: number }>(sql`select audit_state from label_logs where id = ${y}`);
    expect(still!.audit_state).toBe(1);
    const noRemark = await call('PUT', `${B}/log/audit`, { ids: [y], auditState: 4 });
    expect(noRemark.json().error.message).toBe('驳回时请填写审核意见');
    expect((await call('PUT', `${B}/log/audit`, { ids: [y], auditState: 4, auditRemark: '工位不符' })).statusCode).toBe(200);
    const [approved, rejected] = await Promise.all([x, y].map(async (id) => (await rows<Json>(sql`select audit_state, amount, auditor_id from label_logs where id = ${id}`))[0]!));
    expect(approved).toMatchObject({ audit_state: 2 });
    expect(approved!.auditor_id).toBeTruthy();
    expect(rejected).toMatchObject({ audit_state: 4 });
    expect(Number(rejected!.amount)).toBe(0);
    // a rejected report no longer blocks the label: it can be scanned again at that process
    expect((await scan(labels[6]!.label_no, '折弯')).statusCode).toBe(200);

    const down = await call('GET', `${B}/log/audit/down`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('spreadsheetml');
    expect(down.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // the audit page's columns and texts (labelLogList): the pending scans, the remark beside the state
    const [head, ...body] = await sheetRows(down.rawPayload);
    expect(head).toEqual(['扫码时间', '标签号', '项目', '批次', '产品编号', '工序', '员工', '终端', '计件依据', '计量', '单价', '金额', '审核状态', '审核意见', '标记']);
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((r) => r[12]))).toEqual(new Set(['待审核']));
  });

  it('re-prices a process’s unlocked scans of a period with its new rate', async () => {
    await call('PUT', `${PR}/${proc['折弯']}/performance-field`, { performanceField: 1, unitPrice: 1.25 });
    // the server's business day (TZ is its zone), not UTC's
    const today = localToday();
    const begin = localToday(new Date(Date.now() - 10 * 86_400_000));
    const res = await call('PUT', `${PR}/calculate/${proc['折弯']}`, { beginDate: begin, endDate: today });
    expect(res.statusCode, res.body).toBe(200);
    const counted = await rows<{ n: number; paid: number; reworks: number }>(
      sql`select count(*)::int as n, count(*) filter (where audit_state <> 4 and not is_rework)::int as paid, count(*) filter (where audit_state <> 4 and is_rework)::int as reworks from label_logs where process_id = ${proc['折弯']} and shift_date between ${begin} and ${today}`,
    );
    const { reworkRateFactor } = await json('GET', `${PR}/${proc['折弯']}`);
    const { n, paid, reworks } = counted[0]!;
    // rework scans earn the rework share of the new rate, rejected ones nothing
    const amount = Math.round((paid * 1.25 + reworks * (Math.round(125 * reworkRateFactor) / 10000)) * 100) / 100;
    expect(res.json()).toMatchObject({ processName: '折弯', unitPrice: 1.25, count: n, amount, note: null });
    const [rej] = await rows<{ amount: string; unit_price: string }>(sql`select amount, unit_price from label_logs where process_id = ${proc['折弯']} and audit_state = 4 limit 1`);
    expect(Number(rej!.amount)).toBe(0);
    expect(Number(rej!.unit_price)).toBe(1.25);
  });

  it('analyses a project by process, product and label, and downloads the progress and the piece report', async () => {
    const q = `projectId=${project.id}`;
    const byProcess = await json('GET', `${B}/process-product?${q}`);
    const cutting = byProcess.items.find((i: Json) => i.processName === '激光切割');
    const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from label_logs where process_id = ${proc['激光切割']} and audit_state <> 4 and not is_rework`);
    expect(cutting).toMatchObject({ requiredPieces: project.productAmount, donePieces: seeded!.n });
    expect(byProcess.items.find((i: Json) => i.processName === '包装')).toMatchObject({ donePieces: 0, percent: 0 });

    const atCutting = await json('GET', `${B}/process-product/${proc['激光切割']}?${q}`);
    expect(atCutting.items.reduce((s: number, i: Json) => s + i.donePieces, 0)).toBe(seeded!.n);
    expect(atCutting.items.every((i: Json) => i.remaining === i.quantity - i.donePieces)).toBe(true);

    const products = await json('GET', `${B}/product-analysis?${q}`);
    expect(products.processes.map((p: Json) => p.processName)).toContain('折弯');
    expect(products.items.reduce((s: number, i: Json) => s + (i.done[proc['激光切割']!] ?? 0), 0)).toBe(seeded!.n);

    const scannedLabel = labels[0]!.label_no;
    const byLabel = await json('GET', `${B}/lable-analysis?${q}&filter=${encodeURIComponent(scannedLabel)}`);
    expect(byLabel.items[0]).toMatchObject({ labelNo: scannedLabel, state: LabelState.inProcess });
    expect(byLabel.items[0].processNames).toContain('折弯');
    // the scrap list: scrapped labels only, with their scans; the QC demo scrapped one label
    const demoScrap = (await json('GET', `${B}/qc-log/scrap`)).items.map((i: Json) => i.labelNo);
    expect(demoScrap).toHaveLength(1);
    await t.server.database.db.execute(sql`update cad_labels set state = state | (${LabelState.scrapped}::int) where id = ${labels[0]!.id}`);
    const scrap = await json('GET', `${B}/qc-log/scrap?projectId=${project.id}`);
    await t.server.database.db.execute(sql`update cad_labels set state = state & ~(${LabelState.scrapped}::int) where id = ${labels[0]!.id}`);
    expect(scrap.items.map((i: Json) => i.labelNo).sort()).toEqual([scannedLabel, ...demoScrap].sort());
    expect(scrap.items.find((i: Json) => i.labelNo === scannedLabel).processNames).toContain('折弯');
    expect((await call('GET', `${B}/qc-log/scrap?projectId=bad`)).json().error.message).toBe('项目ID格式不正确');
    const noProject = await call('GET', `${B}/process-product`);
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().error.message).toBe('请选择项目');

    for (const url of [`${B}/down/process-product?${q}`, `${B}/down/log-report?beginDate=2020-01-01&endDate=${localToday()}`]) {
      const down = await call('GET', url);
      expect(down.statusCode, url).toBe(200);
      expect(down.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    // the worker report has the totals' 按员工 columns (labelReportList), amounts with two decimals
    const report = await sheetRows((await call('GET', `${B}/down/log-report?beginDate=2020-01-01&endDate=${localToday()}`)).rawPayload);
    expect(report[0]).toEqual(['员工', '工序', '扫码次数', '件数', '计量', '金额']);
    expect(report.length).toBeGreaterThan(1);
  });
});

describe('migration 0029: the progress counts', () => {
  it('follow the label log through scans, rework, rejection and deletion', async () => {
    const counts = () =>
      rows<{ k: string; n: number }>(sql`select concat(project_id, batch_id, process_id, product_id) as k, pieces as n from label_progress where pieces <> 0 order by 1`);
    const truth = () =>
      rows<{ k: string; n: number }>(
        sql`select concat(project_id, batch_id, process_id, product_id) as k, sum(qty)::int as n from label_logs where not is_rework and not is_deleted and audit_state <> 4 group by 1 order by 1`,
      );
    // every test above wrote through the scan, the audit and the re-pricing: the counts agree
    expect(await counts()).toEqual(await truth());
    expect((await counts()).length).toBeGreaterThan(0);
    const [one] = await rows<{ id: string }>(sql`select id from label_logs where not is_rework and audit_state <> 4 limit 1`);
    await t.server.database.db.execute(sql`update label_logs set audit_state = 4 where id = ${one!.id}`);
    expect(await counts()).toEqual(await truth());
    await t.server.database.db.execute(sql`update label_logs set audit_state = 2, is_deleted = true where id = ${one!.id}`);
    expect(await counts()).toEqual(await truth());
    await t.server.database.db.execute(sql`delete from label_logs where id = ${one!.id}`);
    expect(await counts()).toEqual(await truth());
  });
});

describe('migration 0026: the label log', () => {
  it('is walled by tenant and holds one non-rework report per label and process', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const db = database.db;
    const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
    try {
      // the drizzle migrator alone (not the server's run, which walls every table afterwards): the wall is the migration's own
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
      const [wall] = await q<{ force: boolean; on: boolean }>(sql`select relforcerowsecurity as force, relrowsecurity as on from pg_class where relname = 'label_logs'`);
      expect(wall).toEqual({ force: true, on: true });
      const [tenant, label, process] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const insert = (extra: ReturnType<typeof sql>) =>
        db.execute(sql`insert into label_logs (tenant_id, factory_id, label_id, label_no, product_id, project_id, batch_id, process_id, employee_ids,
          performance_field, measure_value, unit_price, amount, scan_time, shift_date, is_rework, audit_state)
          values (${tenant}, ${tenant}, ${label}, 'P-001', ${tenant}, ${tenant}, ${tenant}, ${process}, '[]', 1, 1, 1, 1, now(), current_date, ${extra})`);
      await insert(sql`false, 1`);
      await expect(insert(sql`false, 2`)).rejects.toThrow();
      // rework reports and rejected ones do not count against the rule
      await insert(sql`true, 1`);
      await insert(sql`false, 4`);
      expect((await q<{ n: number }>(sql`select count(*)::int as n from label_logs`))[0]!.n).toBe(3);
    } finally {
      await database.close();
    }
  });
});
