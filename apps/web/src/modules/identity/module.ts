import { defineWebModule } from '../../lib/module.ts';

/** Roles, users, employees, organisation, members, page personnel and factories. */
export default defineWebModule({
  name: 'identity',
  pages: {
    '/identity/role': () => import('./RolePage.tsx'),
    '/identity/user': () => import('./UserPage.tsx'),
    '/identity/employee': () => import('./EmployeePage.tsx'),
    '/identity/organization': () => import('./OrganizationPage.tsx'),
    '/identity/member': () => import('./MemberPage.tsx'),
    '/identity/staffing': () => import('./StaffingPage.tsx'),
    '/identity/factorys': () => import('./FactorysPage.tsx'),
  },
});
