import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DocStatus, type DocumentDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { badRequest, businessError } from '../http/errors.ts';
import { docScope, documentTables, downstreamOf } from './registry.ts';

/** States of a source document whose lines may be pulled. */
const PULLABLE = [DocStatus.approved, DocStatus.completed];

/**
 * How much of each source line the live documents of the pulling kinds have taken, leaving out
 * `exceptDocId` (the document being saved): voided and deleted documents give theirs back.
 */
export async function pulledBySourceLine(
  tx: Tx,
  ctx: RequestContext,
  sourceBasePath: string,
  lineIds: string[],
  exceptDocId?: string,
) {
  const pulled = new Map<string, number>();
  if (!lineIds.length) return pulled;
  for (const d of downstreamOf(sourceBasePath)) {
    const qty = d.lines[d.def.qtyField];
    const rows = (await tx
      .select({ lineId: d.lines.sourceLineId, n: sql<string>`coalesce(sum(${qty}), 0)` })
      .from(d.lines)
      .innerJoin(d.head, and(eq(d.head.tenantId, d.lines.tenantId), eq(d.head.id, d.lines.docId)))
      .where(
        and(
          eq(d.lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
          inArray(d.lines.sourceLineId, lineIds),
          eq(d.head.isDeleted, false),
          ne(d.head.status, DocStatus.voided),
          ...(exceptDocId ? [ne(d.head.id, exceptDocId)] : []),
        ),
      )
      .groupBy(d.lines.sourceLineId)) as { lineId: string; n: string }[];
    for (const r of rows) pulled.set(r.lineId, (pulled.get(r.lineId) ?? 0) + Number(r.n));
  }
  return pulled;
}

/**
 * Checks and completes the pulled lines of a document being saved: the source line exists in an
 * approved source document of this space, its copied fields are taken from it, and what all live
 * documents pull from it never exceeds its quantity. The source lines are locked (FOR UPDATE) first,
 * so two documents saved at once cannot both take the last of a line.
 */
export async function checkPulledLines(
  tx: Tx,
  ctx: RequestContext,
  def: DocumentDef,
  lines: Record<string, unknown>[],
  docId?: string,
) {
  for (const source of def.sources ?? []) {
    const src = documentTables.get(source.basePath);
    if (!src) throw new Error(`source document ${source.basePath} is not registered`);
    const mine = lines
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.sourceLineId && (l.sourceType ?? source.key) === source.key);
    if (!mine.length) continue;
    const ids = [...new Set(mine.map(({ l }) => l.sourceLineId as string))];
    const rows = (await tx
      .select({ line: src.lines, status: src.head.status, docNo: src.head.docNo })
      .from(src.lines)
      .innerJoin(src.head, and(eq(src.head.tenantId, src.lines.tenantId), eq(src.head.id, src.lines.docId)))
      .where(and(inArray(src.lines.id, ids), ...docScope(src.def, src.head, ctx)))
      .for('update', { of: src.lines })) as {
      line: Record<string, unknown>;
      status: number;
      docNo: string;
    }[];
    const byId = new Map(rows.map((r) => [r.line.id as string, r]));
    const pulled = await pulledBySourceLine(tx, ctx, source.basePath, ids, docId);
    for (const { l, i } of mine) {
      const hit = byId.get(l.sourceLineId as string);
      const at = `第${i + 1}行：`;
      if (!hit)
        throw badRequest(`${at}来源${source.title}明细不存在或已删除`, ['lines', String(i), 'sourceLineId']);
      if (!PULLABLE.includes(hit.status as never))
        throw businessError(`${at}来源${source.title}${hit.docNo}未审核，不能引用`, 'SourceNotApproved');
      l.sourceType = source.key;
      l.sourceId = hit.line.docId;
      for (const k of source.copy) l[k] = hit.line[k] ?? null;
      const total = Number(hit.line[src.def.qtyField] ?? 0);
      const taken = (pulled.get(l.sourceLineId as string) ?? 0) + Number(l[def.qtyField] ?? 0);
      if (taken > total) {
        const left = total - (pulled.get(l.sourceLineId as string) ?? 0);
        throw badRequest(`${at}超过来源${source.title}${hit.docNo}的剩余数量，剩余 ${left}`, [
          'lines',
          String(i),
          def.qtyField,
        ]);
      }
      pulled.set(l.sourceLineId as string, taken);
    }
  }
}

/** Refuses an action (de-approve, void) while live lines of later documents were pulled from this one. */
export async function refuseIfReferenced(
  tx: Tx,
  ctx: RequestContext,
  def: DocumentDef,
  docId: string,
  actionLabel: string,
) {
  for (const d of downstreamOf(def.basePath)) {
    const [hit] = (await tx
      .select({ docNo: d.head.docNo })
      .from(d.lines)
      .innerJoin(d.head, and(eq(d.head.tenantId, d.lines.tenantId), eq(d.head.id, d.lines.docId)))
      .where(
        and(
          eq(d.lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
          eq(d.lines.sourceId, docId),
          eq(d.head.isDeleted, false),
          ne(d.head.status, DocStatus.voided),
        ),
      )
      .limit(1)) as { docNo: string }[];
    if (hit)
      throw businessError(
        `${def.title}已被${d.def.title}${hit.docNo}引用，不能${actionLabel}`,
        'DocumentReferenced',
      );
  }
}
