import { z } from 'zod';
import { messages as msg } from '../messages.ts';
import { accessTo, defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';

const base = '/api/tenant/web';

export const introducteInput = z.object({
  enterpriseName: z.string(msg.required('企业名称')).trim().min(1, msg.required('企业名称')).max(100, msg.tooLong('企业名称', 100)),
  enterpriseIntroduction: z.string().max(5000, msg.tooLong('企业介绍', 5000)).nullable().optional(),
});
/** The website's enterprise name (the space's name until one is written) and introduction. */
export const introducte = z.object({ enterpriseName: z.string(), enterpriseIntroduction: z.string().nullable() });
export type Introducte = z.infer<typeof introducte>;

export const ys7Input = z.object({
  appKey: z.string(msg.required('AppKey')).trim().min(1, msg.required('AppKey')).max(64, msg.tooLong('AppKey', 64)),
  /** Empty keeps the stored secret. */
  appSecret: z.string().trim().max(128, msg.tooLong('AppSecret', 128)).optional(),
});
/** The camera provider's key; its secret never leaves the server, only whether one is set. */
export const ys7Setting = z.object({ appKey: z.string(), secretSet: z.boolean() });

const introductions = accessTo(Permissions.AlWeb.Introductions);
const monitors = accessTo(Permissions.AlWeb.Monitors);

/** /api/tenant/web: the enterprise introduction and the camera provider's (ys7) setting of the website. */
export const tenantWebEndpoints = defineEndpoints(
  { tag: '企业官网', space: true },
  {
    introducte: { method: 'GET', path: `${base}/introducte`, summary: '企业介绍', access: introductions('query'), response: introducte },
    saveIntroducte: {
      method: 'PUT',
      path: `${base}/introducte`,
      summary: '修改企业介绍',
      access: introductions('edit'),
      body: introducteInput,
      response: introducteInput,
    },
    ys7: { method: 'GET', path: `${base}/ys7/setting`, summary: '萤石云设置', access: monitors('query'), response: ys7Setting },
    saveYs7: {
      method: 'PUT',
      path: `${base}/ys7/setting`,
      summary: '修改萤石云设置',
      access: monitors('edit'),
      body: ys7Input,
      response: ys7Setting,
    },
  },
);
