// The caches the service worker keeps of what a member opened (vite.config.ts installableApp, decision 017).
// They are the member's: logging out deletes them (app/session.tsx). The precache of the app itself stays.
export const offlineCaches = {
  pages: 'potluck-pages',
  api: 'potluck-api',
  images: 'potluck-images',
} as const;
