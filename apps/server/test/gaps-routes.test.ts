import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookApi,
  dashboardApi,
  renewalEndpoints,
  settingsEndpoints,
  shellApi,
  tenantEndpoints,
  DEFAULT_TENANT_SETTINGS,
  type BookAlbum,
  type BookShare,
  type DashboardAnalysis,
  type DashboardWorkplace,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { pdfImages } from './support/pdf-images.ts';

let t: TestApp;
let demo: string;
let admin: string;
let factory: string;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  admin = await t.login('admin');
  factory = (await rows<{ id: string }>(sql`select id from factories where name = '佛山一厂'`))[0]!.id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url, token: demo, factory, ...(payload ? { payload } : {}) });
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url, token: admin, tenant: null, ...(payload ? { payload } : {}) });

describe('dashboards on the space data', () => {
  it('analysis: projects by status, nest results by day and material, an honest note for output', async () => {
    const res = await call('GET', dashboardApi.analysis);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as DashboardAnalysis;
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(sql`select count(*)::int as n from cad_projects where factory_id = ${factory} and not is_deleted`);
    expect(a.projects.total).toBe(n);
    expect(a.projects.byStatus.reduce((s, x) => s + x.count, 0)).toBe(n);
    expect(a.projects.byStatus.every((x) => x.label.length > 0)).toBe(true);
    expect(a.nest.byDay).toHaveLength(30);
    expect(a.nest.byDay.reduce((s, d) => s + d.sheets, 0)).toBe(a.nest.sheetCount);
    if (a.nest.plateArea > 0) expect(a.nest.utilisation).toBeCloseTo(a.nest.partsArea / a.nest.plateArea, 2);
    expect(a.output).toMatchObject({ available: false, byDay: [] });
    const bad = await call('GET', `${dashboardApi.analysis}?beginTime=2020-01-01&endTime=2024-01-01`);
    expect(bad.json().error.message).toBe('时间不可超过1年');
  });

  it('workplace: unread to-dos of the bell, counts, recent projects and the latest writes', async () => {
    await t.server.database.db.execute(
      sql`insert into messages (user_id, tenant_id, tenant_name, group_type, title, content) values (${t.ids.demoUserId}, ${t.ids.enterpriseId}, '示范铝业有限公司', 2, '审核板材入库单', '入库单待审核')`,
    );
    const w = (await call('GET', dashboardApi.workplace)).json() as DashboardWorkplace;
    expect(w.todos.map((x) => x.title)).toContain('审核板材入库单');
    expect(w.todoCount).toBeGreaterThanOrEqual(1);
    expect(w.recentProjects.length).toBeGreaterThan(0);
    expect(w.counts.activeProjects).toBeGreaterThan(0);
    expect(w.activity.length).toBeGreaterThan(0);
  });

  it('is refused without the permission', async () => {
    const member = await t.login('zhaoqiang');
    expect((await t.call({ method: 'GET', url: dashboardApi.analysis, token: member, factory })).statusCode).toBe(403);
  });
});

