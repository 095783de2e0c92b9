-- Text search of the built-in provider over titles AND ingredient names, ignoring case and accents and tolerant
-- of small typos; popularity that counts our members' likes; exact totals remembered until the catalogue changes
-- (docs/benchmarks.md, "Recipe provider").
--
-- Words are folded by lower(unaccent(...)) in SQL, on the rows (catalogue/searchRows.ts) and on the query
-- (repositories/providerRecipeRepository.ts) alike, so both sides fold the same way ("Crème" and "CREME" are
-- both "creme", "œuf" is "oeuf"). unaccent ships with PostgreSQL's contrib like pg_trgm, is a trusted extension
-- (a database owner may create it), and PGlite loads it from its contrib bundle (db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Every word of the titles and ingredient names once (split at white space, folded), with a number the search
-- rows refer to. A query word is looked up here by substring through the trigram index, and when no word
-- contains it, by trigram similarity (the typo fallback).
CREATE TABLE IF NOT EXISTS provider_words (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  word text NOT NULL UNIQUE
);
CREATE INDEX IF NOT EXISTS provider_words_trgm ON provider_words
  USING gin (word gin_trgm_ops) WITH (fastupdate = off);

-- One row per recipe for text queries: the search columns of provider_search plus the numbers of the recipe's
-- words. A query word becomes "words overlap the numbers of the vocabulary words that stand for it", which the
-- GIN index answers with an exact bitmap of the matching rows; the filters are checked on those rows only, and
-- a page is found by walking a sort index as in provider_search. The words (about 20 numbers a recipe) live
-- here rather than in provider_search: they would double its width, and the filters without a text query read
-- all of provider_search. This replaces the title-word table of migration 006, which held the search columns
-- once per title word (98 MB at 100k recipes) and would have held them once per ingredient word too.
CREATE TABLE IF NOT EXISTS provider_search_text (
  id integer PRIMARY KEY REFERENCES provider_search (id) ON DELETE CASCADE,
  cuisines integer NOT NULL,
  dish_types integer NOT NULL,
  diets integer NOT NULL,
  intolerances integer NOT NULL,
  ready_in_minutes integer NOT NULL,
  popularity integer NOT NULL,
  health_score real NOT NULL,
  random_key double precision NOT NULL,
  words integer[] NOT NULL
);
-- Without a pending list, so a freshly loaded catalogue is searched through the index at once.
CREATE INDEX IF NOT EXISTS provider_search_text_words ON provider_search_text
  USING gin (words) WITH (fastupdate = off);
CREATE INDEX IF NOT EXISTS provider_search_text_popularity ON provider_search_text (popularity DESC, id);
CREATE INDEX IF NOT EXISTS provider_search_text_time ON provider_search_text (ready_in_minutes, id);
CREATE INDEX IF NOT EXISTS provider_search_text_health ON provider_search_text (health_score DESC, id);
CREATE INDEX IF NOT EXISTS provider_search_text_random ON provider_search_text (random_key);

DROP TABLE IF EXISTS provider_title_words;
DROP TABLE IF EXISTS provider_title_vocabulary;
DROP INDEX IF EXISTS provider_search_title_trgm;
ALTER TABLE provider_search DROP COLUMN IF EXISTS title_lower;

-- The search rows are derived data: emptied here, the loader writes them all again at start-up
-- (searchRows.ensureSearchRows writes every missing row), with their words and their members' likes.
DELETE FROM provider_search;

-- A search's exact total is remembered with this version (providerRecipeRepository), which every statement that
-- adds, removes or re-files search rows raises in its own transaction; a total is used only while the version
-- read with the page is still the one it was counted at. Likes change only popularity, which no count reads.
CREATE TABLE IF NOT EXISTS provider_search_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO provider_search_version DEFAULT VALUES ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION raise_provider_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_search_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER provider_search_versioned
  AFTER INSERT OR DELETE OR UPDATE OF cuisines, dish_types, diets, intolerances, ready_in_minutes
  ON provider_search FOR EACH STATEMENT EXECUTE FUNCTION raise_provider_search_version();
CREATE OR REPLACE TRIGGER provider_search_text_versioned
  AFTER INSERT OR DELETE OR UPDATE OF cuisines, dish_types, diets, intolerances, ready_in_minutes, words
  ON provider_search_text FOR EACH STATEMENT EXECUTE FUNCTION raise_provider_search_version();

-- sort=popularity ranks by the catalogue's likes plus our members' likes on the recipe (recipe_counts, kept by
-- the triggers of migration 008; a provider recipe's likes are counted under its decimal id). The search rows'
-- popularity is that sum, rewritten in the transaction of every like and unlike, so the popularity indexes keep
-- serving the sort. Member recipes' ids (24 hex characters) never look like a provider id, so the trigger's
-- condition skips their rows before the function runs.
CREATE OR REPLACE FUNCTION count_provider_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.likes = 0) OR (TG_OP = 'UPDATE' AND NEW.likes = OLD.likes) THEN
    RETURN NULL;
  END IF;
  UPDATE provider_search s SET popularity = p.popularity + NEW.likes
    FROM provider_recipes p WHERE p.id = NEW.recipe_id::integer AND s.id = p.id;
  UPDATE provider_search_text s SET popularity = p.popularity + NEW.likes
    FROM provider_recipes p WHERE p.id = NEW.recipe_id::integer AND s.id = p.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER provider_likes_counted AFTER INSERT OR UPDATE OF likes ON recipe_counts
  FOR EACH ROW WHEN (NEW.recipe_id ~ '^[1-9][0-9]{0,8}$') EXECUTE FUNCTION count_provider_likes();
