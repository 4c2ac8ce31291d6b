import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from './context.ts';

/**
 * The request of an endpoint's handler: params, query and body as its schemas give them. A contract
 * with `space: true` is refused by the auth hook when no space is chosen, so its handler's context
 * has the space's id (no `requireTenant` again in the handler).
 */
export type EndpointRequest<E> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}> &
  (E extends { space: true } ? { ctx: RequestContext & { tenantId: string } } : unknown);

/** What the handler returns: the answer before serialisation, the reply (a file), or nothing (204). */
type Answer<E> = E extends { file: true }
  ? FastifyReply
  : E extends { response: infer R extends z.ZodType }
    ? z.output<R>
    : void;

/** A contract's access as the auth hooks read it (core/auth/plugin.ts). */
function accessConfig(ep: Endpoint): FastifyContextConfig {
  const a = ep.access;
  const config: FastifyContextConfig = {
    contract: 'endpoint',
    space: ep.space === true,
    ...(ep.sortable && { sortable: ep.sortable }),
    ...(ep.writes && { writes: true }),
  };
  if (!a) return config;
  if ('public' in a) return { ...config, public: true };
  if ('platformAdmin' in a) return { ...config, platformAdmin: true };
  if ('spaceAdmin' in a) return { ...config, spaceAdmin: true };
  if ('anyOf' in a) return { ...config, anyOf: a.anyOf };
  return { ...config, permission: a.permission, action: a.action };
}

/**
 * Serves one endpoint contract of packages/contracts: its schemas validate the request, serialise the
 * answer (keys the contract does not name are left out) and document it on the OpenAPI page. An
 * endpoint with neither answer nor file answers 204. What the auth hooks and the input guard read (access,
 * space, `sortable`, `writes`) comes from the contract.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>,
) {
  app.route({
    method: ep.method,
    url: ep.path,
    schema: {
      tags: [ep.tag],
      summary: ep.summary,
      ...(ep.params && { params: ep.params }),
      ...(ep.query && { querystring: ep.query }),
      ...(ep.body && { body: ep.body }),
      ...(ep.response && { response: { 200: ep.response } }),
    },
    config: accessConfig(ep),
    handler: async (req, reply) => {
      const out = await handler(req as EndpointRequest<E>, reply);
      if (ep.file || reply.sent) return reply;
      if (!ep.response) return reply.status(204).send();
      return out;
    },
  });
}

/**
 * Serves a call on the one row the path's `:id` names: `load` finds it in the request's transaction
 * (and refuses it, 404, when it is not the caller's), `handle` answers within the same transaction.
 */
export function serveOn<E extends Endpoint & { params: z.ZodType<{ id: string }> }, Row>(
  app: FastifyInstance,
  ep: E,
  load: (tx: Tx, ctx: RequestContext, id: string) => Promise<Row>,
  handle: (tx: Tx, row: Row, req: EndpointRequest<E>) => Promise<Answer<E>>,
) {
  serve(app, ep, async (req) =>
    req.tx(async (tx) => handle(tx, await load(tx, req.ctx, (req.params as { id: string }).id), req)),
  );
}

/** A database time as an answer carries it (contracts' `isoTime`). */
export function iso(d: Date): string;
export function iso(d: Date | null): string | null;
export function iso(d: Date | null) {
  return d ? d.toISOString() : null;
}

/** A row's times as an answer carries them (contracts' entity/row.ts, where answers derive from columns). */
export { isoRow, type IsoRow } from '@al/contracts';
