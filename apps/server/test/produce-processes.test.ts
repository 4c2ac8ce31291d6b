import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PLAN_PATH, PlanStatus, PROCESS_PATH as PR, processGroupResource, priorityProcessCostResource, structureItemResource, localToday } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { sheetRows } from './support/sheet.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let demo: { id: string; productAmount: number; unfoldArea: number };
const proc: Record<string, string> = {};
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
/** Pieces the demo's scan reports did at a process: the label log's counting rows (not rejected, not rework). */
const scanned = async (process: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from label_logs where process_id = ${proc[process]} and audit_state <> 4 and not is_rework and not is_deleted`))[0]!.n;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  demo = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
});
afterAll(() => t?.close());

describe('processes and their groups', () => {
  it('demo: the eight-step route of a panel shop, grouped, with capacities; options and QC options', async () => {
    expect(Object.keys(proc)).toEqual(['激光切割', '折弯', '焊螺柱', '焊接', '打磨', '喷涂', '质检', '包装']);
    const qc = (await call('GET', `${PR}/options/qc`)).json() as { label: string; isQc: boolean }[];
    expect(qc.map((o) => o.label)).toEqual(['质检']);
    const tree = await json('GET', `${PR}/group/trees`);
    expect(tree.items.map((g: Json) => g.name)).toEqual(['下料', '成型', '连接', '表面处理', '后道']);
    const cfg = await json('GET', `${PR}/capacity-config`);
    expect(cfg.items.find((c: Json) => c.processName === '激光切割')).toMatchObject({ dailyCapacity: 160, capacityUnit: 2, shifts: 2 });
    const route = await json('GET', `${PR}/project?projectId=${demo.id}`);
    expect(route.items.map((s: Json) => s.processName)).toEqual(Object.keys(proc));
  });

  it('refuses a group tree that would turn into a circle, and changes nothing', async () => {
    const a = await json('POST', processGroupResource.basePath, { name: '外协' });
    const b = await json('POST', processGroupResource.basePath, { name: '外协-喷涂', parentId: a.id });
    const c = await json('POST', processGroupResource.basePath, { name: '外协-喷涂-氟碳', parentId: b.id });
    for (const [parentId, message] of [
      [c.id, '上级工序分组不能是自己或自己的下级'],
      [a.id, '上级分组不能是自己'],
    ] as const) {
      const res = await call('PUT', `${processGroupResource.basePath}/${a.id}`, { name: '外协', parentId, concurrencyStamp: a.concurrencyStamp });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await json('GET', `${processGroupResource.basePath}/${a.id}`)).parentId).toBeNull();
    // the tree still shows the three as one branch
    const tree = await json('GET', `${PR}/group/trees`);
    expect(tree.items.find((g: Json) => g.id === a.id).children[0].children[0].id).toBe(c.id);
  });

  it('switches the daily report and the pay basis, saves capacity, re-prices an open period', async () => {
    const p = proc['打磨']!;
    expect((await json('PUT', `${PR}/${p}/daily-report`, { inDailyReport: false })).inDailyReport).toBe(false);
    const paid = await json('PUT', `${PR}/${p}/performance-field`, { performanceField: 2, unitPrice: 0.75, reworkRateFactor: 40 });
    expect(paid).toMatchObject({ performanceField: 2, unitPrice: 0.75, reworkRateFactor: 40 });
    const bad = await call('PUT', `${PR}/${p}/performance-field`, { performanceField: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('计件依据的取值不正确');

    const saved = await call('PUT', `${PR}/capacity-config`, { items: [{ processId: p, dailyCapacity: 150, capacityUnit: 2, shifts: 2, headcount: 3 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await json('GET', `${PR}/${p}`))).toMatchObject({ dailyCapacity: 150, shifts: 2, headcount: 3 });
    const twice = await call('PUT', `${PR}/capacity-config`, { items: [{ processId: p, dailyCapacity: 1, capacityUnit: 1 }, { processId: p, dailyCapacity: 2, capacityUnit: 1 }] });
    expect(twice.json().error.message).toBe('工序重复');
    expect((await json('GET', `${PR}/${p}`)).dailyCapacity).toBe(150);

    const month = localToday().slice(0, 8);
    const calc = await call('PUT', `${PR}/calculate/${p}`, { beginDate: `${month}01`, endDate: localToday() });
    expect(calc.statusCode, calc.body).toBe(200);
    // no label log yet: nothing to re-price, said so; the run is logged with the rate it used
    expect(calc.json()).toMatchObject({ processName: '打磨', unitPrice: 0.75, count: 0, note: '该期间没有扫码记录，无需重算' });
    const logs = await json('GET', `${PR}/${p}/logs`);
    expect(logs.items[0]).toMatchObject({ action: 'calculate' });
    const backwards = await call('PUT', `${PR}/calculate/${p}`, { beginDate: '2024-05-02', endDate: '2024-05-01' });
    expect(backwards.json().error.message).toBe('结束日期不能早于开始日期');
    const future = await call('PUT', `${PR}/calculate/${p}`, { beginDate: '2024-05-01', endDate: '2999-01-01' });
    expect(future.json().error.message).toBe('结束日期不能晚于今天');
  });

  it('refuses to delete a process a route, a machine or a plan still uses, and deletes an unused one', async () => {
    const used = await call('DELETE', `${PR}/${proc['激光切割']}`);
    expect(used.statusCode).toBe(403);
    expect(used.json().error.message).toBe('该工序已被1条项目工序使用，不能删除');
    expect((await json('GET', `${PR}/${proc['激光切割']}`)).name).toBe('激光切割');
    const spare = await json('POST', PR, { name: '拉丝', kind: 4 });
    expect((await call('DELETE', `${PR}/${spare.id}`)).statusCode).toBe(204);
    // its group cannot go while processes hang in it
    const group = (await json('GET', `${PR}/group/all`)).items.find((g: Json) => g.name === '下料');
    expect((await call('DELETE', `${processGroupResource.basePath}/${group.id}`)).json().error.message).toBe('该工序分组已被1条工序使用，不能删除');
  });

  it('lists where a process stands on routes and downloads it', async () => {
    const uses = await json('GET', `${PR}/${proc['折弯']}/project`);
    expect(uses.items).toHaveLength(1);
    // the demo's scan reports at 折弯 (not rejected, not rework) are what is done there
    expect(uses.items[0]).toMatchObject({ projectName: '佛山金融中心幕墙', requiredPieces: demo.productAmount, donePieces: await scanned('折弯') });
    const down = await call('GET', `${PR}/down/${proc['折弯']}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('spreadsheetml');
    // the drawer's columns and texts (processUseList)
    const [head, first] = await sheetRows(down.rawPayload);
    expect(head).toEqual(['项目', '批次', '需加工(件)', '需加工(㎡)', '已完成(件)', '已完成(㎡)', '状态']);
    expect(first![0]).toBe('佛山金融中心幕墙');
    expect(first![6]).toBe(uses.items[0].isCompleted ? '已完成' : '未完成');
  });

  it('basic data names processes by id, checked against the process table', async () => {
    const cat = await json('POST', '/api/basic/structure/category', { name: '挂耳结构' });
    const ok = await call('POST', structureItemResource.basePath, { name: '挂耳板', categoryId: cat.id, defaultProcessIds: `${proc['折弯']},${proc['焊螺柱']}` });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await call('POST', structureItemResource.basePath, { name: '挂耳板2', categoryId: cat.id, defaultProcessIds: crypto.randomUUID() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('默认工序中有不存在或已删除的项');
    expect((await call('POST', structureItemResource.basePath, { name: '挂耳板3', categoryId: cat.id, defaultProcessIds: 'abc' })).json().error.message).toBe('默认工序格式不正确');
    // a structure that lists 焊螺柱 keeps it from being deleted... along with the route
    expect((await call('DELETE', `${PR}/${proc['焊螺柱']}`)).json().error.message).toMatch(/已被1条(项目工序|结构)使用/);

    const texture = (await json('GET', '/api/basic/material-texture/all')).items[0];
    const cost = await call('POST', priorityProcessCostResource.basePath, { materialTextureId: texture.id, processId: proc['激光切割'], unitCost: 3 });
    expect(cost.statusCode, cost.body).toBe(200);
    const none = await call('POST', priorityProcessCostResource.basePath, { materialTextureId: texture.id, processId: crypto.randomUUID(), unitCost: 3 });
    expect(none.json().error.message).toBe('工序不存在或已删除');
  });
});

