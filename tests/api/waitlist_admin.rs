//! The waiting list for admins: `GET /api/waitlist` (paged, newest first),
//! `GET /api/waitlist/export.csv`, `DELETE /api/waitlist/{id}` and who may
//! invite (the invitation's mail: `account_mails.rs`).

use reqwest::StatusCode;
use serde_json::{json, Value};

use pitchwise::with_pool;

use crate::{
    helpers::signed_in,
    helpers::TestApp,
    users_admin::{browser_with_status, id_of, put_user, sign_in_admin},
};

on_both_databases!(
    with crate::users_admin::ENV;
    admins_page_through_the_list_newest_first,
    invalid_paging_answers_422_with_field_errors,
    only_active_admins_may_list_or_export,
    the_export_is_an_rfc_4180_csv_attachment_with_formulas_neutralised,
    the_export_streams_gzipped_to_its_end,
    a_list_of_100_000_entries_pages_and_exports_whole,
    entries_say_whether_their_person_has_an_account,
    an_entry_s_account_is_approved_by_its_id,
    admins_delete_entries,
    only_active_admins_may_invite_or_delete,
    unknown_entries_answer_404,
);

/// Joins the waiting list; answers the new entry's id.
pub async fn join(app: &TestApp, name: &str, email: &str) -> i64 {
    let response = app
        .post_json("/api/waitlist", &json!({"name": name, "email": email}))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED, "{email}");
    response.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// `POST /api/waitlist/{id}/invite` as the app sends it (a JSON call without a body).
pub async fn invite(app: &TestApp, browser: &reqwest::Client, id: impl std::fmt::Display) -> reqwest::Response {
    browser
        .post(app.url(&format!("/api/waitlist/{id}/invite")))
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap()
}

async fn delete(app: &TestApp, browser: &reqwest::Client, id: impl std::fmt::Display) -> reqwest::Response {
    browser
        .delete(app.url(&format!("/api/waitlist/{id}")))
        .send()
        .await
        .unwrap()
}

async fn page(app: &TestApp, query: &str) -> Value {
    let response = app.get(&format!("/api/waitlist{query}")).await;
    assert_eq!(response.status(), StatusCode::OK, "{query}");
    response.json().await.unwrap()
}

fn emails(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["email"].as_str().unwrap())
        .collect()
}

async fn admins_page_through_the_list_newest_first(app: TestApp) {
    sign_in_admin(&app).await;
    assert_eq!(
        page(&app, "").await,
        json!({"items": [], "total": 0, "page": 1, "pageSize": 50})
    );
    for i in 1..=7 {
        join(&app, &format!("Person {i}"), &format!("p{i}@example.com")).await;
    }

    let all = page(&app, "").await;
    assert_eq!((all["total"].as_i64(), all["pageSize"].as_i64()), (Some(7), Some(50)));
    assert_eq!(
        emails(&all),
        ["p7", "p6", "p5", "p4", "p3", "p2", "p1"].map(|p| format!("{p}@example.com"))
    );
    let entry = &all["items"][0];
    assert_eq!(entry["name"], "Person 7");
    assert!(entry["id"].as_i64().unwrap() > 0);
    assert!(chrono::DateTime::parse_from_rfc3339(entry["createdAt"].as_str().unwrap()).is_ok());

    let first = page(&app, "?page=1&pageSize=3").await;
    assert_eq!(emails(&first), ["p7@example.com", "p6@example.com", "p5@example.com"]);
    assert_eq!(
        (
            first["total"].as_i64(),
            first["page"].as_i64(),
            first["pageSize"].as_i64()
        ),
        (Some(7), Some(1), Some(3))
    );
    let second = page(&app, "?page=2&pageSize=3").await;
    assert_eq!(emails(&second), ["p4@example.com", "p3@example.com", "p2@example.com"]);
    let last = page(&app, "?page=3&pageSize=3").await;
    assert_eq!(emails(&last), ["p1@example.com"]);
    let past_the_end = page(&app, "?page=4&pageSize=3").await;
    assert_eq!(
        (emails(&past_the_end).len(), past_the_end["total"].as_i64()),
        (0, Some(7))
    );
    let largest = page(&app, "?pageSize=200&page=").await;
    assert_eq!((emails(&largest).len(), largest["page"].as_i64()), (7, Some(1)));
}

