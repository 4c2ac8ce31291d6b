import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { cadProducts } from '../cad/schema.ts';

/** What the shop floor reported of one product at one process (label scans, issue 15). */
export interface ScanDone {
  batchId: string;
  processId: string;
  productId: string;
  pieces: number;
  area: number;
}

/**
 * The port through which progress reads the scans: the label log (issue 15) provides it with its
 * approved and pending, non-rework scans of the given projects. Until it does, nothing is scanned
 * and progress comes from completed route steps only.
 */
export type ScanProgressSource = (tx: Tx, tenantId: string, projectIds: string[]) => Promise<ScanDone[]>;

let source: ScanProgressSource = async () => [];

/** Called once by the module that owns the scans. */
export function provideScanProgress(s: ScanProgressSource) {
  source = s;
}

export const scannedWork = (tx: Tx, tenantId: string, projectIds: string[]) =>
  projectIds.length ? source(tx, tenantId, projectIds) : Promise.resolve([]);

export interface WorkProduct {
  id: string;
  projectId: string;
  batchId: string;
  quantity: number;
  unfoldArea: number;
  colorCode: string | null;
}

/** The live products of some projects: what routes and plans must process. */
export async function productsOf(tx: Tx, tenantId: string, projectIds: string[]): Promise<WorkProduct[]> {
  if (!projectIds.length) return [];
  return tx
    .select({
      id: cadProducts.id,
      projectId: cadProducts.projectId,
      batchId: cadProducts.batchId,
      quantity: cadProducts.quantity,
      unfoldArea: cadProducts.unfoldArea,
      colorCode: cadProducts.colorCode,
    })
    .from(cadProducts)
    .where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.projectId, projectIds), eq(cadProducts.isDeleted, false)));
}

export const round4 = (n: number) => Math.round(n * 10000) / 10000;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Pieces and area of some products. */
export function amountOf(products: WorkProduct[]) {
  return {
    pieces: products.reduce((s, p) => s + p.quantity, 0),
    area: round4(products.reduce((s, p) => s + p.quantity * p.unfoldArea, 0)),
  };
}

/**
 * Required and done of one step of work: the products in scope at one process. A completed step
 * counts all of them; otherwise the scans of those products there, never more than required.
 */
export function stepProgress(products: WorkProduct[], processId: string, completed: boolean, scans: ScanDone[]) {
  const required = amountOf(products);
  if (completed) return { requiredPieces: required.pieces, requiredArea: required.area, donePieces: required.pieces, doneArea: required.area };
  const mine = new Set(products.map((p) => p.id));
  const done = scans.filter((s) => s.processId === processId && mine.has(s.productId));
  return {
    requiredPieces: required.pieces,
    requiredArea: required.area,
    donePieces: Math.min(required.pieces, done.reduce((s, d) => s + d.pieces, 0)),
    doneArea: Math.min(required.area, round4(done.reduce((s, d) => s + d.area, 0))),
  };
}
