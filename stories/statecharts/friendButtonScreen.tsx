// The friend relation's screen: Ada's profile page as the profile route draws it, its friend button driven by the
// walked relation. In the app the profile machine runs the relation as its child; here the walk is that child, so
// the page comes through the route's own selector (selectProfileScreen) and cannot show what the app would not.
import { ProfileScreen } from '@potluck/ui';
import { type AnyMachineSnapshot, type EventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { profileMachine } from '../../machines/index.ts';
import { memberShell } from '../screens/shell.tsx';
import { aPublicProfile } from './samples.ts';
import { clipboard, done, id, noServer } from './walks/support.ts';

const ada = aPublicProfile({
  _id: id(1),
  username: 'ada',
  fName: 'Ada',
  lName: 'Lovelace',
  relation: 'none',
});

/** Ada's profile, loaded, as the member sees it. */
const adasPage = getNextSnapshot(
  profileMachine,
  getInitialSnapshot(profileMachine, {
    client: noServer,
    hasToken: true,
    memberId: id(9),
    username: 'ada',
    ...clipboard,
  }),
  done('loadProfile', { profile: ada, cookbooks: [], recipes: [] }) as never,
);

export function friendButtonScreen(relation: AnyMachineSnapshot, send: (event: EventObject) => void) {
  const page = { ...adasPage, children: { friendRelation: { getSnapshot: () => relation } } };
  return (
    <ProfileScreen
      shell={memberShell({ search: 'friends', current: 'profile' })}
      {...selectProfileScreen(page as never, send)}
    />
  );
}
