// The actors that outlive a route for a logged-in member: the notifications feed and the chat panel, which the
// top bar, the bottom nav and several pages share. (The app-wide toast queue is in toasts.ts.)
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chatMachine, notificationsMachine } from '../../machines/index.ts';
import { client, env } from '../services.ts';
import { nudgeClock } from './nudgeClock.ts';

export type Member = { id: string; username: string; isAdmin: boolean };

type MemberActors = {
  member: Member;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  chat: ActorRefFrom<typeof chatMachine>;
  /** Refetch notifications now (the server said something happened). */
  bumpNotifications: () => void;
  /** Check the unread chat dot now. */
  bumpChat: () => void;
};

const MemberContext = createContext<MemberActors | null>(null);

export function useMember(): MemberActors {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember outside the member layout');
  return value;
}

export function MemberActorsProvider({ member, children }: { member: Member; children: ReactNode }) {
  const [clocks] = useState(() => ({ notifications: nudgeClock(), chat: nudgeClock() }));
  const notifications = useActorRef(notificationsMachine, {
    input: { client, memberId: member.id, now: env.now },
    clock: clocks.notifications,
  });
  const chat = useActorRef(chatMachine, {
    clock: clocks.chat,
    input: {
      client,
      localStorage: env.localStorage,
      sessionStorage: env.sessionStorage,
      now: env.now,
    },
  });
  const [bumps] = useState(() => ({
    bumpNotifications: () => clocks.notifications.nudge(),
    bumpChat: () => clocks.chat.nudge(),
  }));
  return (
    <MemberContext.Provider value={{ member, notifications, chat, ...bumps }}>
      {children}
    </MemberContext.Provider>
  );
}
