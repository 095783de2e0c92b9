// /potluck/:id as an invitation (issue 39), at 375 and 1280 px: the host's page (its tools in one place, the join link
// with Copy, Share and a printed invitation's QR code), a member guest's, a guest's without an account (their own
// frame, their private link shown once), a cancelled potluck, and the dialogs the issue adds or changes. Their props
// are written out (potluckInvitation.ts) while the machines of these states are being built.
import { potluckCookbookTitle } from '@potluck/domain';
import { PotluckScreen, type PotluckScreenProps } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { openMenuA11yRules, screenA11yRules } from '../../.storybook/a11y.ts';
import {
  guestLink,
  guestLinkPanel,
  invitationPage,
  invitationSoon,
  invitationWhen,
  joinLink,
  spies,
  type Viewer,
} from './potluckInvitation.ts';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Potluck invitation',
  component: PotluckScreen,
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta<typeof PotluckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (
  viewer: Viewer,
  more: Partial<PotluckScreenProps> = {},
  options: { cancelled?: boolean } = {},
): PotluckScreenProps => ({ ...invitationPage(viewer, options), ...more });

/** The host: the title is the page's heading; the host's tools in one panel; whose needs, by name. */
const hostStory = (): Story => ({
  args: page('host'),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(view.getByText(invitationWhen)).toBeVisible();
    await expect(view.getByText(invitationSoon)).toBeVisible();
    const map = view.getByRole('link', { name: 'Open in a map' });
    await expect(map).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/search?query=12%20Olive'),
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(view.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\.ics$/),
    );
    const tools = view.getByRole('region', { name: 'Host tools' });
    await expect(within(tools).getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(within(tools).getByRole('textbox', { name: 'Join link' })).toHaveValue(joinLink);
    await userEvent.click(within(tools).getByRole('button', { name: 'Copy the join link' }));
    await expect(spies.copyJoinLink).toHaveBeenCalled();
    await expect(within(tools).getByRole('button', { name: 'Share the join link' })).toBeVisible();
    // The host reads whose needs they are; guests without an account are marked, and removed like the others.
    await expect(view.getByText('Gluten: 1 guest')).toBeVisible();
    await expect(view.getByText('(Priya Shah)')).toBeVisible();
    await expect(view.getByText('guest', { selector: 'span' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Remove Sam' })).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Remove Maria Rossi' })).toBeNull();
  },
});
export const HostPhone = atViewport(hostStory(), 'Host', 'phone');
export const HostDesktop = atViewport(hostStory(), 'Host', 'desktop');

