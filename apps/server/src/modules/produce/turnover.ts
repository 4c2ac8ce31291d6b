import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LabelLogAuditState,
  LabelState,
  ScanClientType,
  TURNOVER_MAX_LABELS,
  TURNOVER_NOTE_DOC_TYPE,
  turnoverMessages as M,
  TurnoverNoteStatus as S,
  turnoverNoteStatusOptions,
  type TurnoverNoteInput,
  type TurnoverNoteQuery,
  type TurnoverRefusal,
  type TurnoverScanResult,
  TURN_SORTABLE, optionLabel } from '@al/contracts';
import { iso, isoRow } from '../../core/http/endpoint.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, badRequest, notFound } from '../../core/http/errors.ts';
import { containsPattern, pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { audit } from '../../core/audit/audit.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { P, processes } from './schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { turnoverNoteLines as TL, turnoverNotes as TN } from './turnover-schema.ts';
import { loadProcesses } from './steps.ts';
import { recordScan } from './scan.ts';
import { liveOf } from '../../core/db/live.ts';

/** The list's sortable columns (config.sortable declares the same keys). */
export const TURN_SORTING = sortingOf(TN, TURN_SORTABLE);

/** Labels a scan report holds at a process: counting scans (not deleted, not rejected, not rework). */
async function reportedAt(tx: Tx, tenantId: string, processId: string, labelIds: string[]) {
  if (!labelIds.length) return new Map<string, { scanTime: Date; auditState: number }>();
  const rows = await tx
    .select({ labelId: LL.labelId, scanTime: LL.scanTime, auditState: LL.auditState })
    .from(LL)
    .where(and(eq(LL.tenantId, tenantId), eq(LL.processId, processId), inArray(LL.labelId, labelIds), eq(LL.isDeleted, false), eq(LL.isRework, false), ne(LL.auditState, LabelLogAuditState.rejected)));
  return new Map(rows.map((r) => [r.labelId, r]));
}

/** The note of this factory, locked when it is to be changed; 404 when it is not there. */
async function loadNote(tx: Tx, ctx: RequestContext, id: string, lock = false) {
  const { tenantId, factoryId } = needFactory(ctx);
  const q = tx.select().from(TN).where(and(eq(TN.tenantId, tenantId), eq(TN.id, id), eq(TN.factoryId, factoryId), eq(TN.isDeleted, false)));
  const [note] = lock ? await q.for('update') : await q;
  if (!note) throw notFound(M.notFound);
  return note;
}

const linesOf = (tx: Tx, tenantId: string, noteIds: string[]) =>
  noteIds.length ? tx.select().from(TL).where(and(eq(TL.tenantId, tenantId), inArray(TL.noteId, noteIds), eq(TL.isDeleted, false))).orderBy(asc(TL.sort)) : Promise.resolve([]);

/** POST: a note for one batch's labels, one line per product. */
export async function createNote(tx: Tx, ctx: RequestContext, input: TurnoverNoteInput) {
  const { tenantId, factoryId } = needFactory(ctx);
  const [batch] = await tx.select().from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), eq(cadBatches.id, input.batchId)));
  if (!batch || batch.factoryId !== factoryId) throw badRequest('批次不存在或不在当前工厂', ['batchId']);
  await loadProcesses(tx, ctx, [input.toProcessId, ...(input.fromProcessId ? [input.fromProcessId] : [])]);
  const inBatch = and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.batchId, batch.id), eq(cadLabels.factoryId, factoryId));
  let labels: { id: string; productId: string }[];
  if (input.labelIds?.length) {
    const wanted = [...new Set(input.labelIds)];
    labels = await tx.select({ id: cadLabels.id, productId: cadLabels.productId }).from(cadLabels).where(and(inBatch, inArray(cadLabels.id, wanted))).orderBy(asc(cadLabels.labelNo));
    if (labels.length !== wanted.length) throw badRequest(M.labelsMissing, ['labelIds']);
  } else {
    // the batch's labels still to go to toProcess (and, with a from-process, done there); blocked, scrapped, shipped ones stay behind
    const counted = (processId: string) =>
      sql`exists (select 1 from ${LL} where ${LL.tenantId} = ${tenantId} and ${LL.labelId} = ${cadLabels.id} and ${LL.processId} = ${processId} and ${LL.isDeleted} = false and ${LL.isRework} = false and ${LL.auditState} <> ${LabelLogAuditState.rejected})`;
    labels = await tx
      .select({ id: cadLabels.id, productId: cadLabels.productId })
      .from(cadLabels)
      .where(
        and(
          inBatch,
          sql`(${cadLabels.state} & ${LabelState.blocked | LabelState.scrapped | LabelState.shipped}) = 0`,
          sql`not ${counted(input.toProcessId)}`,
          input.fromProcessId ? counted(input.fromProcessId) : undefined,
        ),
      )
      .orderBy(asc(cadLabels.labelNo))
      .limit(TURNOVER_MAX_LABELS);
  }
  if (!labels.length) throw badRequest(M.noLabels, ['batchId']);
  const byProduct = new Map<string, string[]>();
  for (const l of labels) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.id]);

  const [note] = await tx
    .insert(TN)
    .values({
      tenantId,
      factoryId,
      noteNo: await nextDocNo(tx, tenantId, TURNOVER_NOTE_DOC_TYPE),
      projectId: batch.projectId,
      batchId: batch.id,
      nestResultId: input.nestResultId ?? null,
      layoutNo: input.layoutNo ?? null,
      fromProcessId: input.fromProcessId ?? null,
      toProcessId: input.toProcessId,
      rackNo: input.rackNo ?? null,
      status: S.open,
      equipmentId: input.equipmentId ?? null,
      employeeIds: input.employeeIds ?? null,
      remark: input.remark ?? null,
      creatorId: ctx.userId,
    })
    .returning();
  await tx.insert(TL).values([...byProduct].map(([productId, labelIds], sort) => ({ tenantId, noteId: note!.id, productId, labelIds, qty: labelIds.length, sort, creatorId: ctx.userId })));
  await audit(tx, ctx, { module: 'produce', entityType: 'TurnoverNote', entityId: note!.id, action: 'create', after: { noteNo: note!.noteNo, labels: labels.length } });
  return getNote(tx, ctx, note!.id);
}

