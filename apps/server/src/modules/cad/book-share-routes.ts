import type { FastifyInstance } from 'fastify';
import { svgDataUrl } from './thumbnail-url.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import { bookEndpoints as ep, bookMessages } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { liveOf, tenantLiveById } from '../../core/db/live.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { tenants } from '../saas/schema.ts';
import { sendBatchBook } from './book.ts';
import { cadBatches, cadProducts, cadProjects } from './schema.ts';
import { checkDrawingPassword, loadBatch, loadProject, logProject } from './project-service.ts';

const PURPOSE = 'cad-book';
/** Products shown in one album at most (a page, not a download). */
const ALBUM_LIMIT = 2000;

interface BookClaim extends Record<string, unknown> {
  t: string;
  f: string;
  p: string;
  b: string | null;
  /** Digest of the project's drawing password when shared: setting or changing it ends the link. */
  g: string;
}

/**
 * The project album (/book): a share link signed with the server's key, opened without signing in
 * (spec 01 names book among the routes needing no login); the album and its PDF are read in the
 * sharing space's scope, which the signature vouches for.
 */
export function bookShareRoutes(app: FastifyInstance, deps: { db: Db }) {
  const guard = (box: SecretBox, passwordHash: string | null) =>
    box.digest('cad-book-password', passwordHash ?? '');

  serve(app, ep.share, async (req) => {
    const box = await SecretBox.of(deps.db);
    return req.tx(async (tx) => {
      const project = await loadProject(tx, req.ctx, req.params.id);
      if (req.body.batchId) {
        const batch = await loadBatch(tx, req.ctx, req.body.batchId);
        if (batch.projectId !== project.id) throw badRequest('批次不属于该项目', ['batchId']);
      }
      // A protected project is shared only by someone who knows its drawing password.
      await checkDrawingPassword(tx, project.tenantId, [project.id], req.body.password);
      const expiresAt = new Date(Date.now() + req.body.days * 86_400_000);
      const claim: BookClaim = {
        t: project.tenantId,
        f: project.factoryId,
        p: project.id,
        b: req.body.batchId ?? null,
        g: guard(box, project.passwordHash),
      };
      await logProject(tx, req.ctx, project.id, 'share', { comment: `分享画册，有效期${req.body.days}天` });
      return {
        path: `/book?${new URLSearchParams({ token: box.sign(PURPOSE, claim, expiresAt) })}`,
        expiresAt: expiresAt.toISOString(),
      };
    });
  });

  /** The claim of a live link whose project still exists with the same password, read in its scope. */
  async function open<T>(
    token: string,
    fn: (tx: Tx, claim: BookClaim & { exp: number }, project: typeof cadProjects.$inferSelect) => Promise<T>,
  ) {
    const box = await SecretBox.of(deps.db);
    const claim = box.verify<BookClaim>(PURPOSE, token);
    if (!claim) throw notFound(bookMessages.invalid);
    return inScope(deps.db, { userId: null, tenantId: claim.t, factoryId: claim.f }, async (tx) => {
      const [project] = await tx.select().from(cadProjects).where(liveOf(cadProjects, claim.t, eq(cadProjects.id, claim.p)));
      if (!project || guard(box, project.passwordHash) !== claim.g) throw notFound(bookMessages.invalid);
      return fn(tx, claim, project);
    });
  }

  serve(app, ep.album, async (req) =>
    open(req.query.token, async (tx, claim, project) => {
      const batches = await tx
        .select()
        .from(cadBatches)
        .where(liveOf(cadBatches, claim.t, eq(cadBatches.projectId, project.id), claim.b ? eq(cadBatches.id, claim.b) : undefined))
        .orderBy(asc(cadBatches.sort), asc(cadBatches.batchNo));
      const products = batches.length
        ? await tx
            .select()
            .from(cadProducts)
            .where(liveOf(cadProducts, claim.t, inArray(cadProducts.batchId, batches.map((b) => b.id))))
            .orderBy(asc(cadProducts.code))
            .limit(ALBUM_LIMIT)
        : [];
      const [t] = await tx
        .select({ name: tenants.displayName, enterpriseName: tenants.enterpriseName })
        .from(tenants)
        .where(eq(tenants.id, claim.t));
      return {
        enterpriseName: t?.enterpriseName || t?.name || '',
        project: {
          name: project.name,
          code: project.code,
          demandSide: project.demandSide,
          siteAddress: project.siteAddress,
          deliveryDate: project.deliveryDate,
          coverImage: project.coverImage,
        },
        batches: batches.map((b) => {
          const mine = products.filter((p) => p.batchId === b.id);
          return {
            id: b.id,
            batchNo: b.batchNo,
            name: b.name,
            elevation: b.elevation,
            kindAmount: mine.length,
            productAmount: mine.reduce((n, p) => n + p.quantity, 0),
            unfoldArea:
              Math.round(mine.reduce((n, p) => n + Number(p.unfoldArea) * p.quantity, 0) * 100) / 100,
            products: mine.map((p) => ({
              id: p.id,
              code: p.code,
              quantity: p.quantity,
              material: p.material,
              thickness: p.thickness === null ? null : Number(p.thickness),
              colorCode: p.colorCode,
              unfoldLength: Number(p.unfoldLength),
              unfoldWidth: Number(p.unfoldWidth),
              unfoldArea: Number(p.unfoldArea),
              thumbnailUrl: svgDataUrl(p.thumbnail),
            })),
          };
        }),
        expiresAt: new Date(claim.exp).toISOString(),
      };
    }),
  );

  serve(app, ep.pdf, async (req, reply) => {
    const { project, batch, products } = await open(req.query.token, async (tx, claim, project) => {
      if (claim.b && claim.b !== req.query.batchId) throw notFound('该批次不在分享的画册中');
      const batch = await tenantLiveById(tx, cadBatches, claim.t, req.query.batchId, '批次不存在或已删除', eq(cadBatches.projectId, project.id));
      const products = await tx.select().from(cadProducts).where(liveOf(cadProducts, claim.t, eq(cadProducts.batchId, batch.id))).orderBy(asc(cadProducts.code));
      return { project, batch, products };
    });
    return sendBatchBook(reply, project, batch, products);
  });
}
