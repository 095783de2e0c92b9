// What a member cooked, under their profile (issue 41): a chunk of its own, loaded by the profile route once the
// profile has drawn. Someone else's profile lists their cooks as the viewer may see them; the member's own, their
// history with a count per recipe.
import { MemberCooks } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { cookHistoryMachine } from '../../machines/cooks/cookHistoryMachine.ts';
import { memberCooksMachine } from '../../machines/cooks/memberCooksMachine.ts';
import { RouterLink } from '../links.tsx';
import { selectCookHistory, selectMemberCooks } from '../selectors/memberCooks.ts';
import { client } from '../services.ts';

function TheirCooks({ username }: { username: string }) {
  const cooks = useActorRef(memberCooksMachine, { input: { client, username } });
  const snapshot = useSelector(cooks, (s) => s);
  return <MemberCooks {...selectMemberCooks(snapshot, cooks.send, { Link: RouterLink })} />;
}

function OwnHistory() {
  const history = useActorRef(cookHistoryMachine, { input: { client } });
  const snapshot = useSelector(history, (s) => s);
  return <MemberCooks {...selectCookHistory(snapshot, history.send, { Link: RouterLink })} />;
}

export default function MemberCooksPart({ username, own }: { username: string; own: boolean }) {
  return own ? <OwnHistory /> : <TheirCooks username={username} />;
}
