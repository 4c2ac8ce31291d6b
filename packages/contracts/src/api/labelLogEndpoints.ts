import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { idParam } from './common.ts';
import {
  labelAnalysisItem,
  labelAnalysisQuery,
  labelLogAuditInput,
  labelLogItem,
  LabelLogPermissions,
  labelLogQuery,
  labelReportItem,
  labelReportQuery,
  labelReportTotal,
  labelScanInput,
  PRODUCT_PATH as B,
  processProductItem,
  productAnalysisItem,
  productAtProcess,
  projectWorkQuery,
  scanAnswer,
  scrapLabelQuery,
} from './labelLog.ts';
import { countAnswer } from './produce.ts';
import { scanPreview, scanSetup, scanStationApi } from './scanStation.ts';

const log = accessTo(LabelLogPermissions.query);
const audit = accessTo(LabelLogPermissions.audit);
/** The sortable fields of the label log lists. */
export const LABEL_LOG_SORTABLE = ['scanTime', 'shiftDate', 'labelNo', 'amount', 'auditState', 'processName'] as const;
/** The sortable fields of the label analysis lists. */
export const LABEL_SORTABLE = ['labelNo', 'state'] as const;
const logPage = pagedOf(labelLogItem);
const labelPage = pagedOf(labelAnalysisItem);

/** The scan report calls of spec 03 §7 Product: scan, the scan page's set-up and preview, log lists, audit, reports, analyses and downloads. */
export const labelLogEndpoints = defineEndpoints(
  { tag: '扫码报工', access: log('query'), space: true },
  {
    scan: { method: 'POST', path: scanStationApi.scan, summary: '扫码报工', access: log('add'), body: labelScanInput, response: scanAnswer },
    setup: { method: 'GET', path: scanStationApi.setup, summary: '扫码页的终端、工序与员工', access: log('add'), response: scanSetup },
    check: { method: 'POST', path: scanStationApi.check, summary: '扫码预检（不记录）', access: log('add'), body: labelScanInput, response: scanPreview },
    log: { method: 'GET', path: `${B}/log`, summary: '扫码日志', query: labelLogQuery, sortable: LABEL_LOG_SORTABLE, response: logPage },
    query: { method: 'GET', path: `${B}/log/query`, summary: '标签查询', query: labelLogQuery, sortable: LABEL_LOG_SORTABLE, response: logPage },
    /** Pending scans unless another state is asked for. */
    audits: { method: 'GET', path: `${B}/log/audit`, summary: '标签审核', access: audit('query'), query: labelLogQuery, sortable: LABEL_LOG_SORTABLE, response: logPage },
    audit: { method: 'PUT', path: `${B}/log/audit`, summary: '审核扫码记录', access: audit('edit'), body: labelLogAuditInput, response: countAnswer },
    auditDown: {
      method: 'GET',
      path: `${B}/log/audit/down`,
      summary: '下载标签审核',
      access: audit('export'),
      query: labelLogQuery,
      sortable: LABEL_LOG_SORTABLE,
      file: true,
    },
    report: { method: 'GET', path: `${B}/report`, summary: '计件报表（工序 × 员工）', query: labelReportQuery, response: pagedOf(labelReportItem) },
    reportTotal: { method: 'GET', path: `${B}/report-total`, summary: '计件汇总（按工序）', query: labelReportQuery, response: labelReportTotal },
    processProducts: { method: 'GET', path: `${B}/process-product`, summary: '工序产品进度', query: projectWorkQuery, response: pagedOf(processProductItem) },
    productsAtProcess: {
      method: 'GET',
      path: `${B}/process-product/:id`,
      summary: '某工序的产品进度',
      params: idParam,
      query: projectWorkQuery,
      response: pagedOf(productAtProcess),
    },
    productAnalysis: {
      method: 'GET',
      path: `${B}/product-analysis`,
      summary: '产品分析（各工序完成件数）',
      query: projectWorkQuery,
      response: pagedOf(productAnalysisItem).extend({ processes: z.array(processProductItem.pick({ processId: true, processName: true })) }),
    },
    labelAnalysis: { method: 'GET', path: `${B}/lable-analysis`, summary: '标签分析', query: labelAnalysisQuery, sortable: LABEL_SORTABLE, response: labelPage },
    scrap: { method: 'GET', path: `${B}/qc-log/scrap`, summary: '报废标签', query: scrapLabelQuery, sortable: LABEL_SORTABLE, response: labelPage },
    processProductDown: { method: 'GET', path: `${B}/down/process-product`, summary: '下载产品工序进度', access: log('export'), query: projectWorkQuery, file: true },
    reportDown: { method: 'GET', path: `${B}/down/log-report`, summary: '下载计件报表', access: log('export'), query: labelReportQuery, file: true },
  },
);
