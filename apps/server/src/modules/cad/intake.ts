import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ConvertState } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope, type Scope } from '../../core/db/scoped.ts';
import { background } from '../../core/db/background.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { badRequest } from '../../core/http/errors.ts';
import { saveFile } from '../../core/files/service.ts';
import { DRAWING_ZIP_LIMITS, unzipInWorker } from '../../core/files/unzip.ts';
import { fileStore } from '../../core/files/store.ts';
import { safeFileName } from '../../core/http/input-guards.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { cadProducts, cadProjectFiles, fileConversions } from './schema.ts';
import { recountProject } from './project-service.ts';
import { labelNewProducts } from './labels.ts';
import type { ConvertJobResult, ConvertedPart } from './convert-job.ts';
import { liveOf } from '../../core/db/live.ts';
import { queryRows } from '../../core/db/rows.ts';

export const CONVERT_JOB = 'cad-convert';
/** How often a conversion run touches its file's heartbeat. */
export const HEARTBEAT_MS = 30_000;
const SERVER_IP = process.env.CONVERT_SERVER_IP ?? '127.0.0.1';
const DRAWING_TYPES = ['dxf', 'dwg'];

export interface UploadPart {
  fileName: string;
  data: Buffer;
}

/** A drawing received and written to the file store's temp folder (size and hash counted on the way). */
export interface DrawingUpload {
  fileName: string;
  tempPath: string;
  size: number;
  sha256: string;
}

/**
 * ZIPs are unpacked in the unzip thread, entry by entry under the limits of contracts'
 * UPLOAD_LIMITS (count, size of each entry, total, ratio): each DXF/DWG inside becomes a file of
 * its own, anything else is reported as skipped. DXF and DWG files pass as they came; anything else
 * is refused. The caller removes every temp file when this throws (`temps` lists the new ones).
 */
export async function expandUploads(
  parts: DrawingUpload[],
  temps: string[],
): Promise<{ files: DrawingUpload[]; skipped: string[] }> {
  const files: DrawingUpload[] = [];
  const skipped: string[] = [];
  for (const p of parts) {
    const ext = extOf(p.fileName);
    if (ext === 'zip') {
      const out = await unzipInWorker({ zipPath: p.tempPath, zipName: p.fileName, mode: 'extract', accept: DRAWING_TYPES, limits: DRAWING_ZIP_LIMITS });
      if (!out.ok) throw badRequest(out.message, ['file']);
      temps.push(...out.entries.map((e) => e.tempPath));
      for (const e of out.entries) {
        if (!e.size) continue;
        files.push({ fileName: safeFileName(e.name.split('/').pop()!), tempPath: e.tempPath, size: e.size, sha256: e.sha256 });
      }
      skipped.push(...out.skipped.map((name) => `${p.fileName}/${name}`));
    } else if (DRAWING_TYPES.includes(ext)) files.push(p);
    else throw badRequest(`文件“${p.fileName}”不是 DXF、DWG 图纸或 ZIP 压缩包，请上传 DXF 文件`, ['file']);
  }
  if (!files.length) throw badRequest('上传的文件中没有 DXF 或 DWG 图纸', ['file']);
  return { files, skipped };
}

export const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A drawing whose bytes and stored_files row exist: what its conversion and file rows need. */
export interface StoredDrawing {
  storedFileId: string;
  fileName: string;
  size: number;
  sha256: string;
}

/**
 * The conversion runs and file rows (state waiting) of stored drawings, in the caller's
 * transaction: one insert a table per 500 files, so that 3,000 drawings are a handful of
 * statements, not 9,000.
 */
