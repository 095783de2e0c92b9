// The actors that outlive a route for a logged-in member: the notifications feed and the chat panel, which the
// top bar, the bottom nav and several pages share, and the shopping list and the meal plan, which every page that
// adds to them (recipes, cookbooks) and /shopping or /plan share: one queue of changes each, sent from whichever
// page the member is on. The list actors come from a chunk of their own (listActors.ts), started right after the
// shell's first render: `useListActors()` gives them once started (null before), `whenListActors` a promise for
// a page that sends to them, so nothing sent meanwhile is lost.
// (The app-wide toast queue is in toasts.ts.) Who the member is comes from the session actor, which learnt it
// when logging in or checking the session; each actor subscribes to the server's live events itself, through
// the client.
import { type UnitSystem, unitSystemForLocale } from '@potluck/domain';
import type { RecipeCardData } from '@potluck/ui';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chatMachine, type Member, notificationsMachine, planItMachine } from '../../machines/index.ts';
import { useNotices } from '../noticeForwarding.ts';
import { client, env } from '../services.ts';
import { Session } from '../session.tsx';
import type { ListActors } from './listActors.ts';

type MemberActors = {
  member: Member;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  chat: ActorRefFrom<typeof chatMachine>;
  /** The shopping list and plan actors once started, else null. */
  lists: ListActors | null;
  /** Resolves with them once started: what a page sends to them goes through it. */
  whenListActors: Promise<ListActors>;
  /** "Plan it" from a recipe card's ⋯ menu, on any page: its dialog, which adds through the plan's actor. */
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

/** The shopping list and meal plan actors, null until their chunk has loaded (right after the first render). */
export function useListActors(): ListActors | null {
  return useMember().lists;
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
  const [lists, setLists] = useState<ListActors | null>(null);
  const [whenListActors] = useState(() => {
    let resolve: (actors: ListActors) => void = () => {};
    const promise = new Promise<ListActors>((done) => {
      resolve = done;
    });
    return Object.assign(promise, { resolve });
  });
  useEffect(() => {
    let live = true;
    let started: ReturnType<typeof import('./listActors.ts').startListActors> | undefined;
    void import('./listActors.ts').then(({ startListActors }) => {
      if (!live) return;
      started = startListActors(member.id);
      whenListActors.resolve(started);
      setLists(started);
    });
    return () => {
      live = false;
      started?.stop();
    };
  }, [member.id, whenListActors]);
  useNotices(lists?.shopping);
  useNotices(lists?.plan);
  const planIt = useActorRef(planItMachine, { input: { now: env.now } });
  useEffect(() => {
    const subscription = planIt.on('recipe.plan', (event) => {
      void whenListActors.then(({ plan }) => plan.send(event));
    });
    return () => subscription.unsubscribe();
  }, [planIt, whenListActors]);
  // Back online: the changes kept on the device are sent at once.
  useEffect(() => {
    if (!lists) return;
    const online = () => {
      lists.shopping.send({ type: 'connection.online' });
      lists.plan.send({ type: 'connection.online' });
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [lists]);
  return (
    <MemberContext.Provider value={{ member, notifications, chat, lists, whenListActors, planIt }}>
      {children}
    </MemberContext.Provider>
  );
}
