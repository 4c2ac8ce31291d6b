import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { UPLOAD_LIMITS } from '@al/contracts';
import { storedFiles } from './schema.ts';
import { FileStore, fileStore, hashFile } from './store.ts';
import { assertSpace } from '../http/space.ts';

export interface StoredFileInfo {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  purpose: string;
  /** A link that works without the bearer token (an <img src>, a download link): signed, per tenant. */
  url: string;
}

/** Largest file one upload accepts (a ZIP of drawings included): contracts' UPLOAD_LIMITS. */
export const MAX_FILE_BYTES = UPLOAD_LIMITS.fileBytes;

let signingKey: string | null = null;
/** The key that signs file links; set once at start-up from the token secret. */
export function setFileSigningKey(key: string) {
  signingKey = key;
}

function signature(tenantId: string, id: string): string {
  if (!signingKey) throw new Error('file signing key not set');
  return createHmac('sha256', signingKey).update(`${tenantId}:${id}`).digest('base64url').slice(0, 32);
}

export function verifyFileSignature(tenantId: string, id: string, sig: string): boolean {
  const expected = Buffer.from(signature(tenantId, id));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const fileUrl = (tenantId: string, id: string) => `/api/basic/file/${tenantId}/${id}?sig=${signature(tenantId, id)}`;

/**
 * A claim a link carries for a guarded file: valid until `exp` (unix seconds) and bound to a
 * secret of the guard (e.g. a project's password hash), so changing the secret voids old links.
 */
function grantOf(tenantId: string, id: string, exp: number, secret: string): string {
  if (!signingKey) throw new Error('file signing key not set');
  return createHmac('sha256', signingKey).update(`grant:${tenantId}:${id}:${exp}:${secret}`).digest('base64url').slice(0, 32);
}

/** The signed link of a guarded file, issued after the guard's condition was met (see registerFileGuard). */
export function grantedFileUrl(tenantId: string, id: string, secret: string, ttlSeconds = 600, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `${fileUrl(tenantId, id)}&exp=${exp}&grant=${grantOf(tenantId, id, exp, secret)}`;
}

export interface FileGrant {
  exp?: number;
  grant?: string;
}

/** True when the link's claim was issued for this file and secret and has not expired. */
export function verifyGrant(tenantId: string, id: string, given: FileGrant, secret: string, now = Date.now()): boolean {
  if (!given.exp || !given.grant || given.exp * 1000 < now) return false;
  const expected = Buffer.from(grantOf(tenantId, id, given.exp, secret));
  const g = Buffer.from(given.grant);
  return expected.length === g.length && timingSafeEqual(expected, g);
}

/**
 * A module's condition on downloads of its files, by purpose (e.g. CAD drawings of a project with
 * a drawing password). It throws to refuse; both download routes ask it, so neither the bearer
 * route nor an old signed link gets around it.
 */
export type FileGuard = (tx: Tx, file: { tenantId: string; id: string }, grant: FileGrant) => Promise<void>;
const guards = new Map<string, FileGuard>();
export function registerFileGuard(purpose: string, guard: FileGuard) {
  guards.set(purpose, guard);
}
export async function guardFile(tx: Tx, tenantId: string, file: { id: string; purpose: string }, grant: FileGrant) {
  const guard = guards.get(file.purpose);
  if (guard) await guard(tx, { tenantId, id: file.id }, grant);
}

const info = (row: Pick<typeof storedFiles.$inferSelect, 'tenantId' | 'id' | 'fileName' | 'contentType' | 'size' | 'sha256' | 'purpose'>): StoredFileInfo => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  purpose: row.purpose,
  url: fileUrl(row.tenantId, row.id),
});

/** What a stored file's row needs besides its bytes. */
export interface NewStoredFile {
  fileName: string;
  contentType?: string;
  purpose?: string;
}

function checkedName(fileName: string) {
  const name = fileName.trim().slice(0, 255);
  if (!name) throw badRequest('文件名不能为空', ['file']);
  return name;
}

/**
 * Rows of files whose bytes are already in the store (moved in under `storageKey` before the
 * transaction): one insert for many files, as an upload of thousands of drawings needs.
 */