async fn invalid_paging_answers_422_with_field_errors(app: TestApp) {
    sign_in_admin(&app).await;
    let page_message = "Page must be a whole number from 1 to 1000000.";
    let size_message = "Page size must be a whole number from 1 to 200.";
    for (query, expected) in [
        ("?page=0", vec![("page", page_message)]),
        ("?page=-2", vec![("page", page_message)]),
        ("?page=two", vec![("page", page_message)]),
        ("?page=1.5", vec![("page", page_message)]),
        ("?pageSize=0", vec![("pageSize", size_message)]),
        ("?pageSize=201", vec![("pageSize", size_message)]),
        (
            "?page=0&pageSize=x",
            vec![("page", page_message), ("pageSize", size_message)],
        ),
    ] {
        let response = app.get(&format!("/api/waitlist{query}")).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{query}");
        let error: Value = response.json().await.unwrap();
        let fields = error["fieldErrors"].as_object().unwrap();
        assert_eq!(fields.len(), expected.len(), "{query}");
        for (field, message) in expected {
            assert_eq!(fields[field], message, "{query}");
        }
    }
}

async fn only_active_admins_may_list_or_export(app: TestApp) {
    join(&app, "Ann", "ann@example.com").await;
    let signed_out = app.new_client();
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    let user = browser_with_status(&app, "user@example.com", "active").await;
    for path in ["/api/waitlist", "/api/waitlist/export.csv"] {
        let response = signed_out.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "{path}");
        for browser in [&waitlisted, &user] {
            let response = browser.get(app.url(path)).send().await.unwrap();
            assert_eq!(response.status(), StatusCode::FORBIDDEN, "{path}");
            let body: Value = response.json().await.unwrap();
            assert!(!body.to_string().contains("ann@example.com"));
        }
    }
}

async fn the_export_is_an_rfc_4180_csv_attachment_with_formulas_neutralised(app: TestApp) {
    sign_in_admin(&app).await;
    // Through the API (valid names and emails)...
    join(&app, "Ann Lee", "ann@example.com").await;
    join(&app, "Lee, Ann", "comma@example.com").await;
    join(&app, "Ann \"The Ace\" Lee", "quote@example.com").await;
    join(&app, "=HYPERLINK(\"http://evil.example\",\"x\")", "formula@example.com").await;
    join(&app, "+1 555", "-minus@example.com").await;
    join(&app, "@SUM(A1)", "=eq@example.com").await;
    join(&app, "Ann = Lee - plain", "+plus@example.com").await;
    // A spreadsheet splitting on `;` or `|` would start a cell after them.
    join(&app, "Bo;@SUM(1+1)*cmd|' /C calc'!A0", "bo@example.com").await;
    // ...and rows the API would refuse, written straight into the table.
    for (name, email) in [
        ("\tTab", "tab@example.com"),
        ("\rReturn", "cr@example.com"),
        ("Two\nlines", "lf@example.com"),
    ] {
        insert_raw(&app, name, email).await;
    }

    let response = app.get("/api/waitlist/export.csv").await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers();
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"waitlist.csv\"");
    let body = response.text().await.unwrap();

    let lines: Vec<&str> = body.split("\r\n").collect();
    assert_eq!(lines[0], "ID,Email,Name,Created At");
    assert_eq!(lines.last(), Some(&""), "every record ends with CRLF");
    let id = app
        .count("SELECT id FROM waitlist_entries WHERE email = 'ann@example.com'")
        .await;
    // Cells holding a formula character anywhere (`@` in every address, `-` in every date) are quoted.
    assert!(
        lines[1].starts_with(&format!("{id},\"ann@example.com\",Ann Lee,\"")),
        "{}",
        lines[1]
    );
    let stamp = lines[1].rsplit(',').next().unwrap().trim_matches('"');
    assert!(
        chrono::DateTime::parse_from_rfc3339(stamp).is_ok() && stamp.ends_with('Z'),
        "{stamp}"
    );
    let expected_cells = [
        (2, "\"comma@example.com\",\"Lee, Ann\","),
        (3, "\"quote@example.com\",\"Ann \"\"The Ace\"\" Lee\","),
        (
            4,
            "\"formula@example.com\",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\",",
        ),
        (5, "\"'-minus@example.com\",\"'+1 555\","),
        (6, "\"'=eq@example.com\",\"'@SUM(A1)\","),
        (7, "\"'+plus@example.com\",\"Ann = Lee - plain\","),
        (8, "\"bo@example.com\",\"Bo;'@SUM(1+1)*cmd|' /C calc'!A0\","),
        (9, "\"tab@example.com\",\"'\tTab\","),
        (10, "\"cr@example.com\",\"'\rReturn\","),
    ];
    for (line, cells) in expected_cells {
        assert!(
            lines[line].contains(&format!(",{cells}")),
            "line {line}: {}",
            lines[line]
        );
    }
    assert!(body.contains(",\"lf@example.com\",\"Two\nlines\","), "{body}");

    // A CSV reader gets the values back, oldest first.
    let mut reader = csv::Reader::from_reader(body.as_bytes());
    assert_eq!(
        reader.headers().unwrap().iter().collect::<Vec<_>>(),
        ["ID", "Email", "Name", "Created At"]
    );
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), 11);
    assert_eq!(&records[2][2], "Ann \"The Ace\" Lee");
    assert_eq!(&records[10][2], "Two\nlines");
    let ids: Vec<i64> = records.iter().map(|r| r[0].parse().unwrap()).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
}

