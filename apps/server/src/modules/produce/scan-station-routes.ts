import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { EquipmentStatus, idList, labelLogEndpoints as ep, TERMINAL_TYPES, type ScanSetup } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { needFactory } from '../cad/project-service.ts';
import { employees } from '../identity/schema.ts';
import { cols } from '../../core/resource/table.ts';
import { E, equipment, P, processes } from './schema.ts';
import { previewScan } from './scan.ts';

const EM = cols(employees, 'tenantId', 'isDeleted', 'enabled', 'jobNo');

/** What the scan page chooses from: this factory's live terminals, the enabled processes, the working employees. */
async function scanSetup(tx: Tx, ctx: RequestContext): Promise<ScanSetup> {
  const { tenantId, factoryId } = needFactory(ctx);
  const terminals = (await tx
    .select()
    .from(equipment)
    .where(and(eq(E.tenantId, tenantId), eq(E.factoryId, factoryId), eq(E.isDeleted, false), inArray(E.equipmentType, [...TERMINAL_TYPES]), ne(E.status, EquipmentStatus.scrapped)))
    .orderBy(asc(E.code))) as Record<string, unknown>[];
  const procs = (await tx
    .select()
    .from(processes)
    .where(and(eq(P.tenantId, tenantId), eq(P.isDeleted, false), eq(P.enabled, true)))
    .orderBy(asc(P.sort))) as Record<string, unknown>[];
  const people = (await tx
    .select()
    .from(employees)
    .where(and(eq(EM.tenantId, tenantId), eq(EM.isDeleted, false), eq(EM.enabled, true)))
    .orderBy(asc(EM.jobNo))) as Record<string, unknown>[];
  return {
    terminals: terminals.map((t) => ({
      id: String(t.id),
      name: String(t.name),
      code: String(t.code),
      equipmentType: Number(t.equipmentType),
      processIds: idList(t.processIds),
      useDate: (t.useDate as string | null) ?? null,
    })),
    processes: procs.map((p) => ({ id: String(p.id), name: String(p.name), mustFollowPrevious: p.mustFollowPrevious === true })),
    employees: people.map((e) => ({ id: String(e.id), name: String(e.name), jobNo: String(e.jobNo) })),
    myEmployeeId: (people.find((e) => e.userId === ctx.userId)?.id as string | undefined) ?? null,
  };
}

/** The scan page's own calls (the scan itself is POST /log of scan-routes.ts). */
export function scanStationRoutes(app: FastifyInstance) {
  serve(app, ep.setup, async (req) => req.tx((tx) => scanSetup(tx, req.ctx)));
  serve(app, ep.check, async (req) => req.tx((tx) => previewScan(tx, req.ctx, req.body)));
}
