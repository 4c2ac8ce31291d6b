import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';

/** The rate of a process as it stands after a change: what its scans are re-priced with. */
export interface ProcessRate {
  id: string;
  name: string;
  performanceField: number;
  unitPrice: number;
  reworkRateFactor: number;
}

/**
 * Where a process's scans are re-priced (PUT /api/prod/process/calculate/{id}): the label log of
 * issue 15 provides it. It re-prices the process's scans of the period that no confirmed payroll
 * has locked (DOMAIN §5.4: measureValue × unitPrice, rework scans × reworkRateFactor, rejected scans
 * nothing) in the caller's transaction, and answers how many it changed and their new total.
 */
export interface PieceRateLedger {
  reprice(tx: Tx, ctx: RequestContext, rate: ProcessRate, period: { beginDate: string; endDate: string }): Promise<{ count: number; amount: number; note?: string }>;
}

/** Until the label log exists there are no scans to re-price: the call answers so, and changes nothing. */
const noScansYet: PieceRateLedger = {
  reprice: async () => ({ count: 0, amount: 0, note: '该期间没有扫码记录，无需重算' }),
};

let ledger: PieceRateLedger = noScansYet;

/** Called once by the module that owns the scans. */
export function providePieceRateLedger(l: PieceRateLedger) {
  ledger = l;
}

export const pieceRateLedger = () => ledger;
