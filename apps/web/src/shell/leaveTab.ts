import type { NavigateFunction } from 'react-router';
import { useTabs } from './tabs.ts';

/**
 * Leaves a page whose record was just removed: its tab closes, and the list it goes back to is
 * opened fresh (a kept-alive list tab would still show the removed row), so both tabs are dropped
 * before navigating; the layout then opens the list's tab again.
 */
export function closeTabAndOpen(navigate: NavigateFunction, fromKey: string, to: string): void {
  const toPath = to.split('?')[0];
  useTabs.setState((s) => ({ tabs: s.tabs.filter((t) => t.key !== fromKey && t.path !== toPath) }));
  navigate(to);
}
