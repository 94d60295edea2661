//! The waiting list for administrators: a paged list (newest first), a CSV
//! export, inviting a person (a mail with the sign-in link) and deleting an entry.
//!
//! The export streams: rows come from the database one by one (`fetch`) and
//! leave as CSV chunks, so a list of any length never sits in memory.

use crate::logging::{self, OneLine};
use axum::{
    body::{Body, Bytes},
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, SecondsFormat, Utc};
use futures_util::{stream, Stream, StreamExt, TryStreamExt};
use serde::Serialize;
use tokio::sync::mpsc;
use utoipa::ToSchema;

use super::WaitlistEntry;
use crate::{
    auth::extractor::Admin,
    db::Db,
    domain::UserStatus,
    error::{AppError, AppResult, ErrorBody, Json},
    openapi::{AdminListRefusals, AdminRefusals},
    paging::{self, Page, PageQuery, Paged},
    record_id::{PathId, Record},
    state::AppState,
    timestamp::now,
    users::mails,
    with_pool,
};

impl Record for WaitlistEntry {
    const NOT_FOUND: &'static str = "Waiting-list entry not found";
}

const HAS_ACCOUNT: &str = "This person already has an account: approve them on the Users page.";

/// An entry as admins see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedEntry {
    #[serde(flatten)]
    pub entry: WaitlistEntry,
    /// When an admin last invited the person; null: never.
    pub invited_at: Option<DateTime<Utc>>,
    /// The account with this email; null: none. One with status `waitlist` is
    /// approved as on the Users page (`PUT /api/users/{id}` with `{"status": "active"}`).
    pub account: Option<EntryAccount>,
}

/// The account of a waiting-list entry's person (matched by email).
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryAccount {
    /// The user's id.
    pub id: i64,
    pub status: UserStatus,
}

/// A row of the queries below: the account's columns are null when there is none.
#[derive(sqlx::FromRow)]
struct ListedRow {
    #[sqlx(flatten)]
    entry: WaitlistEntry,
    invited_at: Option<DateTime<Utc>>,
    account_id: Option<i64>,
    account_status: Option<UserStatus>,
}

impl From<ListedRow> for ListedEntry {
    fn from(row: ListedRow) -> Self {
        let account = row
            .account_id
            .zip(row.account_status)
            .map(|(id, status)| EntryAccount { id, status });
        Self {
            entry: row.entry,
            invited_at: row.invited_at,
            account,
        }
    }
}

/// The waiting list, newest first, a page at a time.
#[utoipa::path(get, path = "/waitlist", tag = "waitlist", params(PageQuery), responses(
    (status = 200, body = Page<ListedEntry>), AdminListRefusals
))]
pub async fn list(_: Admin, State(state): State<AppState>, Paged(page): Paged) -> AppResult<Json<Page<ListedEntry>>> {
    // Newest first is highest id first: ids grow with every join, and the
    // primary key's index serves the order and the offset. Emails are unique
    // on both tables, so the join adds no rows.
    let items = "SELECT w.id, w.name, w.email, w.created_at, w.invited_at,
                        u.id AS account_id, u.status AS account_status
                 FROM waitlist_entries w LEFT JOIN users u ON u.email = w.email
                 ORDER BY w.id DESC LIMIT $1 OFFSET $2";
    let count = "SELECT COUNT(*) FROM waitlist_entries";
    let rows = paging::fetch::<ListedRow>(&state.db, page, items, count).await?;
    let entries = rows.items.into_iter().map(ListedEntry::from).collect();
    Ok(Json(Page::new(entries, rows.total, page)))
}

