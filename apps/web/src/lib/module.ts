import type { ComponentType } from 'react';

/** Loads a page's code: the module's chunk is fetched the first time the page opens. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A module of the web app declares its pages by route path, once; the page registry
 * (app/pages.tsx) and the browser test that opens every page read all the manifests
 * (`modules/<name>/module.ts`), so adding a module touches no shared list.
 */
export interface WebModule {
  /** The folder's name, the same as the server's module. */
  name: string;
  pages: Record<string, PageLoader>;
}

export const defineWebModule = (m: WebModule): WebModule => m;

/** A page that is one named export of a chunk (several pages of a module in one file). */
export const named =
  <M, K extends keyof M>(load: () => Promise<M>, name: K): PageLoader =>
  () =>
    load().then((m) => ({ default: m[name] as ComponentType }));
