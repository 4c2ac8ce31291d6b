import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EQUIPMENT_PATH, PROCESS_PATH as PR, ScanClientType, TURN_PATH as B, turnoverMessages, TurnoverNoteStatus as S } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
const proc: Record<string, string> = {};
const staff: Record<string, string> = {};
const terminal: Record<string, string> = {};
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra: Json = {}) =>
  t.call({ method, url, token, factory, ...extra, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => (await call(method, url, payload)).json() as Json;
const logCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from label_logs`))[0]!.n;
const noteState = async (id: string) => (await rows<{ status: number }>(sql`select status from turnover_notes where id = ${id}`))[0]!.status;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  project = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  for (const o of (await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]) proc[o.label] = o.value;
  for (const e of (await json('GET', '/api/identity/employees?maxResultCount=100')).items) staff[e.jobNo] = e.id;
  for (const m of (await json('GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).items) terminal[m.code] = m.id;
});
afterAll(() => t?.close());

describe('turnover notes (流转单)', () => {
  it('demo: one open note from 折弯 to 焊螺柱 with its products and labels', async () => {
    const list = await json('GET', `${B}?projectId=${project.id}`);
    expect(list.totalCount, JSON.stringify(list)).toBe(1);
    const note = list.items[0];
    expect(note).toMatchObject({ status: S.open, projectName: '佛山金融中心幕墙', batchNo: '第2批', fromProcessName: '折弯', toProcessName: '焊螺柱', qty: 8, reportedQty: 0, rackNo: 'A-03' });
    expect(note.noteNo).toMatch(/^ZZ\d{6}\d{4}$/);
    expect((await call('GET', `${B}?sorting=${encodeURIComponent('noteNo desc')}`)).statusCode).toBe(200);
    expect((await call('GET', `${B}?sorting=${encodeURIComponent('password desc')}`)).statusCode).toBe(400);
    const products = await json('GET', `${B}/${note.id}/products`);
    expect(products.items.reduce((s: number, p: Json) => s + p.qty, 0)).toBe(8);
    const labels = await json('GET', `${B}/${note.id}/lables/${products.items[0].productId}`);
    expect(labels.items.length).toBe(products.items[0].qty);
    expect(labels.items.every((l: Json) => l.reported === false)).toBe(true);
  });

  it('creates a note from a batch, a scan moves it in transit, one-click completion reports the rest and completes it', async () => {
    const [batch] = await rows<{ id: string }>(sql`select id from cad_batches where project_id = ${project.id} and batch_no = '第2批'`);
    // the labels cut but not yet bent: the scan demo cut 24, bent 16
    const created = await call('POST', B, { batchId: batch!.id, fromProcessId: proc['激光切割'], toProcessId: proc['折弯'], rackNo: 'B-01' });
    expect(created.statusCode, created.body).toBe(200);
    const note = created.json() as Json;
    expect(note).toMatchObject({ status: S.open, fromProcessName: '激光切割', toProcessName: '折弯', rackNo: 'B-01' });
    expect(note.qty).toBeGreaterThanOrEqual(2);
    const lines = await rows<{ label_ids: string[] }>(sql`select label_ids from turnover_note_lines where note_id = ${note.id}`);
    const labelIds = lines.flatMap((l) => l.label_ids);
    expect(labelIds.length).toBe(note.qty);

    // one label is scanned on its own first: the note's scan skips it, a scrapped one is refused and listed
    const [one, scrapped] = await rows<{ id: string; label_no: string }>(sql`select id, label_no from cad_labels where id in (${sql.join(labelIds.map((i) => sql`${i}`), sql`, `)}) order by label_no limit 2`);
    const who = { equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] };
    expect((await call('POST', '/api/prod/product/log', { qrText: one!.label_no, processId: proc['折弯'], ...who })).statusCode).toBe(200);
    await t.server.database.db.execute(sql`update cad_labels set state = 1024 where id = ${scrapped!.id}`);
    const n = await logCount();
    const scan = await call('POST', `${B}/${note.id}/scan`, who);
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({ status: S.inTransit, reported: note.qty - 2, refused: [{ labelNo: scrapped!.label_no, message: `标签“${scrapped!.label_no}”已报废，不能报工` }] });
    expect(await logCount()).toBe(n + note.qty - 2);
    const [via] = await rows<{ n: number }>(sql`select count(*)::int as n from label_logs where client_type = ${ScanClientType.turnover} and label_id in (${sql.join(labelIds.map((i) => sql`${i}`), sql`, `)})`);
    expect(via!.n).toBe(note.qty - 2);
    expect((await json('GET', `${B}/${note.id}`)).reportedQty).toBe(note.qty - 1);

    // the scrapped label comes back: one-click completion reports it and completes the note
    await t.server.database.db.execute(sql`update cad_labels set state = 2 where id = ${scrapped!.id}`);
    const done = await call('PUT', `${B}/one-click-completion/${note.id}`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: S.completed, reported: 1, refused: [] });
    const head = await json('GET', `${B}/${note.id}`);
    expect(head).toMatchObject({ status: S.completed, reportedQty: note.qty });
    const products = await json('GET', `${B}/${note.id}/products`);
    expect(products.items.every((p: Json) => p.reportedQty === p.qty)).toBe(true);
  });

  it('the demo note is completed in one click with every label reported at 焊螺柱', async () => {
    const note = (await json('GET', `${B}?projectId=${project.id}&toProcessId=${proc['焊螺柱']}`)).items[0];
    const done = await call('PUT', `${B}/one-click-completion/${note.id}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: S.completed, reported: 8, refused: [] });
    const products = await json('GET', `${B}/${note.id}/products`);
    for (const p of products.items) expect((await json('GET', `${B}/${note.id}/lables/${p.productId}`)).items.every((l: Json) => l.reported)).toBe(true);
  });

  it('refuses bad calls with a Chinese message and changes nothing', async () => {
    const note = (await json('GET', `${B}?status=${S.completed}&maxResultCount=1`)).items[0];
    const n = await logCount();
    const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toContain(message);
      expect(await logCount()).toBe(n);
    };
    // a completed note is not scanned again
    await refused(await call('PUT', `${B}/one-click-completion/${note.id}`, {}), 400, turnoverMessages.notOpen('已完成'));
    await refused(await call('POST', `${B}/${note.id}/scan`, { equipmentId: terminal['XF2401010-001'], employeeIds: [staff.E002] }), 400, '已完成');
    expect(await noteState(note.id)).toBe(S.completed);
    // unknown id, bad id, bad input
    await refused(await call('GET', `${B}/00000000-0000-4000-8000-000000000000`), 404, turnoverMessages.notFound);
    await refused(await call('PUT', `${B}/one-click-completion/00000000-0000-4000-8000-000000000000`, {}), 404, turnoverMessages.notFound);
    await refused(await call('GET', `${B}/not-an-id`), 400, 'ID');
    const [batch] = await rows<{ id: string }>(sql`select id from cad_batches where project_id = ${project.id} and batch_no = '第2批'`);
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from turnover_notes`))[0]!.n;
    await refused(await call('POST', B, { batchId: batch!.id, fromProcessId: proc['折弯'], toProcessId: proc['折弯'] }), 400, turnoverMessages.sameProcess);
    await refused(await call('POST', B, { toProcessId: proc['折弯'] }), 400, '请选择批次');
    await refused(await call('POST', B, { batchId: batch!.id, toProcessId: proc['折弯'], labelIds: ['00000000-0000-4000-8000-000000000000'] }), 400, turnoverMessages.labelsMissing);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from turnover_notes`))[0]!.n).toBe(before);
    // an open note with no terminal nor workers asks for them
    const [open] = await rows<{ id: string }>(sql`insert into turnover_notes (tenant_id, factory_id, note_no, project_id, batch_id, to_process_id)
      values (${t.ids.enterpriseId}, ${factory}, 'ZZ-TEST-1', ${project.id}, ${batch!.id}, ${proc['焊螺柱']}) returning id`);
    await refused(await call('PUT', `${B}/one-click-completion/${open!.id}`, {}), 400, turnoverMessages.needWorkers);
    expect(await noteState(open!.id)).toBe(S.open);
  });

  it("shows nothing of a note to another space and refuses to complete it there", async () => {
    const note = (await json('GET', `${B}?projectId=${project.id}&maxResultCount=1`)).items[0];
    const other = { tenant: t.ids.personalId };
    const n = await logCount();
    for (const res of [await call('GET', `${B}/${note.id}`, undefined, other), await call('PUT', `${B}/one-click-completion/${note.id}`, {}, other)]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await logCount()).toBe(n);
  });
});
