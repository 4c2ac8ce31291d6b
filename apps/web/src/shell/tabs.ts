import { create } from 'zustand';

export interface Tab {
  /** Full path (path + query): the tab's identity and keep-alive key. */
  key: string;
  path: string;
  title: string;
}

interface TabsState {
  tabs: Tab[];
  open(tab: Tab): void;
  /** Puts tab in the place of the tab keyed from (a page that changed its own address), else opens it. */
  replace(from: string, tab: Tab): void;
  /** Each close returns the key to show next when the active tab went away, else null. */
  close(key: string, active: string): string | null;
  closeRight(key: string, active: string): string | null;
  closeLeft(key: string, active: string): string | null;
  closeAll(active: string): string | null;
  reset(): void;
}

const nextAfterRemoval = (before: Tab[], after: Tab[], active: string, pivot: string): string | null => {
  if (after.some((t) => t.key === active)) return null;
  if (after.some((t) => t.key === pivot)) return pivot;
  const i = before.findIndex((t) => t.key === active);
  return (after[Math.min(i, after.length - 1)] ?? after[0])?.key ?? null;
};

/** The multi-tab bar: the last remaining tab cannot be closed. */
export const useTabs = create<TabsState>((set, get) => ({
  tabs: [],
  open(tab) {
    const { tabs } = get();
    const i = tabs.findIndex((t) => t.key === tab.key);
    if (i < 0) set({ tabs: [...tabs, tab] });
    else if (tabs[i]!.title !== tab.title) set({ tabs: tabs.map((t, j) => (j === i ? tab : t)) });
  },
  replace(from, tab) {
    const rest = get().tabs.filter((t) => t.key !== tab.key);
    const i = rest.findIndex((t) => t.key === from);
    if (i < 0) get().open(tab);
    else set({ tabs: rest.map((t, j) => (j === i ? tab : t)) });
  },
  close(key, active) {
    const { tabs } = get();
    if (tabs.length <= 1) return null;
    const after = tabs.filter((t) => t.key !== key);
    set({ tabs: after });
    if (key !== active) return null;
    const i = tabs.findIndex((t) => t.key === key);
    return (after[i] ?? after[i - 1])?.key ?? null;
  },
  closeRight(key, active) {
    const { tabs } = get();
    const i = tabs.findIndex((t) => t.key === key);
    const after = tabs.slice(0, i + 1);
    set({ tabs: after });
    return nextAfterRemoval(tabs, after, active, key);
  },
  closeLeft(key, active) {
    const { tabs } = get();
    const i = tabs.findIndex((t) => t.key === key);
    const after = tabs.slice(i);
    set({ tabs: after });
    return nextAfterRemoval(tabs, after, active, key);
  },
  closeAll(active) {
    const { tabs } = get();
    const keep = tabs.find((t) => t.key === active) ?? tabs[0];
    set({ tabs: keep ? [keep] : [] });
    return null;
  },
  reset: () => set({ tabs: [] }),
}));
