import { z } from 'zod';
import type { DocumentDef } from '@al/contracts';
import { searchQuerySchema } from '../resource/query.ts';

/** Query of a document list: the head's search fields, a date range and a sum of states (`status`). */
export const documentListQuery = (def: DocumentDef) =>
  searchQuerySchema(def.head).extend({
    status: z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').min(0, '状态不能小于0').optional(),
  });
