import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, idParam, rolesOfMember as rolesOfMemberItems } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { serve } from '../../core/http/endpoint.ts';
import { assignableRoles, rolesOfMember } from './members.ts';

/** A call of the current space answering `R`. */
type SpaceCall<R> = Endpoint & { space: true; response: z.ZodType<R> };

/**
 * The two role calls every account list serves alike (users, members, employees): the roles this space
 * may give, and the roles of the account the path's id names, whose membership `memberOf` finds (404
 * when the account is unknown; none, as for an employee without a login account: no roles).
 */
export function serveAccountRoles(
  app: FastifyInstance,
  ep: {
    assignableRoles: SpaceCall<Awaited<ReturnType<typeof assignableRoles>>>;
    roles: SpaceCall<z.output<typeof rolesOfMemberItems>> & { params: typeof idParam };
  },
  memberOf: (tx: Tx, tenantId: string, id: string) => Promise<{ id: string } | null>,
) {
  serve(app, ep.assignableRoles, async (req) => req.tx((tx) => assignableRoles(tx, req.ctx.tenantId)));

  serve(app, ep.roles, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const m = await memberOf(tx, tenantId, req.params.id);
      return m ? rolesOfMember(tx, tenantId, m.id) : { items: [] };
    });
  });
}
