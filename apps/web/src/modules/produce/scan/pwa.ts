/**
 * The scan page installs the service worker (built by vite-plugin-pwa: the app's files precached),
 * so that a phone added to the home screen opens /scan with no network. Only this page registers
 * it: the back office itself is used online and needs no offline copy.
 */
export function registerScanWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
