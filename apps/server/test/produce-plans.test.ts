import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCapacityResource, EQUIPMENT_PATH as EQ, localToday, PLAN_PATH as PL, PlanStatus, PROCESS_PATH as PR } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
const machine: Record<string, Json> = {};
const proc: Record<string, string> = {};
const call = (method: Method, url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: Method, url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;
const day = (offset: number) => localToday(new Date(Date.now() + offset * 86_400_000));
const onMachine = async (code: string) => (await json('GET', `${PL}/equipment/${machine[code]!.id}`)).items as Json[];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  for (const m of (await json('GET', `${EQ}/all`)).items) machine[m.code] = m;
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
  const p = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  project = await json('GET', `/api/cad/project/${p.id}`);
});
afterAll(() => t?.close());

const plan = (over: Json = {}) => ({
  projectId: project.id,
  equipmentId: machine['PB-01']!.id,
  processIds: proc['折弯'],
  planStart: day(6),
  planEnd: day(7),
  lines: [{ batchId: project.batches[2].id }],
  ...over,
});

describe('production plans', () => {
  it('demo: a week of plans on the machines, in each machine’s order, with batches and 0 % until scans', async () => {
    const all = await json('GET', `${PL}?maxResultCount=50`);
    expect(all.totalCount).toBe(6);
    expect(all.items[0].docNo).toMatch(/^JH\d{12}$/);
    const lc1 = await onMachine('LC-01');
    expect(lc1.map((p) => [p.sort, p.batchNos])).toEqual([
      [1, ['第1批']],
      [2, ['第3批']],
    ]);
    expect(lc1[0]).toMatchObject({ percent: 0, donePieces: 0 });
    expect(lc1[0]!.plannedQty).toBeGreaterThan(0);
  });

  it('refuses an end before the start, a machine that cannot do the process, a batch of another project; changes nothing', async () => {
    const before = (await json('GET', PL)).totalCount;
    const backwards = await call('POST', PL, plan({ planStart: day(7), planEnd: day(6) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('计划结束日期不能早于开始日期');
    const wrong = await call('POST', PL, plan({ equipmentId: machine['SP-01']!.id }));
    expect(wrong.json().error.message).toBe('设备“喷涂线”不能做工序“折弯”');
    const others = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('广州南站')}`)).items[0];
    const otherBatch = (await json('GET', `/api/cad/project/${others.id}`)).batches[0];
    const foreign = await call('POST', PL, plan({ lines: [{ batchId: otherBatch.id }] }));
    expect(foreign.json().error.message).toBe('第1行：批次不属于该项目');
    const twice = await call('POST', PL, plan({ lines: [{ batchId: project.batches[2].id }, { batchId: project.batches[2].id }] }));
    expect(twice.json().error.message).toBe('批次重复');
    const pool = await call('POST', PL, plan({ equipmentId: machine['XF2401010-004']!.id }));
    expect(pool.json().error.message).toBe('设备不存在或不在当前工厂');
    expect((await json('GET', PL)).totalCount).toBe(before);
    // without a factory chosen the factory's plans and output are not guessed
    for (const [method, url, payload] of [
      ['POST', PL, plan()],
      ['GET', `${PL}/equipment/${machine['LC-01']!.id}`],
      ['PUT', `${PL}/sort`, { equipmentId: machine['LC-01']!.id, ids: [crypto.randomUUID()] }],
      ['POST', '/api/prod/product/capacity/analysis', { beginDate: day(0), endDate: day(1) }],
      ['POST', clientCapacityResource.basePath, { date: day(0), equipmentId: machine['LC-01']!.id, processId: proc['折弯'], qty: 1 }],
    ] as const) {
      const res = await t.call({ method, url, token, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.message).toBe('请先选择工厂');
    }
  });

  it('a new plan goes last on its machine with pieces and area from its batches; drag re-sorts and moves it', async () => {
    const created = await call('POST', PL, plan());
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json();
    const products = (await json('GET', `/api/cad/product/list?batchId=${project.batches[2].id}`)).items as Json[];
    expect(doc).toMatchObject({ projectName: '佛山金融中心幕墙', sort: 2, plannedQty: products.reduce((s, p) => s + p.quantity, 0) });
    expect(doc.lines[0].batchNo).toBe('第3批');

    // drag it onto LC-02? it cannot cut: refused
    const lc2 = await onMachine('LC-02');
    const refused = await call('PUT', `${PL}/sort`, { equipmentId: machine['LC-02']!.id, ids: [doc.id, ...lc2.map((p) => p.id)] });
    expect(refused.json().error.message).toBe('设备“激光切割机 2号”不能做工序“折弯”');
    // drag it to the front of PB-02, two days earlier
    const pb2 = await onMachine('PB-02');
    const incomplete = await call('PUT', `${PL}/sort`, { equipmentId: machine['PB-02']!.id, ids: [doc.id] });
    expect(incomplete.json().error.message).toBe('排序须包含设备“数控折弯机 2号”的全部未完成计划');
    const moved = await call('PUT', `${PL}/sort`, { equipmentId: machine['PB-02']!.id, ids: [doc.id, ...pb2.map((p) => p.id)], moved: { id: doc.id, planStart: day(4), planEnd: day(5) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await onMachine('PB-02')).map((p) => [p.id, p.sort])).toEqual([
      [doc.id, 1],
      [pb2[0]!.id, 2],
    ]);
    expect((await onMachine('PB-01')).some((p) => p.id === doc.id)).toBe(false);
    const after = await json('GET', `${PL}/${doc.id}`);
    expect(after).toMatchObject({ equipmentId: machine['PB-02']!.id, planStart: day(4), planEnd: day(5) });
    const backwards = await call('PUT', `${PL}/sort`, { equipmentId: machine['PB-02']!.id, ids: [doc.id], moved: { id: doc.id, planStart: day(5), planEnd: day(4) } });
    expect(backwards.json().error.message).toBe('计划结束日期不能早于开始日期');
    const logs = await json('GET', `${PL}/${doc.id}/logs`);
    expect(logs.items[0].action).toBe('sort');
  });

  it('project plan calls: create and update as /plan does, invalid keeps the plan out of the machine’s order, colours and progress', async () => {
    const created = await call('POST', '/api/prod/project/plan', plan({ equipmentId: machine['PB-01']!.id, planStart: day(8), planEnd: day(9) }));
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json();
    const updated = await call('PUT', '/api/prod/project/plan', { id: doc.id, ...plan({ planStart: day(8), planEnd: day(10), remark: '加急' }), concurrencyStamp: doc.concurrencyStamp });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ planEnd: day(10), remark: '加急' });
    const released = await call('POST', `${PL}/${doc.id}/release`, {});
    expect(released.json().status).toBe(PlanStatus.released);

    const colors = await json('GET', `/api/prod/project/plan/${doc.id}/colors`);
    expect(colors.items.reduce((s: number, c: Json) => s + c.pieces, 0)).toBe(doc.plannedQty);
    const list = await json('GET', `/api/prod/project/plan?projectId=${project.id}&maxResultCount=50`);
    expect(list.items.find((p: Json) => p.id === doc.id)).toMatchObject({ percent: 0, batchNos: ['第3批'] });
    expect(list.items[0].processes).toBeUndefined();
    const progress = await json('GET', `/api/prod/project/plan/progress?projectId=${project.id}&maxResultCount=50`);
    expect(progress.items.find((p: Json) => p.id === doc.id).processes).toEqual([
      expect.objectContaining({ processName: '折弯', requiredPieces: doc.plannedQty, donePieces: 0 }),
    ]);
    const pp = await json('GET', `/api/prod/project/plan/project/progress?projectId=${project.id}`);
    expect(pp.batches.map((b: Json) => b.batchNo)).toEqual(['第1批', '第2批', '第3批']);
    expect(pp.batches[0].processes.map((p: Json) => p.processName)).toHaveLength(8);

    const gone = await call('PUT', `/api/prod/project/plan/${doc.id}/invalid`, { comment: '客户改期' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().status).toBe(PlanStatus.invalid);
    expect((await onMachine('PB-01')).some((p) => p.id === doc.id)).toBe(false);
    const again = await call('PUT', `/api/prod/project/plan/${doc.id}/invalid`, {});
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('生产计划已作废，不能作废');
    const edit = await call('PUT', `${PL}/${doc.id}`, { ...plan(), concurrencyStamp: gone.json().concurrencyStamp });
    expect(edit.json().error.message).toBe('生产计划已作废，不能修改');
  });
});

describe('capacity', () => {
  it('analyses planned load per process and day against capacity and flags the overloads', async () => {
    await call('PUT', `${PR}/capacity-config`, { items: [{ processId: proc['折弯'], dailyCapacity: 0.5, capacityUnit: 1 }] });
    const res = await call('POST', '/api/prod/product/capacity/analysis', { beginDate: day(-7), endDate: day(7) });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.days).toHaveLength(15);
    const bend = a.processes.find((p: Json) => p.processName === '折弯');
    expect(bend.capacity).toBe(0.5);
    // PB-01's demo plan: batch 1 over today and tomorrow, half of its pieces each day
    const pb1 = (await onMachine('PB-01')).find((p) => p.planStart === day(0))!;
    const today = a.days.indexOf(day(0));
    expect(bend.load[today]).toBeGreaterThanOrEqual(Math.round((pb1.plannedQty / 2) * 100) / 100);
    expect(bend.overloadDays).toContain(day(0));
    expect(bend.actual[a.days.indexOf(day(-1))]).toBeGreaterThan(0);
    expect(a.processes.find((p: Json) => p.processName === '激光切割').capacityUnit).toBe(2);
    // an overload is exactly a day whose load is over the capacity
    for (const p of a.processes as Json[])
      expect(p.overloadDays).toEqual(p.capacity == null ? [] : a.days.filter((_: string, i: number) => p.load[i] > p.capacity));

    const backwards = await call('POST', '/api/prod/product/capacity/analysis', { beginDate: day(3), endDate: day(1) });
    expect(backwards.json().error.message).toBe('结束日期不能早于开始日期');
    const long = await call('POST', '/api/prod/product/capacity/analysis', { beginDate: day(0), endDate: day(90) });
    expect(long.json().error.message).toBe('分析期间不能超过62天');
  });

  it('client capacity records: list, download, delete; no future dates, one row per machine, process and day', async () => {
    const C = clientCapacityResource.basePath;
    const list = await json('GET', `${C}/list`);
    expect(list.totalCount).toBe(14);
    const down = await call('GET', `${C}/down`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('spreadsheetml');
    const row = list.items[0];
    const dup = await call('POST', C, { date: row.date, equipmentId: row.equipmentId, processId: row.processId, qty: 1 });
    expect(dup.statusCode).toBe(400);
    const future = await call('POST', C, { date: day(1), equipmentId: row.equipmentId, processId: row.processId, qty: 1 });
    expect(future.json().error.message).toBe('日期不能晚于今天');
    expect((await call('DELETE', `${C}/${row.id}`)).statusCode).toBe(204);
    expect((await json('GET', `${C}/list`)).totalCount).toBe(13);
  });
});

describe('the calls of spec 03 §7 for processes, equipment, plans, client capacity and the capacity analysis', () => {
  // Transcribed from the spec's list; {id} as a uuid.
  const ID = '00000000-0000-4000-8000-000000000001';
  const calls: [Method, string][] = [
    ['POST', '/api/prod/process'],
    ['GET', '/api/prod/process'],
    ['GET', '/api/prod/process/options'],
    ['GET', '/api/prod/process/options/qc'],
    ['DELETE', `/api/prod/process/${ID}`],
    ['PUT', `/api/prod/process/${ID}`],
    ['GET', '/api/prod/process/group'],
    ['POST', '/api/prod/process/group'],
    ['PUT', `/api/prod/process/group/${ID}`],
    ['DELETE', `/api/prod/process/group/${ID}`],
    ['GET', '/api/prod/process/group/trees'],
    ['GET', '/api/prod/process/project'],
    ['POST', '/api/prod/process/project'],
    ['PUT', `/api/prod/process/project/${ID}`],
    ['DELETE', `/api/prod/process/project/${ID}`],
    ['PUT', '/api/prod/process/project/completed'],
    ['PUT', '/api/prod/process/project/sort'],
    ['GET', `/api/prod/process/project/${ID}/progress`],
    ['GET', `/api/prod/process/${ID}/project`],
    ['GET', '/api/prod/process/capacity-config'],
    ['PUT', '/api/prod/process/capacity-config'],
    ['PUT', `/api/prod/process/${ID}/daily-report`],
    ['PUT', `/api/prod/process/${ID}/performance-field`],
    ['POST', '/api/prod/process/project-process'],
    ['POST', '/api/prod/process/project-process/list'],
    ['GET', `/api/prod/process/down/${ID}`],
    ['PUT', `/api/prod/process/calculate/${ID}`],
    ['POST', '/api/prod/equipment/retroactively'],
    ['POST', '/api/prod/equipment'],
    ['GET', '/api/prod/equipment'],
    ['GET', '/api/prod/equipment/list'],
    ['GET', '/api/prod/equipment/all'],
    ['GET', `/api/prod/equipment/all/${ID}`],
    ['GET', '/api/prod/equipment/expired'],
    ['GET', `/api/prod/equipment/unexpired/${ID}`],
    ['PUT', `/api/prod/equipment/${ID}/transfer/${ID}`],
    ['POST', `/api/prod/equipment/${ID}/allocate`],
    ['DELETE', `/api/prod/equipment/${ID}`],
    ['GET', `/api/prod/equipment/${ID}`],
    ['PUT', `/api/prod/equipment/${ID}`],
    ['PUT', `/api/prod/equipment/${ID}/use-date`],
    ['GET', '/api/prod/equipment/process'],
    ['GET', `/api/prod/equipment/process/${ID}`],
    ['GET', `/api/prod/equipment/${ID}/process`],
    ['GET', '/api/prod/equipment/feature'],
    ['POST', '/api/prod/equipment/feature'],
    ['GET', `/api/prod/equipment/feature/${ID}`],
    ['PUT', `/api/prod/equipment/feature/${ID}`],
    ['DELETE', `/api/prod/equipment/feature/${ID}`],
    ['PUT', '/api/prod/equipment/feature/all'],
    ['GET', '/api/prod/equipment/log'],
    ['POST', '/api/prod/equipment/log'],
    ['GET', '/api/prod/equipment/for-admin/log'],
    ['GET', '/api/prod/equipment/maintenance'],
    ['POST', '/api/prod/equipment/maintenance'],
    ['GET', `/api/prod/equipment/maintenance/${ID}`],
    ['PUT', `/api/prod/equipment/maintenance/${ID}`],
    ['DELETE', `/api/prod/equipment/maintenance/${ID}`],
    ['GET', '/api/prod/equipment/group'],
    ['POST', '/api/prod/equipment/group'],
    ['PUT', `/api/prod/equipment/group/${ID}`],
    ['DELETE', `/api/prod/equipment/group/${ID}`],
    ['GET', '/api/prod/equipment/group/trees'],
    ['POST', '/api/prod/equipment/own'],
    ['POST', '/api/prod/plan'],
    ['GET', '/api/prod/plan'],
    ['DELETE', `/api/prod/plan/${ID}`],
    ['PUT', `/api/prod/plan/${ID}`],
    ['GET', `/api/prod/plan/equipment/${ID}`],
    ['PUT', '/api/prod/plan/sort'],
    ['GET', '/api/prod/project/plan'],
    ['PUT', `/api/prod/project/plan/${ID}/invalid`],
    ['GET', '/api/prod/project/plan/progress'],
    ['GET', `/api/prod/project/plan/${ID}/colors`],
    ['GET', '/api/prod/project/plan/project/progress'],
    ['POST', '/api/prod/project/plan'],
    ['PUT', '/api/prod/project/plan'],
    ['GET', '/api/prod/client/capacity/list'],
    ['GET', '/api/prod/client/capacity/down'],
    ['DELETE', `/api/prod/client/capacity/${ID}`],
    ['POST', '/api/prod/product/capacity/analysis'],
  ];
  it.each(calls)('%s %s is served', (method, url) => {
    const route = t.app.findRoute({ method, url: url.replaceAll(ID, ':id').replace(/:id(\/transfer\/):id/, ':id$1:id2') });
    expect(route, `${method} ${url}`).toBeTruthy();
  });
});
