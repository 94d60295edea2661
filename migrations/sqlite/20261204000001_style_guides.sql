-- A company's style guide (tone, words to avoid, preferred terms, reading level,
-- point of view, language) as the JSON the API answers; a company without a row
-- has the default guide. Each content version keeps the guide it was written
-- with (NULL for versions written before guides existed: the default).
CREATE TABLE style_guides (
    company_id INTEGER NOT NULL PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    guide      TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
ALTER TABLE content_versions ADD COLUMN style_guide TEXT;
