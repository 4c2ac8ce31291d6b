import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { EquipmentStatus, maintenanceDocument, MaintenanceStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { registerDocument, type DocumentWithLines } from '../../core/document/routes.ts';
import type { ResourceApi } from '../../core/resource/routes.ts';
import { E, equipment, equipmentMaintenanceLines, equipmentMaintenances, M } from './schema.ts';
import { round2 } from './progress.ts';
import { needFactory } from '../cad/project-service.ts';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Maintenance records (设备保养单): planned work on a machine of the caller's factory, parts as
 * lines. Completing one needs its done date and moves the machine's last and next maintenance dates
 * (next = done + the machine's cycle) and ends a maintenance stop; undoing it puts them back as
 * they were before.
 */
export function maintenanceRoutes(app: FastifyInstance, machines: ResourceApi) {
  async function machineOf(tx: Tx, ctx: RequestContext, id: string) {
    needFactory(ctx);
    const [m] = (await tx.select().from(equipment).where(and(eq(E.tenantId, ctx.tenantId!), eq(E.id, id), eq(E.isDeleted, false)))) as Record<string, unknown>[];
    if (!m || (m.factoryId && m.factoryId !== ctx.factoryId)) throw badRequest('设备不存在或不在当前工厂', ['equipmentId']);
    return m;
  }
  async function complete(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
    const done = doc.head.doneDate as string | null;
    if (!done) throw badRequest('请先填写完成日期并保存，再完成保养', ['doneDate']);
    const m = await machineOf(tx, ctx, doc.head.equipmentId as string);
    const cycle = Number(m.maintenanceCycleDays ?? 0);
    await machines.writeRow(
      tx,
      ctx,
      m,
      {
        lastMaintenanceDate: done,
        nextMaintenanceDate: cycle > 0 ? addDays(done, cycle) : null,
        ...(m.status === EquipmentStatus.maintenance ? { status: EquipmentStatus.idle } : {}),
      },
      'maintenance',
    );
  }
  async function reopen(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
    const m = await machineOf(tx, ctx, doc.head.equipmentId as string);
    // the machine's dates go back to the latest other completed record (or none)
    const [prev] = (await tx
      .select({ doneDate: M.doneDate })
      .from(equipmentMaintenances)
      .where(and(eq(M.tenantId, ctx.tenantId!), eq(M.equipmentId, m.id as string), eq(M.status, MaintenanceStatus.done), eq(M.isDeleted, false)))
      .orderBy(desc(M.doneDate))
      .limit(1)) as { doneDate: string | null }[];
    const last = prev?.doneDate ?? null;
    const cycle = Number(m.maintenanceCycleDays ?? 0);
    await machines.writeRow(tx, ctx, m, { lastMaintenanceDate: last, nextMaintenanceDate: last && cycle > 0 ? addDays(last, cycle) : null }, 'maintenance');
  }
  registerDocument(
    app,
    maintenanceDocument,
    { head: equipmentMaintenances, lines: equipmentMaintenanceLines },
    {
      prepare: async (tx, ctx, head, lines) => {
        await machineOf(tx, ctx, head.equipmentId as string);
        for (const l of lines) l.amount = l.unitCost != null ? round2(Number(l.unitCost) * Number(l.qty)) : null;
        head.cost = round2(lines.reduce((s, l) => s + Number(l.amount ?? 0), 0));
      },
      effects: { complete, reopen },
    },
  );
}
