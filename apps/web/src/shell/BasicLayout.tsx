import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import {
  contentWidth as computeContentWidth,
  deviceType,
  findRoute,
  flattenRoutes,
  HOME_PATH,
  platformRoutes,
  PRODUCT_NAME,
  routeChain,
  tenantRoutes,
  type RouteDef,
} from '@al/contracts';
import { Button, Drawer, Layout, Menu, Spin } from 'antd';
import { Activity, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ContentSizeContext, TabContext } from '../lib/contentSize.ts';
import { pageFor } from '../app/pages.tsx';
import { useSession } from '../lib/session.ts';
import { useSettings } from '../lib/settings.ts';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { FactorySwitcher } from './FactorySwitcher.tsx';
import { menuItems, selectedKey } from './menu.tsx';
import { primaryOf, usePrimaryPick } from './menuState.ts';
import { RightContent } from './RightContent.tsx';
import { SideMenu, siderWidth } from './SideMenu.tsx';
import { SpaceSwitcher } from './SpaceSwitcher.tsx';
import { TabBar } from './TabBar.tsx';
import { TestBanner } from './TestBanner.tsx';
import { useTabs, type Tab } from './tabs.ts';

/** Header auto-hide scroll threshold (spec 01 §9). */
export const AUTO_HIDE_THRESHOLD = 300;
const HEADER_HEIGHT = 64;
const SHOW_SETTINGS = import.meta.env.MODE !== 'production';
/** Only outside production builds; its own chunk so production never loads it. */
const SettingDrawer = lazy(() => import('./SettingDrawer.tsx').then((m) => ({ default: m.SettingDrawer })));
const KNOWN = new Set(flattenRoutes([...tenantRoutes, ...platformRoutes]).map((r) => r.path));

function useWindowSize() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const on = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

function TabPane({ tab, route, chain, active }: { tab: Tab; route: RouteDef; chain: RouteDef[]; active: boolean }) {
  const Page = pageFor(tab.path);
  const header =
    tab.path === HOME_PATH ? null : (
      <PageHeader breadcrumb={chain.map((r, i) => ({ title: r.title, path: i < chain.length - 1 ? r.redirect : undefined }))} title={route.title} />
    );
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <TabContext.Provider value={{ key: tab.key, path: tab.path, search: tab.key.slice(tab.path.length) }}>
        <div data-tab-pane={tab.key}>
          {header}
          <div style={{ padding: tab.path === HOME_PATH ? 0 : 16 }}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
              <Page />
            </Suspense>
          </div>
        </div>
      </TabContext.Provider>
    </Activity>
  );
}

