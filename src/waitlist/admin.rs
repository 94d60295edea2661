//! The waiting list for administrators: a paged list (newest first) and a CSV export.
//!
//! The export streams: rows come from the database one by one (`fetch`) and
//! leave as CSV chunks, so a list of any length never sits in memory.

use axum::{
    body::{Body, Bytes},
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use chrono::SecondsFormat;
use futures_util::{stream, Stream, StreamExt, TryStreamExt};
use serde::Serialize;
use tokio::sync::mpsc;
use utoipa::ToSchema;

use super::WaitlistEntry;
use crate::{
    app::AppState,
    auth::extractor::Admin,
    db::Db,
    error::{AppError, AppResult, ErrorBody, Json},
    paging::{PageQuery, PageRequest, Paged},
    with_pool,
};

/// One page of the waiting list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistPage {
    pub items: Vec<WaitlistEntry>,
    /// Entries on the whole list.
    pub total: i64,
    pub page: u32,
    pub page_size: u32,
}

/// The waiting list, newest first, a page at a time.
#[utoipa::path(
    get,
    path = "/waitlist",
    tag = "waitlist",
    params(PageQuery),
    responses(
        (status = 200, body = WaitlistPage),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 403, description = "Not an active admin", body = ErrorBody),
        (status = 422, description = "Invalid page or pageSize", body = ErrorBody),
    )
)]
pub async fn list(_: Admin, State(state): State<AppState>, Paged(page): Paged) -> AppResult<Json<WaitlistPage>> {
    let (items, total) = fetch_page(&state.db, page).await?;
    Ok(Json(WaitlistPage {
        items,
        total,
        page: page.page,
        page_size: page.page_size,
    }))
}

/// Newest first is highest id first: ids grow with every join, and the
/// primary key's index serves the order and the offset.
async fn fetch_page(db: &Db, page: PageRequest) -> Result<(Vec<WaitlistEntry>, i64), sqlx::Error> {
    with_pool!(db, pool => {
        let items = sqlx::query_as::<_, WaitlistEntry>(
            "SELECT id, name, email, created_at FROM waitlist_entries ORDER BY id DESC LIMIT $1 OFFSET $2",
        )
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(pool)
        .await?;
        let total = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM waitlist_entries")
            .fetch_one(pool)
            .await?;
        Ok((items, total))
    })
}

pub const CSV_HEADER: [&str; 4] = ["ID", "Email", "Name", "Created At"];
/// Rows per chunk of the streamed answer.
const ROWS_PER_CHUNK: usize = 500;

/// The whole waiting list as `waitlist.csv` (oldest first), RFC 4180 with CRLF
/// line ends. Cells that a spreadsheet would run as a formula are neutralised.
#[utoipa::path(
    get,
    path = "/waitlist/export.csv",
    tag = "waitlist",
    responses(
        (status = 200, content_type = "text/csv; charset=utf-8", body = String,
         description = "`waitlist.csv` (attachment): header `ID,Email,Name,Created At`, one row per entry"),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 403, description = "Not an active admin", body = ErrorBody),
    )
)]
pub async fn export_csv(_: Admin, State(state): State<AppState>) -> AppResult<Response> {
    let (sender, mut receiver) = mpsc::channel(4);
    tokio::spawn(write_csv(state.db.clone(), sender));
    // The first chunk (the header with the first rows) is awaited here, so a
    // failing query still answers a JSON 500 instead of a broken download.
    let first = match receiver.recv().await {
        Some(Ok(chunk)) => chunk,
        Some(Err(e)) => return Err(AppError::Database(e)),
        None => return Err(AppError::Internal(anyhow::anyhow!("the CSV export stopped"))),
    };
    let rest = stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|chunk| (chunk, receiver))
    });
    // Fused: the gzip layer polls the body once more after its end, which `unfold` would panic on.
    let body = Body::from_stream(stream::once(async { Ok::<_, sqlx::Error>(first) }).chain(rest).fuse());
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"waitlist.csv\""),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response())
}

type Chunk = Result<Bytes, sqlx::Error>;

/// Runs the export query and sends CSV chunks until the rows end, the query
/// fails (the error is sent, which aborts the download) or the client leaves.
async fn write_csv(db: Db, sender: mpsc::Sender<Chunk>) {
    const SQL: &str = "SELECT id, name, email, created_at FROM waitlist_entries ORDER BY id";
    let result = with_pool!(&db, pool => {
        send_rows(sqlx::query_as::<_, WaitlistEntry>(SQL).fetch(pool), &sender).await
    });
    if let Err(e) = result {
        tracing::error!(error = %e, "waitlist export failed");
        let _ = sender.send(Err(e)).await;
    }
}

async fn send_rows<S>(mut rows: S, sender: &mpsc::Sender<Chunk>) -> Result<(), sqlx::Error>
where
    S: Stream<Item = Result<WaitlistEntry, sqlx::Error>> + Unpin,
{
    let mut chunk = CsvChunk::new();
    chunk.record(CSV_HEADER);
    let mut rows_in_chunk = 0;
    while let Some(entry) = rows.try_next().await? {
        chunk.record(csv_row(&entry));
        rows_in_chunk += 1;
        if rows_in_chunk == ROWS_PER_CHUNK {
            if sender.send(Ok(chunk.take())).await.is_err() {
                return Ok(()); // the client went away
            }
            rows_in_chunk = 0;
        }
    }
    let _ = sender.send(Ok(chunk.take())).await;
    Ok(())
}

fn csv_row(entry: &WaitlistEntry) -> [String; 4] {
    [
        entry.id.to_string(),
        neutralise_formula(&entry.email),
        neutralise_formula(&entry.name),
        entry.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
    ]
}

/// A cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`,
/// `@`, tab or carriage return; OWASP's CSV injection list) gets a leading `'`,
/// which spreadsheets show as text.
pub fn neutralise_formula(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

/// CSV records (quoted only where RFC 4180 needs it, CRLF line ends) into a buffer.
struct CsvChunk(csv::Writer<Vec<u8>>);

impl CsvChunk {
    fn new() -> Self {
        Self(
            csv::WriterBuilder::new()
                .terminator(csv::Terminator::CRLF)
                .from_writer(Vec::new()),
        )
    }

    fn record<I, T>(&mut self, cells: I)
    where
        I: IntoIterator<Item = T>,
        T: AsRef<[u8]>,
    {
        self.0.write_record(cells).expect("writing CSV into memory cannot fail");
    }

    /// The bytes written so far; the chunk starts empty again.
    fn take(&mut self) -> Bytes {
        let full = std::mem::replace(self, Self::new());
        Bytes::from(full.0.into_inner().expect("flushing into memory cannot fail"))
    }
}

#[cfg(test)]
mod tests {
    use super::{neutralise_formula, CsvChunk};

    #[test]
    fn formulas_are_neutralised_and_plain_text_kept() {
        for (cell, out) in [
            ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"x\")"),
            ("+1", "'+1"),
            ("-2", "'-2"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("Ann = Lee", "Ann = Lee"),
            ("", ""),
        ] {
            assert_eq!(neutralise_formula(cell), out);
        }
    }

    #[test]
    fn chunks_quote_as_rfc_4180_with_crlf() {
        let mut chunk = CsvChunk::new();
        chunk.record(["1", "Lee, Ann", "say \"hi\"", "two\nlines"]);
        assert_eq!(
            &chunk.take()[..],
            b"1,\"Lee, Ann\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n"
        );
        assert!(chunk.take().is_empty());
    }
}
