// @vitest-environment happy-dom
// /recipe/:id through its route adapter: the recipe detail and comments machines, the selector and RecipeScreen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aComment,
  aCookbook,
  anOwnProfile,
  aRecipeView,
  sampleId,
  someNutrients,
} from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const id = sampleId(42);
const soup = aRecipeView({ id, source: 'member', title: 'Pea Soup', nutrients: someNutrients(8) });
const route = () => import('../../../../app/routes/recipe.tsx');

function answerRecipe() {
  fakeClient.getMemberRecipe.mockResolvedValue(soup);
  fakeClient.getOwnProfile.mockResolvedValue(anOwnProfile());
  fakeClient.getLikes.mockResolvedValue({ likeCount: 2, liked: false });
  fakeClient.getCookbooks.mockResolvedValue([aCookbook({ _id: sampleId(3), title: 'Soups' })]);
  fakeClient.getCommentCount.mockResolvedValue({ count: 7 });
  fakeClient.getComments.mockResolvedValue(
    Array.from({ length: 7 }, (_, n) => aComment({ _id: sampleId(400 + n), text: `Comment ${n + 1}` })),
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/recipe/:id', { timeout: 30_000 }, () => {
  it('shows the skeleton, then the recipe', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    expect(screen.getByRole('status', { name: 'Loading recipe' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pea Soup' })).toBeTruthy();
    expect(fakeClient.getMemberRecipe).toHaveBeenCalledWith(id);
  });

  it('says when the recipe could not be loaded', async () => {
    fakeClient.getMemberRecipe.mockRejectedValue(Object.assign(new Error('Not found'), { status: 404 }));
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    expect(await screen.findByText('This recipe could not be loaded.')).toBeTruthy();
  });

  it('shows 6 nutrition entries until Show More, and 6 again after Show Less', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    const user = userEvent.setup();
    const nutrition = await screen.findByRole('region', { name: 'Nutrition' });
    expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(nutrition).getByRole('button', { name: 'Show More' }));
    expect(within(nutrition).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(nutrition).getByRole('button', { name: 'Show Less' }));
    expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows 3 comments, then 3 more per Load more', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comments (7)' }));
    const region = screen.getByRole('region', { name: /Comments/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says a failed comments load as a failure, not as no comments', async () => {
    answerRecipe();
    fakeClient.getComments.mockRejectedValue(new Error('Request failed (500)'));
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comments (7)' }));
    expect(await screen.findByText(/Comments could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('No comments yet.')).toBeNull();
  });

  it('alerts a too short comment and keeps the draft; a failed post keeps it too', async () => {
    answerRecipe();
    fakeClient.getComments.mockResolvedValue([]);
    fakeClient.postComment.mockRejectedValue(new Error('Request failed (500)'));
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comments (7)' }));
    const box = await screen.findByLabelText('Add a comment');
    await user.type(box, 'ok');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Comment is too short!');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect((box as HTMLTextAreaElement).value).toBe('ok');

    await user.type(box, ' then');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(fakeClient.postComment).toHaveBeenCalledWith(id, 'ok then'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post' }).hasAttribute('disabled')).toBe(false),
    );
    expect((box as HTMLTextAreaElement).value).toBe('ok then');
  });

  it('alerts when Add is pressed without a cookbook, and sends nothing', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id', at: `/recipe/${id}` });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Pea Soup' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please select a cookbook!');
    expect(fakeClient.addRecipeToCookbook).not.toHaveBeenCalled();
  });
});
