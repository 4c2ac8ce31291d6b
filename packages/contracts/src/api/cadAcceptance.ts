import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { cadAcceptanceColumns } from '../entities/cad.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam, pagedQuery } from './common.ts';

/** A quantity of one product the customer accepted on site. */
export const cadAcceptance = rowOf(cadAcceptanceColumns).extend({ tenantId: z.string() });
/** An acceptance record in the list, with its product's code and project's name. */
const acceptanceRecord = cadAcceptance.extend({ code: z.string().nullable(), projectName: z.string().nullable() });
export type AcceptanceRecord = z.infer<typeof acceptanceRecord>;

/** A product of a project with the quantity accepted so far. */
const acceptanceLine = z.object({
  projectId: z.string(),
  projectName: z.string(),
  batchNo: z.string(),
  productId: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  acceptedQuantity: z.number().int(),
  unfoldArea: z.number(),
});
export type AcceptanceLine = z.infer<typeof acceptanceLine>;

const acc = (action: 'query' | 'add') => ({ permission: CadPermissions.projectAcceptances, action });
const P = '/api/cad/project';

/** Acceptance: quantities the customer accepted on site, per project and product. */
export const acceptanceEndpoints = defineEndpoints(
  { tag: '项目管理', access: acc('query') },
  {
    accept: {
      method: 'POST',
      path: `${P}/acceptance`,
      summary: '登记验收数量',
      access: acc('add'),
      body: z.object({
        productId: z.uuid(messages.invalidId),
        quantity: z.number({ error: '验收数量必须是数字' }).int('验收数量必须是整数').min(1, '验收数量不能小于1'),
        acceptDate: z.iso.date({ error: '验收日期格式应为YYYY-MM-DD' }),
        acceptor: z.string().trim().max(50).nullable().optional(),
        remark: z.string().trim().max(500).nullable().optional(),
      }),
      response: cadAcceptance,
    },
    sum: {
      method: 'GET',
      path: `${P}/acceptance-sum/:id`,
      summary: '项目验收汇总',
      params: idParam,
      response: z.object({
        projectId: z.string(),
        productAmount: z.number(),
        acceptedAmount: z.number(),
        /** accepted pieces × unfold area, m² */
        acceptedArea: z.number(),
        /** accepted / all pieces, % */
        rate: z.number(),
      }),
    },
    byProduct: { method: 'GET', path: `${P}/acceptance/list/:id`, summary: '项目各产品的验收数量', params: idParam, response: pagedOf(acceptanceLine) },
    list: {
      method: 'GET',
      path: `${P}/acceptance`,
      summary: '验收记录',
      query: pagedQuery.extend({ projectId: z.uuid(messages.invalidId).optional() }),
      response: pagedOf(acceptanceRecord),
    },
  },
);
