/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, eq } from 'drizzle-orm';
import { docActions, docStates, type DocumentDef } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { audit } from '../../core/audit/audit.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';

/**
 * Demo documents go through the same hooks as the routes (prepare, numbering, action effects) and
 * are logged the same way; the seeding runs before the routes exist, so this walks those steps.
 */
export function demoDocs(def: DocumentDef, tables: { head: any; lines: any }, hooks: DocumentHooks) {
  async function create(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[]): Promise<DocumentWithLines> {
    for (const [k, f] of Object.entries(def.head)) if (head[k] === undefined && f.default !== undefined) head[k] = f.default;
    await hooks.prepare?.(tx, ctx, head, lines);
    const date = head.docDate ? new Date(`${String(head.docDate)}T00:00:00`) : new Date();
    const docNo = hooks.docNo ? await hooks.docNo(tx, ctx, head, date) : await nextDocNo(tx, ctx.tenantId!, def.documentType, date);
    const headRow = Object.fromEntries(Object.keys(def.head).map((k) => [k, head[k] ?? null]));
    const [saved] = (await tx
      .insert(tables.head)
      .values({ ...headRow, tenantId: ctx.tenantId, factoryId: ctx.factoryId, docNo, status: docStates(def)[0]!.value, creatorId: ctx.userId })
      .returning()) as Record<string, unknown>[];
    const rows = lines.map((l, i) => ({
      ...Object.fromEntries(Object.keys(def.line).map((k) => [k, l[k] ?? def.line[k]!.default ?? null])),
      tenantId: ctx.tenantId,
      docId: saved!.id,
      sort: i,
    }));
    const savedLines = (await tx.insert(tables.lines).values(rows).returning()) as Record<string, unknown>[];
    await audit(tx, ctx, { module: def.module, entityType: def.entity, entityId: String(saved!.id), action: 'create', after: { ...saved, lines: savedLines } });
    return { head: saved!, lines: savedLines };
  }
  async function act(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, key: string, set: Record<string, unknown> = {}): Promise<DocumentWithLines> {
    const action = docActions(def).find((a) => a.key === key)!;
    const from = doc.head.status as number;
    const [after] = (await tx
      .update(tables.head)
      .set({ ...set, status: action.to, ...(action.audits ? { auditorId: ctx.userId, auditTime: new Date() } : {}), concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(tables.head.tenantId, ctx.tenantId!), eq(tables.head.id, doc.head.id as string)))
      .returning()) as Record<string, unknown>[];
    await hooks.effects?.[key]?.(tx, ctx, { head: after!, lines: doc.lines, from });
    await audit(tx, ctx, { module: def.module, entityType: def.entity, entityId: String(doc.head.id), action: key, before: { docNo: doc.head.docNo, status: from }, after: { docNo: after!.docNo, status: action.to } });
    const lines = (await tx.select().from(tables.lines).where(and(eq(tables.lines.tenantId, ctx.tenantId!), eq(tables.lines.docId, doc.head.id as string)))) as Record<string, unknown>[];
    return { head: after!, lines };
  }
  return { create, act };
}
