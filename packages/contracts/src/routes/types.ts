/** One entry of the route table (spec 03 §2). Paths are absolute. */
export interface RouteDef {
  path: string;
  /** Unique route name (PascalCase from the path unless the spec names it, e.g. login, registerResult). */
  name: string;
  /** Chinese page title; the browser title is "title - PRODUCT_NAME". */
  title: string;
  /** An @ant-design/icons component name, e.g. "HomeOutlined". */
  icon?: string;
  /** Tab pages that keep their state when another tab is shown. */
  keepAlive: boolean;
  /** Policy names of the form Group.Resource; a user needs any one of them. Empty: any signed-in user. */
  permissions: string[];
  /** Reachable by navigation but not shown in the menu. */
  hidden?: boolean;
  /** Where the path itself goes (a group's default child). */
  redirect?: string;
  children?: RouteDef[];
}

export interface RouteOptions {
  name?: string;
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  redirect?: string;
  children?: RouteDef[];
}

/** PascalCase name from a path: /produce/second-change-detail → ProduceSecondChangeDetail. */
export function nameFromPath(path: string): string {
  return path
    .split(/[/-]/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

/** A menu page (kept alive as a tab). */
export function page(path: string, title: string, permissions: string[] = [], o: RouteOptions = {}): RouteDef {
  return {
    path,
    name: o.name ?? nameFromPath(path),
    title,
    icon: o.icon,
    keepAlive: o.keepAlive ?? true,
    permissions,
    hidden: o.hidden ?? false,
    redirect: o.redirect,
    children: o.children,
  };
}

/** A hidden page (detail, log, add): reachable, not in the menu, not kept alive. */
export function hidden(path: string, title: string, permissions: string[] = [], o: RouteOptions = {}): RouteDef {
  return page(path, title, permissions, { keepAlive: false, ...o, hidden: true });
}

/** A menu group; its path redirects to redirect (or its first visible child). */
export function group(path: string, title: string, icon: string, children: RouteDef[], o: RouteOptions = {}): RouteDef {
  const first = children.find((c) => !c.hidden) ?? children[0];
  return page(path, title, [], { icon, keepAlive: false, redirect: o.redirect ?? first?.path, ...o, children });
}

/** Permission names of one group: perms('AlBasic', 'Pallets') → ['AlBasic.Pallets']. */
export const perm = (grp: string, ...resources: string[]): string[] => resources.map((r) => `${grp}.${r}`);
