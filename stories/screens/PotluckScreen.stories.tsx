// /potluck/:id (issue 28): every state of a potluck's page, for a guest and for the host, at 375 and 1280 px, made
// from the potluck machine through the route's selector. The states issue 39 adds (a guest without an account, the
// dialogs it changes) are in PotluckScreen.invitation.stories.tsx.
import { PotluckScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectPotluckScreen } from '../../app/selectors/potluckScreen.ts';
import { potluckMachine } from '../../machines/index.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import {
  aMessage,
  aPotluck,
  chickenDish,
  fullMains,
  kenji,
  maria,
  priya,
} from '../statecharts/potluckSamples.ts';
import { aFriend, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Potluck',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const now = () => Date.parse('2026-11-28T12:00:00Z');
type Viewer = 'host' | 'kenji' | 'priya';
const viewerId = { host: maria.id, kenji: kenji.id, priya: priya.id };

const client = (viewer: Viewer, overrides: Record<string, unknown> = {}) =>
  ({
    getPotluck: answer(aPotluck(viewer)),
    getPotluckMessages: answer([
      aMessage(2, 'We are 2, see you Sunday!', priya),
      aMessage(1, 'I bring the chicken!'),
    ]),
    getFriends: answer([
      aFriend({ _id: kenji.id, username: 'kenji.eats' }),
      aFriend({ _id: sampleId(9), username: 'ada' }),
    ]),
    getMyRecipes: answer([{ _id: sampleId(900), title: 'Roast chicken with bread sauce' }]),
    getPublicRecipes: answer([{ id: sampleId(901), title: 'Chicken curry' }]),
    searchExternal: answer([{ id: 716429, title: 'Chicken pasta' }]),
    claimPotluckDish: never,
    onStale: () => () => undefined,
    ...overrides,
  }) as never;

const potluckStory = (viewer: Viewer, fake: never, events: EventFromLogic<typeof potluckMachine>[] = []) =>
  fromMachine({
    machine: potluckMachine,
    input: {
      client: fake,
      potluckId: aPotluck().id,
      memberId: viewerId[viewer],
      now,
      writeClipboard: async () => undefined,
      shareLink: null,
    },
    events,
    render: (snapshot, send, notices) => (
      <PotluckScreen
        shell={{ ...memberShell({ potlucks: 'current' }), ...notices }}
        {...selectPotluckScreen(snapshot, send, { Link: AnchorLink, origin: 'https://potluck.example' })}
      />
    ),
  });

const loadingStory = (): Story => ({
  render: potluckStory('kenji', client('kenji', { getPotluck: never })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the potluck' })).toBeVisible();
  },
});
export const LoadingPhone = atViewport(loadingStory(), 'Loading', 'phone');
export const LoadingDesktop = atViewport(loadingStory(), 'Loading', 'desktop');

const failedStory = (): Story => ({
  render: potluckStory('kenji', client('kenji', { getPotluck: refuse(500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/could not be loaded/)).toBeVisible();
  },
});
export const FailedPhone = atViewport(failedStory(), 'Failed', 'phone');
export const FailedDesktop = atViewport(failedStory(), 'Failed', 'desktop');

const goneStory = (): Story => ({
  render: potluckStory('kenji', client('kenji', { getPotluck: refuse(404, 'Potluck not found') })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/not invited to it/)).toBeVisible();
  },
});
export const GonePhone = atViewport(goneStory(), 'Gone', 'phone');
export const GoneDesktop = atViewport(goneStory(), 'Gone', 'desktop');

/**
 * A guest: the invitation (the title is the page's heading), the menu with who brings what and what each contains,
 * what the menu still needs (never how many nor whose), the thread.
 */
const guestStory = (): Story => ({
  render: potluckStory('kenji', client('kenji')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' }),
    ).toBeVisible();
    await expect(page.getAllByText('6 people coming')[0]).toBeVisible();
    await expect(page.getByText('No main without gluten yet')).toBeVisible();
    await expect(page.queryByText('Gluten: 1 guest')).toBeNull();
    await expect(page.getByText('Contains gluten')).toBeVisible();
    await expect(page.getByText('Not checked')).toBeVisible();
    await expect(page.getByText('Mains: 1 of 3 claimed, 2 open')).toBeVisible();
    await expect(page.queryByText(/safe/i)).toBeNull();
    // The thread is read on its own, beside the potluck: it arrives a moment later.
    await expect(await page.findByText('We are 2, see you Sunday!')).toBeVisible();
  },
});
export const GuestPhone = atViewport(guestStory(), 'Guest', 'phone');
export const GuestDesktop = atViewport(guestStory(), 'Guest', 'desktop');

/** The host sees whose intolerance each is, and the host's tools in one place. */
const hostStory = (): Story => ({
  render: potluckStory('host', client('host')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('(Priya Shah)')).toBeVisible();
    const tools = page.getByRole('region', { name: 'Host tools' });
    await expect(within(tools).getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(within(tools).getByRole('button', { name: 'More host tools' })).toBeVisible();
    await expect(within(tools).getByRole('button', { name: 'Turn the join link on' })).toBeVisible();
    // Each invitee has Remove, named for them; the host has none, and no Leave.
    await expect(page.getByRole('button', { name: 'Remove Priya Shah' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Remove Maria Rossi' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Leave this potluck' })).toBeNull();
  },
});
export const HostPhone = atViewport(hostStory(), 'Host', 'phone');
export const HostDesktop = atViewport(hostStory(), 'Host', 'desktop');

