import { group, hidden, page, perm } from './types.ts';

/** The CAD permissions, named once: the route table, the server's route configs and the role templates use these. */
export const CadPermissions = {
  projects: 'AlCad.Projects',
  products: 'AlCad.Products',
  projectProcesses: 'AlCad.ProjectProcesses',
  projectAcceptances: 'AlCad.ProjectAcceptances',
} as const;
const cad = (r: string) => perm('AlCad', r);
const nest = (r: string) => perm('AlNest', r);

export const cadRoutes = group('/cad', '项目管理', 'ProjectOutlined', [
  page('/cad/project', '项目列表', [CadPermissions.projects]),
  hidden('/cad/project-detail', '项目详情', [CadPermissions.projects]),
  hidden('/cad/project-log', '项目日志', [CadPermissions.projects]),
  hidden('/cad/project-paint-setting', '项目油漆设置', [CadPermissions.projects]),
  hidden('/cad/project-acceptance-product-list', '验收产品列表', [CadPermissions.projectAcceptances]),
  hidden('/cad/project-acceptance-list', '验收单列表', [CadPermissions.projectAcceptances]),
  page('/cad/project-process', '项目工序', [CadPermissions.projectProcesses]),
  page('/cad/project-acceptance', '项目验收', [CadPermissions.projectAcceptances]),
  hidden('/cad/project-favorite', '项目收藏', [CadPermissions.projects]),
  hidden('/cad/project-file', '项目文件', [CadPermissions.projects]),
  hidden('/cad/project-correlation', '项目关联', [CadPermissions.projects]),
  page('/cad/product', '产品列表', [CadPermissions.products]),
  hidden('/cad/product-detail', '产品详情', [CadPermissions.products]),
]);

export const nestRoutes = group('/nest', '排版管理', 'BuildOutlined', [
  page('/nest/order', '排版订单', nest('Orders')),
  hidden('/nest/order-detail', '排版订单详情', nest('Orders')),
  hidden('/nest/accessory-order-detail', '配件订单详情', nest('Orders')),
  page('/nest/result', '排版结果', nest('Results')),
  hidden('/nest/result-detail-logs', '排版结果日志', nest('Results')),
  hidden('/nest/order-result', '订单排版结果', nest('Results')),
  hidden('/nest/accessory-order-result', '配件排版结果', nest('Results')),
  page('/nest/cost', '排版费用', nest('Costs')),
]);

export const splitRoutes = group('/split', '拆图管理', 'ScissorOutlined', [
  page('/split/log', '拆图记录', cad('CadSplits')),
]);
