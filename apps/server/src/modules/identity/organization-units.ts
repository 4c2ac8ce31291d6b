import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_ORGANIZATION_DEPTH, type OrganizationUnitNode } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { organizationUnitMembers, organizationUnits } from './schema.ts';

type UnitRow = typeof organizationUnits.$inferSelect;

export const liveUnits = (tx: Tx, tenantId: string) =>
  tx
    .select()
    .from(organizationUnits)
    .where(and(eq(organizationUnits.tenantId, tenantId), eq(organizationUnits.isDeleted, false)))
    .orderBy(asc(organizationUnits.sort), asc(organizationUnits.code));

/** The units as a tree (roots first), with the number of members of each unit. */
export async function unitTree(tx: Tx, tenantId: string): Promise<OrganizationUnitNode[]> {
  const rows = await liveUnits(tx, tenantId);
  const counts = await tx
    .select({ id: organizationUnitMembers.organizationUnitId, n: sql<number>`count(*)::int` })
    .from(organizationUnitMembers)
    .where(eq(organizationUnitMembers.tenantId, tenantId))
    .groupBy(organizationUnitMembers.organizationUnitId);
  const nodes = new Map<string, OrganizationUnitNode>(
    rows.map((r) => [
      r.id,
      { id: r.id, parentId: r.parentId, code: r.code, displayName: r.displayName, sort: r.sort, memberCount: counts.find((c) => c.id === r.id)?.n ?? 0, children: [] },
    ]),
  );
  const roots: OrganizationUnitNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

/** The ids of a unit and all units below it. */
export function subtreeIds(rows: UnitRow[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

export const depthOf = (code: string) => code.split('.').length;

/** Height of the subtree below a unit (a leaf is 1). */
export function heightOf(rows: UnitRow[], id: string): number {
  const kids = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(rows, k.id)));
}

/** The next child code under a parent: ABP's dotted five-digit segments. */
export function nextCode(rows: UnitRow[], parent: UnitRow | null, exceptId?: string): string {
  const siblings = rows.filter((r) => (r.parentId ?? null) === (parent?.id ?? null) && r.id !== exceptId);
  const last = Math.max(0, ...siblings.map((s) => Number(s.code.split('.').pop())));
  const seg = String(last + 1).padStart(5, '0');
  return parent ? `${parent.code}.${seg}` : seg;
}

export const fitsDepth = (parentDepth: number, height: number) => parentDepth + height <= MAX_ORGANIZATION_DEPTH;
