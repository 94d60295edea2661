//! Paged lists of the admin API: `?page=1&pageSize=50` in, `{items, total, page,
//! pageSize}` out.

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use sqlx::{postgres::PgRow, sqlite::SqliteRow, FromRow};

use crate::{
    db::Db,
    error::{AppError, FieldErrors, Query},
    with_pool,
};

pub const DEFAULT_PAGE_SIZE: u32 = 50;
pub const MAX_PAGE_SIZE: u32 = 200;

/// The query of a paged list, as sent (validated by [`PageRequest::try_from`]).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// The page, from 1 (default 1). A page past the end answers no items.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 1000000)]
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

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    pub items: Vec<T>,
    /// Items on the whole list.
    pub total: i64,
    pub page: u32,
    pub page_size: u32,
}

impl<T> Page<T> {
    /// The page `request` asked for, holding `items` of `total`.
    pub fn new(items: Vec<T>, total: i64, request: PageRequest) -> Self {
        Self {
            items,
            total,
            page: request.page,
            page_size: request.page_size,
        }
    }
}

/// The page `request` asks for: `items_sql` reads it (`$1` the limit, `$2` the
/// offset) and `count_sql` counts the whole list.
pub async fn fetch<T>(db: &Db, request: PageRequest, items_sql: &str, count_sql: &str) -> Result<Page<T>, sqlx::Error>
where
    T: Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>,
{
    let (items, total) = with_pool!(db, pool => {
        let items = sqlx::query_as::<_, T>(items_sql)
            .bind(request.limit())
            .bind(request.offset())
            .fetch_all(pool)
            .await?;
        let total = sqlx::query_scalar::<_, i64>(count_sql).fetch_one(pool).await?;
        (items, total)
    });
    Ok(Page::new(items, total, request))
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
