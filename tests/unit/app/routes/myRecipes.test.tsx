// @vitest-environment happy-dom
// /add-recipe through its route adapter: the My Recipes and create recipe machines, the selector and the
// MyRecipesScreen (delete confirmation, create form, the 'Recipe created!' alert).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRecipe, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const route = () => import('../../../../app/routes/myRecipes.tsx');
const pie = aRecipe({ _id: sampleId(5), title: 'Lemon Pie' });
const soup = aRecipe({ _id: sampleId(6), title: 'Pea Soup', isPublic: false });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/add-recipe', { timeout: 30_000 }, () => {
  it('shows the member’s recipes under the heading, narrowed by the top bar’s search', async () => {
    fakeClient.getMyRecipes.mockResolvedValue([pie, soup]);
    await renderMemberRoute(await route(), { path: '/add-recipe', at: '/add-recipe?q=soup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Pea Soup' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Lemon Pie' })).toBeNull();
  });

  it('shows the empty text', async () => {
    fakeClient.getMyRecipes.mockResolvedValue([]);
    await renderMemberRoute(await route(), { path: '/add-recipe' });
    expect(await screen.findByText('No recipes created yet. Click + Add Recipe to create one.')).toBeTruthy();
  });

  it('asks before deleting, and deletes only after the member confirms', async () => {
    fakeClient.getMyRecipes.mockResolvedValue([pie, soup]);
    fakeClient.deleteRecipe.mockResolvedValue({});
    await renderMemberRoute(await route(), { path: '/add-recipe' });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Lemon Pie' });
    await user.click(within(card).getByRole('button', { name: 'Delete Lemon Pie' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeClient.deleteRecipe).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Delete Lemon Pie' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lemon Pie' })).toBeNull());
    expect(fakeClient.deleteRecipe).toHaveBeenCalledWith(sampleId(5));
  });

  it('refuses a recipe without a title and a photo, then publishes one and alerts', async () => {
    fakeClient.getMyRecipes.mockResolvedValue([]);
    fakeClient.createRecipe.mockResolvedValue(pie);
    await renderMemberRoute(await route(), { path: '/add-recipe' });
    const user = userEvent.setup();
    await screen.findByText('No recipes created yet. Click + Add Recipe to create one.');
    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    const form = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await user.click(within(form).getByRole('button', { name: 'Publish Recipe' }));
    expect(await within(form).findByText('Please enter a title.')).toBeTruthy();
    expect(within(form).getByText('Please add a photo.')).toBeTruthy();
    expect(fakeClient.createRecipe).not.toHaveBeenCalled();
    // The machine counted the refusal: the form moved focus to its first error.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Title/ })),
    );

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lemon Pie');
    await user.upload(
      within(form).getByLabelText(/Photo/),
      new File([new Uint8Array([137, 80, 78, 71])], 'pie.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(form).queryByText('Please add a photo.')).toBeNull());
    fakeClient.getMyRecipes.mockResolvedValue([pie]);
    await user.click(within(form).getByRole('button', { name: 'Publish Recipe' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Recipe created!');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(fakeClient.createRecipe).toHaveBeenCalledWith(expect.objectContaining({ title: 'Lemon Pie' }));
    expect(await screen.findByRole('article', { name: 'Lemon Pie' })).toBeTruthy();
  });
});
