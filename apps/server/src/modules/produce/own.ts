import { and, eq, inArray } from 'drizzle-orm';
import { EquipmentSource, EquipmentStatus, EquipmentType, type StoredRow } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { addMonths } from '../saas/money.ts';
import { renewalEquipmentLines, tenantRenewals } from '../saas/schema.ts';
import { E, EF, equipment, equipmentFeatures } from './schema.ts';

/** A renewal that sells no service months still licenses its terminals for a year. */
const DEFAULT_LICENCE_MONTHS = 12;
const RENEWAL_COMPLETED = 4;

/**
 * POST own: the space takes the terminals its completed renewals licensed (serial numbers
 * XF…-001) into its equipment, unallocated, with every enabled terminal function and the licence's
 * use date (completion + the renewal's months). Only the caller's own completed renewals are read,
 * and only their serial numbers, models, months and completion time. Serial numbers already taken
 * are skipped; naming one that no completed renewal of the space licensed is refused.
 */
export async function ownLicensedTerminals(tx: Tx, ctx: RequestContext, serialNos?: string[]) {
  const tenantId = ctx.tenantId!;
  const lines = await tx
    .select({ model: renewalEquipmentLines.equipmentModel, serialNos: renewalEquipmentLines.serialNos, months: tenantRenewals.periodMonths, completeTime: tenantRenewals.completeTime })
    .from(renewalEquipmentLines)
    .innerJoin(tenantRenewals, eq(tenantRenewals.id, renewalEquipmentLines.renewalId))
    .where(and(eq(tenantRenewals.tenantId, tenantId), eq(tenantRenewals.status, RENEWAL_COMPLETED)));
  const licensed = lines.flatMap((l) => l.serialNos.map((serialNo) => ({ serialNo, model: l.model, months: l.months || DEFAULT_LICENCE_MONTHS, from: l.completeTime ?? new Date() })));
  const wanted = serialNos?.length ? new Set(serialNos) : null;
  const unknown = wanted && [...wanted].find((s) => !licensed.some((l) => l.serialNo === s));
  if (unknown) throw badRequest(`序列号“${unknown}”不是本企业已完成续费单中的终端`, ['serialNos']);
  const candidates = licensed.filter((l) => !wanted || wanted.has(l.serialNo));
  if (!candidates.length) return [];
  const taken = new Set(
    (await tx
      .select({ serialNo: E.serialNo })
      .from(equipment)
      .where(and(eq(E.tenantId, tenantId), eq(E.isDeleted, false), inArray(E.serialNo, candidates.map((c) => c.serialNo))))).map((r) => r.serialNo as string),
  );
  const features = (await tx
    .select({ id: EF.id })
    .from(equipmentFeatures)
    .where(and(eq(EF.tenantId, tenantId), eq(EF.isDeleted, false), eq(EF.enabled, true)))) as { id: string }[];
  const created: StoredRow[] = [];
  for (const c of candidates.filter((x) => !taken.has(x.serialNo))) {
    const isPda = /pda/i.test(c.model);
    const [row] = (await tx
      .insert(equipment)
      .values({
        tenantId,
        name: `${isPda ? 'PDA' : '工位机'} ${c.serialNo.slice(-3)}`,
        code: c.serialNo,
        equipmentType: isPda ? EquipmentType.pda : EquipmentType.ipc,
        source: EquipmentSource.licensed,
        serialNo: c.serialNo,
        model: c.model,
        useDate: addMonths(c.from, c.months).toISOString().slice(0, 10),
        featureIds: features.map((f) => f.id).join(',') || null,
        status: EquipmentStatus.idle,
        creatorId: ctx.userId,
      })
      .returning()) as StoredRow[];
    await audit(tx, ctx, { module: 'produce', entityType: 'Equipment', entityId: String(row!.id), action: 'own', after: row });
    created.push(row!);
  }
  return created;
}
