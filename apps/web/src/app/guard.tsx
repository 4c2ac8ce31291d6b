import { isPublicPath, LOGIN_PATH, messages } from '@al/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { loadSession, logout } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';

export const loginWithRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/**
 * The route guard (spec 01 §4): no token → login with the full original path as redirect; a token and no
 * roles → basic data, policies, routes, then the page; failure → 错误 / 登录失效，请重新登录, log out,
 * back to login with the redirect.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const policy = useSession((s) => s.policy);
  const [failed, setFailed] = useState(false);
  const fullPath = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (!token || policy || failed) return;
    let cancelled = false;
    loadSession().catch(async () => {
      if (cancelled) return;
      setFailed(true);
      feedback.notification.error({ title: '错误', description: messages.loginExpired });
      await logout(false);
      navigate(loginWithRedirect(fullPath), { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // fullPath is read once, when the session is loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, policy, failed, navigate]);

  if (!token) {
    if (isPublicPath(location.pathname)) return <>{children}</>;
    return <Navigate to={loginWithRedirect(fullPath)} replace />;
  }
  if (!policy) return <PageLoading />;
  return <>{children}</>;
}
