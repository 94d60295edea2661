-- The dashboard lists one owner's companies newest first by creation time
-- (`ORDER BY created_at DESC, id DESC`); this index answers that without a sort.
-- It also serves the owner lookups of the users -> companies cascade, so it
-- replaces the id-ordered index of the initial schema.
CREATE INDEX companies_owner_newest ON companies (user_id, created_at DESC, id DESC);
DROP INDEX companies_owner;
