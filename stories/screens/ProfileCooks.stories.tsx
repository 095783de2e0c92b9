// What a member cooked under their profile (issue 41), drawn from the memberCooks machine (someone else's cooks)
// and the cookHistory machine (the member's own history) with fake clients, through the route's selectors, in the
// profile's `cooked` slot, at 375 and 1280 px.
import type { CookHistory, CookPage } from '@potluck/contract';
import { MemberCooks, ProfileScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectCookHistory, selectMemberCooks } from '../../app/selectors/memberCooks.ts';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { cookHistoryMachine } from '../../machines/cooks/cookHistoryMachine.ts';
import { memberCooksMachine } from '../../machines/cooks/memberCooksMachine.ts';
import { profileMachine } from '../../machines/index.ts';
import { aPublicProfile, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine, type StoryNotices, useStoryActor } from '../support/fromMachine.tsx';
import { aHistory, sampleToday, someCooks } from '../versionsSamples.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Profile cooks',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const kenji = aPublicProfile({
  _id: sampleId(31),
  username: 'kenji',
  fName: 'Kenji',
  lName: 'Sato',
  friends: 4,
});
const profileClient = {
  getMemberProfile: answer(kenji),
  getOwnProfile: answer(kenji),
  getUserCookbooks: answer([]),
  getUserRecipes: answer([]),
} as never;

/** The profile, from its machine, with the cooks' section handed in. */
function ProfileWith({ children, notices }: { children: ReactNode; notices: StoryNotices }) {
  const [input] = useState(() => ({
    client: profileClient,
    username: 'kenji',
    hasToken: true,
    memberId: sampleId(9),
    origin: 'https://potluck.example',
    writeClipboard: async () => undefined,
  }));
  const profile = useStoryActor(profileMachine, input, []);
  const snapshot = useSelector(profile, (s) => s);
  return (
    <ProfileScreen
      shell={{ ...memberShell({ search: 'friends', current: 'profile' }), ...notices }}
      {...selectProfileScreen(snapshot, profile.send)}
      cooked={children}
    />
  );
}

const cursor = `20261120${'a'.repeat(24)}`;

const theirCooks = (getMemberCooks: (username: string, page?: { cursor?: string }) => Promise<CookPage>) =>
  fromMachine({
    machine: memberCooksMachine,
    input: { client: { getMemberCooks } as never, username: 'kenji' },
    events: [],
    render: (snapshot, send, notices) => (
      <ProfileWith notices={notices}>
        <MemberCooks {...selectMemberCooks(snapshot, send, { today: sampleToday })} />
      </ProfileWith>
    ),
  });

const ownHistory = (getCookHistory: (page?: { offset?: number }) => Promise<CookHistory>) =>
  fromMachine({
    machine: cookHistoryMachine,
    input: { client: { getCookHistory } as never },
    events: [],
    render: (snapshot, send, notices) => (
      <ProfileWith notices={notices}>
        <MemberCooks {...selectCookHistory(snapshot, send, { today: sampleToday })} />
      </ProfileWith>
    ),
  });

async function cooksSection(canvasElement: HTMLElement, name: string | RegExp) {
  const section = await within(canvasElement).findByRole('region', { name });
  section.scrollIntoView();
  return within(section);
}

/** Someone else's cooks as the member may see them, with Show more (the server's cursor). */
const cooks: Story = {
  render: theirCooks(async (_username, page) =>
    page?.cursor ? { cooks: someCooks(6).slice(4), next: null } : { cooks: someCooks(4), next: cursor },
  ),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement, 'What kenji cooked');
    await expect(await section.findAllByRole('article')).toHaveLength(4);
    await userEvent.click(section.getByRole('button', { name: 'Show more' }));
    await expect(await section.findAllByRole('article')).toHaveLength(6);
    await expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
export const CooksPhone = atViewport(cooks, 'Profile: their cooks', 'phone');
export const CooksDesktop = atViewport(cooks, 'Profile: their cooks', 'desktop');

/** Nothing the member may see. */
export const CooksNone: Story = {
  render: theirCooks(answer({ cooks: [], next: null })),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement, 'What kenji cooked');
    await expect(await section.findByText('kenji has not shared any cooks with you yet.')).toBeVisible();
  },
};

/** On its way. */
export const CooksLoading: Story = {
  render: theirCooks(never),
  play: async ({ canvasElement }) => {
    await cooksSection(canvasElement, 'What kenji cooked');
  },
};

/** The read failed: said, with Try again. */
export const CooksFailed: Story = {
  render: theirCooks(refuse(500)),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement, 'What kenji cooked');
    await expect(await section.findByText(/could not be loaded/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The member's own history: a recipe a row, "You cooked this 3 times; last: …", paged by offset. */
const history: Story = {
  render: ownHistory(async (page) => (page?.offset ? aHistory(2, null, 4) : aHistory(4, 4))),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement, 'Your cooking');
    await expect(await section.findByText('You cooked this once; last: yesterday')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Recipe 1' })).toHaveAttribute(
      'href',
      `/recipe/${aHistory(1).recipes[0]?.recipe.id}`,
    );
    await userEvent.click(section.getByRole('button', { name: 'Show more' }));
    await expect(await section.findAllByRole('article')).toHaveLength(6);
  },
};
export const HistoryPhone = atViewport(history, 'Profile: your history', 'phone');
export const HistoryDesktop = atViewport(history, 'Profile: your history', 'desktop');

/** Nothing cooked yet. */
export const HistoryNone: Story = {
  render: ownHistory(answer(aHistory(0))),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement, 'Your cooking');
    await expect(await section.findByText(/Nothing cooked yet/)).toBeVisible();
  },
};
