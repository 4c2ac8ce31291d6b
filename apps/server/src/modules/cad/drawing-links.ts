import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { fileUrl, grantedFileUrl, registerFileGuard, verifyGrant, type FileGrant } from '../../core/files/service.ts';
import { cadProjectFiles, cadProjects, cadSplitLogs } from './schema.ts';
import { checkDrawingPassword } from './project-service.ts';

/** How long a link issued after the drawing password stays valid. */
export const DRAWING_LINK_TTL_S = 10 * 60;

const locked = (name: string) =>
  new AppError(403, `项目“${name}”的图纸已设置密码，请输入图纸密码`, 'DrawingPassword');

/** The project a stored drawing (or split ZIP) belongs to, with its password hash. */
async function ownerOf(tx: Tx, tenantId: string, storedFileId: string, purpose: 'cad-drawing' | 'cad-split') {
  const source =
    purpose === 'cad-drawing'
      ? tx
          .select({ name: cadProjects.name, passwordHash: cadProjects.passwordHash })
          .from(cadProjectFiles)
          .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadProjectFiles.tenantId), eq(cadProjects.id, cadProjectFiles.projectId)))
          .where(and(eq(cadProjectFiles.tenantId, tenantId), eq(cadProjectFiles.storedFileId, storedFileId)))
      : tx
          .select({ name: cadProjects.name, passwordHash: cadProjects.passwordHash })
          .from(cadSplitLogs)
          .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadSplitLogs.tenantId), eq(cadProjects.id, cadSplitLogs.projectId)))
          .where(and(eq(cadSplitLogs.tenantId, tenantId), eq(cadSplitLogs.zipFileId, storedFileId)));
  const [row] = await source.limit(1);
  return row;
}

/**
 * Downloads of a protected project's drawings need a link issued after the password was given:
 * its claim is bound to the password hash (a new password voids old links) and expires. Plain
 * signed links and the bearer download route are refused with 403 DrawingPassword.
 */
export function registerDrawingGuards() {
  for (const purpose of ['cad-drawing', 'cad-split'] as const)
    registerFileGuard(purpose, async (tx, file, grant: FileGrant) => {
      const owner = await ownerOf(tx, file.tenantId, file.id, purpose);
      if (!owner?.passwordHash) return;
      if (!verifyGrant(file.tenantId, file.id, grant, owner.passwordHash)) throw locked(owner.name);
    });
}

/** The link for lists: the plain signed link, or null when the project has a password. */
export const listedDrawingUrl = (tenantId: string, storedFileId: string, passwordHash: string | null) =>
  passwordHash ? null : fileUrl(tenantId, storedFileId);

/**
 * Issues a drawing's link: checks the password when the project has one (403 DrawingPassword
 * without it or when wrong), then answers a link whose claim the guard accepts.
 */
export async function issueDrawingLink(
  tx: Tx,
  tenantId: string,
  projectId: string,
  storedFileId: string,
  password: string | undefined,
): Promise<string> {
  await checkDrawingPassword(tx, tenantId, [projectId], password);
  const [p] = await tx
    .select({ passwordHash: cadProjects.passwordHash })
    .from(cadProjects)
    .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, projectId)));
  return p?.passwordHash
    ? grantedFileUrl(tenantId, storedFileId, p.passwordHash, DRAWING_LINK_TTL_S)
    : fileUrl(tenantId, storedFileId);
}
