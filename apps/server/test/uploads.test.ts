import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { panelsDxf, sampleSinglePanel, type PanelSpec } from '@al/cad';
import { uploadMessages, UPLOAD_LIMITS } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { multipart } from './support/multipart.ts';
import { zipOf } from './support/zip.ts';
import { storedFiles } from '../src/core/files/schema.ts';
import { fileStore } from '../src/core/files/store.ts';
import { unzipFile } from '../src/core/files/unzip-job.ts';
import { cadLabels, cadProducts, cadProjectFiles } from '../src/modules/cad/schema.ts';

/**
 * Uploads (issue 21, classes 2 and 3): a ZIP is checked entry by entry while it is unpacked, in a
 * worker thread, and refused at the first limit with a Chinese 400, storing nothing; the bytes of
 * an upload go to the file store, not into a database row; other requests get through while a ZIP
 * of many drawings is taken in; a drawing of many parts is written in steps.
 */
let t: TestApp;
let token: string;
const factory = () => t.ids.factoryIds[0]!;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, token, factory: factory(), ...(payload ? { payload } : {}) });
async function newBatch(name: string) {
  const p = await call('POST', '/api/cad/project', { name, orderTime: '2026-11-01', deliveryDate: '2026-12-20' });
  expect(p.statusCode, p.body).toBe(200);
  const detail = (await call('GET', `/api/cad/project/${p.json().id}`)).json();
  return { projectId: detail.id as string, batchId: detail.batches[0].id as string };
}
const upload = async (batchId: string, files: { name: string; content: Uint8Array | string; type?: string }[]) =>
  t.call({ method: 'POST', url: `/api/cad/project/batch/${batchId}/files`, token, factory: factory(), ...(await multipart(files.map((f) => ({ type: 'application/octet-stream', ...f })))) });
const filesOf = (batchId: string) =>
  t.server.database.db.select().from(cadProjectFiles).where(and(eq(cadProjectFiles.tenantId, t.ids.enterpriseId), eq(cadProjectFiles.batchId, batchId)));
const tempFiles = () => readdirSync(path.join(fileStore().root, 'tmp'));

