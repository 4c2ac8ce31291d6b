import { eq, inArray } from 'drizzle-orm';
import { idList, type FieldDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { directory } from '../auth/directory.ts';
import { resourceTables, scopeAnd } from './registry.ts';

/**
 * Rows named by `ref` fields must exist in this space (and factory), and person fields must name an
 * active member: a value that points elsewhere is refused with the field's label. `prefix` names the
 * line of a document ("第2行：").
 */
export async function checkRefFields(
  tx: Tx,
  ctx: RequestContext,
  fields: Record<string, FieldDef>,
  value: Record<string, unknown>,
  prefix = '',
  selfId?: string,
) {
  for (const [key, f] of Object.entries(fields)) {
    const v = value[key];
    if (v == null) continue;
    if (f.staff) {
      const m = await directory().isActiveMember(tx, ctx.tenantId ?? HOST_TENANT_ID, v as string);
      if (!m) throw badRequest(`${prefix}${f.label}不是本企业的在职成员`, [key]);
      continue;
    }
    if (!f.ref) continue;
    const target = resourceTables.get(f.ref.basePath);
    if (f.multiple) {
      const ids = [...new Set(idList(v))];
      if (!ids.length || !target) continue;
      const found = new Set(
        (await tx
          .select({ id: target.table.id })
          .from(target.table)
          .where(scopeAnd(target.def, target.table, ctx, inArray(target.table.id, ids)))).map((r: { id: string }) => r.id),
      );
      if (ids.some((id) => !found.has(id))) throw badRequest(`${prefix}${f.label}中有不存在或已删除的项`, [key]);
      continue;
    }
    if (selfId && v === selfId) throw badRequest(`${prefix}${f.label}不能是自己`, [key]);
    if (!target) continue;
    const [hit] = await tx
      .select({ id: target.table.id })
      .from(target.table)
      .where(scopeAnd(target.def, target.table, ctx, eq(target.table.id, v)));
    if (!hit) throw badRequest(`${prefix}${f.label}不存在或已删除`, [key]);
  }
}
