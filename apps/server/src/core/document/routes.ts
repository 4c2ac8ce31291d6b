/* eslint-disable @typescript-eslint/no-explicit-any -- columns are looked up by field key on tables built from a definition */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  docActions,
  docDateField,
  docEditable,
  sourceStates,
  docStates,
  documentActionSchema,
  localToday,
  documentInputSchema,
  idParam,
  messages,
  pagedQuery,
  statesInMask,
  type DocActionDef,
  type DocumentDef,
  type FieldDef,
  type DocumentRow,
} from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { badRequest, businessError, conflict, notFound } from '../http/errors.ts';
import { containsAny, containsPattern, pagedList, parseSorting, sortableKeys } from '../http/paging.ts';
import { audit, auditLogPage, auditLogSorting } from '../audit/audit.ts';
import { auditLogs } from '../audit/schema.ts';
import { nextDocNo } from '../numbering/numbering.ts';
import { checkRefFields } from '../resource/refs.ts';
import { docScope, documentTables } from './registry.ts';
import { checkPulledLines, limitOf, pulledBySourceLine, refuseIfReferenced, syncSourceProgress } from './sources.ts';
import { registerDocumentDownloads } from './downloads.ts';
import { documentListQuery } from './query.ts';
import { checkAttachments, withAttachmentUrls } from './attachments.ts';

export interface DocumentWithLines {
  head: Record<string, unknown>;
  lines: Record<string, unknown>[];
  /** In an action's effect: the state the document left. */
  from?: number;
}

export interface DocumentHooks {
  /**
   * What an action does besides moving the state, inside its transaction (post or reverse stock,
   * release reservations); throw to refuse. Keyed by action key.
   */
  effects?: Record<string, (tx: Tx, ctx: RequestContext, doc: DocumentWithLines) => Promise<void>>;
  /**
   * Completes or checks head and lines before a save (computed fields, rules that read other rows);
   * `before` is the stored document when it is an update.
   */
  prepare?: (
    tx: Tx,
    ctx: RequestContext,
    head: Record<string, unknown>,
    lines: Record<string, unknown>[],
    before?: DocumentWithLines,
  ) => Promise<void>;
  /**
   * The number of a new document when its rule's number is not the whole story (a pack's number
   * carries its project's packing prefix); the numbering rule's when left out.
   */
  docNo?: (tx: Tx, ctx: RequestContext, head: Record<string, unknown>, date: Date) => Promise<string>;
}


/**
 * Every route of a numbered business document from its definition (DOMAIN.md §0.3): list with a
 * sum-of-states filter and per-state counts, detail with lines, create and update of head and
 * lines in one transaction under the concurrency stamp, delete while editable, one POST route per
 * action with its state guard, permission key and effect hook, the document log, pulled lines that
 * never exceed their source, Excel and print.
 */
