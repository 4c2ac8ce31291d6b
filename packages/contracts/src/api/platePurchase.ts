import { defineEndpoints } from '../endpoint.ts';
import { plateTaskDocument } from '../documents/platePurchase.ts';
import { idParam } from './common.ts';

/** Plate purchasing's calls beside its documents' own routes. */
export const platePurchaseEndpoints = defineEndpoints(
  { tag: plateTaskDocument.title, space: true },
  {
    /** The cut-to-length (开平) list of a task: coil width, cut length, sheets and coil metres per spec. */
    kaiping: {
      method: 'GET',
      path: `${plateTaskDocument.basePath}/:id/kaiping`,
      summary: '开平清单（Excel）',
      access: { permission: plateTaskDocument.permission, action: 'export' },
      params: idParam,
      file: true,
    },
  },
);
