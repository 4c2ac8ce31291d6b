import { and, eq } from 'drizzle-orm';
import { DocStatus, StockInStatus, plateStockInDocument, plateStockOutDocument } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { demoContext, demoApproved, type DemoIds } from '../../core/http/context.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures, warehouses } from '../basic/schema.ts';
import { postStockMove } from './ledger.ts';
import { plateStockInLines, plateStockIns, plateStockOutLines, plateStockOuts, stockMoves } from './schema.ts';

type Line = {
  texture: string;
  thickness: number;
  width: number;
  length: number;
  sheets: number;
  position: string;
  batchNo: string;
  unitPrice: number;
  isRemnant?: boolean;
};

/**
 * Demo plate stock of the first factory: two posted stock-ins (incoming QC passed) that put sheets at several positions
 * of the plate warehouse (posted through the ledger as an approval would), and a draft stock-out that
 * pulls ten sheets from the first one, so the stock, log and document pages open on real rows.
 */
export async function seedWarehouseDemo(
  db: Db,
  ids: DemoIds,
) {
  const ctx = demoContext(ids);
  await inScope(db, ctx, async (tx) => {
    const [wh] = (await tx
      .select()
      .from(warehouses)
      .where(
        and(
          eq(col(warehouses, 'tenantId'), ids.tenantId),
          eq(col(warehouses, 'factoryId'), ids.factoryId),
          eq(col(warehouses, 'type'), 1),
        ),
      )) as Record<string, unknown>[];
    const textures = (await tx
      .select()
      .from(materialTextures)
      .where(eq(col(materialTextures, 'tenantId'), ids.tenantId))) as Record<string, unknown>[];
    const texture = (code: string) => textures.find((t) => t.code === code)!.id as string;
    if (!wh || !textures.length) return;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

    async function approvedStockIn(date: Date, vehicleNo: string, lines: Line[]) {
      const docNo = await nextDocNo(tx, ids.tenantId, plateStockInDocument.documentType, date);
      const [head] = (await tx
        .insert(plateStockIns)
        .values({
          tenantId: ids.tenantId,
          factoryId: ids.factoryId,
          docNo,
          status: StockInStatus.posted,
          warehouseId: wh!.id,
          docDate: date.toISOString().slice(0, 10),
          vehicleNo,
          creatorId: ids.userId,
          ...demoApproved(ids.userId, date),
        })
        .returning()) as Record<string, unknown>[];
      const rows = (await tx
        .insert(plateStockInLines)
        .values(
          lines.map((l, i) => ({
            tenantId: ids.tenantId,
            docId: head!.id,
            sort: i,
            materialTextureId: texture(l.texture),
            thickness: l.thickness,
            width: l.width,
            length: l.length,
            isRemnant: l.isRemnant ?? false,
            sheets: l.sheets,
            qualifiedSheets: l.sheets,
            rejectedSheets: 0,
            unitPrice: l.unitPrice,
            amount: l.unitPrice * l.sheets,
            position: l.position,
            batchNo: l.batchNo,
          })),
        )
        .returning()) as Record<string, unknown>[];
      for (const l of rows)
        await postStockMove(tx, ctx, {
          place: {
            warehouseId: wh!.id as string,
            position: l.position as string,
            batchNo: l.batchNo as string,
          },
          item: {
            materialTextureId: l.materialTextureId as string,
            thickness: Number(l.thickness),
            width: Number(l.width),
            length: Number(l.length),
            isRemnant: Boolean(l.isRemnant),
          },
          qty: Number(l.sheets),
          unitCost: Number(l.unitPrice),
          doc: { type: plateStockInDocument.entity, id: head!.id as string, no: docNo },
          reason: 'post',
        });
      // The log shows the receipt on its day (the summary's days in stock count from it).
      await tx.update(stockMoves).set({ time: date }).where(and(eq(stockMoves.tenantId, ids.tenantId), eq(stockMoves.docId, head!.id as string)));
      return { head: head!, lines: rows };
    }

    const first = await approvedStockIn(day(6), '粤E·8K266', [
      {
        texture: 'AL3003',
        thickness: 3,
        width: 1250,
        length: 2500,
        sheets: 40,
        position: 'A-1-1',
        batchNo: 'L2411-01',
        unitPrice: 520,
      },
      {
        texture: 'AL3003',
        thickness: 4,
        width: 1500,
        length: 3000,
        sheets: 25,
        position: 'A-2-1',
        batchNo: 'L2411-02',
        unitPrice: 610,
      },
      {
        texture: 'AL1060',
        thickness: 2,
        width: 1250,
        length: 2500,
        sheets: 30,
        position: 'B-1-1',
        batchNo: 'L2411-03',
        unitPrice: 330,
      },
    ]);
    await approvedStockIn(day(2), '粤E·3M018', [
      {
        texture: 'AL5052',
        thickness: 3,
        width: 1500,
        length: 3000,
        sheets: 12,
        position: 'C-3-2',
        batchNo: 'L2411-11',
        unitPrice: 780,
      },
      {
        texture: 'AL3003',
        thickness: 3,
        width: 800,
        length: 1200,
        sheets: 3,
        position: 'B-2-1',
        batchNo: 'YL-2411',
        unitPrice: 0,
        isRemnant: true,
      },
    ]);

    const pulled = first.lines[0]!;
    const docNo = await nextDocNo(tx, ids.tenantId, plateStockOutDocument.documentType, day(0));
    const [out] = (await tx
      .insert(plateStockOuts)
      .values({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        docNo,
        status: DocStatus.draft,
        warehouseId: wh.id,
        purpose: 1,
        docDate: day(0).toISOString().slice(0, 10),
        receiverId: ids.userId,
        remark: '佛山金融中心幕墙 第2批 下料',
        creatorId: ids.userId,
      })
      .returning()) as Record<string, unknown>[];
    await tx.insert(plateStockOutLines).values({
      tenantId: ids.tenantId,
      docId: out!.id,
      sort: 0,
      materialTextureId: pulled.materialTextureId,
      thickness: pulled.thickness,
      width: pulled.width,
      length: pulled.length,
      isRemnant: false,
      sheets: 10,
      position: pulled.position,
      batchNo: pulled.batchNo,
      sourceType: 'plateStockIn',
      sourceId: first.head.id,
      sourceLineId: pulled.id,
    });
  });
}
