-- Meal plans (README "Meal plan"): one per member, made on first use, read a week at a time and shared with
-- friends. Who may open a plan is one predicate in planRepository.ts (the owner; a member it is shared with while
-- the two are friends); friendRepository.remove also deletes the shares between two members who stop being friends.

CREATE TABLE plans (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id text NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An entry is a recipe (recipe_id and the title it had when added) or a note, never both. Servings are whole
-- numbers, so always finite; the bounds match planLimits (packages/domain mealPlan.ts).
CREATE TABLE plan_entries (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  plan_id text NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  day date NOT NULL,
  meal text NOT NULL CHECK (meal IN ('breakfast', 'lunch', 'dinner', 'snack')),
  recipe_id text CHECK (recipe_id ~ '^([0-9a-f]{24}|[1-9][0-9]{0,8})$'),
  title text CHECK (char_length(title) BETWEEN 1 AND 500),
  -- A site-root path (/media/…, /catalogue-images/…) or the provider's URL, made absolute in answers.
  image text CHECK (char_length(image) <= 2000),
  servings integer CHECK (servings BETWEEN 1 AND 100),
  note text CHECK (char_length(note) BETWEEN 1 AND 200),
  added_to_list_at timestamptz,
  -- When the last change was made on the member's device: the last change wins (PATCH's changedAt).
  changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((recipe_id IS NOT NULL AND title IS NOT NULL AND note IS NULL)
      OR (recipe_id IS NULL AND title IS NULL AND note IS NOT NULL))
);
CREATE INDEX plan_entries_week ON plan_entries (plan_id, day);

-- Friends a plan is shared with. A share outlives nothing: unfriending deletes it in the same transaction.
CREATE TABLE plan_shares (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  plan_id text NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, member_id)
);
CREATE INDEX plan_shares_member ON plan_shares (member_id);

-- Adds a member named (operationId) and the server applied, with the entry each made, so an offline queue
-- replayed after a lost answer adds once and learns its entry's id. Keyed per member: one member's id never
-- meets another's. Pruned to a week.
CREATE TABLE plan_operations (
  plan_id text NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  operation_id text NOT NULL,
  entry_id text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plan_id, member_id, operation_id)
);

-- A member's private calendar feed. The address's secret is derived from the server's feed key and `nonce`
-- (so the member can be shown their address again); the database keeps only the secret's SHA-256 for the lookup,
-- so with the key given by CALENDAR_FEED_KEY, reading the database opens no feed. Resetting draws a new nonce:
-- the old address stops at once.
CREATE TABLE calendar_feeds (
  member_id text PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The feed key, when CALENDAR_FEED_KEY does not give one: drawn once, at random, and kept here (one row).
CREATE TABLE calendar_feed_key (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  key text NOT NULL
);
