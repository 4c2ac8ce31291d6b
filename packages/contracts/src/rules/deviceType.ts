export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Device type by window width (spec 01 §2): mobile up to 576 px, tablet 576 to 1199, desktop from 1200. */
export function deviceType(width: number): DeviceType {
  if (width < 576) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

/** Content width after a navigation: window width minus 255 (menu open) or 79 (collapsed). */
export function contentWidth(windowWidth: number, collapsed: boolean): number {
  return windowWidth - (collapsed ? 79 : 255);
}