const cancelledStory = (): Story => ({
  render: potluckStory(
    'kenji',
    client('kenji', { getPotluck: answer(aPotluck('kenji', { status: 'cancelled' })) }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This potluck was cancelled.')).toBeVisible();
  },
});
export const CancelledPhone = atViewport(cancelledStory(), 'Cancelled', 'phone');
export const CancelledDesktop = atViewport(cancelledStory(), 'Cancelled', 'desktop');

const claimingStory = (): Story => ({
  render: potluckStory('priya', client('priya'), [
    { type: 'claim.open', course: 'main' },
    { type: 'claim.query', query: 'chicken' },
    { type: 'claim.search' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bring a dish: mains' });
    await expect(
      await within(dialog).findByRole('button', { name: 'Chicken curry · A member’s' }),
    ).toBeVisible();
  },
});
export const ClaimingPhone = atViewport(claimingStory(), 'Claim a dish', 'phone');
export const ClaimingDesktop = atViewport(claimingStory(), 'Claim a dish', 'desktop');

const duplicateStory = (): Story => ({
  render: potluckStory('priya', client('priya'), [
    { type: 'claim.open', course: 'main' },
    {
      type: 'claim.pick',
      recipe: {
        recipeId: chickenDish.recipeId ?? '',
        title: chickenDish.title,
        image: null,
        source: 'members',
      },
    },
    { type: 'claim.send' },
  ]),
  play: async () => {
    await expect(
      await screen.findByText('Kenji Sato already brings Roast chicken with bread sauce. Bring it too?'),
    ).toBeVisible();
  },
});
export const DuplicatePhone = atViewport(duplicateStory(), 'Someone already brings it', 'phone');
export const DuplicateDesktop = atViewport(duplicateStory(), 'Someone already brings it', 'desktop');

const refusedStory = (): Story => ({
  render: potluckStory(
    'priya',
    client('priya', {
      claimPotluckDish: async () => {
        throw Object.assign(new Error('No free place'), { status: 409, body: { reason: 'full' } });
      },
      getPotluck: answer(aPotluck('priya')),
    }),
    [{ type: 'claim.open', course: 'main' }, { type: 'claim.text', text: 'Lasagne' }, { type: 'claim.send' }],
  ),
  play: async () => {
    await expect(
      await screen.findByText(/Someone took the last place in this course just before you/),
    ).toBeVisible();
  },
});
export const RefusedPhone = atViewport(refusedStory(), 'Last place taken', 'phone');
export const RefusedDesktop = atViewport(refusedStory(), 'Last place taken', 'desktop');

const invitingStory = (): Story => ({
  render: potluckStory('host', client('host'), [{ type: 'invite.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await expect(await within(dialog).findByText('(invited)')).toBeVisible();
  },
});
export const InvitingPhone = atViewport(invitingStory(), 'Invite friends', 'phone');
export const InvitingDesktop = atViewport(invitingStory(), 'Invite friends', 'desktop');

const editingStory = (): Story => ({
  render: potluckStory('host', client('host'), [{ type: 'edit.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit the potluck' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Sunday lunch at Maria’s');
  },
});
export const EditingPhone = atViewport(editingStory(), 'Edit', 'phone');
export const EditingDesktop = atViewport(editingStory(), 'Edit', 'desktop');

const fullMainsStory = (): Story => ({
  render: potluckStory('priya', client('priya', { getPotluck: answer(fullMains(aPotluck('priya'))) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Mains: 1 of 1 claimed, all claimed')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Bring a dish to mains' })).toBeNull();
  },
});
export const FullMainsPhone = atViewport(fullMainsStory(), 'Mains all claimed', 'phone');
export const FullMainsDesktop = atViewport(fullMainsStory(), 'Mains all claimed', 'desktop');

/** The cook's own dish: its servings are changed in place ("Change servings" sends the number typed). */
const dishServingsStory = (): Story => ({
  render: potluckStory('kenji', client('kenji', { setPotluckDishServings: never })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const servings = await page.findByRole('spinbutton', { name: 'Servings' });
    await expect(servings).toHaveValue(chickenDish.servings);
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await userEvent.click(page.getByRole('button', { name: 'Change servings' }));
    // On its way: the menu's buttons wait.
    await expect(page.getByRole('button', { name: 'Change servings' })).toBeDisabled();
  },
});
export const DishServingsPhone = atViewport(dishServingsStory(), 'Changing a dish’s servings', 'phone');
export const DishServingsDesktop = atViewport(dishServingsStory(), 'Changing a dish’s servings', 'desktop');

/** A guest leaves: asked first. */
const leavingStory = (): Story => ({
  render: potluckStory('kenji', client('kenji'), [{ type: 'leave.ask' }]),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Sunday lunch at Maria’s?' });
    await expect(within(dialog).getByText(/Your dishes go with you/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeVisible();
  },
});
export const LeavingPhone = atViewport(leavingStory(), 'Leave, asked first', 'phone');
export const LeavingDesktop = atViewport(leavingStory(), 'Leave, asked first', 'desktop');

/** The host removes a guest: each invitee has Remove; asked first. */
const removingGuestStory = (): Story => ({
  render: potluckStory('host', client('host'), [{ type: 'guest.remove', memberId: priya.id }]),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Priya Shah?' });
    await expect(within(dialog).getByText(/Their dishes go with them/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
});
export const RemovingGuestPhone = atViewport(removingGuestStory(), 'Remove a guest, asked first', 'phone');
export const RemovingGuestDesktop = atViewport(
  removingGuestStory(),
  'Remove a guest, asked first',
  'desktop',
);
