import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The rows of a raw query's answer: PGlite and node-postgres answer `{ rows }`, an array driver the rows. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Runs a raw query and answers its rows, typed as the caller reads them. */
export const queryRows = async <T>(tx: Executor, query: SQL): Promise<T[]> => rowsOf<T>(await tx.execute(query));
