import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { plateSummaryEndpoints as ep, plateSummaryLists, type PlateSummaryLevel as Level, type PlateSummaryQuery, type PlateSummaryRow } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { serve } from '../../core/http/endpoint.ts';
import { sendSheet } from '../../core/http/xlsx.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures } from '../basic/schema.ts';
import { stockBalances as B, stockMoves } from './schema.ts';

const DAY = 86_400_000;
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** The factory's plate balances in stock under the query's filters, each with its material name and first receipt. */
async function balances(tx: Tx, ctx: RequestContext, q: PlateSummaryQuery) {
  const w = [
    eq(B.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
    eq(B.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
    eq(B.itemKind, 'plate'),
    gt(B.qty, 0),
  ];
  if (q.warehouseId) w.push(eq(B.warehouseId, q.warehouseId));
  if (q.materialTextureId) w.push(eq(B.materialTextureId, q.materialTextureId));
  if (q.thickness != null) w.push(eq(B.thickness, q.thickness));
  if (q.width != null) w.push(eq(B.width, q.width));
  if (q.length != null) w.push(eq(B.length, q.length));
  if (q.isRemnant) w.push(eq(B.isRemnant, q.isRemnant === 'true'));
  const firstIn = sql<string | null>`(select min(${stockMoves.time}) from ${stockMoves} where ${stockMoves.tenantId} = ${B.tenantId} and ${stockMoves.balanceId} = ${B.id} and ${stockMoves.direction} = 1)`;
  return tx
    .select({ b: B, materialName: col(materialTextures, 'name'), firstIn })
    .from(B)
    .leftJoin(materialTextures, and(eq(col(materialTextures, 'tenantId'), B.tenantId), eq(col(materialTextures, 'id'), B.materialTextureId)))
    .where(and(...w))
    .limit(20000);
}

const keyOf = (level: Level, b: typeof B.$inferSelect) =>
  level === 'summary'
    ? `${b.materialTextureId}|${b.thickness}`
    : level === 'group'
      ? `${b.materialTextureId}|${b.thickness}|${b.width}|${b.length}|${b.isRemnant}`
      : b.id;

/** Sheets, area (m²), weight (kg), value (moving-average cost) and age (days since the oldest receipt) per row of the level. */
export async function plateSummary(tx: Tx, ctx: RequestContext, q: PlateSummaryQuery, level: Level): Promise<PlateSummaryRow[]> {
  const now = Date.now();
  const rows = new Map<string, PlateSummaryRow>();
  for (const { b, materialName, firstIn } of await balances(tx, ctx, q)) {
    const key = keyOf(level, b);
    const r =
      rows.get(key) ??
      ({
        materialTextureId: b.materialTextureId!,
        materialName: String(materialName ?? ''),
        thickness: Number(b.thickness),
        ...(level !== 'summary' ? { width: Number(b.width), length: Number(b.length), isRemnant: b.isRemnant } : {}),
        ...(level === 'detail' ? { position: b.position, batchNo: b.batchNo } : {}),
        sheets: 0,
        reserved: 0,
        available: 0,
        area: 0,
        weight: 0,
        value: 0,
        days: 0,
      } satisfies PlateSummaryRow);
    const qty = Number(b.qty);
    const area = (Number(b.width) * Number(b.length) * qty) / 1e6;
    r.sheets += qty;
    r.reserved += Number(b.reserved);
    r.available = r.sheets - r.reserved;
    r.area = round(r.area + area, 4);
    r.weight = round(r.weight + area * Number(b.thickness) * 2.71, 3);
    r.value = round(r.value + qty * Number(b.avgCost ?? 0), 2);
    if (firstIn) r.days = Math.max(r.days, Math.floor((now - new Date(firstIn).getTime()) / DAY));
    rows.set(key, r);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.materialName.localeCompare(b.materialName) ||
      a.thickness - b.thickness ||
      (b.width ?? 0) * (b.length ?? 0) - (a.width ?? 0) * (a.length ?? 0) ||
      (a.position ?? '').localeCompare(b.position ?? ''),
  );
}

const TITLES: Record<Level, string> = { summary: '板材库存汇总', group: '板材库存汇总_规格', detail: '板材库存汇总_库位' };

/** /warehouse/material/summary, summary-group-detail and summary-detail: three levels, each with its Excel. */
export function summaryRoutes(app: FastifyInstance) {
  const levels = [
    ['summary', ep.summary, ep.summaryExport],
    ['group', ep.group, ep.groupExport],
    ['detail', ep.detail, ep.detailExport],
  ] as const;
  for (const [level, page, sheet] of levels) {
    serve(app, page, async (req) =>
      req.tx(async (tx) => {
        const all = await plateSummary(tx, req.ctx, req.query, level);
        return { items: all.slice(req.query.skipCount, req.query.skipCount + req.query.maxResultCount), totalCount: all.length };
      }),
    );
    serve(app, sheet, async (req, reply) => {
      const rows = await req.tx((tx) => plateSummary(tx, req.ctx, req.query as PlateSummaryQuery, level));
      return sendSheet(reply, TITLES[level], TITLES[level], plateSummaryLists[level], rows);
    });
  }
}
