import type { LinkComponent } from '../Link/index.ts';
import type { PotluckAnswerChoice, PotluckBringing } from './PotluckAnswer.tsx';
import type { PotluckGuestEntry } from './PotluckGuestList.tsx';
import type { PotluckHost } from './PotluckHostTools.tsx';
import type { PotluckInvitationProps } from './PotluckInvitation.tsx';
import type { PrintedInvitationDialogProps } from './PrintedInvitationDialog.tsx';

/**
 * Everything the page says about the potluck itself, which PotluckScreen lays out in parts with the menu and the
 * thread between: the invitation (PotluckInvitation), the answer and what you bring (PotluckAnswer), the host's
 * tools (PotluckHostTools), who comes (PotluckGuestList).
 */
export interface PotluckDetailsProps {
  title: string;
  /** "Sunday, 6 December 2026 at 13:00". */
  when: string;
  /** "in 6 days", "tomorrow" (dayDistanceWords); null when not said. */
  relativeWhen?: string | null | undefined;
  place: string;
  note: string;
  /** "Hosted by Maria Rossi", "You host". */
  hostLine: string;
  /** The host's name, for the printed invitation ("Hosted by Maria Rossi" even on the host's own page). */
  hostName?: string | undefined;
  /** "4 people coming". */
  headcount: string;
  /** A cancelled potluck: a banner on the invitation, its date struck through. */
  cancelled?: boolean | undefined;
  /** The potluck's calendar file (.ics) for "Add to my calendar"; null: not offered. */
  calendarUrl?: string | null | undefined;
  /** Who is invited and what they said. */
  guests: readonly PotluckGuestEntry[];
  /** "The host closed claims: the menu is set.", when so (a cancelled potluck says so by `cancelled`). */
  notice: string | null;
  /** The member's answer and how many they bring; null on a cancelled potluck. */
  answer: { value: PotluckAnswerChoice | null; people: number; busy: boolean } | null;
  onAnswer: (answer: { answer: PotluckAnswerChoice; people: number }) => void;
  /** "People you bring" typed (sent once typing rests), and the field left (sent at once). */
  onPeopleChange: (change: { people: number }) => void;
  onPeopleDone: () => void;
  /** "What are you bringing?": the member's dishes and the courses with room; null where they may not claim. */
  bringing?: PotluckBringing | null | undefined;
  /** "Leave this potluck" for a guest (null for the host and once cancelled). */
  onLeave: (() => void) | null;
  /** The host's tools; null for a guest, and once cancelled. */
  host: PotluckHost | null;
  /** The host's "Host again" (also on a cancelled potluck); null for a guest. */
  onHostAgain: (() => void) | null;
  /** "Save the menu as a cookbook" (asks for the name first); null for a guest without an account. */
  onSaveCookbook: (() => void) | null;
  /** Profiles open through it; the plain anchor by default. */
  Link?: LinkComponent | undefined;
}

/** The invitation card's part of the details. */
export const invitationOf = (props: PotluckDetailsProps): PotluckInvitationProps => ({
  title: props.title,
  when: props.when,
  relativeWhen: props.relativeWhen,
  place: props.place,
  note: props.note,
  hostLine: props.hostLine,
  headcount: props.headcount,
  cancelled: props.cancelled,
  calendarUrl: props.calendarUrl,
  notice: props.notice,
  eyebrow: props.host || props.onHostAgain ? 'Your potluck' : 'You’re invited',
});

/** What the printed invitation says beside its QR code. */
export const printedOf = (
  props: PotluckDetailsProps,
): Omit<PrintedInvitationDialogProps, 'url' | 'open' | 'onOpenChange'> => ({
  title: props.title,
  when: props.when,
  place: props.place,
  hostLine: props.hostName ? `Hosted by ${props.hostName}` : '',
});
