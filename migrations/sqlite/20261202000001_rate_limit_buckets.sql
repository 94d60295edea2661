-- The PostgreSQL table of shared rate limits, kept here so both schemas stay
-- the same; on SQLite the one process counts in memory and leaves it empty.
CREATE TABLE rate_limit_buckets (
    name TEXT NOT NULL,
    key TEXT NOT NULL,
    tat TEXT NOT NULL,
    PRIMARY KEY (name, key)
);
CREATE INDEX rate_limit_buckets_tat ON rate_limit_buckets (tat);
