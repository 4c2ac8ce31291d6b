import { exceptionRoutes, notFoundRoute, PUBLIC_ROUTE_NAMES, standaloneRoutes, userRoutes } from './auth.ts';
import { commonRoutes, contactRoutes } from './basic.ts';
import { financeRoutes } from './finance.ts';
import { cadRoutes, nestRoutes, splitRoutes } from './projects.ts';
import { boardRoutes, labelRoutes, outsourceRoutes, produceRoutes, qualityRoutes } from './production.ts';
import { accessoryRoutes, materialPurchaseRoutes, materialWarehouseRoutes, paintRoutes } from './psi.ts';
import { reportRoutes } from './reports.ts';
import { productWarehouseRoutes, returnRoutes, salesRoutes } from './sales.ts';
import { agentPaymentRoutes, equipmentStatisticsRoutes, paymentRoutes, statisticsRoutes } from './statistics.ts';
import {
  accountRoutes,
  dashboardRoutes,
  enterpriseRoutes,
  homeRoute,
  identityRoutes,
  logRoutes,
  organizationRoutes,
  otherRoutes,
  saasRoutes,
  serviceRoutes,
  settingRoutes,
  supplierRoutes,
  webRoutes,
} from './system.ts';
import type { RouteDef } from './types.ts';

export type { RouteDef } from './types.ts';
export { PUBLIC_ROUTE_NAMES } from './auth.ts';
export { CadPermissions } from './projects.ts';

export const PRODUCT_NAME = '铝云工厂';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';

/** Browser title: "page title - product name". */
export const pageTitle = (title: string | undefined): string => (title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME);

/** The full tenant menu (client type 1). */
export const tenantRoutes: RouteDef[] = [
  homeRoute,
  dashboardRoutes,
  cadRoutes,
  nestRoutes,
  splitRoutes,
  produceRoutes,
  labelRoutes,
  qualityRoutes,
  outsourceRoutes,
  boardRoutes,
  salesRoutes,
  returnRoutes,
  productWarehouseRoutes,
  materialPurchaseRoutes,
  materialWarehouseRoutes,
  paintRoutes,
  accessoryRoutes,
  financeRoutes,
  reportRoutes,
  contactRoutes,
  commonRoutes,
  statisticsRoutes,
  equipmentStatisticsRoutes,
  identityRoutes,
  organizationRoutes,
  webRoutes,
  enterpriseRoutes,
  supplierRoutes,
  saasRoutes,
  serviceRoutes,
  ...otherRoutes,
  agentPaymentRoutes,
  paymentRoutes,
  logRoutes,
  settingRoutes,
  accountRoutes,
];

/**
 * The slimmer platform / agent set (spec 03 §1): no finance or reports sections. Spec 03 drops the
 * statistics section here too, but its pages are the nest-admin statistics (AlNestAdmin), granted only
 * to platform administrators, who sign in without a space and so get this set: without it the platform
 * could not reach them. Agents lack the permissions, so the menu filter hides the section from them.
 */
export const platformRoutes: RouteDef[] = [
  homeRoute,
  ...otherRoutes,
  agentPaymentRoutes,
  // Operators confirm bank transfers and read the payment reports from the platform side too.
  paymentRoutes,
  dashboardRoutes,
  identityRoutes,
  organizationRoutes,
  webRoutes,
  saasRoutes,
  serviceRoutes,
  enterpriseRoutes,
  cadRoutes,
  nestRoutes,
  statisticsRoutes,
  produceRoutes,
  boardRoutes,
  materialPurchaseRoutes,
  productWarehouseRoutes,
  materialWarehouseRoutes,
  paintRoutes,
  accessoryRoutes,
  outsourceRoutes,
  salesRoutes,
  contactRoutes,
  commonRoutes,
  accountRoutes,
];

/** Routes outside the main layout: user (auth layout), standalone pages, exceptions and /404. */
export const constantRoutes: RouteDef[] = [userRoutes, ...standaloneRoutes, exceptionRoutes, notFoundRoute];

/** Two route sets chosen by the client type: 1 is the full tenant menu, any other value the slimmer set. */
export function routeSet(clientType: number): RouteDef[] {
  return clientType === 1 ? tenantRoutes : platformRoutes;
}

/** Every route of a tree, depth first, parents before children. */
export function flattenRoutes(routes: RouteDef[]): RouteDef[] {
  const out: RouteDef[] = [];
  const walk = (list: RouteDef[]) => {
    for (const r of list) {
      out.push(r);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return out;
}

/** The chain of routes from the top to the route of path (empty when none matches). */
export function routeChain(routes: RouteDef[], path: string): RouteDef[] {
  for (const r of routes) {
    if (r.path === path) return [r];
    if (r.children) {
      const sub = routeChain(r.children, path);
      if (sub.length) return [r, ...sub];
    }
  }
  return [];
}

export function findRoute(routes: RouteDef[], path: string): RouteDef | undefined {
  return routeChain(routes, path).at(-1);
}

/** A leaf route is allowed when it lists no permission or the user holds any one of them. */
export function isAllowed(route: RouteDef, granted: ReadonlySet<string>): boolean {
  return route.permissions.length === 0 || route.permissions.some((p) => granted.has(p));
}

/**
 * Routes the user may use (spec 03 §6): leaves by their permissions; a group shows when any child is
 * allowed, and a group whose children are all refused disappears.
 */
export function filterRoutes(routes: RouteDef[], granted: ReadonlySet<string>): RouteDef[] {
  const out: RouteDef[] = [];
  for (const r of routes) {
    if (r.children?.length) {
      const children = filterRoutes(r.children, granted);
      if (children.length && isAllowed(r, granted)) {
        const firstVisible = children.find((c) => !c.hidden) ?? children[0];
        const redirect = r.redirect && flattenRoutes(children).some((c) => c.path === r.redirect) ? r.redirect : firstVisible?.path;
        // A group left with only hidden pages (details open to all) stays routable but leaves the menu.
        out.push({ ...r, children, redirect, hidden: r.hidden || !children.some((c) => !c.hidden) });
      }
    } else if (isAllowed(r, granted)) out.push(r);
  }
  return out;
}

/** Whether a path belongs to a route that needs no login. */
export function isPublicPath(path: string): boolean {
  const r = findRoute(constantRoutes, path);
  return !!r && (PUBLIC_ROUTE_NAMES as readonly string[]).includes(r.name);
}

/** Redirect defaults of spec 03 §2 (groups to their default child; root to /home). */
export function redirectOf(routes: RouteDef[], path: string): string | undefined {
  if (path === '/' || path === '') return HOME_PATH;
  return findRoute([...routes, ...constantRoutes], path)?.redirect;
}
