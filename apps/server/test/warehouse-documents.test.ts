import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DocStatus,
  PLATE_STOCK_IN_PATH as IN,
  PLATE_STOCK_OUT_PATH as OUT,
  PLATE_STOCK_PATH as STOCK,
  PLATE_QC_PATH as QC,
  StockInStatus,
  localToday,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/seed.ts';
import QRCode from 'qrcode';
import { multipart } from './support/multipart.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const json = (res: { json(): unknown }) => res.json() as Json;

let t: TestApp;
let owner: string;
let factory: string;
let warehouseId: string;
let textureId: string;
const today = localToday();

const call = (method: string, url: string, payload?: unknown, token = owner) =>
  t.call({ method: method as 'GET', url, payload: payload as never, token, factory });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
  factory = t.ids.factoryIds[0]!;
  const whs = json(await call('GET', '/api/basic/warehouse/all'));
  warehouseId = whs.items.find((w: Json) => w.type === 1).id;
  const textures = json(await call('GET', '/api/basic/material-texture/all'));
  textureId = textures.items.find((x: Json) => x.code === 'AL5052').id;
});
afterAll(() => t?.close());

/** A plate line of 5052 in an unusual size, so that its balance is the test's own. */
const plate = (sheets: number, position = 'D-5-3', extra: Json = {}) => ({
  materialTextureId: textureId,
  thickness: 4,
  width: 1000,
  length: 2000,
  sheets,
  position,
  unitPrice: 100,
  batchNo: 'T-1',
  ...extra,
});

async function stockIn(lines: Json[]) {
  const created = await call('POST', IN, { warehouseId, docDate: today, lines });
  expect(created.statusCode, created.body).toBe(200);
  return json(created);
}
async function act(path: string, id: string, action: string, body: Json = {}, token = owner) {
  return call('POST', `${path}/${id}/${action}`, body, token);
}
/** Submits a stock-in for incoming QC, passes every sheet and posts it (入库). */
async function receive(doc: Json, comment?: string) {
  expect((await act(IN, doc.id, 'submit')).statusCode).toBe(200);
  const qc = await call('POST', QC, {
    docDate: today,
    inspectorId: t.ids.demoUserId,
    lines: doc.lines.map((l: Json) => ({ ...plate(l.sheets), sourceLineId: l.id, qualified: l.sheets, unqualified: 0, result: 1 })),
  });
  expect(qc.statusCode, qc.body).toBe(200);
  expect((await act(QC, json(qc).id, 'audit')).statusCode).toBe(200);
  return act(IN, doc.id, 'post', comment ? { comment } : {});
}
async function stockAt(position: string) {
  const rows = json(
    await call('GET', `${STOCK}?filter=${position}&materialTextureId=${textureId}&onlyInStock=false`),
  ).items as Json[];
  return rows
    .filter((r) => Number(r.thickness) === 4 && r.position === position)
    .reduce((s, r) => s + Number(r.qty), 0);
}

