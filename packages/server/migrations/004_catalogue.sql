-- The built-in recipe provider: the catalogue's recipes with their search columns, and the answer cache of the
-- Spoonacular mode. data holds the full recipe-information object (PROVIDER.md) except image, which is built
-- from the request's origin when answering.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE provider_recipes (
  id integer PRIMARY KEY,
  title text NOT NULL,
  title_lower text NOT NULL,
  data jsonb NOT NULL,
  ready_in_minutes integer NOT NULL,
  servings integer NOT NULL,
  cuisines text[] NOT NULL DEFAULT '{}',
  dish_types text[] NOT NULL DEFAULT '{}',
  -- The SPEC §3 diets a recipe suits, implied ones included (a vegan dish is also vegetarian).
  diets text[] NOT NULL DEFAULT '{}',
  -- The SPEC §3 intolerances a recipe contains, by the domain's whole-word ingredient rule and its flags.
  intolerances_contained text[] NOT NULL DEFAULT '{}',
  -- Ingredient names, lower case, for includeIngredients / excludeIngredients.
  ingredient_text text NOT NULL DEFAULT '',
  popularity integer NOT NULL DEFAULT 0,
  health_score real NOT NULL DEFAULT 0,
  -- A fixed random number per recipe: sort=random starts at a random point of this index instead of sorting
  -- the whole table by random().
  random_key double precision NOT NULL DEFAULT random(),
  -- Synthetic (benchmark) rows are left alone when the shipped catalogue is reloaded.
  synthetic boolean NOT NULL DEFAULT false,
  content_hash text NOT NULL
);

CREATE INDEX provider_recipes_popularity ON provider_recipes (popularity DESC, id);
CREATE INDEX provider_recipes_time ON provider_recipes (ready_in_minutes, id);
CREATE INDEX provider_recipes_health ON provider_recipes (health_score DESC, id);
CREATE INDEX provider_recipes_random ON provider_recipes (random_key);
CREATE INDEX provider_recipes_cuisines ON provider_recipes USING gin (cuisines);
CREATE INDEX provider_recipes_dish_types ON provider_recipes USING gin (dish_types);
CREATE INDEX provider_recipes_diets ON provider_recipes USING gin (diets);
CREATE INDEX provider_recipes_title_trgm ON provider_recipes USING gin (title_lower gin_trgm_ops);
CREATE INDEX provider_recipes_ingredients_trgm ON provider_recipes USING gin (ingredient_text gin_trgm_ops);

CREATE TABLE provider_cache (
  key text PRIMARY KEY,
  status integer NOT NULL DEFAULT 200,
  body jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
