import { round2, round4 } from './progress.ts';

/** What one piece of a product gives each pay basis of a process (a scan is one piece: pass the product). */
export interface ScanMeasure {
  /** m² */
  unfoldArea: number;
  /** mm */
  thickness: number | null;
  /** mm */
  cutLength: number;
  bendCount: number;
}

/** Aluminium, kg per m² per mm of thickness (density 2.71 g/cm³). */
export const ALUMINIUM_KG_PER_M2_MM = 2.71;

/**
 * The value of the process's performanceField for one scanned piece (performanceFieldOptions):
 * pieces 1, unfold 2 / face 3 / settle 4 area in m², weight 5 in kg, cut length 6 in metres, bends 7.
 * Products carry one area (the unfold area), so face and settle area pay on it until they carry
 * their own (docs/decisions.md).
 */
export function measureOf(performanceField: number, m: ScanMeasure): number {
  switch (performanceField) {
    case 2:
    case 3:
    case 4:
      return round4(m.unfoldArea);
    case 5:
      return round4(m.unfoldArea * (m.thickness ?? 0) * ALUMINIUM_KG_PER_M2_MM);
    case 6:
      return round4(m.cutLength / 1000);
    case 7:
      return m.bendCount;
    default:
      return 1;
  }
}

/** measure × rate; a rework scan earns reworkRateFactor % of it (DOMAIN §2.5 process). */
export function amountOf(measureValue: number, unitPrice: number, isRework: boolean, reworkRateFactor: number) {
  return round2(measureValue * unitPrice * (isRework ? reworkRateFactor / 100 : 1));
}

/** A piece whose product is no longer found: it pays per piece only. */
export const NO_MEASURE: ScanMeasure = { unfoldArea: 0, thickness: null, cutLength: 0, bendCount: 0 };

export function priceScan(performanceField: number, m: ScanMeasure, unitPrice: number, isRework: boolean, reworkRateFactor: number) {
  const measureValue = measureOf(performanceField, m);
  return { measureValue, amount: amountOf(measureValue, unitPrice, isRework, reworkRateFactor) };
}
