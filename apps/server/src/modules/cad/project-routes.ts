import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cadProjectEndpoints as ep,
  type batchInput,
  MAX_RESULT_COUNT,
  ProjectStatus,
  InternalDocType,
  type BatchItem,
  type ProjectListItem,
  type ProjectListQuery,
  type ProjectLogAction,
} from '@al/contracts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { businessError, badRequest, forbidden, notFound } from '../../core/http/errors.ts';
import { containsAny, containsPattern, pagedList, parseSorting } from '../../core/http/paging.ts';
import { isoRow, serve, serveOn } from '../../core/http/endpoint.ts';
import type { Tx } from '../../core/db/client.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { factories } from '../identity/schema.ts';
import { cadBatches, cadProjectFavorites, cadProjectLogs, cadProjects } from './schema.ts';
import { checkRefs } from '../../core/resource/refs.ts';
import { loadProject, logProject, needFactory, recountProject, setProject } from './project-service.ts';
import { liveOf } from '../../core/db/live.ts';

export const toProjectItem = (
  { passwordHash, ...p }: typeof cadProjects.$inferSelect,
  favorite = false,
): ProjectListItem => ({ ...isoRow(p), hasPassword: !!passwordHash, isFavorite: favorite });

const batchStats = sql`(select coalesce(sum(quantity),0)::int from cad_products cp where cp.tenant_id = ${cadBatches.tenantId} and cp.batch_id = ${cadBatches.id} and not cp.is_deleted)`;
const batchKinds = sql`(select count(*)::int from cad_products cp where cp.tenant_id = ${cadBatches.tenantId} and cp.batch_id = ${cadBatches.id} and not cp.is_deleted)`;
const batchArea = sql`(select coalesce(sum(unfold_area * quantity),0) from cad_products cp where cp.tenant_id = ${cadBatches.tenantId} and cp.batch_id = ${cadBatches.id} and not cp.is_deleted)`;

export async function listBatches(tx: Tx, where: SQL | undefined): Promise<BatchItem[]> {
  const rows = await tx
    .select({
      b: cadBatches,
      projectName: cadProjects.name,
      productAmount: batchStats.mapWith(Number),
      kindAmount: batchKinds.mapWith(Number),
      unfoldArea: batchArea.mapWith(Number),
    })
    .from(cadBatches)
    .innerJoin(
      cadProjects,
      and(eq(cadProjects.tenantId, cadBatches.tenantId), eq(cadProjects.id, cadBatches.projectId)),
    )
    .where(where)
    .orderBy(asc(cadProjects.name), asc(cadBatches.sort), asc(cadBatches.creationTime));
  return rows.map(({ b, projectName, productAmount, kindAmount, unfoldArea }) => ({
    ...isoRow(b),
    projectName,
    productAmount,
    kindAmount,
    unfoldArea: Math.round(unfoldArea * 10000) / 10000,
  }));
}

/** XM + yyMMdd + 3-digit serial of the day, from the one numbering service (never reused, safe under concurrency). */
const nextProjectCode = (tx: Tx, tenantId: string) => nextDocNo(tx, tenantId, InternalDocType.project);

async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: cadProjects.id })
    .from(cadProjects)
    .where(liveOf(cadProjects, tenantId, eq(cadProjects.name, name), exceptId ? ne(cadProjects.id, exceptId) : undefined));
  if (dup) throw badRequest(`项目名称“${name}”已存在`, ['name']);
}

async function insertBatches(
  tx: Tx,
  ctx: RequestContext,
  projectId: string,
  factoryId: string,
  batches: z.infer<typeof batchInput>[],
  sortFrom = 0,
) {
  if (!batches.length) return;
  await tx.insert(cadBatches).values(
    batches.map((b, i) => ({
      tenantId: ctx.tenantId!,
      factoryId,
      projectId,
      batchNo: b.batchNo,
      name: b.name ?? null,
      elevation: b.elevation ?? null,
      orderTime: b.orderTime ?? null,
      deliveryDate: b.deliveryDate,
      sort: sortFrom + i + 1,
      creatorId: ctx.userId,
    })),
  );
}

function adminOnly(ctx: RequestContext) {
  if (!ctx.isTenantAdmin && !ctx.isPlatformAdmin) throw forbidden('只有管理员可以执行此操作');
}

