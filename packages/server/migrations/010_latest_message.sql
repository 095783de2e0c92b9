-- Each friendship remembers the id of the latest message between its two members, so the friends poll (every
-- few seconds from every open chat) reads one index range of friendships and a primary-key lookup per friend,
-- instead of searching each conversation for its newest message (docs/benchmarks.md, "API").
--
-- Triggers keep it, in the transaction of the write, for every writer (the message send, the demo seed, the
-- benchmark's bulk inserts): a new message moves it forward on both rows of the pair, and a friendship made
-- again after an unfriending picks up the conversation the two already had. Messages are never deleted on
-- their own; they go with a member, and so do that member's friendships.

ALTER TABLE friendships ADD COLUMN IF NOT EXISTS latest_message_id text;

-- Ids are time-ordered (as in the conversation index), so the newest message of a pair is max(id). The two rows
-- of each pair are locked in one order first, so two messages of one conversation sent at the same moment wait
-- for each other instead of deadlocking; the later id wins whichever commits first.
CREATE OR REPLACE FUNCTION remember_latest_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM friendships f
    JOIN (SELECT sender_id, recipient_id FROM changed UNION SELECT recipient_id, sender_id FROM changed) n
      ON f.member_id = n.sender_id AND f.friend_id = n.recipient_id
   ORDER BY f.member_id, f.friend_id FOR UPDATE OF f;
  UPDATE friendships f SET latest_message_id = n.id
    FROM (SELECT member_id, friend_id, max(id) AS id
            FROM (SELECT sender_id AS member_id, recipient_id AS friend_id, id FROM changed
                  UNION ALL SELECT recipient_id, sender_id, id FROM changed) both_ways
           GROUP BY member_id, friend_id) n
   WHERE f.member_id = n.member_id AND f.friend_id = n.friend_id
     AND (f.latest_message_id IS NULL OR f.latest_message_id < n.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER messages_remembered AFTER INSERT ON messages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_latest_message();

CREATE OR REPLACE FUNCTION friendship_latest_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT max(id) INTO NEW.latest_message_id FROM messages
   WHERE least(sender_id, recipient_id) = least(NEW.member_id, NEW.friend_id)
     AND greatest(sender_id, recipient_id) = greatest(NEW.member_id, NEW.friend_id);
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER friendships_latest_message BEFORE INSERT ON friendships
  FOR EACH ROW EXECUTE FUNCTION friendship_latest_message();

-- The friendships of a database made before this migration.
UPDATE friendships f SET latest_message_id = (
  SELECT max(id) FROM messages
   WHERE least(sender_id, recipient_id) = least(f.member_id, f.friend_id)
     AND greatest(sender_id, recipient_id) = greatest(f.member_id, f.friend_id))
 WHERE latest_message_id IS NULL;
