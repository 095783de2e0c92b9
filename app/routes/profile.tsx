// /profile/:username?: the profile machine drawn as the design system's ProfileScreen. The friend button is the
// machine's child once the profile has loaded; its notices ('Failed to send friend request.') are forwarded like
// the page's own. An incoming request is accepted or declined right there, by the friend button.
import { ProfileScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { profileMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectProfileScreen } from '../selectors/profileScreen.ts';
import { client, env } from '../services.ts';
import { useMember } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

// What the member cooked (issue 41) comes in a chunk of its own once the profile has drawn.
const MemberCooksPart = lazy(() => import('../profile/MemberCooksPart.tsx'));

function ProfilePage({ username }: { username: string | undefined }) {
  const { member } = useMember();
  const profile = useActorRef(profileMachine, {
    input: {
      client,
      username,
      hasToken: !!env.localStorage.getItem('token'),
      memberId: member.id,
      origin: env.origin,
      writeClipboard: env.writeClipboard,
    },
  });
  const snapshot = useSelector(profile, (s) => s);
  const friendButton = snapshot.children.friendRelation;
  // The friend button moves on its own (a request sent, or refused): draw again when it does.
  useSelector(friendButton, (s) => s);
  useNotices(profile);
  useNotices(friendButton);
  const screen = selectProfileScreen(snapshot, profile.send, { Link: RouterLink });
  const shown = snapshot.context.page?.profile.username;
  const cooked = screen.profile.status === 'ready' && shown && (
    <Suspense fallback={null}>
      <MemberCooksPart username={shown} own={screen.profile.tabs.own === true} />
    </Suspense>
  );
  return <ProfileScreen shell={useShell()} {...screen} cooked={cooked} />;
}

export function Component() {
  const { username } = useParams();
  // Keyed by username: another profile gets a fresh machine.
  return <ProfilePage key={username ?? ''} username={username} />;
}
