//! The last-admin rule: the last active admin never loses the role or the
//! active status, whoever asks (the Users page, account deletion, `admin revoke`).

pub const LAST_ADMIN: &str =
    "The last active admin cannot be demoted or deactivated. Make another user an active admin first.";

/// PostgreSQL: one transaction-scoped lock that every change able to demote an
/// admin takes first, so such changes run one after another (one lock: no
/// deadlock). Under READ COMMITTED the next statement then sees what the
/// previous holder committed. SQLite needs none: it runs one writer at a time,
/// and a write statement takes the write lock before it reads.
pub const LOCK_ADMIN_CHANGES: &str = "SELECT pg_advisory_xact_lock(7036101)";

/// The SQL condition that a user other than `$1` is an active admin.
pub const ANOTHER_ACTIVE_ADMIN: &str =
    "EXISTS (SELECT 1 FROM users other WHERE other.id <> $1 AND other.role = 'admin' AND other.status = 'active')";