/** The host's other tools wait in one menu: edit, close claims, host again, cancel. */
const hostMenuStory = (): Story => ({
  args: page('host'),
  parameters: { a11y: { config: { rules: openMenuA11yRules } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More host tools' }));
    const menu = await screen.findByRole('menu', { name: 'More host tools' });
    for (const item of ['Edit the potluck', 'Close claims', 'Host again', 'Cancel the potluck'])
      await expect(within(menu).getByRole('menuitem', { name: item })).toBeVisible();
  },
});
export const HostMenuPhone = atViewport(hostMenuStory(), 'Host tools menu', 'phone');
export const HostMenuDesktop = atViewport(hostMenuStory(), 'Host tools menu', 'desktop');

/** A printed invitation: the QR code of the join link (its library loads only now). */
const printedStory = (): Story => ({
  args: page('host'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'QR code for a printed invitation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'A printed invitation' });
    await expect(await within(dialog).findByRole('img', { name: 'QR code of the join link' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Download the QR code' })).toHaveAttribute(
      'download',
      'sunday-lunch-at-maria-s-qr.svg',
    );
    await expect(within(dialog).getByRole('button', { name: 'Print' })).toBeVisible();
  },
});
export const PrintedInvitationPhone = atViewport(printedStory(), 'Printed invitation', 'phone');
export const PrintedInvitationDesktop = atViewport(printedStory(), 'Printed invitation', 'desktop');

/** A member guest: answer and "What are you bringing?" first; needs without counts or names. */
const memberStory = (): Story => ({
  args: page('member'),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    const bringing = view.getByRole('region', { name: 'What are you bringing?' });
    await expect(within(bringing).getByText('Roast chicken with bread sauce')).toBeVisible();
    await userEvent.click(within(bringing).getByRole('button', { name: 'Bring a dessert' }));
    await expect(spies.claim).toHaveBeenCalled();
    await expect(view.getByText('Makes 8 servings · 4 people are coming')).toBeVisible();
    // Health stays private: what the menu still needs, never how many nor who.
    await expect(view.getByText('No main without gluten yet')).toBeVisible();
    await expect(view.queryByText(/1 guest/)).toBeNull();
    await expect(view.queryByText(/Priya Shah\)/)).toBeNull();
    await expect(view.getByText(/Only the host sees your needs/)).toBeVisible();
    await expect(view.queryByRole('region', { name: 'Host tools' })).toBeNull();
    await expect(view.getByRole('button', { name: 'Save the menu as a cookbook' })).toBeVisible();
  },
});
export const MemberGuestPhone = atViewport(memberStory(), 'Guest (member)', 'phone');
export const MemberGuestDesktop = atViewport(memberStory(), 'Guest (member)', 'desktop');

/** A guest without an account, right after answering: their own frame, and their private link shown once. */
const guestStory = (): Story => ({
  args: page('guest', { guestLink: guestLinkPanel(guestLink) }),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Keep this as an account' })).toBeVisible();
    await expect(view.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const link = view.getByRole('region', { name: 'Your own link to this potluck' });
    await expect(within(link).getByRole('textbox', { name: 'Your private link' })).toHaveValue(guestLink);
    await userEvent.click(within(link).getByRole('button', { name: 'Copy your private link' }));
    await expect(spies.copyGuestLink).toHaveBeenCalled();
    await expect(within(link).getByRole('button', { name: 'I have kept it' })).toBeVisible();
    // No cookbook, no shopping list, no profiles for a guest without an account.
    await expect(view.queryByRole('button', { name: 'Save the menu as a cookbook' })).toBeNull();
    await expect(view.queryByRole('link', { name: 'Kenji Sato' })).toBeNull();
    await expect(view.getByRole('checkbox', { name: 'Dairy' })).toBeChecked();
    await expect(view.getByText('(yours)')).toBeVisible();
  },
});
export const GuestPhone = atViewport(guestStory(), 'Guest without an account', 'phone');
export const GuestDesktop = atViewport(guestStory(), 'Guest without an account', 'desktop');

/** The private link put away: a new one can be asked for (the old one stops working). */
const guestLaterStory = (): Story => ({
  args: page('guest', { guestLink: guestLinkPanel(null) }),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.queryByRole('textbox', { name: 'Your private link' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Get a new private link' }));
    await expect(spies.renewGuestLink).toHaveBeenCalled();
  },
});
export const GuestLinkPutAwayPhone = atViewport(guestLaterStory(), 'Guest, private link put away', 'phone');
export const GuestLinkPutAwayDesktop = atViewport(
  guestLaterStory(),
  'Guest, private link put away',
  'desktop',
);

/** Cancelled: unmistakable (a banner, the date struck through, nothing to claim), and the talk stays open. */
const cancelledStory = (): Story => ({
  args: page('member', {}, { cancelled: true }),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('This potluck was cancelled.')).toBeVisible();
    await expect(view.getByText(invitationWhen).tagName).toBe('S');
    await expect(view.queryByRole('region', { name: 'Your answer' })).toBeNull();
    await expect(view.queryByRole('button', { name: /^Bring a dish/ })).toBeNull();
    await expect(view.getByText('Claims are closed: the potluck was cancelled.')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Message to everyone invited' })).toBeVisible();
  },
});
export const CancelledPhone = atViewport(cancelledStory(), 'Cancelled', 'phone');
export const CancelledDesktop = atViewport(cancelledStory(), 'Cancelled', 'desktop');

const claim = (): NonNullable<PotluckScreenProps['claim']> => ({
  open: true,
  title: 'Bring a dish: mains',
  courseName: 'mains',
  yours: [
    { recipeId: 'a1', title: 'Lemon Herb Chicken', source: 'Yours' },
    { recipeId: 'a2', title: 'Mushroom Risotto', source: 'Yours' },
    { recipeId: 'a3', title: 'Thai Green Curry with Jasmine Rice and Crispy Shallots', source: 'Yours' },
  ],
  query: '',
  searching: false,
  searchFailed: false,
  found: [],
  picked: { recipeId: 'a2', title: 'Mushroom Risotto', source: 'Yours' },
  text: '',
  servings: null,
  headcount: 4,
  claiming: false,
  canClaim: true,
  duplicate: null,
  onOpenChange: fn(),
  onQueryChange: fn(),
  onSearch: fn(),
  onPick: fn(),
  onTextChange: fn(),
  onServingsChange: fn(),
  onClaim: spies.claim,
  onDuplicateAnswer: fn(),
});

/** "Bring a dish" opens on the member's own recipes that fit the course; search finds more. */
const claimStory = (): Story => ({
  args: page('member', { claim: claim() }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bring a dish: mains' });
    const yours = within(dialog).getByRole('list', { name: 'Your recipes' });
    await expect(within(yours).getByRole('button', { name: 'Mushroom Risotto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(dialog).getByText('You bring: Mushroom Risotto')).toBeVisible();
    await expect(within(dialog).getByRole('searchbox', { name: 'Recipe name' })).toBeVisible();
    await expect(within(dialog).getByText(/one serving for each of the 4 people coming/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await expect(spies.claim).toHaveBeenCalled();
  },
});
export const ClaimYourRecipesPhone = atViewport(claimStory(), 'Bring a dish, your recipes first', 'phone');
export const ClaimYourRecipesDesktop = atViewport(
  claimStory(),
  'Bring a dish, your recipes first',
  'desktop',
);

/** "Save the menu as a cookbook" asks for the name, offering the title fitted to 18 characters at a word. */
const cookbookStory = (): Story => ({
  args: page('member', {
    saveCookbook: {
      open: true,
      title: potluckCookbookTitle('Sunday lunch at Maria’s'),
      saving: false,
      error: null,
      onOpenChange: fn(),
      onTitleChange: fn(),
      onSave: spies.saveCookbook,
    },
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Save the menu as a cookbook' });
    await expect(within(dialog).getByRole('textbox', { name: /Cookbook name/ })).toHaveValue(
      'Sunday lunch at',
    );
    await expect(within(dialog).getByText('15/18 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the cookbook' }));
    await expect(spies.saveCookbook).toHaveBeenCalled();
  },
});
export const SaveCookbookPhone = atViewport(cookbookStory(), 'Save the menu as a cookbook', 'phone');
export const SaveCookbookDesktop = atViewport(cookbookStory(), 'Save the menu as a cookbook', 'desktop');

const keepAccount = (
  more: Partial<NonNullable<PotluckScreenProps['keepAccount']>> = {},
): NonNullable<PotluckScreenProps['keepAccount']> => ({
  open: true,
  name: 'Sam',
  values: { username: '', password: '', lName: '' },
  errors: {},
  error: null,
  status: 'editing',
  onOpenChange: fn(),
  onChange: fn(),
  onSubmit: spies.keepAccount,
  ...more,
});

/** "Keep this as an account": a username and a password; the last name is optional. */
const keepStory = (): Story => ({
  args: page('guest', { keepAccount: keepAccount() }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keep this as an account' });
    await expect(within(dialog).getByText(/stay yours, as Sam/)).toBeVisible();
    await expect(within(dialog).getByLabelText(/^Username/)).toBeVisible();
    await expect(within(dialog).getByLabelText(/^Password/)).toBeVisible();
    await expect(within(dialog).getByLabelText('Last name (optional)')).toBeVisible();
  },
});
export const KeepAccountPhone = atViewport(keepStory(), 'Keep this as an account', 'phone');
export const KeepAccountDesktop = atViewport(keepStory(), 'Keep this as an account', 'desktop');

/** Refused: the server's reason and the fields' own problems, what was typed kept. */
const keepRefusedStory = (): Story => ({
  args: page('guest', {
    keepAccount: keepAccount({
      values: { username: 'sam', password: 'pw', lName: '' },
      errors: { password: 'At least 8 characters.' },
      error: 'That username is taken. Try another.',
    }),
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keep this as an account' });
    await expect(within(dialog).getByText('That username is taken. Try another.')).toBeVisible();
    await expect(within(dialog).getByText('At least 8 characters.')).toBeVisible();
    await expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('sam');
  },
});
export const KeepAccountRefusedPhone = atViewport(
  keepRefusedStory(),
  'Keep this as an account, refused',
  'phone',
);
export const KeepAccountRefusedDesktop = atViewport(
  keepRefusedStory(),
  'Keep this as an account, refused',
  'desktop',
);

/** "Host again" asks whether to invite again the members who came with the link. */
const againStory = (): Story => ({
  args: page('host', {
    again: {
      open: true,
      day: '2026-12-13',
      time: '13:00',
      sending: false,
      linkPeople: { count: 2, invite: true, onInviteChange: fn() },
      onOpenChange: fn(),
      onChange: fn(),
      onSend: fn(),
    },
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Host again' });
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Also invite the 2 people who came with the link' }),
    ).toBeChecked();
  },
});
export const HostAgainPhone = atViewport(againStory(), 'Host again, people of the link', 'phone');
export const HostAgainDesktop = atViewport(againStory(), 'Host again, people of the link', 'desktop');

/** Invite friends by their full names, the username beside. */
const inviteStory = (): Story => ({
  args: page('host', {
    invite: {
      open: true,
      status: 'ready',
      query: '',
      friends: [
        { id: 'kenji', name: 'Kenji Sato', username: 'kenji.eats', invited: true, chosen: false },
        { id: 'ada', name: 'Ada Lovelace', username: 'ada', invited: false, chosen: true },
        { id: 'li', name: 'Li Wei', username: 'liwei_cooks', invited: false, chosen: false },
      ],
      sending: false,
      onOpenChange: fn(),
      onQueryChange: fn(),
      onToggle: fn(),
      onInvite: fn(),
    },
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await expect(within(dialog).getByRole('checkbox', { name: /Ada Lovelace/ })).toBeChecked();
    await expect(within(dialog).getByText('@ada')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: /Kenji Sato/ })).toBeDisabled();
  },
});
export const InviteByNamePhone = atViewport(inviteStory(), 'Invite friends by name', 'phone');
export const InviteByNameDesktop = atViewport(inviteStory(), 'Invite friends by name', 'desktop');