/** Forces a status (administrator override), logged with its reason; 64 voids only without shipments. */
async function overrideStatus(
  tx: Tx,
  ctx: RequestContext,
  id: string,
  status: number,
  reason: string,
  action: ProjectLogAction,
) {
  const p = await loadProject(tx, ctx, id);
  if (status === ProjectStatus.voided) {
    const [shipped] = await tx
      .select({ id: cadBatches.id })
      .from(cadBatches)
      .where(liveOf(cadBatches, p.tenantId, eq(cadBatches.projectId, id), inArray(cadBatches.status, [16, 32, 256])));
    if (shipped) throw businessError(`项目“${p.name}”已有发货，不能作废`);
  }
  await setProject(tx, { tenantId: p.tenantId, id }, {
    statusOverride: status === ProjectStatus.voided ? null : status,
    isVoided: status === ProjectStatus.voided,
    lastModificationTime: new Date(),
    lastModifierId: ctx.userId,
  });
  await recountProject(tx, p.tenantId, id);
  await logProject(tx, ctx, id, action, {
    comment: reason,
    before: { projectStatus: p.projectStatus },
    after: { projectStatus: status },
  });
}

const projectSorting = {
  name: cadProjects.name,
  code: cadProjects.code,
  orderTime: cadProjects.orderTime,
  deliveryDate: cadProjects.deliveryDate,
  creationTime: cadProjects.creationTime,
} satisfies Record<(typeof ep.list.sortable)[number], unknown>;
const projectLogSorting = { time: cadProjectLogs.time } satisfies Record<(typeof ep.logs.sortable)[number], unknown>;

