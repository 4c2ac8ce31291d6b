import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { activityPriceRuleResource, brandResource, brandUseStatus, excelTemplateResource, idParam, messages, resourceInputSchema, wxTemplateResource } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { setTemplateColumns } from '../../core/resource/excel.ts';
import { col } from '../../core/resource/table.ts';
import { badRequest } from '../../core/http/errors.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { activityPriceRules, brands, brandUses, excelTemplates, wxTemplates } from './schema.ts';
import { tenants } from '../saas/schema.ts';
import { authorisedBrandLogo, brandUseRoutes, checkBrandName, refuseDeleteWhileAuthorised } from './brandUse.ts';

/** ?id= of a brand (the spec's query-parameter form of brand-url and pack-template). */
const brandIdQuery = idParam;

/** Brands (tenant side of the apply → approve flow), WeChat templates, activity price rules, Excel templates. */
export function brandAndTemplateRoutes(app: FastifyInstance) {
  const brand = registerResource(app, brandResource, brands, {
    prepare: (tx, ctx, value, before) => checkBrandName(tx, ctx, value, before),
    beforeDelete: (tx, _ctx, row) => refuseDeleteWhileAuthorised(tx, row),
    // Only an approved brand is printed; PUT {id}/default is the same as {id}/use.
    beforeDefault: (row) => {
      if (row.status !== 2) throw badRequest('只有已通过审核的品牌可以使用');
    },
  });
  brandUseRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [brandResource.title];
  // The platform approves (2) or rejects (4) a tenant's application, naming the tenant in __tenant.
  r.put(
    `${brandResource.basePath}/:id/approval`,
    { schema: { tags, summary: '审核品牌（平台管理员）', params: idParam, body: z.object({ status: z.union([z.literal(2), z.literal(4)], { error: '审核结果只能是通过或驳回' }), auditOpinion: z.string().max(200, messages.tooLong('审核意见', 200)).nullable().optional() }) }, config: { platformAdmin: true } },
    async (req) =>
      req.tx(async (tx) => {
        const before = await brand.findRow(tx, req.ctx, req.params.id);
        if (before.status !== 1) throw badRequest('只有申请中的品牌可以审核');
        return brand.writeRow(tx, req.ctx, before, { status: req.body.status, auditOpinion: req.body.auditOpinion ?? null }, 'approval');
      }),
  );
  r.get(`${brandResource.basePath}/apply/for-admin`, { schema: { tags, summary: '待审核的品牌申请（平台管理员）' }, config: { platformAdmin: true } }, async (req) =>
    req.tx(async (tx) => {
      // Every space's applications (platform read); only that space's when the operator names one.
      const rows = await tx
        .select()
        .from(brands)
        .where(and(eq(col(brands, 'isDeleted'), false), eq(col(brands, 'status'), 1), req.ctx.tenantId ? eq(col(brands, 'tenantId'), req.ctx.tenantId) : undefined))
        .orderBy(asc(col(brands, 'creationTime')));
      // The applicant's space name, so that the operator knows whom the trademark should belong to.
      const ids = [...new Set(rows.map((b) => b.tenantId as string))];
      const names = ids.length ? await tx.select({ id: tenants.id, name: tenants.displayName }).from(tenants).where(inArray(tenants.id, ids)) : [];
      const items = rows.map((b) => ({ ...b, tenantName: names.find((n) => n.id === b.tenantId)?.name ?? null }));
      return { items, totalCount: items.length };
    }),
  );
  // A tenant applies for a brand: a new row in 申请中 (the generic POST does the same).
  r.post(`${brandResource.basePath}/apply`, { schema: { tags, summary: '申请品牌', body: resourceInputSchema(brandResource) }, config: { permission: brandResource.permission, action: 'add' } }, async (req) =>
    req.tx((tx) => brand.insertRow(tx, req.ctx, { ...(req.body as Record<string, unknown>), status: 1 })),
  );
  // Use an approved brand as the tenant's default (labels, pack lists).
  r.put(`${brandResource.basePath}/:id/use`, { schema: { tags, summary: '使用品牌（设为默认）', params: idParam }, config: { permission: brandResource.permission, action: 'edit' } }, async (req) =>
    req.tx(async (tx) => {
      const before = await brand.findRow(tx, req.ctx, req.params.id);
      if (before.status !== 2) throw badRequest('只有已通过审核的品牌可以使用');
      return brand.writeRow(tx, req.ctx, before, { isDefault: true }, 'default');
    }),
  );
  const brandUrl = (req: FastifyRequest, id: string) =>
    req.tx(async (tx) => {
      const [own] = await tx.select().from(brands).where(and(...brand.scopeWhere(req.ctx), eq(col(brands, 'id'), id)));
      if (own) return { url: own.logoUrl ?? null };
      // A brand another space authorised this one to use: its logo is printed here too.
      return { url: await authorisedBrandLogo(tx, req.ctx, id) };
    });
  const readBrand = { permission: brandResource.permission, action: 'query' as const };
  r.get(`${brandResource.basePath}/brand-url/:id`, { schema: { tags, summary: '品牌标志链接', params: idParam }, config: readBrand }, async (req) => brandUrl(req, req.params.id));
  // The spec's front end asks with query parameters (GET brand-url?id=, pack-template?id=).
  r.get(`${brandResource.basePath}/brand-url`, { schema: { tags, summary: '品牌标志链接（查询参数）', querystring: brandIdQuery }, config: readBrand }, async (req) =>
    brandUrl(req, req.query.id),
  );
  // The brands the tenant may print (labels, pack templates): its approved own brands (with the
  // default) and the brands other tenants authorised it to use (by name; their rows stay theirs).
  for (const path of ['tenant-brand', 'tenant-brand/list'])
    r.get(`${brandResource.basePath}/${path}`, { schema: { tags, summary: '本企业可用品牌' }, config: { permission: brandResource.permission, action: 'query' } }, async (req) =>
      req.tx(async (tx) => {
        const own = await tx.select().from(brands).where(and(...brand.scopeWhere(req.ctx), eq(col(brands, 'status'), 2)));
        const granted = req.ctx.tenantId
          ? await tx
              .select({ id: brandUses.brandId, name: brandUses.brandName })
              .from(brandUses)
              .where(and(eq(brandUses.tenantId, req.ctx.tenantId), eq(brandUses.status, brandUseStatus.approved)))
          : [];
        const items = [...own.map((b) => ({ ...b, source: 'own' as const })), ...granted.map((g) => ({ ...g, isDefault: false, source: 'authorised' as const }))];
        return { items, totalCount: items.length };
      }),
    );
  const packTemplate = (req: FastifyRequest, id: string) =>
    req.tx(async (tx) => ({ packTemplate: (await brand.findRow(tx, req.ctx, id)).packTemplate ?? null }));
  r.get(`${brandResource.basePath}/:id/pack-template`, { schema: { tags, summary: '品牌包装标签模板', params: idParam }, config: readBrand }, async (req) =>
    packTemplate(req, req.params.id),
  );
  r.get(`${brandResource.basePath}/pack-template`, { schema: { tags, summary: '品牌包装标签模板（查询参数）', querystring: brandIdQuery }, config: readBrand }, async (req) =>
    packTemplate(req, req.query.id),
  );

  registerResource(app, wxTemplateResource, wxTemplates);
  registerResource(app, activityPriceRuleResource, activityPriceRules);
  registerResource(app, excelTemplateResource, excelTemplates);

  // Export and import of every list use the chosen template's columns, else the list's default template.
  setTemplateColumns(async (tx, ctx, def, templateId) => {
    const t = excelTemplates;
    const scope = [eq(col(t, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID), eq(col(t, 'isDeleted'), false), eq(col(t, 'enabled'), true)];
    const [row] = templateId
      ? await tx.select().from(t).where(and(...scope, eq(col(t, 'id'), templateId)))
      : await tx.select().from(t).where(and(...scope, eq(col(t, 'resource'), def.entity), eq(col(t, 'isDefault'), true)));
    if (templateId && !row) throw badRequest('Excel模板不存在或已停用', ['templateId']);
    const cols = row?.columns ? String(row.columns).split(',').map((c) => c.trim()).filter((c) => c in def.fields) : [];
    return cols.length ? cols : null;
  });
}
