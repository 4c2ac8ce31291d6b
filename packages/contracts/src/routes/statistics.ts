import { group, hidden, page, perm } from './types.ts';

const na = (r: string) => perm('AlNestAdmin', r);

export const statisticsRoutes = group(
  '/statistics',
  '排版统计',
  'BarChartOutlined',
  [
    page('/statistics/order', '排版订单', na('NestOrderAdmins')),
    hidden('/statistics/order-detail', '排版订单详情', na('NestOrderAdmins')),
    hidden('/statistics/accessory-order-detail', '配件订单详情', na('NestOrderAdmins')),
    hidden('/statistics/order-result', '排版结果', na('NestOrderAdmins')),
    hidden('/statistics/accessory-order-result', '配件排版结果', na('NestOrderAdmins')),
    hidden('/statistics/lost-product', '遗漏产品', na('NestOrderAdmins')),
    page('/statistics/client', '客户统计', na('ClientOrderAdmins')),
    page('/statistics/cost', '收入统计', na('NestCostAdmins')),
  ],
  { redirect: '/statistics/order' },
);

export const equipmentStatisticsRoutes = group(
  '/equipment',
  '设备统计',
  'DesktopOutlined',
  [
    page('/equipment/ipc', '工位机统计', perm('AlLog', 'DeviceStatistics')),
    page('/equipment/pda', 'PDA统计', perm('AlLog', 'DeviceStatistics')),
  ],
  { redirect: '/equipment/ipc' },
);

const payments = (base: string, title: string, icon: string, grp: string) =>
  group(
    base,
    title,
    icon,
    [
      page(`${base}/order`, '订单管理', perm(grp, 'Orders')),
      page(`${base}/report/annual`, '年度报表', perm(grp, 'Reports')),
      hidden(`${base}/report/monthly`, '月度报表', perm(grp, 'Reports')),
      hidden(`${base}/report/tenant`, '租户报表', perm(grp, 'Reports')),
    ],
    { redirect: `${base}/order` },
  );

export const agentPaymentRoutes = payments('/agent-payments', '代理商支付', 'MoneyCollectOutlined', 'AlAgentPay');
export const paymentRoutes = payments('/payments', '支付管理', 'PayCircleOutlined', 'AlPayment');
