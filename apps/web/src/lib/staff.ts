import { staffingEndpoints } from '@al/contracts';
import { callEndpoint } from './endpoint.ts';

/**
 * The people a page's staff search offers: those of the organisation unit configured for the route
 * and query key (page personnel configuration), or everyone of the space when none is configured.
 */
export async function loadPageStaff(routerName: string, queryUserKey: string) {
  const r = await callEndpoint(staffingEndpoints.byRouterName, { query: { routerName, queryUserKey } });
  const seen = new Set<string>();
  return r.items.flatMap((c) => c.users).filter((u) => !seen.has(u.value) && seen.add(u.value));
}
