// The visitor pages a first-time visitor asks for (the landing page and login), drawn to HTML when the app is built
// (scripts/prerender.mjs) so the server can send them ready to paint: the page and its hero picture show before
// any script has arrived. They are the very screens the routes draw for a visitor (routes/landing.tsx,
// routes/login.tsx) with the props of the first render: no toast, no alert, an empty login form. The app's
// first render replaces this markup with the same screen (the session starts logged out without a token).
import { LandingScreen, LoginScreen } from '@potluck/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { getInitialSnapshot } from 'xstate';
import { alertMachine } from '../machines/alertMachine.ts';
import { sessionMachine } from '../machines/sessionMachine.ts';
import { memoryStorage } from '../machines/support/env.ts';
import { toastMachine } from '../machines/toastMachine.ts';
import { RouterLink } from './links.tsx';
import { selectLoginForm } from './selectors/authScreens.ts';
import { selectAlert, selectToaster } from './selectors/toasterAndAlert.ts';

/** The prerendered pages: the address, and the file the build writes beside index.html. */
export const prerenderedPages = [
  { path: '/', file: 'landing.html' },
  { path: '/login', file: 'login.html' },
] as const;

const ignore = () => {};

function visitorShell() {
  return {
    Link: RouterLink,
    toasts: selectToaster(getInitialSnapshot(toastMachine, undefined), ignore),
    alert: selectAlert(getInitialSnapshot(alertMachine, undefined), ignore),
  };
}

function screenAt(path: (typeof prerenderedPages)[number]['path']) {
  if (path === '/login') {
    const session = getInitialSnapshot(sessionMachine, {
      client: {} as never,
      storage: memoryStorage(),
    });
    return <LoginScreen shell={visitorShell()} form={selectLoginForm(session, ignore)} />;
  }
  return <LandingScreen shell={visitorShell()} />;
}

/** The markup of a prerendered page, for index.html's #root. */
export function prerender(path: (typeof prerenderedPages)[number]['path']): string {
  return renderToString(<StaticRouter location={path}>{screenAt(path)}</StaticRouter>);
}
