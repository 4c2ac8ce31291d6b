import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EQUIPMENT_PATH as EQ, equipmentGroupResource, localToday, MAINTENANCE_PATH as MT, MaintenanceStatus } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { inScope } from '../src/core/db/scoped.ts';
import type { RequestContext } from '../src/core/http/context.ts';
import { assertTerminalCanScan } from '../src/modules/produce/terminal.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let t: TestApp;
let token: string;
let admin: string;
let factory: string;
const machine: Record<string, Json> = {};
const proc: Record<string, string> = {};
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: Method, url: string, payload?: unknown, as = token) =>
  t.call({ method, url, token: as, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: Method, url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;
const day = (offset: number) => localToday(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  admin = await t.login('admin');
  factory = t.ids.factoryIds[0]!;
  for (const m of (await json('GET', `${EQ}/all`)).items) machine[m.code] = m;
  for (const o of (await call('GET', '/api/prod/process/options')).json() as { value: string; label: string }[]) proc[o.label] = o.value;
});
afterAll(() => t?.close());

const reload = async (code: string) => json('GET', `${EQ}/${machine[code]!.id}`);

describe('equipment', () => {
  it('demo: machines in the factory, licensed terminals, one expired and one not yet allocated', async () => {
    expect(Object.keys(machine)).toEqual(expect.arrayContaining(['LC-01', 'LC-02', 'PB-01', 'PB-02', 'SP-01', 'XF2401010-001', 'XF2401010-004']));
    expect(machine['XF2401010-004']!.factoryId).toBeNull();
    const expired = (await json('GET', `${EQ}/expired`)).items.map((m: Json) => m.code);
    expect(expired).toEqual(['XF2301005-001']);
    const bending = (await json('GET', `${EQ}/unexpired/${proc['折弯']}`)).items.map((m: Json) => m.code);
    expect(bending).toEqual(['PB-01', 'PB-02', 'XF2401010-001']);
    const workshop = (await json('GET', `${equipmentGroupResource.basePath}/all`)).items.find((g: Json) => g.name === '下料车间');
    expect((await json('GET', `${EQ}/all/${workshop.id}`)).items.map((m: Json) => m.code)).toEqual(['LC-01', 'LC-02']);
  });

  it('allocates a pool terminal, transfers within the space only, and keeps planned machines', async () => {
    const pda = machine['XF2401010-004']!;
    const ok = await call('POST', `${EQ}/${pda.id}/allocate`, { factoryId: factory });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().factoryId).toBe(factory);
    const again = await call('POST', `${EQ}/${pda.id}/allocate`, { factoryId: factory });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('设备已分配到工厂，请使用调拨');

    const [foreign] = await rows<{ id: string }>(sql`select id from factories where tenant_id <> ${t.ids.enterpriseId} limit 1`);
    const grinder = machine['GR-01']!;
    const away = await call('PUT', `${EQ}/${grinder.id}/transfer/${foreign!.id}`);
    expect(away.statusCode).toBe(400);
    expect(away.json().error.message).toBe('目标工厂不存在或不属于本企业');
    expect((await reload('GR-01')).factoryId).toBe(factory);
    const planned = await call('PUT', `${EQ}/${machine['PB-02']!.id}/transfer/${t.ids.factoryIds[1]}`);
    expect(planned.statusCode).toBe(403);
    expect(planned.json().error.message).toMatch(/^设备还有未完成的生产计划（JH\d{12}），不能调拨$/);

    const moved = await call('PUT', `${EQ}/${grinder.id}/transfer/${t.ids.factoryIds[1]}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await json('GET', `${EQ}/all`)).items.some((m: Json) => m.code === 'GR-01')).toBe(false);
    const there = await t.call({ method: 'GET', url: `${EQ}/all`, token, factory: t.ids.factoryIds[1] });
    expect(there.json().items.map((m: Json) => m.code)).toContain('GR-01');
    const logs = await json('GET', `${EQ}/${grinder.id}/logs`);
    expect(logs.items[0].action).toBe('transfer');
  });

  it('the use date of a licensed terminal is the platform’s to set; an own machine’s is the space’s', async () => {
    const ipc = machine['XF2401010-001']!;
    const refused = await call('PUT', `${EQ}/${ipc.id}/use-date`, { useDate: '2099-01-01' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('平台授权终端的使用期限由平台在续费后设置');
    expect((await reload('XF2401010-001')).useDate).toBe(ipc.useDate);
    const byPlatform = await call('PUT', `${EQ}/${ipc.id}/use-date`, { useDate: day(400) }, admin);
    expect(byPlatform.statusCode, byPlatform.body).toBe(200);
    expect(byPlatform.json().useDate).toBe(day(400));
    expect((await call('PUT', `${EQ}/${machine['LC-01']!.id}/use-date`, { useDate: day(900) })).json().useDate).toBe(day(900));
  });

  it('links machines and processes both ways and sets terminal functions in one go', async () => {
    const pb2 = machine['PB-02']!;
    expect((await json('PUT', `${EQ}/${pb2.id}/process`, { processIds: [proc['折弯'], proc['焊螺柱']] })).processIds).toBe(`${proc['折弯']},${proc['焊螺柱']}`);
    expect((await json('GET', `${EQ}/${pb2.id}/process`)).items.map((p: Json) => p.name)).toEqual(['折弯', '焊螺柱']);
    await call('PUT', `${EQ}/process/${proc['焊螺柱']}`, { equipmentIds: [machine['SW-01']!.id] });
    expect((await json('GET', `${EQ}/process/${proc['焊螺柱']}`)).items.map((m: Json) => m.code)).toEqual(['SW-01']);
    const links = await json('GET', `${EQ}/process`);
    expect(links.items.find((l: Json) => l.processName === '折弯').equipment.map((m: Json) => m.code)).toContain('PB-02');
    const unknown = await call('PUT', `${EQ}/${pb2.id}/process`, { processIds: [crypto.randomUUID()] });
    expect(unknown.json().error.message).toBe('工序不存在或已删除');

    const features = (await json('GET', `${EQ}/feature/all`)).items as Json[];
    const scan = features.find((f) => f.code === 'scan-report')!;
    const set = await call('PUT', `${EQ}/feature/all`, { featureIds: [scan.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().count).toBe(5); // every terminal of the factory and the pool
    expect((await reload('XF2401010-003')).featureIds).toBe(scan.id);
    // a feature in use by a terminal is not deleted
    expect((await call('DELETE', `${EQ}/feature/${scan.id}`)).json().error.message).toBe('该设备功能已被5条设备使用，不能删除');
  });

  it('refuses a circle in the equipment group tree', async () => {
    const groups = (await json('GET', `${equipmentGroupResource.basePath}/all`)).items as Json[];
    const top = groups.find((g) => g.name === '钣金车间')!;
    const sub = await json('POST', equipmentGroupResource.basePath, { name: '折弯线', parentId: top.id });
    const res = await call('PUT', `${equipmentGroupResource.basePath}/${top.id}`, { name: top.name, parentId: sub.id, sort: 2, concurrencyStamp: top.concurrencyStamp });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('上级设备分组不能是自己或自己的下级');
  });

  it('takes the terminals of the space’s completed renewals, once, and refuses serial numbers of others', async () => {
    const [r] = await rows<{ id: string }>(
      sql`insert into tenant_renewals (renewal_no, tenant_id, period_months, status, complete_time) values ('XF990101001', ${t.ids.enterpriseId}, 6, 4, now()) returning id`,
    );
    await rows(sql`insert into renewal_equipment_lines (renewal_id, equipment_model, qty, unit_price, serial_nos) values (${r!.id}, '工业PDA-X9', 2, 1200, ${'{XF990101001-001,XF990101001-002}'}::text[])`);
    const other = await call('POST', `${EQ}/own`, { serialNos: ['XF000000000-001'] });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('序列号“XF000000000-001”不是本企业已完成续费单中的终端');
    const got = await call('POST', `${EQ}/own`, {});
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().items.map((m: Json) => [m.code, m.equipmentType, m.source, m.factoryId])).toEqual([
      ['XF990101001-001', 11, 2, null],
      ['XF990101001-002', 11, 2, null],
    ]);
    expect((await json('POST', `${EQ}/own`, {})).items).toEqual([]);
  });
});

describe('terminal scan check', () => {
  const ctx = (): RequestContext => ({ userId: t.ids.demoUserId, userName: 'demo', sessionId: null, tenantId: t.ids.enterpriseId, factoryId: factory, memberId: null, isPlatformAdmin: false, isTenantAdmin: true, ip: '127.0.0.1' });
  const check = (code: string, opts: Parameters<typeof assertTerminalCanScan>[3] = {}) =>
    inScope(t.server.database.db, { userId: t.ids.demoUserId, tenantId: t.ids.enterpriseId, factoryId: factory }, (tx) => assertTerminalCanScan(tx, ctx(), machine[code]!.id, opts));

  it('refuses a terminal past its use date with the date, and lets a licensed one in time scan its processes', async () => {
    const expired = machine['XF2301005-001']!;
    await expect(check('XF2301005-001')).rejects.toMatchObject({ status: 403, message: `PDA“PDA 旧机”（XF2301005-001）的使用期限已于${expired.useDate}到期，不能扫码，请联系平台续费` });
    // a back-dated scan from before the expiry is within the licence
    await expect(check('XF2301005-001', { at: new Date(Date.now() - 10 * 86_400_000) })).resolves.toMatchObject({ code: 'XF2301005-001' });
    await expect(check('XF2401010-001', { processId: proc['折弯'], featureCode: 'scan-report' })).resolves.toMatchObject({ code: 'XF2401010-001' });
    await expect(check('XF2401010-001', { processId: proc['喷涂'] })).rejects.toMatchObject({ message: '工位机(IPC)“工位机 折弯区”（XF2401010-001）不能报此工序' });
    await expect(check('LC-01')).rejects.toMatchObject({ message: '激光切割机“激光切割机 1号”（LC-01）不是扫码终端' });
    await expect(check('XF2401010-003', { featureCode: 'attendance' })).rejects.toMatchObject({ message: 'PDA“PDA 质检”（XF2401010-003）未开通该功能（attendance）' });
  });
});

describe('equipment logs and device statistics', () => {
  it('terminals report function runs; the space lists its own, the platform every space’s', async () => {
    const ipc = machine['XF2401010-002']!;
    const posted = await call('POST', `${EQ}/log`, { equipmentId: ipc.id, featureCode: 'scan-report', action: 'scan', processId: proc['喷涂'], qty: 1 });
    expect(posted.statusCode, posted.body).toBe(200);
    const bad = await call('POST', `${EQ}/log`, { equipmentId: ipc.id, featureCode: 'dance', action: 'x' });
    expect(bad.json().error.message).toBe('设备功能编码不正确');
    const mine = await json('GET', `${EQ}/log?equipmentId=${ipc.id}&maxResultCount=5`);
    expect(mine.items[0]).toMatchObject({ equipmentName: '工位机 喷涂区', processName: '喷涂', featureCode: 'scan-report' });
    expect((await call('GET', `${EQ}/for-admin/log`)).statusCode).toBe(403);
    const all = await t.call({ method: 'GET', url: `${EQ}/for-admin/log?maxResultCount=5`, token: admin, tenant: null });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items[0].tenantName).toBe('示范铝业有限公司');
  });

  it('counts terminals, online ones and scans per day, process and terminal', async () => {
    // Online is "reported within ten minutes" of now: both terminals report here rather than lean on
    // when the demo data was written (a slow run reaches this test long after the template's seed).
    for (const [code, process] of [['XF2401010-001', '折弯'], ['XF2401010-002', '喷涂']] as const) {
      const posted = await call('POST', `${EQ}/log`, { equipmentId: machine[code]!.id, featureCode: 'scan-report', action: 'scan', processId: proc[process], qty: 1 });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const s = await json('GET', `/api/prod/equipment/log/statistics?equipmentType=10&beginDate=${day(-6)}&endDate=${day(0)}`);
    expect(s.terminals).toBe(2);
    expect(s.online).toBe(2); // both reported within ten minutes
    expect(s.days).toHaveLength(7);
    const total = s.days.reduce((a: number, d: Json) => a + d.scans, 0);
    expect(total).toBe(s.byTerminal.reduce((a: number, d: Json) => a + d.scans, 0));
    expect(s.byProcess.map((p: Json) => p.processName)).toEqual(expect.arrayContaining(['折弯', '焊螺柱', '喷涂']));
    expect((await call('GET', `/api/prod/equipment/log/statistics?equipmentType=4&beginDate=${day(-6)}&endDate=${day(0)}`)).json().error.message).toBe('只统计工位机或PDA');
  });

  it('takes back-dated scans of a terminal in its licence, flagged for audit; refuses future times and unknown labels', async () => {
    const [label] = await rows<{ label_no: string }>(sql`select label_no from cad_labels limit 1`);
    const entry = (over: Json = {}) => ({ labelNo: label!.label_no, processId: proc['折弯'], time: new Date(Date.now() - 3_600_000).toISOString(), ...over });
    const ipc = machine['XF2401010-001']!.id;
    const future = await call('POST', `${EQ}/retroactively`, { equipmentId: ipc, entries: [entry({ time: new Date(Date.now() + 3_600_000).toISOString() })] });
    expect(future.json().error.message).toBe('第1条：扫码时间不能晚于现在');
    const unknown = await call('POST', `${EQ}/retroactively`, { equipmentId: ipc, entries: [entry(), entry({ labelNo: 'NOPE-001' })] });
    expect(unknown.json().error.message).toBe('第2条：标签“NOPE-001”不存在');
    const expired = await call('POST', `${EQ}/retroactively`, { equipmentId: machine['XF2301005-001']!.id, entries: [entry()] });
    expect(expired.statusCode).toBe(403);
    const before = (await json('GET', `${EQ}/log?equipmentId=${ipc}`)).totalCount;
    expect((await json('GET', `${EQ}/log?equipmentId=${ipc}`)).totalCount).toBe(before);
    const ok = await call('POST', `${EQ}/retroactively`, { equipmentId: ipc, entries: [entry(), entry({ processId: proc['焊接'] })] });
    expect(ok.statusCode, ok.body).toBe(200);
    const logs = (await json('GET', `${EQ}/log?equipmentId=${ipc}&maxResultCount=50`)).items.filter((l: Json) => l.isRetroactive);
    expect(logs).toHaveLength(2);
    expect(logs.every((l: Json) => l.auditState === 1 && l.action === 'retroactive')).toBe(true);
  });
});

describe('maintenance records', () => {
  it('demo: one done, one planned, one overdue (planned past its date), counted and filtered as such', async () => {
    const counts = (await json('GET', `${MT}/status-count`)).items as Json[];
    const n = (label: string) => counts.find((c) => c.label === label)!.count;
    expect([n('计划中'), n('已完成'), n('已逾期')]).toEqual([1, 1, 1]);
    const overdue = await json('GET', `${MT}?status=${MaintenanceStatus.overdue}`);
    expect(overdue.items.map((d: Json) => [d.status, d.planDate])).toEqual([[MaintenanceStatus.overdue, day(-2)]]);
    const planned = await json('GET', `${MT}?status=${MaintenanceStatus.planned}`);
    expect(planned.items.map((d: Json) => d.planDate)).toEqual([day(3)]);
    expect((await json('GET', `${MT}?status=${MaintenanceStatus.planned + MaintenanceStatus.overdue}`)).totalCount).toBe(2);
  });

  it('refuses a done date after today, needs it to complete, and moves the machine’s dates', async () => {
    const pb = machine['PB-01']!;
    const base = { equipmentId: pb.id, type: 2, planDate: day(-1), content: '更换液压油', lines: [{ itemName: '液压油', qty: 2, unitCost: 380 }] };
    const future = await call('POST', MT, { ...base, doneDate: day(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('完成日期不能晚于今天');
    const doc = await json('POST', MT, base);
    expect(doc.docNo).toMatch(/^BY\d{12}$/);
    expect(doc.cost).toBe(760);
    const early = await call('POST', `${MT}/${doc.id}/complete`, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('请先填写完成日期并保存，再完成保养');
    const saved = await json('PUT', `${MT}/${doc.id}`, { ...base, doneDate: day(0), concurrencyStamp: doc.concurrencyStamp });
    const done = await call('POST', `${MT}/${doc.id}/complete`, { concurrencyStamp: saved.concurrencyStamp });
    expect(done.statusCode, done.body).toBe(200);
    expect(await reload('PB-01')).toMatchObject({ lastMaintenanceDate: day(0), nextMaintenanceDate: day(30) });
    const other = await call('POST', MT, { ...base, equipmentId: machine['GR-01']!.id });
    expect(other.json().error.message).toBe('设备不存在或不在当前工厂'); // moved to the second factory above
    await call('POST', `${MT}/${doc.id}/reopen`, {});
    expect((await reload('PB-01')).lastMaintenanceDate).toBeNull();
  });
});
