import { and, eq } from 'drizzle-orm';
import { EquipmentStatus, equipmentTypeOptions, idList, localToday, TERMINAL_TYPES, optionLabel } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { E, EF, equipment, equipmentFeatures } from './schema.ts';

export interface TerminalCheck {
  /** The moment of the scan (a back-dated entry gives its own); now by default. */
  at?: Date;
  /** The terminal function used (a feature code, e.g. scan-report): refused when the terminal lacks it. */
  featureCode?: string;
  /** The process scanned: refused when the terminal may not report it. */
  processId?: string;
}

const typeName = (t: unknown) => optionLabel(equipmentTypeOptions, t, '设备');

/**
 * Whether a terminal may scan: it is a live IPC or PDA of the caller's space, allocated to the
 * caller's factory, not scrapped, within its use date on the day of the scan, and (when asked)
 * has the function and the process. Throws with the reason in Chinese; answers the terminal's row.
 * The scan report (issue 15) calls it before it writes a label log.
 */
export async function assertTerminalCanScan(tx: Tx, ctx: RequestContext, equipmentId: string, check: TerminalCheck = {}) {
  // the terminal and the function asked for in one read: every scan passes here
  const [found] = (await tx
    .select({ t: equipment, featureId: EF.id, featureEnabled: EF.enabled })
    .from(equipment)
    .leftJoin(equipmentFeatures, and(eq(EF.tenantId, E.tenantId), eq(EF.code, check.featureCode ?? ''), eq(EF.isDeleted, false)))
    .where(and(eq(E.tenantId, ctx.tenantId!), eq(E.id, equipmentId), eq(E.isDeleted, false)))) as { t: Record<string, unknown>; featureId: string | null; featureEnabled: boolean | null }[];
  const t = found?.t;
  if (!t) throw badRequest('终端不存在或已删除', ['equipmentId']);
  const name = `${typeName(t.equipmentType)}“${String(t.name)}”（${String(t.code)}）`;
  if (!TERMINAL_TYPES.includes(t.equipmentType as number)) throw businessError(`${name}不是扫码终端`, 'NotATerminal');
  if (t.status === EquipmentStatus.scrapped) throw businessError(`${name}已报废，不能扫码`, 'TerminalScrapped');
  if (!t.factoryId) throw businessError(`${name}尚未分配到工厂，不能扫码`, 'TerminalNotAllocated');
  if (ctx.factoryId && t.factoryId !== ctx.factoryId) throw businessError(`${name}不属于当前工厂，不能扫码`, 'TerminalOtherFactory');
  const day = localToday(check.at ?? new Date());
  if (typeof t.useDate === 'string' && t.useDate < day)
    throw businessError(`${name}的使用期限已于${t.useDate}到期，不能扫码，请联系平台续费`, 'TerminalExpired');
  if (check.featureCode && (!found.featureId || !found.featureEnabled || !idList(t.featureIds).includes(found.featureId)))
    throw businessError(`${name}未开通该功能（${check.featureCode}）`, 'TerminalFeature');
  if (check.processId && idList(t.processIds).length && !idList(t.processIds).includes(check.processId))
    throw businessError(`${name}不能报此工序`, 'TerminalProcess');
  return t;
}
