-- The public feed's whole answers are remembered (recipeRepository.listPublic, docs/decisions/028), each with
-- this version: the sum of 64 slots, like recipes_version (migration 012), raised in the transaction of every
-- statement that changes what a feed page shows: a recipe added, edited, re-filed or removed, a like count, an
-- owner's name. A remembered page is answered only while the version read in the request's own statement is
-- the one it was read at, so it stays exact on every instance. Whether the viewer liked each recipe is not part
-- of it: that is read afresh with the version.
CREATE TABLE IF NOT EXISTS feed_version_slots (
  slot smallint PRIMARY KEY CHECK (slot BETWEEN 0 AND 63),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO feed_version_slots (slot) SELECT s FROM generate_series(0, 63) s ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION raise_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_version_slots SET version = version + 1 WHERE slot = pg_backend_pid() % 64;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER recipes_feed_versioned AFTER INSERT OR UPDATE OR DELETE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION raise_feed_version();
CREATE OR REPLACE TRIGGER recipe_counts_feed_versioned AFTER INSERT OR DELETE OR UPDATE OF likes ON recipe_counts
  FOR EACH STATEMENT EXECUTE FUNCTION raise_feed_version();
CREATE OR REPLACE TRIGGER members_feed_versioned AFTER DELETE OR UPDATE OF username ON members
  FOR EACH STATEMENT EXECUTE FUNCTION raise_feed_version();
