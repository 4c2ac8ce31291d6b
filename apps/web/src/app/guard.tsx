import { isPublicPath, LOGIN_PATH, messages } from '@al/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { PageLoading } from '../components/PageLoading.tsx';
import { loadSession, logout } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { ApiError, pageIsLeaving } from '../lib/request.ts';
import { useSession } from '../lib/session.ts';

export const loginWithRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/**
 * Whether a failed session load means the session is gone. A call that got no answer (status 0: the
 * page is being reloaded or left and the browser aborted it, the network is down, the 60 s timeout)
 * says nothing about the token; logging out then revoked, on the server, the token that the reloaded
 * page was about to use (the sign-in fault of issue 19).
 */
export const sessionLoadFailed = (e: unknown) => !(e instanceof ApiError && e.status === 0);

/**
 * The route guard (spec 01 §4): no token → login with the full original path as redirect; a token and no
 * roles → basic data, policies, routes, then the page; failure → 错误 / 登录失效，请重新登录, log out,
 * back to login with the redirect. No answer at all → 服务异常 and a retry, the session is kept.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const policy = useSession((s) => s.policy);
  const [failed, setFailed] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const fullPath = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (!token || policy || failed || unanswered) return;
    let cancelled = false;
    loadSession().catch(async (e: unknown) => {
      if (cancelled || pageIsLeaving()) return;
      if (!sessionLoadFailed(e)) {
        setUnanswered(true);
        return;
      }
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
  }, [token, policy, failed, unanswered, navigate]);

  if (!token) {
    if (isPublicPath(location.pathname)) return <>{children}</>;
    return <Navigate to={loginWithRedirect(fullPath)} replace />;
  }
  if (!policy && unanswered)
    return (
      <Result
        status="warning"
        title={messages.serviceUnavailable}
        extra={
          <Button type="primary" onClick={() => setUnanswered(false)}>
            重试
          </Button>
        }
      />
    );
  if (!policy) return <PageLoading />;
  return <>{children}</>;
}

/**
 * For a page that must open with no network (the floor's scan page): a stored token is enough; the
 * page's own calls meet the server's permission checks, and a 401 there logs out as anywhere.
 */
export function TokenGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  if (!token) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
