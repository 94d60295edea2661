-- How a version came to be: generated (with a credit), or edited by hand from
-- another version (field and base). Versions written before were generated.
ALTER TABLE content_versions ADD COLUMN origin JSONB NOT NULL DEFAULT '{"kind":"generated"}';
