import type { FastifyInstance } from 'fastify';
import { qcDefectLabel, qcLogEndpoints as ep, qcResultLabel, type QcLogQuery } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { sendSheet, sheetCol, timeText } from '../../core/http/xlsx.ts';
import { recordScan } from '../produce/scan.ts';
import { qcLogPage, qcStatistics } from './qc-log-query.ts';

/** A download stops at this many rows, so one click cannot build a huge workbook. */
const DOWNLOAD_MAX = 20_000;

/** The QC log calls of spec 03 §7 QC: record a result (a scan at a QC process), list, statistics, download. */
export function qcLogRoutes(app: FastifyInstance) {
  serve(app, ep.record, async (req) =>
    req.tx((tx) => {
      const { result, defectType, description, photos, responsibleProcessId, responsibleEmployeeIds, deductAmount, ...scan } = req.body;
      return recordScan(tx, req.ctx, scan, undefined, { result, defectType, description, photos, responsibleProcessId, responsibleEmployeeIds, deductAmount });
    }),
  );

  serve(app, ep.list, async (req) =>
    req.tx((tx) => qcLogPage(tx, req.ctx, req.query)),
  );

  serve(app, ep.statistics, async (req) =>
    req.tx((tx) => qcStatistics(tx, req.ctx, req.query)),
  );

  serve(app, ep.down, async (req, reply) => {
    const res = await req.tx((tx) => qcLogPage(tx, req.ctx, { ...req.query, skipCount: 0, maxResultCount: DOWNLOAD_MAX } as QcLogQuery));
    return sendSheet(
      reply,
      '质检记录',
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
        timeText: timeText(i.time),
        resultText: qcResultLabel(i.result),
        defectText: qcDefectLabel(i.defectType),
        responsible: i.responsibleEmployeeNames.join('、'),
        rework: i.isRework ? '是' : '否',
      })),
    );
  });
}
