import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DocStatus, docStates, sourceAllowance, sourceStates, type DocSourceDef, type DocumentDef, type FieldDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { badRequest, businessError } from '../http/errors.ts';
import { docScope, documentTables, downstreamOf } from './registry.ts';

type DownstreamTables = ReturnType<typeof downstreamOf>[number];
/** A downstream line's document head. */
const headOfLine = (d: DownstreamTables) => and(eq(d.head.tenantId, d.lines.tenantId), eq(d.head.id, d.lines.docId));
/** Lines of the caller's space whose document is live (neither deleted nor voided), with any more conditions. */
const liveDownstream = (d: DownstreamTables, ctx: RequestContext, ...more: (SQL | undefined)[]) =>
  and(eq(d.lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(d.head.isDeleted, false), ne(d.head.status, DocStatus.voided), ...more);

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
  limitField?: string,
) {
  const pulled = new Map<string, number>();
  if (!lineIds.length) return pulled;
  const src = documentTables.get(sourceBasePath);
  // Kinds that pull against the same field of the source line share it (stock-outs and returns take
  // the qualified sheets of a stock-in); a kind that pulls against another field (its QC, against
  // the arrived sheets) does not take from it.
  const sharing = (d: { def: DocumentDef }) =>
    !limitField || !src || d.def.sources!.some((l) => l.basePath === sourceBasePath && limitOf(l, src.def) === limitField);
  for (const d of downstreamOf(sourceBasePath).filter(sharing)) {
    const qty = d.lines[d.def.qtyField];
    const rows = (await tx
      .select({ lineId: d.lines.sourceLineId, n: sql<string>`coalesce(sum(${qty}), 0)` })
      .from(d.lines)
      .innerJoin(d.head, headOfLine(d))
      .where(liveDownstream(d, ctx, inArray(d.lines.sourceLineId, lineIds), exceptDocId ? ne(d.head.id, exceptDocId) : undefined))
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
  head: Record<string, unknown> = {},
) {
  // A line names its source line with one of the definition's links; any other kind would escape the checks below.
  const keys = (def.sources ?? []).map((s) => s.key);
  const stray = lines.findIndex((l) => (l.sourceLineId || l.sourceId || l.sourceType) && !(l.sourceLineId && keys.includes((l.sourceType as string | undefined) ?? keys[0]!)));
  if (stray >= 0) throw badRequest(`第${stray + 1}行：来源单据不正确`, ['lines', String(stray), 'sourceType']);
  for (const source of def.sources ?? []) {
    const src = documentTables.get(source.basePath);
    if (!src) throw new Error(`source document ${source.basePath} is not registered`);
    const mine = lines
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.sourceLineId && (l.sourceType ?? source.key) === source.key);
    if (!mine.length) continue;
    const ids = [...new Set(mine.map(({ l }) => l.sourceLineId as string))];
    const rows = (await tx
      .select({ line: src.lines, status: src.head.status, docNo: src.head.docNo, head: src.head })
      .from(src.lines)
      .innerJoin(src.head, and(eq(src.head.tenantId, src.lines.tenantId), eq(src.head.id, src.lines.docId)))
      .where(and(inArray(src.lines.id, ids), ...docScope(src.def, src.head, ctx)))
      .for('update', { of: src.lines })) as {
      line: Record<string, unknown>;
      status: number;
      docNo: string;
      head: Record<string, unknown>;
    }[];
    const byId = new Map(rows.map((r) => [r.line.id as string, r]));
    const pulled = await pulledBySourceLine(tx, ctx, source.basePath, ids, docId, limitOf(source, src.def));
    for (const { l, i } of mine) {
      const hit = byId.get(l.sourceLineId as string);
      const at = `第${i + 1}行：`;
      if (!hit)
        throw badRequest(`${at}来源${source.title}明细不存在或已删除`, ['lines', String(i), 'sourceLineId']);
      if (!sourceStates(source).includes(hit.status))
        throw businessError(`${at}来源${source.title}${hit.docNo}${stateName(src.def, hit.status)}，不能引用`, 'SourceNotApproved');
      l.sourceType = source.key;
      l.sourceId = hit.line.docId;
      for (const k of source.copy) l[k] = hit.line[k] ?? null;
      copyHeadFields(def, source, head, hit.head, hit.docNo);
      const total = Number(hit.line[limitOf(source, src.def)] ?? 0);
      const allowed = sourceAllowance(source, total);
      const taken = (pulled.get(l.sourceLineId as string) ?? 0) + Number(l[def.qtyField] ?? 0);
      if (taken > allowed) {
        const left = Math.max(allowed - (pulled.get(l.sourceLineId as string) ?? 0), 0);
        const over = source.tolerancePct ? `（含允许超出的 ${source.tolerancePct}%）` : '';
        throw badRequest(`${at}超过来源${source.title}${hit.docNo}的剩余数量，剩余 ${left}${over}`, [
          'lines',
          String(i),
          def.qtyField,
        ]);
      }
      pulled.set(l.sourceLineId as string, taken);
    }
  }
}

/** The source line's field that bounds what may be pulled from it. */
export const limitOf = (source: DocSourceDef, srcDef: DocumentDef) => source.limitField ?? srcDef.qtyField;

const stateName = (def: DocumentDef, v: number) =>
  def.states ? `为“${docStates(def).find((s) => s.value === v)?.label ?? v}”` : '未审核';

/** The link's head fields come from the source's head: taken when empty, refused when lines disagree. */
function copyHeadFields(
  def: DocumentDef,
  source: DocSourceDef,
  head: Record<string, unknown>,
  srcHead: Record<string, unknown>,
  srcNo: string,
) {
  for (const k of source.copyHead ?? []) {
    const v = srcHead[k] ?? null;
    if (head[k] == null || head[k] === '') head[k] = v;
    else if (v != null && head[k] !== v)
      throw badRequest(`来源${source.title}${srcNo}的${(def.head[k] as FieldDef | undefined)?.label ?? k}与本单不一致`, [k]);
  }
}

/**
 * Moves the source documents of a link to the state their pulled lines call for (`progress`):
 * open, partially or fully pulled. Runs after every save, delete and action of a pulling document.
 */
export async function syncSourceProgress(tx: Tx, ctx: RequestContext, def: DocumentDef, sourceIds: string[]) {
  for (const source of def.sources ?? []) {
    if (!source.progress || !sourceIds.length) continue;
    const src = documentTables.get(source.basePath)!;
    const { open, partial, full } = source.progress;
    const heads = (await tx
      .select({ id: src.head.id, status: src.head.status })
      .from(src.head)
      .where(and(inArray(src.head.id, sourceIds), inArray(src.head.status, [open, partial, full]), ...docScope(src.def, src.head, ctx)))
      .for('update')) as { id: string; status: number }[];
    for (const h of heads) {
      const lines = (await tx
        .select()
        .from(src.lines)
        .where(and(eq(src.lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(src.lines.docId, h.id)))) as Record<string, unknown>[];
      const limit = limitOf(source, src.def);
      const pulled = await pulledBySourceLine(tx, ctx, source.basePath, lines.map((l) => l.id as string), undefined, limit);
      const any = lines.some((l) => (pulled.get(l.id as string) ?? 0) > 0);
      const all = lines.length > 0 && lines.every((l) => (pulled.get(l.id as string) ?? 0) >= Number(l[limit] ?? 0));
      const to = all ? full : any ? partial : open;
      if (to !== h.status)
        await tx
          .update(src.head)
          .set({ status: to, lastModificationTime: new Date(), concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(src.head.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(src.head.id, h.id)));
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
  const holding = (d: { def: DocumentDef }) => d.def.sources!.some((l) => l.basePath === def.basePath && l.holdsSource !== false);
  for (const d of downstreamOf(def.basePath).filter(holding)) {
    const [hit] = (await tx
      .select({ docNo: d.head.docNo })
      .from(d.lines)
      .innerJoin(d.head, headOfLine(d))
      .where(liveDownstream(d, ctx, eq(d.lines.sourceId, docId)))
      .limit(1)) as { docNo: string }[];
    if (hit)
      throw businessError(
        `${def.title}已被${d.def.title}${hit.docNo}引用，不能${actionLabel}`,
        'DocumentReferenced',
      );
  }
}
