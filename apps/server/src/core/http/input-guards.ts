import type { FastifyInstance } from 'fastify';
import { messages } from '@al/contracts';
import { badRequest } from './errors.ts';

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
  });
}

/** An uploaded file's name as the client gave it, refused when it holds a NUL. */
export function safeFileName(name: string): string {
  if (name.includes(NUL)) throw badRequest(messages.nulCharacter, ['file']);
  return name;
}
