-- Every entity of the product spec, section 3.

CREATE TABLE users (
    id          BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username    TEXT        NOT NULL UNIQUE,
    email       TEXT        NOT NULL UNIQUE,
    name        TEXT        NOT NULL DEFAULT '',
    is_verified BOOLEAN     NOT NULL DEFAULT FALSE,
    role        TEXT        NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    status      TEXT        NOT NULL DEFAULT 'waitlist' CHECK (status IN ('waitlist', 'active', 'inactive')),
    credits     BIGINT      NOT NULL DEFAULT 10 CHECK (credits >= 0),
    avatar      TEXT,
    cobalt_id   TEXT        NOT NULL UNIQUE,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Emails granted admin (ADMIN_EMAILS is the other way) before or after they sign up.
CREATE TABLE admin_grants (
    email      TEXT        NOT NULL PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server-side sessions; the browser only holds the token, the table its hash.
CREATE TABLE sessions (
    id           TEXT        NOT NULL PRIMARY KEY,
    user_id      BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   TIMESTAMPTZ NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE waitlist_entries (
    id          BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        TEXT        NOT NULL,
    email       TEXT        NOT NULL UNIQUE,
    is_verified BOOLEAN     NOT NULL DEFAULT FALSE,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE email_verification_tokens (
    id         BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    token_hash TEXT        NOT NULL UNIQUE,
    email      TEXT        NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE companies (
    id                BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id           TEXT        NOT NULL REFERENCES users (cobalt_id) ON DELETE CASCADE,
    name              TEXT        NOT NULL,
    description       TEXT        NOT NULL,
    industry          TEXT        NOT NULL,
    competitors       TEXT        NOT NULL DEFAULT '',
    products_services TEXT        NOT NULL DEFAULT '',
    website_url       TEXT        NOT NULL DEFAULT '',
    linkedin_url      TEXT        NOT NULL DEFAULT '',
    twitter_url       TEXT        NOT NULL DEFAULT '',
    facebook_url      TEXT        NOT NULL DEFAULT '',
    instagram_url     TEXT        NOT NULL DEFAULT '',
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- The dashboard lists one owner's companies, newest first.
CREATE INDEX companies_owner ON companies (user_id, id DESC);

CREATE TABLE interview_sections (
    id         BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id BIGINT      NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    section    TEXT        NOT NULL CHECK (section IN ('heuristics', 'hormones', 'history', 'heritage')),
    responses  JSONB       NOT NULL DEFAULT '{}',
    completed  BOOLEAN     NOT NULL DEFAULT FALSE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (company_id, section)
);

CREATE TABLE content_versions (
    id             BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id     BIGINT      NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    version_number BIGINT      NOT NULL CHECK (version_number > 0),
    is_active      BOOLEAN     NOT NULL DEFAULT TRUE,
    content        JSONB       NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (company_id, version_number)
);
-- At most one active version per company, enforced by the database.
CREATE UNIQUE INDEX content_versions_one_active ON content_versions (company_id) WHERE is_active;

CREATE TABLE content_assets (
    id         BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id BIGINT      NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    version_id BIGINT      NOT NULL REFERENCES content_versions (id) ON DELETE CASCADE,
    type       TEXT        NOT NULL CHECK (type IN ('website', 'pitch')),
    content    JSONB       NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (version_id, type)
);
CREATE INDEX content_assets_company ON content_assets (company_id);

CREATE TABLE site_content (
    key         TEXT        NOT NULL PRIMARY KEY,
    description TEXT        NOT NULL DEFAULT '',
    content     TEXT        NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE feedback (
    id         BIGINT      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    type       TEXT        NOT NULL CHECK (type IN ('Improvement', 'Share an Idea', 'Report an Issue', 'General Feedback')),
    message    TEXT        NOT NULL,
    user_id    BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
