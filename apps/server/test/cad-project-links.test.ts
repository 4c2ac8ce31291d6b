import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
let factory: string;
let demo: { id: string; productAmount: number; unfoldArea: number };
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = (await rows<{ id: string }>(sql`select id from factories where name = '佛山一厂'`))[0]!.id;
  const list = (await call('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).json();
  demo = list.items[0];
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('project paint settings', () => {
  it('lists the colours of the project, matches colour cards by code and estimates paint', async () => {
    const res = await call('GET', `/api/cad/project/${demo.id}/paint-setting`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { colorCode: string; area: number; pieces: number; colorCardName: string | null; colorCardMatched: boolean; estimatedPaintKg: number | null; saved: boolean }[];
    const white = items.find((i) => i.colorCode === 'RAL9010')!;
    expect(white).toMatchObject({ colorCardName: '纯白', colorCardMatched: true, saved: false, estimatedPaintKg: null });
    const [sums] = await rows<{ area: string; pieces: number }>(
      sql`select sum(quantity * unfold_area) as area, sum(quantity)::int as pieces from cad_products where project_id = ${demo.id} and color_code = 'RAL9010' and not is_deleted`,
    );
    const { area, pieces } = sums!;
    expect(white.pieces).toBe(pieces);
    expect(white.area).toBeCloseTo(Number(area), 3);

    const [structure] = await rows<{ id: string }>(sql`select id from paint_structures where name = '二涂一烤' and tenant_id = ${t.ids.enterpriseId}`);
    const [silver] = await rows<{ id: string }>(sql`select id from color_cards where code = 'RAL9006' and tenant_id = ${t.ids.enterpriseId}`);

    // a bad reference: 400 naming the row, nothing saved
    const bad = await call('PUT', `/api/cad/project/${demo.id}/paint-setting`, {
      items: [
        { colorCode: 'RAL9010', paintStructureId: structure!.id },
        { colorCode: 'RAL7016', colorCardId: '00000000-0000-4000-8000-000000000001' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('第2行（RAL7016）的色卡不存在或已删除');
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from cad_project_paint_settings`))[0]!.n).toBe(0);
    const dup = await call('PUT', `/api/cad/project/${demo.id}/paint-setting`, { items: [{ colorCode: 'RAL9010' }, { colorCode: 'RAL9010' }] });
    expect(dup.json().error.message).toBe('颜色“RAL9010”重复');

    // saved: structure dosage × area × the card's dosage factor (RAL9006 uses 1.15)
    const saved = await call('PUT', `/api/cad/project/${demo.id}/paint-setting`, {
      items: [{ colorCode: 'RAL9010', colorCardId: silver!.id, paintStructureId: structure!.id, remark: '客户改色' }],
    });
    expect(saved.statusCode).toBe(200);
    const w2 = (saved.json().items as typeof items).find((i) => i.colorCode === 'RAL9010')!;
    expect(w2).toMatchObject({ colorCardName: '白铝灰', colorCardMatched: false, saved: true, paintStructureName: '二涂一烤', remark: '客户改色' });
    expect(w2.estimatedPaintKg).toBeCloseTo(Math.round(Number(area) * 0.18 * 1.15 * 100) / 100, 2);
  });
});

describe('project correlation', () => {
  it('links projects either way round, suggests projects of the same customer and refuses bad links', async () => {
    const stamp = Date.now().toString(36);
    const mk = async (name: string, demandSide: string) =>
      (await call('POST', '/api/cad/project', { name: `${name}${stamp}`, demandSide, orderTime: '2026-11-01', deliveryDate: '2026-12-20' })).json().id as string;
    const a = await mk('关联甲', `关联客户${stamp}`);
    const b = await mk('关联乙', `关联客户${stamp}`);
    const c = await mk('关联丙', `别的客户${stamp}`);

    const first = (await call('GET', `/api/cad/project/${a}/correlation`)).json();
    expect(first.items).toEqual([]);
    expect(first.suggestions.map((s: { projectId: string }) => s.projectId)).toEqual([b]);

    expect((await call('POST', `/api/cad/project/${a}/correlation`, { relatedProjectId: a })).json().error.message).toBe('不能关联项目自身');
    const bogus = await call('POST', `/api/cad/project/${a}/correlation`, { relatedProjectId: '00000000-0000-4000-8000-000000000002' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.message).toBe('关联的项目不存在或不在当前工厂');
    expect((await call('POST', `/api/cad/project/${a}/correlation`, { relatedProjectId: c, relationType: 9 })).statusCode).toBe(400);

    const linked = await call('POST', `/api/cad/project/${a}/correlation`, { relatedProjectId: c, relationType: 2, remark: '补板' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().items).toMatchObject([{ projectId: c, relationType: 2, remark: '补板', batchCount: 1 }]);
    // the other side sees it too, and a reverse link is a duplicate
    const fromC = (await call('GET', `/api/cad/project/${c}/correlation`)).json();
    expect(fromC.items.map((i: { projectId: string }) => i.projectId)).toEqual([a]);
    const again = await call('POST', `/api/cad/project/${c}/correlation`, { relatedProjectId: a });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain('已关联');

    expect((await call('DELETE', `/api/cad/project/correlation/${fromC.items[0].relationId}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/cad/project/${a}/correlation`)).json().items).toEqual([]);
    expect((await call('DELETE', `/api/cad/project/correlation/${fromC.items[0].relationId}`)).statusCode).toBe(404);
  });
});

describe('tenant walls of the new calls', () => {
  it('shows nothing of a project to another space of the same user', async () => {
    const other = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.call({ method, url, token, factory, tenant: t.ids.personalId, ...(payload ? { payload } : {}) });
    for (const res of [
      await other('GET', `/api/prod/process/project?projectId=${demo.id}`),
      await other('GET', `/api/cad/project/${demo.id}/paint-setting`),
      await other('PUT', `/api/cad/project/${demo.id}/paint-setting`, { items: [{ colorCode: 'RAL9010' }] }),
      await other('GET', `/api/cad/project/${demo.id}/correlation`),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toBeTruthy();
    }
    // nothing was written in either space by the refused calls
    const written = await rows<{ n: number }>(sql`select count(*)::int as n from cad_project_paint_settings where tenant_id = ${t.ids.personalId}`);
    expect(written[0]!.n).toBe(0);
  });
});
