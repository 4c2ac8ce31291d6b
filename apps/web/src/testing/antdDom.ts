/**
 * What antd's layout code asks of the browser and jsdom lacks (matchMedia for the grid's
 * breakpoints, ResizeObserver); a component test imports this before it renders antd.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((q: string) => ({
  matches: false,
  media: q,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  onchange: null,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
