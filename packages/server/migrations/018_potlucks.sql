-- Potlucks (README "Potluck", docs/decisions/025-potlucks.md): a host invites friends (or members with a join
-- link) to a shared meal; guests answer, claim places in courses and talk in the potluck's thread. Who may open a
-- potluck is one predicate (repositories/whoMayOpen.ts mayOpenPotluck): a row in potluck_guests, the host's own
-- included. The bounds below match potluckLimits (packages/domain potluck.ts), so no stored row can make an
-- answer's schema fail.

CREATE TABLE potlucks (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  host_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  -- The day and the wall-clock time, without a time zone (like the meal plan's days).
  day date NOT NULL,
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 200),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'cancelled')),
  claims_closed boolean NOT NULL DEFAULT false,
  -- The join link's secret while the host keeps the link on; null while off. Turning it on draws a new one.
  join_token text UNIQUE CHECK (join_token ~ '^[A-Za-z0-9_-]{32}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX potlucks_host ON potlucks (host_id);

-- The places of each course (a course with 0 places is off the menu).
CREATE TABLE potluck_courses (
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  course text NOT NULL CHECK (course IN ('starter', 'main', 'side', 'dessert', 'drinks')),
  places integer NOT NULL CHECK (places BETWEEN 0 AND 10),
  PRIMARY KEY (potluck_id, course)
);

-- Everyone who may open the potluck: the host (joined_by 'host') and the invitees. An invitation is the access
-- itself (not a share that needs a friendship): a member who joined with the link is no friend of the host.
CREATE TABLE potluck_guests (
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  joined_by text NOT NULL CHECK (joined_by IN ('host', 'invite', 'link')),
  answer text CHECK (answer IN ('going', 'maybe', 'cant_go')),
  people integer NOT NULL DEFAULT 1 CHECK (people BETWEEN 1 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (potluck_id, member_id)
);
CREATE INDEX potluck_guests_member ON potluck_guests (member_id);

-- A claimed place: a recipe (recipe_id, its title and picture when claimed, and its ingredients and dairy/gluten
-- flags, kept for the dietary check of recipes the other guests cannot open) or a free text (title only).
CREATE TABLE potluck_dishes (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  course text NOT NULL CHECK (course IN ('starter', 'main', 'side', 'dessert', 'drinks')),
  cook_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  recipe_id text CHECK (recipe_id ~ '^([0-9a-f]{24}|[1-9][0-9]{0,8})$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 500),
  image text CHECK (char_length(image) <= 2000),
  ingredients jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(ingredients) = 'array'),
  dairy_free boolean,
  gluten_free boolean,
  servings integer NOT NULL CHECK (servings BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX potluck_dishes_potluck ON potluck_dishes (potluck_id, course);

-- The potluck's thread, read newest first a page at a time.
CREATE TABLE potluck_messages (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX potluck_messages_thread ON potluck_messages (potluck_id, id DESC);

-- The day-before reminder of each planned potluck. Every instance runs the reminders on an interval; a run claims
-- due rows with FOR UPDATE SKIP LOCKED and, in the same transaction, writes the notifications and sets sent_at:
-- a row is sent once (a second instance skips it while it is claimed, and finds it sent after), and a run that
-- dies before committing leaves it unsent for the next run. A new day or time resets it; cancelling deletes it.
CREATE TABLE potluck_reminders (
  potluck_id text PRIMARY KEY REFERENCES potlucks (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX potluck_reminders_due ON potluck_reminders (due_at) WHERE sent_at IS NULL;
