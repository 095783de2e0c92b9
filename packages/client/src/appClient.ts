// The one client object the SPA hands to its machines: the server's API, the provider behind its rate limiter,
// the calls that go through the one cache of answers (data/cachedCalls.ts, loaded with the first of them), and
// `onStale`, how machines hear that someone else changed what they show (the live-event router, decision 032).
import type { DataKey, DataKeyPrefix } from '@potluck/contract';
import { createApi } from './api.ts';
import { type CookCallName, cookCallNames } from './cookCallNames.ts';
import { createAnswerCache } from './data/cache.ts';
import { type CachedCallName, cachedCallNames } from './data/cachedCallNames.ts';
import { checkKept } from './data/checkAnswers.ts';
import { forgetKeptCopies, type KeptStorage } from './data/keptStorage.ts';
import { createHttp, type HttpOptions } from './http.ts';
import type { OpenEventSource } from './liveEvents.ts';
import { type PotluckCallName, potluckCallNames } from './potluckCallNames.ts';
import { createProviderClient } from './provider.ts';

/** A browse card: what a grid shows of a recipe before it is opened (the machines' RecipeCard). */
export type RecipeCard = {
  id: string | number;
  title: string;
  image?: string;
  source: 'member' | 'external';
  /** Minutes, when the answer says (member recipes: prep plus cook time). */
  readyInMinutes?: number | null;
  /** Our members' likes, when the answer says (the built-in provider and the public feed do). */
  likeCount?: number;
  /** The member who wrote it (member recipes only). */
  author?: string;
};

export type AppClientOptions = HttpOptions & {
  /** Opens the live event stream; the browser's EventSource by default. */
  openEventSource?: OpenEventSource;
  /** Where answers are kept for offline reading (IndexedDB in the browser); none: nothing is kept. */
  keptStorage?: KeptStorage | null;
};

type CachedCalls = ReturnType<typeof import('./data/cachedCalls.ts').cachedCalls>;
type CookCalls = ReturnType<typeof import('./cookApi.ts').createCookApi>;
type PotluckCalls = ReturnType<typeof import('./potluckApi.ts').createPotluckApi>;

/**
 * Calls offered by name whose code is a chunk of its own, loaded with the first of them (a chunk that failed to
 * arrive is asked for again by the next call): the landing page's entry does not carry them.
 */
function lazyCalls<Calls, Name extends keyof Calls>(names: readonly Name[], load: () => Promise<Calls>) {
  let loaded: Promise<Calls> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await get())[name] as (...args: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as { [N in Name]: Calls[N] };
}

export function createAppClient(options: AppClientOptions = {}) {
  const http = createHttp(options);
  const api = createApi(http);
  const provider = createProviderClient(http);
  const cache = createAnswerCache();
  const storage = options.keptStorage ?? null;
  // The cached calls are one chunk, loaded with the first of them: a visitor's page never loads it.
  let cachedCalls: Promise<CachedCalls> | undefined;
  const loadCachedCalls = () => {
    cachedCalls ??= import('./data/cachedCalls.ts').then(
      (chunk) => chunk.cachedCalls(api, provider, cache, http),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next call.
        cachedCalls = undefined;
        throw error;
      },
    );
    return cachedCalls;
  };
  const calls = Object.fromEntries(
    cachedCallNames.map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await loadCachedCalls())[name] as (...args: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as { [Name in CachedCallName]: CachedCalls[Name] };
  const cooks = lazyCalls<CookCalls, CookCallName>(cookCallNames, () =>
    import('./cookApi.ts').then((chunk) => chunk.createCookApi(http)),
  );
  const potlucks = lazyCalls<PotluckCalls, PotluckCallName>(potluckCallNames, () =>
    import('./potluckApi.ts').then((chunk) => chunk.createPotluckApi(http)),
  );
  // The router listens to the event stream while any machine listens to the cache, as the stream did before it.
  // Both come in a chunk of their own with the first listener: a visitor's page never loads them.
  let routing: Promise<() => void> | null = null;
  const events = { url: `${options.baseUrl ?? ''}/api/events`, open: options.openEventSource };

  return {
    ...api,
    ...calls,
    ...cooks,
    ...potlucks,
    provider,
    onStale(prefix: DataKeyPrefix, listener: (stale: DataKey) => void): () => void {
      const stop = cache.onStale(prefix, listener);
      // The machines' polls stand in while the router's chunk cannot be had; the next listener asks for it again.
      routing ??= import('./data/liveRouter.ts').then(
        (chunk) => chunk.routeLiveUpdates(events, cache),
        () => {
          routing = null;
          return () => {};
        },
      );
      return () => {
        stop();
        if (cache.listening() > 0 || !routing) return;
        void routing.then((stopRouting) => stopRouting());
        routing = null;
      };
    },
    /**
     * Who is signed in on this device from now on (null: nobody), told by the session. Answers read from now on are
     * kept for them, and only their copies are read back; what the cache held for anyone before is gone.
     */
    signedIn(memberId: string | null): void {
      cache.serve(storage && memberId ? { storage, memberId, check: checkKept } : null);
    },
    /** Deletes every copy kept on this device (a session ended, or another member's begins). */
    forgetKeptCopies: async () => {
      if (storage) await forgetKeptCopies(storage).catch(() => undefined);
    },
  };
}

/** @internal the whole client's type, for the test that proves it fits every machine's client interface */
export type AppClient = ReturnType<typeof createAppClient>;
