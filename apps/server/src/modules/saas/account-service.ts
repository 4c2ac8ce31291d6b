import { and, eq } from 'drizzle-orm';
import { accountFieldLabels, type AccountField } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { editions, tenantOperateLogs, tenants } from './schema.ts';

/** What one PUT of the tenant account changes, checked and converted. */
export async function accountChange(
  tx: Tx,
  what: AccountField,
  t: typeof tenants.$inferSelect,
  value: string | number,
) {
  const num = () => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0)
      throw badRequest(`${accountFieldLabels[what]}必须是不小于0的整数`, ['value']);
    return n;
  };
  switch (what) {
    case 'service': {
      const d = new Date(String(value));
      if (Number.isNaN(d.getTime())) throw badRequest('服务到期时间格式不正确', ['value']);
      return { before: t.expiryTime, set: { expiryTime: d, isInTrialPeriod: false } };
    }
    case 'edition': {
      const [e] = await tx
        .select()
        .from(editions)
        .where(and(eq(editions.id, String(value)), eq(editions.isDeleted, false)));
      if (!e) throw badRequest('版本不存在', ['value']);
      if (e.editionType !== t.editionType) throw badRequest('只能换成同类型的版本', ['value']);
      return { before: t.editionId, set: { editionId: e.id } };
    }
    case 'nest': {
      // Quota is spent per m² too, so it keeps cents.
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0 || Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
        throw badRequest('排版额度必须是不小于0的数，最多两位小数', ['value']);
      return { before: Number(t.nestQuota), set: { nestQuota: (Math.round(n * 100) / 100).toFixed(2) } };
    }
    case 'storage':
      return { before: t.storageGb, set: { storageGb: num() } };
    case 'seats':
      return { before: t.seats, set: { seats: num() } };
    case 'concurrent':
      return { before: t.concurrent, set: { concurrent: num() } };
  }
}

export async function logOperation(
  tx: Tx,
  ctx: Pick<RequestContext, 'userId' | 'userName'>,
  tenantId: string,
  operation: string,
  before: unknown,
  after: unknown,
  reason = '',
) {
  await tx.insert(tenantOperateLogs).values({
    tenantId,
    operation,
    beforeValue: before as never,
    afterValue: after as never,
    reason,
    operatorId: ctx.userId,
    operatorName: ctx.userName,
  });
}

/**
 * One change of a tenant account (the PUT seats / storage / nest / edition / service / concurrent
 * calls, and a completed renewal): checked, written, and kept in the operate log.
 */
export async function applyAccountChange(
  tx: Tx,
  ctx: Pick<RequestContext, 'userId' | 'userName'>,
  t: typeof tenants.$inferSelect,
  what: AccountField,
  value: string | number,
  reason = '',
) {
  const change = await accountChange(tx, what, t, value);
  const [after] = await tx
    .update(tenants)
    .set({ ...change.set, lastModificationTime: new Date(), lastModifierId: ctx.userId })
    .where(eq(tenants.id, t.id))
    .returning();
  await logOperation(tx, ctx, t.id, what, change.before, change.set, reason);
  return after!;
}