/// Browsers ask for gzip; the compressed stream must end cleanly (it once panicked the
/// connection away after the last chunk, so no browser could download the file).
async fn the_export_streams_gzipped_to_its_end(app: TestApp) {
    sign_in_admin(&app).await;
    join(&app, "Ann Lee", "ann@example.com").await;

    let response = app
        .client
        .get(app.url("/api/waitlist/export.csv"))
        .header("Accept-Encoding", "gzip")
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-encoding"], "gzip");
    let body = response.bytes().await.expect("the whole gzipped body arrives");
    assert!(!body.is_empty());
}

async fn insert_raw(app: &TestApp, name: &str, email: &str) {
    with_pool!(&app.db, pool => {
        sqlx::query("INSERT INTO waitlist_entries (name, email) VALUES ($1, $2)")
            .bind(name)
            .bind(email)
            .execute(pool)
            .await
            .map(|_| ())
    })
    .unwrap();
}

/// How fast this stays is measured by `bench/waitlist.mjs` (docs/performance.md), not here.
async fn a_list_of_100_000_entries_pages_and_exports_whole(app: TestApp) {
    sign_in_admin(&app).await;
    app.exec(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
         INSERT INTO waitlist_entries (name, email)
         SELECT 'Person ' || i, 'p' || i || '@example.com' FROM n",
    )
    .await;

    for query in ["", "?page=1000&pageSize=100", "?page=500&pageSize=200"] {
        assert_eq!(page(&app, query).await["total"], 100_000, "{query}");
    }
    let last = page(&app, "?page=1000&pageSize=100").await;
    assert_eq!(emails(&last).last(), Some(&"p1@example.com"));
    assert_eq!(emails(&page(&app, "?pageSize=1").await), ["p100000@example.com"]);

    let response = app.get("/api/waitlist/export.csv").await;
    assert_eq!(response.status(), StatusCode::OK);
    let body = response.bytes().await.unwrap();
    let lines = body.split(|b| *b == b'\n').filter(|l| !l.is_empty()).count();
    assert_eq!(lines, 100_001, "the header and every entry");
}

async fn entries_say_whether_their_person_has_an_account(app: TestApp) {
    sign_in_admin(&app).await;
    join(&app, "Ann", "ann@example.com").await;
    join(&app, "Bob", "bob@example.com").await;
    signed_in(&app, "bob@example.com").await;
    let bob_id = id_of(&app, "bob@example.com").await;

    let items = page(&app, "").await["items"].clone();
    assert_eq!(
        (&items[0]["email"], &items[0]["account"], &items[0]["invitedAt"]),
        (
            &json!("bob@example.com"),
            &json!({"id": bob_id, "status": "waitlist"}),
            &Value::Null
        )
    );
    assert_eq!(
        (&items[1]["email"], &items[1]["account"], &items[1]["invitedAt"]),
        (&json!("ann@example.com"), &Value::Null, &Value::Null)
    );
    // An invitation is for people without an account: Bob's account is approved instead.
    let bob = items[0]["id"].as_i64().unwrap();
    let refused = invite(&app, &app.client, bob).await;
    assert_eq!(refused.status(), StatusCode::CONFLICT);
    assert_eq!(
        refused.json::<Value>().await.unwrap()["message"],
        "This person already has an account: approve them on the Users page."
    );
    assert_eq!(page(&app, "").await["items"][0]["invitedAt"], Value::Null);
    // The join answer (public) says nothing of accounts.
    let joined: Value = app
        .post_json("/api/waitlist", &json!({"name": "Cy", "email": "cy@example.com"}))
        .await
        .json()
        .await
        .unwrap();
    assert!(
        joined.get("account").is_none() && joined.get("invitedAt").is_none(),
        "{joined}"
    );
}

