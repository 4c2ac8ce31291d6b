import type { FastifyInstance } from 'fastify';
import { checkStoragePosition, storagePositionResource, warehouseResource } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { badRequest } from '../../core/http/errors.ts';
import { storagePositions, warehouses } from './schema.ts';

/** Warehouses (default per type) and their storage positions, checked against the position rule. */
export function warehouseRoutes(app: FastifyInstance) {
  const warehouse = registerResource(app, warehouseResource, warehouses, {
    usedBy: [{ table: storagePositions, column: 'warehouseId', label: '库位' }],
  });
  const positions = registerResource(app, storagePositionResource, storagePositions, {
    prepare: async (tx, ctx, value, before) => {
      const w = await warehouse.findRow(tx, ctx, (value.warehouseId ?? before?.warehouseId) as string);
      if (!w.positionRule) return;
      const code = String(value.code).toUpperCase();
      const problem = checkStoragePosition(code, String(w.positionRule));
      if (problem) throw badRequest(problem, ['code']);
      value.code = code;
    },
  });
  registerChildRoutes(app, warehouse, positions, 'position');
}
