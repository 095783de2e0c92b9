// @vitest-environment happy-dom
// /admin through its route adapter: the admin dashboard machine, the selector and the AdminScreen together.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdminUser, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const members = ['ana', 'sam_bakes', 'lee', 'mo', 'kim'].map((name, index) =>
  anAdminUser(name, sampleId(index + 1)),
);
const users = () => within(screen.getByRole('region', { name: 'Users' }));
/** The first answer may take a while on a busy machine: the module graph loads on the first render. */
const patience = { timeout: 15_000 };
const renderAdmin = async ({ isAdmin = true } = {}) =>
  renderMemberRoute(await import('../../../../app/routes/admin.tsx'), { path: '/admin', isAdmin });
const adminsOnly = () => Promise.reject(Object.assign(new Error('Admins only'), { status: 403 }));

beforeEach(() => {
  fakeClient.getTopCommented.mockResolvedValue([{ recipeId: sampleId(50), title: 'Soup', commentCount: 4 }]);
  fakeClient.getTopLiked.mockResolvedValue([]);
  fakeClient.getTopExternal.mockResolvedValue([{ id: 716429, title: 'Pasta' }]);
  fakeClient.getAdminUsers.mockResolvedValue(members);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each case renders the whole app's module graph in happy-dom: slow on a busy machine, hence the room.
describe('/admin', { timeout: 30_000 }, () => {
  it('shows the top lists and 3 members until Show More, then all of them', async () => {
    await renderAdmin();
    expect(await screen.findByText('Soup', {}, patience)).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(users().getAllByRole('listitem')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show More' }));
    expect(users().getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeTruthy();
  });

  it('links each top recipe to its page, and the top bar leads an admin back here', async () => {
    await renderAdmin();
    const soup = await screen.findByRole('link', { name: 'Soup' }, patience);
    expect(soup.getAttribute('href')).toBe(`/recipe/${sampleId(50)}`);
    expect(screen.getByRole('link', { name: 'Pasta' }).getAttribute('href')).toBe('/recipe/716429');
    expect(screen.getByRole('link', { name: 'Admin dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('tells a member who is not an admin that the page is for admins, with no way here in the top bar', async () => {
    fakeClient.getTopCommented.mockImplementation(adminsOnly);
    fakeClient.getTopLiked.mockImplementation(adminsOnly);
    fakeClient.getAdminUsers.mockImplementation(adminsOnly);
    await renderAdmin({ isAdmin: false });
    expect(await screen.findByText('This page is for admins.', {}, patience)).toBeTruthy();
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin dashboard' })).toBeNull();
  });

  it('asks Delete this user? and deletes only after the admin confirms', async () => {
    fakeClient.deleteAdminUser.mockResolvedValue({});
    await renderAdmin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete sam_bakes' }, patience));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Delete this user?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeClient.deleteAdminUser).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete sam_bakes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('@sam_bakes')).toBeNull());
    expect(fakeClient.deleteAdminUser).toHaveBeenCalledWith(sampleId(2));
  });

  it('searches members by what the admin types, and says when nobody matches', async () => {
    await renderAdmin();
    await screen.findByText('@ana', {}, patience);
    fakeClient.getAdminUsers.mockResolvedValue([]);
    await userEvent.setup().type(screen.getByLabelText('Search users'), 'zz');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(fakeClient.getAdminUsers).toHaveBeenLastCalledWith('zz');
  });
});
