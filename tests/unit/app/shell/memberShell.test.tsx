// @vitest-environment happy-dom
// useShell(), the frame every member route passes to its screen (decision 030): the same objects while nothing
// the frame shows has changed, so the design system's memoised TopBar, BottomNav, ChatPanel and Toaster are not
// drawn again when the page's own actor changes, and a change of the bell leaves the rest of the frame alone.
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellActors } from '../../../../app/shell/shellActors.ts';
import { renderMemberRoute } from '../routes/harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('../routes/harness.tsx')).fakeServices());

const { useShell } = await import('../../../../app/shell/memberShell.tsx');
const { useShellActors } = await import('../../../../app/shell/AppActors.tsx');

type Shell = ReturnType<typeof useShell>;

/** What the page below was given: each frame, the shell's actors, and a way to draw it again. */
const seen = { frames: [] as Shell[], actors: null as ShellActors | null, redraw: () => {} };

/** A page whose own state changes (as its actor's would) and which records each frame it was given. */
function Page() {
  const [, setTick] = useState(0);
  seen.redraw = () => setTick((tick) => tick + 1);
  seen.actors = useShellActors();
  seen.frames.push(useShell());
  // Something drawn: the harness waits for the route to appear.
  return <p>The page</p>;
}

async function renderPage() {
  Object.assign(seen, { frames: [], actors: null });
  await renderMemberRoute({ Component: Page }, { path: '/recipe/:id', at: '/recipe/42' });
  // The bell and the chat are their actors' once those have started (after the first paint).
  await waitFor(() => expect(seen.actors).not.toBeNull());
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useShell', { timeout: 30_000 }, () => {
  it('gives the same frame when the page draws again and nothing in the frame changed', async () => {
    await renderPage();
    const before = seen.frames.at(-1) as Shell;
    const rendered = seen.frames.length;
    act(() => seen.redraw());
    expect(seen.frames.length).toBeGreaterThan(rendered);
    const after = seen.frames.at(-1) as Shell;
    expect(after).toBe(before);
    expect(after.topBar).toBe(before.topBar);
    expect(after.bottomNav).toBe(before.bottomNav);
    expect(after.chat).toBe(before.chat);
    expect(after.toasts).toBe(before.toasts);
    expect(after.status).toBe(before.status);
  });

  it('changes the top bar, not the bottom nav or the chat, when the bell opens', async () => {
    await renderPage();
    const before = seen.frames.at(-1) as Shell;
    expect(before.topBar.loggedIn && before.topBar.bell.open).toBe(false);
    act(() => seen.actors?.notifications.send({ type: 'panel.open' }));
    await waitFor(() => {
      const { topBar } = seen.frames.at(-1) as Shell;
      expect(topBar.loggedIn && topBar.bell.open).toBe(true);
    });
    const after = seen.frames.at(-1) as Shell;
    expect(after.topBar).not.toBe(before.topBar);
    expect(after.topBar.loggedIn && after.topBar.onLogout).toBe(
      before.topBar.loggedIn && before.topBar.onLogout,
    );
    expect(after.bottomNav).toBe(before.bottomNav);
    expect(after.chat).toBe(before.chat);
    expect(after.toasts).toBe(before.toasts);
  });
});
