import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QC_PATH as B, QcPermissions, qcDefectLabel, qcLogQuery, qcResultLabel, qcScanInput, qcStatisticsQuery, type QcLogQuery } from '@al/contracts';
import { sortableKeys } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { xlsx, sheetCol } from '../../core/http/xlsx.ts';
import { recordScan } from '../produce/scan.ts';
import { qcLogPage, qcStatistics, QC_SORTING } from './qc-log-query.ts';

const tags = ['质检'];
const LOGS = QcPermissions.logs;
/** A download stops at this many rows, so one click cannot build a huge workbook. */
const DOWNLOAD_MAX = 20_000;

/** The QC log calls of spec 03 §7 QC: record a result (a scan at a QC process), list, statistics, download. */
export function qcLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${B}/qc-log`, { schema: { tags, summary: '录入质检结果（在质检工序扫码）', body: qcScanInput }, config: { permission: LOGS, action: 'add' } }, async (req) =>
    req.tx((tx) => {
      const { result, defectType, description, photos, responsibleProcessId, responsibleEmployeeIds, deductAmount, ...scan } = req.body;
      return recordScan(tx, req.ctx, scan, undefined, { result, defectType, description, photos, responsibleProcessId, responsibleEmployeeIds, deductAmount });
    }),
  );

  r.get(`${B}/qc-log`, { schema: { tags, summary: '质检记录', querystring: qcLogQuery }, config: { permission: LOGS, action: 'query', sortable: sortableKeys(QC_SORTING) } }, async (req) =>
    req.tx((tx) => qcLogPage(tx, req.ctx, req.query)),
  );

  r.get(`${B}/qc-log/statistics`, { schema: { tags, summary: '质检统计（合格率）', querystring: qcStatisticsQuery }, config: { permission: LOGS, action: 'query' } }, async (req) =>
    req.tx((tx) => qcStatistics(tx, req.ctx, req.query)),
  );

  r.get(`${B}/down/qc-log`, { schema: { tags, summary: '下载质检记录', querystring: qcLogQuery }, config: { permission: LOGS, action: 'export', sortable: sortableKeys(QC_SORTING) } }, async (req, reply) => {
    const body = await req.tx(async (tx) => {
      const res = await qcLogPage(tx, req.ctx, { ...req.query, skipCount: 0, maxResultCount: DOWNLOAD_MAX } as QcLogQuery);
      return xlsx(
        '质检记录',
        [
          sheetCol('标签号', 'labelNo', 22),
          sheetCol('项目', 'projectName', 22),
          sheetCol('批次', 'batchNo', 10),
          sheetCol('产品编号', 'productCode', 18),
          sheetCol('质检工序', 'processName', 10),
          sheetCol('质检员', 'inspectorName', 10),
          sheetCol('质检时间', 'timeText', 20),
          sheetCol('结果', 'resultText', 10),
          sheetCol('缺陷类型', 'defectText', 12),
          sheetCol('问题描述', 'description', 24),
          sheetCol('责任工序', 'responsibleProcessName', 10),
          sheetCol('责任人', 'responsible', 16),
          sheetCol('扣款(元)', 'deductAmount', 10),
          sheetCol('返工后复检', 'rework', 10),
        ],
        res.items.map((i) => ({
          ...i,
          timeText: new Date(i.time).toLocaleString('zh-CN', { hour12: false }),
          resultText: qcResultLabel(i.result),
          defectText: qcDefectLabel(i.defectType),
          responsible: i.responsibleEmployeeNames.join('、'),
          rework: i.isRework ? '是' : '否',
        })),
      );
    });
    return sendDownload(reply, { fileName: '质检记录.xlsx', contentType: CONTENT_TYPES.xlsx, body });
  });
}