export async function insertStoredFiles(
  tx: Tx,
  ctx: RequestContext,
  files: (NewStoredFile & { id: string; size: number; sha256: string; storageKey: string })[],
): Promise<StoredFileInfo[]> {
  assertSpace(ctx.tenantId);
  // Written in full and answered from what was written: no rows to read back (3,000 of them for a
  // ZIP of drawings). PostgreSQL takes at most 65,535 parameters a statement: 500 rows is well below.
  const rows = files.map((f) => ({
    tenantId: ctx.tenantId!,
    id: f.id,
    fileName: checkedName(f.fileName),
    contentType: f.contentType || 'application/octet-stream',
    size: f.size,
    sha256: f.sha256,
    purpose: f.purpose ?? 'file',
    storageKey: f.storageKey,
    creatorId: ctx.userId,
  }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(storedFiles).values(rows.slice(i, i + 500));
  return rows.map(info);
}

/**
 * An uploaded file already written to a temp file of the store (size and hash counted while it
 * arrived): moved in under its key, and its row written in the caller's transaction. Should the
 * transaction fail, `discard` removes the bytes again.
 */
export async function adoptTempFile(
  f: NewStoredFile & { tempPath: string; size: number; sha256: string },
  tenantId: string,
): Promise<{ id: string; storageKey: string; discard(): Promise<void> }> {
  const fileName = checkedName(f.fileName);
  if (f.size === 0) throw badRequest(`文件“${fileName}”是空文件`, ['file']);
  if (f.size > MAX_FILE_BYTES) throw badRequest(`文件“${fileName}”超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
  const id = crypto.randomUUID();
  const storageKey = FileStore.keyOf(tenantId, id);
  await fileStore().adopt(f.tempPath, storageKey);
  return { id, storageKey, discard: () => fileStore().remove(storageKey) };
}

/** Stores bytes held in memory (a generated ZIP, a seed drawing) for the current tenant: the store, then the row. */
export async function saveFile(
  tx: Tx,
  ctx: RequestContext,
  file: NewStoredFile & { data: Buffer },
): Promise<StoredFileInfo> {
  assertSpace(ctx.tenantId);
  const fileName = checkedName(file.fileName);
  if (file.data.length === 0) throw badRequest(`文件“${fileName}”是空文件`, ['file']);
  if (file.data.length > MAX_FILE_BYTES) throw badRequest(`文件“${fileName}”超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
  const id = crypto.randomUUID();
  const storageKey = FileStore.keyOf(ctx.tenantId, id);
  await fileStore().put(storageKey, file.data);
  try {
    const [saved] = await insertStoredFiles(tx, ctx, [
      { ...file, id, size: file.data.length, sha256: await hashFile(fileStore().pathOf(storageKey)), storageKey },
    ]);
    return saved!;
  } catch (e) {
    await fileStore().remove(storageKey);
    throw e;
  }
}

/** A stored file's row, without its bytes (404 when missing or deleted). */
async function fileRow(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      tenantId: storedFiles.tenantId,
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      purpose: storedFiles.purpose,
      storageKey: storedFiles.storageKey,
      inRow: sql<boolean>`${storedFiles.data} is not null`,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id), eq(storedFiles.isDeleted, false)));
  if (!row) throw notFound('文件不存在或已删除');
  return row;
}

/** Where a stored file's bytes are: a path in the file store, or (older rows) the bytes themselves. */
export async function fileBytesOf(tx: Tx, tenantId: string, id: string): Promise<{ path: string } | { data: Buffer }> {
  const row = await fileRow(tx, tenantId, id);
  if (row.storageKey) {
    if (!(await fileStore().exists(row.storageKey))) throw notFound('文件不存在或已删除');
    return { path: fileStore().pathOf(row.storageKey) };
  }
  const [withData] = await tx
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id)));
  if (!withData?.data) throw notFound('文件不存在或已删除');
  return { data: withData.data };
}

/** The bytes and metadata of a file of the current tenant (404 when missing or deleted). */
export async function readFile(tx: Tx, tenantId: string, id: string) {
  const row = await fileRow(tx, tenantId, id);
  const where = await fileBytesOf(tx, tenantId, id);
  const data = 'data' in where ? where.data : await fileStore().read(row.storageKey!).catch(() => {
    throw notFound('文件不存在或已删除');
  });
  return { ...info(row), data };
}

/**
 * A file to send: its metadata and a stream of its bytes from the store (or the row's bytes of an
 * older file). The transaction ends before the bytes go out.
 */
export async function openFile(tx: Tx, tenantId: string, id: string) {
  const row = await fileRow(tx, tenantId, id);
  const where = await fileBytesOf(tx, tenantId, id);
  if ('data' in where) return { ...info(row), body: where.data as Buffer | NodeJS.ReadableStream };
  return { ...info(row), body: fileStore().stream(row.storageKey!) as Buffer | NodeJS.ReadableStream };
}

/** Metadata only (no bytes), e.g. for lists. */
export async function fileInfo(tx: Tx, tenantId: string, id: string): Promise<StoredFileInfo> {
  return info(await fileRow(tx, tenantId, id));
}

/**
 * The bytes of an image the space stored, named by its signed link (`/api/basic/file/{tenant}/{id}?sig=…`,
 * as logo fields keep it), when it is a PNG or JPEG of this space; null otherwise.
 */
export async function storedImage(tx: Tx, tenantId: string, link: string): Promise<Buffer | null> {
  const m = /\/api\/basic\/file\/([0-9a-f-]{36})\/([0-9a-f-]{36})/i.exec(link);
  if (!m || m[1] !== tenantId) return null;
  const file = await readFile(tx, tenantId, m[2]!).catch(() => null);
  return file && /^image\/(png|jpe?g)$/.test(file.contentType) ? Buffer.from(file.data) : null;
}
