// The words of the built-in provider's text query, looked up in provider_words (migration 009): a query word
// stands for the catalogue words that contain it, folded as the rows are (lower(unaccent(...))), or, when none
// does, for those a small typo away (provider/typos.ts) among the trigram-similar ones.
import type { Db } from '../db/db.ts';
import type { RememberedAnswers } from '../plugins/rememberedAnswers.ts';
import { isSmallTypo, shortestCorrectedWord } from '../provider/typos.ts';

/** How many trigram-similar words the typo fallback weighs for one query word. */
const nearWords = 50;

export interface FoundWords {
  /** For each query word, the numbers of the catalogue words that stand for it; empty when none does. */
  ids: number[][];
  /** The provider_search_version they were looked up at. */
  version: number;
}

type Found = {
  folded: string;
  ids: number[];
  near: Array<{ id: number; word: string }> | null;
  version: number;
};

// LIKE's wildcards and its escape character in the folded word are matched literally.
const lookUpSql = `
  SELECT m.folded, m.ids, (SELECT version FROM provider_search_version) AS version,
    CASE WHEN cardinality(m.ids) = 0 AND char_length(m.folded) >= $2 THEN (
      SELECT json_agg(json_build_object('id', c.id, 'word', c.word)) FROM (
        SELECT v.id, v.word FROM provider_words v WHERE v.word % m.folded
        ORDER BY similarity(v.word, m.folded) DESC, v.id LIMIT ${nearWords}) c)
    END AS near
  FROM (
    SELECT f.n, f.folded, ARRAY(SELECT v.id FROM provider_words v WHERE v.word LIKE '%' || f.pattern || '%') AS ids
    FROM (
      SELECT n, folded, replace(replace(replace(folded, '\\', '\\\\'), '%', '\\%'), '_', '\\_') AS pattern
      FROM unnest($1::text[]) WITH ORDINALITY AS u (word, n), lower(unaccent(u.word)) AS folded
    ) f
    -- Keeps this query whole, so each word's ids are looked up once (not again for near).
    OFFSET 0
  ) m
  ORDER BY m.n`;

export function createProviderWordRepository(db: Db, memory: RememberedAnswers) {
  // What each query word stood for, with the provider_search_version it was looked up at: words enter and leave
  // provider_words only with the search rows that raise that version, so the numbers hold until it changes.
  // They belong to the app's remembered answers (plugins/rememberedAnswers.ts).
  const lookedUp = memory.providerWords;

  return {
    /** The catalogue words each query word stands for, remembered ones without asking the database. */
    async lookUp(words: readonly string[]): Promise<FoundWords> {
      const known = words.map((word) => lookedUp.get(word));
      const version = known[0]?.version;
      if (known.every((entry) => entry !== undefined && entry.version === version) && version !== undefined)
        return { ids: known.map((entry) => entry?.ids ?? []), version };
      const found = await db.query<Found>(lookUpSql, [words, shortestCorrectedWord]);
      const ids = found.map((row) =>
        row.ids.length > 0
          ? row.ids
          : (row.near ?? []).filter((near) => isSmallTypo(row.folded, near.word)).map((near) => near.id),
      );
      const at = found[0]?.version ?? 0;
      // A word that stands for nothing is not remembered: with nothing to search, no later statement would read
      // the version that tells when the catalogue has brought it.
      words.forEach((word, n) => {
        const wordIds = ids[n] ?? [];
        if (wordIds.length > 0) lookedUp.set(word, { ids: wordIds, version: at });
      });
      return { ids, version: at };
    },

    /** Forgets every remembered word: the catalogue changed since they were looked up. */
    forget() {
      memory.forget('providerWords');
    },
  };
}
