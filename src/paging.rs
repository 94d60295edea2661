//! Paged lists of the admin API: `?page=1&pageSize=50` in, `{items, total, page,
//! pageSize}` out (the concrete answer types live with their features).

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::error::{AppError, FieldErrors, Query};

pub const DEFAULT_PAGE_SIZE: u32 = 50;
pub const MAX_PAGE_SIZE: u32 = 200;

/// The query of a paged list, as sent (validated by [`PageRequest::try_from`]).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// The page, from 1 (default 1). A page past the end answers no items.
    #[param(value_type = Option<u32>, minimum = 1)]
    page: Option<String>,
    /// Items per page, 1 to 200 (default 50).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 200)]
    page_size: Option<String>,
}

/// A valid page: its number (from 1) and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub page: u32,
    pub page_size: u32,
}

impl PageRequest {
    /// `LIMIT` of the page's query.
    pub fn limit(&self) -> i64 {
        i64::from(self.page_size)
    }

    /// `OFFSET` of the page's query.
    pub fn offset(&self) -> i64 {
        (i64::from(self.page) - 1) * i64::from(self.page_size)
    }
}

impl TryFrom<PageQuery> for PageRequest {
    type Error = AppError;

    fn try_from(query: PageQuery) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let number = |raw: Option<&str>, default: u32, max: u32| match raw.map(str::trim) {
            None | Some("") => Some(default),
            Some(raw) => raw.parse::<u32>().ok().filter(|n| (1..=max).contains(n)),
        };
        let page = number(query.page.as_deref(), 1, 1_000_000);
        if page.is_none() {
            errors.add("page", "Page must be a whole number from 1 to 1000000.");
        }
        let page_size = number(query.page_size.as_deref(), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        if page_size.is_none() {
            errors.add("pageSize", "Page size must be a whole number from 1 to 200.");
        }
        errors.into_result()?;
        Ok(Self {
            page: page.unwrap_or(1),
            page_size: page_size.unwrap_or(DEFAULT_PAGE_SIZE),
        })
    }
}

/// Extracts and validates the page of a list (422 with `fieldErrors` when invalid).
pub struct Paged(pub PageRequest);

impl<S: Send + Sync> FromRequestParts<S> for Paged {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let Query(query) = Query::<PageQuery>::from_request_parts(parts, state).await?;
        PageRequest::try_from(query).map(Paged)
    }
}

#[cfg(test)]
mod tests {
    use super::{PageQuery, PageRequest};

    fn parse(page: Option<&str>, page_size: Option<&str>) -> Option<PageRequest> {
        PageRequest::try_from(PageQuery {
            page: page.map(str::to_owned),
            page_size: page_size.map(str::to_owned),
        })
        .ok()
    }

    #[test]
    fn defaults_bounds_and_offsets() {
        let first = parse(None, None).unwrap();
        assert_eq!((first.page, first.page_size, first.offset()), (1, 50, 0));
        let third = parse(Some("3"), Some("20")).unwrap();
        assert_eq!((third.limit(), third.offset()), (20, 40));
        assert_eq!(parse(Some("1000000"), Some("200")).unwrap().offset(), 199_999_800);
        for (page, size) in [
            (Some("0"), None),
            (Some("-1"), None),
            (Some("x"), None),
            (Some("1.5"), None),
            (Some("1000001"), None),
            (None, Some("0")),
            (None, Some("201")),
        ] {
            assert!(parse(page, size).is_none(), "{page:?} {size:?}");
        }
    }
}
