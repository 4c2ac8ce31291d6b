import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { ConvertState } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope, type Scope } from '../../core/db/scoped.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { badRequest } from '../../core/http/errors.ts';
import { saveFile } from '../../core/files/service.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { cadProducts, cadProjectFiles, fileConversions } from './schema.ts';
import { recountProject } from './project-service.ts';
import { syncLabels } from './labels.ts';
import type { ConvertJobResult, ConvertedPart } from './convert-job.ts';

export const CONVERT_JOB = 'cad-convert';
/** How often a conversion run touches its file's heartbeat. */
export const HEARTBEAT_MS = 30_000;
const SERVER_IP = process.env.CONVERT_SERVER_IP ?? '127.0.0.1';
const DRAWING_TYPES = ['dxf', 'dwg'];

export interface UploadPart {
  fileName: string;
  data: Buffer;
}

/** ZIPs are opened here: each DXF/DWG inside becomes a file of its own; anything else is reported. */
export function expandUploads(parts: UploadPart[]): { files: UploadPart[]; skipped: string[] } {
  const files: UploadPart[] = [];
  const skipped: string[] = [];
  for (const p of parts) {
    const ext = extOf(p.fileName);
    if (ext === 'zip') {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(new Uint8Array(p.data));
      } catch (e) {
        throw badRequest(`压缩包“${p.fileName}”无法解压：${(e as Error).message}`, ['file']);
      }
      for (const [name, bytes] of Object.entries(entries)) {
        if (name.endsWith('/') || !bytes.length) continue;
        const base = name.split('/').pop()!;
        if (DRAWING_TYPES.includes(extOf(base))) files.push({ fileName: base, data: Buffer.from(bytes) });
        else skipped.push(`${p.fileName}/${name}`);
      }
    } else if (DRAWING_TYPES.includes(ext)) files.push(p);
    else throw badRequest(`文件“${p.fileName}”不是 DXF、DWG 图纸或 ZIP 压缩包，请上传 DXF 文件`, ['file']);
  }
  if (!files.length) throw badRequest('上传的文件中没有 DXF 或 DWG 图纸', ['file']);
  return { files, skipped };
}

