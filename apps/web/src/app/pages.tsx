import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UnderDevelopment } from '../components/ErrorScreen.tsx';

/**
 * Pages that are built, by route path, loaded lazily per module. Every other route of the table renders
 * the 404 "still under development" screen until its module lands.
 */
const registry: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../modules/account/HomePage.tsx')),
  '/all-message': lazy(() => import('../modules/account/AllMessagePage.tsx')),
  '/common/custom-made-order-num': lazy(() => import('../modules/basic/CustomMadeOrderNumPage.tsx')),
};

export const isBuilt = (path: string) => path in registry;

export function pageFor(path: string): ComponentType {
  return registry[path] ?? UnderDevelopment;
}
