import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { queryOrganizationUnitResource as def, staffingEndpoints as ep, type PageStaffing, type StoredRow } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import type { Tx } from '../../core/db/client.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { col } from '../../core/resource/table.ts';
import { listMembers} from './members.ts';
import { liveUnits, subtreeIds } from './organization-units.ts';
import { organizationUnitMembers, organizationUnits, queryOrganizationUnits } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';
import { serve } from '../../core/http/endpoint.ts';

/** Columns of the definition-made table, resolved once (a typo fails at start-up). */
const Q = { isDeleted: col(queryOrganizationUnits, 'isDeleted'), routerName: col(queryOrganizationUnits, 'routerName'), tenantId: col(queryOrganizationUnits, 'tenantId') };


/** The staff searches that pages usually restrict, made by init for a new space. */
export const STANDARD_STAFFINGS = [
  { moduleName: '项目管理', routerName: '/cad/project', queryUserTitle: '业务员', queryUserKey: 'salesmanId' },
  { moduleName: '生产管理', routerName: '/produce/plan', queryUserTitle: '计划员', queryUserKey: 'plannerId' },
  { moduleName: '质量管理', routerName: '/quality/qc', queryUserTitle: '质检员', queryUserKey: 'inspectorId' },
  { moduleName: '委外管理', routerName: '/outsources/outsource-out', queryUserTitle: '经办人', queryUserKey: 'handlerId' },
] as const;

const liveConfigs = (tx: Tx, tenantId: string) =>
  tx
    .select()
    .from(queryOrganizationUnits)
    .where(and(eq(Q.tenantId, tenantId), eq(Q.isDeleted, false)))
    .orderBy(asc(Q.routerName));

/** Page personnel configuration, and the people each page's staff search offers. */
export function staffingRoutes(app: FastifyInstance) {
  // Before the resource's own GET /list, which it then leaves out.
  registerResource(app, def, queryOrganizationUnits, {
    extend: (a) => {
      serve(a, ep.list, async (req) => ({
        items: (await req.tx((tx) => liveConfigs(tx, requireTenant(req.ctx.tenantId)))) as StoredRow[],
      }));

      serve(a, ep.byRouterName, async (req) => {
        const tenantId = requireTenant(req.ctx.tenantId);
        return req.tx(async (tx) => {
          const { routerName, queryUserKey } = req.query;
          const configs = (await liveConfigs(tx, tenantId)).filter((c) => c.routerName === routerName && (!queryUserKey || c.queryUserKey === queryUserKey));
          if (queryUserKey && !configs.length) {
            // An unconfigured staff search offers everyone of the space.
            const people = await listMembers(tx, tenantId, { statuses: ACTIVE_MEMBER_STATUSES }, null);
            return { items: [{ id: null, routerName, queryUserKey, organizationUnitId: null, users: people.items.map((p) => ({ value: p.userId, label: p.name || p.userName })) }] };
          }
          const units = await liveUnits(tx, tenantId);
          const items: PageStaffing[] = [];
          for (const c of configs) {
            const unitIds = c.organizationUnitId && units.some((u) => u.id === c.organizationUnitId) ? subtreeIds(units, c.organizationUnitId as string) : [];
            const memberIds = unitIds.length
              ? [...new Set((await tx.select({ id: organizationUnitMembers.memberId }).from(organizationUnitMembers).where(and(eq(organizationUnitMembers.tenantId, tenantId), inArray(organizationUnitMembers.organizationUnitId, unitIds)))).map((m) => m.id))]
              : [];
            const people = await listMembers(tx, tenantId, { memberIds, statuses: ACTIVE_MEMBER_STATUSES }, null);
            items.push({
              id: c.id as string,
              moduleName: c.moduleName as string,
              routerName: c.routerName as string,
              queryUserTitle: c.queryUserTitle as string,
              queryUserKey: c.queryUserKey as string,
              organizationUnitId: c.organizationUnitId as string,
              organizationUnitName: c.organizationUnitName as string | null,
              users: people.items.map((p) => ({ value: p.userId, label: p.name || p.userName })),
            });
          }
          return { items };
        });
      });

      // Makes the standard configurations that are missing, all pointing at the first top-level unit.
      serve(a, ep.init, async (req) => {
        const tenantId = requireTenant(req.ctx.tenantId);
        return req.tx(async (tx) => {
          const [root] = await tx
            .select()
            .from(organizationUnits)
            .where(and(eq(organizationUnits.tenantId, tenantId), isNull(organizationUnits.parentId), eq(organizationUnits.isDeleted, false)))
            .orderBy(asc(organizationUnits.sort), asc(organizationUnits.code))
            .limit(1);
          if (!root) return { created: 0 };
          const existing = await liveConfigs(tx, tenantId);
          const missing = STANDARD_STAFFINGS.filter((s) => !existing.some((e) => e.routerName === s.routerName && e.queryUserKey === s.queryUserKey));
          if (missing.length)
            await tx.insert(queryOrganizationUnits).values(
              missing.map((s) => ({ ...s, tenantId, organizationUnitId: root.id, organizationUnitName: root.displayName, creatorId: req.ctx.userId })),
            );
          await audit(tx, req.ctx, { module: 'identity', entityType: def.entity, entityId: tenantId, action: 'init', after: { created: missing.length } });
          return { created: missing.length };
        });
      });
    },
  });
}
