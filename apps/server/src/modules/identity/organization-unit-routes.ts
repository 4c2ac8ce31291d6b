import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { identityMessages as im, organizationUnitEndpoints as ep } from '@al/contracts';
import { audit, insertAudited, softDeleteAudited } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { listMembers } from './members.ts';
import { depthOf, fitsDepth, heightOf, liveUnits, nextCode, subtreeIds, unitTree } from './organization-units.ts';
import { members, organizationUnitMembers, organizationUnits } from './schema.ts';
import { allLive, tenantLiveById } from '../../core/db/live.ts';

/** A unit as the answer carries it. */
const toUnit = (u: typeof organizationUnits.$inferSelect) => isoRow(u);

const findUnit = (tx: Tx, tenantId: string, id: string) => tenantLiveById(tx, organizationUnits, tenantId, id, '机构不存在或已删除');

async function unitMemberIds(tx: Tx, tenantId: string, unitIds: string[]) {
  const rows = await tx
    .select({ id: organizationUnitMembers.memberId })
    .from(organizationUnitMembers)
    .where(and(eq(organizationUnitMembers.tenantId, tenantId), inArray(organizationUnitMembers.organizationUnitId, unitIds)));
  return [...new Set(rows.map((r) => r.id))];
}

/** The organisation tree (at most five levels) and the members of each unit. */
export function organizationUnitRoutes(app: FastifyInstance) {
  // Read by any member of the space: the tree feeds unit pickers on many pages.
  serve(app, ep.tree, async (req) => ({ items: await req.tx((tx) => unitTree(tx, req.ctx.tenantId)) }));

  serve(app, ep.create, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const rows = await liveUnits(tx, tenantId);
      const parent = req.body.parentId ? rows.find((x) => x.id === req.body.parentId) : null;
      if (req.body.parentId && !parent) throw badRequest('上级机构不存在或已删除', ['parentId']);
      if (parent && !fitsDepth(depthOf(parent.code), 1)) throw badRequest(im.ouTooDeep, ['parentId']);
      const row = await insertAudited(
        tx,
        req.ctx,
        organizationUnits,
        {
          tenantId,
          parentId: parent?.id ?? null,
          displayName: req.body.displayName,
          sort: req.body.sort ?? 0,
          code: nextCode(rows, parent ?? null),
        },
        { module: 'identity', entityType: 'OrganizationUnit' },
      );
      return toUnit(row);
    });
  });

  // Rename and move (drag in the tree): the moved subtree keeps within five levels and gets new codes.
  serve(app, ep.update, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const rows = await liveUnits(tx, tenantId);
      const before = await findUnit(tx, tenantId, req.params.id);
      const parentId = req.body.parentId === undefined ? before.parentId : req.body.parentId;
      let code = before.code;
      if ((parentId ?? null) !== (before.parentId ?? null)) {
        const parent = parentId ? rows.find((x) => x.id === parentId) : null;
        if (parentId && !parent) throw badRequest('上级机构不存在或已删除', ['parentId']);
        if (parent && subtreeIds(rows, before.id).includes(parent.id)) throw badRequest(im.ouCycle, ['parentId']);
        if (!fitsDepth(parent ? depthOf(parent.code) : 0, heightOf(rows, before.id))) throw badRequest(im.ouTooDeep, ['parentId']);
        code = nextCode(rows, parent ?? null, before.id);
        // Descendants carry the old code as their prefix.
        await tx
          .update(organizationUnits)
          .set({ code: sql`${code} || substr(${organizationUnits.code}, ${before.code.length + 1})` })
          .where(and(eq(organizationUnits.tenantId, tenantId), like(organizationUnits.code, `${before.code}.%`)));
      }
      const [after] = await tx
        .update(organizationUnits)
        .set({ displayName: req.body.displayName, parentId: parentId ?? null, code, sort: req.body.sort ?? before.sort, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(organizationUnits.tenantId, tenantId), eq(organizationUnits.id, before.id)))
        .returning();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'OrganizationUnit', entityId: before.id, action: 'update', before, after });
      return toUnit(after!);
    });
  });

  serve(app, ep.remove, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const before = await findUnit(tx, tenantId, req.params.id);
      const [child] = await tx
        .select({ id: organizationUnits.id })
        .from(organizationUnits)
        .where(and(eq(organizationUnits.tenantId, tenantId), eq(organizationUnits.parentId, before.id), eq(organizationUnits.isDeleted, false)))
        .limit(1);
      if (child) throw businessError(im.ouHasChildren);
      await tx.delete(organizationUnitMembers).where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.organizationUnitId, before.id)));
      await softDeleteAudited(tx, req.ctx, organizationUnits, before, { module: 'identity', entityType: 'OrganizationUnit' });
    });
  });

  serve(app, ep.members, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const unit = await findUnit(tx, tenantId, req.params.id);
      const ids = req.query.includeChildren === 'true' ? subtreeIds(await liveUnits(tx, tenantId), unit.id) : [unit.id];
      return listMembers(tx, tenantId, { ...req.query, memberIds: await unitMemberIds(tx, tenantId, ids) }, req.query);
    });
  });

  // Everyone below the unit, unpaged: the people a staff search offers.
  serve(app, ep.allMembers, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const unit = await findUnit(tx, tenantId, req.params.id);
      const ids = subtreeIds(await liveUnits(tx, tenantId), unit.id);
      return listMembers(tx, tenantId, { ...req.query, memberIds: await unitMemberIds(tx, tenantId, ids) }, null);
    });
  });

  serve(app, ep.addMembers, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const unit = await findUnit(tx, tenantId, req.params.id);
      const ids = [...new Set(req.body.memberIds)];
      if (!(await allLive(tx, members, tenantId, ids))) throw badRequest('所选成员不存在或已移除', ['memberIds']);
      await tx
        .insert(organizationUnitMembers)
        .values(ids.map((memberId) => ({ tenantId, organizationUnitId: unit.id, memberId })))
        .onConflictDoNothing();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'OrganizationUnit', entityId: unit.id, action: 'add-members', after: { memberIds: ids } });
      return { organizationUnitId: unit.id, memberIds: ids };
    });
  });

  serve(app, ep.removeMember, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const unit = await findUnit(tx, tenantId, req.params.id);
      await tx
        .delete(organizationUnitMembers)
        .where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.organizationUnitId, unit.id), eq(organizationUnitMembers.memberId, req.params.memberId)));
      await audit(tx, req.ctx, { module: 'identity', entityType: 'OrganizationUnit', entityId: unit.id, action: 'remove-member', before: { memberId: req.params.memberId } });
    });
  });
}
