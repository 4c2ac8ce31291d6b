import { useMutation, useQuery } from '@tanstack/react-query';
import {
  endpointUrl,
  type BodyIn,
  type Endpoint,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@al/contracts';
import { request, type Params, type RequestOptions } from './request.ts';

/** What a call of an endpoint contract sends: the path's params, the query and the body it declares. */
export type CallArgs<E> = (ParamsIn<E> extends undefined ? { params?: undefined } : { params: ParamsIn<E> }) &
  (QueryIn<E> extends undefined ? { query?: undefined } : { query?: QueryIn<E> }) &
  (BodyIn<E> extends undefined ? { body?: undefined } : { body: BodyIn<E> });

/** The arguments may be left out when the contract needs none. */
type Args<E> =
  object extends CallArgs<E>
    ? [args?: CallArgs<E>, o?: RequestOptions]
    : [args: CallArgs<E>, o?: RequestOptions];

/**
 * Calls an endpoint contract of packages/contracts: its method and path, the answer typed by its
 * response schema. A file endpoint answers a Blob.
 */
export function callEndpoint<E extends Endpoint>(ep: E, ...[args, o]: Args<E>): Promise<ResponseOf<E>> {
  const a = (args ?? {}) as { params?: Record<string, string | number>; query?: Params; body?: unknown };
  return request<ResponseOf<E>>(endpointUrl(ep, a.params), {
    ...o,
    method: ep.method,
    params: a.query,
    body: a.body,
    ...(ep.file && { responseType: 'blob' as const }),
  });
}

/** The query key of a GET endpoint's answer: its path, then params and query, so one id's answer can be set or refetched. */
export const endpointQueryKey = <E extends Endpoint>(ep: E, args?: CallArgs<E>) =>
  [ep.path, args?.params ?? null, args?.query ?? null] as const;

/** A GET endpoint's answer through TanStack Query, typed by the contract. */
export function useEndpoint<E extends Endpoint>(ep: E, args: CallArgs<E>, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: endpointQueryKey(ep, args),
    queryFn: ({ signal }) => callEndpoint(ep, ...([args, { signal }] as Args<E>)),
    ...opts,
  });
}

/** The items of a list's answer under `queryKey`, fetched afresh whenever a page asks (staleTime 0). */
export function useFreshItems<T>(queryKey: readonly unknown[], fetch: () => Promise<{ items: T[] }>) {
  return useQuery({ queryKey, queryFn: () => fetch().then((r) => r.items), staleTime: 0 });
}

/** A writing endpoint as a TanStack mutation: `mutate(args)` sends them, `isPending` while it runs. */
export function useEndpointMutation<E extends Endpoint>(ep: E) {
  return useMutation({ mutationFn: (args: CallArgs<E>) => callEndpoint(ep, ...([args] as Args<E>)) });
}
