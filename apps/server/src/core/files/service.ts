import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { storedFiles } from './schema.ts';

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

/** Largest file one upload accepts (a ZIP of drawings included). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

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

const info = (row: Omit<typeof storedFiles.$inferSelect, 'data'>): StoredFileInfo => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  purpose: row.purpose,
  url: fileUrl(row.tenantId, row.id),
});

/** Stores bytes for the current tenant inside the caller's transaction. */
export async function saveFile(
  tx: Tx,
  ctx: RequestContext,
  file: { fileName: string; contentType?: string; data: Buffer; purpose?: string },
): Promise<StoredFileInfo> {
  if (!ctx.tenantId) throw badRequest('请先选择空间');
  const fileName = file.fileName.trim().slice(0, 255);
  if (!fileName) throw badRequest('文件名不能为空', ['file']);
  if (file.data.length === 0) throw badRequest(`文件“${fileName}”是空文件`, ['file']);
  if (file.data.length > MAX_FILE_BYTES) throw badRequest(`文件“${fileName}”超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      tenantId: ctx.tenantId,
      fileName,
      contentType: file.contentType || 'application/octet-stream',
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      purpose: file.purpose ?? 'file',
      data: file.data,
      creatorId: ctx.userId,
    })
    .returning({
      tenantId: storedFiles.tenantId,
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      purpose: storedFiles.purpose,
      creationTime: storedFiles.creationTime,
    });
  return info(row as never);
}

/** The bytes and metadata of a file of the current tenant (404 when missing or deleted). */
export async function readFile(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id), eq(storedFiles.isDeleted, false)));
  if (!row) throw notFound('文件不存在或已删除');
  return { ...info(row), data: row.data };
}

/** Metadata only (no bytes), e.g. for lists. */
export async function fileInfo(tx: Tx, tenantId: string, id: string): Promise<StoredFileInfo> {
  const { data: _data, ...rest } = await readFile(tx, tenantId, id);
  return rest;
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
