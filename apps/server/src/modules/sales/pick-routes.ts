/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DELIVERY_PICK, DeliveryStatus, DocStatus, PROJECT_ORDER_PICK, ProjectOrderStatus, SALES_PICK, Permissions } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { liveInFactory, pickBatches, pickProjects } from '../cad/pickers.ts';
import { can } from '../../core/auth/permissions.ts';
import { forbidden } from '../../core/http/errors.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadProducts, cadProjects } from '../cad/schema.ts';
import { salesContracts, salesDeliveryOrders, salesProjectOrders } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';

const PICK_LIMIT = 2000;
/** Whoever works on any sales document may pick the rows its forms name. */
const SALES_PERMISSIONS = [Permissions.AlSale.AgreementContract, Permissions.AlSale.ProjectOrder, Permissions.AlSale.DeliveryOrder, Permissions.AlSale.ReturnOrder, Permissions.AlProductWareHouse.Packs];

/** The sales forms' pickers: effective contracts, the factory's projects, batches and products (each an /all list). */
export function salesPickRoutes(app: FastifyInstance) {
  const pick = (path: string, summary: string, load: (tx: Tx, w: { tenantId: string; factoryId: string }) => Promise<unknown[]>) =>
    app.get(`${path}/all`, { schema: { tags: ['销售选择'], summary } }, async (req) => {
      const perms = await req.permissions();
      if (!SALES_PERMISSIONS.some((p) => can(perms, p, 'query'))) throw forbidden();
      return req.tx(async (tx) => {
        const items = await load(tx, needFactory(req.ctx));
        return { items, totalCount: items.length };
      });
    });
  const C = salesContracts as any;
  pick(SALES_PICK.contract, '可选合同', (tx, w) =>
    tx
      .select({ id: C.id, docNo: C.docNo, name: C.name, demanderId: C.demanderId, label: sql<string>`${C.docNo} || ' ' || ${C.name}` })
      .from(C)
      .where(and(eq(C.tenantId, w.tenantId), eq(C.factoryId, w.factoryId), eq(C.isDeleted, false), eq(C.status, DocStatus.approved)))
      .orderBy(desc(C.creationTime))
      .limit(PICK_LIMIT),
  );
  const O = salesProjectOrders as any;
  pick(PROJECT_ORDER_PICK, '可发货的项目订单', (tx, w) =>
    tx
      .select({ id: O.id, docNo: O.docNo, projectId: O.projectId, label: sql<string>`${O.docNo} || ' ' || ${cadProjects.name}` })
      .from(O)
      .innerJoin(cadProjects, and(eq(cadProjects.tenantId, O.tenantId), eq(cadProjects.id, O.projectId)))
      .where(
        liveOf(
          O,
          w.tenantId,
          eq(O.factoryId, w.factoryId),
          inArray(O.status, [ProjectOrderStatus.confirmed, ProjectOrderStatus.inProduction, ProjectOrderStatus.partDelivered]),
        ),
      )
      .orderBy(desc(O.creationTime))
      .limit(PICK_LIMIT),
  );
  const D = salesDeliveryOrders as any;
  pick(DELIVERY_PICK, '可退货的发货单', (tx, w) =>
    tx
      .select({ id: D.id, docNo: D.docNo, projectId: D.projectId, label: sql<string>`${D.docNo} || ' ' || ${cadProjects.name}` })
      .from(D)
      .innerJoin(cadProjects, and(eq(cadProjects.tenantId, D.tenantId), eq(cadProjects.id, D.projectId)))
      .where(and(eq(D.tenantId, w.tenantId), eq(D.factoryId, w.factoryId), eq(D.isDeleted, false), inArray(D.status, [DeliveryStatus.shipped, DeliveryStatus.signed])))
      .orderBy(desc(D.creationTime))
      .limit(PICK_LIMIT),
  );
  pick(SALES_PICK.project, '可选项目', (tx, w) => pickProjects(tx, w, PICK_LIMIT));
  pick(SALES_PICK.batch, '可选批次', (tx, w) => pickBatches(tx, w, PICK_LIMIT));
  pick(SALES_PICK.product, '可选产品', (tx, w) =>
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
