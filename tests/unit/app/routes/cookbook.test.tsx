// @vitest-environment happy-dom
// /cookbook/:id through its route adapter: the cookbook detail machine (and its invite search), the selector and
// the CookbookScreen together.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCookbook, aSummary, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

// The harness's member is maria_cooks, id …9.
const maria = `${'0'.repeat(23)}9`;
const soups = aCookbook({
  _id: sampleId(3),
  title: 'Soups',
  owners: [maria],
  ownerNames: [{ _id: maria, username: 'maria_cooks' }],
  recipes: ['716429', sampleId(40)],
  recipeSummaries: [
    aSummary({ id: '716429', title: 'Pasta' }),
    aSummary({ id: sampleId(40), title: 'Tomato Soup', readyInMinutes: null, servings: null }),
  ],
});
/** The first answer may take a while on a busy machine: the module graph loads on the first render. */
const patience = { timeout: 15_000 };
const renderCookbook = async () =>
  renderMemberRoute(await import('../../../../app/routes/cookbook.tsx'), {
    path: '/cookbook/:id',
    at: `/cookbook/${sampleId(3)}`,
  });

beforeEach(() => {
  fakeClient.getCookbook.mockResolvedValue(soups);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each case renders the whole app's module graph in happy-dom: slow on a busy machine, hence the room.
describe('/cookbook/:id', { timeout: 30_000 }, () => {
  it('shows the cookbook, its owners and its recipes with their time and servings', async () => {
    await renderCookbook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Soups' }, patience)).toBeTruthy();
    expect(screen.getByText(/2 Recipes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '@maria_cooks' }).getAttribute('href')).toBe(
      '/profile/maria_cooks',
    );
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(screen.getByText('No time info')).toBeTruthy();
    expect(screen.getByText('No servings info')).toBeTruthy();
    expect(fakeClient.getCookbook).toHaveBeenCalledWith(sampleId(3));
  });

  it('asks before removing a recipe, and removes it only after the owner confirms', async () => {
    fakeClient.removeRecipeFromCookbook.mockResolvedValue({});
    await renderCookbook();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Soups' }, patience);
    await user.click(screen.getByRole('button', { name: /Remove Pasta/ }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Are you sure you want to remove this recipe?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeClient.removeRecipeFromCookbook).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Remove Pasta/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Recipe removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Pasta')).toBeNull());
    expect(fakeClient.removeRecipeFromCookbook).toHaveBeenCalledWith(sampleId(3), '716429');
  });

  it('invites a collaborator from the dialog, says so and refreshes the page', async () => {
    fakeClient.searchUsers.mockResolvedValue([
      { _id: sampleId(7), username: 'sam_bakes', fName: 'Sam', lName: 'Baker' },
    ]);
    fakeClient.shareCookbook.mockResolvedValue({});
    await renderCookbook();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Soups' }, patience);
    await user.click(screen.getByRole('button', { name: /Add collaborator/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await user.type(within(dialog).getByRole('searchbox'), 'sam');
    // Found by username, shown by name first, the username beside it (issue 39).
    const invite = await within(dialog).findByRole('button', { name: 'Invite Sam Baker' }, patience);
    expect(within(dialog).getByText('@sam_bakes')).toBeTruthy();
    await user.click(invite);
    expect(await screen.findByText('Collaborator added!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Collaborator' })).toBeNull());
    expect(fakeClient.searchUsers).toHaveBeenCalledWith('sam', 'maria_cooks');
    expect(fakeClient.shareCookbook).toHaveBeenCalledWith(sampleId(3), sampleId(7));
    await waitFor(() => expect(fakeClient.getCookbook).toHaveBeenCalledTimes(2));
  });

  it('alerts the server’s reason when an invite is refused', async () => {
    fakeClient.searchUsers.mockResolvedValue([{ _id: sampleId(7), username: 'sam_bakes' }]);
    fakeClient.shareCookbook.mockRejectedValue(
      Object.assign(new Error('Already a collaborator'), { status: 409 }),
    );
    await renderCookbook();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Soups' }, patience);
    await user.click(screen.getByRole('button', { name: /Add collaborator/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await user.type(within(dialog).getByRole('searchbox'), 'sam');
    await user.click(await within(dialog).findByRole('button', { name: 'Invite sam_bakes' }, patience));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Already a collaborator');
  });

  it('shows the empty view when the cookbook does not load', async () => {
    fakeClient.getCookbook.mockRejectedValue(new Error('Request failed (500)'));
    await renderCookbook();
    expect(await screen.findByText("This cookbook doesn't have any recipes yet.", {}, patience)).toBeTruthy();
  });
});
