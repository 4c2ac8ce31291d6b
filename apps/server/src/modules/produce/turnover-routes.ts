import type { FastifyInstance } from 'fastify';
import { turnoverEndpoints as ep } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { createNote, getNote, listNotes, noteLabels, noteProducts, reportNote } from './turnover.ts';

/** The turnover note calls of spec 03 §7 Turn, with create and scan (docs/decisions.md "Turnover notes"). */
export function turnoverRoutes(app: FastifyInstance) {
  serve(app, ep.list, async (req) => req.tx((tx) => listNotes(tx, req.ctx, req.query)));
  serve(app, ep.create, async (req) => req.tx((tx) => createNote(tx, req.ctx, req.body)));
  serve(app, ep.get, async (req) => req.tx((tx) => getNote(tx, req.ctx, req.params.id)));
  serve(app, ep.scan, async (req) => req.tx((tx) => reportNote(tx, req.ctx, req.params.id, req.body, false)));
  serve(app, ep.complete, async (req) => req.tx((tx) => reportNote(tx, req.ctx, req.params.id, req.body ?? {}, true)));
  serve(app, ep.products, async (req) => req.tx((tx) => noteProducts(tx, req.ctx, req.params.id)));
  serve(app, ep.labels, async (req) => req.tx((tx) => noteLabels(tx, req.ctx, req.params.id, req.params.id2)));
}
