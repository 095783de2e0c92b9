// Renders one route module the way the app does: the session, toast and alert queues, the member's shared actors
// and a memory router at the route's address, with a fake API client in place of app/services.ts. Route tests
// call `vi.mock('../../../../app/services.ts', () => fakeServices())` and pass the answers their case needs.
// The member is logged in the app's way: a remembered token and the session check's answer.

import type { AppClient } from '@potluck/client';
import type { UnitSystem } from '@potluck/domain';
import { configure, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type Mock, vi } from 'vitest';

// findBy… and waitFor wait for what the case expects to appear. Their default of 1 s is a stopwatch: on a busy
// 2-core machine a route's first render (React, Radix, XState imported) took over 3 s and the recipe route's
// test failed with the recipe on its way. They now wait until just before the test's own 30 s limit, which only
// a hang reaches.
configure({ asyncUtilTimeout: 25_000 });

/** Calls the case does not answer never settle: the screen stays in its loading state for them. */
const pending = () => new Promise<never>(() => {});

/** Every call of the app's client, as a mock the case sets up. */
export const fakeClient: { [Call in keyof AppClient]: Mock } = new Proxy(
  {},
  {
    get(target: Record<string | symbol, unknown>, name) {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      target[name] ??= vi.fn(pending);
      return target[name];
    },
  },
) as never;

/** The module that replaces app/services.ts in route tests. */
export function fakeServices() {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  return {
    client: fakeClient,
    onUnauthorized: () => () => {},
    env: {
      localStorage: storage(),
      sessionStorage: storage(),
      now: () => Date.parse('2026-11-23T12:00:00Z'),
      random: () => 0.5,
      writeClipboard: vi.fn(async () => undefined),
      origin: 'http://potluck.test',
    },
  };
}

export async function renderMemberRoute(
  route: { Component: ComponentType },
  {
    path = '/',
    at = path,
    isAdmin = false,
    units = 'metric',
  }: { path?: string; at?: string; isAdmin?: boolean; units?: UnitSystem | null } = {},
) {
  const { Session } = await import('../../../../app/session.tsx');
  const { Toasts } = await import('../../../../app/shell/toasts.ts');
  const { Alerts } = await import('../../../../app/shell/alerts.ts');
  const { MemberActorsProvider } = await import('../../../../app/shell/AppActors.tsx');
  const { AppStatusProvider } = await import('../../../../app/appStatus.tsx');
  const { env } = await import('../../../../app/services.ts');
  env.localStorage.setItem('token', 'cookie-session');
  fakeClient.getOwnProfile.mockResolvedValue({
    _id: `${'0'.repeat(23)}9`,
    username: 'maria_cooks',
    isAdmin,
    // The member chose metric (jsdom's locale, en-US, would otherwise show US units).
    units,
  });
  // No live events in route tests; the actors only need a way to stop listening.
  fakeClient.onStale.mockReturnValue(() => {});
  // The device keeps nothing in route tests: forgetting what it kept is done at once.
  fakeClient.forgetKeptCopies.mockResolvedValue(undefined);
  const router = createMemoryRouter([{ path, Component: route.Component }], { initialEntries: [at] });
  const view = render(
    <AppStatusProvider>
      <Session.Provider>
        <Toasts.Provider>
          <Alerts.Provider>
            <MemberActorsProvider>
              <RouterProvider router={router} />
            </MemberActorsProvider>
          </Alerts.Provider>
        </Toasts.Provider>
      </Session.Provider>
    </AppStatusProvider>,
  );
  // The member's actors and the route appear once the session check has answered.
  await waitFor(() => {
    if (!view.container.hasChildNodes()) throw new Error('still checking the session');
  });
  return view;
}
