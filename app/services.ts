// The browser's side effects, created once and handed to machines through their input: the API client, storage,
// the clock, confirmation, the clipboard. Machines never reach for window themselves (machines/support/env.ts).
import { checkEveryAnswer, createAppClient, deviceStorage } from '@potluck/client';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Any 401 from the server puts the SPA in the logged-out state (ARCHITECTURE §6). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const client = createAppClient({
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener();
  },
  // Every answer is checked against the contract in development and in the end-to-end journeys' build
  // (VITE_CHECK_ANSWERS); production checks what it kept when it reads it back (decision 032).
  checkAnswer:
    import.meta.env.DEV || import.meta.env.VITE_CHECK_ANSWERS === '1' ? checkEveryAnswer : undefined,
  keptStorage: deviceStorage(),
});

/** The Clipboard API needs focus and permission; the older copy command covers the rest. */
async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('Copy failed');
  }
}

export const env = {
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  now: () => Date.now(),
  random: () => Math.random(),
  writeClipboard,
  origin: window.location.origin,
};
