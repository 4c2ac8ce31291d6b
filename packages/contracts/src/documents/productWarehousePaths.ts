/**
 * The product warehouse's paths and stock document states, apart from its definitions: the sales
 * documents pull from its stock-outs, and its definitions use the sales pickers.
 */
export const PRODUCT_WH_PATH = '/api/warehouse/product';
export const PACK_PATH = `${PRODUCT_WH_PATH}/pack`;
export const PRODUCT_STOCK_IN_PATH = `${PRODUCT_WH_PATH}/stock-in`;
export const PRODUCT_STOCK_OUT_PATH = `${PRODUCT_WH_PATH}/stock-out`;

/** Product stock-in / stock-out states: draft 1, posted 2, voided 4. */
export const ProductStockStatus = { draft: 1, posted: 2, voided: 4 } as const;
