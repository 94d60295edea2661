//! The queries of the interviews feature: one SQL text for both databases.
//! Every statement is scoped by the owner: a record counts only when its
//! company's `user_id` is the user's cobaltId.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::types::Json;
use utoipa::ToSchema;

use super::input::{NewInterview, SavedAnswers};
use crate::{
    db::{is_unique_violation, Db},
    domain::{InterviewSection, SectionAnswers},
    error::AppError,
    timestamp::{now, rfc3339_millis},
    with_pool,
};

/// A section record as the API answers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Interview {
    pub id: i64,
    pub company_id: i64,
    pub section: InterviewSection,
    /// Exactly the section's four keys; an unanswered question is `""`.
    #[schema(value_type = std::collections::HashMap<String, String>)]
    pub responses: SectionAnswers,
    pub completed: bool,
    #[serde(serialize_with = "rfc3339_millis")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "rfc3339_millis")]
    pub updated_at: DateTime<Utc>,
}

/// A row as read; [`Interview`] once its section and answers are typed.
#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    company_id: i64,
    section: String,
    responses: Json<HashMap<String, String>>,
    completed: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl TryFrom<Row> for Interview {
    type Error = AppError;

    fn try_from(row: Row) -> Result<Self, AppError> {
        // The table's CHECK admits only the four names.
        let section = InterviewSection::parse(&row.section)
            .map_err(|_| AppError::Internal(anyhow::anyhow!("interview {} has section {:?}", row.id, row.section)))?;
        Ok(Self {
            id: row.id,
            company_id: row.company_id,
            section,
            responses: SectionAnswers::from_stored(section, row.responses.0),
            completed: row.completed,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

/// The columns of [`Row`], as a macro so the queries below are `concat!`ed constants.
macro_rules! columns {
    () => {
        "id, company_id, section, responses, completed, created_at, updated_at"
    };
}

/// The condition that the record's company is the owner's (`$2`).
macro_rules! owned {
    () => {
        "company_id IN (SELECT id FROM companies WHERE user_id = $2)"
    };
}

/// The company's records in the interview's order.
pub async fn list(db: &Db, owner: &str, company_id: i64) -> Result<Vec<Interview>, AppError> {
    const SQL: &str = concat!(
        "SELECT ",
        columns!(),
        " FROM interview_sections WHERE company_id = $1 AND ",
        owned!()
    );
    let rows =
        with_pool!(db, pool => sqlx::query_as::<_, Row>(SQL).bind(company_id).bind(owner).fetch_all(pool).await)?;
    let mut records = rows
        .into_iter()
        .map(Interview::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    records.sort_by_key(|r| r.section);
    Ok(records)
}

/// The company's record of `section`, if it has one.
pub async fn find_section(
    db: &Db,
    owner: &str,
    company_id: i64,
    section: InterviewSection,
) -> Result<Option<Interview>, AppError> {
    const SQL: &str = concat!(
        "SELECT ",
        columns!(),
        " FROM interview_sections WHERE company_id = $1 AND ",
        owned!(),
        " AND section = $3"
    );
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, Row>(SQL)
            .bind(company_id)
            .bind(owner)
            .bind(section.as_str())
            .fetch_optional(pool)
            .await
    })?;
    row.map(Interview::try_from).transpose()
}

pub async fn find(db: &Db, owner: &str, id: i64) -> Result<Option<Interview>, AppError> {
    const SQL: &str = concat!(
        "SELECT ",
        columns!(),
        " FROM interview_sections WHERE id = $1 AND ",
        owned!()
    );
    let row = with_pool!(db, pool => sqlx::query_as::<_, Row>(SQL).bind(id).bind(owner).fetch_optional(pool).await)?;
    row.map(Interview::try_from).transpose()
}

/// What an insert did.
pub enum Inserted {
    Created(Interview),
    /// The company is not the owner's (or is gone).
    NoCompany,
    /// The company already has a record of the section (the unique index said so).
    SectionExists,
}

pub async fn insert(db: &Db, owner: &str, interview: &NewInterview) -> Result<Inserted, AppError> {
    // One statement: the owner check and the insert cannot be split by a delete.
    const SQL: &str = concat!(
        "INSERT INTO interview_sections (company_id, section, responses, completed, created_at, updated_at) \
         SELECT id, $3, $4, $5, $6, $6 FROM companies WHERE id = $1 AND user_id = $2 RETURNING ",
        columns!()
    );
    let saved = &interview.saved;
    let inserted = with_pool!(db, pool => {
        sqlx::query_as::<_, Row>(SQL)
            .bind(interview.company_id)
            .bind(owner)
            .bind(interview.section.as_str())
            .bind(Json(&saved.answers))
            .bind(saved.completed)
            .bind(now())
            .fetch_optional(pool)
            .await
    });
    match inserted {
        Ok(Some(row)) => row.try_into().map(Inserted::Created),
        Ok(None) => Ok(Inserted::NoCompany),
        Err(e) if is_unique_violation(&e) => Ok(Inserted::SectionExists),
        Err(e) => Err(e.into()),
    }
}

/// Replaces the record's answers; `None` when the owner has no such record.
pub async fn update(db: &Db, owner: &str, id: i64, saved: &SavedAnswers) -> Result<Option<Interview>, AppError> {
    const SQL: &str = concat!(
        // A save that changes nothing keeps its time: the content page tells when the answers last changed.
        "UPDATE interview_sections SET responses = $3, completed = $4, \
         updated_at = CASE WHEN responses = $3 AND completed = $4 THEN updated_at ELSE $5 END WHERE id = $1 AND ",
        owned!(),
        " RETURNING ",
        columns!()
    );
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, Row>(SQL)
            .bind(id)
            .bind(owner)
            .bind(Json(&saved.answers))
            .bind(saved.completed)
            .bind(now())
            .fetch_optional(pool)
            .await
    })?;
    row.map(Interview::try_from).transpose()
}