export function registerDocument(
  app: FastifyInstance,
  def: DocumentDef,
  tables: { head: any; lines: any },
  hooks: DocumentHooks = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { head, lines } = tables;
  const base = def.basePath;
  const perm = def.permission;
  const tags = [def.title];
  const states = docStates(def);
  const editable = docEditable(def);
  const input = documentInputSchema(def);
  /** Head columns to write: the editable fields, and the computed ones the prepare hook filled in. */
  const headValues = (h: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries<FieldDef>(def.head)
        .filter(([k, f]) => !f.readOnly || h[k] !== undefined)
        .map(([k]) => [k, h[k] ?? null]),
    );
  const lineKeys = Object.entries<FieldDef>(def.line).map(([k]) => k);
  // Sortable: the number, the document's date (its own date field where it has one), state and creation.
  const sortable: Record<string, any> = Object.fromEntries(
    Object.entries({
      docNo: head.docNo,
      [docDateField(def)]: head[docDateField(def)],
      status: head.status,
      creationTime: head.creationTime,
    }).filter(([, column]) => column),
  );
  const stateLabel = (v: number) => states.find((s) => s.value === v)?.label ?? String(v);
  documentTables.set(base, { def, head, lines });

  const scope = (ctx: RequestContext) => docScope(def, head, ctx);
  const overdue = def.overdue;
  const overdueSql = () => (overdue ? sql`(${head.status} = ${overdue.from} and ${head[overdue.dateField]} < ${localToday()})` : sql`false`);

  /** A row as answered: a document past its date in the overdue state's `from` shows as overdue. */
  function present<T extends Record<string, unknown>>(row: T): T {
    if (!overdue || row.status !== overdue.from) return row;
    const d = row[overdue.dateField];
    return typeof d === 'string' && d < localToday() ? { ...row, status: overdue.state.value } : row;
  }

  /** The condition of a sum of states; the overdue state splits its `from` state by the date. */
  function statusWhere(mask: number) {
    const wanted = statesInMask(mask, states);
    if (!overdue) return inArray(head.status, wanted.concat(-1));
    const stored = wanted.filter((v) => v !== overdue.state.value && v !== overdue.from);
    const parts = [inArray(head.status, stored.concat(-1))];
    const withFrom = wanted.includes(overdue.from);
    const withOverdue = wanted.includes(overdue.state.value);
    if (withFrom && withOverdue) parts.push(eq(head.status, overdue.from));
    else if (withFrom) parts.push(sql`(${head.status} = ${overdue.from} and not ${overdueSql()})`);
    else if (withOverdue) parts.push(overdueSql());
    return or(...parts)!;
  }

  async function loadLines(tx: Tx, ctx: RequestContext, docId: string) {
    return (await tx
      .select()
      .from(lines)
      .where(and(eq(lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(lines.docId, docId)))
      .orderBy(asc(lines.sort), asc(lines.id))) as Record<string, unknown>[];
  }

  async function findDoc(tx: Tx, ctx: RequestContext, id: string, lock = false): Promise<DocumentWithLines> {
    const q = tx
      .select()
      .from(head)
      .where(and(eq(head.id, id), ...scope(ctx)));
    const [row] = (lock ? await q.for('update') : await q) as Record<string, unknown>[];
    if (!row) throw notFound(`${def.title}不存在或已删除`);
    return { head: lock ? row : present(row), lines: await loadLines(tx, ctx, id) };
  }

  function listWhere(ctx: RequestContext, q: Record<string, any>, withStatus = true) {
    const w = scope(ctx);
    for (const [key, f] of Object.entries<FieldDef>(def.head)) {
      const v = q[key];
      if (!f.search || v === undefined || v === '') continue;
      w.push(
        (f.kind === 'string' || f.kind === 'text') && !f.options
          ? ilike(head[key], containsPattern(v))
          : eq(head[key], v),
      );
    }
    if (withStatus && q.status) w.push(statusWhere(q.status));
    if (q.filter)
      w.push(
        or(
          ilike(head.docNo, containsPattern(q.filter)),
          ...('remark' in def.head ? [ilike(head.remark, containsPattern(q.filter))] : []),
        )!,
      );
    const dated = head[docDateField(def)];
    if (q.beginTime && dated) w.push(gte(dated, q.beginTime));
    if (q.endTime && dated) w.push(lte(dated, q.endTime));
    return and(...w);
  }
  const listOrder = (sorting?: string) => [
    ...parseSorting(sorting, sortable, [desc(head.creationTime)]),
    asc(head.id),
  ];

  /** Line rows to store: the definition's fields, the source and the order; computed amounts. */
  function lineRows(ctx: RequestContext, docId: string, input: Record<string, unknown>[]) {
    return input.map((l, i) => ({
      ...Object.fromEntries(lineKeys.map((k) => [k, l[k] ?? def.line[k]!.default ?? null])),
      ...(l.id ? { id: l.id } : {}),
      tenantId: ctx.tenantId ?? HOST_TENANT_ID,
      docId,
      sort: i,
      sourceType: l.sourceType ?? null,
      sourceId: l.sourceId ?? null,
      sourceLineId: l.sourceLineId ?? null,
    }));
  }

  async function validateAll(
    tx: Tx,
    ctx: RequestContext,
    h: Record<string, unknown>,
    ls: Record<string, unknown>[],
    before?: DocumentWithLines,
  ) {
    for (const [key, f] of Object.entries<FieldDef>(def.head))
      if (h[key] === undefined && f.default !== undefined) h[key] = f.default;
    await checkRefFields(tx, ctx, def.head, h);
    for (const [i, l] of ls.entries()) await checkRefFields(tx, ctx, def.line, l, `第${i + 1}行：`);
    await checkPulledLines(tx, ctx, def, ls, before?.head.id as string | undefined, h);
    await hooks.prepare?.(tx, ctx, h, ls, before);
  }

  /** The source documents named by some lines: their progress state follows what is pulled. */
  const sourceIdsOf = (...lineSets: Record<string, unknown>[][]) =>
    [...new Set(lineSets.flat().map((l) => l.sourceId as string | null).filter((x): x is string => !!x))];

  r.get(
    base,
    {
      schema: { tags, summary: `${def.title}列表`, querystring: documentListQuery(def) },
      config: { contract: 'document', permission: perm, action: 'query', sortable: sortableKeys(sortable) },
    },
    async (req) => {
      const q = req.query as Record<string, any>;
      return req.tx((tx) =>
        pagedList(tx, q as never, {
          from: head,
          where: listWhere(req.ctx, q),
          orderBy: listOrder(q.sorting),
          map: present,
        }),
      );
    },
  );

  r.get(
    `${base}/status-count`,
    {
      schema: { tags, summary: `${def.title}各状态数量`, querystring: documentListQuery(def) },
      // the list's query as it is: its sorting is checked like the list's, and does not matter here
      config: { contract: 'document', permission: perm, action: 'query', sortable: sortableKeys(sortable) },
    },
    async (req) =>
      req.tx(async (tx) => {
        const rows = (await tx
          .select({ status: sql<number>`case when ${overdueSql()} then ${overdue?.state.value ?? 0} else ${head.status} end`, count: sql<number>`count(*)::int` })
          .from(head)
          .where(listWhere(req.ctx, req.query as Record<string, any>, false))
          .groupBy(sql`1`)) as { status: number; count: number }[];
        return {
          items: states.map((s) => ({
            status: s.value,
            label: s.label,
            count: rows.find((x) => x.status === s.value)?.count ?? 0,
          })),
          totalCount: rows.reduce((a, x) => a + x.count, 0),
        };
      }),
  );

  r.get(
    `${base}/logs`,
    {
      schema: {
        tags,
        summary: `${def.title}日志`,
        querystring: pagedQuery.extend({ filter: z.string().max(200).optional() }),
      },
      config: { contract: 'document', permission: perm, action: 'query', sortable: sortableKeys(auditLogSorting) },
    },
    async (req) =>
      req.tx((tx) =>
        auditLogPage(
          tx,
          req.ctx,
          req.query,
          def.entity,
          req.query.filter
            ? containsAny(req.query.filter, sql`${auditLogs.afterJson}->>'docNo'`, sql`${auditLogs.beforeJson}->>'docNo'`)
            : undefined,
        ),
      ),
  );

  r.get(
    `${base}/:id`,
    {
      schema: { tags, summary: `${def.title}详情`, params: idParam },
      config: { contract: 'document', permission: perm, action: 'query' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const doc = await findDoc(tx, req.ctx, req.params.id);
        return { ...doc.head, attachments: withAttachmentUrls(req.ctx.tenantId, doc.head.attachments), lines: doc.lines };
      }),
  );

  r.get(
    `${base}/:id/logs`,
    {
      schema: { tags, summary: `${def.title}操作日志`, params: idParam, querystring: pagedQuery },
      config: { contract: 'document', permission: perm, action: 'query', sortable: sortableKeys(auditLogSorting) },
    },
    async (req) =>
      req.tx((tx) =>
        auditLogPage(tx, req.ctx, req.query, def.entity, eq(auditLogs.entityId, req.params.id)),
      ),
  );

  /** Validates and saves a new document with its lines: POST {base}, and the module's own create calls. */
  async function createDoc(tx: Tx, ctx: RequestContext, body: Record<string, any>): Promise<DocumentRow> {
    const { lines: ls, concurrencyStamp: _s, attachments, ...h } = body;
    if (def.scope === 'factory' && !ctx.factoryId) throw badRequest('请先选择工厂');
    await validateAll(tx, ctx, h, ls);
    const files = await checkAttachments(tx, ctx, attachments ?? []);
    const docDate = h.docDate ? new Date(`${h.docDate}T00:00:00`) : new Date();
    const docNo = hooks.docNo
      ? await hooks.docNo(tx, ctx, h, docDate)
      : await nextDocNo(tx, ctx.tenantId ?? HOST_TENANT_ID, def.documentType, docDate);
    const [created] = (await tx
      .insert(head)
      .values({
        ...headValues(h),
        tenantId: ctx.tenantId ?? HOST_TENANT_ID,
        ...(def.scope === 'factory' ? { factoryId: ctx.factoryId } : {}),
        docNo,
        status: states[0]!.value,
        attachments: files,
        creatorId: ctx.userId,
      })
      .returning()) as Record<string, unknown>[];
    const rows = lineRows(ctx, created!.id as string, ls);
    const saved = rows.length
      ? ((await tx.insert(lines).values(rows).returning()) as Record<string, unknown>[])
      : [];
    await syncSourceProgress(tx, ctx, def, sourceIdsOf(saved));
    await audit(tx, ctx, {
      module: def.module,
      entityType: def.entity,
      entityId: String(created!.id),
      action: 'create',
      after: { ...created, lines: saved },
    });
    return { ...created, lines: saved } as DocumentRow;
  }

  /** Saves head and lines of an editable document under its stamp: PUT {base}/{id}, and the module's own calls. */
  async function updateDoc(tx: Tx, ctx: RequestContext, id: string, body: Record<string, any>): Promise<DocumentRow> {
    const { lines: ls, concurrencyStamp, attachments, ...h } = body;
    if (!concurrencyStamp) throw badRequest(messages.required('concurrencyStamp'), ['concurrencyStamp']);
    const before = await findDoc(tx, ctx, id, true);
    if (before.head.concurrencyStamp !== concurrencyStamp) throw conflict();
    if (!editable.includes(before.head.status as number))
      throw businessError(
        `${def.title}${stateLabel(before.head.status as number)}，不能修改`,
        'DocumentState',
      );
    await validateAll(tx, ctx, h, ls, before);
    // Left out, the attachments stay as they are.
    const files = attachments ? await checkAttachments(tx, ctx, attachments) : before.head.attachments;
    const [after] = (await tx
      .update(head)
      .set({
        ...headValues(h),
        attachments: files,
        lastModificationTime: new Date(),
        lastModifierId: ctx.userId,
        concurrencyStamp: crypto.randomUUID(),
      })
      .where(
        and(eq(head.id, id), eq(head.concurrencyStamp, concurrencyStamp), ...scope(ctx)),
      )
      .returning()) as Record<string, unknown>[];
    if (!after) throw conflict();
    // Lines are replaced as a whole: kept ids stay (a later document may name them), the rest go.
    const keep = ls.map((l: Record<string, unknown>) => l.id).filter(Boolean) as string[];
    const known = new Set(before.lines.map((l) => l.id as string));
    const stranger = keep.find((x) => !known.has(x));
    if (stranger) throw badRequest('明细行不属于该单据', ['lines']);
    await tx
      .delete(lines)
      .where(
        and(
          eq(lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
          eq(lines.docId, id),
          ...(keep.length ? [notInArray(lines.id, keep)] : []),
        ),
      );
    const rows = lineRows(ctx, id, ls);
    const saved: Record<string, unknown>[] = [];
    for (const row of rows) {
      if (row.id && known.has(row.id as string)) {
        const [u] = (await tx
          .update(lines)
          .set(row)
          .where(and(eq(lines.tenantId, row.tenantId), eq(lines.id, row.id)))
          .returning()) as Record<string, unknown>[];
        saved.push(u!);
      } else {
        const [n] = (await tx.insert(lines).values(row).returning()) as Record<string, unknown>[];
        saved.push(n!);
      }
    }
    await syncSourceProgress(tx, ctx, def, sourceIdsOf(before.lines, saved));
    await audit(tx, ctx, {
      module: def.module,
      entityType: def.entity,
      entityId: id,
      action: 'update',
      before: { ...before.head, lines: before.lines },
      after: { ...after, lines: saved },
    });
    return { ...after, lines: saved } as DocumentRow;
  }

  /** Runs one action of the state table with its guard, effect hook and log: POST {base}/{id}/{action} and the module's aliases. */
  async function runAction(
    tx: Tx,
    ctx: RequestContext,
    id: string,
    action: DocActionDef,
    body: { concurrencyStamp?: string; comment?: string } = {},
  ): Promise<DocumentRow> {
    if (action.comment === 'required' && !body.comment) throw badRequest(`请填写${action.label}意见`, ['comment']);
    const doc = await findDoc(tx, ctx, id, true);
    if (body.concurrencyStamp && body.concurrencyStamp !== doc.head.concurrencyStamp) throw conflict();
    const from = doc.head.status as number;
    if (!action.from.includes(from))
      throw businessError(`${def.title}${stateLabel(from)}，不能${action.label}`, 'DocumentState');
    if (action.blockedByDownstream)
      await refuseIfReferenced(tx, ctx, def, id, action.label);
    const now = new Date();
    const patch: Record<string, unknown> = {
      status: action.to,
      lastModificationTime: now,
      lastModifierId: ctx.userId,
      concurrencyStamp: crypto.randomUUID(),
    };
    if (action.key === 'submit') Object.assign(patch, { submitterId: ctx.userId, submitTime: now });
    if (action.audits)
      Object.assign(patch, {
        auditorId: ctx.userId,
        auditTime: now,
        auditOpinion: body.comment ?? null,
      });
    const [after] = (await tx
      .update(head)
      .set(patch)
      .where(and(eq(head.id, id), eq(head.status, from), ...scope(ctx)))
      .returning()) as Record<string, unknown>[];
    if (!after) throw conflict();
    await hooks.effects?.[action.key]?.(tx, ctx, { head: after, lines: doc.lines, from });
    await syncSourceProgress(tx, ctx, def, sourceIdsOf(doc.lines));
    await audit(tx, ctx, {
      module: def.module,
      entityType: def.entity,
      entityId: id,
      action: action.key,
      before: { docNo: doc.head.docNo, status: from },
      after: {
        docNo: after.docNo,
        status: action.to,
        ...(body.comment ? { comment: body.comment } : {}),
      },
    });
    return { ...after, lines: doc.lines } as DocumentRow;
  }

  r.post(
    base,
    {
      schema: { tags, summary: `新增${def.title}`, body: input },
      config: { contract: 'document', permission: perm, action: 'add' },
    },
    async (req) => req.tx((tx) => createDoc(tx, req.ctx, req.body as Record<string, any>)),
  );


  r.put(
    `${base}/:id`,
    {
      schema: { tags, summary: `修改${def.title}`, params: idParam, body: input },
      config: { contract: 'document', permission: perm, action: 'edit' },
    },
    async (req) => req.tx((tx) => updateDoc(tx, req.ctx, req.params.id, req.body as Record<string, any>)),
  );

  r.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: `删除${def.title}`, params: idParam },
      config: { contract: 'document', permission: perm, action: 'delete' },
    },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const before = await findDoc(tx, req.ctx, req.params.id, true);
        if (!editable.includes(before.head.status as number))
          throw businessError(
            `${def.title}${stateLabel(before.head.status as number)}，不能删除`,
            'DocumentState',
          );
        await tx
          .update(head)
          .set({
            isDeleted: true,
            deleterId: req.ctx.userId,
            deletionTime: new Date(),
            concurrencyStamp: crypto.randomUUID(),
          })
          .where(and(eq(head.id, req.params.id), ...scope(req.ctx)));
        await syncSourceProgress(tx, req.ctx, def, sourceIdsOf(before.lines));
        await audit(tx, req.ctx, {
          module: def.module,
          entityType: def.entity,
          entityId: req.params.id,
          action: 'delete',
          before: before.head,
        });
      });
      return reply.status(204).send();
    },
  );

  for (const action of docActions(def)) {
    r.post(
      `${base}/:id/${action.key}`,
      {
        schema: {
          tags,
          summary: `${action.label}${def.title}`,
          params: idParam,
          body: documentActionSchema.optional(),
        },
        config: { contract: 'document', permission: perm, action: action.permissionAction },
      },
      async (req) => req.tx((tx) => runAction(tx, req.ctx, req.params.id, action, req.body ?? {})),
    );
  }

  // The picker of lines to pull: approved source documents' lines with what is left of each.
  for (const source of def.sources ?? []) {
    r.get(
      `${base}/source/${source.key}`,
      {
        schema: {
          tags,
          summary: `可引用的${source.title}明细`,
          querystring: pagedQuery.extend({ filter: z.string().max(200).optional() }),
        },
        config: { contract: 'document', permission: perm, action: 'add' },
      },
      async (req) =>
        req.tx(async (tx) => {
          const src = documentTables.get(source.basePath)!;
          const where = and(
            ...docScope(src.def, src.head, req.ctx),
            inArray(src.head.status, [...sourceStates(source)]),
            eq(src.lines.tenantId, req.ctx.tenantId ?? HOST_TENANT_ID),
            ...(req.query.filter ? [ilike(src.head.docNo, containsPattern(req.query.filter))] : []),
          );
          const rows = (await tx
            .select({ line: src.lines, docNo: src.head.docNo, docDate: src.head.docDate, head: src.head })
            .from(src.lines)
            .innerJoin(
              src.head,
              and(eq(src.head.tenantId, src.lines.tenantId), eq(src.head.id, src.lines.docId)),
            )
            .where(where)
            .orderBy(desc(src.head.creationTime), asc(src.lines.sort))
            .limit(2000)) as { line: Record<string, unknown>; docNo: string; docDate: string; head: Record<string, unknown> }[];
          const pulled = await pulledBySourceLine(
            tx,
            req.ctx,
            source.basePath,
            rows.map((x) => x.line.id as string),
            undefined,
            limitOf(source, src.def),
          );
          const open = rows
            .map((x) => {
              const qty = Number(x.line[limitOf(source, src.def)] ?? 0);
              return {
                ...x.line,
                docNo: x.docNo,
                docDate: x.docDate,
                // The head fields the link takes from its source (the picker fills the new head with them).
                sourceHead: Object.fromEntries((source.copyHead ?? []).map((k) => [k, x.head[k] ?? null])),
                pulled: pulled.get(x.line.id as string) ?? 0,
                remaining: qty - (pulled.get(x.line.id as string) ?? 0),
              };
            })
            .filter((x) => x.remaining > 0);
          return {
            items: open.slice(req.query.skipCount, req.query.skipCount + req.query.maxResultCount),
            totalCount: open.length,
          };
        }),
    );
  }

  registerDocumentDownloads(app, def, { findDoc, listWhere, listOrder, sortable: sortableKeys(sortable), head });
  /** Runs an action by its key (a module's alias route, e.g. the plan's PUT …/invalid). */
  const act = (tx: Tx, ctx: RequestContext, id: string, key: string, body?: { concurrencyStamp?: string; comment?: string }) => {
    const action = docActions(def).find((x) => x.key === key);
    if (!action) throw new Error(`${def.entity} has no action ${key}`);
    return runAction(tx, ctx, id, action, body);
  };
  /** A line as the form would send it again: its id and the fields one may write. */
  const writable = (fields: Record<string, FieldDef>, row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).flatMap(([k, f]) => (f.readOnly ? [] : [[k, row[k] ?? undefined]])));
  const lineBody = (l: Record<string, unknown>) => ({ id: l.id, ...writable(def.line, l) });

  /**
   * The document saved again with other lines (labels scanned into it, lines taken out), through
   * the form's own update: its checks, log and concurrency stamp. The head stays as stored.
   */
  function saveLines(tx: Tx, ctx: RequestContext, d: DocumentWithLines, lines: Record<string, unknown>[]) {
    const body = { ...writable(def.head, d.head), remark: d.head.remark, attachments: undefined, concurrencyStamp: d.head.concurrencyStamp, lines };
    return updateDoc(tx, ctx, d.head.id as string, body);
  }

  return { def, head, lines, findDoc, present, listWhere, listOrder, createDoc, updateDoc, saveLines, lineBody, act };
}
