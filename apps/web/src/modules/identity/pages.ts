import { lazy } from 'react';

const settings = lazy(() => import('../account/SettingsPage.tsx'));

/** Identity, organisation and account pages by route path. */
export const identityPages = {
  '/identity/role': lazy(() => import('./RolePage.tsx')),
  '/identity/user': lazy(() => import('./UserPage.tsx')),
  '/identity/employee': lazy(() => import('./EmployeePage.tsx')),
  '/identity/organization': lazy(() => import('./OrganizationPage.tsx')),
  '/identity/member': lazy(() => import('./MemberPage.tsx')),
  '/identity/staffing': lazy(() => import('./StaffingPage.tsx')),
  '/identity/factorys': lazy(() => import('./FactorysPage.tsx')),
  '/account/center': lazy(() => import('../account/CenterPage.tsx')),
  '/account/settings/base': settings,
  '/account/settings/security': settings,
  '/account/settings/custom': settings,
  '/account/settings/binding': settings,
  '/account/settings/notification': settings,
};
