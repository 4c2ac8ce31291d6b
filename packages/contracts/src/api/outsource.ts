import { accessTo, defineEndpoints } from '../endpoint.ts';
import { documentRow } from '../document/define.ts';
import {
  OUTSOURCE_ACCEPTANCE_PATH as ACC,
  OUTSOURCE_BACK_PATH as BACK,
  OUTSOURCE_OUT_PATH as OUT,
  OUTSOURCE_PICK,
  OutsourcePermissions,
  outsourceOutAddInput,
  outsourceToAccept,
} from '../documents/outsource.ts';
import { idParam } from './common.ts';
import { pickedBatch, pickedName, pickedProject, pickEndpoint } from './pickers.ts';

const out = accessTo(OutsourcePermissions.out);
const acceptance = accessTo(OutsourcePermissions.acceptance);

/**
 * Outsourcing's calls beside the document routes: the label scan into an out, the to-accept detail of
 * an out, the drafts an acceptance and a back start from, and the forms' pickers.
 */
export const outsourceEndpoints = defineEndpoints(
  { tag: '委外发出单', access: out('query'), space: true },
  {
    /** Labels scanned or typed into an editable out, saved through the document's own update. */
    addLabels: { method: 'POST', path: `${OUT}/label/add`, summary: '委外发出单扫码添加标签', access: out('edit'), body: outsourceOutAddInput, response: documentRow },
    toAccept: {
      method: 'GET',
      path: `${ACC}/to-accept/:id`,
      summary: '委外发出单待验收明细',
      tag: '委外验收单',
      access: acceptance('query'),
      params: idParam,
      response: outsourceToAccept,
    },
    /** A draft acceptance of everything waiting, all qualified, the caller as inspector. */
    fromOut: {
      method: 'POST',
      path: `${ACC}/from-out/:id`,
      summary: '按委外发出单新建验收单',
      tag: '委外验收单',
      access: acceptance('add'),
      params: idParam,
      response: documentRow,
    },
    /** A draft back of the acceptance's unqualified pieces not yet returned, to be redone. */
    fromAcceptance: {
      method: 'POST',
      path: `${BACK}/from-acceptance/:id`,
      summary: '按委外验收单的不合格新建退回单',
      tag: '委外退回单',
      access: accessTo(OutsourcePermissions.back)('add'),
      params: idParam,
      response: documentRow,
    },
    pickSupplier: pickEndpoint(OUTSOURCE_PICK.supplier, '委外供应商', pickedName),
    pickProcess: pickEndpoint(OUTSOURCE_PICK.process, '可委外的工序', pickedName),
    pickProject: pickEndpoint(OUTSOURCE_PICK.project, '可选项目', pickedProject),
    pickBatch: pickEndpoint(OUTSOURCE_PICK.batch, '可选批次', pickedBatch),
  },
);
