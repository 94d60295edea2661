-- Rate limits every process sees (PostgreSQL only: on SQLite one process serves
-- and counts in memory). One row per limit and key (a client address, a user):
-- tat, the "theoretical arrival time" of GCRA, the generic cell rate algorithm
-- governor runs in memory; a request is let in when tat stays within the
-- limit's period of now. Rows whose tat has passed are full buckets: the purge
-- deletes them.
CREATE TABLE rate_limit_buckets (
    name TEXT NOT NULL,
    key TEXT NOT NULL,
    tat TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (name, key)
);
CREATE INDEX rate_limit_buckets_tat ON rate_limit_buckets (tat);
