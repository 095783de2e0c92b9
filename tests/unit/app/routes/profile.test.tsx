// @vitest-environment happy-dom
// /profile/:username? through its route adapter: the profile machine (and its friend button), the selector and
// the ProfileScreen together.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aCookbook,
  anOwnProfile,
  aPublicProfile,
  aRecipe,
  sampleId,
} from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

// The harness's member is maria_cooks, id …9.
const maria = `${'0'.repeat(23)}9`;
const own = anOwnProfile({
  _id: maria,
  username: 'maria_cooks',
  fName: 'Maria',
  lName: 'Cook',
  bio: 'Soups.',
});
const sam = aPublicProfile({ _id: sampleId(7), username: 'sam_bakes', fName: 'Sam', lName: 'Ortiz' });
/** The first answer may take a while on a busy machine: the module graph loads on the first render. */
const patience = { timeout: 15_000 };
const renderProfile = async (at = '/profile') =>
  renderMemberRoute(await import('../../../../app/routes/profile.tsx'), { path: '/profile/:username?', at });

beforeEach(async () => {
  // The profile is fetched only with a login token (SPEC §8).
  const { env } = await import('../../../../app/services.ts');
  env.localStorage.setItem('token', 'yes');
  // The session check asks first, then the profile page: both get the member's whole profile.
  fakeClient.getOwnProfile.mockResolvedValueOnce(own).mockResolvedValueOnce(own);
  fakeClient.getMemberProfile.mockResolvedValue(sam);
  fakeClient.getUserCookbooks.mockResolvedValue([
    aCookbook({ _id: sampleId(3), title: 'Soups', isPublic: true }),
  ]);
  fakeClient.getUserRecipes.mockResolvedValue([aRecipe({ _id: sampleId(4), title: 'Tomato Soup' })]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each case renders the whole app's module graph in happy-dom: slow on a busy machine, hence the room.
describe('/profile/:username?', { timeout: 30_000 }, () => {
  it('an incoming request is accepted right on the requester’s profile', async () => {
    fakeClient.getMemberProfile.mockResolvedValue({ ...sam, relation: 'incoming', friends: 4 });
    fakeClient.acceptFriendRequest.mockResolvedValue({ ok: true });
    await renderProfile('/profile/sam_bakes');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept Request' }, patience));
    expect(fakeClient.acceptFriendRequest).toHaveBeenCalledWith({
      currentUserId: maria,
      requesterId: sam._id,
    });
    expect(await screen.findByRole('button', { name: 'Friends ✓' })).toBeTruthy();
    expect(screen.getByText('5 friends')).toBeTruthy();
  });

  it('a bare /profile is the member’s own, with Edit Profile and the public cookbooks and recipes', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Cook' }, patience)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Soups/ }).getAttribute('href')).toBe(`/cookbook/${sampleId(3)}`);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(screen.getByRole('link', { name: /Tomato Soup/ }).getAttribute('href')).toBe(
      `/recipe/${sampleId(4)}`,
    );
  });

  it('edits the profile: Save sends what was typed and shows it', async () => {
    fakeClient.updateProfile.mockImplementation(async (changes: object) => ({ ...own, ...changes }));
    await renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, patience));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await user.clear(within(form).getByLabelText('Bio'));
    await user.type(within(form).getByLabelText('Bio'), 'Soups and bread.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull());
    expect(screen.getByText('Soups and bread.')).toBeTruthy();
    expect(fakeClient.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ bio: 'Soups and bread.' }),
    );
  });

  it('someone else’s profile: Add Friend + sends the request and becomes Request Sent ✓', async () => {
    fakeClient.sendFriendRequest.mockResolvedValue({});
    await renderProfile('/profile/sam_bakes');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Friend' }, patience));
    expect(await screen.findByRole('button', { name: 'Request Sent ✓' })).toBeTruthy();
    expect(fakeClient.getMemberProfile).toHaveBeenCalledWith('sam_bakes');
    expect(fakeClient.sendFriendRequest).toHaveBeenCalledWith({ fromId: maria, toId: sampleId(7) });
  });

  it('Share copies the profile link and says Profile link copied!', async () => {
    const { env } = await import('../../../../app/services.ts');
    await renderProfile('/profile/sam_bakes');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }, patience));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Profile link copied!');
    expect(env.writeClipboard).toHaveBeenCalledWith('http://potluck.test/profile/sam_bakes');
  });

  it('says Failed to load profile when it does not load', async () => {
    fakeClient.getMemberProfile.mockRejectedValue(new Error('Request failed (500)'));
    await renderProfile('/profile/nobody');
    expect(await screen.findByText('Failed to load profile', {}, patience)).toBeTruthy();
  });
});
