import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import { uploadMessages } from '@al/contracts';
import type { JobProcessor } from '../jobs/types.ts';

export interface UnzipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
  ratio: number;
  ratioFloorBytes: number;
}

export interface UnzipRequest {
  zipPath: string;
  /** The ZIP's name as uploaded, for the messages. */
  zipName: string;
  /** `extract`: the accepted entries to files in `tempDir`; `scan`: only check the limits. */
  mode: 'extract' | 'scan';
  /** Extensions (lower case, no dot) of the entries to extract; the others are listed as skipped. */
  accept: string[];
  tempDir: string;
  limits: UnzipLimits;
}

export interface UnzippedEntry {
  /** The entry's path in the ZIP. */
  name: string;
  tempPath: string;
  size: number;
  sha256: string;
}

export type UnzipResult = { ok: true; entries: UnzippedEntry[]; skipped: string[]; unpacked: number } | { ok: false; message: string };

/** Input is fed in slices this small, so one push never inflates more than ~16 MB even at deflate's 1032:1. */
const SLICE = 16 * 1024;
const extOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Unpacks a ZIP from disk in a worker thread, streaming: every entry's size, the total and the
 * ratio to the bytes read so far are checked as the data comes out, and the first limit passed
 * stops everything (what was written is removed). Nothing is ever inflated whole, so a 4 MB ZIP of
 * four 1 GiB entries costs at most one slice's output before it is refused.
 */
export function unzipFile(req: UnzipRequest): UnzipResult {
  const { limits } = req;
  const entries: UnzippedEntry[] = [];
  const skipped: string[] = [];
  const written: string[] = [];
  let count = 0;
  let total = 0;
  let consumed = 0;
  let failure: string | null = null;
  const open: { fd: number; file: UnzipFile }[] = [];
  const fail = (message: string) => {
    failure ??= message;
    for (const o of open.splice(0)) {
      try {
        o.file.terminate();
      } catch {
        /* already ended */
      }
      closeSync(o.fd);
    }
  };

  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++count > limits.entries) return fail(uploadMessages.zipTooManyEntries(req.zipName));
    const name = file.name;
    if (name.endsWith('/')) return;
    if (req.mode === 'extract' && !req.accept.includes(extOf(name))) {
      skipped.push(name);
      return;
    }
    // a header that already says too much is refused before a byte is inflated
    if ((file.originalSize ?? 0) > limits.entryBytes) return fail(uploadMessages.zipEntryTooLarge(req.zipName, name));
    const tempPath = path.join(req.tempDir, randomUUID());
    const fd = req.mode === 'extract' ? openSync(tempPath, 'w') : -1;
    if (fd >= 0) written.push(tempPath);
    const slot = { fd, file };
    if (fd >= 0) open.push(slot);
    const hash = createHash('sha256');
    let size = 0;
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) return fail(uploadMessages.zipBroken(req.zipName, err.message));
      size += data.length;
      total += data.length;
      if (size > limits.entryBytes) return fail(uploadMessages.zipEntryTooLarge(req.zipName, name));
      if (total > limits.totalBytes) return fail(uploadMessages.zipTooLarge(req.zipName, limits.totalBytes));
      if (total > limits.ratioFloorBytes && total > limits.ratio * Math.max(consumed, 1)) return fail(uploadMessages.zipBomb(req.zipName));
      if (fd >= 0) {
        writeSync(fd, data);
        hash.update(data);
      }
      if (final && fd >= 0) {
        closeSync(fd);
        open.splice(open.indexOf(slot), 1);
        entries.push({ name, tempPath, size, sha256: hash.digest('hex') });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const fd = openSync(req.zipPath, 'r');
  try {
    for (;;) {
      // a new buffer each read: the unzipper may keep a reference to the tail of the last one
      const buf = Buffer.allocUnsafe(64 * 1024);
      const n = readSync(fd, buf, 0, buf.length, null);
      for (let off = 0; off < n && !failure; off += SLICE) {
        const slice = buf.subarray(off, Math.min(n, off + SLICE));
        consumed += slice.length;
        unzip.push(slice, false);
      }
      if (failure) break;
      if (n === 0) {
        unzip.push(new Uint8Array(0), true);
        break;
      }
    }
  } catch (e) {
    fail(uploadMessages.zipBroken(req.zipName, (e as Error).message));
  } finally {
    closeSync(fd);
  }
  if (!failure && open.length) fail(uploadMessages.zipBroken(req.zipName, '文件不完整'));
  if (failure) {
    for (const w of written) rmSync(w, { force: true });
    return { ok: false, message: failure };
  }
  return { ok: true, entries, skipped, unpacked: total };
}

const run: JobProcessor<UnzipRequest, UnzipResult> = async (data) => unzipFile(data);
export default run;
