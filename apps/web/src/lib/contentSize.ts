import { createContext, useContext, useMemo } from 'react';

/** Content size computed after each navigation (spec 01 §2). */
export interface ContentSize {
  width: number;
  height: number;
}
export const ContentSizeContext = createContext<ContentSize>({ width: 1024, height: 700 });
export const useContentSize = () => useContext(ContentSizeContext);

/** The tab a page lives in: pages read their own path and query from here, not from the (shared) location. */
export interface TabLocation {
  key: string;
  path: string;
  search: string;
}
export const TabContext = createContext<TabLocation>({ key: '/', path: '/', search: '' });
export const useTabLocation = () => useContext(TabContext);

/** One query parameter of this tab's address (`id` of a detail page, say), undefined when absent. */
export function useTabParam(name: string): string | undefined {
  const { search } = useTabLocation();
  return useMemo(() => new URLSearchParams(search).get(name) ?? undefined, [search, name]);
}
