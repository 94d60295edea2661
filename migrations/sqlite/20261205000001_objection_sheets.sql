-- A version's objection sheet is a third asset ('objections'). Versions written
-- before have none. SQLite cannot alter a CHECK, so the table is rebuilt the way
-- its documentation describes (foreign key enforcement off and a check at the
-- end: `Db::migrate_sqlite`).
CREATE TABLE content_assets_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    version_id INTEGER NOT NULL REFERENCES content_versions (id) ON DELETE CASCADE,
    type       TEXT    NOT NULL CHECK (type IN ('website', 'pitch', 'objections')),
    content    TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (version_id, type)
);
INSERT INTO content_assets_new (id, company_id, version_id, type, content, created_at, updated_at)
SELECT id, company_id, version_id, type, content, created_at, updated_at FROM content_assets;
DROP TABLE content_assets;
ALTER TABLE content_assets_new RENAME TO content_assets;
CREATE INDEX content_assets_company ON content_assets (company_id);
