import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { activityPriceRuleResource, brandEndpoints as ep, brandResource, brandUseStatus, excelTemplateResource, wxTemplateResource, type StoredRow } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { setTemplateColumns } from '../../core/resource/excel.ts';
import { col } from '../../core/resource/table.ts';
import { badRequest } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { activityPriceRules, brands, brandUses, excelTemplates, wxTemplates } from './schema.ts';
import { tenants } from '../saas/schema.ts';
import { authorisedBrandLogo, brandUseRoutes, checkBrandName, refuseDeleteWhileAuthorised } from './brandUse.ts';

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
  // The platform approves (2) or rejects (4) a tenant's application, naming the tenant in __tenant.
  serve(app, ep.approve, async (req) =>
    req.tx(async (tx) => {
      const before = await brand.findRow(tx, req.ctx, req.params.id);
      if (before.status !== 1) throw badRequest('只有申请中的品牌可以审核');
      return (await brand.writeRow(tx, req.ctx, before, { status: req.body.status, auditOpinion: req.body.auditOpinion ?? null }, 'approval')) as StoredRow;
    }),
  );
  serve(app, ep.applications, async (req) =>
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
      const items = rows.map((b) => ({ ...(b as StoredRow), tenantId: b.tenantId as string, tenantName: names.find((n) => n.id === b.tenantId)?.name ?? null }));
      return { items, totalCount: items.length };
    }),
  );
  // A tenant applies for a brand: a new row in 申请中 (the generic POST does the same).
  serve(app, ep.apply, async (req) => req.tx(async (tx) => (await brand.insertRow(tx, req.ctx, { ...(req.body as Record<string, unknown>), status: 1 })) as StoredRow));
  // Use an approved brand as the tenant's default (labels, pack lists).
  serve(app, ep.use, async (req) =>
    req.tx(async (tx) => {
      const before = await brand.findRow(tx, req.ctx, req.params.id);
      if (before.status !== 2) throw badRequest('只有已通过审核的品牌可以使用');
      return (await brand.writeRow(tx, req.ctx, before, { isDefault: true }, 'default')) as StoredRow;
    }),
  );
  const brandUrl = (req: FastifyRequest, id: string) =>
    req.tx(async (tx) => {
      const [own] = await tx.select().from(brands).where(and(...brand.scopeWhere(req.ctx), eq(col(brands, 'id'), id)));
      if (own) return { url: (own.logoUrl as string | null) ?? null };
      // A brand another space authorised this one to use: its logo is printed here too.
      return { url: await authorisedBrandLogo(tx, req.ctx, id) };
    });
  serve(app, ep.url, async (req) => brandUrl(req, req.params.id));
  serve(app, ep.urlByQuery, async (req) => brandUrl(req, req.query.id));
  // The brands the tenant may print (labels, pack templates): its approved own brands (with the
  // default) and the brands other tenants authorised it to use (by name; their rows stay theirs).
  for (const e of [ep.tenantBrands, ep.tenantBrandList])
    serve(app, e, async (req) =>
      req.tx(async (tx) => {
        const own = (await tx.select().from(brands).where(and(...brand.scopeWhere(req.ctx), eq(col(brands, 'status'), 2)))) as StoredRow[];
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
    req.tx(async (tx) => ({ packTemplate: ((await brand.findRow(tx, req.ctx, id)).packTemplate as string | null) ?? null }));
  serve(app, ep.packTemplate, async (req) => packTemplate(req, req.params.id));
  serve(app, ep.packTemplateByQuery, async (req) => packTemplate(req, req.query.id));

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
