// /potluck-link/:token: the join machine's snapshot as the JoinPotluck's props: the invitation card, then "Join the
// potluck" (a member) or the answer of a guest without an account (a visitor), its name asked for first.
import { dayDistanceWords, isIsoDate, localToday } from '@potluck/domain';
import type { JoinPotluckProps, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { PotluckJoinEvent, potluckJoinMachine } from '../../machines/potluck/potluckJoinMachine.ts';
import { whenWords } from './potluckScreen.ts';

export function selectJoinPotluck(
  snapshot: SnapshotFrom<typeof potluckJoinMachine>,
  send: (event: PotluckJoinEvent) => void,
  { Link, today = localToday() }: { Link: LinkComponent; today?: string },
): JoinPotluckProps {
  const { preview, member, guest, nameError, error } = snapshot.context;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('gone')
      ? 'gone'
      : preview?.status === 'cancelled'
        ? 'cancelled'
        : snapshot.matches('answering')
          ? 'sending'
          : snapshot.matches('ready')
            ? 'ready'
            : 'joining';
  return {
    status,
    title: preview?.title ?? '',
    hostName: preview?.hostName ?? '',
    when: preview ? whenWords(preview.day, preview.time) : '',
    relativeWhen: preview && isIsoDate(preview.day) ? dayDistanceWords(preview.day, today) || null : null,
    place: preview?.place ?? '',
    member,
    onJoin: () => send({ type: 'join.send' }),
    guest: member
      ? null
      : {
          values: guest,
          errors: { name: nameError, form: error },
          onChange: ({ needs, ...draft }) =>
            send({ type: 'guest.change', draft: needs ? { ...draft, needs: [...needs] } : draft }),
          onSend: () => send({ type: 'guest.send' }),
        },
    Link,
  };
}