/// Invites the person to sign in: a mail 'You're invited to Pitchwise' with the
/// sign-in link, sent once the entry is marked; their first sign-in then makes
/// an active account (the invitation is the approval). Inviting again is allowed
/// and dates the invitation anew. A person who has an account already is
/// approved on the Users page instead (409).
#[utoipa::path(
    post,
    path = "/waitlist/{id}/invite",
    tag = "waitlist",
    params(("id" = i64, Path, description = "The entry's id")),
    responses(
        (status = 200, description = "Invited; the entry with its new `invitedAt`", body = ListedEntry),
        AdminRefusals,
        (status = 404, description = "Waiting-list entry not found", body = ErrorBody),
        (status = 409, description = "The person already has an account", body = ErrorBody),
    )
)]
pub async fn invite(
    Admin(admin): Admin,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<WaitlistEntry>,
) -> AppResult<Json<ListedEntry>> {
    let Some(invited) = mark_invited(&state.db, id).await? else {
        return Err(if entry_exists(&state.db, id).await? {
            AppError::Conflict(HAS_ACCOUNT.into())
        } else {
            WaitlistEntry::not_found()
        });
    };
    logging::audit(admin.id, "waitlist.invite", &format!("waiting-list entry {id}"), "");
    let entry = &invited.entry;
    mails::send_invitation(&state.mailer, &state.config.public_url, &entry.email, &entry.name);
    Ok(Json(invited))
}

/// Dates the entry's invitation now, unless its address has an account (then: `None`, as for no entry).
async fn mark_invited(db: &Db, id: i64) -> Result<Option<ListedEntry>, sqlx::Error> {
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, ListedRow>(
            "UPDATE waitlist_entries SET invited_at = $2
             WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE users.email = waitlist_entries.email)
             RETURNING id, name, email, created_at, invited_at,
                       CAST(NULL AS BIGINT) AS account_id, CAST(NULL AS TEXT) AS account_status",
        )
        .bind(id)
        .bind(now())
        .fetch_optional(pool)
        .await
    })?;
    Ok(row.map(ListedEntry::from))
}

async fn entry_exists(db: &Db, id: i64) -> Result<bool, sqlx::Error> {
    let found = with_pool!(db, pool => {
        sqlx::query_scalar::<_, i64>("SELECT id FROM waitlist_entries WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await
    })?;
    Ok(found.is_some())
}

/// Deletes an entry from the waiting list (an account with its address stays).
#[utoipa::path(
    delete,
    path = "/waitlist/{id}",
    tag = "waitlist",
    params(("id" = i64, Path, description = "The entry's id")),
    responses(
        (status = 204, description = "Deleted"),
        AdminRefusals,
        (status = 404, description = "Waiting-list entry not found", body = ErrorBody),
    )
)]
pub async fn delete(
    Admin(admin): Admin,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<WaitlistEntry>,
) -> AppResult<StatusCode> {
    let deleted = with_pool!(&state.db, pool => {
        sqlx::query("DELETE FROM waitlist_entries WHERE id = $1")
            .bind(id)
            .execute(pool)
            .await
            .map(|done| done.rows_affected())
    })?;
    if deleted == 0 {
        return Err(WaitlistEntry::not_found());
    }
    logging::audit(admin.id, "waitlist.delete", &format!("waiting-list entry {id}"), "");
    Ok(StatusCode::NO_CONTENT)
}

pub const CSV_HEADER: [&str; 4] = ["ID", "Email", "Name", "Created At"];
/// Rows per chunk of the streamed answer.
const ROWS_PER_CHUNK: usize = 500;

/// The whole waiting list as `waitlist.csv` (oldest first), RFC 4180 with CRLF
/// line ends. Cells that a spreadsheet would run as a formula are neutralised and quoted.
#[utoipa::path(
    get,
    path = "/waitlist/export.csv",
    tag = "waitlist",
    responses(
        (status = 200, content_type = "text/csv; charset=utf-8", body = String,
         description = "`waitlist.csv` (attachment): header `ID,Email,Name,Created At`, one row per entry"),
        AdminRefusals,
    )
)]
pub async fn export_csv(_: Admin, State(state): State<AppState>) -> AppResult<Response> {
    let (sender, mut receiver) = mpsc::channel(4);
    tokio::spawn(write_csv(state.db.clone(), sender));
    // The first chunk (the header with the first rows) is awaited here, so a
    // failing query still answers a JSON 500 instead of a broken download.
    let first = match receiver.recv().await {
        Some(Ok(chunk)) => chunk,
        Some(Err(e)) => return Err(e.into()),
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
        tracing::error!(error = %OneLine(&e), "waitlist export failed");
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
        neutralise_formulas(&entry.email),
        neutralise_formulas(&entry.name),
        entry.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
    ]
}

/// Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list).
const FORMULA_CHARS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];
/// Where a spreadsheet may start a new cell or row: it may split on `;`, tab or
/// `|` instead of `,`, depending on its locale and import settings.
const SEPARATORS: [char; 6] = [',', ';', '\t', '|', '\r', '\n'];

/// A `'` before every formula character that could start a cell: the first
/// character, or the first after a separator (and any spaces), since a
/// spreadsheet that splits on another separator starts a new cell there.
/// Spreadsheets show the `'` as text.
pub fn neutralise_formulas(cell: &str) -> String {
    let mut safe = String::with_capacity(cell.len() + 1);
    let mut at_cell_start = true;
    for c in cell.chars() {
        if at_cell_start && FORMULA_CHARS.contains(&c) {
            safe.push('\'');
        }
        safe.push(c);
        at_cell_start = SEPARATORS.contains(&c) || (at_cell_start && c == ' ');
    }
    safe
}

/// CSV records (RFC 4180, CRLF line ends) into a buffer. A cell is quoted when
/// it holds a quote, any separator or any formula character, so a spreadsheet
/// that splits on `;` or `|` still sees one cell.
struct CsvChunk(String);

impl CsvChunk {
    fn new() -> Self {
        Self(String::new())
    }

    fn record<I, T>(&mut self, cells: I)
    where
        I: IntoIterator<Item = T>,
        T: AsRef<str>,
    {
        for (index, cell) in cells.into_iter().enumerate() {
            if index > 0 {
                self.0.push(',');
            }
            let cell = cell.as_ref();
            if cell.contains(|c| c == '"' || SEPARATORS.contains(&c) || FORMULA_CHARS.contains(&c)) {
                self.0.push('"');
                self.0.push_str(&cell.replace('"', "\"\""));
                self.0.push('"');
            } else {
                self.0.push_str(cell);
            }
        }
        self.0.push_str("\r\n");
    }

    /// The bytes written so far; the chunk starts empty again.
    fn take(&mut self) -> Bytes {
        Bytes::from(std::mem::take(&mut self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::{neutralise_formulas, CsvChunk};

    #[test]
    fn formulas_are_neutralised_wherever_a_cell_could_start() {
        for (cell, out) in [
            ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"x\")"),
            ("+1", "'+1"),
            ("-2", "'-2"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("Bo;@SUM(1+1)*cmd|' /C calc'!A0", "Bo;'@SUM(1+1)*cmd|' /C calc'!A0"),
            ("a|=1", "a|'=1"),
            ("a, =1", "a, '=1"),
            ("two\n-lines", "two\n'-lines"),
            ("Ann = Lee - plain", "Ann = Lee - plain"),
            ("ann-lee@example.com", "ann-lee@example.com"),
            ("", ""),
        ] {
            assert_eq!(neutralise_formulas(cell), out, "{cell:?}");
        }
    }

    #[test]
    fn cells_with_separators_or_formula_characters_are_quoted() {
        let mut chunk = CsvChunk::new();
        chunk.record(["1", "Lee, Ann", "say \"hi\"", "two\nlines"]);
        chunk.record(["2", "Bo;'@SUM(1)", "a|b", "Ann Lee"]);
        chunk.record(["3", "ann-lee@example.com", "x=y", "plain"]);
        assert_eq!(
            &chunk.take()[..],
            b"1,\"Lee, Ann\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\
              2,\"Bo;'@SUM(1)\",\"a|b\",Ann Lee\r\n\
              3,\"ann-lee@example.com\",\"x=y\",plain\r\n"
        );
        assert!(chunk.take().is_empty());
    }
}
