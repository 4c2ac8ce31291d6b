import { PRODUCT_PICK, packDocument, productStockInDocument, productStockOutDocument } from '@al/contracts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';

/** The product warehouse (DOMAIN §2.11): packs of labels, product stock-ins and stock-outs. */
export const productPacks = documentHeadTable(packDocument);
export const productPackLines = documentLineTable(packDocument);
export const productStockIns = documentHeadTable(productStockInDocument);
export const productStockInLines = documentLineTable(productStockInDocument);
export const productStockOuts = documentHeadTable(productStockOutDocument);
export const productStockOutLines = documentLineTable(productStockOutDocument);

// Lines name packs of the caller's factory (the state each needs is checked when it is saved and posted).
registerRefTarget(PRODUCT_PICK.sealedPack, productPacks, 'factory');
registerRefTarget(PRODUCT_PICK.stockedPack, productPacks, 'factory');