async fn an_entry_s_account_is_approved_by_its_id(app: TestApp) {
    sign_in_admin(&app).await;
    join(&app, "Bob", "bob@example.com").await;
    let bob_browser = signed_in(&app, "bob@example.com").await;
    let account = page(&app, "").await["items"][0]["account"].clone();
    assert_eq!(account["status"], "waitlist");

    // What the Waiting List's Approve sends: the Users page's call, with the listed id.
    let approved = put_user(&app, &app.client, &account["id"], json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);
    assert_eq!(
        page(&app, "").await["items"][0]["account"],
        json!({"id": account["id"], "status": "active"})
    );
    assert_eq!(app.json_for(&bob_browser, "/api/users/me").await["status"], "active");
    // Only an admin approves: Bob, active now, may not list the waiting list.
    let listed = bob_browser.get(app.url("/api/waitlist")).send().await.unwrap();
    assert_eq!(listed.status(), StatusCode::FORBIDDEN);
}

async fn admins_delete_entries(app: TestApp) {
    sign_in_admin(&app).await;
    let ann = join(&app, "Ann", "ann@example.com").await;
    join(&app, "Bob", "bob@example.com").await;
    let bob_browser = signed_in(&app, "bob@example.com").await;
    let bob = page(&app, "").await["items"][0]["id"].as_i64().unwrap();

    let deleted = delete(&app, &app.client, ann).await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert!(deleted.bytes().await.unwrap().is_empty());
    let rest = page(&app, "").await;
    assert_eq!(
        (emails(&rest), rest["total"].as_i64()),
        (vec!["bob@example.com"], Some(1))
    );
    for _ in 0..2 {
        let again = delete(&app, &app.client, ann).await;
        assert_eq!(again.status(), StatusCode::NOT_FOUND);
        assert_eq!(
            again.json::<Value>().await.unwrap()["message"],
            "Waiting-list entry not found"
        );
    }
    // The entry goes; an account with its address stays.
    assert_eq!(delete(&app, &app.client, bob).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(page(&app, "").await["total"], 0);
    let me = bob_browser.get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::OK);
}

async fn only_active_admins_may_invite_or_delete(app: TestApp) {
    let ann = join(&app, "Ann", "ann@example.com").await;
    let signed_out = app.new_client();
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    let user = browser_with_status(&app, "user@example.com", "active").await;
    assert_eq!(invite(&app, &signed_out, ann).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(delete(&app, &signed_out, ann).await.status(), StatusCode::UNAUTHORIZED);
    for browser in [&waitlisted, &user] {
        for response in [invite(&app, browser, ann).await, delete(&app, browser, ann).await] {
            assert_eq!(response.status(), StatusCode::FORBIDDEN);
            assert!(response.json::<Value>().await.unwrap()["message"].is_string());
        }
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM waitlist_entries WHERE email = 'ann@example.com' AND invited_at IS NULL")
            .await,
        1,
        "neither invited nor deleted"
    );
}

async fn unknown_entries_answer_404(app: TestApp) {
    sign_in_admin(&app).await;
    let ann = join(&app, "Ann", "ann@example.com").await;
    for id in [
        "999999".to_owned(),
        "abc".into(),
        "0".into(),
        format!("0{ann}"),
        format!("+{ann}"),
    ] {
        for response in [
            invite(&app, &app.client, &id).await,
            delete(&app, &app.client, &id).await,
        ] {
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{id}");
            assert_eq!(
                response.json::<Value>().await.unwrap()["message"],
                "Waiting-list entry not found"
            );
        }
    }
    assert_eq!(page(&app, "").await["total"], 1);
}
