// @vitest-environment happy-dom
// /cookbook through its route adapter: the cookbooks machine, the selector and the CookbooksScreen together.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCookbook, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const baking = aCookbook({ _id: sampleId(2), title: 'Baking', isPublic: false });
const soups = aCookbook({ _id: sampleId(3), title: 'Soups', isPublic: true });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/cookbook', () => {
  it('shows the member’s cookbooks as cards under the heading', async () => {
    fakeClient.getCookbooks.mockResolvedValue([baking, soups]);
    await renderMemberRoute(await import('../../../../app/routes/cookbooks.tsx'), { path: '/cookbook' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookbooks' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Baking/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Soups/ }).getAttribute('href')).toBe(`/cookbook/${sampleId(3)}`);
  });

  it('asks before deleting, and deletes only after the member confirms', async () => {
    fakeClient.getCookbooks.mockResolvedValue([baking, soups]);
    fakeClient.deleteCookbook.mockResolvedValue({});
    await renderMemberRoute(await import('../../../../app/routes/cookbooks.tsx'), { path: '/cookbook' });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Baking/ });
    await user.click(screen.getAllByRole('button', { name: /Delete/ })[0] as HTMLElement);

    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Are you sure you want to delete this cookbook? This action cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeClient.deleteCookbook).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('button', { name: /Delete/ })[0] as HTMLElement);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Baking/ })).toBeNull());
    expect(fakeClient.deleteCookbook).toHaveBeenCalledWith(sampleId(2));
  });
});
