-- Friends, friend requests, chat messages and notifications.

-- A friendship is stored in both directions, so "my friends" is one index range either way.
CREATE TABLE friendships (
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  friend_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, friend_id),
  CHECK (member_id <> friend_id)
);

CREATE TABLE friend_requests (
  from_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  to_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_id, to_id),
  CHECK (from_id <> to_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_id);

-- Ids are time-ordered, so a conversation is one range of the (pair, id) index, oldest to newest.
CREATE TABLE messages (
  id text PRIMARY KEY,
  sender_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  recipient_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation
  ON messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), id);
CREATE INDEX messages_recipient ON messages (recipient_id);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  from_id text REFERENCES members (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_member ON notifications (member_id, id DESC);
CREATE INDEX notifications_from ON notifications (from_id);
