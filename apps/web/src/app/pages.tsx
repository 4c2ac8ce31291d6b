import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UnderDevelopment } from '../components/ErrorScreen.tsx';
import type { WebModule } from '../lib/module.ts';

/** Every module's manifest (modules/<name>/module.ts), found at build time. */
const manifests = import.meta.glob<{ default: WebModule }>('../modules/*/module.ts', { eager: true });

/**
 * Pages that are built, by route path, loaded lazily per module. Every other route of the table renders
 * the 404 "still under development" screen until its module lands.
 */
const registry: Record<string, LazyExoticComponent<ComponentType>> = {};
const loaders = new Map<unknown, LazyExoticComponent<ComponentType>>();
for (const { default: m } of Object.values(manifests))
  for (const [path, load] of Object.entries(m.pages)) {
    if (path in registry) throw new Error(`page ${path} is declared by two modules`);
    // Paths that share a loader (the settings tabs) share one lazy component.
    if (!loaders.has(load)) loaders.set(load, lazy(load));
    registry[path] = loaders.get(load)!;
  }

export const isBuilt = (path: string) => path in registry;

export function pageFor(path: string): ComponentType {
  return registry[path] ?? UnderDevelopment;
}
