import { lazy, type ComponentType } from 'react';

const pages = () => import('./LogsPages.tsx');
const named = (name: 'LoginLogPage' | 'TrendLogPage' | 'OperationLogPage') =>
  lazy(() => pages().then((m) => ({ default: m[name] as ComponentType })));

/** The logs pages by route path (registered in app/pages.tsx). */
export const logsPages = {
  '/logs/login': named('LoginLogPage'),
  '/logs/trend': named('TrendLogPage'),
  '/logs/operation': named('OperationLogPage'),
};
