-- Columns the built-in catalogue gained after 004 was released (004 is never edited: databases that ran it
-- keep it): a recipe's picture file name under /catalogue-images/ when it is not <id>.webp (synthetic variants
-- share their original's), and its equipment list (equipmentWidget.json), which the steps may not all mention.
-- The provider cache keeps only successful answers, so its status column goes.
ALTER TABLE provider_recipes ADD COLUMN IF NOT EXISTS image text;
ALTER TABLE provider_recipes ADD COLUMN IF NOT EXISTS equipment text[] NOT NULL DEFAULT '{}';
ALTER TABLE provider_cache DROP COLUMN IF EXISTS status;

-- Found by `npm run bench:api` (docs/benchmarks.md, "API"): the public feed filtered by meal type AND cuisine
-- spends its time in the count behind X-Total-Count. With one GIN index per tag list the planner uses only the
-- most selective one and filters the other list on the heap: at 100k recipes, type=dessert,soup &
-- cuisine=italian,french visited 3,414 heap blocks to count 1,478 rows (6.5 ms warm on PostgreSQL 15). One
-- multi-column GIN index answers every combination of the four lists in a single index scan and visits only
-- the 1,155 blocks that match (2.4 ms). A multi-column GIN index also serves a filter on any one of its
-- columns, so it covers single-filter pages as well.
CREATE INDEX recipes_public_tags ON recipes USING gin (meal_type, cuisine, diet, intolerance) WHERE is_public;