export function projectRoutes(app: FastifyInstance) {
  /** The list's conditions, shared by the list and its text copy. */
  function projectWhere(ctx: RequestContext, q: ProjectListQuery, fav: SQL<boolean>) {
    const { tenantId, factoryId } = needFactory(ctx);
    const t = cadProjects;
    const w: (SQL | undefined)[] = [eq(t.tenantId, tenantId), eq(t.factoryId, factoryId), eq(t.isDeleted, false)];
    if (q.favorite === 'true') w.push(fav);
    if (q.filter) w.push(containsAny(q.filter, t.name, t.code, t.demandSide));
    if (q.projectType) w.push(eq(t.projectType, q.projectType));
    if (q.projectStatus) w.push(sql`(${t.projectStatus} & ${q.projectStatus}) <> 0`);
    if (q.produceState) w.push(sql`(${t.produceState} & ${q.produceState}) <> 0`);
    const timeCol: SQL =
      q.projectTimeType === 2
        ? sql`${t.orderTime}`
        : q.projectTimeType === 3
          ? sql`${t.deliveryDate}`
          : sql`(${t.creationTime})::date`;
    if (q.beginTime) w.push(sql`${timeCol} >= ${q.beginTime}`);
    if (q.endTime) w.push(sql`${timeCol} <= ${q.endTime}`);
    return and(...w);
  }
  const favoriteOf = (ctx: RequestContext) =>
    sql<boolean>`exists (select 1 from cad_project_favorites f where f.tenant_id = ${cadProjects.tenantId} and f.project_id = ${cadProjects.id} and f.user_id = ${ctx.userId})`;
  const projectOrder = (sorting: string | undefined) => [
    ...parseSorting(sorting, projectSorting, [desc(cadProjects.creationTime)]),
    asc(cadProjects.id),
  ];

  serve(
    app,
    ep.list,
    async (req) => {
      const fav = favoriteOf(req.ctx);
      return req.tx((tx) =>
        pagedList(tx, req.query, {
          from: cadProjects,
          where: projectWhere(req.ctx, req.query, fav),
          select: { p: cadProjects, fav },
          orderBy: projectOrder(req.query.sorting),
          map: (row) => toProjectItem(row.p as typeof cadProjects.$inferSelect, row.fav as boolean),
        }),
      );
    },
  );

  serve(
    app,
    ep.create,
    async (req) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const v = req.body;
      return req.tx(async (tx) => {
        // the customer must be one of this space's (the rule of every reference: core/resource/refs.ts)
        await checkRefs(tx, req.ctx, { demanderId: { label: '客户', target: '/api/basic/demander' } }, v);
        await assertNameFree(tx, tenantId, v.name);
        const [p] = await tx
          .insert(cadProjects)
          .values({
            tenantId,
            factoryId,
            name: v.name,
            code: v.code || (await nextProjectCode(tx, tenantId)),
            demanderId: v.demanderId ?? null,
            demandSide: v.demandSide ?? null,
            projectType: v.projectType,
            orderTime: v.orderTime,
            deliveryDate: v.deliveryDate,
            packingPrefix: v.packingPrefix ?? null,
            siteAddress: v.siteAddress ?? null,
            contactName: v.contactName ?? null,
            contactPhone: v.contactPhone ?? null,
            coverImage: v.coverImage ?? null,
            remark: v.remark ?? null,
            creatorId: req.ctx.userId,
          })
          .returning();
        const batches = v.batches?.length
          ? v.batches
          : [{ batchNo: '第1批', deliveryDate: v.deliveryDate, orderTime: v.orderTime }];
        await insertBatches(tx, req.ctx, p!.id, factoryId, batches);
        await recountProject(tx, tenantId, p!.id);
        await logProject(tx, req.ctx, p!.id, 'create', {
          after: { name: v.name, batches: batches.map((b) => b.batchNo) },
        });
        return toProjectItem((await loadProject(tx, req.ctx, p!.id))!);
      });
    },
  );

  serve(
    app,
    ep.names,
    async (req) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const rows = await req.tx((tx) =>
        tx
          .select({ id: cadProjects.id, name: cadProjects.name, code: cadProjects.code })
          .from(cadProjects)
          .where(
            liveOf(
              cadProjects,
              tenantId,
              eq(cadProjects.factoryId, factoryId),
              req.query.filter ? ilike(cadProjects.name, containsPattern(req.query.filter)) : undefined,
            ),
          )
          .orderBy(desc(cadProjects.creationTime))
          .limit(500),
      );
      return rows;
    },
  );

  serve(
    app,
    ep.byTenant,
    async (req) => {
      return req.tx((tx) =>
        tx
          .select({
            id: cadProjects.id,
            name: cadProjects.name,
            code: cadProjects.code,
            factoryId: cadProjects.factoryId,
            factoryName: factories.name,
            projectStatus: cadProjects.projectStatus,
          })
          .from(cadProjects)
          .leftJoin(
            factories,
            and(eq(factories.tenantId, cadProjects.tenantId), eq(factories.id, cadProjects.factoryId)),
          )
          .where(and(eq(cadProjects.tenantId, req.ctx.tenantId), eq(cadProjects.isDeleted, false)))
          .orderBy(desc(cadProjects.creationTime)),
      );
    },
  );

  serve(
    app,
    ep.batches,
    async (req) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const q = req.query;
      const w = [
        eq(cadBatches.tenantId, tenantId),
        eq(cadBatches.factoryId, factoryId),
        eq(cadBatches.isDeleted, false),
        eq(cadProjects.isDeleted, false),
      ];
      if (q.projectName) w.push(ilike(cadProjects.name, containsPattern(q.projectName)));
      if (q.projectId) w.push(eq(cadBatches.projectId, q.projectId));
      if (q.projectQueryType !== 2) w.push(eq(cadProjects.isVoided, false));
      return req.tx((tx) => listBatches(tx, and(...w)));
    },
  );

  serveOn(app, ep.addBatch, loadProject, async (tx, p, req) => {
    const [dup] = await tx
      .select({ id: cadBatches.id })
      .from(cadBatches)
      .where(
        liveOf(
          cadBatches,
          p.tenantId,
          eq(cadBatches.projectId, p.id),
          eq(cadBatches.batchNo, req.body.batchNo),
        ),
      );
    if (dup) throw badRequest(`批次号“${req.body.batchNo}”已存在`, ['batchNo']);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cadBatches)
      .where(and(eq(cadBatches.tenantId, p.tenantId), eq(cadBatches.projectId, p.id)));
    await insertBatches(tx, req.ctx, p.id, p.factoryId, [req.body], n);
    await recountProject(tx, p.tenantId, p.id);
    await logProject(tx, req.ctx, p.id, 'update', { comment: `新增批次 ${req.body.batchNo}` });
    return listBatches(tx, liveOf(cadBatches, p.tenantId, eq(cadBatches.projectId, p.id)));
  });

  serveOn(app, ep.get, loadProject, async (tx, p, req) => {
    const [fav] = await tx
      .select()
      .from(cadProjectFavorites)
      .where(
        and(
          eq(cadProjectFavorites.tenantId, p.tenantId),
          eq(cadProjectFavorites.projectId, p.id),
          eq(cadProjectFavorites.userId, req.ctx.userId!),
        ),
      );
    const batches = await listBatches(tx, liveOf(cadBatches, p.tenantId, eq(cadBatches.projectId, p.id)));
    return {
      ...toProjectItem(p, !!fav),
      siteAddress: p.siteAddress,
      contactName: p.contactName,
      contactPhone: p.contactPhone,
      remark: p.remark,
      demanderId: p.demanderId,
      batches,
    };
  });

  serveOn(app, ep.remove, loadProject, async (tx, p, req) => {
    if (p.projectStatus !== ProjectStatus.drawingPrep && p.projectStatus !== ProjectStatus.voided)
      throw businessError(`项目“${p.name}”已进入后续流程，不能删除；如需停止请作废`);
    const now = new Date();
    await setProject(tx, p, { isDeleted: true, deletionTime: now, deleterId: req.ctx.userId });
    await tx
      .update(cadBatches)
      .set({ isDeleted: true, deletionTime: now, deleterId: req.ctx.userId })
      .where(and(eq(cadBatches.tenantId, p.tenantId), eq(cadBatches.projectId, p.id)));
    await logProject(tx, req.ctx, p.id, 'delete');
  });

  serveOn(app, ep.favorites, loadProject, async (tx, p, req) => {
    const rows = await tx
      .select()
      .from(cadProjectFavorites)
      .where(and(eq(cadProjectFavorites.tenantId, p.tenantId), eq(cadProjectFavorites.projectId, p.id)));
    return { isFavorite: rows.some((r) => r.userId === req.ctx.userId), count: rows.length };
  });

  serveOn(app, ep.toggleFavorite, loadProject, async (tx, p, req) => {
    const key = and(
      eq(cadProjectFavorites.tenantId, p.tenantId),
      eq(cadProjectFavorites.projectId, p.id),
      eq(cadProjectFavorites.userId, req.ctx.userId!),
    );
    const [existing] = await tx.select().from(cadProjectFavorites).where(key);
    if (existing) await tx.delete(cadProjectFavorites).where(key);
    else
      await tx
        .insert(cadProjectFavorites)
        .values({ tenantId: p.tenantId, projectId: p.id, userId: req.ctx.userId! });
    return { isFavorite: !existing };
  });

  serve(
    app,
    ep.favoritesForAdmin,
    async (req) => {
      return req.tx(async (tx) =>
        (await tx.select().from(cadProjectFavorites).where(eq(cadProjectFavorites.projectId, req.params.id))).map(isoRow),
      );
    },
  );

  serve(
    app,
    ep.getForAdmin,
    async (req) => {
      const [p] = await req.tx((tx) =>
        tx.select().from(cadProjects).where(eq(cadProjects.id, req.params.id)),
      );
      if (!p) throw notFound('项目不存在或已删除');
      return toProjectItem(p);
    },
  );

  serveOn(app, ep.setNormalState, loadProject, async (tx, p, req) => {
    await setProject(tx, p, {
      normalState: req.body.normalState,
      lastModificationTime: new Date(),
      lastModifierId: req.ctx.userId,
    });
    await logProject(tx, req.ctx, p.id, req.body.normalState === 2 ? 'freeze' : 'unfreeze', {
      comment: req.body.reason,
      before: { normalState: p.normalState },
      after: { normalState: req.body.normalState },
    });
    return { normalState: req.body.normalState };
  });

  serve(
    app,
    ep.compel,
    async (req) => {
      adminOnly(req.ctx);
      await req.tx(async (tx) => {
        for (const id of req.body.ids)
          await overrideStatus(tx, req.ctx, id, req.body.projectStatus, req.body.reason, 'compel');
      });
      return { count: req.body.ids.length };
    },
  );

  serve(
    app,
    ep.mandatory,
    async (req) => {
      adminOnly(req.ctx);
      await req.tx((tx) =>
        overrideStatus(tx, req.ctx, req.params.id, req.body.projectStatus, req.body.reason, 'mandatory'),
      );
      return req.tx(async (tx) => toProjectItem(await loadProject(tx, req.ctx, req.params.id)));
    },
  );

  serveOn(app, ep.recover, loadProject, async (tx, p, req) => {
    await setProject(tx, p, { isVoided: false, statusOverride: null });
    await recountProject(tx, p.tenantId, p.id);
    const after = await loadProject(tx, req.ctx, p.id);
    await logProject(tx, req.ctx, p.id, 'recover', {
      before: { projectStatus: p.projectStatus },
      after: { projectStatus: after.projectStatus },
    });
    return toProjectItem(after);
  });

  serve(
    app,
    ep.setPassword,
    async (req) => {
      const pw = req.body.password?.trim() || null;
      if (pw !== null && pw.length < 4) throw badRequest('密码至少4位', ['password']);
      const hash = pw ? await hashPassword(pw) : null;
      return req.tx(async (tx) => {
        const p = await loadProject(tx, req.ctx, req.params.id);
        await setProject(tx, p, { passwordHash: hash });
        await logProject(tx, req.ctx, p.id, 'update', { comment: hash ? '设置图纸密码' : '取消图纸密码' });
        return { hasPassword: !!hash };
      });
    },
  );

  for (const [contract, column, label] of [
    [ep.orderTimeAdmin, 'orderTime', '下单日期'],
    [ep.deliveryDateAdmin, 'deliveryDate', '交货日期'],
  ] as const) {
    serve(
      app,
      contract,
      async (req) => {
        adminOnly(req.ctx);
        return req.tx(async (tx) => {
          const p = await loadProject(tx, req.ctx, req.params.id);
          const next = { orderTime: p.orderTime, deliveryDate: p.deliveryDate, [column]: req.body.date };
          if (next.deliveryDate < next.orderTime) throw badRequest('交货日期不能早于下单日期', ['date']);
          await setProject(tx, p, { [column]: req.body.date });
          await logProject(tx, req.ctx, p.id, 'update', {
            comment: `更正${label}：${req.body.reason}`,
            before: { [column]: p[column] },
            after: { [column]: req.body.date },
          });
          return toProjectItem(await loadProject(tx, req.ctx, p.id));
        });
      },
    );
  }

  serve(
    app,
    ep.setPackingPrefix,
    async (req) => {
      return req.tx(async (tx) => {
        const p = await loadProject(tx, req.ctx, req.body.id);
        await setProject(tx, p, { packingPrefix: req.body.packingPrefix || null });
        await logProject(tx, req.ctx, p.id, 'update', {
          before: { packingPrefix: p.packingPrefix },
          after: { packingPrefix: req.body.packingPrefix },
        });
        return { packingPrefix: req.body.packingPrefix || null };
      });
    },
  );

  serveOn(app, ep.moveFactory, loadProject, async (tx, p, req) => {
    const [f] = await tx
      .select()
      .from(factories)
      .where(and(eq(factories.tenantId, p.tenantId), eq(factories.id, req.body.factoryId)));
    if (!f) throw badRequest('目标工厂不存在', ['factoryId']);
    if (f.id === p.factoryId) throw badRequest('项目已在该工厂', ['factoryId']);
    const key = (t: typeof cadBatches | typeof cadProjects) =>
      and(
        eq(t.tenantId, p.tenantId),
        t === cadProjects ? eq(cadProjects.id, p.id) : eq(cadBatches.projectId, p.id),
      );
    await tx.update(cadProjects).set({ factoryId: f.id }).where(key(cadProjects));
    await tx.update(cadBatches).set({ factoryId: f.id }).where(key(cadBatches));
    for (const t of ['cad_project_files', 'cad_products', 'cad_labels'])
      await tx.execute(
        sql`update ${sql.identifier(t)} set factory_id = ${f.id} where tenant_id = ${p.tenantId} and project_id = ${p.id}`,
      );
    await logProject(tx, req.ctx, p.id, 'update', {
      comment: `移至工厂 ${f.name}`,
      before: { factoryId: p.factoryId },
      after: { factoryId: f.id },
    });
    return { factoryId: f.id };
  });

  serve(
    app,
    ep.listText,
    async (req, reply) => {
      // the list as it is filtered and sorted, every row
      const rows = await req.tx((tx) =>
        tx
          .select()
          .from(cadProjects)
          .where(projectWhere(req.ctx, req.query, favoriteOf(req.ctx)))
          .orderBy(...projectOrder(req.query.sorting))
          .limit(MAX_RESULT_COUNT),
      );
      const text = rows
        .map(
          (p) =>
            `${p.code}\t${p.name}\t${p.demandSide ?? ''}\t${p.displayBatch ?? ''}\t${p.productAmount}件\t${Number(p.unfoldArea).toFixed(2)}㎡`,
        )
        .join('\n');
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  serve(
    app,
    ep.logs,
    async (req) => {
      const { tenantId } = needFactory(req.ctx);
      const w = and(
        eq(cadProjectLogs.tenantId, tenantId),
        req.query.projectId ? eq(cadProjectLogs.projectId, req.query.projectId) : undefined,
      );
      return req.tx((tx) =>
        pagedList(tx, req.query, {
          from: cadProjectLogs,
          where: w,
          orderBy: [...parseSorting(req.query.sorting, projectLogSorting, [desc(cadProjectLogs.time)]), desc(cadProjectLogs.id)],
          map: (row) => isoRow(row as typeof cadProjectLogs.$inferSelect),
        }),
      );
    },
  );
}
