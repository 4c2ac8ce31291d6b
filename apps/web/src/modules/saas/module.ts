import { defineWebModule, named } from '../../lib/module.ts';

const pages = () => import('./pages.tsx');

/** The platform side: editions, features, prices, orders and reports, tenants, agents, renewals. */
export default defineWebModule({
  name: 'saas',
  pages: {
    '/saas/edition': () => import('./EditionPage.tsx'),
    '/service/function': () => import('./FunctionPage.tsx'),
    '/service/usage': () => import('./UsagePage.tsx'),
    '/price': () => import('./PricePage.tsx'),
    '/payments/order': named(pages, 'PaymentOrderPage'),
    '/payments/report/annual': named(pages, 'AnnualReportPage'),
    '/payments/report/monthly': named(pages, 'MonthlyReportPage'),
    '/payments/report/tenant': named(pages, 'TenantReportPage'),
    '/enterprise/order': named(pages, 'EnterpriseOrderPage'),
    '/saas/tenant': () => import('./TenantPage.tsx'),
    '/saas/tenant-detail': () => import('./TenantDetailPage.tsx'),
    '/saas/tenant-info': () => import('./TenantDetailPage.tsx'),
    '/enterprise/info': () => import('./EnterpriseInfoPage.tsx'),
    '/saas/add-tenant-result': named(() => import('./TenantDetailPage.tsx'), 'AddTenantResultPage'),
    '/saas/tenant-followup': () => import('./FollowupPage.tsx'),
    '/agent-payments/order': named(pages, 'AgentOrderPage'),
    '/agent-payments/report/annual': named(pages, 'AgentAnnualReportPage'),
    '/agent-payments/report/monthly': named(pages, 'AgentMonthlyReportPage'),
    '/agent-payments/report/tenant': named(pages, 'AgentTenantReportPage'),
    '/agent-children': () => import('./AgentChildrenPage.tsx'),
    '/agent-children-detail': named(() => import('./AgentDetailPage.tsx'), 'AgentChildDetailPage'),
    '/saas/agent-detail': () => import('./AgentDetailPage.tsx'),
    '/saas/tenant-renewal': () => import('./RenewalPage.tsx'),
    '/saas/tenant-renewal-detail': () => import('./RenewalDetailPage.tsx'),
  },
});
