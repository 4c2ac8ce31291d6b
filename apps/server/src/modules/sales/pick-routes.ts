 
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DeliveryStatus, DocStatus, ProjectOrderStatus, salesPickEndpoints as ep } from '@al/contracts';
import { liveInFactory, type FactoryWall } from '../cad/pickers.ts';
import type { Tx } from '../../core/db/client.ts';
import { serveProjectBatchPicks, servePick } from '../produce/pick.ts';
import { cadProducts, cadProjects } from '../cad/schema.ts';
import { salesContracts, salesDeliveryOrders, salesProjectOrders } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';

const PICK_LIMIT = 2000;
/** The factory's live documents in some states (project orders, deliveries), newest first, each labelled with its number and project. */
function pickDocsOfProjects(tx: Tx, w: FactoryWall, D: typeof salesProjectOrders | typeof salesDeliveryOrders, statuses: number[]) {
  return tx
    .select({ id: D.id, docNo: D.docNo, projectId: D.projectId, label: sql<string>`${D.docNo} || ' ' || ${cadProjects.name}` })
    .from(D)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, D.tenantId), eq(cadProjects.id, D.projectId)))
    .where(liveOf(D, w.tenantId, eq(D.factoryId, w.factoryId), inArray(D.status, statuses)))
    .orderBy(desc(D.creationTime))
    .limit(PICK_LIMIT);
}

/** The sales forms' pickers: effective contracts, the factory's projects, batches and products (each an /all list; contracts' salesPickEndpoints). */
export function salesPickRoutes(app: FastifyInstance) {
  const C = salesContracts;
  servePick(app, ep.contract, (tx, w) =>
    tx
      .select({ id: C.id, docNo: C.docNo, name: C.name, demanderId: C.demanderId, label: sql<string>`${C.docNo} || ' ' || ${C.name}` })
      .from(C)
      .where(and(eq(C.tenantId, w.tenantId), eq(C.factoryId, w.factoryId), eq(C.isDeleted, false), eq(C.status, DocStatus.approved)))
      .orderBy(desc(C.creationTime))
      .limit(PICK_LIMIT),
  );
  servePick(app, ep.projectOrder, (tx, w) =>
    pickDocsOfProjects(tx, w, salesProjectOrders, [ProjectOrderStatus.confirmed, ProjectOrderStatus.inProduction, ProjectOrderStatus.partDelivered]),
  );
  servePick(app, ep.deliveryOrder, (tx, w) => pickDocsOfProjects(tx, w, salesDeliveryOrders, [DeliveryStatus.shipped, DeliveryStatus.signed]));
  serveProjectBatchPicks(app, ep.project, ep.batch, PICK_LIMIT);
  servePick(app, ep.product, (tx, w) =>
    tx
      .select({
        id: cadProducts.id,
        projectId: cadProducts.projectId,
        batchId: cadProducts.batchId,
        label: sql<string>`${cadProjects.name} || ' ' || ${cadProducts.code} || coalesce(' ' || ${cadProducts.name}, '')`,
      })
      .from(cadProducts)
      .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadProducts.tenantId), eq(cadProjects.id, cadProducts.projectId)))
      .where(liveInFactory(cadProducts, w))
      .orderBy(desc(cadProjects.creationTime), asc(cadProducts.code))
      .limit(PICK_LIMIT),
  );
}
