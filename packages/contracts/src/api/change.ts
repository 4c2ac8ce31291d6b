import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { documentAttachment, documentRow } from '../document/define.ts';
import {
  CHANGE_PATH as B,
  CHANGE_PICK,
  changeApprovalInput,
  changeNoticeItem,
  changeNoticeQuery,
  ChangeOrderPermission,
  changeRecipient,
  changeViewItem,
  changeViewLogQuery,
} from '../documents/change.ts';
import { idParam } from './common.ts';
import { pickedBatch, pickedProject, pickEndpoint } from './pickers.ts';

const order = accessTo(ChangeOrderPermission);
const viewLog = pagedOf(changeViewItem);

/**
 * The calls of spec 03 §7 Change beside the document routes: the approval path, the caller's notices,
 * recipients and views, the files (an upload as multipart stays hand-written) and the form's pickers.
 */
export const changeEndpoints = defineEndpoints(
  { tag: '变更单', access: order('query') },
  {
    approval: {
      method: 'POST',
      path: `${B}/approval/:id`,
      summary: '审核变更单',
      access: order('approve'),
      space: true,
      params: idParam,
      body: changeApprovalInput,
      response: documentRow,
    },
    /** The current user's change notices of this space, newest first (none outside a space). */
    unread: { method: 'GET', path: `${B}/unread`, summary: '未读变更通知', access: undefined, query: changeNoticeQuery, response: pagedOf(changeNoticeItem) },
    read: { method: 'GET', path: `${B}/read`, summary: '已读变更通知', access: undefined, query: changeNoticeQuery, response: pagedOf(changeNoticeItem) },
    users: { method: 'GET', path: `${B}/:id/users`, summary: '变更单通知人员', space: true, params: idParam, response: pagedOf(changeRecipient) },
    /** An opening of the detail: logged, and the caller's notice becomes read. */
    view: {
      method: 'PUT',
      path: `${B}/:id/view`,
      summary: '查看变更单',
      space: true,
      params: idParam,
      response: z.object({ id: z.string(), orderStatus: z.number().int().nullable() }),
    },
    /** Every opening of the factory's orders, newest first (none outside a factory). */
    viewLog: { method: 'GET', path: `${B}/view/log`, summary: '变更单查看记录', query: changeViewLogQuery, response: viewLog },
    orderViewLog: { method: 'GET', path: `${B}/:id/view/log`, summary: '变更单的查看记录', params: idParam, query: changeViewLogQuery, response: viewLog },
    files: { method: 'GET', path: `${B}/:id/files`, summary: '变更单附件', space: true, params: idParam, response: pagedOf(documentAttachment) },
    deleteFile: { method: 'DELETE', path: `${B}/file/:id`, summary: '删除变更单附件', access: order('edit'), params: idParam },
    pickProject: { ...pickEndpoint(CHANGE_PICK.project, '可选项目', pickedProject), space: true },
    pickBatch: { ...pickEndpoint(CHANGE_PICK.batch, '可选批次', pickedBatch), space: true },
    pickProduct: {
      ...pickEndpoint(
        CHANGE_PICK.product,
        '可选产品',
        z.object({ id: z.string(), projectId: z.string(), batchId: z.string(), code: z.string(), label: z.string() }),
      ),
      space: true,
    },
  },
);
