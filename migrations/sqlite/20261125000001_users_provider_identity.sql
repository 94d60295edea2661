-- The sign-in provider's stable id of the person (OpenID Connect `iss` + `sub`),
-- stored at the account's first verified sign-in through the provider. Later
-- sign-ins match on it, never on the email alone: an address can be put on
-- another provider profile, a subject cannot. NULL: not linked yet (accounts
-- made by the local sign-in or `admin grant`).
ALTER TABLE users ADD COLUMN oidc_issuer TEXT;
ALTER TABLE users ADD COLUMN oidc_subject TEXT;
CREATE UNIQUE INDEX users_oidc_identity ON users (oidc_issuer, oidc_subject);