async function converted(projectId: string, count: number) {
  for (let i = 0; i < 600; i++) {
    const items = (await call('GET', `/api/cad/project/${projectId}/files/paged?maxResultCount=1000`)).json().items as { convertState: number }[];
    if (items.length >= count && items.every((f) => f.convertState === 4 || f.convertState === 8)) return items;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('conversion did not finish');
}

describe('a ZIP is checked while it is unpacked', () => {
  it('refuses a zip bomb by its ratio, at the first 10 MB of zeros, with a Chinese 400, and stores nothing', async () => {
    const { batchId } = await newBatch('压缩炸弹测试');
    // two entries of 40 MB of zeros each, each under the size limit of one file
    const bomb = zipOf([{ name: 'a.dxf', zeros: 40 * 1024 * 1024 }, { name: 'b.dxf', zeros: 40 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(batchId, [{ name: 'bomb.zip', content: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(uploadMessages.zipBomb('bomb.zip'));
    expect(await filesOf(batchId)).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses an entry over 50 MB, a ZIP of more than 5,000 entries, and a workbook that is a bomb', async () => {
    const { batchId } = await newBatch('解压限制测试');
    const big = await upload(batchId, [{ name: 'big.zip', content: zipOf([{ name: '大图.dxf', zeros: UPLOAD_LIMITS.fileBytes + 1 }]) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe(uploadMessages.zipEntryTooLarge('big.zip', '大图.dxf'));

    const many = zipOf(Array.from({ length: UPLOAD_LIMITS.zipEntries + 1 }, (_, i) => ({ name: `p${i}.dxf`, data: Buffer.from('0\nEOF\n') })));
    const crowded = await upload(batchId, [{ name: 'many.zip', content: many }]);
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().error.message).toBe(uploadMessages.zipTooManyEntries('many.zip'));
    expect(await filesOf(batchId)).toEqual([]);

    // an .xlsx is a ZIP too: the import checks it before the Excel reader inflates it
    const workbook = zipOf([{ name: 'xl/worksheets/sheet1.xml', zeros: 30 * 1024 * 1024 }]);
    const imp = await t.call({ method: 'POST', url: '/api/basic/warehouse/import', token, factory: factory(), ...(await multipart([{ name: '仓库.xlsx', type: 'application/octet-stream', content: workbook }])) });
    expect(imp.statusCode).toBe(400);
    expect(imp.json().error.message).toBe(uploadMessages.zipBomb('仓库.xlsx'));
    expect(tempFiles()).toEqual([]);
  });

  it('checks the total and each entry while streaming, whatever the headers say (the unzip itself, with small limits)', () => {
    const dir = fileStore().tempPath().replace(/[^/]+$/, '');
    const write = (name: string, zip: Buffer) => {
      const p = path.join(dir, name);
      writeFileSync(p, zip);
      return p;
    };
    const limits = { entries: 10, entryBytes: 200_000, totalBytes: 400_000, ratio: 200, ratioFloorBytes: 10_000_000 };
    const noise = (n: number) => randomBytes(n);
    const total = unzipFile({ zipPath: write('total.zip', zipOf([1, 2, 3].map((i) => ({ name: `${i}.dxf`, data: noise(150_000) })))), zipName: 'total.zip', mode: 'extract', accept: ['dxf'], tempDir: dir, limits });
    expect(total).toEqual({ ok: false, message: uploadMessages.zipTooLarge('total.zip', 400_000) });
    const entry = unzipFile({ zipPath: write('entry.zip', zipOf([{ name: 'x.dxf', data: noise(250_000) }])), zipName: 'entry.zip', mode: 'scan', accept: [], tempDir: dir, limits });
    expect(entry).toEqual({ ok: false, message: uploadMessages.zipEntryTooLarge('entry.zip', 'x.dxf') });
    const fine = unzipFile({ zipPath: write('fine.zip', zipOf([{ name: 'd/a.dxf', data: Buffer.from('abc') }, { name: 'readme.txt', data: Buffer.from('x') }])), zipName: 'fine.zip', mode: 'extract', accept: ['dxf'], tempDir: dir, limits });
    expect(fine).toMatchObject({ ok: true, skipped: ['readme.txt'], entries: [{ name: 'd/a.dxf', size: 3, sha256: createHash('sha256').update('abc').digest('hex') }] });
    for (const f of tempFiles()) rmSync(path.join(dir, f));
  });
});

describe('uploads do not hold the server', () => {
  it('keeps an upload\'s bytes in the file store, not in its database row, and sends them back unchanged', async () => {
    const { batchId } = await newBatch('文件存储测试');
    const dxf = sampleSinglePanel().dxf;
    const res = await upload(batchId, [{ name: 'panel.dxf', content: dxf }]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = await filesOf(batchId);
    const [row] = await t.server.database.db
      .select({ key: storedFiles.storageKey, inRow: sql<boolean>`${storedFiles.data} is not null`, sha: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.id, file!.storedFileId));
    expect(row).toMatchObject({ inRow: false, sha: createHash('sha256').update(dxf).digest('hex') });
    expect(readFileSync(fileStore().pathOf(row!.key!), 'utf8')).toBe(dxf);
    const back = await call('GET', `/api/basic/file/${file!.storedFileId}`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe(dxf);
  });

  it('writes a drawing of many parts in steps: every part, every label, the file done', async () => {
    const { projectId, batchId } = await newBatch('多零件图纸测试');
    const specs: PanelSpec[] = Array.from({ length: 450 }, (_, i) => ({ code: `S-${i + 1}`, width: 600 + (i % 7) * 50, height: 400 + (i % 5) * 40, flange: 25, thickness: 2, quantity: 1 + (i % 3), material: '3003', colorCode: 'RAL9010' }));
    const res = await upload(batchId, [{ name: 'many-parts.dxf', content: panelsDxf(specs).dxf }]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = await converted(projectId, 1);
    expect(file).toMatchObject({ convertState: 4, splitCount: 450 });
    const products = await t.server.database.db.select().from(cadProducts).where(and(eq(cadProducts.tenantId, t.ids.enterpriseId), eq(cadProducts.batchId, batchId), eq(cadProducts.isDeleted, false)));
    expect(products).toHaveLength(450);
    const labels = await t.server.database.db.select().from(cadLabels).where(and(eq(cadLabels.tenantId, t.ids.enterpriseId), eq(cadLabels.batchId, batchId)));
    expect(labels).toHaveLength(products.reduce((s, p) => s + p.quantity, 0));
    expect(new Set(labels.map((l) => l.labelNo)).size).toBe(labels.length);
  });
  it('answers another request while a ZIP of 1,500 drawings is being taken in', async () => {
    const { batchId } = await newBatch('千张图纸测试');
    const dxf = Buffer.from(sampleSinglePanel().dxf);
    const zip = zipOf(Array.from({ length: 1500 }, (_, i) => ({ name: `图纸/P${i}.dxf`, data: dxf })));
    const order: string[] = [];
    const big = upload(batchId, [{ name: '图纸.zip', content: zip }]).then((r) => {
      order.push('upload');
      return r;
    });
    await new Promise((r) => setTimeout(r, 50));
    const list = await call('GET', '/api/cad/project?maxResultCount=20');
    order.push('list');
    expect(list.statusCode).toBe(200);
    const res = await big;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalCount).toBe(1500);
    // Before: the ZIP was inflated on the event loop and its 4,500 rows written in one long transaction ahead of the list.
    expect(order).toEqual(['list', 'upload']);
  });

});
