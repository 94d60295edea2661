-- Who wrote a version ('built-in', or the model's name) and, when the endpoint
-- reports it, the tokens it used: the content page shows the writer, so nobody
-- mistakes the built-in writer's copy for a model's.
ALTER TABLE content_versions ADD COLUMN writer TEXT NOT NULL DEFAULT 'built-in';
ALTER TABLE content_versions ADD COLUMN tokens_used BIGINT CHECK (tokens_used >= 0);
