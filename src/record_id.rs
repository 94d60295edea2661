//! Ids of records in paths and query strings.
//!
//! Only a canonical whole number (digits, no sign, no leading zero, within
//! `i64`) names a record, so each record has exactly one address: `01`, `+1`,
//! `1.0`, `0` or `abc` name none and answer the record's 404 in the JSON shape,
//! exactly like an unknown id.

use std::marker::PhantomData;

use axum::{
    extract::{FromRequestParts, Path},
    http::request::Parts,
};

use crate::error::AppError;

/// A kind of record an id can name, with the 404 message of a missing one.
pub trait Record {
    const NOT_FOUND: &'static str;

    fn not_found() -> AppError {
        AppError::NotFound(Self::NOT_FOUND.into())
    }
}

/// The id `raw` names, if it is one.
pub fn parse(raw: &str) -> Option<i64> {
    let canonical = raw.bytes().all(|b| b.is_ascii_digit()) && !raw.starts_with('0');
    raw.parse().ok().filter(|_| canonical)
}

/// The id a JSON body names (`"companyId": 3`), if it is one: a positive whole
/// number, not a string or a fraction.
pub fn from_json(value: Option<&serde_json::Value>) -> Option<i64> {
    value.and_then(serde_json::Value::as_i64).filter(|id| *id > 0)
}

/// The `{id}` of a path with one parameter, naming an `R`.
pub struct PathId<R> {
    pub id: i64,
    record: PhantomData<fn() -> R>,
}

impl<R: Record, S: Send + Sync> FromRequestParts<S> for PathId<R> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        // A rejected path (say `%FF`, not UTF-8) names nothing either.
        let Path(raw) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| R::not_found())?;
        let id = parse(&raw).ok_or_else(R::not_found)?;
        Ok(Self {
            id,
            record: PhantomData,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn only_canonical_whole_numbers_are_ids() {
        assert_eq!(parse("1"), Some(1));
        assert_eq!(parse("9223372036854775807"), Some(i64::MAX));
        for raw in [
            "",
            "0",
            "01",
            "007",
            "-1",
            "+1",
            "1.0",
            "1e3",
            " 1",
            "1 ",
            "abc",
            "9223372036854775808",
            "١",
        ] {
            assert_eq!(parse(raw), None, "{raw:?}");
        }
    }
}
