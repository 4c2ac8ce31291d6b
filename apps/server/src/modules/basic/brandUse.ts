import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { brandEndpoints as ep, brandResource, brandUseStatus, type BrandUse } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { audit, insertAudited } from '../../core/audit/audit.ts';
import { onUniqueViolation } from '../../core/db/unique-violations.ts';
import { acrossTenants } from '../../core/db/scoped.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { containsPattern } from '../../core/http/paging.ts';
import { col } from '../../core/resource/table.ts';
import { tenants } from '../saas/schema.ts';
import { brands, brandUses } from './schema.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';

/** Brand statuses that hold the name platform-wide: applying (1) and approved (2). */
const HOLDING = [1, 2];

/**
 * Brands of every tenant, as far as a tenant may know them: the name, whether it is its own, and
 * the id of an approved brand (to ask for its use). The brands table is tenant-walled; this turns
 * on the platform read (acrossTenants) for this one SELECT of these columns and off again, so nothing else of
 * another tenant (logo, certificate, opinion, the owner's name) ever leaves the server.
 */
export async function heldBrands(tx: Tx, ctx: RequestContext, where: { name?: string; filter?: string; approvedOnly?: boolean } = {}) {
  const b = brands;
  const rows = await acrossTenants(tx, () =>
    tx
    .select({ id: col(b, 'id'), name: col(b, 'name'), status: col(b, 'status'), tenantId: col(b, 'tenantId') })
    .from(b)
    .where(
      and(
        eq(col(b, 'isDeleted'), false),
        inArray(col(b, 'status'), where.approvedOnly ? [2] : HOLDING),
        where.name ? sql`lower(${col(b, 'name')}) = lower(${where.name})` : undefined,
        where.filter ? sql`${col(b, 'name')} ilike ${containsPattern(where.filter)}` : undefined,
      ),
    )
    .orderBy(asc(col(b, 'name')))
    .limit(500),
  );
  return rows.map((r) => ({ id: r.id as string, name: r.name as string, status: r.status as number, own: r.tenantId === ctx.tenantId, ownerTenantId: r.tenantId as string }));
}

/**
 * The logo of a brand another tenant authorised this one to use (labels print it): read with the
 * platform read, only after the authorisation is found, and only that column.
 */
export async function authorisedBrandLogo(tx: Tx, ctx: RequestContext, brandId: string): Promise<string | null> {
  const [granted] = ctx.tenantId
    ? await tx
        .select({ id: brandUses.id })
        .from(brandUses)
        .where(and(eq(brandUses.tenantId, ctx.tenantId), eq(brandUses.brandId, brandId), eq(brandUses.status, brandUseStatus.approved)))
    : [];
  if (!granted) throw notFound(`${brandResource.title}不存在或已删除`);
  const [row] = await acrossTenants(tx, () =>
    tx
      .select({ logoUrl: col(brands, 'logoUrl') })
      .from(brands)
      .where(and(eq(col(brands, 'id'), brandId), eq(col(brands, 'isDeleted'), false))),
  );
  return (row?.logoUrl as string | null | undefined) ?? null;
}

/** A brand name may be held by one tenant only (DOMAIN §2.3): refused when another tenant holds it. */
export async function checkBrandName(tx: Tx, ctx: RequestContext, value: Record<string, unknown>, before?: Record<string, unknown>) {
  const name = String(value.name ?? '');
  if (before && before.status === 2 && before.name !== name) throw badRequest('已通过审核的品牌不能改名', ['name']);
  // Editing a rejected application submits it again for review.
  if (before && before.status === 4) value.status = 1;
  if (before && before.name === name) return;
  const taken = (await heldBrands(tx, ctx, { name })).filter((h) => !h.own);
  if (taken.length) throw brandNameTaken(name);
}

const brandNameTaken = (name: string) => badRequest(`品牌名称“${name}”已被其他企业占用，可申请使用授权`, ['name']);

/**
 * Two spaces claiming one name at the same moment both pass checkBrandName; the platform-wide index
 * (migration 0015) stops the second, which gets the check's message. The name is the one sent (the
 * index holds it lower-cased).
 */
onUniqueViolation('brands_held_name_uq', ({ value, body }) => {
  const sent = (body as { name?: unknown } | null)?.name;
  return brandNameTaken(typeof sent === 'string' ? sent.trim() : (value ?? ''));
});

