-- OpenID Connect sign-ins under way: kept in the database (not in one process's
-- memory) so the provider may return the browser to any process. Single use.
CREATE TABLE sign_in_flows (
    state_hash    TEXT NOT NULL PRIMARY KEY,
    nonce         TEXT NOT NULL,
    pkce_verifier TEXT NOT NULL,
    callback_url  TEXT NOT NULL,
    expires_at    TEXT NOT NULL
);
