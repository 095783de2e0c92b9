-- Cooked it (issue 41, docs/decisions/037-cooked-it.md): what members cooked, and the recipes they made their own.
--
-- A cook is "I cooked this": a member, a recipe (a member recipe's id or a catalogue recipe's decimal id, as likes
-- and comments name them), the day, up to four photos, a note, a rating and who sees it. Who may see a cook is one
-- SQL predicate (repositories/whoMayOpen.ts, mayOpenCook), decided on every request; nothing here records who saw
-- what. The generated columns split the recipe id by kind: member_recipe_id carries the foreign key, so deleting a
-- recipe (or its author) deletes its cooks in the same statement, and catalogue_id joins the catalogue by its key.
CREATE TABLE cooks (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  recipe_id text NOT NULL CHECK (recipe_id ~ '^([0-9a-f]{24}|[1-9][0-9]{0,8})$'),
  member_recipe_id text GENERATED ALWAYS AS (
    CASE WHEN recipe_id ~ '^[0-9a-f]{24}$' THEN recipe_id END
  ) STORED REFERENCES recipes (id) ON DELETE CASCADE,
  catalogue_id integer GENERATED ALWAYS AS (
    CASE WHEN recipe_id ~ '^[1-9][0-9]{0,8}$' THEN recipe_id::integer END
  ) STORED,
  -- From 1900 on; the upper bound (tomorrow, for time zones ahead of the server's) is the request's to check, as
  -- a CHECK cannot read the clock.
  day date NOT NULL CHECK (day >= DATE '1900-01-01'),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  visibility text NOT NULL DEFAULT 'friends' CHECK (visibility IN ('private', 'friends', 'everyone')),
  -- Site-root paths of stored pictures (/media/<hash>.webp), in the order they were given.
  photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 4),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A recipe's cooks newest first (and its summary); a member's (their profile, their history, friends' recent cooks).
CREATE INDEX cooks_recipe ON cooks (recipe_id, day DESC, id DESC);
CREATE INDEX cooks_member ON cooks (member_id, day DESC, id DESC);
-- What the foreign key's cascade looks up when a recipe is deleted.
CREATE INDEX cooks_member_recipe ON cooks (member_recipe_id) WHERE member_recipe_id IS NOT NULL;

-- A version ("Make it my own"): a member's recipe copied from another (a member recipe they could open, or a
-- catalogue recipe), and what it was copied from. The original's title, ingredients and steps are kept as they
-- were when copied, and its author's name as it is now (a rename is copied here by the trigger below): "Adapted
-- from …" and "What changed" still answer once the original is deleted (original_recipe_id becomes NULL: the
-- original is gone) or its author is (original_author_id becomes NULL, their last name stays).
CREATE TABLE recipe_versions (
  recipe_id text PRIMARY KEY REFERENCES recipes (id) ON DELETE CASCADE,
  original_id text NOT NULL CHECK (original_id ~ '^([0-9a-f]{24}|[1-9][0-9]{0,8})$'),
  original_recipe_id text REFERENCES recipes (id) ON DELETE SET NULL,
  original_title text NOT NULL CHECK (char_length(original_title) <= 500),
  original_author_id text REFERENCES members (id) ON DELETE SET NULL,
  original_author_name text NOT NULL CHECK (char_length(original_author_name) <= 200),
  original_ingredients jsonb NOT NULL DEFAULT '[]',
  original_instructions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (original_recipe_id IS NULL OR original_recipe_id = original_id),
  CHECK (original_id <> recipe_id)
);
-- An original's versions, newest first; what the foreign keys' SET NULL looks up.
CREATE INDEX recipe_versions_original ON recipe_versions (original_id, recipe_id DESC);
CREATE INDEX recipe_versions_original_recipe ON recipe_versions (original_recipe_id)
  WHERE original_recipe_id IS NOT NULL;
CREATE INDEX recipe_versions_original_author ON recipe_versions (original_author_id)
  WHERE original_author_id IS NOT NULL;

-- The author's name follows their renames while they are a member, so it is read without a join (the recipe
-- answer's adaptedFrom, on every feed page) and outlives them as the name they last had.
CREATE OR REPLACE FUNCTION rename_version_authors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipe_versions SET original_author_name = NEW.username WHERE original_author_id = NEW.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER members_version_authors_renamed AFTER UPDATE OF username ON members
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION rename_version_authors();
