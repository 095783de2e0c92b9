-- Members, their sessions and the images they upload.

CREATE TABLE members (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  username text NOT NULL,
  password_hash text NOT NULL,
  f_name text NOT NULL DEFAULT '',
  l_name text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  profile_pic text NOT NULL DEFAULT '',
  cover_image text NOT NULL DEFAULT '',
  intolerances text[] NOT NULL DEFAULT '{}',
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Usernames are unique ignoring case; the pattern_ops index serves the prefix search of GET /api/search/users
-- whatever the database's collation.
CREATE UNIQUE INDEX members_username_key ON members (lower(username));
CREATE INDEX members_username_prefix ON members (lower(username) text_pattern_ops);

-- The cookie holds a random secret; only its SHA-256 is stored, so a leaked table grants no logins.
CREATE TABLE sessions (
  secret_hash text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_member ON sessions (member_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Uploaded images, re-encoded to WebP and addressed by the SHA-256 of their bytes (served at /media/<hash>.webp).
CREATE TABLE images (
  hash text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
