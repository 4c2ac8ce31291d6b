import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  constantRoutes,
  filterRoutes,
  findRoute,
  flattenRoutes,
  isPublicPath,
  pageTitle,
  platformRoutes,
  redirectOf,
  routeSet,
  tenantRoutes,
  PERMISSION_CATALOGUE,
} from '../src/index.ts';

const all = flattenRoutes([...tenantRoutes, ...constantRoutes]);

describe('route table', () => {
  it('paths and names are unique', () => {
    const paths = all.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = all.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the spec paths', () => {
    for (const p of [
      '/home',
      '/all-message',
      '/produce/second-change-detail',
      '/saas/tenant-renewal',
      '/common/tary',
      '/psi/paint/coation-warehouse-trunover',
      '/psi/accessory/accessory-inventory-detail-logs',
      '/purchase/material/order/detail',
      '/reports/advance-receipts-reports',
      '/account/settings/notification',
      '/user/register-result',
      '/exception/500',
      '/404',
      '/book',
      '/wechat',
    ])
      expect(findRoute([...tenantRoutes, ...constantRoutes], p), p).toBeDefined();
    expect(all.length).toBeGreaterThan(330);
  });

  it('redirect defaults', () => {
    const rs = tenantRoutes;
    expect(redirectOf(rs, '/')).toBe('/home');
    expect(redirectOf(rs, '/logs')).toBe('/logs/login');
    expect(redirectOf(rs, '/setting')).toBe('/setting/config');
    expect(redirectOf(rs, '/statistics')).toBe('/statistics/order');
    expect(redirectOf(rs, '/equipment')).toBe('/equipment/ipc');
    expect(redirectOf(rs, '/agent-payments')).toBe('/agent-payments/order');
    expect(redirectOf(rs, '/payments')).toBe('/payments/order');
    expect(redirectOf(rs, '/sales')).toBe('/sales/agreement-order');
    expect(redirectOf(rs, '/outsources')).toBe('/outsources/outsource-out');
    expect(redirectOf(rs, '/quality')).toBe('/quality/qc');
    expect(redirectOf(rs, '/label')).toBe('/label/query');
    expect(redirectOf(rs, '/reports')).toBe('/reports/produce');
    expect(redirectOf(rs, '/account')).toBe('/account/center');
    expect(redirectOf(rs, '/account/settings')).toBe('/account/settings/base');
    expect(redirectOf(rs, '/user')).toBe('/user/login');
    expect(redirectOf(rs, '/exception')).toBe('/exception/403');
  });

  it('spec permissions', () => {
    const perms = (p: string) => findRoute(tenantRoutes, p)?.permissions;
    expect(perms('/common/tary')).toEqual(['AlBasic.Pallets']);
    expect(perms('/setting/sync')).toEqual(['AlThird.ThirdConfigs']);
    expect(perms('/setting/config')).toEqual([]);
    expect(perms('/home')).toEqual([]);
    expect(perms('/quality/rework-order')).toEqual(['AlQC.ReworkOrder']);
    expect(perms('/reports/outsources')).toEqual(['AlReport.OutsourceOut', 'AlReport.OutsourceOutAcceptance']);
    expect(ALL_PERMISSIONS).toContain('AbpOrganizationUnit.Factorys');
    expect(PERMISSION_CATALOGUE.map((g) => g.name)).toContain('AlFinance');
  });

  it('route sets by client type', () => {
    expect(routeSet(1)).toBe(tenantRoutes);
    expect(routeSet(2)).toBe(platformRoutes);
    const slim = flattenRoutes(platformRoutes).map((r) => r.path);
    expect(slim).not.toContain('/finance/invoice');
    expect(slim).not.toContain('/reports/daily');
    // The nest-admin statistics serve platform administrators, who get this set (see platformRoutes).
    expect(slim).toContain('/statistics/order');
    expect(slim).toContain('/nest/order');
    const agentMenu = flattenRoutes(filterRoutes(platformRoutes, new Set(['AlNest.Orders']))).map((r) => r.path);
    expect(agentMenu).not.toContain('/statistics/order');
  });

  it('filters by granted policies; groups stay when a child is allowed', () => {
    const menu = filterRoutes(tenantRoutes, new Set(['AlQC.QCOrders']));
    const quality = menu.find((r) => r.path === '/quality');
    expect(quality?.children?.map((c) => c.path)).toEqual([
      '/quality/qc-order',
      '/quality/qc-order-detail',
      '/quality/qc-order-log',
      '/quality/qc-order-detail-un-qualified',
      '/quality/un-qualifiled-process',
    ]);
    expect(quality?.redirect).toBe('/quality/qc-order');
    expect(menu.find((r) => r.path === '/finance')).toBeUndefined();
    expect(menu.find((r) => r.path === '/home')).toBeDefined();
    expect(menu.find((r) => r.path === '/setting')?.children?.map((c) => c.path)).toEqual(['/setting/config']);
  });

  it('public paths and titles', () => {
    expect(isPublicPath('/user/login')).toBe(true);
    expect(isPublicPath('/user/register-result')).toBe(true);
    expect(isPublicPath('/wechat')).toBe(true);
    expect(isPublicPath('/home')).toBe(false);
    expect(isPublicPath('/exception/404')).toBe(false);
    expect(pageTitle('登录')).toBe('登录 - 铝云工厂');
  });
});
