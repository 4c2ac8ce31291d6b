import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../src/core/db/scoped.ts';
import type { RequestContext } from '../src/core/http/context.ts';
import { postStockMove, releaseStock, reserveStock, type StockMove } from '../src/modules/warehouse/ledger.ts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let t: TestApp;
let owner: string;
let ctx: RequestContext;
let warehouses: Json[];

const wh = (type: number) => warehouses.find((w) => w.type === type)!;
const inLedger = <T>(fn: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.database.db, { tenantId: ctx.tenantId, factoryId: ctx.factoryId, userId: ctx.userId }, fn);
const doc = { type: 'Test', id: crypto.randomUUID(), no: 'T0001' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
  const factory = t.ids.factoryIds[0]!;
  ctx = {
    userId: t.ids.demoUserId,
    userName: 'demo',
    sessionId: null,
    tenantId: t.ids.enterpriseId,
    factoryId: factory,
    memberId: null,
    isPlatformAdmin: false,
    isTenantAdmin: true,
    ip: '127.0.0.1',
  };
  const res = await t.call({ method: 'GET', url: '/api/basic/warehouse/all', token: owner, factory });
  warehouses = (res.json() as Json).items;
});
afterAll(() => t?.close());

describe('one stock ledger for every kind of item', () => {
  it('keeps accessories, paint and product pieces beside plates, each in its own unit', async () => {
    const accessory = { kind: 'accessory', accessoryId: crypto.randomUUID(), skuId: null, label: '挂耳 M6', unit: '个' } as const;
    const paint = { kind: 'paint', paintId: crypto.randomUUID(), label: '氟碳银灰' } as const;
    const piece = { kind: 'product', productId: crypto.randomUUID(), labelId: crypto.randomUUID(), label: 'A-01-03' } as const;
    const move = (item: StockMove['item'], qty: number, warehouseId: string): StockMove => ({
      place: { warehouseId, position: 'A-1-1', batchNo: null },
      item,
      qty,
      doc,
      reason: 'approve',
    });
    await inLedger(async (tx) => {
      expect((await postStockMove(tx, ctx, move(accessory, 500, wh(4).id))).qty).toBe(500);
      expect((await postStockMove(tx, ctx, move(accessory, -120, wh(4).id))).qty).toBe(380);
      expect((await postStockMove(tx, ctx, move(paint, 25.5, wh(3).id))).qty).toBe(25.5);
      expect((await postStockMove(tx, ctx, move(piece, 1, wh(2).id))).qty).toBe(1);
    });
    const short = inLedger((tx) => postStockMove(tx, ctx, move(paint, -30, wh(3).id)));
    await expect(short).rejects.toThrow('库存不足：氟碳银灰 在库位 A-1-1 可用 25.5 kg，需出 30 kg');
    const again = inLedger((tx) => postStockMove(tx, ctx, move(piece, -2, wh(2).id)));
    await expect(again).rejects.toThrow('可用 1 件，需出 2 件');
  });

  it('lets a warehouse that allows negative stock go below zero, but never into what is reserved', async () => {
    const item = { kind: 'accessory', accessoryId: crypto.randomUUID(), label: '角码 50', unit: '个' } as const;
    const place = { warehouseId: wh(4).id, position: 'B-2-2', batchNo: null };
    const out = (qty: number) => inLedger((tx) => postStockMove(tx, ctx, { place, item, qty: -qty, doc, reason: 'approve' }));
    await expect(out(5)).rejects.toThrow('库存不足');

    const w = wh(4);
    const put = await t.call({
      method: 'PUT',
      url: `/api/basic/warehouse/${w.id}`,
      token: owner,
      factory: ctx.factoryId!,
      payload: { ...w, allowNegative: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await out(5)).qty).toBe(-5);

    const source = crypto.randomUUID();
    const balance = await inLedger(async (tx) => {
      const b = await postStockMove(tx, ctx, { place, item, qty: 15, doc, reason: 'approve' });
      await reserveStock(tx, ctx, b.balanceId, 8, { type: 'NestResult', id: source });
      return b;
    });
    expect(balance.qty).toBe(10);
    // 10 in stock, 8 reserved: 2 may go, and no negative stock eats into the reservation.
    await expect(out(3)).rejects.toThrow('可用 2 个，需出 3 个');
    expect((await out(2)).qty).toBe(8);
    await expect(inLedger((tx) => reserveStock(tx, ctx, balance.balanceId, 1, { type: 'NestResult', id: source }))).rejects.toThrow(
      '可用库存不足',
    );
    expect(await inLedger((tx) => releaseStock(tx, ctx, source))).toBe(1);
    expect((await out(10)).qty).toBe(-2);
  });
});
