import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import type { cadProducts} from './schema.ts';
import { cadBatches, cadProjects } from './schema.ts';

/** The space and factory a picker lists within. */
export interface FactoryWall {
  tenantId: string;
  factoryId: string;
}

/** Live rows of the factory (projects, batches, products). */
export const liveInFactory = (t: typeof cadProjects | typeof cadBatches | typeof cadProducts, w: FactoryWall) =>
  and(eq(t.tenantId, w.tenantId), eq(t.factoryId, w.factoryId), eq(t.isDeleted, false));

/** The factory's projects for a document's project picker, newest first. */
export const pickProjects = (tx: Tx, w: FactoryWall, limit: number) =>
  tx
    .select({ id: cadProjects.id, name: cadProjects.name, code: cadProjects.code, demanderId: cadProjects.demanderId })
    .from(cadProjects)
    .where(liveInFactory(cadProjects, w))
    .orderBy(desc(cadProjects.creationTime))
    .limit(limit);

/** The factory's batches, each labelled with its project (batches of different projects share numbers). */
export const pickBatches = (tx: Tx, w: FactoryWall, limit: number) =>
  tx
    .select({ id: cadBatches.id, projectId: cadBatches.projectId, batchNo: cadBatches.batchNo, label: sql<string>`${cadProjects.name} || ' ' || ${cadBatches.batchNo}` })
    .from(cadBatches)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadBatches.tenantId), eq(cadProjects.id, cadBatches.projectId)))
    .where(liveInFactory(cadBatches, w))
    .orderBy(desc(cadProjects.creationTime), asc(cadBatches.sort))
    .limit(limit);
