import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { LabelState, localToday, PROCESS_PATH as PR, PROJECT_PATH as B } from '@al/contracts';
import { openDatabase } from '../src/core/db/client.ts';
import { MIGRATIONS_DIR } from '../src/core/db/migrate.ts';
import { refreshDateLogs } from '../src/modules/produce/date-log-refresh.ts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
let batchId: string;
const proc: Record<string, string> = {};
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, extra: Json = {}) =>
  t.call({ method, url, token, factory, ...extra, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};
const day = (offset: number) => localToday(new Date(Date.now() + offset * 86_400_000));
const period = `beginDate=${day(-30)}&endDate=${day(0)}`;
const snapshotCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from prod_date_logs`))[0]!.n;
const close = (a: number, b: number) => expect(Math.abs(a - b), `${a} ≈ ${b}`).toBeLessThan(0.011);

/** The demo's counting scans (not deleted, not rejected) of the last month per process, straight from the label log. */
const logTotals = () =>
  rows<{ process_id: string; qty: number; amount: number; scans: number }>(sql`
    select process_id, sum(qty)::float8 as qty, sum(amount)::float8 as amount, sum(jsonb_array_length(employee_ids))::int as scans
    from label_logs where factory_id = ${factory} and is_deleted = false and audit_state <> 4 and shift_date between ${day(-30)} and ${day(0)}
    group by process_id`);

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  const projects = await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`);
  project = projects.items[0];
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
  batchId = (await rows<{ id: string }>(sql`select id from cad_batches where project_id = ${project.id} and batch_no = '第2批'`))[0]!.id;
});
afterAll(() => t?.close());

