import type { FastifyInstance } from 'fastify';
import { qcLogEndpoints as ep, qcLogList, type QcLogQuery } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { sendSheet } from '../../core/http/xlsx.ts';
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
    return sendSheet(reply, '质检记录', '质检记录', qcLogList, res.items);
  });
}
