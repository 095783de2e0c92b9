import type { Recipe } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remembered } from '../db/remembered.ts';
import { type RememberedSession, rememberSessionsIn } from '../sessions.ts';

// Every answer the server remembers (docs/decisions/005), owned in one place with one lifetime, the app's: made
// when the app starts, forgotten when it closes, and forgotten early only through forget(). What makes an entry
// still hold is unchanged and stays with its user: feed and provider entries carry the version they were read
// at, session lookups their deadline and the sessions version (sessions.ts).

/** How many entries each memory keeps; past that, the entry stored longest ago is forgotten first. */
const limits = { feed: 1000, feedAnswers: 100, provider: 1000, providerAnswers: 200, sessions: 10_000 };

export function createRememberedAnswers() {
  const memories = {
    /** Public feed totals by filter (repositories/recipeRepository.ts). */
    feedTotals: remembered<{ total: number; version: number }>(limits.feed),
    /** Public feed pages' ids by filter and place. */
    feedPages: remembered<{ ids: string[]; version: number }>(limits.feed),
    /**
     * Whole public feed pages by filter and place, as everyone sees them (`liked` false), with the feed version
     * (migration 019). A page of 24 whole recipes is some 35–50 KB of objects: 100 of them, not 1,000.
     */
    feedAnswers: remembered<{ recipes: Recipe[]; total: number; version: number }>(limits.feedAnswers),
    /** Provider search totals by search (repositories/providerRecipeRepository.ts). */
    providerTotals: remembered<{ total: number; version: number; rows: number }>(limits.provider),
    /**
     * Whole provider searches by search, page, detail and origin, with the provider_search_version and the feed
     * version they were read at (migration 020). The same for everyone: they hold no viewer's own data. A page
     * of summaries is some 5 KB of JSON, of whole recipes with nutrition up to 300 KB: at most 8 MB of their
     * JSON in all (the objects held take a few times that).
     */
    providerAnswers: remembered<{
      answer: { totalResults: number; results: Record<string, unknown>[] };
      versions: string;
      bytes: number;
    }>(limits.providerAnswers, { of: (entry) => entry.bytes, budget: 8 * 1024 * 1024 }),
    /** The catalogue words each query word stands for (repositories/providerWordRepository.ts). */
    providerWords: remembered<{ ids: number[]; version: number }>(limits.provider),
    /** Session lookups, on PGlite only (sessions.ts). */
    sessions: remembered<RememberedSession>(limits.sessions),
  };
  type Memory = keyof typeof memories;
  return {
    ...memories,
    /** Forgets the named memories, or all of them. */
    forget(...names: Memory[]) {
      const chosen = names.length > 0 ? names : (Object.keys(memories) as Memory[]);
      for (const name of chosen) memories[name].clear();
    },
  };
}

export type RememberedAnswers = ReturnType<typeof createRememberedAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    remembered: RememberedAnswers;
  }
}

async function rememberedAnswersPlugin(app: FastifyInstance) {
  const answers = createRememberedAnswers();
  app.decorate('remembered', answers);
  rememberSessionsIn(app.db, answers.sessions);
  app.addHook('onClose', async () => answers.forget());
}

export default fp(rememberedAnswersPlugin, {
  name: 'remembered-answers',
  decorators: { fastify: ['db'] },
});
