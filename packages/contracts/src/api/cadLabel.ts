import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { cadLabelColumns } from '../entities/cad.ts';
import { CadPermissions } from '../routes/projects.ts';
import { pagedQuery } from './common.ts';
import { cadApi, labelPrintQuery } from './cad.ts';

const L = cadApi.label;

/** One label (one per piece): its number, print state and the QR code's text. */
export const cadLabel = rowOf(cadLabelColumns).extend({
  tenantId: z.string(),
  /** what the QR code holds */
  qr: z.string(),
});

/** The labels of the factory's products, one per piece, and their printing (PDF). */
export const labelEndpoints = defineEndpoints(
  { tag: '标签', access: { permission: CadPermissions.products, action: 'query' } },
  {
    list: {
      method: 'GET',
      path: L,
      summary: '标签列表（一件一张）',
      query: pagedQuery.extend({ productId: z.uuid(messages.invalidId).optional(), batchId: z.uuid(messages.invalidId).optional() }),
      response: pagedOf(cadLabel),
    },
    /** The space's label template gives the size (unless asked) and the lines printed. */
    pdf: {
      method: 'GET',
      path: `${L}/pdf`,
      summary: '打印标签（PDF，二维码；60×40 或 100×70 mm）',
      access: { permission: CadPermissions.products, action: 'export' },
      query: labelPrintQuery,
      file: true,
    },
  },
);
