import type { FastifyInstance } from 'fastify';
import { labelLogEndpoints as ep, labelReportList } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { cols, sheetCol, xlsx } from '../../core/http/xlsx.ts';
import { workerReport } from './label-log-query.ts';
import { labelAnalysis, processProducts, productAnalysis, productsAtProcess } from './scan-analysis.ts';
import { loadProcesses } from './steps.ts';


/** The analysis calls and downloads of spec 03 §7 Product over the label log. */
export function scanAnalysisRoutes(app: FastifyInstance) {
  serve(app, ep.processProducts, async (req) =>
    req.tx(async (tx) => {
      const items = await processProducts(tx, req.ctx, req.query);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.productsAtProcess, async (req) =>
    req.tx(async (tx) => {
      await loadProcesses(tx, req.ctx, [req.params.id], false);
      const items = await productsAtProcess(tx, req.ctx, req.params.id, req.query);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.productAnalysis, async (req) =>
    req.tx(async (tx) => {
      const res = await productAnalysis(tx, req.ctx, req.query);
      return { ...res, totalCount: res.items.length };
    }),
  );

  serve(app, ep.labelAnalysis, async (req) => req.tx((tx) => labelAnalysis(tx, req.ctx, req.query)));
  serve(app, ep.scrap, async (req) => req.tx((tx) => labelAnalysis(tx, req.ctx, req.query, { scrapped: true })));

  serve(app, ep.processProductDown, async (req, reply) => {
    const body = await req.tx(async (tx) => {
      const res = await productAnalysis(tx, req.ctx, req.query);
      return xlsx(
        '产品工序进度',
        [
          cols.batchNo,
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

  serve(app, ep.reportDown, async (req, reply) => {
    const body = await req.tx(async (tx) =>
      xlsx('计件报表', labelReportList, await workerReport(tx, req.ctx, req.query)),
    );
    return sendDownload(reply, { fileName: `计件报表${req.query.beginDate}至${req.query.endDate}.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
  });
}
