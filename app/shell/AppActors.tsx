// The actors that outlive a route for a logged-in member: the notifications feed and the chat panel, which the
// top bar, the bottom nav and several pages share, and the shopping list and the meal plan, which every page that
// adds to them (recipes, cookbooks) and /shopping or /plan share: one queue of changes each, sent from whichever
// page the member is on.
// (The app-wide toast queue is in toasts.ts.) Who the member is comes from the session actor, which learnt it
// when logging in or checking the session; each actor subscribes to the server's live events itself, through
// the client.
import { type UnitSystem, unitSystemForLocale } from '@potluck/domain';
import type { RecipeCardData } from '@potluck/ui';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  chatMachine,
  type Member,
  notificationsMachine,
  planItMachine,
  planMachine,
  shoppingListMachine,
} from '../../machines/index.ts';
import { useNotices } from '../noticeForwarding.ts';
import { client, env } from '../services.ts';
import { Session } from '../session.tsx';

type MemberActors = {
  member: Member;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  chat: ActorRefFrom<typeof chatMachine>;
  shopping: ActorRefFrom<typeof shoppingListMachine>;
  plan: ActorRefFrom<typeof planMachine>;
  /** "Plan it" from a recipe card's ⋯ menu, on any page: its dialog, which adds through `plan`. */
  planIt: ActorRefFrom<typeof planItMachine>;
};

const MemberContext = createContext<MemberActors | null>(null);

export function useMember(): MemberActors {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember outside the member layout');
  return value;
}

/** "Plan it" on a recipe card: the card's recipe goes to the shell's Plan it dialog. */
export function usePlanRecipe(): (event: { recipe: RecipeCardData }) => void {
  const { planIt } = useMember();
  return useCallback(
    ({ recipe }) =>
      planIt.send({
        type: 'planIt.open',
        recipe: {
          recipeId: recipe.id,
          title: recipe.title,
          image: recipe.image ?? null,
          servings: recipe.servings,
        },
      }),
    [planIt],
  );
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
  const shopping = useActorRef(shoppingListMachine, {
    input: { client, memberId: member.id, storage: env.localStorage, now: env.now, random: env.random },
  });
  useNotices(shopping);
  const plan = useActorRef(planMachine, {
    input: { client, memberId: member.id, storage: env.localStorage, now: env.now, random: env.random },
  });
  useNotices(plan);
  const planIt = useActorRef(planItMachine, { input: { now: env.now } });
  useEffect(() => {
    const subscription = planIt.on('recipe.plan', (event) => plan.send(event));
    return () => subscription.unsubscribe();
  }, [planIt, plan]);
  // "Add this week to the shopping list" is a change in the shopping list's one queue, like a recipe's add.
  useEffect(() => {
    const subscription = plan.on('planEntries.add', ({ planId, entryIds }) =>
      shopping.send({ type: 'planEntries.add', planId, entryIds }),
    );
    return () => subscription.unsubscribe();
  }, [plan, shopping]);
  // Back online: the changes kept on the device are sent at once.
  useEffect(() => {
    const online = () => {
      shopping.send({ type: 'connection.online' });
      plan.send({ type: 'connection.online' });
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [shopping, plan]);
  return (
    <MemberContext.Provider value={{ member, notifications, chat, shopping, plan, planIt }}>
      {children}
    </MemberContext.Provider>
  );
}