/** The main layout: side (single or dual) or top menu, header, multi-tab bar with keep-alive, footer on /home. */
export default function BasicLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const routes = useSession((s) => s.routes);
  const loading = useSession((s) => s.loading);
  const settings = useSettings();
  const { width, height } = useWindowSize();
  const device = deviceType(width);
  const isMobile = device === 'mobile';
  const { collapsed } = settings;
  const pathname = location.pathname;
  const fullPath = pathname + location.search;
  const chain = useMemo(() => routeChain(routes, pathname), [routes, pathname]);
  const route = chain.at(-1);
  const status: 'home' | 'redirect' | 'page' | 'forbidden' | 'notfound' =
    pathname === '/' ? 'home' : route?.redirect ? 'redirect' : route ? 'page' : KNOWN.has(pathname) ? 'forbidden' : 'notfound';
  const tabs = useTabs((s) => s.tabs);
  const primaryPick = usePrimaryPick((s) => s.pick);
  useEffect(() => usePrimaryPick.getState().setPick(null), [pathname]);

  useEffect(() => {
    if (isMobile) useSettings.getState().setCollapsed(true);
  }, [isMobile]);

  // tabs follow navigation
  useEffect(() => {
    if (status !== 'page' || !route) return;
    const tab = { key: fullPath, path: pathname, title: route.title };
    if (!settings.multiTab) useTabs.getState().reset();
    useTabs.getState().open(tab);
  }, [status, route, fullPath, pathname, settings.multiTab]);

  // scroll position per tab
  const scrolls = useRef(new Map<string, number>());
  const activeRef = useRef(fullPath);
  const [headerHidden, setHeaderHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    const on = () => {
      const y = window.scrollY;
      scrolls.current.set(activeRef.current, y);
      if (settings.autoHideHeader && settings.fixedHeader) setHeaderHidden(y > AUTO_HIDE_THRESHOLD && y > lastY.current);
      else setHeaderHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, [settings.autoHideHeader, settings.fixedHeader]);
  useLayoutEffect(() => {
    activeRef.current = fullPath;
    const y = scrolls.current.get(fullPath) ?? 0;
    window.scrollTo(0, y);
    // once more after the frame: focusing the clicked tab may have scrolled the window meanwhile
    const raf = requestAnimationFrame(() => {
      if (activeRef.current === fullPath && window.scrollY !== y) window.scrollTo(0, y);
    });
    return () => cancelAnimationFrame(raf);
  }, [fullPath]);

  // content size after each navigation
  const size = useMemo(
    () => ({ width: isMobile ? width : computeContentWidth(width, collapsed), height: height - HEADER_HEIGHT }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, width, height, collapsed, isMobile],
  );

  if (status === 'home') return <Navigate to={HOME_PATH} replace />;
  if (status === 'redirect' && route?.redirect) return <Navigate to={route.redirect} replace />;
  if (status === 'notfound') return <Navigate to="/404" replace />;

  const sideLayout = settings.layout === 'sidemenu' || isMobile;
  const dualNarrow = settings.menuType === 2 && primaryOf(routes, chain, primaryPick).secondary.length === 0;
  const sw = dualNarrow ? siderWidth(true, 2) : siderWidth(collapsed, settings.menuType);
  const current: Tab | null = status === 'page' && route ? { key: fullPath, path: pathname, title: route.title } : null;
  const panes = settings.multiTab ? tabs : [];
  const shown = current && !panes.some((t) => t.key === current.key) ? [...panes, current] : panes;
  const dark = settings.theme === 'dark';

  let content: ReactNode;
  if (status === 'forbidden') content = <ErrorScreen code={403} />;
  else
    content = shown.map((t) => {
      const r = findRoute(routes, t.path);
      if (!r) return null;
      const active = t.key === fullPath;
      if (!r.keepAlive && !active) return null;
      return <TabPane key={t.key} tab={t} route={r} chain={routeChain(routes, t.path)} active={active} />;
    });

  const toggle = (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => settings.setCollapsed(!collapsed)}
      data-testid="collapse-toggle"
    />
  );

  return (
    <ContentSizeContext.Provider value={size}>
      <Layout style={{ minHeight: '100vh' }} data-device={device}>
        <TestBanner />
        {sideLayout && !isMobile && (
          <Layout.Sider
            width={sw}
            theme={dark ? 'dark' : 'light'}
            style={{
              position: settings.fixSiderbar ? 'fixed' : 'relative',
              height: '100vh',
              left: 0,
              top: 0,
              overflowY: 'auto',
              zIndex: 101,
              boxShadow: '2px 0 8px rgba(29,35,41,0.05)',
            }}
          >
            <SideMenu routes={routes} chain={chain} collapsed={collapsed} />
          </Layout.Sider>
        )}
        {isMobile && (
          <Drawer placement="left" open={!collapsed} onClose={() => settings.setCollapsed(true)} size={256} closable={false} styles={{ body: { padding: 0 } }}>
            <SideMenu routes={routes} chain={chain} collapsed={false} single onNavigate={() => settings.setCollapsed(true)} />
          </Drawer>
        )}
        <Layout style={{ marginLeft: sideLayout && !isMobile && settings.fixSiderbar ? sw : 0, transition: 'margin-left 0.2s' }}>
          <Layout.Header
            style={{
              position: settings.fixedHeader ? 'sticky' : 'relative',
              top: 0,
              zIndex: 100,
              height: HEADER_HEIGHT,
              padding: '0 12px',
              background: '#fff',
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              boxShadow: '0 1px 4px rgba(0,21,41,0.08)',
              transform: headerHidden ? `translateY(-${HEADER_HEIGHT}px)` : undefined,
              transition: 'transform 0.2s',
            }}
            data-testid="global-header"
          >
            {sideLayout ? (
              toggle
            ) : (
              <>
                <img src="/logo.svg" alt="logo" style={{ height: 28 }} />
                <strong style={{ whiteSpace: 'nowrap' }}>{PRODUCT_NAME}</strong>
                <Menu
                  mode="horizontal"
                  style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
                  selectedKeys={selectedKey(chain) ? [selectedKey(chain)!] : []}
                  items={menuItems(routes)}
                  onClick={({ key }) => navigate(key)}
                />
              </>
            )}
            <SpaceSwitcher />
            <FactorySwitcher />
            <div style={{ flex: sideLayout ? 1 : 'none' }} />
            <RightContent routes={routes} />
          </Layout.Header>
          {settings.multiTab && status === 'page' && (
            <div
              style={{
                position: settings.fixedHeader ? 'sticky' : 'relative',
                top: headerHidden ? 0 : HEADER_HEIGHT,
                zIndex: 99,
                transition: 'top 0.2s',
              }}
            >
              <TabBar activeKey={fullPath} />
            </div>
          )}
          <Layout.Content
            style={{
              minHeight: size.height - 80,
              width: '100%',
              maxWidth: !sideLayout && settings.contentWidth === 'Fixed' ? 1200 : undefined,
              margin: '0 auto',
            }}
          >
            {content}
          </Layout.Content>
          {pathname === HOME_PATH && (
            <Layout.Footer style={{ textAlign: 'center' }} data-testid="home-footer">
              Copyright © {new Date().getFullYear()} {PRODUCT_NAME}
            </Layout.Footer>
          )}
        </Layout>
        {loading && <PageLoading tip="努力切换中..." />}
        {SHOW_SETTINGS && (
          <Suspense fallback={null}>
            <SettingDrawer />
          </Suspense>
        )}
      </Layout>
    </ContentSizeContext.Provider>
  );
}