describe('plate documents on the stock ledger', () => {
  it('demo data: approved stock-ins at several positions and a draft stock-out pulling from one', async () => {
    const stock = json(await call('GET', STOCK));
    expect(stock.totalCount).toBeGreaterThanOrEqual(5);
    expect(new Set(stock.items.map((r: Json) => r.position)).size).toBeGreaterThanOrEqual(4);
    const outs = json(await call('GET', `${OUT}?status=${DocStatus.draft}`));
    expect(outs.items.length).toBe(1);
    expect(outs.items[0].docNo).toMatch(/^BC\d{10}$/);
    const detail = json(await call('GET', `${OUT}/${outs.items[0].id}`));
    expect(detail.lines[0].sourceType).toBe('plateStockIn');
  });

  it('stock-in approved → stock at its position → stock-out approved → stock drops → log shows both → void reverses', async () => {
    const doc = await stockIn([plate(8)]);
    expect(doc.docNo).toMatch(/^BR\d{10}$/);
    expect(doc.status).toBe(DocStatus.draft);
    expect(Number(doc.lines[0].amount)).toBe(800);
    expect(await stockAt('D-5-3')).toBe(0);
    const approved = await receive(doc, '数量核对无误');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).auditOpinion).toBe('数量核对无误');
    expect(await stockAt('D-5-3')).toBe(8);

    // The picker offers the stock-in's line with all 8 sheets left.
    const offered = json(await call('GET', `${OUT}/source/plateStockIn?filter=${doc.docNo}`)).items as Json[];
    expect(offered.map((x) => x.remaining)).toEqual([8]);
    const out = json(
      await call('POST', OUT, {
        warehouseId,
        docDate: today,
        purpose: 1,
        lines: [
          {
            sourceLineId: offered[0]!.id,
            sheets: 5,
            materialTextureId: textureId,
            thickness: 1,
            width: 1,
            length: 1,
            position: 'A-1-1',
          },
        ],
      }),
    );
    // Spec fields are copied from the source line, whatever was sent.
    expect(out.lines[0]).toMatchObject({ position: 'D-5-3', sourceId: doc.id, sourceType: 'plateStockIn' });
    expect(Number(out.lines[0].thickness)).toBe(4);
    expect((await act(OUT, out.id, 'forceApprove')).statusCode).toBe(200);
    expect(await stockAt('D-5-3')).toBe(3);

    const log = json(await call('GET', `${STOCK}-log?filter=D-5-3`)).items as Json[];
    expect(log.map((m) => [m.docNo, m.direction, Number(m.qty), Number(m.balanceAfter)])).toEqual([
      [out.docNo, 2, 5, 3],
      [doc.docNo, 1, 8, 8],
    ]);

    // The stock-in is referenced by a live stock-out: neither void nor de-approve.
    const blocked = await act(IN, doc.id, 'void');
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked).error.message).toContain(`已被板材出库单${out.docNo}引用`);

    expect((await act(OUT, out.id, 'void')).statusCode).toBe(200);
    expect(await stockAt('D-5-3')).toBe(8);
    // Voided, the stock-out no longer holds the stock-in.
    expect((await act(IN, doc.id, 'void')).statusCode).toBe(200);
    expect(await stockAt('D-5-3')).toBe(0);

    const logs = json(await call('GET', `${IN}/${doc.id}/logs`)).items as Json[];
    expect(logs.map((l) => l.action)).toEqual(['void', 'post', 'submit', 'create']);
    const all = json(await call('GET', `${IN}/logs?filter=${doc.docNo}`));
    expect(all.totalCount).toBe(4);
  });

  it('refuses to pull more than is left on the source line, also across documents', async () => {
    const doc = await stockIn([plate(6, 'D-6-1')]);
    await receive(doc);
    const lineId = doc.lines[0].id;
    const first = await call('POST', OUT, {
      warehouseId,
      docDate: today,
      lines: [{ ...plate(4, 'D-6-1'), sourceLineId: lineId }],
    });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', OUT, {
      warehouseId,
      docDate: today,
      lines: [{ ...plate(3, 'D-6-1'), sourceLineId: lineId }],
    });
    expect(second.statusCode).toBe(400);
    expect(json(second).error.message).toBe(`第1行：超过来源板材入库单${doc.docNo}的剩余数量，剩余 2`);
    // Editing the first document itself may use what it already holds.
    const firstDoc = json(first);
    const edit = await call('PUT', `${OUT}/${firstDoc.id}`, {
      warehouseId,
      docDate: today,
      concurrencyStamp: firstDoc.concurrencyStamp,
      lines: [{ ...plate(6, 'D-6-1'), id: firstDoc.lines[0].id, sourceLineId: lineId }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const offered = json(await call('GET', `${OUT}/source/plateStockIn?filter=${doc.docNo}`)).items;
    expect(offered).toEqual([]);
  });

  it('refuses a stock-out that would go negative, and of two concurrent stock-outs of the last sheet posts exactly one', async () => {
    const doc = await stockIn([plate(1, 'E-1-1')]);
    await receive(doc);
    const make = async () =>
      json(await call('POST', OUT, { warehouseId, docDate: today, lines: [plate(1, 'E-1-1')] }));
    const [a, b] = [await make(), await make()];
    const results = await Promise.all([act(OUT, a.id, 'forceApprove'), act(OUT, b.id, 'forceApprove')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const loser = results.find((r) => r.statusCode === 403)!;
    expect(json(loser).error.message).toContain('库存不足');
    expect(json(loser).error.message).toContain('可用 0 张');
    expect(await stockAt('E-1-1')).toBe(0);
    const states = await Promise.all(
      [a.id, b.id].map(async (id) => json(await call('GET', `${OUT}/${id}`)).status),
    );
    expect(states.sort()).toEqual([DocStatus.draft, DocStatus.approved].sort());
    const moves = json(await call('GET', `${STOCK}-log?filter=E-1-1`)).items;
    expect(moves.length).toBe(2);
  });

  it('refuses actions from the wrong state, stale stamps, bad positions and edits of approved documents', async () => {
    const doc = await stockIn([plate(2, 'D-7-1')]);
    const early = await act(IN, doc.id, 'post');
    expect(early.statusCode).toBe(403);
    expect(json(early).error.message).toBe('板材入库单草稿，不能入库');
    expect((await act(IN, doc.id, 'submit')).statusCode).toBe(200);
    expect((await act(IN, doc.id, 'withdraw')).statusCode).toBe(200);

    const stale = await call('PUT', `${IN}/${doc.id}`, {
      warehouseId,
      docDate: today,
      concurrencyStamp: doc.concurrencyStamp,
      lines: [plate(3, 'D-7-1')],
    });
    expect(stale.statusCode).toBe(409);

    const badPos = await call('POST', IN, { warehouseId, docDate: today, lines: [plate(1, 'Z-99-1')] });
    expect(badPos.statusCode).toBe(400);
    expect(json(badPos).error.message).toMatch(/^第1行：库位「Z-99-1」不符合仓库「板材仓」的库位规则/);

    const noLines = await call('POST', IN, { warehouseId, docDate: today, lines: [] });
    expect(json(noLines).error.message).toBe('请至少添加一行明细');

    const fresh = json(await call('GET', `${IN}/${doc.id}`));
    await receive(doc);
    const locked = await call('PUT', `${IN}/${doc.id}`, {
      warehouseId,
      docDate: today,
      concurrencyStamp: fresh.concurrencyStamp,
      lines: [plate(3, 'D-7-1')],
    });
    expect(locked.statusCode).toBe(409);
    const latest = json(await call('GET', `${IN}/${doc.id}`));
    const approvedEdit = await call('PUT', `${IN}/${doc.id}`, {
      warehouseId,
      docDate: today,
      concurrencyStamp: latest.concurrencyStamp,
      lines: [plate(3, 'D-7-1')],
    });
    expect(json(approvedEdit).error.message).toBe('板材入库单已入库，不能修改');
    expect((await call('DELETE', `${IN}/${doc.id}`)).statusCode).toBe(403);
    expect(await stockAt('D-7-1')).toBe(2);
  });

  it('refuses an action without its permission key, and counts documents per state', async () => {
    const role = json(
      await call('POST', '/api/identity/roles', {
        name: '仓管员-无审核',
        permissions: [{ permissionId: 'AlMaterialWareHouse.StockIns', actionList: ['query', 'add', 'edit'] }],
      }),
    );
    const user = json(
      await call('POST', '/api/identity/users', {
        userName: 'keeper1',
        name: '仓管一',
        password: DEMO_PASSWORD,
        roleIds: [role.id],
      }),
    );
    await call('PUT', `/api/multi-factory/factorys/${factory}/users`, { userIds: [user.userId ?? user.id] });
    const keeper = await t.login('keeper1');
    const doc = json(
      await call('POST', IN, { warehouseId, docDate: today, lines: [plate(1, 'D-8-1')] }, keeper),
    );
    expect(doc.docNo).toBeTruthy();
    expect((await act(IN, doc.id, 'submit', {}, keeper)).statusCode).toBe(200);
    const refused = await act(IN, doc.id, 'post', {}, keeper);
    expect(refused.statusCode).toBe(403);
    expect(await stockAt('D-8-1')).toBe(0);

    const counts = json(await call('GET', `${IN}/status-count`)).items as Json[];
    expect(counts.find((c) => c.status === StockInStatus.pendingQc)!.count).toBeGreaterThanOrEqual(1);
    const mask = json(await call('GET', `${IN}?status=${StockInStatus.pendingQc + StockInStatus.posted}`))
      .items as Json[];
    expect(mask.every((d) => [StockInStatus.pendingQc, StockInStatus.posted].includes(d.status))).toBe(true);
  });

  it('exports the list and the lines as Excel and prints the document as a PDF', async () => {
    const list = json(await call('GET', IN)).items as Json[];
    const xlsx = await call('GET', `${IN}/export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const lines = await call('GET', `${IN}/${list[0]!.id}/export`);
    expect(lines.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await call('GET', `${IN}/${list[0]!.id}/print`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // With a logo set for the space, the print carries it beside the number's QR code.
    const images = (buf: Buffer) => (buf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    const logo = await QRCode.toBuffer('示范铝业', { width: 64 });
    const up = await t.call({ method: 'POST', url: '/api/basic/file', token: owner, ...(await multipart([{ name: 'logo.png', type: 'image/png', content: logo }])) });
    const put = await call('PUT', '/api/tenant/account/config', { logoUrl: json(up).items[0].url });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const withLogo = await call('GET', `${IN}/${list[0]!.id}/print`);
    expect(images(withLogo.rawPayload)).toBeGreaterThan(images(pdf.rawPayload));
  });

  it('keeps attachments that are files of this space, with signed links, and refuses others', async () => {
    const body = await multipart([{ name: '送货单.pdf', type: 'application/pdf', content: '%PDF-1.4 送货单' }]);
    const up = await t.call({ method: 'POST', url: '/api/basic/file', token: owner, ...body });
    expect(up.statusCode, up.body).toBe(200);
    const file = json(up).items[0];
    const created = await call('POST', IN, {
      warehouseId,
      docDate: today,
      lines: [plate(1, 'A-9-5')],
      attachments: [{ fileId: file.id, name: '送货单.pdf' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const doc = json(created);
    expect(doc.attachments).toEqual([{ fileId: file.id, name: '送货单.pdf', size: file.size }]);
    const read = json(await call('GET', `${IN}/${doc.id}`));
    expect(read.attachments[0].url).toMatch(new RegExp(`^/api/basic/file/${t.ids.enterpriseId}/${file.id}\\?sig=`));
    const open = await t.app.inject({ method: 'GET', url: read.attachments[0].url });
    expect(open.statusCode).toBe(200);

    // Left out on an update, they stay; a file of no one here is refused and nothing changes.
    const kept = json(await call('PUT', `${IN}/${doc.id}`, { warehouseId, docDate: today, lines: read.lines, concurrencyStamp: read.concurrencyStamp }));
    expect(kept.attachments).toHaveLength(1);
    const stranger = await call('PUT', `${IN}/${doc.id}`, {
      warehouseId,
      docDate: today,
      lines: kept.lines,
      attachments: [{ fileId: crypto.randomUUID(), name: 'x.pdf' }],
      concurrencyStamp: kept.concurrencyStamp,
    });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).error.message).toContain('附件不存在或不属于本空间');
    expect(json(await call('GET', `${IN}/${doc.id}`)).concurrencyStamp).toBe(kept.concurrencyStamp);
  });
});
