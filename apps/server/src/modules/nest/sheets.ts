import { and, asc, eq } from 'drizzle-orm';
import { sheetToDxf, sheetToSvg, type PartSpec, type Sheet } from '@al/nest';
import type { Tx } from '../../core/db/client.ts';
import { tenantLiveById } from '../../core/db/live.ts';
import { notFound } from '../../core/http/errors.ts';
import { nestOrderLines, nestResultSheets, nestResults } from './schema.ts';

export const findResult = (tx: Tx, tenantId: string, id: string) => tenantLiveById(tx, nestResults, tenantId, id, '排版结果不存在或已删除');

export async function resultSheets(tx: Tx, tenantId: string, resultId: string) {
  return tx
    .select()
    .from(nestResultSheets)
    .where(and(eq(nestResultSheets.tenantId, tenantId), eq(nestResultSheets.resultId, resultId)))
    .orderBy(asc(nestResultSheets.layoutNo));
}

/** The engine's view of a stored layout, to draw it (SVG for the viewer, DXF for the CAM). */
async function engineSheet(tx: Tx, tenantId: string, resultId: string, layoutNo: number): Promise<{ sheet: Sheet; parts: PartSpec[]; name: string }> {
  const result = await findResult(tx, tenantId, resultId);
  const [row] = await tx
    .select()
    .from(nestResultSheets)
    .where(and(eq(nestResultSheets.tenantId, tenantId), eq(nestResultSheets.resultId, resultId), eq(nestResultSheets.layoutNo, layoutNo)));
  if (!row) throw notFound('排版图不存在');
  const lines = await tx
    .select()
    .from(nestOrderLines)
    .where(and(eq(nestOrderLines.tenantId, tenantId), eq(nestOrderLines.orderId, result.orderId)));
  const parts: PartSpec[] = lines.map((l) => ({ id: l.id, shape: l.shape, quantity: l.quantity }));
  const sheet: Sheet = {
    plateId: row.plateName,
    width: Number(row.length),
    height: Number(row.width),
    placements: row.placements.map((p, i) => ({ partId: p.lineId, copy: i, rotation: p.rotation, x: p.x, y: p.y })),
    utilisation: Number(row.utilisation),
    offcut: row.offcut,
  };
  return { sheet, parts, name: `${result.resultNo}-${String(layoutNo).padStart(2, '0')}` };
}

export async function layoutSvg(tx: Tx, tenantId: string, resultId: string, layoutNo: number) {
  const { sheet, parts, name } = await engineSheet(tx, tenantId, resultId, layoutNo);
  return { name, svg: sheetToSvg(sheet, parts) };
}

export async function layoutDxf(tx: Tx, tenantId: string, resultId: string, layoutNo: number) {
  const { sheet, parts, name } = await engineSheet(tx, tenantId, resultId, layoutNo);
  return { name, dxf: sheetToDxf(sheet, parts) };
}
