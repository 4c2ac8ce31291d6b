import { UPLOAD_LIMITS } from '@al/contracts';
import { ThreadPool } from '../jobs/thread-pool.ts';
import { fileStore } from './store.ts';
import type { UnzipLimits, UnzipRequest, UnzipResult } from './unzip-job.ts';

export type { UnzippedEntry, UnzipResult } from './unzip-job.ts';

const PROCESSOR = new URL('./unzip-job.ts', import.meta.url);
/** One thread unpacks uploads, one ZIP after the other, away from the event loop. */
let pool: ThreadPool | null = null;

export const DRAWING_ZIP_LIMITS: UnzipLimits = {
  entries: UPLOAD_LIMITS.zipEntries,
  entryBytes: UPLOAD_LIMITS.fileBytes,
  totalBytes: UPLOAD_LIMITS.zipTotalBytes,
  ratio: UPLOAD_LIMITS.zipRatio,
  ratioFloorBytes: UPLOAD_LIMITS.ratioFloorBytes,
};
export const WORKBOOK_LIMITS: UnzipLimits = { ...DRAWING_ZIP_LIMITS, entryBytes: UPLOAD_LIMITS.workbookTotalBytes, totalBytes: UPLOAD_LIMITS.workbookTotalBytes };

/** Unpacks (or only checks) a ZIP in the file store's temp folder, in the unzip thread. */
export async function unzipInWorker(req: Omit<UnzipRequest, 'tempDir'>): Promise<UnzipResult> {
  pool ??= new ThreadPool(1);
  const tempDir = fileStore().tempPath().replace(/[^/\\]+$/, '');
  return (await pool.run(PROCESSOR, { ...req, tempDir }, () => undefined)) as UnzipResult;
}

/** Ends the unzip thread (the server's close). */
export async function closeUnzipPool() {
  const p = pool;
  pool = null;
  await p?.close();
}