describe('the project album (/book)', () => {
  it('shares a project as a link that opens without sign-in, with its PDF; a forged link is refused', async () => {
    const project = (await call('GET', '/api/cad/project?maxResultCount=50')).json().items.find((p: { productAmount: number }) => p.productAmount > 0);
    const share = await call('POST', bookApi.share(project.id), { days: 3 });
    expect(share.statusCode, share.body).toBe(200);
    const { path, expiresAt } = share.json() as BookShare;
    expect(path).toMatch(/^\/book\?token=/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const token = new URLSearchParams(path.split('?')[1]).get('token')!;
    const album = await t.app.inject({ method: 'GET', url: `${bookApi.album}?token=${encodeURIComponent(token)}` });
    expect(album.statusCode, album.body).toBe(200);
    const a = album.json() as BookAlbum;
    expect(a.project.name).toBe(project.name);
    expect(a.enterpriseName).not.toBe('');
    const batch = a.batches.find((b) => b.products.length)!;
    expect(batch.products[0]!.thumbnailUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(batch.productAmount).toBe(batch.products.reduce((s, p) => s + p.quantity, 0));
    const pdf = await t.app.inject({ method: 'GET', url: `${bookApi.pdf}?token=${encodeURIComponent(token)}&batchId=${batch.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const forged = await t.app.inject({ method: 'GET', url: `${bookApi.album}?token=${encodeURIComponent(`${token.split('.')[0]}.AAAA`)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe('画册链接无效或已过期');

    // setting a drawing password ends the link; sharing then needs the password
    expect((await call('PUT', `/api/cad/project/${project.id}/password`, { password: 'pw1234' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${bookApi.album}?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
    const refused = await call('POST', bookApi.share(project.id), { days: 3 });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', bookApi.share(project.id), { days: 3, password: 'pw1234' })).statusCode).toBe(200);
    await call('PUT', `/api/cad/project/${project.id}/password`, { password: null });
  });

  it('refuses more than 30 days in Chinese', async () => {
    const project = (await call('GET', '/api/cad/project')).json().items[0];
    const res = await call('POST', bookApi.share(project.id), { days: 31 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('有效天数最多30天');
  });
});

describe('the label template of /setting/config prints the labels', () => {
  it('prints 100×70 labels by default once the space chose that size', async () => {
    const product = (await call('GET', '/api/cad/product/list?maxResultCount=1')).json().items[0];
    await call('PUT', settingsEndpoints.config.path, { ...DEFAULT_TENANT_SETTINGS, labelSize: '100x70' });
    const res = await t.call({ method: 'GET', url: `/api/cad/label/pdf?productIds=${product.id}`, token: demo, factory });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain('100x70');
    const images = await pdfImages(res.rawPayload);
    expect(images.length).toBeGreaterThan(0);
    const asked = await t.call({ method: 'GET', url: `/api/cad/label/pdf?productIds=${product.id}&size=60x40`, token: demo, factory });
    expect(asked.headers['content-disposition']).toContain('60x40');
  });
});

describe("spec 02's own paths for calls our pages make elsewhere", () => {
  it('tags a tenant by body and untags it by query', async () => {
    const put = await asAdmin('PUT', tenantEndpoints.setTagsByBody.path, { tenantId: t.ids.enterpriseId, tags: ['重点客户', '华南'] });
    expect(put.json()).toEqual(['重点客户', '华南']);
    const del = await asAdmin('DELETE', `${tenantEndpoints.setTagsByBody.path}?tenantId=${t.ids.enterpriseId}&tag=华南`);
    expect(del.json()).toEqual(['重点客户']);
  });

  it('deletes a follow-up by ?id= and answers 404 for it afterwards', async () => {
    const f = (await asAdmin('POST', tenantEndpoints.followups.path, { tenantId: t.ids.enterpriseId, followType: 1, content: '回访' })).json();
    expect((await asAdmin('DELETE', `${tenantEndpoints.followups.path}?id=${f.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `${tenantEndpoints.followups.path}?id=${f.id}`)).statusCode).toBe(404);
  });

  it('downloads the renewal list, and POST /api/tenant/account creates a space as /create does', async () => {
    const down = await asAdmin('GET', renewalEndpoints.downList.path);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-disposition']).toContain('xlsx');
    const created = await t.call({ method: 'POST', url: shellApi.createTenantBase, token: demo, tenant: null, payload: { displayName: '基础路径创建的空间', editionType: 2 } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().displayName).toBe('基础路径创建的空间');
    expect((await t.call({ method: 'PUT', url: renewalEndpoints.completeByBody.path, token: admin, tenant: null, payload: { id: '00000000-0000-4000-8000-000000000000', paidAmount: 1 } })).statusCode).toBe(404);
  });

  it('writes plate sizes by thickness and width, and deletes them by thickness, width and ids', async () => {
    const texture = (await call('POST', '/api/basic/material-texture', { name: '测试铝板3003', density: 2.73 })).json();
    expect(texture.id).toBeTruthy();
    const base = `/api/basic/material-texture/${texture.id}/plate-material-size`;
    const made = await call('POST', `${base}/thickness`, { thickness: 2, widths: [1220, 1500], lengths: [2440, 3000] });
    expect(made.json()).toEqual({ created: 4, skipped: 0 });
    expect((await call('POST', `${base}/width`, { thickness: 2, width: 1220, lengths: [2440, 4000] })).json()).toEqual({ created: 1, skipped: 1 });
    const grouped = await call('POST', `${base}/v1`, { items: [{ thickness: 3, sizes: [{ width: 1220, length: 2440 }] }] });
    expect(grouped.statusCode, grouped.body).toBe(200);
    const dup = await call('POST', `${base}/v1`, { items: [{ thickness: 3, sizes: [{ width: 1220, length: 2440 }] }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toMatch(/^厚度3：/);
    const groups = (await call('GET', `${base}/v1`)).json().items as { thickness: number; sizes: unknown[] }[];
    expect(groups.map((g) => [g.thickness, g.sizes.length])).toEqual([
      [2, 5],
      [3, 1],
    ]);
    expect((await call('DELETE', `${base}/width?thickness=2&width=1500`)).json()).toEqual({ deleted: 2 });
    expect((await call('DELETE', `${base}/thickness?thickness=3`)).json()).toEqual({ deleted: 1 });
    const none = await call('DELETE', `${base}/thickness?thickness=3`);
    expect(none.json().error.message).toBe('没有厚度为3mm的板材尺寸');
    const left = (await call('GET', base)).json().items as { id: string }[];
    expect((await call('DELETE', `${base}/batch?ids=${left.map((x) => x.id).join(',')}`)).statusCode).toBe(204);
    expect((await call('GET', base)).json().totalCount).toBe(0);
    const bad = await call('POST', `${base}/thickness`, { thickness: 0, widths: [], lengths: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('厚度不能小于0.1mm');
  });

  it('lists demanders by type on the supplier-shaped path, and answers brand-url and pack-template by ?id=', async () => {
    const res = await call('GET', '/api/basic/demander/list/by-supplier-type?supplierType=1');
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/basic/demander/list/by-supplier-type?customerType=1')).statusCode).toBe(200);
    expect((await call('GET', '/api/basic/demander/list/by-supplier-type')).statusCode).toBe(400);
    const missing = await call('GET', '/api/basic/brand/pack-template?id=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const url = await call('GET', '/api/basic/brand/brand-url?id=00000000-0000-4000-8000-000000000000');
    expect(url.statusCode).toBe(404);
    expect(url.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await call('GET', '/api/basic/brand/brand-url?id=bad')).statusCode).toBe(400);
  });
});