/** A refusal of the scan rules that concerns one label (its state, product, route), not the whole call. */
const labelRefusal = (e: unknown) =>
  e instanceof AppError && e.status === 400 && !!e.validationErrors?.some((v) => v.members.includes('qrText') || v.members.includes('processId'));

/**
 * Scanning the note (or its one-click completion): every listed label not yet reported at toProcess
 * is reported through the scan report, each in its own savepoint so that a refused label leaves no
 * trace and the others go on; refused labels are answered with their reasons. A refusal of the
 * terminal or the workers refuses the whole call. The first scan moves the note to in transit;
 * when every label is reported, or on completion, it is completed.
 */
export async function reportNote(tx: Tx, ctx: RequestContext, id: string, who: { equipmentId?: string | null; employeeIds?: string[] | null }, complete: boolean): Promise<TurnoverScanResult> {
  const { tenantId } = needFactory(ctx);
  const note = await loadNote(tx, ctx, id, true);
  if (note.status === S.completed || note.status === S.voided)
    throw badRequest(M.notOpen(optionLabel(turnoverNoteStatusOptions, note.status)), ['id']);
  const equipmentId = who.equipmentId ?? note.equipmentId;
  const employeeIds = who.employeeIds?.length ? who.employeeIds : note.employeeIds;
  if (!equipmentId || !employeeIds?.length) throw badRequest(M.needWorkers, ['employeeIds']);
  // a process-level refusal (deleted, disabled) is the whole call's, not each label's
  await loadProcesses(tx, ctx, [note.toProcessId]);

  const labelIds = (await linesOf(tx, tenantId, [id])).flatMap((l) => l.labelIds);
  const done = await reportedAt(tx, tenantId, note.toProcessId, labelIds);
  const left = labelIds.filter((l) => !done.has(l));
  const numbers = left.length
    ? await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, left))).orderBy(asc(cadLabels.labelNo))
    : [];
  const refused: TurnoverRefusal[] = [];
  let reported = 0;
  for (const l of numbers) {
    try {
      await tx.transaction((sp) => recordScan(sp, ctx, { qrText: l.labelNo, processId: note.toProcessId, equipmentId, employeeIds, isRework: false }, { clientType: ScanClientType.turnover }));
      reported++;
    } catch (e) {
      if (!labelRefusal(e)) throw e;
      refused.push({ labelNo: l.labelNo, message: (e as Error).message });
    }
  }
  // a label gone from the batch since the note was made cannot be reported; it is refused too
  for (const gone of left.filter((l) => !numbers.some((n) => n.id === l))) refused.push({ labelNo: gone, message: '标签不存在' });

  const allDone = done.size + reported === labelIds.length;
  const status = complete || allDone ? S.completed : S.inTransit;
  const now = new Date();
  await tx
    .update(TN)
    .set({ status, equipmentId, employeeIds, firstScanTime: note.firstScanTime ?? now, completedTime: status === S.completed ? now : null, lastModificationTime: now, lastModifierId: ctx.userId })
    .where(and(eq(TN.tenantId, tenantId), eq(TN.id, id)));
  if (complete) await audit(tx, ctx, { module: 'produce', entityType: 'TurnoverNote', entityId: id, action: 'complete', after: { reported, refused } });
  return { status, reported, refused };
}

