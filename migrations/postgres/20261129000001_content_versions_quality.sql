-- The quality gate's report of a version (per field its length, readability and
-- flags, and a score), written with the version: the checks of invented proof and
-- copied phrases read the brief as it was then. NULL for versions written before.
ALTER TABLE content_versions ADD COLUMN quality JSONB;