describe('date log snapshot (日期日志)', () => {
  it('is seeded by the demo and its reports add up to the label log', async () => {
    expect(await snapshotCount()).toBeGreaterThan(0);
    const expected = await logTotals();
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const one = await json('GET', `${B}/date-log/one-report?${period}`);
    expect(one.statTime).toBeTruthy();
    for (const e of expected) {
      const row = one.items.find((i: Json) => i.processId === e.process_id);
      expect(row, e.process_id).toBeTruthy();
      close(row.qty, e.qty);
      close(row.amount, e.amount);
      expect(row.scans).toBe(e.scans);
    }
    close(one.total.qty, expected.reduce((s, e) => s + e.qty, 0));
    // the cutting scans are shared by two workers: each has half of them
    const cut = expected.find((e) => e.process_id === proc['激光切割'])!;
    const byWorker = await json('GET', `${B}/date-log/process-report?${period}&processId=${proc['激光切割']}`);
    expect(byWorker.items.length).toBe(2);
    for (const w of byWorker.items) {
      expect(w.employeeName).toMatch(/[\u4e00-\u9fa5]/);
      close(w.qty, cut.qty / 2);
    }
    const two = await json('GET', `${B}/date-log/two-report?${period}&projectId=${project.id}`);
    expect(two.items.every((i: Json) => i.projectName === '佛山金融中心幕墙')).toBe(true);
    close(two.total.amount, one.total.amount);
    // areas and weight follow the products' unfold area and thickness
    const [area] = await rows<{ a: number; w: number }>(sql`
      select sum(l.qty * p.unfold_area)::float8 as a, sum(l.qty * p.unfold_area * coalesce(p.thickness, 0) * 2.71)::float8 as w
      from label_logs l join cad_products p on p.id = l.product_id
      where l.factory_id = ${factory} and l.is_deleted = false and l.audit_state <> 4 and l.shift_date between ${day(-30)} and ${day(0)}`);
    close(one.total.unfoldArea, area!.a);
    close(one.total.settleArea, area!.a);
    close(one.total.weight, area!.w);
  });

  it('re-statistics rebuilds a period and re-calculate a project, in one go', async () => {
    // a scan rejected after the snapshot: the snapshot keeps it until a rebuild
    const [scan] = await rows<{ id: string; process_id: string }>(sql`select id, process_id from label_logs where project_id = ${project.id} and audit_state = 1 order by scan_time limit 1`);
    await rows(sql`update label_logs set audit_state = 4 where id = ${scan!.id}`);
    const before = (await json('GET', `${B}/date-log/one-report?${period}&processId=${scan!.process_id}`)).total.qty;
    const rebuilt = await json('POST', `${B}/re-statistics/date-log`, { beginDate: day(-30), endDate: day(0) });
    expect(rebuilt.rows).toBe(await snapshotCount());
    expect(rebuilt.removed).toBeGreaterThan(0);
    expect(rebuilt.message).toContain('统计完成');
    const after = (await json('GET', `${B}/date-log/one-report?${period}&processId=${scan!.process_id}`)).total.qty;
    close(after, before - 1);

    await rows(sql`update label_logs set audit_state = 1 where id = ${scan!.id}`);
    const recalculated = await json('POST', `${B}/re-calculate/project-process`, { projectId: project.id });
    expect(recalculated.rows).toBeGreaterThan(0);
    close((await json('GET', `${B}/date-log/one-report?${period}&processId=${scan!.process_id}`)).total.qty, before);
    const expected = await logTotals();
    close((await json('GET', `${B}/date-log/one-report?${period}`)).total.amount, expected.reduce((s, e) => s + e.amount, 0));
  });

  it('the hourly refresh catches the snapshot up with changed scans', async () => {
    const [scan] = await rows<{ id: string; process_id: string }>(sql`select id, process_id from label_logs where project_id = ${project.id} and audit_state = 1 order by scan_time desc limit 1`);
    const qty = async () => (await json('GET', `${B}/date-log/one-report?${period}&processId=${scan!.process_id}`)).total.qty as number;
    const before = await qty();
    // a scan deleted as the log deletes: flagged, with its modification time
    await rows(sql`update label_logs set is_deleted = true, last_modification_time = now() + interval '1 second' where id = ${scan!.id}`);
    expect(await refreshDateLogs(t.server.database.db)).toBe(1);
    close(await qty(), before - 1);
    await rows(sql`update label_logs set is_deleted = false, last_modification_time = now() + interval '1 second' where id = ${scan!.id}`);
    expect(await refreshDateLogs(t.server.database.db)).toBe(1);
    close(await qty(), before);
  });

  it('the daily report sums the live label log per day and process', async () => {
    const daily = await json('GET', `${B}/report/daily?${period}`);
    const expected = await rows<{ d: string; process_id: string; n: number }>(sql`
      select l.shift_date::text as d, l.process_id, sum(l.qty)::float8 as n from label_logs l join processes p on p.id = l.process_id
      where l.factory_id = ${factory} and l.is_deleted = false and l.audit_state <> 4 and p.in_daily_report is true and l.shift_date between ${day(-30)} and ${day(0)}
      group by 1, 2`);
    expect(daily.items.length).toBe(expected.length);
    for (const e of expected) close(daily.items.find((i: Json) => i.shiftDate === e.d && i.processId === e.process_id).pieces, e.n);
    const down = await call('GET', `${B}/down/daily?${period}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('spreadsheetml');
    const log = await call('GET', `${B}/down/date-log?${period}`);
    expect(log.statusCode).toBe(200);
    expect(log.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('pending analysis (待产分析)', () => {
  it('counts the pieces done at the previous route step and not at this one', async () => {
    const pendingAt = async (prev: string, next: string) =>
      (
        await rows<{ n: number }>(sql`
        select count(*)::int as n from cad_labels c where c.batch_id = ${batchId}
          and (c.state & ${LabelState.scrapped | LabelState.shipped}) = 0
          and exists (select 1 from label_logs l where l.label_id = c.id and l.process_id = ${proc[prev]} and l.audit_state <> 4 and l.is_deleted = false)
          and not exists (select 1 from label_logs l where l.label_id = c.id and l.process_id = ${proc[next]} and l.audit_state <> 4 and l.is_deleted = false)`)
      )[0]!.n;
    const one = await json('GET', `${B}/pending/one-report?projectId=${project.id}&batchId=${batchId}`);
    const at = (name: string) => one.items.find((i: Json) => i.processName === name);
    expect(at('折弯').pieces).toBe(await pendingAt('激光切割', '折弯'));
    expect(at('焊螺柱').pieces).toBe(await pendingAt('折弯', '焊螺柱'));
    expect(at('折弯').pieces).toBeGreaterThan(0);
    expect(at('折弯').maxAgeDays).toBeGreaterThanOrEqual(1);
    // nothing waits before the first step
    expect(at('激光切割')).toBeUndefined();
    const two = await json('GET', `${B}/pending/two-report?projectId=${project.id}`);
    expect(two.items.find((i: Json) => i.processName === '折弯').projectName).toBe('佛山金融中心幕墙');
    const detail = await json('GET', `${B}/pending/detail?projectId=${project.id}&batchId=${batchId}&processId=${proc['折弯']}&maxResultCount=5`);
    expect(detail.totalCount).toBe(at('折弯').pieces);
    expect(detail.items[0]).toMatchObject({ processName: '折弯', previousProcessName: '激光切割', batchNo: '第2批' });
    expect(detail.items[0].ageDays).toBeGreaterThanOrEqual(detail.items[detail.items.length - 1].ageDays);
    for (const path of ['one-report', 'two-report', 'detail']) {
      const res = await call('GET', `${B}/pending/down/${path}?projectId=${project.id}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
    }
  });
});