/** Names of projects, batches, processes of the notes, and each note's reported count at its to-process. */
async function decorate(tx: Tx, tenantId: string, notes: (typeof TN.$inferSelect)[]) {
  const ids = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  const projectIds = ids(notes.map((n) => n.projectId));
  const batchIds = ids(notes.map((n) => n.batchId));
  const processIds = ids(notes.flatMap((n) => [n.fromProcessId, n.toProcessId]));
  const projects = new Map(projectIds.length ? (await tx.select({ id: cadProjects.id, name: cadProjects.name }).from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), inArray(cadProjects.id, projectIds)))).map((p) => [p.id, p.name]) : []);
  const batches = new Map(batchIds.length ? (await tx.select({ id: cadBatches.id, batchNo: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds)))).map((b) => [b.id, b.batchNo]) : []);
  const procs = new Map(processIds.length ? ((await tx.select().from(processes).where(and(eq(P.tenantId, tenantId), inArray(P.id, processIds)))) as Record<string, unknown>[]).map((p) => [p.id as string, p.name as string]) : []);
  const lines = await linesOf(tx, tenantId, notes.map((n) => n.id));
  const out = [];
  for (const n of notes) {
    const mine = lines.filter((l) => l.noteId === n.id);
    const labelIds = mine.flatMap((l) => l.labelIds);
    const done = await reportedAt(tx, tenantId, n.toProcessId, labelIds);
    out.push({
      ...isoRow(n),
      projectName: projects.get(n.projectId) ?? null,
      batchNo: batches.get(n.batchId) ?? null,
      fromProcessName: n.fromProcessId ? (procs.get(n.fromProcessId) ?? null) : null,
      toProcessName: procs.get(n.toProcessId) ?? null,
      productCount: mine.length,
      qty: labelIds.length,
      reportedQty: done.size,
    });
  }
  return out;
}

/** GET list: newest first; keyword on the note, rack and layout numbers. */
export async function listNotes(tx: Tx, ctx: RequestContext, q: TurnoverNoteQuery) {
  const { tenantId, factoryId } = needFactory(ctx);
  const pattern = q.filter ? containsPattern(q.filter) : null;
  const where: SQL | undefined = liveOf(
    TN,
    tenantId,
    eq(TN.factoryId, factoryId),
    pattern ? or(ilike(TN.noteNo, pattern), ilike(TN.rackNo, pattern), ilike(TN.layoutNo, pattern)) : undefined,
    q.projectId ? eq(TN.projectId, q.projectId) : undefined,
    q.batchId ? eq(TN.batchId, q.batchId) : undefined,
    q.toProcessId ? eq(TN.toProcessId, q.toProcessId) : undefined,
    q.status ? eq(TN.status, q.status) : undefined,
  );
  const res = await pagedList(tx, q, { from: TN, where, orderBy: parseSorting(q.sorting, TURN_SORTING, [desc(TN.creationTime), asc(TN.id)]) });
  return { ...res, items: await decorate(tx, tenantId, res.items as (typeof TN.$inferSelect)[]) };
}

/** GET /{id}: the head with its names and progress. */
export async function getNote(tx: Tx, ctx: RequestContext, id: string) {
  const note = await loadNote(tx, ctx, id);
  return (await decorate(tx, ctx.tenantId!, [note]))[0]!;
}

/** GET /{id}/products: one row per product with its progress at the to-process. */
export async function noteProducts(tx: Tx, ctx: RequestContext, id: string) {
  const note = await loadNote(tx, ctx, id);
  const lines = await linesOf(tx, ctx.tenantId!, [id]);
  const productIds = lines.map((l) => l.productId);
  const products = new Map(productIds.length ? (await tx.select({ id: cadProducts.id, code: cadProducts.code, name: cadProducts.name }).from(cadProducts).where(and(eq(cadProducts.tenantId, ctx.tenantId!), inArray(cadProducts.id, productIds)))).map((p) => [p.id, p]) : []);
  const done = await reportedAt(tx, ctx.tenantId!, note.toProcessId, lines.flatMap((l) => l.labelIds));
  const items = lines.map((l) => ({
    id: l.id,
    productId: l.productId,
    productCode: products.get(l.productId)?.code ?? null,
    productName: products.get(l.productId)?.name ?? null,
    qty: l.qty,
    reportedQty: l.labelIds.filter((x) => done.has(x)).length,
  }));
  return { items, totalCount: items.length };
}

/** GET /{id}/lables/{id2}: the labels of one product on the note (id2 is the product), with their scan at the to-process. */
export async function noteLabels(tx: Tx, ctx: RequestContext, id: string, productId: string) {
  const note = await loadNote(tx, ctx, id);
  const lines = (await linesOf(tx, ctx.tenantId!, [id])).filter((l) => l.productId === productId);
  if (!lines.length) throw notFound(M.lineNotFound);
  const labelIds = lines.flatMap((l) => l.labelIds);
  const labels = await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, ctx.tenantId!), inArray(cadLabels.id, labelIds))).orderBy(asc(cadLabels.labelNo));
  const done = await reportedAt(tx, ctx.tenantId!, note.toProcessId, labelIds);
  const items = labels.map((l) => ({ ...l, reported: done.has(l.id), scanTime: iso(done.get(l.id)?.scanTime ?? null), auditState: done.get(l.id)?.auditState ?? null }));
  return { items, totalCount: items.length };
}
