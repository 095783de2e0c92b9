-- Counters the API reads instead of counting rows (docs/benchmarks.md, "API"). A hot recipe's like count was
-- `count(*) FROM likes` over 10,000 index entries on every recipe detail and like state, and the public feed
-- counted every match behind X-Total-Count on every full page.
--
-- Triggers keep the counters, in the transaction of the statement that changes the rows and only for rows that
-- really changed (an INSERT … ON CONFLICT DO NOTHING that inserts nothing counts nothing). Every writer is
-- covered that way: the like toggle, comments, deleting a recipe, deleting a member (whose likes and comments
-- go by ON DELETE CASCADE), the demo seed and the benchmark's bulk inserts. The triggers are per statement with
-- a transition table, so a bulk insert of a million likes is one grouped update, not a million.

-- Likes and comments of member recipes and of provider recipes (decimal ids): neither table has a foreign key
-- to recipes, so the counts are kept by recipe id in a table of their own rather than in a column of recipes.
-- A recipe without a row has no likes and no comments; a deleted recipe's row stays behind at zero.
CREATE TABLE IF NOT EXISTS recipe_counts (
  recipe_id text PRIMARY KEY,
  likes integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0
);

-- Adds the rows of `changed` (the statement's inserted or deleted rows) to the counts, one upsert per recipe.
-- ORDER BY recipe_id locks the counter rows in one order, so two statements touching the same recipes wait
-- for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_counts AS c (recipe_id, likes)
  SELECT recipe_id, CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed GROUP BY recipe_id ORDER BY recipe_id
  ON CONFLICT (recipe_id) DO UPDATE SET likes = c.likes + excluded.likes;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_counts AS c (recipe_id, comments)
  SELECT recipe_id, CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed GROUP BY recipe_id ORDER BY recipe_id
  ON CONFLICT (recipe_id) DO UPDATE SET comments = c.comments + excluded.comments;
  RETURN NULL;
END $$;

-- A trigger with a transition table serves one event, hence one trigger per event.
CREATE OR REPLACE TRIGGER likes_counted_insert AFTER INSERT ON likes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_likes();
CREATE OR REPLACE TRIGGER likes_counted_delete AFTER DELETE ON likes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_likes();
CREATE OR REPLACE TRIGGER comments_counted_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_comments();
CREATE OR REPLACE TRIGGER comments_counted_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_comments();

-- The backfill comes after the triggers: creating a trigger locks its table against writes until this
-- migration commits, so no like or comment of an instance still running the old code slips between the count
-- and the trigger.
INSERT INTO recipe_counts (recipe_id, likes, comments)
SELECT recipe_id, sum(likes), sum(comments) FROM (
  SELECT recipe_id, count(*) AS likes, 0 AS comments FROM likes GROUP BY recipe_id
  UNION ALL
  SELECT recipe_id, 0, count(*) FROM comments GROUP BY recipe_id
) counted
GROUP BY recipe_id
ON CONFLICT (recipe_id) DO UPDATE SET likes = excluded.likes, comments = excluded.comments;

-- The public feed's X-Total-Count is remembered per filter (recipeRepository.listPublic) together with this
-- version, which every statement that adds, removes or re-files recipes raises in its own transaction. A
-- remembered total is used only while the version read with the page is still the one it was counted at, so
-- it is exact; a change to recipes makes every filter count afresh once.
CREATE TABLE IF NOT EXISTS recipes_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO recipes_version DEFAULT VALUES ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION raise_recipes_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER recipes_versioned
  AFTER INSERT OR DELETE OR UPDATE OF is_public, title, meal_type, cuisine, diet, intolerance ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION raise_recipes_version();
