import { messages } from '@al/contracts';
import { badRequest, type AppError } from '../http/errors.ts';

/**
 * A unique index is the last word on names that must not repeat; the modules check first and give a
 * Chinese message, but two writers can both pass the check at the same moment (or a write path can
 * skip it), and then the index refuses the second with PostgreSQL's 23505. This turns that refusal
 * into the 400 the check would have given, named by the index, so a race never shows a 500.
 */
export interface UniqueViolation {
  /** The index or constraint PostgreSQL names. */
  constraint: string | null;
  /** The first key value of PostgreSQL's detail ("Key (...)=(value) already exists."), if any. */
  value: string | null;
}

type Mapper = (v: UniqueViolation & { body: unknown }) => AppError;
const mappers = new Map<string, Mapper>();

/** Registers the message of one unique index (module start-up; the last registration wins). */
export function onUniqueViolation(constraint: string, map: Mapper) {
  mappers.set(constraint, map);
}

/** The 23505 inside an error (drizzle wraps the driver's error in `cause`), or null. */
export function uniqueViolationOf(err: unknown): UniqueViolation | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (pg.code !== '23505') continue;
    const detail = typeof pg.detail === 'string' ? pg.detail : '';
    const m = /\)=\((.*)\) already exists/.exec(detail);
    return { constraint: typeof pg.constraint === 'string' ? pg.constraint : null, value: m ? m[1]! : null };
  }
  return null;
}

/** The caller's error for a unique violation: the index's own message, else a general one. */
export function uniqueViolationError(v: UniqueViolation, body: unknown): AppError {
  const map = v.constraint ? mappers.get(v.constraint) : undefined;
  return map ? map({ ...v, body }) : badRequest(messages.duplicateRow);
}