export async function storeDrawingRows(
  tx: Tx,
  ctx: RequestContext,
  batch: { id: string; projectId: string; factoryId: string },
  drawings: StoredDrawing[],
) {
  const now = new Date();
  // Every column written (the defaults spelled out), so the rows are known without reading them
  // back: for 3,000 drawings that read was most of the upload's transaction.
  const rows: (typeof cadProjectFiles.$inferSelect)[] = drawings.map((d) => ({
    tenantId: ctx.tenantId!,
    id: randomUUID(),
    factoryId: batch.factoryId,
    projectId: batch.projectId,
    batchId: batch.id,
    storedFileId: d.storedFileId,
    conversionId: randomUUID(),
    fileName: d.fileName.trim().slice(0, 255),
    fileType: extOf(d.fileName),
    size: d.size,
    sha256: d.sha256,
    convertState: ConvertState.waiting,
    progress: 0,
    errorMessage: null,
    warnings: [],
    splitCount: 0,
    convertToken: randomUUID(),
    convertHeartbeat: now,
    creationTime: now,
    creatorId: ctx.userId,
    lastModificationTime: null,
    lastModifierId: null,
    isDeleted: false,
    deleterId: null,
    deletionTime: null,
    concurrencyStamp: randomUUID(),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await tx.insert(fileConversions).values(
      chunk.map((r) => ({
        id: r.conversionId!,
        tenantId: r.tenantId,
        fileId: r.storedFileId,
        fileName: r.fileName,
        fileType: r.fileType,
        serverIp: SERVER_IP,
      })),
    );
    await tx.insert(cadProjectFiles).values(chunk);
  }
  return rows;
}

/** Stores drawings held in memory (the demo's, a test's) and their file rows, in the caller's transaction. */
export async function storeDrawings(
  tx: Tx,
  ctx: RequestContext,
  batch: { id: string; projectId: string; factoryId: string },
  files: UploadPart[],
  save: (
    tx: Tx,
    ctx: RequestContext,
    f: Parameters<typeof saveFile>[2],
  ) => Promise<{ id: string; fileName: string; size: number; sha256: string }> = saveFile,
) {
  const stored: StoredDrawing[] = [];
  for (const f of files) {
    const s = await save(tx, ctx, { fileName: f.fileName, contentType: 'application/dxf', data: f.data, purpose: 'cad-drawing' });
    stored.push({ storedFileId: s.id, fileName: s.fileName, size: s.size, sha256: s.sha256 });
  }
  return storeDrawingRows(tx, ctx, batch, stored);
}

/** Unique product codes within a batch: a repeated code gets a suffix, and a warning says so. */
function uniqueCodes(parts: ConvertedPart[], taken: Set<string>, fileBase: string, warnings: string[]) {
  return parts.map((p) => {
    const base = (p.code ?? `${fileBase}-${String(p.index).padStart(3, '0')}`).slice(0, 60);
    let code = base;
    for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
    if (code !== base) warnings.push(`零件编号“${base}”在本批次中重复，已改为“${code}”`);
    if (!p.code) warnings.push(`第${p.index}个零件未读到编号，已命名为“${code}”`);
    taken.add(code);
    return code;
  });
}

/**
 * Parts written a transaction at a time: a large drawing never holds the database for long. A step
 * ends at this many parts or this much geometry and thumbnail text (a perforated panel's outline
 * and holes alone can be 100 kB of JSON; the embedded database parses a statement on the main
 * thread).
 */
export const PARTS_PER_STEP = 200;
export const BYTES_PER_STEP = 128 * 1024;

const partBytes = (p: ConvertedPart) => p.thumbnail.length + 8 * (p.outline.length + p.holes.reduce((s, h) => s + h.length, 0));

/** The parts cut into steps of at most PARTS_PER_STEP parts and BYTES_PER_STEP bytes (at least one part each). */
export async function* partSteps(parts: AsyncIterable<ConvertedPart> | Iterable<ConvertedPart>): AsyncGenerator<ConvertedPart[]> {
  let step: ConvertedPart[] = [];
  let bytes = 0;
  for await (const p of parts) {
    const size = partBytes(p);
    if (step.length && (step.length >= PARTS_PER_STEP || bytes + size > BYTES_PER_STEP)) {
      yield step;
      step = [];
      bytes = 0;
    }
    step.push(p);
    bytes += size;
  }
  if (step.length) yield step;
}

/** A result's parts: those it carries, or those of its parts file, read and parsed a line at a time. */
async function* partsOf(result: ConvertJobResult): AsyncGenerator<ConvertedPart> {
  if (!result.partsPath) {
    yield* result.parts;
    return;
  }
  const lines = createInterface({ input: createReadStream(result.partsPath), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as ConvertedPart;
}

type FileRow = typeof cadProjectFiles.$inferSelect;

/**
 * Only the run that owns the file writes its products: a run taken over by recovery (after a
 * restart, or a lost worker) finds its token replaced and writes nothing, so nothing is doubled.
 * PGlite and node-postgres both answer execute() with { rows }.
 */
async function ownsFile(tx: Tx, file: FileRow) {
  const owned = await queryRows(
    tx,
    sql`select id from cad_project_files where tenant_id = ${file.tenantId} and id = ${file.id}
        and convert_state in (1, 2) and not is_deleted
        and convert_token is not distinct from ${file.convertToken}::uuid for update`,
  );
  return owned.length > 0;
}

/** Removes what an earlier run of the same file left half-written (a run stopped by a restart). */
async function clearEarlierRun(tx: Tx, file: FileRow) {
  await tx.execute(
    sql`update cad_products set is_deleted = true, deletion_time = now()
        where tenant_id = ${file.tenantId} and file_id = ${file.id} and not is_deleted and nest_state = 1`,
  );
}

/**
 * The codes the batch already uses among the ones these parts would take (their codes and their
 * `-2`, `-3` … forms), not every code of the batch: a batch of 3,000 drawings would read it 3,000
 * times.
 */
async function takenCodes(tx: Tx, file: FileRow, parts: ConvertedPart[]) {
  const fileBase = file.fileName.replace(/\.[^.]+$/, '');
  const bases = [...new Set(parts.map((p) => (p.code ?? `${fileBase}-${String(p.index).padStart(3, '0')}`).slice(0, 60)))];
  if (!bases.length) return [];
  const escaped = bases.map((b) => `${b.replace(/[\\%_]/g, '\\$&')}-%`);
  const rows = await tx
    .select({ code: cadProducts.code })
    .from(cadProducts)
    .where(
      liveOf(
        cadProducts,
        file.tenantId,
        eq(cadProducts.batchId, file.batchId),
        sql`(${cadProducts.code} in ${bases} or ${cadProducts.code} like any (array[${sql.join(
          escaped.map((e) => sql`${e}`),
          sql`,
        `,
        )}]::text[]))`,
      ),
    );
  return rows.map((r) => r.code);
}

/** Inserts parts with their codes (and their labels), 500 rows a statement. */
async function insertParts(tx: Tx, scope: Scope, file: FileRow, parts: ConvertedPart[], codes: string[]) {
  for (let i = 0; i < parts.length; i += 500) {
    const slice = parts.slice(i, i + 500);
    // Small pieces (stiffeners, ears) are parts; panels are main products.
    const inserted = await tx
      .insert(cadProducts)
      .values(
        slice.map((p, k) => ({
          tenantId: file.tenantId,
          factoryId: file.factoryId,
          projectId: file.projectId,
          batchId: file.batchId,
          fileId: file.id,
          code: codes[i + k]!,
          kind: p.areaM2 < 0.1 ? 2 : 1,
          material: p.material?.slice(0, 50) ?? null,
          thickness: p.thickness ?? null,
          colorCode: p.colorCode?.slice(0, 50) ?? null,
          quantity: Math.max(1, Math.round(p.quantity ?? 1)),
          unfoldLength: round(p.length, 2),
          unfoldWidth: round(p.width, 2),
          unfoldArea: round(p.areaM2, 4),
          cutLength: round(p.cutLength, 2),
          holeCount: p.holeCount,
          bendCount: p.bendCount,
          geometry: {
            outline: p.outline.map((v) => round(v, 3)),
            holes: p.holes.map((h) => h.map((v) => round(v, 3))),
          },
          thumbnail: p.thumbnail,
          texts: p.texts.slice(0, 50),
          creatorId: scope.userId,
        })),
      )
      .returning({ id: cadProducts.id, code: cadProducts.code, quantity: cadProducts.quantity });
    await labelNewProducts(tx, file, inserted);
  }
}

/** The file's final state, its conversion's, and the project's counts. */
async function finishFile(tx: Tx, file: FileRow, result: ConvertJobResult, warnings: string[], recount = true) {
  // A drawing with an error is marked failed with its message; the parts read before it are kept.
  const failed = !result.ok;
  const errorMessage = result.errors.length ? result.errors.join('；') : null;
  await tx
    .update(cadProjectFiles)
    .set({
      convertState: failed ? ConvertState.failed : ConvertState.done,
      progress: 100,
      errorMessage,
      warnings: warnings.slice(0, 100),
      splitCount: result.partCount ?? result.parts.length,
    })
    .where(and(eq(cadProjectFiles.tenantId, file.tenantId), eq(cadProjectFiles.id, file.id)));
  if (file.conversionId)
    await tx
      .update(fileConversions)
      .set({ state: failed ? 8 : 4, progress: 100, error: errorMessage, finishTime: new Date() })
      .where(eq(fileConversions.id, file.conversionId));
  if (recount) await recountProject(tx, file.tenantId, file.projectId);
}

/** Writes the products of one converted file in one transaction, and its final state. */
export async function writeProducts(tx: Tx, scope: Scope, file: FileRow, result: ConvertJobResult): Promise<boolean> {
  if (!(await ownsFile(tx, file))) return false;
  await clearEarlierRun(tx, file);
  const warnings = [...result.warnings];
  const parts = result.parts;
  const taken = new Set(await takenCodes(tx, file, parts));
  const codes = uniqueCodes(parts, taken, file.fileName.replace(/\.[^.]+$/, ''), warnings);
  if (parts.length) await insertParts(tx, scope, file, parts, codes);
  await finishFile(tx, file, result, warnings);
  return true;
}

/**
 * A conversion's result as the background writes it: one step of `partSteps` a transaction
 * through the background lane, the file's state last with the project's counts (while other files
 * of the project are still converting, one coalesced recount waits in the lane for all of them, and
 * the last file recounts at once). Requests get the database
 * between the steps. A large drawing's parts come from the parts file the conversion thread wrote,
 * parsed a step at a time, and show in the lists as they land while the file still reads
 * converting; a run that stops half-way (a restart) is taken over by recovery, whose run first
 * removes what this one wrote, and the token keeps a lost run from writing after the take-over.
 */
export async function writeProductsInSteps(db: Db, scope: Scope, file: FileRow, result: ConvertJobResult): Promise<boolean> {
  const warnings = [...result.warnings];
  const taken = new Set<string>();
  const fileBase = file.fileName.replace(/\.[^.]+$/, '');
  let first = true;
  try {
    for await (const step of partSteps(partsOf(result))) {
      const ok = await background.run(() =>
        inScope(db, scope, async (tx) => {
          if (!(await ownsFile(tx, file))) return false;
          if (first) await clearEarlierRun(tx, file);
          first = false;
          for (const c of await takenCodes(tx, file, step)) taken.add(c);
          await insertParts(tx, scope, file, step, uniqueCodes(step, taken, fileBase, warnings));
          return true;
        }),
      );
      if (!ok) return false;
    }
    let recountLater = false;
    const done = await background.run(() =>
      inScope(db, scope, async (tx) => {
        if (!(await ownsFile(tx, file))) return false;
        if (first) await clearEarlierRun(tx, file);
        // the last open file of its project recounts at once; while others are still open, one
        // recount waits in the lane for all of them
        recountLater = await otherFilesOpen(tx, file);
        await finishFile(tx, file, result, warnings, !recountLater);
        return true;
      }),
    );
    if (done && recountLater) scheduleRecount(db, scope, file.tenantId, file.projectId);
    return done;
  } finally {
    if (result.partsPath) await rm(result.partsPath, { force: true });
  }
}

async function otherFilesOpen(tx: Tx, file: FileRow) {
  const res = await queryRows(
    tx,
    sql`select 1 from cad_project_files where tenant_id = ${file.tenantId} and project_id = ${file.projectId}
        and convert_state in (1, 2) and not is_deleted and id <> ${file.id} limit 1`,
  );
  return res.length > 0;
}

/** Projects whose recount waits in the lane: a second file landing meanwhile needs no second one. */
const recounts = new Set<string>();
function scheduleRecount(db: Db, scope: Scope, tenantId: string, projectId: string) {
  const key = `${tenantId}:${projectId}`;
  if (recounts.has(key)) return;
  recounts.add(key);
  void background
    .run(() => {
      // from here on, a file that lands asks for a recount of its own
      recounts.delete(key);
      return inScope(db, scope, (tx) => recountProject(tx, tenantId, projectId));
    })
    .catch(() => undefined);
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Where a conversion reads its drawing: a file of the store, or (a file stored in its row) the bytes. */
export type DrawingSource = { path: string } | { data: Buffer };

/** Files of at least this size report their progress every 10 %; smaller ones only start and end. */
const PROGRESS_BYTES = 1024 * 1024;

/**
 * Queues the conversion of stored files and follows each job: progress goes to the file row (the
 * file list polls it), the result is written in one transaction per file. Failures are kept on the
 * file with their message; nothing read is thrown away. Every database write of it goes through
 * the background lane (core/db/background.ts), so requests never queue behind thousands of them;
 * one heartbeat keeps the claims of all the files that are still open.
 */
export function startConversions(
  db: Db,
  jobs: JobQueue,
  scope: Scope,
  files: { row: typeof cadProjectFiles.$inferSelect; source: DrawingSource }[],
) {
  const open = new Map(files.map((f) => [f.row.id, f.row]));
  // While the runs wait in the queue or work, they keep their claims fresh; recovery takes over only
  // files whose heartbeat went stale (the process that queued them is gone).
  const beat = setInterval(() => {
    const ids = [...open.keys()];
    if (!ids.length) return;
    void background
      .run(() =>
        inScope(db, scope, async (tx) => {
          for (let i = 0; i < ids.length; i += 1000)
            await tx
              .update(cadProjectFiles)
              .set({ convertHeartbeat: new Date() })
              .where(
                and(
                  eq(cadProjectFiles.tenantId, scope.tenantId!),
                  inArray(cadProjectFiles.id, ids.slice(i, i + 1000)),
                  sql`${cadProjectFiles.convertState} in (1, 2)`,
                ),
              );
        }),
      )
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  return Promise.all(files.map((f) => runOne(db, jobs, scope, f.row, f.source).finally(() => open.delete(f.row.id)))).finally(() =>
    clearInterval(beat),
  );
}

async function setState(
  db: Db,
  scope: Scope,
  file: typeof cadProjectFiles.$inferSelect,
  state: number,
  progress: number,
  error?: string,
) {
  await background.run(() =>
    inScope(db, scope, async (tx) => {
      await tx
        .update(cadProjectFiles)
        .set({ convertState: state, progress, ...(error ? { errorMessage: error } : {}) })
        .where(
          and(
            eq(cadProjectFiles.tenantId, file.tenantId),
            eq(cadProjectFiles.id, file.id),
            sql`${cadProjectFiles.convertState} in (1, 2)`,
            sql`${cadProjectFiles.convertToken} is not distinct from ${file.convertToken}::uuid`,
          ),
        );
      if (file.conversionId)
        await tx
          .update(fileConversions)
          .set({ state, progress, ...(error ? { error, finishTime: new Date() } : {}) })
          .where(and(eq(fileConversions.id, file.conversionId), sql`${fileConversions.state} in (1, 2)`));
    }),
  );
}

async function runOne(
  db: Db,
  jobs: JobQueue,
  scope: Scope,
  file: typeof cadProjectFiles.$inferSelect,
  source: DrawingSource,
) {
  const failed = (why: string) => setState(db, scope, file, ConvertState.failed, 100, `文件“${file.fileName}”转换失败：${why}`);
  let partsPath: string | null = null;
  try {
    // The job names the file in the store; only a drawing kept in its row travels as base64.
    partsPath = fileStore().tempPath();
    const id = await jobs.add(CONVERT_JOB, {
      fileName: file.fileName,
      ...('path' in source ? { path: source.path } : { base64: source.data.toString('base64') }),
      partsPath,
    });
    let last = -1;
    const off = jobs.onUpdate((j) => {
      // the first report marks the file converting; a large file then every 10 %
      if (j.state !== 'active' || (last >= 0 && (file.size < PROGRESS_BYTES || j.progress - last < 10))) return;
      last = j.progress;
      void setState(db, scope, file, ConvertState.converting, Math.round(j.progress)).catch(() => undefined);
    }, id);
    const info = await jobs.wait(id);
    off();
    if (info.state === 'failed') {
      await failed(info.error ?? '未知原因');
      return;
    }
    await writeProductsInSteps(db, scope, file, info.result as ConvertJobResult);
  } catch (e) {
    await failed((e as Error).message).catch(() => undefined);
  } finally {
    // the parts file of a run that did not get to write it (writeProductsInSteps removes its own)
    if (partsPath) await rm(partsPath, { force: true }).catch(() => undefined);
  }
}
