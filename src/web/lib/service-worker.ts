/**
 * Registers the installable app's service worker (vite.config.ts, installable()) once the page is the app's and the
 * browser is idle. Its install precaches the whole built app (~140 files); registered at the page's load, as the PWA
 * plugin's own script did, that install ran while a drawn page was being taken over (the load comes before the app's
 * code on such a page), and its requests took the processor from the take-over's tasks.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page without a worker to register (`npm run dev` serves none) still works, only not offline: nothing to report.
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  // Safari before 18 has no idle callback: a moment after the load instead.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 10_000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
