-- Guests without an account (issue 39, docs/decisions/035-potluck-guests.md), and removal that lasts.
--
-- A visitor with a potluck's join link answers with a name: they become a members row marked as that potluck's
-- guest (guest_of), so every potluck statement (the guest list, the menu's cooks, the thread's authors, who may
-- open it: mayOpenPotluck) reads them like anyone else, and every list or lookup of members outside the potluck
-- leaves them out (guest_of IS NULL). Their username is one sign-up can never produce ('guest:' and their id: a
-- colon is not a username character) and their password hash one no password verifies ('guest'), so the login
-- form cannot reach them. Deleting the potluck deletes its guests, and with them their sessions and links.
ALTER TABLE members ADD COLUMN guest_of text REFERENCES potlucks (id) ON DELETE CASCADE;
CREATE INDEX members_guest_of ON members (guest_of) WHERE guest_of IS NOT NULL;

ALTER TABLE potluck_guests DROP CONSTRAINT potluck_guests_joined_by_check;
ALTER TABLE potluck_guests ADD CONSTRAINT potluck_guests_joined_by_check
  CHECK (joined_by IN ('host', 'invite', 'link', 'guest'));

-- A guest's private link (/potluck-guest/<secret>), one per guest: it signs a browser in as them. Only the
-- secret's SHA-256 is kept, like sessions'. It dies with their sessions when the host removes them, when they
-- leave, and when the host turns the join link off or draws a new one; a new one replaces it.
CREATE TABLE potluck_guest_links (
  secret_hash text PRIMARY KEY,
  member_id text NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX potluck_guest_links_potluck ON potluck_guest_links (potluck_id);

-- Whom the host removed: a member so removed cannot join again through the join link until the host invites them
-- again (inviting deletes the row). A guest without an account has no name to recognise on the way back in, only
-- the browser they used: session_hashes keeps the SHA-256 of the sessions their removal ended, and a browser still
-- holding one of those cookies is refused too when it answers as a guest again. At most a guest's sessions.
CREATE TABLE potluck_removals (
  potluck_id text NOT NULL REFERENCES potlucks (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_hashes text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (potluck_id, member_id)
);
CREATE INDEX potluck_removals_member ON potluck_removals (member_id);
