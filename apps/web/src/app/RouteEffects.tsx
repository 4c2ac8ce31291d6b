import { constantRoutes, findRoute, pageTitle } from '@al/contracts';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/** After each navigation: the page title, the enterprise-selection modal flag. */
export function RouteEffects() {
  const { pathname } = useLocation();
  const routes = useSession((s) => s.routes);
  useEffect(() => {
    const r = findRoute([...routes, ...constantRoutes], pathname);
    document.title = pageTitle(r?.title);
    useSession.getState().set({ enterpriseSelect: pathname === '/user/login' || pathname === '/404' });
  }, [pathname, routes]);
  return <Outlet />;
}
