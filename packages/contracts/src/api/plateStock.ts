import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { NEST_RESULT_PICK_PATH, PLATE_STOCK_PATH, plateStockLogQuery, plateStockQuery } from '../documents/plateWarehouse.ts';
import { pickEndpoint } from './pickers.ts';

/** The sortable fields of the plate stock and of its log. */
export const PLATE_STOCK_SORTABLE = ['position', 'thickness', 'qty', 'lastMoveTime'] as const;
export const PLATE_STOCK_LOG_SORTABLE = ['time', 'docNo', 'thickness', 'qty'] as const;

/** A ledger row (a balance with what is available and its area, or a posted move) with its columns as they are. */
const ledgerRow = z.looseObject({ id: z.string() });
export type PlateLedgerRow = z.infer<typeof ledgerRow>;

/** The plate stock (balances by position, reserved and available) and its log of posted moves. */
export const plateStockEndpoints = defineEndpoints(
  { tag: '板材库存', access: accessTo(Permissions.AlMaterialWareHouse.Stocks)('query') },
  {
    stock: {
      method: 'GET',
      path: PLATE_STOCK_PATH,
      summary: '板材库存',
      query: plateStockQuery,
      sortable: PLATE_STOCK_SORTABLE,
      response: pagedOf(ledgerRow),
    },
    log: {
      method: 'GET',
      path: `${PLATE_STOCK_PATH}-log`,
      summary: '板材库存日志',
      query: plateStockLogQuery,
      sortable: PLATE_STOCK_LOG_SORTABLE,
      response: pagedOf(ledgerRow),
    },
  },
);

/** The stock-out's picker of nest results: the factory's accepted results, newest first. */
export const nestResultPickEndpoints = defineEndpoints(
  { tag: '板材出库', access: accessTo(Permissions.AlMaterialWareHouse.StockOuts)('query') },
  { pick: pickEndpoint(NEST_RESULT_PICK_PATH, '可出库的排版结果', z.looseObject({ id: z.string(), resultNo: z.string() })) },
);
