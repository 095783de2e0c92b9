// /potluck-link/:token (issue 28): a potluck's join link for a visitor and a member, and turned off, at 375 and 1280 px.
import { AppShell, PotluckJoinScreen, VisitorShell } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectJoinPotluck } from '../../app/selectors/potluckJoinScreen.ts';
import { memoryStorage, potluckJoinMachine } from '../../machines/index.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { answer, refuse } from '../support/answers.ts';
import { fromMachine, type StoryNotices } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Potluck join link',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
    <AppShell {...memberShell({ potlucks: 'current' })} {...notices}>
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

const preview = answer({
  potluckId: 'a'.repeat(24),
  title: 'Sunday lunch at Maria’s',
  hostName: 'Maria Rossi',
  day: '2026-12-06',
  time: '13:00',
  place: '12 Olive Street',
  status: 'planned',
});

/** A visitor opens a join link: the invitation card, then an answer with a name, or log in or sign up. */
const joinVisitorStory = (): Story => ({
  render: joinStory(false, { getPotluckLink: preview, getGuestSession: refuse(401) } as never),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' }),
    ).toBeVisible();
    await expect(page.getByText('Hosted by Maria Rossi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
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
  render: joinStory(false, {
    getPotluckLink: refuse(404, 'Not found'),
    getGuestSession: refuse(401),
  } as never),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This join link is off/)).toBeVisible();
  },
});
export const JoinOffPhone = atViewport(joinOffStory(), 'Join link off', 'phone');
export const JoinOffDesktop = atViewport(joinOffStory(), 'Join link off', 'desktop');
