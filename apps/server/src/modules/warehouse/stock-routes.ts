import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import {
  plateStockEndpoints as ep,
  type PlateLedgerRow,
  PLATE_STOCK_LOG_SORTABLE,
  PLATE_STOCK_SORTABLE,
} from '@al/contracts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { containsAny, pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { stockBalances, stockMoves } from './schema.ts';

/** The plate stock (balances by position) and its log. */
export function stockRoutes(app: FastifyInstance) {
  const here = (ctx: RequestContext, t: typeof stockBalances | typeof stockMoves): SQL[] => [
    eq(t.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
    eq(t.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
  ];
  const stockSorting = sortingOf(stockBalances, PLATE_STOCK_SORTABLE);
  const stockLogSorting = sortingOf(stockMoves, PLATE_STOCK_LOG_SORTABLE);

  serve(app, ep.stock, async (req) => {
    const q = req.query;
    const w = here(req.ctx, stockBalances);
    w.push(eq(stockBalances.itemKind, 'plate'));
    if (q.warehouseId) w.push(eq(stockBalances.warehouseId, q.warehouseId));
    if (q.materialTextureId) w.push(eq(stockBalances.materialTextureId, q.materialTextureId));
    if (q.thickness != null) w.push(eq(stockBalances.thickness, q.thickness));
    if (q.isRemnant) w.push(eq(stockBalances.isRemnant, q.isRemnant === 'true'));
    if (q.filter)
      w.push(containsAny(q.filter, stockBalances.position, stockBalances.batchNo));
    if (q.onlyInStock !== 'false') w.push(gt(stockBalances.qty, 0));
    return req.tx((tx) =>
      pagedList<PlateLedgerRow>(tx, q, {
        from: stockBalances,
        where: and(...w),
        orderBy: [
          ...parseSorting(q.sorting, stockSorting, [
            asc(stockBalances.position),
            asc(stockBalances.thickness),
          ]),
          asc(stockBalances.id),
        ],
        map: (row) => ({
          ...(row as PlateLedgerRow),
          available: Number(row.qty) - Number(row.reserved),
          area: Math.round((Number(row.qty) * Number(row.width) * Number(row.length)) / 10_000) / 100,
        }),
      }),
    );
  });

  serve(app, ep.log, async (req) => {
    const q = req.query;
    const w = here(req.ctx, stockMoves);
    if (q.warehouseId) w.push(eq(stockMoves.warehouseId, q.warehouseId));
    if (q.materialTextureId) w.push(eq(stockMoves.materialTextureId, q.materialTextureId));
    if (q.direction) w.push(eq(stockMoves.direction, q.direction));
    if (q.filter)
      w.push(containsAny(q.filter, stockMoves.docNo, stockMoves.position));
    if (q.beginTime) w.push(gte(stockMoves.time, new Date(`${q.beginTime}T00:00:00`)));
    if (q.endTime)
      w.push(lt(stockMoves.time, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86_400_000)));
    return req.tx((tx) =>
      pagedList<PlateLedgerRow>(tx, q, {
        from: stockMoves,
        where: and(...w),
        orderBy: [...parseSorting(q.sorting, stockLogSorting, [desc(stockMoves.time)]), desc(stockMoves.id)],
      }),
    );
  });
}
