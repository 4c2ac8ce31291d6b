import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOARD_PATH as B, BOARD_PUBLIC_PATH as PUB, boardMessages, EQUIPMENT_PATH, PROCESS_PATH as PR, type BoardData } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Json = {}) =>
  t.call({ method, url, token, factory, ...extra, ...(payload === undefined ? {} : { payload: payload as object }) });
const todayTotal = (d: BoardData) => d.widgets.find((w) => w.type === 'todayOutput')!;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
});
afterAll(() => t?.close());

describe('boards (看板)', () => {
  it('demo: one board with the four widgets, its data signed in and through the public link without login', async () => {
    const list = (await call('GET', B)).json() as Json;
    expect(list.totalCount).toBe(1);
    const demo = list.items[0];
    expect(demo.name).toBe('一车间生产大屏');
    expect(demo.widgets.map((w: Json) => w.type)).toEqual(['todayOutput', 'projectProgress', 'behindPlans', 'qcRate']);
    const data = (await call('GET', `${B}/${demo.id}/data`)).json() as BoardData;
    expect(data.widgets.length).toBe(4);
    // the QC demo's inspections of yesterday: 5 of 8 passed (concession counts as passed)
    expect(data.widgets.find((w) => w.type === 'qcRate')).toMatchObject({ rate: 62.5, total: 8, passed: 5, message: '' });
    const progress = data.widgets.find((w) => w.type === 'projectProgress');
    expect(progress?.type === 'projectProgress' && progress.projects.length).toBeGreaterThan(0);

    const pub = await t.app.inject({ method: 'GET', url: `${PUB}/${demo.publicToken}/data` });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((pub.json() as BoardData).widgets.map((w) => w.type)).toEqual(data.widgets.map((w) => w.type));

    const unknown = await t.app.inject({ method: 'GET', url: `${PUB}/${'x'.repeat(32)}/data` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(boardMessages.linkNotFound);
  });

  it('creates, edits, resets the link of and deletes a board; bad input is refused in Chinese and changes nothing', async () => {
    const bad = await call('POST', B, { name: '', widgets: [], refreshSeconds: 1 });
    expect(bad.statusCode).toBe(400);
    const msgs = (bad.json().error.validationErrors as Json[]).map((e) => e.message);
    expect(msgs).toEqual(expect.arrayContaining(['看板名称不能为空', boardMessages.noWidgets, '刷新间隔不能少于5秒']));
    const badType = await call('POST', B, { name: '甲', widgets: [{ type: 'weather' }] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.validationErrors[0].message).toBe('组件类型不正确');
    expect((await call('GET', B)).json().totalCount).toBe(1);

    const created = await call('POST', B, { name: '折弯区', widgets: [{ type: 'todayOutput', title: '折弯今日产量' }], refreshSeconds: 30 });
    expect(created.statusCode, created.body).toBe(200);
    const board = created.json() as Json;
    expect(board.publicToken.length).toBeGreaterThanOrEqual(32);
    expect((await call('POST', B, { name: '折弯区', widgets: [{ type: 'qcRate' }] })).json().error.message).toBe(boardMessages.duplicateName);

    const edited = await call('PUT', `${B}/${board.id}`, { name: '折弯区大屏', widgets: [{ type: 'qcRate' }, { type: 'behindPlans' }], refreshSeconds: 20, enabled: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('GET', `${B}/${board.id}`)).json()).toMatchObject({ name: '折弯区大屏', refreshSeconds: 20, widgets: [{ type: 'qcRate' }, { type: 'behindPlans' }] });

    const reset = (await call('POST', `${B}/${board.id}/token`)).json() as Json;
    expect(reset.publicToken).not.toBe(board.publicToken);
    expect((await t.app.inject({ method: 'GET', url: `${PUB}/${board.publicToken}/data` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${PUB}/${reset.publicToken}/data` })).statusCode).toBe(200);

    expect((await call('DELETE', `${B}/${board.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${B}/${board.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${PUB}/${reset.publicToken}/data` })).statusCode).toBe(404);
  });

  it('the tenant wall: another space sees no board of this one, and the list needs a login', async () => {
    const [demo] = await rows<{ id: string }>(sql`select id from boards where name = '一车间生产大屏'`);
    const other = await call('GET', `${B}/${demo!.id}`, undefined, { tenant: t.ids.personalId, factory: undefined });
    expect(other.statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: B })).statusCode).toBe(401);
    const walled = await t.server.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE app_user`);
      await tx.execute(sql`SET LOCAL app.tenant_id = '00000000-0000-0000-0000-000000000001'`);
      return ((await tx.execute(sql`select count(*)::int as n from boards`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(walled).toBe(0);
  });

  it("the public stream pushes the board's data when a label is scanned", async () => {
    const demo = ((await call('GET', B)).json() as Json).items[0];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${PUB}/${demo.publicToken}/events`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // every `data` event as it arrives, read in the background
    const events: BoardData[] = [];
    let ended = false;
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return void (ended = true);
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const line = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: data') && line) events.push(JSON.parse(line.slice(6)) as BoardData);
        }
      }
    })();
    const nextData = async (n: number) => {
      await expect.poll(() => events.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(n);
      return events[n - 1]!;
    };
    const first = todayTotal(await nextData(1));
    expect(first.type).toBe('todayOutput');

    const procs = Object.fromEntries(((await call('GET', `${PR}/options`)).json() as { value: string; label: string }[]).map((o) => [o.label, o.value]));
    const machines = ((await call('GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).json() as Json).items as Json[];
    const staff = ((await call('GET', '/api/identity/employees?maxResultCount=100')).json() as Json).items as Json[];
    // the scan demo cut the first 24 labels of 第2批 and bent the first 16: the 17th is cut, not bent
    const [label, ...more] = await rows<{ label_no: string }>(
      sql`select l.label_no from cad_labels l join cad_batches b on b.id = l.batch_id join cad_projects p on p.id = b.project_id
          where p.name = '佛山金融中心幕墙' and b.batch_no = '第2批' order by l.label_no offset 16 limit 4`,
    );
    const scan = (labelNo: string) =>
      call('POST', '/api/prod/product/log', {
        qrText: labelNo,
        processId: procs['折弯'],
        equipmentId: machines.find((m) => m.code === 'XF2401010-001')!.id,
        employeeIds: [staff.find((e) => e.jobNo === 'E002')!.id],
      });
    const one = await scan(label!.label_no);
    expect(one.statusCode, one.body).toBe(200);
    const pushed = todayTotal(await nextData(2));
    if (first.type !== 'todayOutput' || pushed.type !== 'todayOutput') throw new Error('not a today output widget');
    expect(pushed.total).toBeGreaterThan(first.total);
    const bent = (d: typeof first) => (d.type === 'todayOutput' ? (d.items.find((i) => i.processName === '折弯')?.pieces ?? 0) : 0);
    expect(bent(pushed)).toBeGreaterThan(bent(first));

    // three scans at once: one recomputation a window later, sent once, with all three
    expect((await Promise.all(more.map((l) => scan(l.label_no)))).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const burst = todayTotal(await nextData(3));
    await new Promise((r) => setTimeout(r, 2500));
    expect(events.length).toBe(3);
    expect(burst.type === 'todayOutput' && pushed.type === 'todayOutput' && burst.total - pushed.total).toBe(3);

    // resetting the link ends the open stream: the old secret no longer reaches the board
    expect((await call('POST', `${B}/${demo.id}/token`)).statusCode).toBe(200);
    await expect.poll(() => ended, { timeout: 5000, interval: 50 }).toBe(true);
    abort.abort();
  }, 30_000);
});
