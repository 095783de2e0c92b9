// The caches the service worker keeps of what a member opened (vite.config.ts installableApp, decision 017).
// They are the signed-in member's alone: the session deletes them when it ends, however it ends, and before another
// member's first request (machines/sessionMachine.ts, app/session.tsx). The precache of the app itself stays.
export const offlineCaches = {
  /** Pages are no longer kept (vite.config.ts): this name only deletes what an earlier version kept. */
  pages: 'potluck-pages',
  /** API answers are kept by the app's one cache now (decision 032): this name only deletes what was kept before. */
  api: 'potluck-api',
  images: 'potluck-images',
} as const;
