-- Member recipes, their likes and comments, and cookbooks with their owners, recipes and pending invites.

-- The title search of GET /api/public-recipes is a substring match; a trigram index serves it at scale.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE recipes (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  image text NOT NULL DEFAULT '',
  ingredients jsonb NOT NULL DEFAULT '[]',
  instructions jsonb NOT NULL DEFAULT '[]',
  prep_time integer,
  cook_time integer,
  servings text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  meal_type text[] NOT NULL DEFAULT '{}',
  cuisine text[] NOT NULL DEFAULT '{}',
  diet text[] NOT NULL DEFAULT '{}',
  intolerance text[] NOT NULL DEFAULT '{}',
  is_public boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Ids are time-ordered, so "newest first" is id DESC: one index range for my recipes and a member's recipes.
CREATE INDEX recipes_owner ON recipes (owner_id, id DESC);
-- The public feed reads only public rows, newest first; the tag filters are array overlaps (&&).
CREATE INDEX recipes_public ON recipes (id DESC) WHERE is_public;
CREATE INDEX recipes_meal_type ON recipes USING gin (meal_type) WHERE is_public;
CREATE INDEX recipes_cuisine ON recipes USING gin (cuisine) WHERE is_public;
CREATE INDEX recipes_diet ON recipes USING gin (diet) WHERE is_public;
CREATE INDEX recipes_intolerance ON recipes USING gin (intolerance) WHERE is_public;
CREATE INDEX recipes_title_trgm ON recipes USING gin (lower(title) gin_trgm_ops) WHERE is_public;

-- recipe_id is a member recipe id or a decimal provider id, so there is no foreign key; deleting a member
-- recipe deletes its likes and comments in the same transaction (recipeRepository.remove).
CREATE TABLE likes (
  recipe_id text NOT NULL,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recipe_id, member_id)
);
-- "Did I like these?" for a page of recipes, and removing a member's likes.
CREATE INDEX likes_member ON likes (member_id, recipe_id);

CREATE TABLE comments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  recipe_id text NOT NULL,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_recipe ON comments (recipe_id, created_at DESC, id DESC);
CREATE INDEX comments_member ON comments (member_id);

CREATE TABLE cookbooks (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title text NOT NULL,
  cover_image text NOT NULL DEFAULT 'cover1.JPG',
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Owners and accepted collaborators are the same thing: every row here may do everything with the cookbook.
CREATE TABLE cookbook_owners (
  cookbook_id text NOT NULL REFERENCES cookbooks (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cookbook_id, member_id)
);
CREATE INDEX cookbook_owners_member ON cookbook_owners (member_id, cookbook_id);

-- The primary key makes "add once" safe under concurrent requests (INSERT … ON CONFLICT DO NOTHING).
CREATE TABLE cookbook_recipes (
  cookbook_id text NOT NULL REFERENCES cookbooks (id) ON DELETE CASCADE,
  recipe_id text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cookbook_id, recipe_id)
);
CREATE INDEX cookbook_recipes_recipe ON cookbook_recipes (recipe_id);

CREATE TABLE cookbook_invites (
  cookbook_id text NOT NULL REFERENCES cookbooks (id) ON DELETE CASCADE,
  invitee_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  inviter_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cookbook_id, invitee_id)
);
CREATE INDEX cookbook_invites_invitee ON cookbook_invites (invitee_id);
CREATE INDEX cookbook_invites_inviter ON cookbook_invites (inviter_id);
