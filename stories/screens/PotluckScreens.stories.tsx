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

const both = (story: () => Story, name: string) =>
  [atViewport(story(), name, 'phone'), atViewport(story(), name, 'desktop')] as const;

export const [LoadingPhone, LoadingDesktop] = both(
  () => ({
    render: potluckStory('kenji', client('kenji', { getPotluck: never })),
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status', { name: 'Loading the potluck' })).toBeVisible();
    },
  }),
  'Loading',
);

export const [FailedPhone, FailedDesktop] = both(
  () => ({
    render: potluckStory('kenji', client('kenji', { getPotluck: refuse(500) })),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/could not be loaded/)).toBeVisible();
    },
  }),
  'Failed',
);

export const [GonePhone, GoneDesktop] = both(
  () => ({
    render: potluckStory('kenji', client('kenji', { getPotluck: refuse(404, 'Potluck not found') })),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/not invited to it/)).toBeVisible();
    },
  }),
  'Gone',
);

/** A guest: the menu with who brings what, what each contains, what the guests avoid (no names), the thread. */
export const [GuestPhone, GuestDesktop] = both(
  () => ({
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
  }),
  'Guest',
);

/** The host sees whose intolerance each is, and the host's tools. */
export const [HostPhone, HostDesktop] = both(
  () => ({
    render: potluckStory('host', client('host')),
    play: async ({ canvasElement }) => {
      const page = within(canvasElement);
      await expect(await page.findByText('(Priya Shah)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close claims' })).toBeVisible();
    },
  }),
  'Host',
);

export const [CancelledPhone, CancelledDesktop] = both(
  () => ({
    render: potluckStory(
      'kenji',
      client('kenji', { getPotluck: answer(aPotluck('kenji', { status: 'cancelled' })) }),
    ),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('This potluck was cancelled.')).toBeVisible();
    },
  }),
  'Cancelled',
);

export const [ClaimingPhone, ClaimingDesktop] = both(
  () => ({
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
  }),
  'Claim a dish',
);

export const [DuplicatePhone, DuplicateDesktop] = both(
  () => ({
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
  }),
  'Someone already brings it',
);

export const [RefusedPhone, RefusedDesktop] = both(
  () => ({
    render: potluckStory(
      'priya',
      client('priya', {
        claimPotluckDish: async () => {
          throw Object.assign(new Error('No free place'), { status: 409, body: { reason: 'full' } });
        },
        getPotluck: answer(aPotluck('priya')),
      }),
      [
        { type: 'claim.open', course: 'main' },
        { type: 'claim.text', text: 'Lasagne' },
        { type: 'claim.send' },
      ],
    ),
    play: async () => {
      await expect(
        await screen.findByText(/Someone took the last place in this course just before you/),
      ).toBeVisible();
    },
  }),
  'Last place taken',
);

export const [InvitingPhone, InvitingDesktop] = both(
  () => ({
    render: potluckStory('host', client('host'), [{ type: 'invite.open' }]),
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
      await expect(await within(dialog).findByText('(invited)')).toBeVisible();
    },
  }),
  'Invite friends',
);

export const [EditingPhone, EditingDesktop] = both(
  () => ({
    render: potluckStory('host', client('host'), [{ type: 'edit.open' }]),
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Edit the potluck' });
      await expect(within(dialog).getByLabelText('Title')).toHaveValue('Sunday lunch at Maria’s');
    },
  }),
  'Edit',
);

export const [FullMainsPhone, FullMainsDesktop] = both(
  () => ({
    render: potluckStory('priya', client('priya', { getPotluck: answer(fullMains(aPotluck('priya'))) })),
    play: async ({ canvasElement }) => {
      const page = within(canvasElement);
      await expect(await page.findByText('Mains: 1 of 1 claimed, all claimed')).toBeVisible();
      await expect(page.queryByRole('button', { name: 'Bring a dish to mains' })).toBeNull();
    },
  }),
  'Mains all claimed',
);

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

export const [ListPhone, ListDesktop] = both(
  () => ({
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
  }),
  'Potlucks',
);

export const [EmptyListPhone, EmptyListDesktop] = both(
  () => ({
    render: listStory({ getPotlucks: answer([]) } as never),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/No potlucks yet/)).toBeVisible();
    },
  }),
  'No potlucks',
);

export const [HostFormPhone, HostFormDesktop] = both(
  () => ({
    render: listStory({ getPotlucks: answer([]) } as never, [{ type: 'host.open' }]),
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Host a potluck' });
      await expect(within(dialog).getByRole('spinbutton', { name: 'Mains' })).toHaveValue(3);
    },
  }),
  'Host a potluck',
);

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
export const [JoinVisitorPhone, JoinVisitorDesktop] = both(
  () => ({
    render: joinStory(false, { getPotluckLink: preview } as never),
    play: async ({ canvasElement }) => {
      const page = within(canvasElement);
      await expect(await page.findByRole('heading', { name: 'Sunday lunch at Maria’s' })).toBeVisible();
      await expect(page.getByText('Hosted by Maria Rossi')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up and join' })).toBeVisible();
    },
  }),
  'Join link, visitor',
);

export const [JoinMemberPhone, JoinMemberDesktop] = both(
  () => ({
    render: joinStory(true, { getPotluckLink: preview } as never),
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('button', { name: 'Join the potluck' }),
      ).toBeVisible();
    },
  }),
  'Join link, member',
);

export const [JoinOffPhone, JoinOffDesktop] = both(
  () => ({
    render: joinStory(false, { getPotluckLink: refuse(404, 'Not found') } as never),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/This join link is off/)).toBeVisible();
    },
  }),
  'Join link off',
);
