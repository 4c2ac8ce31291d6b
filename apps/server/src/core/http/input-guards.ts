import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@al/contracts';
import { badRequest } from './errors.ts';
import { sortingParts } from './paging.ts';

const NUL = '\u0000';

/** The path of the first string (or key) holding a NUL, or null. */
function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes(NUL)) return [...path, k];
    const hit = nulPath(v, [...path, k], depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reached a query would fail there as a 500 (or,
 * in an export already streaming, as a dropped connection). Every route refuses it here instead:
 * the address (path and query, also percent-encoded) before anything runs, the parsed body before
 * validation. Uploaded file names are checked where the multipart parts are read (safeFileName).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    const url = req.raw.url ?? '';
    if (url.includes(NUL) || /%00/i.test(url)) throw badRequest(messages.nulCharacter, ['url']);
  });
  app.addHook('preValidation', async (req) => {
    const path = nulPath(req.body);
    if (path) throw badRequest(messages.nulCharacter, [path.join('.')]);
    checkSorting(req);
  });
}

/** The keys of a route's querystring schema (a zod object, possibly refined or piped). */
export function queryKeys(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  const inner = s._zod?.def?.in ?? s._zod?.def?.innerType;
  return inner ? queryKeys(inner) : [];
}

/**
 * A list route that takes ABP's `sorting` sorts only by the fields it declares (`config.sortable`);
 * any other field, or any sorting at all on a route that declares none, is refused with 400 naming
 * the field, instead of being silently ignored. Runs after the permission check (403 first).
 */
function checkSorting(req: FastifyRequest) {
  const raw = (req.query as Record<string, unknown> | undefined)?.sorting;
  if (typeof raw !== 'string' || !raw.trim()) return;
  if (!queryKeys(req.routeOptions.schema?.querystring).includes('sorting')) return;
  const allowed = req.routeOptions.config?.sortable ?? [];
  for (const { field } of sortingParts(raw))
    if (!allowed.includes(field)) throw badRequest(messages.unknownSortField(field.slice(0, 40)), ['sorting']);
}

/** An uploaded file's name as the client gave it, refused when it holds a NUL. */
export function safeFileName(name: string): string {
  if (name.includes(NUL)) throw badRequest(messages.nulCharacter, ['file']);
  return name;
}
