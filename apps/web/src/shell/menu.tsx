import type { RouteDef } from '@al/contracts';
import type { MenuProps } from 'antd';
import { RouteIcon } from './icons.tsx';

type Item = Required<MenuProps>['items'][number];

/** antd menu items of a route tree: hidden entries left out; groups become sub-menus. */
export function menuItems(routes: RouteDef[], withIcons = true): Item[] {
  return routes
    .filter((r) => !r.hidden)
    .map((r) => {
      const visibleChildren = r.children?.filter((c) => !c.hidden) ?? [];
      const icon = withIcons && r.icon ? <RouteIcon name={r.icon} /> : undefined;
      if (visibleChildren.length) return { key: r.path, label: r.title, icon, children: menuItems(visibleChildren, false) };
      return { key: r.path, label: r.title, icon };
    });
}

/** The menu key to select for a chain: the deepest visible entry (a hidden detail selects its parent). */
export function selectedKey(chain: RouteDef[]): string | undefined {
  const visible = chain.filter((r) => !r.hidden);
  return visible.at(-1)?.path;
}

/** Flat list of the visible leaf pages (menu search). */
export function menuLeaves(routes: RouteDef[], trail: string[] = []): { path: string; title: string; label: string }[] {
  return routes
    .filter((r) => !r.hidden)
    .flatMap((r) => {
      const visible = r.children?.filter((c) => !c.hidden) ?? [];
      if (visible.length) return menuLeaves(visible, [...trail, r.title]);
      return [{ path: r.path, title: r.title, label: [...trail, r.title].join(' / ') }];
    });
}
