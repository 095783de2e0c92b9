// The installable app's service worker (decision 017), registered from the production build only, after the app
// has started, so it never slows the first page. workbox-window tells when a new version is installed and
// waiting; it takes over only when the member chose Reload (appStatusMachine), then the page reloads once.
import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;

export function registerServiceWorker(onWaiting: () => void): void {
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', onWaiting);
  workbox.register().catch((error: unknown) => console.warn('The service worker did not register', error));
}

/** Lets the waiting version take over, and reloads the page when it has. */
export function applyUpdate(): Promise<void> {
  const current = workbox;
  if (!current) return Promise.reject(new Error('No service worker is registered'));
  return new Promise(() => {
    current.addEventListener('controlling', () => window.location.reload());
    current.messageSkipWaiting();
  });
}
