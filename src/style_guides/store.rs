//! The queries of the style guides: one SQL text for both databases, every
//! statement scoped by the owner through the company.

use sqlx::types::Json;

use crate::{db::Db, domain::StyleGuide, timestamp::now, with_pool};

/// The owner's company's guide; `None` when it has none saved (or is not theirs).
pub async fn find(db: &Db, owner: &str, company_id: i64) -> Result<Option<StyleGuide>, sqlx::Error> {
    const SQL: &str = "SELECT style_guides.guide FROM style_guides \
                       JOIN companies ON companies.id = style_guides.company_id \
                       WHERE style_guides.company_id = $1 AND companies.user_id = $2";
    let found = with_pool!(db, pool => {
        sqlx::query_scalar::<_, Json<StyleGuide>>(SQL).bind(company_id).bind(owner).fetch_optional(pool).await
    })?;
    Ok(found.map(|guide| guide.0))
}

/// Saves the guide of the owner's company; `false` when the owner has no such company.
pub async fn save(db: &Db, owner: &str, company_id: i64, guide: &StyleGuide) -> Result<bool, sqlx::Error> {
    const SQL: &str = "INSERT INTO style_guides (company_id, guide, updated_at) \
                       SELECT id, $3, $4 FROM companies WHERE id = $1 AND user_id = $2 \
                       ON CONFLICT (company_id) DO UPDATE SET guide = excluded.guide, updated_at = excluded.updated_at";
    let saved = with_pool!(db, pool => {
        sqlx::query(SQL).bind(company_id).bind(owner).bind(Json(guide)).bind(now()).execute(pool).await?.rows_affected()
    });
    Ok(saved == 1)
}
