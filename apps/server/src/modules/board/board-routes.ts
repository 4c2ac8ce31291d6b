import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOARD_PUBLIC_PATH as PUB, boardEndpoints as ep, tokenParam } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import type { ModuleDeps } from '../../core/module.ts';
import { boardData } from './board-data.ts';
import { BOARD_SCAN_CHANNEL, BoardHub } from './board-live.ts';
import { asItem, boardByToken, createBoard, deleteBoard, inBoardScope, listBoards, loadBoard, regenerateToken, updateBoard } from './board-service.ts';

const tags = ['看板'];

/** The board calls (issue 15 item 7): CRUD and data signed in, data and live events through the public link. */
export async function boardCalls(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hub = new BoardHub(deps.db, (err) => app.log.error(err));
  const stop = await deps.listen(BOARD_SCAN_CHANNEL, (tenantId) => hub.scanned(tenantId), (live) => live && hub.refreshAll());
  // streams never end by themselves: end them before the server waits for its connections to close
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', () => stop());
  serve(app, ep.list, async (req) => req.tx((tx) => listBoards(tx, req.ctx)));
  serve(app, ep.create, async (req) => req.tx((tx) => createBoard(tx, req.ctx, req.body)));
  serve(app, ep.get, async (req) => req.tx(async (tx) => asItem(await loadBoard(tx, req.ctx, req.params.id))));
  // a changed or removed board, or a new link, ends the streams of the old one
  serve(app, ep.update, async (req) => {
    const out = await req.tx((tx) => updateBoard(tx, req.ctx, req.params.id, req.body));
    hub.endBoard(out.id);
    return out;
  });
  serve(app, ep.remove, async (req) => {
    await req.tx((tx) => deleteBoard(tx, req.ctx, req.params.id));
    hub.endBoard(req.params.id);
  });
  serve(app, ep.token, async (req) => {
    const out = await req.tx((tx) => regenerateToken(tx, req.ctx, req.params.id));
    hub.endBoard(out.id);
    return out;
  });
  serve(app, ep.data, async (req) => req.tx(async (tx) => boardData(tx, await loadBoard(tx, req.ctx, req.params.id))));

  r.get(`${PUB}/:token/data`, { schema: { tags, summary: '看板数据（公开链接）', params: tokenParam }, config: { public: true } }, async (req) => {
    const board = await boardByToken(deps.db, req.params.token);
    return inBoardScope(deps.db, board, (tx) => boardData(tx, board));
  });
  r.get(`${PUB}/:token/events`, { schema: { tags, summary: '看板实时推送（公开链接，server-sent events）', params: tokenParam }, config: { public: true } }, async (req, reply) => {
    const board = await boardByToken(deps.db, req.params.token);
    const first = await inBoardScope(deps.db, board, (tx) => boardData(tx, board));
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // a reverse proxy must pass each event on at once
      'x-accel-buffering': 'no',
    });
    hub.open(board, reply.raw, first);
  });
}