export const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Stores the drawings and their file rows (state waiting) in the request's transaction. */
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
  const rows: (typeof cadProjectFiles.$inferSelect)[] = [];
  for (const f of files) {
    const stored = await save(tx, ctx, {
      fileName: f.fileName,
      contentType: 'application/dxf',
      data: f.data,
      purpose: 'cad-drawing',
    });
    const [conv] = await tx
      .insert(fileConversions)
      .values({
        tenantId: ctx.tenantId!,
        fileId: stored.id,
        fileName: f.fileName,
        fileType: extOf(f.fileName),
        serverIp: SERVER_IP,
      })
      .returning({ id: fileConversions.id });
    const [row] = await tx
      .insert(cadProjectFiles)
      .values({
        tenantId: ctx.tenantId!,
        factoryId: batch.factoryId,
        projectId: batch.projectId,
        batchId: batch.id,
        storedFileId: stored.id,
        conversionId: conv!.id,
        fileName: stored.fileName,
        fileType: extOf(f.fileName),
        size: stored.size,
        sha256: stored.sha256,
        convertToken: randomUUID(),
        convertHeartbeat: new Date(),
        creatorId: ctx.userId,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
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

/** Writes the products of one converted file in one transaction, and its final state. */
export async function writeProducts(
  tx: Tx,
  scope: Scope,
  file: typeof cadProjectFiles.$inferSelect,
  result: ConvertJobResult,
): Promise<boolean> {
  // Only the run that owns the file writes its products: a run taken over by recovery (after a
  // restart, or a lost worker) finds its token replaced and writes nothing, so nothing is doubled.
  // PGlite and node-postgres both answer execute() with { rows }.
  const owned = (await tx.execute(
    sql`select id from cad_project_files where tenant_id = ${file.tenantId} and id = ${file.id}
        and convert_state in (1, 2) and not is_deleted
        and convert_token is not distinct from ${file.convertToken}::uuid for update`,
  )) as unknown as { rows: unknown[] };
  if (!owned.rows.length) return false;
  const existing = await tx
    .select({ code: cadProducts.code })
    .from(cadProducts)
    .where(
      and(
        eq(cadProducts.tenantId, file.tenantId),
        eq(cadProducts.batchId, file.batchId),
        eq(cadProducts.isDeleted, false),
      ),
    );
  const warnings = [...result.warnings];
  const fileBase = file.fileName.replace(/\.[^.]+$/, '');
  const codes = uniqueCodes(result.parts, new Set(existing.map((e) => e.code)), fileBase, warnings);
  if (result.parts.length) {
    // Small pieces (stiffeners, ears) are parts; panels are main products.
    const inserted = await tx
      .insert(cadProducts)
      .values(
        result.parts.map((p, i) => ({
          tenantId: file.tenantId,
          factoryId: file.factoryId,
          projectId: file.projectId,
          batchId: file.batchId,
          fileId: file.id,
          code: codes[i]!,
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
      .returning({ id: cadProducts.id });
    await syncLabels(
      tx,
      file.tenantId,
      inserted.map((r) => r.id),
    );
  }
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
      splitCount: result.parts.length,
    })
    .where(and(eq(cadProjectFiles.tenantId, file.tenantId), eq(cadProjectFiles.id, file.id)));
  if (file.conversionId)
    await tx
      .update(fileConversions)
      .set({ state: failed ? 8 : 4, progress: 100, error: errorMessage, finishTime: new Date() })
      .where(eq(fileConversions.id, file.conversionId));
  await recountProject(tx, file.tenantId, file.projectId);
  return true;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * Queues the conversion of stored files and follows each job: progress goes to the file row (the
 * file list polls it), the result is written in one transaction per file. Failures are kept on the
 * file with their message; nothing read is thrown away.
 */
export function startConversions(
  db: Db,
  jobs: JobQueue,
  scope: Scope,
  files: { row: typeof cadProjectFiles.$inferSelect; data: Buffer }[],
) {
  const done: Promise<void>[] = [];
  for (const f of files) {
    done.push(runOne(db, jobs, scope, f.row, f.data));
  }
  return Promise.all(done);
}

async function setState(
  db: Db,
  scope: Scope,
  file: typeof cadProjectFiles.$inferSelect,
  state: number,
  progress: number,
  error?: string,
) {
  await inScope(db, scope, async (tx) => {
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
  });
}

async function runOne(
  db: Db,
  jobs: JobQueue,
  scope: Scope,
  file: typeof cadProjectFiles.$inferSelect,
  data: Buffer,
) {
  // While the run waits in the queue or works, it keeps its claim fresh; recovery takes over only
  // files whose heartbeat went stale (the process that queued them is gone).
  const beat = setInterval(() => {
    void inScope(db, scope, (tx) =>
      tx
        .update(cadProjectFiles)
        .set({ convertHeartbeat: new Date() })
        .where(
          and(
            eq(cadProjectFiles.tenantId, file.tenantId),
            eq(cadProjectFiles.id, file.id),
            sql`${cadProjectFiles.convertToken} is not distinct from ${file.convertToken}::uuid`,
          ),
        ),
    ).catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    const id = await jobs.add(CONVERT_JOB, { fileName: file.fileName, base64: data.toString('base64') });
    let last = -1;
    const off = jobs.onUpdate((j) => {
      // the first report marks the file converting; then every 10 % is enough for the list
      if (j.id !== id || j.state !== 'active' || (last >= 0 && Math.abs(j.progress - last) < 10)) return;
      last = j.progress;
      void setState(db, scope, file, ConvertState.converting, Math.round(j.progress)).catch(() => undefined);
    });
    const info = await jobs.wait(id);
    off();
    if (info.state === 'failed') {
      await setState(
        db,
        scope,
        file,
        ConvertState.failed,
        100,
        `文件“${file.fileName}”转换失败：${info.error ?? '未知原因'}`,
      );
      return;
    }
    await inScope(db, scope, (tx) => writeProducts(tx, scope, file, info.result as ConvertJobResult));
  } catch (e) {
    await setState(
      db,
      scope,
      file,
      ConvertState.failed,
      100,
      `文件“${file.fileName}”转换失败：${(e as Error).message}`,
    ).catch(() => undefined);
  } finally {
    clearInterval(beat);
  }
}