/** An owner's brand may not be deleted while other tenants are authorised to use it. */
export async function refuseDeleteWhileAuthorised(tx: Tx, row: Record<string, unknown>) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(brandUses)
    .where(and(eq(brandUses.brandId, row.id as string), eq(brandUses.status, brandUseStatus.approved)));
  if (n > 0) throw businessError(`该品牌已授权给${n}家企业使用，不能删除`, 'InUse');
}

/** A brand use request as the answers carry it (times as ISO strings). */
const toBrandUse = (row: typeof brandUses.$inferSelect): BrandUse => isoRow(row);

/**
 * Brand use across tenants (spec 02 brand: occupied-brand, use, approval/use, approval/auth): a
 * tenant sees which names are taken, asks the owner of an approved brand to use it, the owner
 * authorises or refuses, and the requester lists its authorisations.
 */
export function brandUseRoutes(app: FastifyInstance) {
  /** A list of brand use requests of this tenant on one side (owner or requester), newest first. */
  const listUses = (endpoint: typeof ep.usesOfOurs | typeof ep.ourUses, side: typeof brandUses.tenantId | typeof brandUses.ownerTenantId) =>
    serve(app, endpoint, async (req) => {
      const tenantId = req.ctx.tenantId;
      return req.tx(async (tx) => {
        const items = await tx
          .select()
          .from(brandUses)
          .where(and(eq(side, tenantId), req.query.status ? eq(brandUses.status, req.query.status) : undefined))
          .orderBy(desc(brandUses.creationTime));
        return { items: items.map(toBrandUse), totalCount: items.length };
      });
    });

  serve(app, ep.occupied, async (req) =>
    req.tx(async (tx) => {
      const items = (await heldBrands(tx, req.ctx, { filter: req.query.filter })).map((h) => ({
        // The id only where the tenant may ask for the brand (approved, someone else's).
        id: h.status === 2 && !h.own ? h.id : null,
        name: h.name,
        approved: h.status === 2,
        own: h.own,
      }));
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.requestUse, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const [brand] = await heldBrands(tx, req.ctx, { name: req.body.brandName, approvedOnly: true });
      if (!brand) throw badRequest(`没有已通过审核的品牌“${req.body.brandName}”`, ['brandName']);
      if (brand.own) throw badRequest('这是本企业自己的品牌，无需申请授权', ['brandName']);
      const [open] = await tx
        .select({ id: brandUses.id })
        .from(brandUses)
        .where(and(eq(brandUses.tenantId, tenantId), eq(brandUses.brandId, brand.id), inArray(brandUses.status, [brandUseStatus.applying, brandUseStatus.approved])));
      if (open) throw badRequest(`已申请过品牌“${brand.name}”的使用授权`, ['brandName']);
      const [me] = await tx.select({ name: tenants.displayName }).from(tenants).where(eq(tenants.id, tenantId));
      const row = await insertAudited(
        tx,
        req.ctx,
        brandUses,
        {
          tenantId,
          brandId: brand.id,
          brandName: brand.name,
          ownerTenantId: brand.ownerTenantId,
          requesterName: me?.name ?? '',
          remark: req.body.remark ?? null,
        },
        { module: 'basic', entityType: 'BrandUse' },
      );
      return toBrandUse(row);
    });
  });

  // The owner's side: requests to use its brands (visible through the owner policy of 0012).
  listUses(ep.usesOfOurs, brandUses.ownerTenantId);
  serve(app, ep.decideUse, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const [before] = await tx.select().from(brandUses).where(and(eq(brandUses.id, req.params.id), eq(brandUses.ownerTenantId, tenantId)));
      if (!before) throw notFound('品牌使用申请不存在');
      // Pending requests are decided; an authorisation given may be withdrawn (2 → 4).
      const allowed = before.status === brandUseStatus.applying || (before.status === brandUseStatus.approved && req.body.status === brandUseStatus.rejected);
      if (!allowed) throw badRequest('该申请已处理');
      const [after] = await tx
        .update(brandUses)
        .set({ status: req.body.status, auditOpinion: req.body.auditOpinion ?? null, decisionTime: new Date(), deciderId: req.ctx.userId })
        .where(and(eq(brandUses.id, before.id), eq(brandUses.ownerTenantId, tenantId), eq(brandUses.status, before.status)))
        .returning();
      if (!after) throw badRequest('该申请已处理');
      await audit(tx, req.ctx, { module: 'basic', entityType: 'BrandUse', entityId: before.id, action: 'approval', before, after });
      return toBrandUse(after);
    });
  });

  // The requester's side: its requests and the authorisations it holds.
  listUses(ep.ourUses, brandUses.tenantId);
}
