// /potluck-link/:token as an invitation (issue 39), at 375 and 1280 px: the visitor's card and answer without an
// account (name, coming, how many, needs; the privacy sentence; log in or sign up instead), its errors, sending, a
// cancelled potluck, a link turned off, and a member's Join. Props are written out while the join machine's guest
// states are being built.
import { dayDistanceWords, dayWords } from '@potluck/domain';
import { AppShell, type JoinPotluckProps, PotluckJoinScreen, VisitorShell } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

type Args = { member: boolean; join: JoinPotluckProps };

function JoinPage({ member, join }: Args) {
  return (
    <PotluckJoinScreen
      frame={(children) =>
        member ? (
          <AppShell {...memberShell({ potlucks: 'current' })}>{children}</AppShell>
        ) : (
          <VisitorShell Link={AnchorLink}>{children}</VisitorShell>
        )
      }
      join={join}
    />
  );
}

const meta = {
  title: 'Screens/Potluck join link, answered as a guest',
  component: JoinPage,
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta<typeof JoinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = fn();
const change = fn();

const join = (more: Partial<JoinPotluckProps> = {}): JoinPotluckProps => ({
  status: 'ready',
  title: 'Sunday lunch at Maria’s',
  hostName: 'Maria Rossi',
  when: `${dayWords('2026-12-06', 'longDay')} at 13:00`,
  relativeWhen: dayDistanceWords('2026-12-06', '2026-11-30'),
  place: '12 Olive Street, Bristol',
  member: false,
  onJoin: fn(),
  guest: {
    values: { name: '', answer: 'going', people: 1, needs: [] },
    errors: {},
    onChange: change,
    onSend: send,
  },
  Link: AnchorLink,
  ...more,
});

/** A visitor: the invitation card, then an answer with a name; log in or sign up are still there. */
const formStory = (): Story => ({
  args: { member: false, join: join() },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1, name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(view.getByText('Hosted by Maria Rossi')).toBeVisible();
    await expect(view.getByText('in 6 days')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Open in a map' })).toHaveAttribute('target', '_blank');
    await userEvent.type(view.getByRole('textbox', { name: /Your name/ }), 'S');
    await expect(change).toHaveBeenCalledWith({ name: 'S' });
    await expect(view.getByRole('radio', { name: 'Going' })).toBeChecked();
    await userEvent.click(view.getByRole('checkbox', { name: 'Dairy' }));
    await expect(change).toHaveBeenCalledWith({ needs: ['dairy'] });
    await expect(view.getByText(/Only the host sees your needs/)).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Send my answer' }));
    await expect(send).toHaveBeenCalled();
    await expect(view.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(view.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
});
export const VisitorPhone = atViewport(formStory(), 'Visitor’s answer', 'phone');
export const VisitorDesktop = atViewport(formStory(), 'Visitor’s answer', 'desktop');

/** Filled in for a party of 3 with needs. */
const filledStory = (): Story => ({
  args: {
    member: false,
    join: join({
      guest: {
        values: { name: 'Sam', answer: 'maybe', people: 3, needs: ['dairy', 'tree nut'] },
        errors: {},
        onChange: change,
        onSend: send,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('radio', { name: 'Maybe' })).toBeChecked();
    await expect(view.getByRole('group', { name: 'Your party’s needs' })).toBeVisible();
    await expect(view.getByRole('checkbox', { name: 'Tree nut' })).toBeChecked();
  },
});
export const VisitorFilledPhone = atViewport(filledStory(), 'Visitor’s answer, filled in', 'phone');
export const VisitorFilledDesktop = atViewport(filledStory(), 'Visitor’s answer, filled in', 'desktop');

/** Sent without a name, and a refusal from the server: both said, what was typed kept. */
const errorsStory = (): Story => ({
  args: {
    member: false,
    join: join({
      guest: {
        values: { name: '', answer: 'going', people: 2, needs: [] },
        errors: {
          name: 'Say your name, so the host knows who is coming.',
          form: 'Too many answers from this network just now. Try again in a few minutes.',
        },
        onChange: change,
        onSend: send,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Say your name, so the host knows who is coming.')).toBeVisible();
    await expect(view.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(view.getByText(/Too many answers/)).toBeVisible();
  },
});
export const VisitorErrorsPhone = atViewport(errorsStory(), 'Visitor’s answer, refused', 'phone');
export const VisitorErrorsDesktop = atViewport(errorsStory(), 'Visitor’s answer, refused', 'desktop');

/** Cannot go: no party, no needs. */
const cantGoStory = (): Story => ({
  args: {
    member: false,
    join: join({
      guest: {
        values: { name: 'Sam', answer: 'cant_go', people: 1, needs: [] },
        errors: {},
        onChange: change,
        onSend: send,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.queryByRole('group', { name: 'Your needs' })).toBeNull();
    await expect(view.queryByRole('spinbutton')).toBeNull();
  },
});
export const VisitorCantGoPhone = atViewport(cantGoStory(), 'Visitor can’t go', 'phone');
export const VisitorCantGoDesktop = atViewport(cantGoStory(), 'Visitor can’t go', 'desktop');

const sendingStory = (): Story => ({
  args: {
    member: false,
    join: join({
      status: 'sending',
      guest: {
        values: { name: 'Sam', answer: 'going', people: 1, needs: ['dairy'] },
        errors: {},
        onChange: change,
        onSend: send,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sending/ })).toBeDisabled();
  },
});
export const VisitorSendingPhone = atViewport(sendingStory(), 'Visitor’s answer, sending', 'phone');
export const VisitorSendingDesktop = atViewport(sendingStory(), 'Visitor’s answer, sending', 'desktop');

/** Cancelled: the card says so, and takes no answer. */
const cancelledStory = (): Story => ({
  args: { member: false, join: join({ status: 'cancelled' }) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('This potluck was cancelled.')).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Send my answer' })).toBeNull();
  },
});
export const CancelledPhone = atViewport(cancelledStory(), 'Cancelled', 'phone');
export const CancelledDesktop = atViewport(cancelledStory(), 'Cancelled', 'desktop');

const goneStory = (): Story => ({
  args: { member: false, join: join({ status: 'gone' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'This join link is off' }),
    ).toBeVisible();
  },
});
export const GonePhone = atViewport(goneStory(), 'Join link off', 'phone');
export const GoneDesktop = atViewport(goneStory(), 'Join link off', 'desktop');

const loadingStory = (): Story => ({
  args: { member: false, join: join({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the invitation');
  },
});
export const LoadingPhone = atViewport(loadingStory(), 'Loading', 'phone');
export const LoadingDesktop = atViewport(loadingStory(), 'Loading', 'desktop');

/** A member still joins with one press. */
const memberStory = (): Story => ({
  args: { member: true, join: join({ member: true, guest: null }) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('button', { name: 'Join the potluck' })).toBeVisible();
    await expect(view.queryByRole('textbox', { name: /Your name/ })).toBeNull();
  },
});
export const MemberPhone = atViewport(memberStory(), 'Member', 'phone');
export const MemberDesktop = atViewport(memberStory(), 'Member', 'desktop');
