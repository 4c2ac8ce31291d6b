import { group, hidden, page, perm } from './types.ts';

/** Home, dashboard, SaaS, service, enterprise website, identity, organization, logs, settings. */
export const homeRoute = page('/home', '云服务首页', [], { icon: 'HomeOutlined' });

export const dashboardRoutes = group('/dashboard', '仪表盘', 'DashboardOutlined', [
  page('/dashboard/analysis', '分析页', perm('AlDashboard', 'Analysis')),
  page('/dashboard/workplace', '工作台', perm('AlDashboard', 'Workplace')),
]);

const saas = (r: string) => perm('RedSaasManagement', r);
export const saasRoutes = group('/saas', 'SaaS管理', 'CloudServerOutlined', [
  page('/saas/tenant', '租户管理', saas('RedTenants')),
  hidden('/saas/tenant-renewal', '租户续费', saas('RedTenants')),
  hidden('/saas/tenant-renewal-detail', '续费详情', saas('RedTenants')),
  hidden('/saas/tenant-detail', '租户详情', saas('RedTenants')),
  hidden('/saas/tenant-info', '租户信息', saas('RedTenants')),
  page('/saas/tenant-followup', '租户跟进', saas('RedTenantFollowups')),
  hidden('/saas/add-tenant-result', '新增租户结果', saas('RedTenants')),
  page('/saas/edition', '版本管理', saas('RedEditions')),
  hidden('/saas/agent-detail', '代理商详情', saas('RedTenants')),
]);

export const serviceRoutes = group('/service', '服务管理', 'AppstoreOutlined', [
  page('/service/function', '功能管理', perm('RedFeature', 'Features')),
  page('/service/usage', '使用统计', perm('RedFeature', 'Usages')),
]);

export const webRoutes = group('/web', '企业官网', 'GlobalOutlined', [
  page('/web/introducte', '企业介绍', perm('AlWeb', 'Introductions')),
  hidden('/web/case-presentation', '案例展示', perm('AlWeb', 'Introductions')),
  page('/web/monitor', '访问监控', perm('AlWeb', 'Monitors')),
  page('/web/small-program', '小程序', perm('AlWeb', 'SmallPrograms')),
  hidden('/web/small-program-detail', '小程序详情', perm('AlWeb', 'SmallPrograms')),
]);

export const identityRoutes = group('/identity', '身份认证', 'SafetyCertificateOutlined', [
  page('/identity/role', '角色管理', perm('AbpIdentity', 'Roles')),
  page('/identity/user', '用户管理', perm('AbpIdentity', 'Users')),
  page('/identity/employee', '员工管理', perm('AbpIdentity', 'Employees')),
]);

export const organizationRoutes = group('/organization', '组织管理', 'ApartmentOutlined', [
  page('/identity/organization', '组织机构', perm('AbpOrganizationUnit', 'OrganizationUnits')),
  page('/identity/member', '成员管理', perm('AbpOrganizationUnit', 'Members')),
  page('/identity/staffing', '人员配置', perm('AbpOrganizationUnit', 'Staffings')),
  page('/identity/factorys', '工厂管理', perm('AbpOrganizationUnit', 'Factorys')),
]);

export const logRoutes = group(
  '/logs',
  '日志管理',
  'FileSearchOutlined',
  [
    page('/logs/login', '登录日志', perm('AlLog', 'LoginLogs')),
    page('/logs/trend', '操作日志', perm('AlLog', 'Trends')),
    page('/logs/operation', '插件功能', perm('AlLog', 'OperationLogs')),
    page('/logs/equipment', '设备功能', perm('AlLog', 'EquipmentLogs')),
  ],
  { redirect: '/logs/login' },
);

export const settingRoutes = group(
  '/setting',
  '系统设置',
  'SettingOutlined',
  [page('/setting/config', '系统配置'), page('/setting/sync', '第三方同步', perm('AlThird', 'ThirdConfigs'))],
  { redirect: '/setting/config' },
);

export const otherRoutes = [
  hidden('/all-message', '全部消息', [], { keepAlive: true }),
  page('/agent-children', '代理商用户', perm('AlAgentUser', 'Children'), { icon: 'TeamOutlined' }),
  hidden('/agent-children-detail', '代理商用户详情', perm('AlAgentUser', 'Children')),
  hidden('/price', '价格'),
];

export const enterpriseRoutes = group('/enterprise', '企业中心', 'BankOutlined', [
  page('/enterprise/order', '企业订单', perm('AlTenant', 'Orders')),
  page('/enterprise/info', '企业信息', perm('AlTenant', 'Infos')),
]);

export const supplierRoutes = group('/supplier', '供应商', 'ShopOutlined', [
  page('/supplier/product', '板材管理', perm('AlSupplier', 'Products')),
  hidden('/supplier/product-sku', '板材规格', perm('AlSupplier', 'Products')),
  page('/supplier/order', '供应订单', perm('AlSupplier', 'Orders')),
  hidden('/supplier/order-detail', '供应订单详情', perm('AlSupplier', 'Orders')),
]);

export const accountRoutes = group(
  '/account',
  '个人页',
  'UserOutlined',
  [
    hidden('/account/center', '个人中心'),
    hidden('/account/settings', '个人设置', [], {
      redirect: '/account/settings/base',
      children: [
        hidden('/account/settings/base', '基本设置'),
        hidden('/account/settings/security', '安全设置'),
        hidden('/account/settings/custom', '个性化'),
        hidden('/account/settings/binding', '账号绑定'),
        hidden('/account/settings/notification', '新消息通知'),
      ],
    }),
  ],
  { redirect: '/account/center', hidden: true },
);
