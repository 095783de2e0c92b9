// @vitest-environment happy-dom
// /recipe/:id/cook through its route adapter: the recipe detail machine while the recipe loads, then cook mode's
// machine with the browser's wake lock (happy-dom has none, so the screen may dim), the selector and CookScreen.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnProfile, aRecipeView, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const id = sampleId(42);
const curry = aRecipeView({
  id,
  source: 'member',
  title: 'Chickpea Curry',
  servings: '4',
  ingredients: ['400 g chickpeas', 'Salt to taste'],
  steps: ['Fry the onion for 10 minutes.', 'Simmer for 15 minutes.', 'Serve.'],
});
const route = () => import('../../../../app/routes/cook.tsx');

function answerRecipe() {
  fakeClient.getMemberRecipe.mockResolvedValue(curry);
  fakeClient.getOwnProfile.mockResolvedValue(anOwnProfile());
  fakeClient.getLikes.mockResolvedValue({ likeCount: 0, liked: false });
  fakeClient.getCookbooks.mockResolvedValue([]);
  fakeClient.getCommentCount.mockResolvedValue({ count: 0 });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/recipe/:id/cook', { timeout: 30_000 }, () => {
  it('loads the recipe, then cooks it one step at a time with the servings chosen', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id/cook', at: `/recipe/${id}/cook?servings=8` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeTruthy();
    expect(screen.getByText('For 8 servings')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '800 g chickpeas' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Salt to taste' })).toBeTruthy();
    // No Screen Wake Lock in this browser: cook mode still works and says so.
    expect(await screen.findByText('The screen may dim')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Start timer: 15 minutes' }));
    await waitFor(() => expect(screen.getByRole('timer', { name: '15 minutes' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Leave cook mode' }).getAttribute('href')).toBe(`/recipe/${id}`);
  });

  it('ignores servings the scaler could not have chosen', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), { path: '/recipe/:id/cook', at: `/recipe/${id}/cook?servings=0` });
    expect(await screen.findByRole('checkbox', { name: '400 g chickpeas' })).toBeTruthy();
    expect(screen.queryByText(/^For /)).toBeNull();
  });

  it('shows a member in US units the checklist in ounces', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), {
      path: '/recipe/:id/cook',
      at: `/recipe/${id}/cook`,
      units: 'us',
    });
    expect(await screen.findByRole('checkbox', { name: '14 oz chickpeas' })).toBeTruthy();
  });

  it('keeps the recipe as written when asked to', async () => {
    answerRecipe();
    await renderMemberRoute(await route(), {
      path: '/recipe/:id/cook',
      at: `/recipe/${id}/cook?units=as-written`,
      units: 'us',
    });
    expect(await screen.findByRole('checkbox', { name: '400 g chickpeas' })).toBeTruthy();
  });

  it('says when the recipe could not be loaded', async () => {
    fakeClient.getMemberRecipe.mockRejectedValue(Object.assign(new Error('Not found'), { status: 404 }));
    await renderMemberRoute(await route(), { path: '/recipe/:id/cook', at: `/recipe/${id}/cook` });
    expect(await screen.findByText('This recipe could not be loaded.')).toBeTruthy();
  });
});
