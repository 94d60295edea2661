-- Ids are never reused (AUTOINCREMENT): without it SQLite hands a deleted
-- account's or company's id to the next one, and with it the old one's rate
-- limits and audit trail. AUTOINCREMENT cannot be added by ALTER TABLE, so
-- each table is rebuilt the way SQLite's documentation describes (foreign key
-- enforcement off and a check at the end: `Db::migrate_sqlite`). PostgreSQL's
-- identity columns never reuse ids already.

CREATE TABLE users_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    username    TEXT    NOT NULL UNIQUE,
    email       TEXT    NOT NULL UNIQUE,
    name        TEXT    NOT NULL DEFAULT '',
    is_verified BOOLEAN NOT NULL DEFAULT FALSE,
    role        TEXT    NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    status      TEXT    NOT NULL DEFAULT 'waitlist' CHECK (status IN ('waitlist', 'active', 'inactive')),
    credits     INTEGER NOT NULL DEFAULT 10 CHECK (credits >= 0),
    avatar      TEXT,
    cobalt_id   TEXT    NOT NULL UNIQUE,
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    oidc_issuer TEXT,
    oidc_subject TEXT
);
INSERT INTO users_new (id, username, email, name, is_verified, role, status, credits, avatar, cobalt_id,
                       created_at, updated_at, oidc_issuer, oidc_subject)
SELECT id, username, email, name, is_verified, role, status, credits, avatar, cobalt_id,
       created_at, updated_at, oidc_issuer, oidc_subject FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE UNIQUE INDEX users_oidc_identity ON users (oidc_issuer, oidc_subject);

CREATE TABLE waitlist_entries_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT    NOT NULL,
    email       TEXT    NOT NULL UNIQUE,
    is_verified BOOLEAN NOT NULL DEFAULT FALSE,
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    invited_at  TEXT
);
INSERT INTO waitlist_entries_new (id, name, email, is_verified, created_at, invited_at)
SELECT id, name, email, is_verified, created_at, invited_at FROM waitlist_entries;
DROP TABLE waitlist_entries;
ALTER TABLE waitlist_entries_new RENAME TO waitlist_entries;

CREATE TABLE email_verification_tokens_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    email      TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO email_verification_tokens_new (id, token_hash, email, expires_at, used_at, created_at)
SELECT id, token_hash, email, expires_at, used_at, created_at FROM email_verification_tokens;
DROP TABLE email_verification_tokens;
ALTER TABLE email_verification_tokens_new RENAME TO email_verification_tokens;

CREATE TABLE companies_new (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id           TEXT NOT NULL REFERENCES users (cobalt_id) ON DELETE CASCADE,
    name              TEXT NOT NULL,
    description       TEXT NOT NULL,
    industry          TEXT NOT NULL,
    competitors       TEXT NOT NULL DEFAULT '',
    products_services TEXT NOT NULL DEFAULT '',
    website_url       TEXT NOT NULL DEFAULT '',
    linkedin_url      TEXT NOT NULL DEFAULT '',
    twitter_url       TEXT NOT NULL DEFAULT '',
    facebook_url      TEXT NOT NULL DEFAULT '',
    instagram_url     TEXT NOT NULL DEFAULT '',
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO companies_new (id, user_id, name, description, industry, competitors, products_services, website_url,
                           linkedin_url, twitter_url, facebook_url, instagram_url, created_at, updated_at)
SELECT id, user_id, name, description, industry, competitors, products_services, website_url,
       linkedin_url, twitter_url, facebook_url, instagram_url, created_at, updated_at FROM companies;
DROP TABLE companies;
ALTER TABLE companies_new RENAME TO companies;
CREATE INDEX companies_owner_newest ON companies (user_id, created_at DESC, id DESC);

CREATE TABLE interview_sections_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    section    TEXT    NOT NULL CHECK (section IN ('heuristics', 'hormones', 'history', 'heritage')),
    responses  TEXT    NOT NULL DEFAULT '{}',
    completed  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (company_id, section)
);
INSERT INTO interview_sections_new (id, company_id, section, responses, completed, created_at, updated_at)
SELECT id, company_id, section, responses, completed, created_at, updated_at FROM interview_sections;
DROP TABLE interview_sections;
ALTER TABLE interview_sections_new RENAME TO interview_sections;

CREATE TABLE content_versions_new (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id     INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    version_number INTEGER NOT NULL CHECK (version_number > 0),
    is_active      BOOLEAN NOT NULL DEFAULT TRUE,
    content        TEXT    NOT NULL,
    created_at     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    writer         TEXT    NOT NULL DEFAULT 'built-in',
    tokens_used    INTEGER CHECK (tokens_used >= 0),
    quality        TEXT,
    origin         TEXT    NOT NULL DEFAULT '{"kind":"generated"}',
    written_from   TEXT,
    hand_edited    TEXT    NOT NULL DEFAULT '[]',
    interview_at   TEXT,
    UNIQUE (company_id, version_number)
);
INSERT INTO content_versions_new (id, company_id, version_number, is_active, content, created_at, writer, tokens_used,
                                  quality, origin, written_from, hand_edited, interview_at)
SELECT id, company_id, version_number, is_active, content, created_at, writer, tokens_used,
       quality, origin, written_from, hand_edited, interview_at FROM content_versions;
DROP TABLE content_versions;
ALTER TABLE content_versions_new RENAME TO content_versions;
CREATE UNIQUE INDEX content_versions_one_active ON content_versions (company_id) WHERE is_active;

CREATE TABLE content_assets_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    version_id INTEGER NOT NULL REFERENCES content_versions (id) ON DELETE CASCADE,
    type       TEXT    NOT NULL CHECK (type IN ('website', 'pitch')),
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

CREATE TABLE feedback_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    type       TEXT    NOT NULL CHECK (type IN ('Improvement', 'Share an Idea', 'Report an Issue', 'General Feedback')),
    message    TEXT    NOT NULL,
    user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO feedback_new (id, type, message, user_id, created_at)
SELECT id, type, message, user_id, created_at FROM feedback;
DROP TABLE feedback;
ALTER TABLE feedback_new RENAME TO feedback;
