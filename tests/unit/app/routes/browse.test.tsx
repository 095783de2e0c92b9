// @vitest-environment happy-dom
// / through its route adapter: the discovery machine, the selector and the DiscoverScreen, with a card's recipe
// opening in the modal (the discovery machine's `recipe.open`).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnProfile, aRecipeView } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const route = () => import('../../../../app/routes/browse.tsx');
const pasta = { id: 716429, title: 'Pasta al Pomodoro', image: undefined, source: 'external' as const };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/ (browse)', { timeout: 30_000 }, () => {
  it('shows the first page of cards', async () => {
    let answer: (recipes: (typeof pasta)[]) => void = () => {};
    fakeClient.getPublicRecipes.mockResolvedValue([]);
    fakeClient.searchExternal.mockImplementation(({ offset }: { offset: number }) =>
      offset === 0 ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([]),
    );
    await renderMemberRoute(await route(), { path: '/' });
    expect(await screen.findByRole('status', { name: 'Loading recipes' })).toBeTruthy();
    answer([pasta]);
    expect(await screen.findByRole('article', { name: 'Pasta al Pomodoro' })).toBeTruthy();
  });

  it('says when nothing was found', async () => {
    fakeClient.getPublicRecipes.mockResolvedValue([]);
    fakeClient.searchExternal.mockResolvedValue([]);
    await renderMemberRoute(await route(), { path: '/', at: '/?query=zzzz' });
    expect(await screen.findByText('No recipes found. Try adjusting your search or filters!')).toBeTruthy();
    expect(fakeClient.searchExternal).toHaveBeenCalledWith(expect.objectContaining({ query: 'zzzz' }));
  });

  it('opens a card’s recipe in the modal and closes it with Escape', async () => {
    fakeClient.getPublicRecipes.mockResolvedValue([]);
    fakeClient.searchExternal.mockImplementation(async ({ offset }: { offset: number }) =>
      offset === 0 ? [pasta] : [],
    );
    fakeClient.getExternalRecipe.mockResolvedValue(aRecipeView({ id: '716429', title: 'Pasta al Pomodoro' }));
    fakeClient.getOwnProfile.mockResolvedValue(anOwnProfile());
    await renderMemberRoute(await route(), { path: '/' });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Pasta al Pomodoro' });
    await user.click(within(card).getByRole('button', { name: 'Pasta al Pomodoro' }));
    const modal = await screen.findByRole('dialog', { name: 'Pasta al Pomodoro' });
    expect(await within(modal).findByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(fakeClient.getExternalRecipe).toHaveBeenCalledWith('716429');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
