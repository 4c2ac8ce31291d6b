import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { editions, features } from './schema.ts';

/** The platform's live editions in their order (meeting `more`: of one type…). */
export const liveEditions = (tx: Tx, ...more: (SQL | undefined)[]) =>
  tx.select().from(editions).where(and(eq(editions.isDeleted, false), ...more)).orderBy(asc(editions.sort));

/** The platform's live features in their order (meeting `more`: the charged ones…). */
export const liveFeatures = (tx: Tx, ...more: (SQL | undefined)[]) =>
  tx.select().from(features).where(and(eq(features.isDeleted, false), ...more)).orderBy(asc(features.sort));
