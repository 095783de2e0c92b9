// The app's status actor (appStatusMachine): it hears the browser go offline and online, and the service worker
// say that a new version is waiting. The member shell draws it as the AppStatusBanner.
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { appStatusMachine } from '../machines/index.ts';

export const AppStatus = createActorContext(appStatusMachine, {
  input: { applyUpdate: async () => (await import('./serviceWorker.ts')).applyUpdate() },
});

function Listen() {
  const status = AppStatus.useActorRef();
  useEffect(() => {
    const online = () => status.send({ type: 'connection.online' });
    const offline = () => status.send({ type: 'connection.offline' });
    if (!navigator.onLine) offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // Vite's dev server and Storybook serve no service worker; the production build does.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      void import('./serviceWorker.ts').then(({ registerServiceWorker }) =>
        registerServiceWorker(() => status.send({ type: 'update.available' })),
      );
    }
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [status]);
  return null;
}

export function AppStatusProvider({ children }: { children: ReactNode }) {
  return (
    <AppStatus.Provider>
      <Listen />
      {children}
    </AppStatus.Provider>
  );
}
