import { create } from 'zustand';
import { storage, StorageKeys } from './storage.ts';

/** The eight primary-colour presets of Ant Design Pro's settings drawer; the default is purple. */
export const COLOR_PRESETS = [
  { key: '酱紫', color: '#722ED1' },
  { key: '拂晓蓝', color: '#1677FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
] as const;

export interface LayoutSettings {
  theme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  contentWidth: 'Fixed' | 'Fluid';
  autoHideHeader: boolean;
  colorWeak: boolean;
  primaryColor: string;
  multiTab: boolean;
}

/** Defaults of spec 01 §9: purple, light, side menu, fixed width, fixed header. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'light',
  layout: 'sidemenu',
  fixedHeader: true,
  fixSiderbar: true,
  contentWidth: 'Fixed',
  autoHideHeader: false,
  colorWeak: false,
  primaryColor: '#722ED1',
  multiTab: true,
};

const LAYOUT_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[];

/** Just the layout settings of the state (what is persisted, and what the drawer copies): the keys the defaults have. */
export const layoutSettingsOf = (s: LayoutSettings): LayoutSettings =>
  Object.fromEntries(LAYOUT_KEYS.map((k) => [k, s[k]])) as unknown as LayoutSettings;

/** Menu style 1 single or 2 dual (primary + secondary), default 2 (spec 01 §9). */
export type MenuType = 1 | 2;

interface SettingsState extends LayoutSettings {
  menuType: MenuType;
  collapsed: boolean;
  set(patch: Partial<LayoutSettings>): void;
  setCollapsed(c: boolean): void;
  setMenuType(t: MenuType): void;
}

export const useSettings = create<SettingsState>((setState, get) => ({
  ...DEFAULT_SETTINGS,
  ...(storage.get<Partial<LayoutSettings>>(StorageKeys.settings) ?? {}),
  menuType: storage.get<MenuType>(StorageKeys.menuType) ?? 2,
  collapsed: false,
  set(patch) {
    setState(patch);
    storage.set(StorageKeys.settings, layoutSettingsOf(get()));
  },
  setCollapsed: (collapsed) => setState({ collapsed }),
  setMenuType(menuType) {
    storage.set(StorageKeys.menuType, menuType);
    setState({ menuType });
  },
}));
