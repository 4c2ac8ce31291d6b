import { z } from 'zod';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { documentHead, documentInputSchema, documentLine, documentRow } from '../document/define.ts';
import {
  QC_ORDER_PATH as B,
  QC_PICK,
  qcAddableLabel,
  qcOrderAddInput,
  qcOrderDeleteInput,
  qcOrderDetailQuery,
  qcOrderDocument,
  qcOrderIdBody,
  qcOrderListQuery,
  qcOrderProductRow,
  REWORK_PATH,
} from '../documents/quality.ts';
import { idParam, pagedQuery } from './common.ts';
import { scanAnswer } from './labelLog.ts';
import { pickedBatch, pickedProject, pickEndpoint } from './pickers.ts';
import { QC_PATH, QcPermissions, qcLogItem, qcLogQuery, qcScanInput, qcStatistics, qcStatisticsQuery } from './qcLog.ts';

const order = accessTo(QcPermissions.orders);
/** The sortable fields of the QC order list. */
export const QC_ORDER_SORTABLE = ['docNo', 'docDate', 'status', 'creationTime'] as const;

/** The calls of spec 03 §7 QC under /order beyond the document's own routes: the spec's paths and actions, lines and pickers. */
export const qcOrderEndpoints = defineEndpoints(
  { tag: '质检单', access: order('query'), space: true },
  {
    list: {
      method: 'GET',
      path: `${B}/list`,
      summary: '质检单列表（数组参数不带下标）',
      query: qcOrderListQuery,
      sortable: QC_ORDER_SORTABLE,
      response: pagedOf(documentHead),
    },
    /** The spec's update names the order in the body. */
    update: {
      method: 'PUT',
      path: B,
      summary: '修改质检单',
      access: order('edit'),
      body: documentInputSchema(qcOrderDocument).extend(qcOrderIdBody.shape),
      response: documentRow,
    },
    /** The spec's names of the document's log and downloads: the same calls, answered as they are. */
    log: {
      method: 'GET',
      path: `${B}/log`,
      summary: '质检单日志',
      query: pagedQuery.extend({ filter: z.string().max(200).optional() }),
      sortable: ['time', 'userName', 'action'],
      response: pagedOf(
        z.looseObject({ id: z.string(), action: z.string(), userName: z.string().nullable(), time: isoTime, afterJson: z.record(z.string(), z.unknown()).nullable() }),
      ),
    },
    downList: { method: 'GET', path: `${B}/down/list`, summary: '下载质检单列表', access: order('export'), file: true },
    down: { method: 'GET', path: `${B}/down/:id`, summary: '下载质检单', access: order('export'), params: idParam, file: true },
    /** From a draft it submits first (1 → 2 → 4); from pending or pending re-approval it approves. */
    approval: { method: 'POST', path: `${B}/approval/:id`, summary: '审核质检单', access: order('approve'), params: idParam, response: documentRow },
    forceApproval: {
      method: 'POST',
      path: `${B}/force-approval/:id`,
      summary: '强制审核质检单',
      access: order('forceApprove'),
      params: idParam,
      response: documentRow,
    },
    reApproval: {
      method: 'POST',
      path: `${B}/re-approval/:id`,
      summary: '重审质检单（已审核 → 待重审 → 已审核）',
      access: order('approve'),
      params: idParam,
      response: documentRow,
    },
    reCreate: {
      method: 'POST',
      path: `${B}/re-create/:id`,
      summary: '按不合格明细重新创建质检单',
      access: order('add'),
      params: idParam,
      response: documentRow,
    },
    addable: { method: 'GET', path: `${B}/can-add-details/:id`, summary: '可加入质检单的标签', params: idParam, response: pagedOf(qcAddableLabel) },
    addLabels: { method: 'POST', path: `${B}/product/add`, summary: '质检单添加标签', access: order('edit'), body: qcOrderAddInput, response: documentRow },
    deleteLabels: {
      method: 'POST',
      path: `${B}/product/delete`,
      summary: '质检单删除标签',
      access: order('edit'),
      body: qcOrderDeleteInput,
      response: documentRow,
    },
    lines: { method: 'GET', path: `${B}/product-detail`, summary: '质检单标签明细', query: qcOrderDetailQuery, response: pagedOf(documentLine) },
    products: { method: 'GET', path: `${B}/prod-detail`, summary: '质检单产品汇总', query: qcOrderDetailQuery, response: pagedOf(qcOrderProductRow) },
    pickProject: pickEndpoint(QC_PICK.project, '可选项目', pickedProject),
    pickBatch: pickEndpoint(QC_PICK.batch, '可选批次', pickedBatch),
    pickLabel: pickEndpoint(QC_PICK.label, '已质检的标签', z.object({ id: z.string(), label: z.string() })),
  },
);

const rework = accessTo(QcPermissions.rework);
/** The spec's approval paths of rework orders. */
export const reworkEndpoints = defineEndpoints(
  { tag: '返工单', space: true },
  {
    approval: { method: 'POST', path: `${REWORK_PATH}/approval/:id`, summary: '审核返工单', access: rework('approve'), params: idParam, response: documentRow },
    deApproval: {
      method: 'POST',
      path: `${REWORK_PATH}/de-approval/:id`,
      summary: '反审核返工单',
      access: rework('deApprove'),
      params: idParam,
      response: documentRow,
    },
  },
);

const logs = accessTo(QcPermissions.logs);
/** The sortable fields of the QC log. */
export const QC_LOG_SORTABLE = ['time', 'shiftDate', 'labelNo', 'result', 'deductAmount'] as const;

/** The QC log calls of spec 03 §7 QC: record a result (a scan at a QC process), list, statistics, download. */
export const qcLogEndpoints = defineEndpoints(
  { tag: '质检', access: logs('query'), space: true },
  {
    record: { method: 'POST', path: `${QC_PATH}/qc-log`, summary: '录入质检结果（在质检工序扫码）', access: logs('add'), body: qcScanInput, response: scanAnswer },
    list: { method: 'GET', path: `${QC_PATH}/qc-log`, summary: '质检记录', query: qcLogQuery, sortable: QC_LOG_SORTABLE, response: pagedOf(qcLogItem) },
    statistics: { method: 'GET', path: `${QC_PATH}/qc-log/statistics`, summary: '质检统计（合格率）', query: qcStatisticsQuery, response: qcStatistics },
    down: { method: 'GET', path: `${QC_PATH}/down/qc-log`, summary: '下载质检记录', access: logs('export'), query: qcLogQuery, sortable: QC_LOG_SORTABLE, file: true },
  },
);
