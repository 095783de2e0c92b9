// The actors that outlive a route for a logged-in member: the notifications feed and the chat panel, which the
// top bar, the bottom nav and several pages share. (The app-wide toast queue is in toasts.ts.) Who the member is
// comes from the session actor, which learnt it when logging in or checking the session; each actor subscribes
// to the server's live events itself, through the client.
import { type UnitSystem, unitSystemForLocale } from '@potluck/domain';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chatMachine, type Member, notificationsMachine } from '../../machines/index.ts';
import { useNotices } from '../notices.ts';
import { client, env } from '../services.ts';
import { Session } from '../session.tsx';

export type { Member };

type MemberActors = {
  member: Member;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  chat: ActorRefFrom<typeof chatMachine>;
};

const MemberContext = createContext<MemberActors | null>(null);

export function useMember(): MemberActors {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember outside the member layout');
  return value;
}

/** The units the member reads amounts in: their choice in Settings, else what the browser's locale suggests. */
export function useMemberUnits(): UnitSystem {
  return useMember().member.units ?? unitSystemForLocale(navigator.language);
}

export function MemberActorsProvider({ children }: { children: ReactNode }) {
  const member = Session.useSelector((snapshot) => snapshot.context.member);
  // Logging out forgets the member one render before the app swaps to the visitor's routes.
  if (!member) return null;
  return <Actors member={member}>{children}</Actors>;
}

function Actors({ member, children }: { member: Member; children: ReactNode }) {
  const notifications = useActorRef(notificationsMachine, {
    input: { client, memberId: member.id, now: env.now },
  });
  // A failed answer or Clear is an alert on whichever page the member is.
  useNotices(notifications);
  const chat = useActorRef(chatMachine, {
    input: {
      client,
      memberId: member.id,
      localStorage: env.localStorage,
      sessionStorage: env.sessionStorage,
      now: env.now,
    },
  });
  return <MemberContext.Provider value={{ member, notifications, chat }}>{children}</MemberContext.Provider>;
}
