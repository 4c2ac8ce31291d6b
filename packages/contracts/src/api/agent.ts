import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { idParam } from './common.ts';
import { order } from './saas.ts';
import { listColumns } from '../list/columns.ts';
import { localToday } from '../resource/define.ts';

/*
 * Children and agents (/api/tenant/children): an agent's children spaces, and the platform's view of
 * an agent. Calls without for-admin are for the agent itself and see only its own children.
 */

export const childRow = z.object({
  id: z.string(),
  displayName: z.string(),
  editionName: z.string().nullable(),
  editionType: z.number(),
  expiryTime: z.string().nullable(),
  isInTrialPeriod: z.boolean(),
  telephone: z.string().nullable(),
  paidAmount: z.number(),
  creationTime: z.string(),
});
export type ChildRow = z.infer<typeof childRow>;

/** An agent's children, on its page and in their Excel download; a space without an expiry is 长期. */
export const childList = listColumns(childRow, [
  { key: 'displayName', title: '空间名称', width: 200 },
  { key: 'editionName', title: '版本', width: 120 },
  { key: 'expiryTime', title: '到期时间', width: 120, text: (c) => (c.expiryTime ? localToday(new Date(c.expiryTime)) : '长期') },
  { key: 'telephone', title: '联系电话', width: 130 },
  { key: 'paidAmount', title: '累计实付', width: 120, text: 'money' },
  { key: 'creationTime', title: '开通时间', width: 170, text: 'time' },
]);

/** Paid orders summed: amounts right to the cent. */
export const income = z.object({ orderCount: z.number(), amount: z.number(), discount: z.number(), payAmount: z.number() });
export type Income = z.infer<typeof income>;

export const agentDetail = z.object({
  /** The agent's own space, as a child row shows one. */
  agent: childRow.pick({
    id: true,
    displayName: true,
    editionName: true,
    telephone: true,
    expiryTime: true,
    creationTime: true,
  }),
  children: z.array(childRow),
  income,
  /** The latest orders of its children (up to 200). */
  orders: z.array(order),
});
export type AgentDetail = z.infer<typeof agentDetail>;

export const childDetail = z.object({
  child: childRow.extend({ seats: z.number(), storageGb: z.number(), concurrent: z.number() }),
  income,
  orders: z.array(order),
});
export type ChildDetail = z.infer<typeof childDetail>;

export const childInput = z.object({
  displayName: z.string(messages.spaceNameRequired).trim().min(1, messages.spaceNameRequired).max(50, messages.tooLong('空间名称', 50)),
  telephone: z.string().max(20, messages.tooLong('联系电话', 20)).nullable().optional(),
  editionId: z.uuid(messages.invalidId),
  ownerUserName: z.string().trim().min(1, '请输入用户名').max(64),
});

export type ChildInput = z.input<typeof childInput>;

const CH = '/api/tenant/children';
const agentOnly = { permission: Permissions.AlAgentUser.Children } as const;
/** An agent's children spaces (the agent's own calls), and the platform's view of the agents. */
export const childrenEndpoints = defineEndpoints(
  { tag: '代理商', access: agentOnly },
  {
    list: { method: 'GET', path: CH, summary: '下级用户', response: pagedOf(childRow) },
    /** The agent opens a space for a registered user; the space becomes its child. */
    open: { method: 'PUT', path: CH, summary: '开通下级用户', body: childInput, response: z.object({ id: z.string(), displayName: z.string() }) },
    /** One child of the calling agent with its orders; another space's id is not found. */
    get: { method: 'GET', path: `${CH}/:id`, summary: '下级用户详情', params: idParam, response: childDetail },
    down: { method: 'GET', path: `${CH}/down`, summary: '下载下级用户', file: true },
    agents: {
      method: 'GET',
      path: `${CH}/agent`,
      summary: '代理商列表（平台）',
      access: { platformAdmin: true },
      response: z.array(
        z.object({ id: z.string(), displayName: z.string(), telephone: z.string().nullable(), expiryTime: isoTime.nullable(), childCount: z.number() }),
      ),
    },
    childrenForAdmin: {
      method: 'GET',
      path: `${CH}/for-admin/:id`,
      summary: '代理商的下级用户（平台）',
      access: { platformAdmin: true },
      params: idParam,
      response: pagedOf(childRow),
    },
    agentForAdmin: {
      method: 'GET',
      path: `${CH}/for-admin/:id/detail`,
      summary: '代理商详情（平台）',
      access: { platformAdmin: true },
      params: idParam,
      response: agentDetail,
    },
  },
);
