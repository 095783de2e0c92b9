// The Screen Wake Lock API in the narrow shape cook mode asks for (machines/cookModeMachine.ts ScreenWakeLock).
// A browser without it (or one that refuses, e.g. on low battery) rejects, and cook mode says the screen may dim.
import type { ScreenWakeLock } from '../../machines/cookModeMachine.ts';

export const screenWakeLock: ScreenWakeLock = {
  async acquire() {
    if (!('wakeLock' in navigator)) throw new Error('Screen Wake Lock is not supported here');
    const sentinel = await navigator.wakeLock.request('screen');
    return {
      release: () => sentinel.release(),
      onRelease: (listener) => sentinel.addEventListener('release', listener),
    };
  },
};
