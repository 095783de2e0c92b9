// The SPA's entry: the bundled Inter font and design tokens, the theme of the device, the session actor, the toast queue and the router.
import '@fontsource-variable/inter';
import '@potluck/ui/tokens/tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { followSystemTheme } from './theme.ts';

followSystemTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
