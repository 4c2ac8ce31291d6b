import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  PLATE_STOCK_PATH,
  plateStockInDocument,
  plateStockOutDocument,
  plateStockQuery,
  plateStockLogQuery,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { containsPattern, pagedList, parseSorting, sortableKeys } from '../../core/http/paging.ts';
import { registerDocument, type DocumentWithLines } from '../../core/document/routes.ts';
import { checkPlace, postStockMove, type PlateItem } from './ledger.ts';
import {
  plateStockInLines,
  plateStockIns,
  plateStockOutLines,
  plateStockOuts,
  stockBalances,
  stockMoves,
} from './schema.ts';

const plateOf = (l: Record<string, unknown>): PlateItem => ({
  materialTextureId: l.materialTextureId as string,
  thickness: Number(l.thickness),
  width: Number(l.width),
  length: Number(l.length),
  isRemnant: Boolean(l.isRemnant),
});

/** Posts every line of a document to the ledger: `sign` +1 puts the sheets in, -1 takes them out. */
async function postLines(
  tx: Tx,
  ctx: RequestContext,
  doc: DocumentWithLines,
  entity: string,
  sign: 1 | -1,
  reason: string,
) {
  for (const l of doc.lines)
    await postStockMove(tx, ctx, {
      place: {
        warehouseId: doc.head.warehouseId as string,
        position: l.position as string,
        batchNo: (l.batchNo as string | null) ?? null,
      },
      item: plateOf(l),
      qty: sign * Number(l.sheets),
      unitCost: sign > 0 && l.unitPrice != null ? Number(l.unitPrice) : null,
      doc: { type: entity, id: doc.head.id as string, no: doc.head.docNo as string },
      reason,
    });
}

/** Every line's position must follow its warehouse's rule before the document is saved. */
async function checkPlaces(
  tx: Tx,
  ctx: RequestContext,
  head: Record<string, unknown>,
  lines: Record<string, unknown>[],
) {
  for (const [i, l] of lines.entries())
    await checkPlace(
      tx,
      ctx,
      { warehouseId: head.warehouseId as string, position: l.position as string, batchNo: null },
      `第${i + 1}行：`,
    );
}

/** The plate warehouse (DOMAIN.md §2.7): stock-in and stock-out documents on the one ledger, stock and its log. */
export function warehouseRoutes(app: FastifyInstance) {
  const stockIn = plateStockInDocument.entity;
  registerDocument(
    app,
    plateStockInDocument,
    { head: plateStockIns, lines: plateStockInLines },
    {
      prepare: async (tx, ctx, head, lines) => {
        for (const l of lines)
          l.amount =
            l.unitPrice != null ? Math.round(Number(l.unitPrice) * Number(l.sheets) * 100) / 100 : null;
        await checkPlaces(tx, ctx, head, lines);
      },
      effects: {
        approve: (tx, ctx, doc) => postLines(tx, ctx, doc, stockIn, 1, 'approve'),
        forceApprove: (tx, ctx, doc) => postLines(tx, ctx, doc, stockIn, 1, 'forceApprove'),
        deApprove: (tx, ctx, doc) => postLines(tx, ctx, doc, stockIn, -1, 'deApprove'),
        void: (tx, ctx, doc) => postLines(tx, ctx, doc, stockIn, -1, 'void'),
      },
    },
  );

  const stockOut = plateStockOutDocument.entity;
  registerDocument(
    app,
    plateStockOutDocument,
    { head: plateStockOuts, lines: plateStockOutLines },
    {
      prepare: checkPlaces,
      effects: {
        approve: (tx, ctx, doc) => postLines(tx, ctx, doc, stockOut, -1, 'approve'),
        forceApprove: (tx, ctx, doc) => postLines(tx, ctx, doc, stockOut, -1, 'forceApprove'),
        deApprove: (tx, ctx, doc) => postLines(tx, ctx, doc, stockOut, 1, 'deApprove'),
        void: (tx, ctx, doc) => postLines(tx, ctx, doc, stockOut, 1, 'void'),
      },
    },
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const here = (ctx: RequestContext, t: typeof stockBalances | typeof stockMoves): SQL[] => [
    eq(t.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
    eq(t.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
  ];
  const tags = ['板材库存'];
  const stockSorting = {
    position: stockBalances.position,
    thickness: stockBalances.thickness,
    qty: stockBalances.qty,
    lastMoveTime: stockBalances.lastMoveTime,
  };
  const stockLogSorting = {
    time: stockMoves.time,
    docNo: stockMoves.docNo,
    thickness: stockMoves.thickness,
    qty: stockMoves.qty,
  };

  r.get(
    PLATE_STOCK_PATH,
    {
      schema: { tags, summary: '板材库存', querystring: plateStockQuery },
      config: { permission: 'AlMaterialWareHouse.Stocks', action: 'query', sortable: sortableKeys(stockSorting) },
    },
    async (req) => {
      const q = req.query;
      const w = here(req.ctx, stockBalances);
      w.push(eq(stockBalances.itemKind, 'plate'));
      if (q.warehouseId) w.push(eq(stockBalances.warehouseId, q.warehouseId));
      if (q.materialTextureId) w.push(eq(stockBalances.materialTextureId, q.materialTextureId));
      if (q.thickness != null) w.push(eq(stockBalances.thickness, q.thickness));
      if (q.isRemnant) w.push(eq(stockBalances.isRemnant, q.isRemnant === 'true'));
      if (q.filter)
        w.push(
          or(
            ilike(stockBalances.position, containsPattern(q.filter)),
            ilike(stockBalances.batchNo, containsPattern(q.filter)),
          )!,
        );
      if (q.onlyInStock !== 'false') w.push(gt(stockBalances.qty, 0));
      return req.tx((tx) =>
        pagedList(tx, q, {
          from: stockBalances,
          where: and(...w),
          orderBy: [
            ...parseSorting(q.sorting, stockSorting, [asc(stockBalances.position), asc(stockBalances.thickness)]),
            asc(stockBalances.id),
          ],
          map: (row) => ({
            ...row,
            available: Number(row.qty) - Number(row.reserved),
            area: Math.round((Number(row.qty) * Number(row.width) * Number(row.length)) / 10_000) / 100,
          }),
        }),
      );
    },
  );

  r.get(
    `${PLATE_STOCK_PATH}-log`,
    {
      schema: { tags, summary: '板材库存日志', querystring: plateStockLogQuery },
      config: { permission: 'AlMaterialWareHouse.Stocks', action: 'query', sortable: sortableKeys(stockLogSorting) },
    },
    async (req) => {
      const q = req.query;
      const w = here(req.ctx, stockMoves);
      if (q.warehouseId) w.push(eq(stockMoves.warehouseId, q.warehouseId));
      if (q.materialTextureId) w.push(eq(stockMoves.materialTextureId, q.materialTextureId));
      if (q.direction) w.push(eq(stockMoves.direction, q.direction));
      if (q.filter)
        w.push(
          or(
            ilike(stockMoves.docNo, containsPattern(q.filter)),
            ilike(stockMoves.position, containsPattern(q.filter)),
          )!,
        );
      if (q.beginTime) w.push(gte(stockMoves.time, new Date(`${q.beginTime}T00:00:00`)));
      if (q.endTime)
        w.push(lt(stockMoves.time, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86_400_000)));
      return req.tx((tx) =>
        pagedList(tx, q, {
          from: stockMoves,
          where: and(...w),
          orderBy: [...parseSorting(q.sorting, stockLogSorting, [desc(stockMoves.time)]), desc(stockMoves.id)],
        }),
      );
    },
  );
}
