// Starts the app once the page has painted what the server sent (a prerendered visitor page or the logo splash),
// at once in a hidden tab (which paints nothing). The build emits this file as it is and index.html loads it
// instead of the entry (vite.config.ts bootAfterFirstPaint): a module script would run before the first paint.
// A prerendered page names the app's modules in inert <meta> tags instead of modulepreloads, so nothing is
// fetched before it has painted; they are preloaded here, all together, then the entry is imported.
const named = (name) => [...document.querySelectorAll(`meta[name="${name}"]`)].map((meta) => meta.content);
const entry = document.querySelector('link[data-app-entry]')?.href ?? named('potluck-entry')[0];

function start() {
  for (const href of named('potluck-module')) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
  return import(entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
