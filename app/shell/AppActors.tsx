// The actors that outlive a route for a logged-in member: the notifications feed and the chat panel, which the
// top bar, the bottom nav and several pages share, "Plan it" from a recipe card, and the shopping list and the
// meal plan, which every page that adds to them (recipes, cookbooks) and /shopping or /plan share: one queue of
// changes each, sent from whichever page the member is on.
// None of them is in the boot bundle or the page's first render (issue 30, decisions 027 and 030): the list
// actors come from a chunk of their own started right after the shell's first render (listActors.ts), the
// notifications, chat and Plan it actors from another started after the page's first paint (shellActors.ts).
// `useListActors()` and `useShellActors()` give them once started (null before), `whenListActors` and
// `whenShellActors` a promise for whatever is sent to them, so nothing sent meanwhile is lost. Each has a context
// of its own, so a page that uses neither is not drawn again when they start.
// (The app-wide toast queue is in toasts.ts.) Who the member is comes from the session actor, which learnt it
// when logging in or checking the session; each actor hears what others changed through the client's `onStale`
// (the live-event router, decision 032).
import { type UnitSystem, unitSystemForLocale } from '@potluck/domain';
import type { RecipeCardData } from '@potluck/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import type { Member } from '../../machines/index.ts';
import { afterFirstRender, afterNextPaint } from '../later.ts';
import { useNotices } from '../noticeForwarding.ts';
import { Session } from '../session.tsx';
import type { ListActors } from './listActors.ts';
import type { ShellActors } from './shellActors.ts';
import { useLaterActors } from './useLaterActors.ts';

type MemberActors = {
  member: Member;
  /** Resolves with the shopping list and plan actors once started: what a page sends to them goes through it. */
  whenListActors: Promise<ListActors>;
  /** Resolves with the notifications, chat and Plan it actors once started: the same for what is sent to them. */
  whenShellActors: Promise<ShellActors>;
};

const MemberContext = createContext<MemberActors | null>(null);
const ListActorsContext = createContext<ListActors | null>(null);
const ShellActorsContext = createContext<ShellActors | null>(null);

export function useMember(): MemberActors {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember outside the member layout');
  return value;
}

/** "Plan it" on a recipe card: the card's recipe goes to the shell's Plan it dialog (once it is started). */
export function usePlanRecipe(): (event: { recipe: RecipeCardData }) => void {
  const { whenShellActors } = useMember();
  return useCallback(
    ({ recipe }) =>
      void whenShellActors.then(({ planIt }) =>
        planIt.send({
          type: 'planIt.open',
          recipe: {
            recipeId: recipe.id,
            title: recipe.title,
            image: recipe.image ?? null,
            servings: recipe.servings,
          },
        }),
      ),
    [whenShellActors],
  );
}

/** The shopping list and meal plan actors, null until their chunk has loaded (right after the first render). */
export function useListActors(): ListActors | null {
  return useContext(ListActorsContext);
}

/** The notifications, chat and Plan it actors, null until their chunk has loaded (after the first paint). */
export function useShellActors(): ShellActors | null {
  return useContext(ShellActorsContext);
}

/** The units the member reads amounts in: their choice in Settings, else what the browser's locale suggests. */
export function useMemberUnits(): UnitSystem {
  return useMember().member.units ?? unitSystemForLocale(navigator.language);
}

export function MemberActorsProvider({ children }: { children: ReactNode }) {
  const member = Session.useSelector((snapshot) => snapshot.context.member);
  // Logging out forgets the member one render before the app swaps to the visitor's routes.
  if (!member) return null;
  return (
    <Actors key={member.id} member={member}>
      {children}
    </Actors>
  );
}

const loadListActors = () => import('./listActors.ts').then((chunk) => chunk.startListActors);
const loadShellActors = () => import('./shellActors.ts').then((chunk) => chunk.startShellActors);

function Actors({ member, children }: { member: Member; children: ReactNode }) {
  const lists = useLaterActors(member.id, loadListActors, afterFirstRender);
  const shell = useLaterActors(member.id, loadShellActors, afterNextPaint);
  // A failed answer or Clear, a change the server refused: an alert on whichever page the member is.
  useNotices(shell.actors?.notifications);
  useNotices(lists.actors?.shopping);
  useNotices(lists.actors?.plan);
  // Plan it's dialog adds through the plan's actor, which may still be starting.
  useEffect(() => {
    const subscription = shell.actors?.planIt.on('recipe.plan', (event) => {
      void lists.whenStarted.then(({ plan }) => plan.send(event));
    });
    return () => subscription?.unsubscribe();
  }, [shell.actors, lists.whenStarted]);
  // Back online: the changes kept on the device are sent at once.
  useEffect(() => {
    if (!lists.actors) return;
    const { shopping, plan } = lists.actors;
    const online = () => {
      shopping.send({ type: 'connection.online' });
      plan.send({ type: 'connection.online' });
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [lists.actors]);
  const value = useMemo(
    () => ({ member, whenListActors: lists.whenStarted, whenShellActors: shell.whenStarted }),
    [member, lists.whenStarted, shell.whenStarted],
  );
  return (
    <MemberContext.Provider value={value}>
      <ListActorsContext.Provider value={lists.actors}>
        <ShellActorsContext.Provider value={shell.actors}>{children}</ShellActorsContext.Provider>
      </ListActorsContext.Provider>
    </MemberContext.Provider>
  );
}
