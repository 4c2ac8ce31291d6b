import type { NestInput, NestResult, Point } from '@al/nest';
import type { NestLayoutFigures, NestParameter, NestPlate } from '@al/contracts';
import { isStockPlate } from './plate-supply.ts';

export interface OrderLineShape {
  id: string;
  productId?: string | null;
  code: string;
  quantity: number;
  shape: { outer: Point[]; holes?: Point[][] };
  area: number;
}

/**
 * The engine's input for an order. A plate lies with its length along x: engine width = plate
 * length, engine height = plate width; plate ids are their index in the order's plate list.
 */
export function engineInput(lines: OrderLineShape[], plates: NestPlate[], p: NestParameter): NestInput {
  return {
    parts: lines.map((l) => ({ id: l.id, shape: l.shape, quantity: l.quantity, rotations: p.rotation })),
    // Order of use (the engine's plate priority): remnants, then full sheets in stock, then sizes to buy.
    plates: plates.map((pl, i) => ({ id: String(i), width: pl.length, height: pl.width, count: pl.count ?? undefined, remnant: pl.remnant ?? false, priority: pl.remnant ? 2 : isStockPlate(pl) ? 1 : 0 })),
    params: {
      mode: 'bin',
      spacing: p.spacing,
      margin: p.margin,
      timeLimitMs: p.timeLimitSeconds * 1000,
      seed: p.seed,
      partInPart: p.partInPart,
      commonLine: p.commonLine,
    },
  };
}

const ringLength = (ring: Point[]) => {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    s += Math.hypot(bx - ax, by - ay);
  }
  return s;
};

/** Cut length (mm) and pierces of one piece: its outline and every hole are cut, each from one pierce. */
export const pieceCut = (shape: OrderLineShape['shape']) => ({
  length: ringLength(shape.outer) + (shape.holes ?? []).reduce((s, h) => s + ringLength(h), 0),
  pierces: 1 + (shape.holes?.length ?? 0),
});

/** A layout before it is stored: the shared figures (contracts) and which plate of the order it is on. */
export interface ResultLayout extends NestLayoutFigures {
  plateIndex: number;
}

export interface ResultSummary {
  layouts: ResultLayout[];
  sheetCount: number;
  plateArea: number;
  partsArea: number;
  remnantArea: number;
  utilisation: number;
  cutLength: number;
  pierceCount: number;
  lost: { lineId: string; code: string; qty: number; reason: string }[];
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * Turns an engine result into what the product shows: identical sheets folded into one layout
 * with a repeat count, areas in m², cut length in m, pierces, and the parts left out.
 */
export function summarise(result: NestResult, lines: OrderLineShape[], plates: NestPlate[]): ResultSummary {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const layouts = new Map<string, ResultLayout>();
  let plateArea = 0;
  let partsArea = 0;
  let remnantArea = 0;
  let cutLength = 0;
  let pierceCount = 0;
  for (const sheet of result.sheets) {
    const plateIndex = Number(sheet.plateId);
    const plate = plates[plateIndex];
    const placements = sheet.placements.map((p) => ({ lineId: p.partId, code: byId.get(p.partId)?.code ?? p.partId, rotation: p.rotation, x: round(p.x), y: round(p.y) }));
    const key = `${sheet.plateId}|${placements
      .map((p) => `${p.lineId}@${p.rotation}:${p.x},${p.y}`)
      .sort()
      .join(';')}`;
    let sheetCut = 0;
    let sheetPierces = 0;
    for (const p of sheet.placements) {
      const line = byId.get(p.partId)!;
      const c = pieceCut(line.shape);
      sheetCut += c.length;
      sheetPierces += c.pierces;
      partsArea += line.area;
    }
    plateArea += sheet.width * sheet.height;
    remnantArea += sheet.offcut ? sheet.offcut.width * sheet.offcut.height : 0;
    cutLength += sheetCut;
    pierceCount += sheetPierces;
    const existing = layouts.get(key);
    if (existing) existing.repeat++;
    else
      layouts.set(key, {
        plateIndex,
        plateName: plate?.name || `${plate?.width ?? sheet.height}×${plate?.length ?? sheet.width}`,
        width: sheet.height,
        length: sheet.width,
        repeat: 1,
        utilisation: round(sheet.utilisation, 4),
        placements,
        offcut: sheet.offcut,
        partCount: placements.length,
        cutLength: round(sheetCut / 1000),
        pierceCount: sheetPierces,
      });
  }
  const lostCount = new Map<string, { qty: number; reason: string }>();
  for (const u of result.unplaced) {
    const e = lostCount.get(u.partId) ?? { qty: 0, reason: u.reason };
    e.qty++;
    lostCount.set(u.partId, e);
  }
  return {
    layouts: [...layouts.values()],
    sheetCount: result.sheets.length,
    plateArea: round(plateArea / 1e6, 4),
    partsArea: round(partsArea / 1e6, 4),
    remnantArea: round(remnantArea / 1e6, 4),
    utilisation: round(result.utilisation, 4),
    cutLength: round(cutLength / 1000),
    pierceCount,
    lost: [...lostCount].map(([lineId, e]) => ({ lineId, code: byId.get(lineId)?.code ?? lineId, qty: e.qty, reason: e.reason })),
  };
}
