import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  messages,
  TURN_PATH as B,
  turnoverCompleteInput,
  TurnoverNotePermission as PERM,
  turnoverNoteInput,
  turnoverNoteQuery,
  turnoverScanInput,
} from '@al/contracts';
import { sortableKeys } from '../../core/http/paging.ts';
import { createNote, getNote, listNotes, noteLabels, noteProducts, reportNote, TURN_SORTING } from './turnover.ts';

const tags = ['流转单'];
const sortable = sortableKeys(TURN_SORTING);

/** The turnover note calls of spec 03 §7 Turn, with create and scan (docs/decisions.md "Turnover notes"). */
export function turnoverRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(B, { schema: { tags, summary: '流转单列表', querystring: turnoverNoteQuery }, config: { permission: PERM, action: 'query', sortable } }, async (req) =>
    req.tx((tx) => listNotes(tx, req.ctx, req.query)),
  );
  r.post(B, { schema: { tags, summary: '新建流转单', body: turnoverNoteInput }, config: { permission: PERM, action: 'add' } }, async (req) =>
    req.tx((tx) => createNote(tx, req.ctx, req.body)),
  );
  r.get(`${B}/:id`, { schema: { tags, summary: '流转单详情', params: idParam }, config: { permission: PERM, action: 'query' } }, async (req) =>
    req.tx((tx) => getNote(tx, req.ctx, req.params.id)),
  );
  r.post(`${B}/:id/scan`, { schema: { tags, summary: '扫描流转单报工', params: idParam, body: turnoverScanInput }, config: { permission: PERM, action: 'edit' } }, async (req) =>
    req.tx((tx) => reportNote(tx, req.ctx, req.params.id, req.body, false)),
  );
  r.put(
    `${B}/one-click-completion/:id`,
    { schema: { tags, summary: '一键完成', params: idParam, body: turnoverCompleteInput }, config: { permission: PERM, action: 'edit' } },
    async (req) => req.tx((tx) => reportNote(tx, req.ctx, req.params.id, req.body ?? {}, true)),
  );
  r.get(`${B}/:id/products`, { schema: { tags, summary: '流转单产品', params: idParam }, config: { permission: PERM, action: 'query' } }, async (req) =>
    req.tx((tx) => noteProducts(tx, req.ctx, req.params.id)),
  );
  r.get(
    `${B}/:id/lables/:id2`,
    { schema: { tags, summary: '流转单产品的标签', params: z.object({ id: z.uuid(messages.invalidId), id2: z.uuid('产品ID格式不正确') }) }, config: { permission: PERM, action: 'query' } },
    async (req) => req.tx((tx) => noteLabels(tx, req.ctx, req.params.id, req.params.id2)),
  );
}