describe('project progress (项目进度)', () => {
  it('pages the projects with batches × processes, and a product label timeline', async () => {
    const page = await json('POST', `${B}/progress/group/page`, { skipCount: 0, maxResultCount: 10, filter: '佛山金融中心' });
    expect(page.totalCount).toBe(1);
    const item = page.items[0];
    expect(item.projectName).toBe('佛山金融中心幕墙');
    const b2 = item.batches.find((b: Json) => b.batchNo === '第2批');
    const [cut] = await rows<{ n: number }>(sql`select count(distinct label_id)::int as n from label_logs where batch_id = ${batchId} and process_id = ${proc['激光切割']} and audit_state <> 4 and is_rework = false`);
    expect(b2.processes.find((p: Json) => p.processName === '激光切割').donePieces).toBe(cut!.n);
    expect(b2.percent).toBeGreaterThan(0);

    const [scanned] = await rows<{ product_id: string; label_id: string; scan_time: Date }>(sql`
      select product_id, label_id, scan_time from label_logs where batch_id = ${batchId} and process_id = ${proc['激光切割']} and audit_state <> 4 order by scan_time limit 1`);
    const timeline = await json('GET', `${B}/progress/product/${scanned!.product_id}/labels`);
    expect(timeline.processes.map((p: Json) => p.processName).slice(0, 3)).toEqual(['激光切割', '折弯', '焊螺柱']);
    const label = timeline.items.find((l: Json) => l.labelId === scanned!.label_id);
    expect(new Date(label.steps[proc['激光切割']!].scanTime).getTime()).toBe(new Date(scanned!.scan_time).getTime());
    expect(label.steps[proc['激光切割']!].employeeNames.length).toBe(2);
  });
});

describe('bad input and the tenancy wall', () => {
  it('refuses bad input with a Chinese 400 and changes nothing', async () => {
    const n = await snapshotCount();
    const refused = async (res: Awaited<ReturnType<typeof call>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(await snapshotCount()).toBe(n);
    };
    await refused(await call('POST', `${B}/re-statistics/date-log`, { beginDate: day(0), endDate: day(-3) }), '结束日期不能早于开始日期');
    await refused(await call('POST', `${B}/re-statistics/date-log`, { beginDate: day(-800), endDate: day(0) }), '时间不可超过1年');
    await refused(await call('POST', `${B}/re-statistics/date-log`, { beginDate: '2026/01/01', endDate: day(0) }), '日期格式应为YYYY-MM-DD');
    await refused(await call('POST', `${B}/re-calculate/project-process`, {}), '请选择项目');
    await refused(await call('GET', `${B}/date-log/one-report?beginDate=${day(0)}`), '结束');
    await refused(await call('GET', `${B}/pending/one-report?processId=abc`), '工序ID格式不正确');
    await refused(await call('POST', `${B}/progress/group/page`, { maxResultCount: 'x' }), 'maxResultCount必须是数字');
    const gone = await call('POST', `${B}/re-calculate/project-process`, { projectId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('项目不存在或已删除');
  });

  it('shows another space nothing of this one', async () => {
    const other = { tenant: t.ids.personalId };
    for (const res of [
      await call('GET', `${B}/date-log/one-report?${period}`, undefined, other),
      await call('POST', `${B}/re-calculate/project-process`, { projectId: project.id }, other),
    ]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // the snapshot rows of this space are behind the wall for any other tenant
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
      const [wall] = ((await database.db.execute(sql`select relforcerowsecurity as force, relrowsecurity as on from pg_class where relname = 'prod_date_logs'`)) as unknown as { rows: Json[] }).rows;
      expect(wall).toEqual({ force: true, on: true });
    } finally {
      await database.close();
    }
  });
});
