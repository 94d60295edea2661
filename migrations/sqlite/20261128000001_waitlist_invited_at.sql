-- When an admin last invited the entry (a mail with the sign-in link); NULL: never.
-- An invited address's first sign-in makes an active account, no approval needed.
ALTER TABLE waitlist_entries ADD COLUMN invited_at TEXT;
