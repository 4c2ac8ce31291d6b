import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sampleDrawings } from '@al/cad';
import { storedFiles } from '../../core/files/schema.ts';
import { FileStore, fileStore } from '../../core/files/store.ts';
import type { Executor, Tx } from '../../core/db/client.ts';
import type { RequestContext, DemoIds } from '../../core/http/context.ts';
import { cadBatches, cadProjects } from './schema.ts';
import { storeDrawings, writeProducts } from './intake.ts';
import { convertBytes } from './convert-job.ts';
import { logProject, recountProject } from './project-service.ts';

/** The seed runs before the file-link signing key exists: store the bytes without making a link. */
async function seedFile(
  tx: Tx,
  ctx: RequestContext,
  f: { fileName: string; contentType?: string; data: Buffer; purpose?: string },
) {
  const id = crypto.randomUUID();
  const storageKey = FileStore.keyOf(ctx.tenantId!, id);
  await fileStore().put(storageKey, f.data);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      tenantId: ctx.tenantId!,
      id,
      fileName: f.fileName,
      contentType: f.contentType ?? 'application/dxf',
      size: f.data.length,
      sha256: createHash('sha256').update(f.data).digest('hex'),
      purpose: f.purpose ?? 'cad-drawing',
      storageKey,
      creatorId: ctx.userId,
    })
    .returning();
  return row!;
}

/** The demo project that the other modules' demo data is made on. */
const DEMO_PROJECT = '佛山金融中心幕墙';

/** A batch of the demo project (第2批, 第3批) with the project; undefined when the CAD demo has not run. */
export async function demoBatch(tx: Executor, tenantId: string, batchNo: string) {
  const [batch] = await tx
    .select({ id: cadBatches.id, batchNo: cadBatches.batchNo, factoryId: cadBatches.factoryId, projectId: cadProjects.id, projectName: cadProjects.name })
    .from(cadBatches)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadBatches.tenantId), eq(cadProjects.id, cadBatches.projectId)))
    .where(and(eq(cadBatches.tenantId, tenantId), eq(cadProjects.name, DEMO_PROJECT), eq(cadBatches.batchNo, batchNo)));
  return batch;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo projects of 示范铝业: 佛山金融中心幕墙 with three batches whose drawings are the sample
 * panel drawings (written by our own DXF writer, read by our reader, as an upload would be), and
 * two more projects further along so the list shows different statuses.
 */
export async function seedCadDemo(tx: Tx, ids: DemoIds) {
  const ctx = {
    tenantId: ids.tenantId,
    factoryId: ids.factoryId,
    userId: ids.userId,
    userName: 'demo',
    ip: '127.0.0.1',
  } as RequestContext;
  const projects = await tx
    .insert(cadProjects)
    .values([
      {
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        name: DEMO_PROJECT,
        code: 'XM2401001',
        demandSide: '华南幕墙工程有限公司',
        orderTime: day(-20),
        deliveryDate: day(40),
        packingPrefix: 'FSJR',
        siteAddress: '佛山市南海区千灯湖',
        contactName: '李工',
        contactPhone: '13900000001',
        creatorId: ids.userId,
      },
      {
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        name: '广州南站商业裙楼铝板',
        code: 'XM2401002',
        demandSide: '广州城建幕墙有限公司',
        orderTime: day(-60),
        deliveryDate: day(5),
        packingPrefix: 'GZNZ',
        creatorId: ids.userId,
      },
      {
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        name: '肇庆体育馆外装饰',
        code: 'XM2401003',
        demandSide: '肇庆市体育局',
        projectType: 2,
        orderTime: day(-120),
        deliveryDate: day(-30),
        creatorId: ids.userId,
      },
    ])
    .returning();
  const [main, second, third] = projects as [
    typeof cadProjects.$inferSelect,
    typeof cadProjects.$inferSelect,
    typeof cadProjects.$inferSelect,
  ];
  const batch = (
    projectId: string,
    batchNo: string,
    sort: number,
    status = 1,
    elevation: string | null = null,
  ) => ({
    tenantId: ids.tenantId,
    factoryId: ids.factoryId,
    projectId,
    batchNo,
    elevation,
    sort,
    status,
    orderTime: day(-20),
    deliveryDate: day(30 + sort * 5),
    creatorId: ids.userId,
  });
  const batches = await tx
    .insert(cadBatches)
    .values([
      batch(main.id, '第1批', 1, 1, 'A立面 1F'),
      batch(main.id, '第2批', 2, 1, 'A立面 1F-2F'),
      batch(main.id, '第3批', 3, 1, 'B区 3F'),
      batch(second.id, '第1批', 1, 8),
      batch(second.id, '第2批', 2, 2),
      batch(third.id, '第1批', 1, 256),
      batch(third.id, '第2批', 2, 256),
    ])
    .returning();
  const samples = sampleDrawings();
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    const b = batches[i]!;
    const data = Buffer.from(s.dxf, 'utf8');
    const [file] = await storeDrawings(tx, ctx, b, [{ fileName: s.fileName, data }], seedFile);
    await writeProducts(tx, ctx, file!, await convertBytes(s.fileName, data));
  }
  for (const p of projects) {
    await recountProject(tx, ids.tenantId, p.id);
    await logProject(tx, ctx, p.id, 'create', { after: { name: p.name } });
  }
}
