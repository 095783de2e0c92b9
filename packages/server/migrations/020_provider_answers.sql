-- Remembered provider searches (issue 30, decision 028): a whole complexSearch answer is kept in memory with the
-- provider_search_version and the feed version (migration 019) it was read at, and served again while both stay.
-- The feed version moves with every like, which changes a provider recipe's likes and its place by popularity.
-- provider_search_version moved only with the search rows; it now also moves with any change of
-- provider_recipes, whose data an answer shows (titles, pictures, summaries, ingredients).
CREATE OR REPLACE TRIGGER provider_recipes_versioned AFTER INSERT OR DELETE OR UPDATE ON provider_recipes
  FOR EACH STATEMENT EXECUTE FUNCTION raise_provider_search_version();
