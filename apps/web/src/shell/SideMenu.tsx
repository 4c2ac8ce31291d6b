import type { RouteDef } from '@al/contracts';
import { PRODUCT_NAME } from '@al/contracts';
import { Menu } from 'antd';
import { useState } from 'react';
import { primaryOf, usePrimaryPick } from './menuState.ts';
import { useNavigate } from 'react-router';
import { useSettings } from '../lib/settings.ts';
import { RouteIcon } from './icons.tsx';
import { menuItems, selectedKey } from './menu.tsx';

/** Sidebar widths (spec 01 §9): 256 open, 80 collapsed single, 120 collapsed dual. */
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_SINGLE = 80;
export const SIDER_COLLAPSED_DUAL = 120;
const PRIMARY_WIDTH = 96;

export function siderWidth(collapsed: boolean, menuType: 1 | 2): number {
  if (!collapsed) return SIDER_WIDTH;
  return menuType === 2 ? SIDER_COLLAPSED_DUAL : SIDER_COLLAPSED_SINGLE;
}

function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  return (
    <div style={{ height: 64, display: 'flex', alignItems: 'center', gap: 8, padding: '0 20px', overflow: 'hidden' }}>
      <img src="/logo.svg" alt="logo" style={{ height: 32 }} />
      {!collapsed && <span style={{ fontSize: 18, fontWeight: 600, color: dark ? '#fff' : undefined, whiteSpace: 'nowrap' }}>{PRODUCT_NAME}</span>}
    </div>
  );
}

interface Props {
  routes: RouteDef[];
  chain: RouteDef[];
  collapsed: boolean;
  /** Force the single style (mobile drawer). */
  single?: boolean;
  onNavigate?: () => void;
}

/** The side menu, single (one inline tree) or dual (primary column plus the secondary tree). */
export function SideMenu({ routes, chain, collapsed, single, onNavigate }: Props) {
  const navigate = useNavigate();
  const menuType = useSettings((s) => s.menuType);
  const dark = useSettings((s) => s.theme === 'dark');
  const theme = dark ? 'dark' : 'light';
  const selected = selectedKey(chain);
  const [openKeys, setOpenKeys] = useState<string[]>(() => chain.slice(0, -1).map((r) => r.path));
  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };
  const visibleTop = routes.filter((r) => !r.hidden);
  const primaryPick = usePrimaryPick((s) => s.pick);
  const setPrimaryPick = usePrimaryPick((s) => s.setPick);

  if (menuType === 1 || single) {
    return (
      <div data-testid="side-menu" data-menu-type="single">
        <Logo collapsed={collapsed} dark={dark} />
        <Menu
          mode="inline"
          theme={theme}
          inlineCollapsed={collapsed}
          selectedKeys={selected ? [selected] : []}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={(keys) => setOpenKeys(keys)}
          items={menuItems(routes)}
          onClick={({ key }) => go(key)}
        />
      </div>
    );
  }

  const { key: primaryKey, primary, secondary } = primaryOf(routes, chain, primaryPick);
  const narrow = collapsed || secondary.length === 0;
  return (
    <div data-testid="side-menu" data-menu-type="dual" style={{ display: 'flex', height: '100%' }}>
      <div style={{ width: narrow ? SIDER_COLLAPSED_DUAL : PRIMARY_WIDTH, background: '#001529', overflowY: 'auto', flex: 'none' }}>
        <div style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <img src="/logo.svg" alt="logo" style={{ height: 32 }} />
        </div>
        {visibleTop.map((r) => (
          <div
            key={r.path}
            className={`al-primary-menu-item${r.path === primaryKey ? ' active' : ''}`}
            onClick={() => {
              const visibleChildren = r.children?.filter((c) => !c.hidden) ?? [];
              if (!visibleChildren.length) {
                setPrimaryPick(null);
                go(r.path);
              } else setPrimaryPick(r.path);
            }}
          >
            <RouteIcon name={r.icon} />
            {r.title}
          </div>
        ))}
      </div>
      {!narrow && (
        <div style={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>
          <div style={{ height: 64, lineHeight: '64px', padding: '0 16px', fontWeight: 600, fontSize: 16, color: dark ? '#fff' : undefined }}>
            {primary?.title}
          </div>
          <Menu
            mode="inline"
            theme={theme}
            selectedKeys={selected ? [selected] : []}
            defaultOpenKeys={chain.slice(1, -1).map((r) => r.path)}
            items={menuItems(secondary, false)}
            onClick={({ key }) => go(key)}
            style={{ borderInlineEnd: 'none' }}
          />
        </div>
      )}
    </div>
  );
}
