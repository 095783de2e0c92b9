-- recipes_version (migration 008) was one row that every statement adding, removing or re-filing recipes raised:
-- its row lock, held until commit, let one such transaction commit at a time across every instance on the
-- database. Two instances writing recipes at once managed 347 a second with it, 1,200 without any version and
-- 858 with this one (docs/benchmarks.md, "Several instances"). The version is now the sum of 64 slots, each
-- connection raising the slot of its backend, so concurrent writers rarely meet. The sum still rises with every committed change and is
-- read in the same statement (snapshot) as the page it versions, so remembered answers stay exact.
CREATE TABLE IF NOT EXISTS recipes_version_slots (
  slot smallint PRIMARY KEY CHECK (slot BETWEEN 0 AND 63),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO recipes_version_slots (slot, version)
SELECT s, CASE WHEN s = 0 THEN coalesce((SELECT version FROM recipes_version), 0) ELSE 0 END
  FROM generate_series(0, 63) s
ON CONFLICT DO NOTHING;
DROP TABLE IF EXISTS recipes_version;

CREATE OR REPLACE FUNCTION raise_recipes_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes_version_slots SET version = version + 1 WHERE slot = pg_backend_pid() % 64;
  RETURN NULL;
END $$;
