import { AppShell, PotluckJoinScreen, PotluckScreen, PotlucksScreen, VisitorShell } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectJoinPotluck } from '../../app/selectors/potluckJoinScreen.ts';
import { selectPotluckScreen } from '../../app/selectors/potluckScreen.ts';
import { selectPotlucksScreen } from '../../app/selectors/potlucksScreen.ts';
import { memoryStorage, potluckJoinMachine, potluckMachine, potlucksMachine } from '../../machines/index.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import {
  aMessage,
  aPotluck,
  aPotluckSummary,
  chickenDish,
  fullMains,
  kenji,
  maria,
  priya,
} from '../statecharts/potluckSamples.ts';
import { aFriend, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine, type StoryNotices } from '../support/fromMachine.tsx';
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
    subscribe: () => () => undefined,
    ...overrides,
  }) as never;

const potluckStory = (viewer: Viewer, fake: never, events: EventFromLogic<typeof potluckMachine>[] = []) =>
  fromMachine({
    machine: potluckMachine,
    input: { client: fake, potluckId: aPotluck().id, memberId: viewerId[viewer], now },
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

/** A guest: the menu with who brings what, what each contains, what the guests avoid (no names), the thread. */
const guestStory = (): Story => ({
  render: potluckStory('kenji', client('kenji')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(page.getByText('4 people coming')).toBeVisible();
    await expect(page.getByText('Gluten: 1 guest')).toBeVisible();
    await expect(page.getByText('No main without gluten yet')).toBeVisible();
    await expect(page.getByText('Contains gluten')).toBeVisible();
    await expect(page.getByText('Not checked')).toBeVisible();
    await expect(page.getByText('Mains: 1 of 3 claimed, 2 open')).toBeVisible();
    await expect(page.queryByText(/safe/i)).toBeNull();
    await expect(page.getByText('We are 2, see you Sunday!')).toBeVisible();
  },
});
export const GuestPhone = atViewport(guestStory(), 'Guest', 'phone');
export const GuestDesktop = atViewport(guestStory(), 'Guest', 'desktop');

/** The host sees whose intolerance each is, and the host's tools. */
const hostStory = (): Story => ({
  render: potluckStory('host', client('host')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('(Priya Shah)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close claims' })).toBeVisible();
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

const listStory = (fake: never, events: EventFromLogic<typeof potlucksMachine>[] = []) =>
  fromMachine({
    machine: potlucksMachine,
    input: { client: fake, now },
    events,
    render: (snapshot, send, notices) => (
      <PotlucksScreen
        shell={{ ...memberShell({ potlucks: 'current' }), ...notices }}
        {...selectPotlucksScreen(snapshot, send, { Link: AnchorLink })}
      />
    ),
  });

const potlucksListStory = (): Story => ({
  render: listStory({
    getPotlucks: answer([
      aPotluckSummary(),
      aPotluckSummary({
        id: sampleId(702),
        title: 'Kenji’s ramen night',
        isHost: false,
        host: kenji,
        answer: null,
      }),
    ]),
  } as never),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(page.getByText('Kenji Sato hosts · Not answered yet')).toBeVisible();
  },
});
export const ListPhone = atViewport(potlucksListStory(), 'Potlucks', 'phone');
export const ListDesktop = atViewport(potlucksListStory(), 'Potlucks', 'desktop');

const emptyListStory = (): Story => ({
  render: listStory({ getPotlucks: answer([]) } as never),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No potlucks yet/)).toBeVisible();
  },
});
export const EmptyListPhone = atViewport(emptyListStory(), 'No potlucks', 'phone');
export const EmptyListDesktop = atViewport(emptyListStory(), 'No potlucks', 'desktop');

const hostFormStory = (): Story => ({
  render: listStory({ getPotlucks: answer([]) } as never, [{ type: 'host.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Host a potluck' });
    await expect(within(dialog).getByRole('spinbutton', { name: 'Mains' })).toHaveValue(3);
  },
});
export const HostFormPhone = atViewport(hostFormStory(), 'Host a potluck', 'phone');
export const HostFormDesktop = atViewport(hostFormStory(), 'Host a potluck', 'desktop');

function PotluckJoinFrame({
  member,
  notices,
  children,
}: {
  member: boolean;
  notices: StoryNotices;
  children: ReactNode;
}) {
  return member ? (
    <AppShell {...memberShell({ potlucks: 'current' })} {...notices} title="Potluck">
      {children}
    </AppShell>
  ) : (
    <VisitorShell Link={AnchorLink} {...notices}>
      {children}
    </VisitorShell>
  );
}

const joinStory = (member: boolean, fake: never) =>
  fromMachine({
    machine: potluckJoinMachine,
    input: { client: fake, token: 'a'.repeat(32), member, storage: memoryStorage() },
    render: (snapshot, send, notices) => (
      <PotluckJoinScreen
        frame={(children) => (
          <PotluckJoinFrame member={member} notices={notices}>
            {children}
          </PotluckJoinFrame>
        )}
        join={selectJoinPotluck(snapshot, send, { Link: AnchorLink })}
      />
    ),
  });

const preview = answer({ title: 'Sunday lunch at Maria’s', hostName: 'Maria Rossi', day: '2026-12-06' });

/** A visitor opens a join link: the title and host, then sign up or log in. */
const joinVisitorStory = (): Story => ({
  render: joinStory(false, { getPotluckLink: preview } as never),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(page.getByText('Hosted by Maria Rossi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up and join' })).toBeVisible();
  },
});
export const JoinVisitorPhone = atViewport(joinVisitorStory(), 'Join link, visitor', 'phone');
export const JoinVisitorDesktop = atViewport(joinVisitorStory(), 'Join link, visitor', 'desktop');

const joinMemberStory = (): Story => ({
  render: joinStory(true, { getPotluckLink: preview } as never),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Join the potluck' }),
    ).toBeVisible();
  },
});
export const JoinMemberPhone = atViewport(joinMemberStory(), 'Join link, member', 'phone');
export const JoinMemberDesktop = atViewport(joinMemberStory(), 'Join link, member', 'desktop');

const joinOffStory = (): Story => ({
  render: joinStory(false, { getPotluckLink: refuse(404, 'Not found') } as never),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This join link is off/)).toBeVisible();
  },
});
export const JoinOffPhone = atViewport(joinOffStory(), 'Join link off', 'phone');
export const JoinOffDesktop = atViewport(joinOffStory(), 'Join link off', 'desktop');
