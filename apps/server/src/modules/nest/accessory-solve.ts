import type { OneDInput, OneDResult } from '@al/nest';
import type { AccessoryBarLayout, AccessoryNestParameter } from '@al/contracts';

export interface AccessoryLine {
  id: string;
  productId: string | null;
  code: string;
  length: number;
  quantity: number;
}

/** The 1-D solver's input for an order: one bar length, unlimited bars, the kerf and end trim. */
export function oneDInput(lines: AccessoryLine[], p: AccessoryNestParameter): OneDInput {
  return {
    pieces: lines.map((l) => ({ id: l.id, length: l.length, quantity: l.quantity })),
    stock: [{ id: 'bar', length: p.barLength }],
    kerf: p.kerf,
    trim: p.trim,
  };
}

const EPS = 0.011;

/**
 * Independent check of a 1-D layout before it is taken (as the panel checker does for sheets): every
 * cut lies inside the usable part of its bar, cuts keep a kerf apart, lengths are the lines' lengths,
 * and every piece is either cut once or listed as unplaced.
 */
export function checkBars(lines: AccessoryLine[], p: AccessoryNestParameter, r: OneDResult): string[] {
  const out: string[] = [];
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Map<string, number>();
  r.bars.forEach((bar, b) => {
    if (Math.abs(bar.length - p.barLength) > EPS) out.push(`第${b + 1}根型材长度${bar.length}与订单的${p.barLength}不符`);
    const cuts = [...bar.cuts].sort((x, y) => x.offset - y.offset);
    let end = p.trim - p.kerf;
    for (const c of cuts) {
      const line = byId.get(c.pieceId);
      if (!line) {
        out.push(`第${b + 1}根型材上有未知的零件`);
        continue;
      }
      if (Math.abs(c.length - line.length) > EPS) out.push(`第${b + 1}根型材上“${line.code}”的长度不符`);
      if (c.offset < end + p.kerf - EPS) out.push(`第${b + 1}根型材上“${line.code}”与前一段重叠或未留锯缝`);
      end = c.offset + c.length;
      seen.set(c.pieceId, (seen.get(c.pieceId) ?? 0) + 1);
    }
    if (end > bar.length - p.trim + EPS) out.push(`第${b + 1}根型材超出可用长度`);
  });
  for (const u of r.unplaced) seen.set(u.pieceId, (seen.get(u.pieceId) ?? 0) + 1);
  for (const l of lines) if ((seen.get(l.id) ?? 0) !== l.quantity) out.push(`零件“${l.code}”的数量不符`);
  return out;
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** Bars grouped into patterns (identical cut sequences cut `repeat` times), with the totals of the result. */
export function summariseBars(lines: AccessoryLine[], p: AccessoryNestParameter, r: OneDResult) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const patterns = new Map<string, AccessoryBarLayout>();
  for (const bar of r.bars) {
    const cuts = [...bar.cuts]
      .sort((x, y) => x.offset - y.offset)
      .map((c) => ({ lineId: c.pieceId, code: byId.get(c.pieceId)?.code ?? '?', offset: round(c.offset, 2), length: c.length }));
    const key = `${bar.length}|${cuts.map((c) => `${c.lineId}@${c.offset}`).join(',')}`;
    const used = cuts.reduce((s, c) => s + c.length, 0);
    const seen = patterns.get(key);
    if (seen) seen.repeat += 1;
    else patterns.set(key, { layoutNo: 0, barLength: bar.length, repeat: 1, cuts, offcut: round(bar.waste, 2), utilisation: round(used / bar.length, 4) });
  }
  // Most repeated patterns first, as the saw operator cuts them.
  const bars = [...patterns.values()].sort((a, b) => b.repeat - a.repeat || b.utilisation - a.utilisation).map((x, i) => ({ ...x, layoutNo: i + 1 }));
  const barCount = r.bars.length;
  const barsMm = r.bars.reduce((s, b) => s + b.length, 0);
  const partsMm = r.bars.reduce((s, b) => s + b.cuts.reduce((t, c) => t + c.length, 0), 0);
  const offcutMm = r.bars.reduce((s, b) => s + b.waste, 0);
  const lost = new Map<string, number>();
  for (const u of r.unplaced) lost.set(u.pieceId, (lost.get(u.pieceId) ?? 0) + 1);
  return {
    bars,
    barCount,
    pieceCount: r.bars.reduce((s, b) => s + b.cuts.length, 0),
    barsLength: round(barsMm / 1000, 3),
    partsLength: round(partsMm / 1000, 3),
    offcutLength: round(offcutMm / 1000, 3),
    utilisation: barsMm > 0 ? round(partsMm / barsMm, 4) : 0,
    lowerBound: r.lowerBound,
    optimal: r.optimal,
    lost: [...lost].map(([id, qty]) => {
      const l = byId.get(id);
      return { productId: l?.productId ?? null, code: l?.code ?? '?', qty, reason: `长度${l?.length ?? '?'}mm超过型材可用长度${p.barLength - 2 * p.trim}mm` };
    }),
  };
}
