import { Permissions } from '../permission-names.ts';
import { defineResource, type FieldDef } from '../resource/define.ts';
import { nameField, remarkField } from './basicFields.ts';
import { numberedOptions } from './basicOptions.ts';

/** Enterprise website (/web/*): case presentations, camera monitors and small programs of a tenant. */

/** The website lists' order (unlike basic data's sortField it refuses a negative and shows wider). */
const webSortField = { kind: 'int', label: '排序', min: 0, max: 9999, default: 0, column: { width: 80 }, sortable: true } as const satisfies FieldDef;

export const webCaseResource = defineResource({
  entity: 'WebIntroduction',
  module: 'web',
  table: 'web_introductions',
  title: '案例展示',
  basePath: '/api/tenant/web/introduction',
  permission: Permissions.AlWeb.Introductions,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  fields: {
    title: {
      kind: 'string',
      label: '标题',
      required: true,
      max: 100,
      column: { width: 220 },
      search: 'input',
      sortable: true,
    },
    cover: { kind: 'string', label: '封面图片地址', max: 500, column: { width: 200 } },
    content: { kind: 'text', label: '内容', max: 20000 },
    sort: webSortField,
    published: {
      kind: 'bool',
      label: '发布',
      required: true,
      default: false,
      column: { width: 80 },
      search: 'select',
    },
  },
});

export const MonitorStatus = { online: 1, offline: 2 } as const;
export const webMonitorResource = defineResource({
  entity: 'WebMonitor',
  module: 'web',
  table: 'web_monitors',
  title: '监控',
  basePath: '/api/tenant/web/monitor',
  permission: Permissions.AlWeb.Monitors,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  unique: [['deviceSerial', 'channelNo']],
  fields: {
    name: nameField('名称', 50, 160),
    provider: {
      kind: 'string',
      label: '平台',
      required: true,
      default: 'ys7',
      options: [{ label: '萤石云', value: 'ys7' }],
      column: { width: 90 },
    },
    deviceSerial: {
      kind: 'string',
      label: '设备序列号',
      required: true,
      max: 32,
      column: { width: 140 },
      search: 'input',
    },
    channelNo: {
      kind: 'int',
      label: '通道号',
      required: true,
      min: 1,
      max: 256,
      default: 1,
      column: { width: 80 },
    },
    workshop: { kind: 'string', label: '车间/位置', max: 50, column: { width: 120 } },
    isPublic: { kind: 'bool', label: '官网展示', required: true, default: false, column: { width: 90 } },
    status: {
      kind: 'int',
      label: '状态',
      required: true,
      default: MonitorStatus.online,
      options: [
        { label: '在线', value: MonitorStatus.online },
        { label: '离线', value: MonitorStatus.offline },
      ],
      column: { width: 80 },
      search: 'select',
    },
    sort: webSortField,
  },
});

export const SmallProgramStatus = { draft: 1, published: 2, offline: 4 } as const;
export const webSmallProgramResource = defineResource({
  entity: 'WebSmallProgram',
  module: 'web',
  table: 'web_small_programs',
  title: '小程序',
  basePath: '/api/tenant/web/small-program',
  permission: Permissions.AlWeb.SmallPrograms,
  scope: 'tenant',
  defaultSorting: 'name asc',
  unique: [['appId']],
  fields: {
    name: nameField('名称', 50, 160),
    appId: {
      kind: 'string',
      label: 'AppID',
      required: true,
      max: 32,
      pattern: { source: '^wx[0-9a-f]{16}$', message: 'AppID格式不正确（wx加16位）' },
      column: { width: 180 },
    },
    type: {
      kind: 'int',
      label: '类型',
      required: true,
      default: 1,
      options: numberedOptions('客户进度查询', '企业展示'),
      column: { width: 120 },
      search: 'select',
    },
    qrCodeUrl: { kind: 'string', label: '小程序码地址', max: 500, column: { width: 200 } },
    status: {
      kind: 'int',
      label: '状态',
      required: true,
      default: SmallProgramStatus.draft,
      options: [
        { label: '草稿', value: SmallProgramStatus.draft },
        { label: '已发布', value: SmallProgramStatus.published },
        { label: '已下线', value: SmallProgramStatus.offline },
      ],
      column: { width: 90 },
      search: 'select',
    },
    remark: remarkField,
  },
});
