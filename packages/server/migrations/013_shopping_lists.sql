-- Shopping lists (API.md "Shopping lists"): one per member, made on first use, shared with friends or with the
-- owners of a cookbook. Items merge by ingredient name and convertible unit (packages/domain shoppingList.ts).

CREATE TABLE shopping_lists (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id text NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shopping_items (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  list_id text NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  name text NOT NULL,
  quantity double precision,
  unit text NOT NULL DEFAULT '',
  aisle text NOT NULL,
  checked boolean NOT NULL DEFAULT false,
  -- [{recipeId, title}], oldest first, at most 20 (shoppingLimits.sourcesPerItem).
  sources jsonb NOT NULL DEFAULT '[]',
  -- When the last change was made on the member's device: the last change wins (PATCH's changedAt).
  changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopping_items_list ON shopping_items (list_id, name);

-- The aisle a member moved an ingredient to, remembered for that list.
CREATE TABLE shopping_aisle_choices (
  list_id text NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  name text NOT NULL,
  aisle text NOT NULL,
  PRIMARY KEY (list_id, name)
);

-- Whom a list is shared with: a member (a friend when shared) or a cookbook (whoever owns it at the time).
CREATE TABLE shopping_shares (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  list_id text NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  member_id text REFERENCES members (id) ON DELETE CASCADE,
  cookbook_id text REFERENCES cookbooks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (cookbook_id IS NULL)),
  UNIQUE (list_id, member_id),
  UNIQUE (list_id, cookbook_id)
);
CREATE INDEX shopping_shares_member ON shopping_shares (member_id);
CREATE INDEX shopping_shares_cookbook ON shopping_shares (cookbook_id);

-- Changes a client named (operationId) and the server applied, so an offline queue replayed after a lost answer
-- applies each once. Pruned to a week.
CREATE TABLE shopping_operations (
  list_id text NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  operation_id text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, operation_id)
);
