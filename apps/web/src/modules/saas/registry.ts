import { lazy } from 'react';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const pages = () => import('./pages.tsx');
const web = () => import('../web/pages.tsx');

/** The platform side's pages by route path (registered in app/pages.tsx). */
export const saasPages = {
  '/saas/edition': lazy(() => import('./EditionPage.tsx')),
  '/service/function': lazy(() => import('./FunctionPage.tsx')),
  '/service/usage': lazy(() => import('./UsagePage.tsx')),
  '/price': lazy(() => import('./PricePage.tsx')),
  '/payments/order': named(pages, 'PaymentOrderPage'),
  '/payments/report/annual': named(pages, 'AnnualReportPage'),
  '/payments/report/monthly': named(pages, 'MonthlyReportPage'),
  '/payments/report/tenant': named(pages, 'TenantReportPage'),
  '/enterprise/order': named(pages, 'EnterpriseOrderPage'),
  '/saas/tenant': lazy(() => import('./TenantPage.tsx')),
  '/saas/tenant-detail': lazy(() => import('./TenantDetailPage.tsx')),
  '/saas/tenant-info': lazy(() => import('./TenantDetailPage.tsx')),
  '/enterprise/info': lazy(() => import('./EnterpriseInfoPage.tsx')),
  '/saas/add-tenant-result': named(() => import('./TenantDetailPage.tsx'), 'AddTenantResultPage'),
  '/saas/tenant-followup': lazy(() => import('./FollowupPage.tsx')),
  '/agent-payments/order': named(pages, 'AgentOrderPage'),
  '/agent-payments/report/annual': named(pages, 'AgentAnnualReportPage'),
  '/agent-payments/report/monthly': named(pages, 'AgentMonthlyReportPage'),
  '/agent-payments/report/tenant': named(pages, 'AgentTenantReportPage'),
  '/agent-children': lazy(() => import('./AgentChildrenPage.tsx')),
  '/agent-children-detail': named(() => import('./AgentDetailPage.tsx'), 'AgentChildDetailPage'),
  '/saas/agent-detail': lazy(() => import('./AgentDetailPage.tsx')),
  '/saas/tenant-renewal': lazy(() => import('./RenewalPage.tsx')),
  '/saas/tenant-renewal-detail': lazy(() => import('./RenewalDetailPage.tsx')),
  '/web/introducte': named(web, 'IntroductePage'),
  '/web/case-presentation': named(web, 'CasePresentationPage'),
  '/web/monitor': named(web, 'MonitorPage'),
  '/web/small-program': named(web, 'SmallProgramPage'),
  '/web/small-program-detail': named(web, 'SmallProgramDetailPage'),
};

/** Auth-layout pages (registered in app/router.tsx). */
export const RegisterPage = lazy(() => import('./RegisterPage.tsx'));
export const RegisterResultPage = named(() => import('./RegisterPage.tsx'), 'RegisterResultPage');
