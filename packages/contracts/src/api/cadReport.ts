import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints } from '../endpoint.ts';
import { CadPermissions } from '../routes/projects.ts';
import { cadApi } from './cad.ts';

const P = '/api/cad/project';
const perm = (action: 'query' | 'edit') => ({ permission: CadPermissions.projects, action });
/** Pieces and unfold area (m²) of some projects. */
const amounts = { count: z.number().int(), productAmount: z.number(), unfoldArea: z.number() };

/** The dashboard head: the factory's projects, pieces, area and drawings at a glance. */
export const cadHeadInfo = z.object({
  projectCount: z.number().int(),
  producingCount: z.number().int(),
  productAmount: z.number(),
  notNestingAmount: z.number(),
  unfoldArea: z.number(),
  monthProjectCount: z.number().int(),
  dueIn7Days: z.number().int(),
  convertingFiles: z.number().int(),
  failedFiles: z.number().int(),
});
export type HeadInfo = z.infer<typeof cadHeadInfo>;

/** Reports of the CAD area: project statistics and their recount, the order view by batch, the dashboard head. */
export const cadReportEndpoints = defineEndpoints(
  { tag: '项目管理', access: perm('query') },
  {
    /** Pieces and unfold area of the factory's projects by status and by month of order. */
    statistics: {
      method: 'GET',
      path: `${P}/reports/statistics`,
      summary: '项目统计',
      query: z.object({ year: z.coerce.number().int().min(2020).max(2100).optional() }),
      response: z.object({
        year: z.number().int(),
        byStatus: z.array(z.object({ projectStatus: z.number().int(), label: z.string(), ...amounts })),
        byMonth: z.array(z.object({ month: z.number().int(), ...amounts })),
      }),
    },
    recount: {
      method: 'POST',
      path: `${P}/chart/re-statistics`,
      summary: '重新统计（重算各项目的数量、面积与状态）',
      access: perm('edit'),
      response: z.object({ count: z.number().int() }),
    },
    /** The project's order view: batches with what was drawn and ordered (the sales module adds prices). */
    projectOrder: {
      method: 'GET',
      path: `${P}/project-order`,
      summary: '项目订单（按批次）',
      query: z.object({ projectId: z.uuid(messages.invalidId) }),
      response: z.object({
        items: z.array(
          z.object({
            batchId: z.string(),
            batchNo: z.string(),
            deliveryDate: z.string().nullable(),
            status: z.number().int(),
            productAmount: z.number(),
            unfoldArea: z.number(),
          }),
        ),
        totalCount: z.number().int(),
      }),
    },
    headInfo: { method: 'GET', path: cadApi.headInfo, tag: '仪表盘', summary: '仪表盘头部信息', response: cadHeadInfo },
  },
);
