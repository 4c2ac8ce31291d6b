import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConvertState } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope, type Scope } from '../../core/db/scoped.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { fileBytesOf } from '../../core/files/service.ts';
import { cadProjectFiles, fileConversions } from './schema.ts';
import { HEARTBEAT_MS, startConversions } from './intake.ts';
import { Periodic } from '../../core/jobs/periodic.ts';

/** A run whose heartbeat is older than this is taken for lost (a few missed beats, not one). */
export const STALE_MS = HEARTBEAT_MS * 4;
const EVERY_MS = 60_000;

export interface RecoveryOutcome {
  /** files queued again */
  requeued: number;
  /** files marked failed because their stored drawing is gone */
  failed: number;
  /** settles when the re-queued conversions have written their results */
  done: Promise<void>;
}

/**
 * Conversions interrupted by a restart (or a lost worker) would stay "waiting" for ever: the job
 * that should finish them died with the process. This finds files in waiting / converting whose
 * run went silent, claims each with a new token (so a late result of the old run is not written),
 * and queues it again from the stored bytes; a file whose stored drawing is gone is marked failed
 * with a message asking to upload it again.
 */
export async function recoverConversions(
  db: Db,
  jobs: JobQueue,
  opts: { staleMs?: number; now?: Date } = {},
): Promise<RecoveryOutcome> {
  const staleBefore = new Date((opts.now ?? new Date()).getTime() - (opts.staleMs ?? STALE_MS));
  // Across tenants, read only (platform read); every write below runs inside the file's tenant.
  const stale = await inScope(db, { tenantId: null, factoryId: null, userId: null, platformRead: true }, (tx) =>
    tx
      .select({ tenantId: cadProjectFiles.tenantId, id: cadProjectFiles.id, factoryId: cadProjectFiles.factoryId })
      .from(cadProjectFiles)
      .where(
        and(
          sql`${cadProjectFiles.convertState} in (1, 2)`,
          eq(cadProjectFiles.isDeleted, false),
          sql`(${cadProjectFiles.convertHeartbeat} is null or ${cadProjectFiles.convertHeartbeat} < ${staleBefore.toISOString()}::timestamptz)`,
        ),
      )
      .limit(500),
  );
  let failed = 0;
  const runs: Promise<void>[] = [];
  for (const f of stale) {
    const scope: Scope = { tenantId: f.tenantId, factoryId: f.factoryId, userId: null };
    const claimed = await inScope(db, scope, async (tx) => {
      const [row] = await tx
        .update(cadProjectFiles)
        .set({ convertToken: randomUUID(), convertHeartbeat: new Date(), convertState: ConvertState.waiting, progress: 0 })
        .where(
          and(
            eq(cadProjectFiles.tenantId, f.tenantId),
            eq(cadProjectFiles.id, f.id),
            sql`${cadProjectFiles.convertState} in (1, 2)`,
            // another process may have claimed it since the read above
            sql`(${cadProjectFiles.convertHeartbeat} is null or ${cadProjectFiles.convertHeartbeat} < ${staleBefore.toISOString()}::timestamptz)`,
          ),
        )
        .returning();
      if (!row) return null;
      // the drawing in the store (the thread reads it), or the bytes of a file kept in its row
      const data = await fileBytesOf(tx, row.tenantId, row.storedFileId).catch(() => null);
      if (!data) {
        const error = `文件“${row.fileName}”转换中断，且原文件已丢失，请重新上传`;
        await tx
          .update(cadProjectFiles)
          .set({ convertState: ConvertState.failed, progress: 100, errorMessage: error })
          .where(and(eq(cadProjectFiles.tenantId, row.tenantId), eq(cadProjectFiles.id, row.id)));
        if (row.conversionId)
          await tx
            .update(fileConversions)
            .set({ state: ConvertState.failed, progress: 100, error, finishTime: new Date() })
            .where(eq(fileConversions.id, row.conversionId));
        return { row, data: null };
      }
      if (row.conversionId)
        await tx
          .update(fileConversions)
          .set({ state: ConvertState.waiting, progress: 0 })
          .where(eq(fileConversions.id, row.conversionId));
      return { row, data };
    });
    if (!claimed) continue;
    if (!claimed.data) {
      failed++;
      continue;
    }
    runs.push(startConversions(db, jobs, scope, [{ row: claimed.row, source: claimed.data }]).then(() => undefined));
  }
  return { requeued: runs.length, failed, done: Promise.all(runs).then(() => undefined) };
}

/** Runs the recovery at start and then every minute, so that a crash of any process is caught up. */
export class ConversionRecovery extends Periodic {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    log: FastifyBaseLogger,
  ) {
    super(log, { everyMs: EVERY_MS, atStart: true, failure: 'cad conversion recovery failed' });
  }

  protected async tick() {
    const r = await recoverConversions(this.db, this.jobs);
    if (r.requeued || r.failed) this.log.info({ requeued: r.requeued, failed: r.failed }, 'cad conversions recovered');
    return r.done;
  }
}
