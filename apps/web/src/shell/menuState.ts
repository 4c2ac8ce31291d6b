import type { RouteDef } from '@al/contracts';
import { create } from 'zustand';

/** The dual menu's primary entry picked by the user (null: the one of the current page). */
export const usePrimaryPick = create<{ pick: string | null; setPick(p: string | null): void }>((set) => ({
  pick: null,
  setPick: (pick) => set({ pick }),
}));

/** The primary entry of the dual menu and whether it has a secondary menu. */
export function primaryOf(routes: RouteDef[], chain: RouteDef[], pick: string | null) {
  const visibleTop = routes.filter((r) => !r.hidden);
  const key = pick ?? chain[0]?.path ?? visibleTop[0]?.path;
  const primary = visibleTop.find((r) => r.path === key);
  const secondary = primary?.children?.filter((c) => !c.hidden) ?? [];
  return { key, primary, secondary };
}
