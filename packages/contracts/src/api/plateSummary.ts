import { z } from 'zod';
import { pagedQuery, queryFlag, uuidNamed as uuid } from './common.ts';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { listColumns, type ListColumns } from '../list/columns.ts';

export const PLATE_SUMMARY_PATH = '/api/warehouse/material/summary';

const mm = (label: string) => z.coerce.number({ error: `${label}必须是数字` }).min(0, `${label}不能小于0`).max(100000, `${label}过大`);

/** The plate stock summary: by material and thickness (summary), by size (group detail), by position (detail). */
export const plateSummaryQuery = pagedQuery.extend({
  warehouseId: uuid('仓库').optional(),
  materialTextureId: uuid('材质').optional(),
  thickness: mm('厚度').optional(),
  width: mm('宽').optional(),
  length: mm('长').optional(),
  isRemnant: queryFlag('余料').optional(),
});
export type PlateSummaryQuery = z.infer<typeof plateSummaryQuery>;

/** One row of a summary level: sheets, area, weight, value and the age of the oldest sheets. */
export const plateSummaryRow = z.object({
  materialTextureId: z.string(),
  materialName: z.string(),
  thickness: z.number(),
  width: z.number().optional(),
  length: z.number().optional(),
  isRemnant: z.boolean().optional(),
  position: z.string().optional(),
  batchNo: z.string().optional(),
  sheets: z.number(),
  reserved: z.number(),
  available: z.number(),
  area: z.number(),
  weight: z.number(),
  value: z.number(),
  days: z.number(),
});
export type PlateSummaryRow = z.infer<typeof plateSummaryRow>;

/** The summary's levels: by material and thickness, by size within one, by position within a size. */
export type PlateSummaryLevel = 'summary' | 'group' | 'detail';
const plateColumns = listColumns(plateSummaryRow, [
  { key: 'materialName', title: '材质', width: 140 },
  { key: 'thickness', title: '厚度(mm)', width: 90 },
]);
const sizeColumns = listColumns(plateSummaryRow, [
  { key: 'size', title: '规格(宽×长)', width: 130, text: (r) => `${r.width}×${r.length}` },
  { key: 'isRemnant', title: '余料', width: 70, text: [{ value: true, label: '余料', color: 'orange' }] },
]);
const positionColumns = listColumns(plateSummaryRow, [
  { key: 'position', title: '库位', width: 90 },
  { key: 'batchNo', title: '批号', width: 110 },
]);
const valueColumns = listColumns(plateSummaryRow, [
  { key: 'sheets', title: '张数', width: 80 },
  { key: 'reserved', title: '预留', width: 70 },
  { key: 'available', title: '可用', width: 70 },
  { key: 'area', title: '面积(㎡)', width: 100 },
  { key: 'weight', title: '重量(kg)', width: 100 },
  { key: 'value', title: '金额(元)', width: 110, text: 'money' },
  { key: 'days', title: '库龄(天)', width: 90 },
]);
/** Each level's columns, on its page and in its Excel download: what the row is, then its stock. */
export const plateSummaryLists: Record<PlateSummaryLevel, ListColumns<PlateSummaryRow>> = {
  summary: [...plateColumns, ...valueColumns],
  group: [...plateColumns, ...sizeColumns, ...valueColumns],
  detail: [...plateColumns, ...sizeColumns, ...positionColumns, ...valueColumns],
};

const summaries = accessTo(Permissions.AlMaterialWareHouse.Summaries);
/** One level's page and its Excel (every row of the filters: no page size). */
const level = <const P extends string>(path: P, title: string) =>
  [
    { method: 'GET', path, summary: title, query: plateSummaryQuery, response: pagedOf(plateSummaryRow) },
    {
      method: 'GET',
      path: `${path}/export` as const,
      summary: `导出${title}`,
      access: summaries('export'),
      query: plateSummaryQuery.extend({ maxResultCount: z.coerce.number().optional() }),
      file: true,
    },
  ] as const;
const [summary, summaryExport] = level(PLATE_SUMMARY_PATH, '板材库存汇总');
const [group, groupExport] = level(`${PLATE_SUMMARY_PATH}/group-detail`, '板材库存汇总_规格');
const [detail, detailExport] = level(`${PLATE_SUMMARY_PATH}/detail`, '板材库存汇总_库位');

/** The plate stock summary's three levels (material × thickness, size, position), each with its Excel. */
export const plateSummaryEndpoints = defineEndpoints(
  { tag: '板材库存汇总', access: summaries('query') },
  { summary, summaryExport, group, groupExport, detail, detailExport },
);
