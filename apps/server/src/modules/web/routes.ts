import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages as msg, webCaseResource, webMonitorResource, webSmallProgramResource } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { audit } from '../../core/audit/audit.ts';
import { badRequest } from '../../core/http/errors.ts';
import { tenants } from '../saas/schema.ts';
import { webIntroductions, webMonitors, webSmallPrograms, ys7Settings } from './schema.ts';

const tags = ['企业官网'];
const introducteInput = z.object({
  enterpriseName: z.string().trim().min(1, msg.required('企业名称')).max(100, msg.tooLong('企业名称', 100)),
  enterpriseIntroduction: z.string().max(5000, msg.tooLong('企业介绍', 5000)).nullable().optional(),
});
const ys7Input = z.object({
  appKey: z.string().trim().min(1, msg.required('AppKey')).max(64, msg.tooLong('AppKey', 64)),
  /** Empty keeps the stored secret. */
  appSecret: z.string().trim().max(128, msg.tooLong('AppSecret', 128)).optional(),
});

/** /api/tenant/web: the enterprise introduction, case presentations, camera monitors with the ys7 setting, small programs. */
export function webRoutes(app: FastifyInstance) {
  registerResource(app, webCaseResource, webIntroductions);
  registerResource(app, webMonitorResource, webMonitors);
  registerResource(app, webSmallProgramResource, webSmallPrograms);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const need = (id: string | null) => {
    if (!id) throw badRequest('请先选择空间');
    return id;
  };

  r.get(
    '/api/tenant/web/introducte',
    { schema: { tags, summary: '企业介绍' }, config: { permission: 'AlWeb.Introductions', action: 'query' } },
    async (req) =>
      req.tx(async (tx) => {
        const [t] = await tx
          .select()
          .from(tenants)
          .where(eq(tenants.id, need(req.ctx.tenantId)));
        return {
          enterpriseName: t?.enterpriseName ?? t?.displayName ?? '',
          enterpriseIntroduction: t?.enterpriseIntroduction ?? null,
        };
      }),
  );
  r.put(
    '/api/tenant/web/introducte',
    {
      schema: { tags, summary: '修改企业介绍', body: introducteInput },
      config: { permission: 'AlWeb.Introductions', action: 'edit' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const id = need(req.ctx.tenantId);
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

  r.get(
    '/api/tenant/web/ys7/setting',
    { schema: { tags, summary: '萤石云设置' }, config: { permission: 'AlWeb.Monitors', action: 'query' } },
    async (req) =>
      req.tx(async (tx) => {
        const [s] = await tx
          .select()
          .from(ys7Settings)
          .where(eq(ys7Settings.tenantId, need(req.ctx.tenantId)));
        return { appKey: s?.appKey ?? '', secretSet: !!s?.appSecret };
      }),
  );
  r.put(
    '/api/tenant/web/ys7/setting',
    {
      schema: { tags, summary: '修改萤石云设置', body: ys7Input },
      config: { permission: 'AlWeb.Monitors', action: 'edit' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const tenantId = need(req.ctx.tenantId);
        const [s] = await tx.select().from(ys7Settings).where(eq(ys7Settings.tenantId, tenantId));
        const appSecret = req.body.appSecret || s?.appSecret;
        if (!appSecret) throw badRequest(msg.required('AppSecret'), ['appSecret']);
        if (s)
          await tx
            .update(ys7Settings)
            .set({
              appKey: req.body.appKey,
              appSecret,
              lastModificationTime: new Date(),
              lastModifierId: req.ctx.userId,
            })
            .where(eq(ys7Settings.tenantId, tenantId));
        else
          await tx
            .insert(ys7Settings)
            .values({ tenantId, appKey: req.body.appKey, appSecret, creatorId: req.ctx.userId });
        await audit(tx, req.ctx, {
          module: 'web',
          entityType: 'Ys7Setting',
          entityId: tenantId,
          action: 'update',
          after: { appKey: req.body.appKey, secretChanged: !!req.body.appSecret },
        });
        return { appKey: req.body.appKey, secretSet: true };
      }),
  );
}
