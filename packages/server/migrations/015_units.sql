-- The units a member reads amounts in ("Plan the week", part 2): metric or US customary. NULL until the member
-- chooses, and then the app follows the browser's locale (en-US reads cups), so a new member is never asked.

ALTER TABLE members ADD COLUMN units text CHECK (units IN ('metric', 'us'));
