//! Timestamps as both databases store them and every answer writes them.

use chrono::{DateTime, Utc};
use serde::Serializer;

/// Now, to the millisecond: what both databases store exactly and
/// [`rfc3339_millis`] writes, so every answer shows the stored instant.
pub fn now() -> DateTime<Utc> {
    let now = Utc::now();
    DateTime::from_timestamp_millis(now.timestamp_millis()).unwrap_or(now)
}

/// `2026-01-05T09:30:00.000Z`: RFC 3339 in UTC with exactly three decimals, the
/// same text the company list's SQL makes (`strftime('%Y-%m-%dT%H:%M:%fZ')`,
/// `to_char(... 'MS"Z"')`). For `#[serde(serialize_with = ...)]`.
pub fn rfc3339_millis<S: Serializer>(at: &DateTime<Utc>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&at.format("%Y-%m-%dT%H:%M:%S%.3fZ"))
}

/// [`rfc3339_millis`] of an optional instant (`null` when `None`).
pub fn rfc3339_millis_or_null<S: Serializer>(at: &Option<DateTime<Utc>>, serializer: S) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => rfc3339_millis(at, serializer),
        None => serializer.serialize_none(),
    }
}
