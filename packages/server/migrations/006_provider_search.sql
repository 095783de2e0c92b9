-- The search tables of the built-in provider (docs/benchmarks.md, "Recipe provider"). complexSearch and random
-- filter and sort here and read provider_recipes only for the page they answer: a search over the wide rows
-- visited nearly every heap block of that table (63 MB at 100k recipes) to count its matches.
--
-- Tag lists are bit masks: bit i is the i-th value of the domain's list (cuisines, mealTypes, diets,
-- intolerances). Every row here is derived from provider_recipes by the catalogue loader (catalogue/searchRows.ts),
-- which also rebuilds them all when the bit layout stored in provider_search_layout is not its own.

-- One row per recipe: filters without a text query read this table (10 MB at 100k recipes).
CREATE TABLE IF NOT EXISTS provider_search (
  id integer PRIMARY KEY REFERENCES provider_recipes (id) ON DELETE CASCADE,
  cuisines integer NOT NULL,
  dish_types integer NOT NULL,
  diets integer NOT NULL,
  -- The intolerances the recipe contains.
  intolerances integer NOT NULL,
  ready_in_minutes integer NOT NULL,
  popularity integer NOT NULL,
  health_score real NOT NULL,
  random_key double precision NOT NULL,
  title_lower text NOT NULL
);

-- For a text query with a space (it may span words). Without a pending list, so a freshly loaded catalogue is
-- searched through the index at once, not after a vacuum.
CREATE INDEX IF NOT EXISTS provider_search_title_trgm ON provider_search
  USING gin (title_lower gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX IF NOT EXISTS provider_search_popularity ON provider_search (popularity DESC, id);
CREATE INDEX IF NOT EXISTS provider_search_time ON provider_search (ready_in_minutes, id);
CREATE INDEX IF NOT EXISTS provider_search_health ON provider_search (health_score DESC, id);
CREATE INDEX IF NOT EXISTS provider_search_random ON provider_search (random_key);

-- One row per word of a title (words split at spaces) with the recipe's search columns. A text query without a
-- space is inside a title exactly when it is inside one of its words, so such a query reads the few words that
-- contain it (provider_title_vocabulary) and then only their entries of the covering primary key: an index-only
-- scan, where the trigram index of provider_search needs a heap visit per candidate.
CREATE TABLE IF NOT EXISTS provider_title_words (
  word text NOT NULL,
  id integer NOT NULL REFERENCES provider_search (id) ON DELETE CASCADE,
  cuisines integer NOT NULL,
  dish_types integer NOT NULL,
  diets integer NOT NULL,
  intolerances integer NOT NULL,
  ready_in_minutes integer NOT NULL,
  popularity integer NOT NULL,
  health_score real NOT NULL,
  random_key double precision NOT NULL,
  PRIMARY KEY (word, id) INCLUDE (cuisines, dish_types, diets, intolerances, ready_in_minutes, popularity,
    health_score, random_key)
);
CREATE INDEX IF NOT EXISTS provider_title_words_recipe ON provider_title_words (id);

-- Every word of the titles once, found by substring through its trigram index.
CREATE TABLE IF NOT EXISTS provider_title_vocabulary (
  word text PRIMARY KEY
);
CREATE INDEX IF NOT EXISTS provider_title_vocabulary_trgm ON provider_title_vocabulary
  USING gin (word gin_trgm_ops) WITH (fastupdate = off);

-- One row: the bit layout the search rows were built with.
CREATE TABLE IF NOT EXISTS provider_search_layout (
  layout text NOT NULL
);

-- The wide table's search indexes now serve nothing and only slow every catalogue load. Its ingredient trigram
-- index stays: includeIngredients / excludeIngredients read the wide rows' ingredient text.
DROP INDEX IF EXISTS provider_recipes_popularity;
DROP INDEX IF EXISTS provider_recipes_time;
DROP INDEX IF EXISTS provider_recipes_health;
DROP INDEX IF EXISTS provider_recipes_random;
DROP INDEX IF EXISTS provider_recipes_cuisines;
DROP INDEX IF EXISTS provider_recipes_dish_types;
DROP INDEX IF EXISTS provider_recipes_diets;
DROP INDEX IF EXISTS provider_recipes_title_trgm;
