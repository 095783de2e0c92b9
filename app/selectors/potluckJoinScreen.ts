// /potluck-link/:token: the join machine's snapshot as the JoinPotluck's props (member or visitor).
import type { JoinPotluckProps, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { PotluckJoinEvent, potluckJoinMachine } from '../../machines/potluck/potluckJoinMachine.ts';
import { whenWords } from './potluckScreen.ts';

export function selectJoinPotluck(
  snapshot: SnapshotFrom<typeof potluckJoinMachine>,
  send: (event: PotluckJoinEvent) => void,
  { Link }: { Link: LinkComponent },
): JoinPotluckProps {
  const { preview, member } = snapshot.context;
  return {
    status: snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('gone')
        ? 'gone'
        : snapshot.matches('ready')
          ? 'ready'
          : 'joining',
    title: preview?.title ?? '',
    hostName: preview?.hostName ?? '',
    when: preview ? whenWords(preview.day, '').replace(/ at $/, '') : '',
    member,
    onJoin: () => send({ type: 'join.send' }),
    Link,
  };
}
