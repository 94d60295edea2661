-- A version's objection sheet is a third asset ('objections'). Versions written
-- before have none.
ALTER TABLE content_assets DROP CONSTRAINT content_assets_type_check;
ALTER TABLE content_assets ADD CONSTRAINT content_assets_type_check CHECK (type IN ('website', 'pitch', 'objections'));
