import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { sql } from 'drizzle-orm';
import { sampleSinglePanel } from '@al/cad';
import { inScope } from '../src/core/db/scoped.ts';
import type { RequestContext } from '../src/core/http/context.ts';
import { storeDrawings, writeProducts } from '../src/modules/cad/intake.ts';
import { recoverConversions } from '../src/modules/cad/recovery.ts';
import { pdfImages } from './support/pdf-images.ts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
let factory: string;
let tenantId: string;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = (await rows<{ id: string }>(sql`select id from factories where name = '佛山一厂'`))[0]!.id;
  tenantId = t.ids.enterpriseId;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
/** A signed link is opened without token or tenant header, as a browser's plain link is. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

async function uploadSample(projectName: string) {
  const p = (await call('POST', '/api/cad/project', { name: projectName, orderTime: '2026-11-01', deliveryDate: '2026-12-20' })).json();
  const batchId = (await call('GET', `/api/cad/project/${p.id}`)).json().batches[0].id as string;
  const sample = sampleSinglePanel();
  const form = new FormData();
  form.append('file', new Blob([sample.dxf]), sample.fileName);
  const res = new Response(form);
  const up = await t.call({
    method: 'POST',
    url: `/api/cad/project/batch/${batchId}/files`,
    token,
    factory,
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  });
  expect(up.statusCode).toBe(200);
  for (let i = 0; i < 200; i++) {
    const files = (await call('GET', `/api/cad/project/${p.id}/files/paged`)).json().items;
    if (files.every((f: { convertState: number }) => f.convertState >= 4)) return { projectId: p.id as string, batchId, files };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('conversion did not finish');
}

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

describe('label QR codes', () => {
  it('prints QR codes that a real decoder reads back as the label number and tenant', async () => {
    const { projectId } = await uploadSample(`二维码验证${unique()}`);
    const product = (await call('GET', `/api/cad/product/list?projectId=${projectId}`)).json().items[0];
    const labels = (await call('GET', `/api/cad/label?productId=${product.id}`)).json().items as { labelNo: string }[];
    expect(labels.length).toBe(product.quantity);
    for (const size of ['60x40', '100x70']) {
      const pdf = await call('GET', `/api/cad/label/pdf?productIds=${product.id}&size=${size}`);
      expect(pdf.statusCode).toBe(200);
      // the QR images embedded in the PDF, one per label page, decoded by jsQR
      const decoded = pdfImages(pdf.rawPayload)
        .map((img) => jsQR(img.rgba, img.width, img.height)?.data)
        .filter((d): d is string => !!d);
      // Image objects stand in the file in the order pdfkit finished compressing them, not page
      // order: compare as sorted lists (every label's code is there once).
      expect([...decoded].sort()).toEqual(labels.map((l) => `${l.labelNo}|${tenantId.slice(0, 8)}`).sort());
      for (const d of decoded) expect(d.startsWith(`${product.code}`)).toBe(true);
    }
  });
});

describe('drawing password and signed links', () => {
  it('issues drawing links of a protected project only after the password, and refuses old links', async () => {
    const { projectId, files } = await uploadSample(`密码图纸${unique()}`);
    const file = files[0];
    const product = (await call('GET', `/api/cad/product/list?projectId=${projectId}`)).json().items[0];
    // unprotected: the list carries a plain signed link that opens the drawing
    expect(file.url).toMatch(/^\/api\/basic\/file\//);
    const plain = file.url as string;
    expect((await open(plain)).statusCode).toBe(200);
    const splitRes = await call('POST', '/api/cad/split', { fileId: file.id });
    expect(splitRes.statusCode).toBe(200);
    const zipPlain = splitRes.json().zipUrl as string;
    expect((await open(zipPlain)).statusCode).toBe(200);

    expect((await call('PUT', `/api/cad/project/${projectId}/password`, { password: 'tu8888' })).statusCode).toBe(200);

    // the old plain links, the bearer route by stored id, and new lists no longer give the drawing
    for (const url of [plain, zipPlain]) {
      const res = await open(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('DrawingPassword');
    }
    const storedId = /\/api\/basic\/file\/[^/]+\/([^?]+)/.exec(plain)![1]!;
    expect((await call('GET', `/api/basic/file/${storedId}`)).statusCode).toBe(403);
    const listed = (await call('GET', `/api/cad/project/${projectId}/files/paged`)).json().items[0];
    expect(listed.url).toBeNull();
    const detail = (await call('GET', `/api/cad/product/${product.id}`)).json();
    expect(detail).toMatchObject({ originalUrl: null, hasPassword: true });
    const log = (await call('GET', `/api/cad/split?projectId=${projectId}`)).json().items[0];
    expect(log).toMatchObject({ zipUrl: null, hasPassword: true });

    // no password / wrong password: no link
    const none = await call('POST', `/api/cad/project/file/${file.id}/link`, {});
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('DrawingPassword');
    expect((await call('POST', `/api/cad/project/file/${file.id}/link`, { password: 'wrong' })).json().error.message).toBe('图纸密码不正确');
    expect((await call('GET', `/api/cad/product/original/${product.id}`)).statusCode).toBe(403);
    expect((await call('POST', `/api/cad/split/log/${log.id}/link`, {})).statusCode).toBe(403);

    // with the password: links that open the file
    const link = (await call('POST', `/api/cad/project/file/${file.id}/link`, { password: 'tu8888' })).json().url as string;
    expect(link).toContain('&grant=');
    const got = await open(link);
    expect(got.statusCode).toBe(200);
    expect(got.body).toContain('SECTION');
    const orig = (await call('GET', `/api/cad/product/original/${product.id}?password=tu8888`)).json().url as string;
    expect((await open(orig)).statusCode).toBe(200);
    const zipLink = (await call('POST', `/api/cad/split/log/${log.id}/link`, { password: 'tu8888' })).json().url as string;
    const zip = await open(`${zipLink}&download=1`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // a tampered claim, or one of another password, is refused
    expect((await open(link.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 1}`))).statusCode).toBe(403);
    await call('PUT', `/api/cad/project/${projectId}/password`, { password: 'new9999' });
    expect((await open(link)).statusCode).toBe(403);
    // the password removed: plain links again
    await call('PUT', `/api/cad/project/${projectId}/password`, { password: null });
    expect((await open(plain)).statusCode).toBe(200);
    expect((await call('GET', `/api/cad/project/${projectId}/files/paged`)).json().items[0].url).toBe(plain);
  });
});

describe('conversions interrupted by a restart', () => {
  it('re-queues waiting conversions whose run was lost, and fails those whose drawing is gone', async () => {
    const { projectId, batchId } = await uploadSample(`中断恢复${unique()}`);
    const sample = sampleSinglePanel();
    const ctx = { tenantId, factoryId: factory, userId: null } as unknown as RequestContext;
    const scope = { tenantId, factoryId: factory, userId: null };
    // Two files stored as an upload stores them, whose runs then "died with the process".
    const stored = await inScope(t.server.database.db, scope, (tx) =>
      storeDrawings(tx, ctx, { id: batchId, projectId, factoryId: factory }, [
        { fileName: 'restart-a.dxf', data: Buffer.from(sample.dxf.replaceAll('A-1F-001', 'R-1F-001')) },
        { fileName: 'restart-b.dxf', data: Buffer.from(sample.dxf) },
        { fileName: 'restart-c.dxf', data: Buffer.from(sample.dxf.replaceAll('A-1F-001', 'C-1F-001')) },
      ]),
    );
    const [a, b, c] = stored;
    await t.server.database.db.execute(
      sql`update cad_project_files set convert_state = 2, progress = 40, convert_heartbeat = now() - interval '10 minutes' where id in (${a!.id}, ${b!.id})`,
    );
    await t.server.database.db.execute(sql`update stored_files set is_deleted = true where id = ${b!.storedFileId}`);
    // c keeps a fresh heartbeat: its run is taken to be alive elsewhere and is left alone

    const outcome = await recoverConversions(t.server.database.db, t.server.jobs);
    expect(outcome).toMatchObject({ requeued: 1, failed: 1 });
    await outcome.done;

    const files = (await call('GET', `/api/cad/project/${projectId}/files/paged`)).json().items as {
      fileName: string;
      convertState: number;
      errorMessage: string | null;
    }[];
    expect(files.find((f) => f.fileName === 'restart-a.dxf')).toMatchObject({ convertState: 4, errorMessage: null });
    expect(files.find((f) => f.fileName === 'restart-b.dxf')).toMatchObject({
      convertState: 8,
      errorMessage: '文件“restart-b.dxf”转换中断，且原文件已丢失，请重新上传',
    });
    const products = (await call('GET', `/api/cad/product/list?projectId=${projectId}&code=R-1F-001`)).json();
    expect(products.totalCount).toBe(1);

    expect(files.find((f) => f.fileName === 'restart-c.dxf')).toMatchObject({ convertState: 1 });
    const convs = await rows<{ state: number }>(
      sql`select c.state from file_conversions c join cad_project_files f on f.conversion_id = c.id where f.id in (${a!.id}, ${b!.id}) order by f.file_name`,
    );
    expect(convs.map((x) => x.state)).toEqual([4, 8]);

    // the lost run's late result is not written: recovery replaced its token
    const late = await inScope(t.server.database.db, scope, (tx) =>
      writeProducts(tx, scope, a!, { ok: true, parts: [], warnings: [], errors: [], units: 'mm' }),
    );
    expect(late).toBe(false);

    // once c's heartbeat goes stale too, it is taken over and converted
    const again = await recoverConversions(t.server.database.db, t.server.jobs, { staleMs: 0, now: new Date(Date.now() + 1000) });
    expect(again).toMatchObject({ requeued: 1, failed: 0 });
    await again.done;
    const cFile = (await call('GET', `/api/cad/project/${projectId}/files/paged`)).json().items.find((f: { id: string }) => f.id === c!.id);
    expect(cFile.convertState).toBe(4);
  });
});
