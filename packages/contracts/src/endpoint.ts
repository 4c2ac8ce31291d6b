import { z } from 'zod';
import type { ActionKey } from './enums.ts';

/** One action under a permission (an action of none: any action of it). */
export interface EndpointGrant {
  permission: string;
  action?: ActionKey;
}

/**
 * An endpoint contract (issue 23): method, path, inputs, answer and who may call, declared once. The
 * server registers its handler against it (core/http/endpoint.ts: the schemas validate the request,
 * serialise the answer and make the OpenAPI page), the web calls it through typed hooks
 * (lib/endpoint.ts), and a server test fails when a served path is neither a contract nor a
 * resource or document definition.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form: `/api/tenant/account/renewal/:id`. */
  path: string;
  /** The OpenAPI summary and tag, in Chinese. */
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of 200, serialised through it (unknown keys are left out). None: 204, no body. */
  response?: z.ZodType;
  /** A file download (Excel): the answer is a stream, not JSON. */
  file?: true;
  /**
   * Who may call, checked before the body is validated; none of these: any signed-in user. `anyOf`:
   * any one of the grants suffices; `spaceAdmin`: the current space's administrator or a platform administrator.
   */
  access?: EndpointGrant | { anyOf: readonly EndpointGrant[] } | { platformAdmin: true } | { spaceAdmin: true } | { public: true };
  /** The call is a space's business: refused with 请先选择空间 when no space is chosen. */
  space?: true;
  /** A list's fields its query's `sorting` accepts (the input guard refuses others; the server's list test sorts by each). */
  sortable?: readonly string[];
  /** A GET that writes (the spec's GET logout): its transaction is not read-only. */
  writes?: true;
}

/** Every contract by `METHOD path`, for the server's check that what it serves was declared. */
const declared = new Map<string, Endpoint>();

/**
 * A group of endpoints sharing a tag and access (a module's use case): each gets them unless it says
 * otherwise. Declaring the same method and path twice is a programming error.
 */
export function defineEndpoints<
  const G extends Pick<Endpoint, 'tag' | 'access' | 'space'>,
  const T extends Record<string, Omit<Endpoint, 'tag'> & { tag?: string }>,
>(group: G, eps: T): { [K in keyof T]: Omit<G, keyof T[K]> & T[K] & Pick<Endpoint, 'tag'> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, e] of Object.entries(eps)) {
    const ep: Endpoint = { ...group, ...e, tag: e.tag ?? group.tag };
    const key = endpointKey(ep);
    if (declared.has(key)) throw new Error(`endpoint ${key} is declared twice`);
    declared.set(key, ep);
    out[name] = ep;
  }
  return out as { [K in keyof T]: Omit<G, keyof T[K]> & T[K] & Pick<Endpoint, 'tag'> };
}

/** The access of one action under a permission: `accessTo(Permissions.AbpIdentity.Roles)('edit')`. */
export const accessTo = (permission: string) => (action: ActionKey) => ({ permission, action });

export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
export const declaredEndpoints = (): ReadonlyMap<string, Endpoint> => declared;

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S extends z.ZodType> ? S : never;
/** What the caller sends (before defaults and coercion) and what the handler receives (after). */
export type ParamsIn<E> = [Schema<E, 'params'>] extends [never] ? undefined : z.input<Schema<E, 'params'>>;
export type QueryIn<E> = [Schema<E, 'query'>] extends [never] ? undefined : z.input<Schema<E, 'query'>>;
export type BodyIn<E> = [Schema<E, 'body'>] extends [never] ? undefined : z.input<Schema<E, 'body'>>;
export type ParamsOf<E> = [Schema<E, 'params'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, 'params'>>;
export type QueryOf<E> = [Schema<E, 'query'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, 'query'>>;
export type BodyOf<E> = [Schema<E, 'body'>] extends [never] ? undefined : z.output<Schema<E, 'body'>>;
/** The answer as it travels (JSON) and as the web reads it. */
export type ResponseOf<E> = [Schema<E, 'response'>] extends [never] ? void : z.input<Schema<E, 'response'>>;

/** The URL of a call: the path's `:name` segments filled from params. */
export function endpointUrl(e: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return e.path.replace(/:(\w+)/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined) throw new Error(`${e.path}: no value for :${k}`);
    return encodeURIComponent(String(v));
  });
}

/** A paged answer of rows of `item` (ABP's PagedResultDto). */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalCountIsLowerBound: z.boolean().optional(),
  });

/**
 * A point in time, as the wire carries it: an ISO 8601 string (handlers write `toISOString()`). Not a
 * Date codec: the OpenAPI page documents an answer by its schema's output, which a Date has none of.
 */
export const isoTime = z.string().describe('ISO 8601 时间');
