import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, labelAnalysisQuery, labelReportQuery, PRODUCT_PATH as B, projectWorkQuery, scrapLabelQuery } from '@al/contracts';
import { sortableKeys } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { xlsx, sheetCol } from '../../core/http/xlsx.ts';
import { workerReport } from './label-log-query.ts';
import { labelAnalysis, LABEL_SORTING, processProducts, productAnalysis, productsAtProcess } from './scan-analysis.ts';
import { loadProcesses } from './steps.ts';

const tags = ['扫码报工'];
const QUERY = 'AlProduce.Products.QueryLog';
const query = { permission: QUERY, action: 'query' } as const;
const exportIt = { permission: QUERY, action: 'export' } as const;

/** The analysis calls and downloads of spec 03 §7 Product over the label log. */
export function scanAnalysisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${B}/process-product`, { schema: { tags, summary: '工序产品进度', querystring: projectWorkQuery }, config: query }, async (req) =>
    req.tx(async (tx) => {
      const items = await processProducts(tx, req.ctx, req.query);
      return { items, totalCount: items.length };
    }),
  );

  r.get(`${B}/process-product/:id`, { schema: { tags, summary: '某工序的产品进度', params: idParam, querystring: projectWorkQuery }, config: query }, async (req) =>
    req.tx(async (tx) => {
      await loadProcesses(tx, req.ctx, [req.params.id], false);
      const items = await productsAtProcess(tx, req.ctx, req.params.id, req.query);
      return { items, totalCount: items.length };
    }),
  );

  r.get(`${B}/product-analysis`, { schema: { tags, summary: '产品分析（各工序完成件数）', querystring: projectWorkQuery }, config: query }, async (req) =>
    req.tx(async (tx) => {
      const res = await productAnalysis(tx, req.ctx, req.query);
      return { ...res, totalCount: res.items.length };
    }),
  );

  r.get(`${B}/lable-analysis`, { schema: { tags, summary: '标签分析', querystring: labelAnalysisQuery }, config: { ...query, sortable: sortableKeys(LABEL_SORTING) } }, async (req) =>
    req.tx((tx) => labelAnalysis(tx, req.ctx, req.query)),
  );
  r.get(`${B}/qc-log/scrap`, { schema: { tags, summary: '报废标签', querystring: scrapLabelQuery }, config: { ...query, sortable: sortableKeys(LABEL_SORTING) } }, async (req) =>
    req.tx((tx) => labelAnalysis(tx, req.ctx, req.query, { scrapped: true })),
  );

  r.get(`${B}/down/process-product`, { schema: { tags, summary: '下载产品工序进度', querystring: projectWorkQuery }, config: exportIt }, async (req, reply) => {
    const body = await req.tx(async (tx) => {
      const res = await productAnalysis(tx, req.ctx, req.query);
      return xlsx(
        '产品工序进度',
        [
          sheetCol('批次', 'batchNo', 10),
          sheetCol('产品编号', 'productCode', 20),
          sheetCol('数量', 'quantity', 8),
          ...res.processes.map((p) => ({ header: p.processName, key: p.processId, width: 10 })),
        ],
        // a process the product does not pass stays empty
        res.items.map((i) => ({ batchNo: i.batchNo, productCode: i.productCode, quantity: i.quantity, ...i.done })),
      );
    });
    return sendDownload(reply, { fileName: '产品工序进度.xlsx', contentType: CONTENT_TYPES.xlsx, body });
  });

  r.get(`${B}/down/log-report`, { schema: { tags, summary: '下载计件报表', querystring: labelReportQuery }, config: exportIt }, async (req, reply) => {
    const body = await req.tx(async (tx) =>
      xlsx(
        '计件报表',
        [
          sheetCol('工序', 'processName', 12),
          sheetCol('员工', 'employeeName', 12),
          sheetCol('扫码次数', 'scans', 10),
          sheetCol('件数', 'pieces', 10),
          sheetCol('计量', 'measureValue', 12),
          sheetCol('金额(元)', 'amount', 12),
        ],
        (await workerReport(tx, req.ctx, req.query)) as unknown as Record<string, unknown>[],
      ),
    );
    return sendDownload(reply, { fileName: `计件报表${req.query.beginDate}至${req.query.endDate}.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
  });
}
