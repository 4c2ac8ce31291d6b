import type { FastifyInstance } from 'fastify';
import { contractConfigResource, contractDocument, projectOrderDocument, returnDocument } from '@al/contracts';
import { registerDocument } from '../../core/document/routes.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { contractPrepare, projectOrderPrepare } from './project-order.ts';
import { salesPickRoutes } from './pick-routes.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { returnEffects, returnPrepare } from './returns.ts';
import {
  salesContractConfigs,
  salesContractLines,
  salesContracts,
  salesProjectOrderLines,
  salesProjectOrders,
  salesReturnOrderLines,
  salesReturnOrders,
} from './schema.ts';

/** /api/sales: default contract configs, contracts, project orders and the forms' pickers. */
export function salesRoutes(app: FastifyInstance) {
  registerResource(app, contractConfigResource, salesContractConfigs);
  registerDocument(app, contractDocument, { head: salesContracts, lines: salesContractLines }, { prepare: contractPrepare });
  registerDocument(app, projectOrderDocument, { head: salesProjectOrders, lines: salesProjectOrderLines }, { prepare: projectOrderPrepare });
  deliveryRoutes(app);
  registerDocument(app, returnDocument, { head: salesReturnOrders, lines: salesReturnOrderLines }, { prepare: returnPrepare, effects: returnEffects });
  salesPickRoutes(app);
}
