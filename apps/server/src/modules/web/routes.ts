import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  messages as msg,
  tenantWebEndpoints as ep,
  webCaseResource,
  webMonitorResource,
  webSmallProgramResource,
} from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { audit } from '../../core/audit/audit.ts';
import { badRequest } from '../../core/http/errors.ts';
import { tenants } from '../saas/schema.ts';
import { webIntroductions, webMonitors, webSmallPrograms, ys7Settings } from './schema.ts';
import type { Tx } from '../../core/db/client.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { thirdConfigs } from '../settings/schema.ts';
import { serve } from '../../core/http/endpoint.ts';

/** /api/tenant/web: the enterprise introduction, case presentations, camera monitors with the ys7 setting, small programs. */
export function webRoutes(app: FastifyInstance) {
  registerResource(app, webCaseResource, webIntroductions);
  registerResource(app, webMonitorResource, webMonitors);
  registerResource(app, webSmallProgramResource, webSmallPrograms);
  serve(app, ep.introducte, async (req) =>
    req.tx(async (tx) => {
      const [t] = await tx.select().from(tenants).where(eq(tenants.id, req.ctx.tenantId));
      return {
        enterpriseName: t?.enterpriseName ?? t?.displayName ?? '',
        enterpriseIntroduction: t?.enterpriseIntroduction ?? null,
      };
    }),
  );
  serve(app, ep.saveIntroducte, async (req) =>
    req.tx(async (tx) => {
      const id = req.ctx.tenantId;
      const [before] = await tx.select().from(tenants).where(eq(tenants.id, id));
      await tx
        .update(tenants)
        .set({ ...req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
        .where(eq(tenants.id, id));
      await audit(tx, req.ctx, {
        module: 'web',
        entityType: 'Introducte',
        entityId: id,
        action: 'update',
        before: {
          enterpriseName: before?.enterpriseName,
          enterpriseIntroduction: before?.enterpriseIntroduction,
        },
        after: req.body,
      });
      return req.body;
    }),
  );

  // The camera provider's key is the space's ys7 third-party account (/setting/sync), its secret
  // sealed with the server's key. A key saved before that (ys7_settings, plain) is still read, and
  // moved over on the next save.
  const ys7 = async (tx: Tx, tenantId: string) => {
    const [third] = await tx
      .select()
      .from(thirdConfigs)
      .where(
        and(
          eq(thirdConfigs.tenantId, tenantId),
          eq(thirdConfigs.provider, 'ys7'),
          eq(thirdConfigs.isDeleted, false),
        ),
      );
    const [legacy] = await tx.select().from(ys7Settings).where(eq(ys7Settings.tenantId, tenantId));
    return { third, legacy };
  };
  serve(app, ep.ys7, async (req) =>
    req.tx(async (tx) => {
      const { third, legacy } = await ys7(tx, req.ctx.tenantId);
      if (third) return { appKey: third.appId, secretSet: !!third.secretSealed };
      return { appKey: legacy?.appKey ?? '', secretSet: !!legacy?.appSecret };
    }),
  );
  serve(app, ep.saveYs7, async (req) => {
    const box = await SecretBox.current();
    return req.tx(async (tx) => {
      const tenantId = req.ctx.tenantId;
      const { third, legacy } = await ys7(tx, tenantId);
      const sealed = req.body.appSecret
        ? box.encrypt(req.body.appSecret)
        : (third?.secretSealed ?? (legacy ? box.encrypt(legacy.appSecret) : null));
      if (!sealed) throw badRequest(msg.required('AppSecret'), ['appSecret']);
      if (third)
        await tx
          .update(thirdConfigs)
          .set({
            appId: req.body.appKey,
            secretSealed: sealed,
            lastModificationTime: new Date(),
            lastModifierId: req.ctx.userId,
            concurrencyStamp: crypto.randomUUID(),
          })
          .where(and(eq(thirdConfigs.tenantId, tenantId), eq(thirdConfigs.id, third.id)));
      else
        await tx
          .insert(thirdConfigs)
          .values({
            tenantId,
            provider: 'ys7',
            name: '萤石云',
            appId: req.body.appKey,
            secretSealed: sealed,
            creatorId: req.ctx.userId,
          });
      if (legacy) await tx.delete(ys7Settings).where(eq(ys7Settings.tenantId, tenantId));
      await audit(tx, req.ctx, {
        module: 'web',
        entityType: 'Ys7Setting',
        entityId: tenantId,
        action: 'update',
        after: { appKey: req.body.appKey, secretChanged: !!req.body.appSecret },
      });
      return { appKey: req.body.appKey, secretSet: true };
    });
  });
}
