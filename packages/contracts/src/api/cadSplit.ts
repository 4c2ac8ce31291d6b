import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { cadSplitLogColumns } from '../entities/cad.ts';
import { Permissions } from '../permission-names.ts';
import { idParam, pagedQuery } from './common.ts';
import { cadApi } from './cad.ts';

const S = cadApi.split;

/** A split record: a converted drawing cut into one DXF per product, stored as a ZIP. */
export const splitLog = rowOf(cadSplitLogColumns).extend({
  tenantId: z.string(),
  /** the project has a drawing password: the ZIP is linked only through POST log/{id}/link */
  hasPassword: z.boolean(),
  zipUrl: z.string().nullable(),
});
export type SplitLog = z.infer<typeof splitLog>;

/** Split (/api/cad/split): a drawing cut into one DXF per product; GET lists the records (/split/log). */
export const splitEndpoints = defineEndpoints(
  { tag: '拆图', access: { permission: Permissions.AlCad.CadSplits, action: 'query' } },
  {
    logs: {
      method: 'GET',
      path: S,
      summary: '拆图记录',
      query: pagedQuery.extend({ projectId: z.uuid(messages.invalidId).optional(), fileName: z.string().max(100).optional() }),
      response: pagedOf(splitLog),
    },
    zipLink: {
      method: 'POST',
      path: `${S}/log/:id/link`,
      summary: '拆图压缩包下载链接（项目设有图纸密码时需提供密码）',
      params: idParam,
      body: z.object({ password: z.string().max(32).optional() }).default({}),
      response: z.object({ url: z.string() }),
    },
    split: {
      method: 'POST',
      path: S,
      summary: '拆图：按产品拆成单独的 DXF',
      access: { permission: Permissions.AlCad.CadSplits, action: 'add' },
      body: z.object({ fileId: z.uuid(messages.invalidId) }),
      response: splitLog,
    },
  },
);
