import type { FastifyInstance } from 'fastify';
import { stockInRoutes } from './stock-in.ts';
import { stockOutRoutes } from './stock-out.ts';
import { stockRoutes } from './stock-routes.ts';
import { summaryRoutes } from './summary-routes.ts';
import { nestResultPickRoutes } from './nest-results.ts';
import { productWarehouseRoutes } from './product-routes.ts';

/** The plate warehouse (DOMAIN.md §2.7): stock-in with incoming QC, stock-out, stock, its log and summaries on the one ledger. */
export function warehouseRoutes(app: FastifyInstance) {
  stockInRoutes(app);
  stockOutRoutes(app);
  stockRoutes(app);
  summaryRoutes(app);
  nestResultPickRoutes(app);
  productWarehouseRoutes(app);
}
