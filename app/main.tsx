// The SPA's entry: the bundled Inter font and design tokens, the theme of the device, the session actor, the toast queue and the router.
import '@fontsource-variable/inter';
import '@potluck/ui/tokens/tokens.css';
import './app.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { keepWhatWasTyped } from './prerendered.ts';
import { followSystemTheme } from './theme.ts';

followSystemTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// What a visitor typed into a page the server sent drawn survives the app drawing over it.
const restoreTyped = keepWhatWasTyped(root);
function AfterFirstRender({ children }: { children: ReactNode }) {
  useLayoutEffect(restoreTyped, []);
  return children;
}

// The first render is a transition: React draws it in slices and gives the main thread back between them, so
// a phone stays responsive while the app starts (the page the server sent stays on screen until it is done).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AfterFirstRender>
        <App />
      </AfterFirstRender>
    </StrictMode>,
  );
});