describe('project process route', () => {
  it('sets a route of processes, reorders, completes steps and reports progress from the products', async () => {
    const bad = await call('POST', `${PR}/project-process`, { projectId: demo.id, processIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('请至少选择一个工序');
    expect((await json('POST', `${PR}/project-process`, { projectId: demo.id, processIds: [proc['折弯'], proc['折弯']] })).error.message).toBe('工序“折弯”重复');
    expect((await json('POST', `${PR}/project-process`, { projectId: demo.id, processIds: [crypto.randomUUID()] })).error.message).toBe('工序不存在或已删除');
    expect((await json('POST', `${PR}/project`, { projectId: demo.id })).error.message).toBe('请选择工序');
    // nothing of the demo route changed by the refusals
    expect((await json('GET', `${PR}/project?projectId=${demo.id}`)).totalCount).toBe(8);

    const set = await call('POST', `${PR}/project-process`, { projectId: demo.id, processIds: ['激光切割', '折弯', '喷涂', '包装'].map((n) => proc[n]) });
    expect(set.statusCode, set.body).toBe(200);
    const steps = set.json().items as Json[];
    expect(steps.map((s) => s.processName)).toEqual(['激光切割', '折弯', '喷涂', '包装']);
    for (const s of steps) {
      expect(s.requiredPieces).toBe(demo.productAmount);
      expect(s.requiredArea).toBeCloseTo(demo.unfoldArea, 3);
      expect(s.donePieces).toBe(await scanned(s.processName));
    }

    const order = [steps[0]!.id, steps[2]!.id, steps[1]!.id, steps[3]!.id];
    expect((await call('PUT', `${PR}/project/sort`, { ids: order })).statusCode).toBe(200);
    expect((await json('GET', `${PR}/project?projectId=${demo.id}`)).items.map((s: Json) => s.processName)).toEqual(['激光切割', '喷涂', '折弯', '包装']);

    // completing 激光切割 completes the released cutting plans of the project's batches
    const cutting = (await json('GET', `${PLAN_PATH}?status=${PlanStatus.released}`)).items.filter((p: Json) => p.processIds === proc['激光切割']);
    expect(cutting.length).toBeGreaterThan(0);
    expect((await call('PUT', `${PR}/project/completed`, { ids: [steps[0]!.id], isCompleted: true })).statusCode).toBe(200);
    const progress = await json('GET', `${PR}/project/${steps[0]!.id}/progress`);
    expect(progress).toMatchObject({ isCompleted: true, donePieces: demo.productAmount });
    for (const p of cutting) expect((await json('GET', `${PLAN_PATH}/${p.id}`)).status).toBe(PlanStatus.completed);
    const del = await call('DELETE', `${PR}/project/${steps[0]!.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().error.message).toBe('工序“激光切割”已完成，不能删除');
    // undone, the plans are released again
    await call('PUT', `${PR}/project/completed`, { ids: [steps[0]!.id], isCompleted: false });
    for (const p of cutting) expect((await json('GET', `${PLAN_PATH}/${p.id}`)).status).toBe(PlanStatus.released);
    await call('PUT', `${PR}/project/completed`, { ids: [steps[0]!.id], isCompleted: true });

    const detail = await json('GET', `/api/cad/project/${demo.id}`);
    const batch = detail.batches[0];
    const products = (await json('GET', `/api/cad/product/list?batchId=${batch.id}`)).items as Json[];
    const two = products.slice(0, 2);
    const other = (await json('GET', `/api/cad/product/list?batchId=${detail.batches[1].id}`)).items[0];
    const foreign = await call('POST', `${PR}/project`, { projectId: demo.id, batchId: batch.id, processId: proc['焊螺柱'], productIds: [other.id] });
    expect(foreign.json().error.message).toBe('所选产品不全属于该批次');
    const stud = await call('POST', `${PR}/project`, { projectId: demo.id, batchId: batch.id, processId: proc['焊螺柱'], productIds: two.map((p) => p.id) });
    expect(stud.statusCode, stud.body).toBe(200);
    expect(stud.json()).toMatchObject({ batchNo: batch.batchNo, processName: '焊螺柱', requiredPieces: two.reduce((s, p) => s + p.quantity, 0) });
    expect((await json('GET', `${PR}/project?projectId=${demo.id}&batchId=${batch.id}`)).totalCount).toBe(5);

    await call('POST', `${PR}/project-process`, { projectId: demo.id, processIds: [proc['折弯'], proc['包装']] });
    const after = (await json('POST', `${PR}/project-process/list`, { projectIds: [demo.id] })).items as Json[];
    expect(after.map((s) => [s.processName, s.isCompleted])).toEqual([
      ['激光切割', true],
      ['焊螺柱', false],
      ['折弯', false],
      ['包装', false],
    ]);
    const log = (await json('GET', `/api/cad/project/log?projectId=${demo.id}&maxResultCount=100`)).items as Json[];
    expect(log.some((l) => l.action === 'process' && l.comment === '设置工艺路线：激光切割 → 折弯 → 喷涂 → 包装')).toBe(true);
    // a renamed process shows its new name on the route; the step keeps the name it was saved with
    const bend = await json('GET', `${PR}/${proc['折弯']}`);
    await call('PUT', `${PR}/${proc['折弯']}`, { ...bend, name: '数控折弯' });
    expect((await json('GET', `${PR}/project?projectId=${demo.id}`)).items.map((s: Json) => s.processName)).toContain('数控折弯');
    const [saved] = await rows<{ process_name: string }>(sql`select process_name from cad_project_processes where process_id = ${proc['折弯']} and not is_deleted limit 1`);
    expect(saved!.process_name).toBe('折弯');
  });
});
