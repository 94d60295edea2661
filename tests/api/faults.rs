//! Faults an operator will meet: the server killed in the middle of writes,
//! the database's connections cut, a model's endpoint that hangs.

use std::{
    sync::atomic::{AtomicBool, AtomicUsize, Ordering},
    time::Duration,
};

use pitchwise::{config::DatabaseConfig, db::Db, with_pool};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    cli::Served,
    content::{company_with_interview, generate},
    helpers::{
        acme, active_user, call, create, eventually, eventually_within, signed_in, Backend, Server, TestApp,
        TestDatabase,
    },
    support::llm_stand_in::LlmStandIn,
};

/// Clients writing at once when the server is killed.
const CLIENTS: usize = 20;

/// What one client was told was saved before the server died: the highest
/// company-name and interview-answer numbers answered 2xx, and its generations.
#[derive(Debug, Default)]
struct Answered {
    company: i64,
    name: u32,
    answer: u32,
    versions: i64,
}

/// Saves answers, renames its company and generates, one after another, until
/// a call finds no server (or `stop`): what was answered 2xx. Counts itself
/// in `writing` once it has made each kind of write once.
async fn write_until_the_server_dies(
    served: &Served,
    email: String,
    stop: &AtomicBool,
    writing: &AtomicUsize,
) -> Answered {
    let browser = signed_in(served, &email).await;
    let company = company_with_interview(served, &browser, 4).await;
    let (_, section) = call(
        served,
        &browser,
        Method::GET,
        &format!("/api/interviews/{company}/heuristics"),
        None,
    )
    .await;
    let mut responses = section["responses"].clone();
    let first_key = responses.as_object().unwrap().keys().next().unwrap().clone();
    let mut answered = Answered {
        company,
        ..Answered::default()
    };
    for n in 1.. {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let sent = match n % 3 {
            0 => {
                responses[&first_key] = json!(format!("Answer number {n}"));
                let body = json!({"responses": responses, "completed": true});
                send(
                    &browser,
                    Method::PUT,
                    served.url(&format!("/api/interviews/{}", section["id"])),
                    &body,
                )
                .await
            }
            1 => {
                let body = json!({"name": format!("Acme {n}")});
                send(
                    &browser,
                    Method::PUT,
                    served.url(&format!("/api/companies/{company}")),
                    &body,
                )
                .await
            }
            _ => {
                let body = json!({"companyId": company});
                send(&browser, Method::POST, served.url("/api/content/generate"), &body).await
            }
        };
        match sent {
            None => break,
            Some(status) if status.is_success() => match n % 3 {
                0 => answered.answer = n,
                1 => answered.name = n,
                _ => answered.versions += 1,
            },
            Some(_) => {}
        }
        if n == 3 {
            writing.fetch_add(1, Ordering::Relaxed);
        }
    }
    answered
}

/// The call's status, or `None` when no server answered.
async fn send(browser: &Client, method: Method, url: String, body: &Value) -> Option<StatusCode> {
    let response = browser.request(method, url).json(body).send().await.ok()?;
    let status = response.status();
    response.bytes().await.ok()?;
    Some(status)
}

/// The number at the end of `text` ("Acme 12", "Answer number 7"); 0 for
/// none (the company's first name, "Acme Analytics").
fn number_in(text: &str) -> u32 {
    text.rsplit(' ').next().and_then(|last| last.parse().ok()).unwrap_or(0)
}

async fn kill_while_writing(backend: Backend) {
    let Some(database) = TestDatabase::create(backend).await else {
        return;
    };
    let emails: Vec<String> = (0..CLIENTS).map(|n| format!("client{n}@example.com")).collect();
    let admins = emails.join(",");
    let vars = [
        ("DEV_LOGIN", "1"),
        ("ADMIN_EMAILS", admins.as_str()),
        ("GENERATION_RATE_LIMIT", "1000/min"),
        ("SIGN_IN_RATE_LIMIT", "1000/min"),
    ];
    let served = Served::start_with(&database.url, "warn", &vars).await;
    let (stop, writing) = (AtomicBool::new(false), AtomicUsize::new(0));
    let clients = futures::future::join_all(
        emails
            .iter()
            .map(|email| write_until_the_server_dies(&served, email.clone(), &stop, &writing)),
    );
    let killer = async {
        // Once every client is in its loop, writing, and a moment later.
        let all_writing = || async { writing.load(Ordering::Relaxed) == CLIENTS };
        eventually_within("every client writing", Duration::from_secs(120), all_writing).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        stop.store(true, Ordering::Relaxed);
        served.kill();
    };
    let (answered, ()) = tokio::join!(clients, killer);
    assert!(
        answered.iter().any(|a| a.versions > 0 && a.name > 0 && a.answer > 0),
        "{answered:?}"
    );

    // Restarted on the same database: every answered write is there.
    let config = DatabaseConfig::parse(Some(&database.url)).unwrap();
    let db = Db::connect(&config).await.unwrap();
    let restarted = Served::start_with(&database.url, "warn", &vars).await;
    for (email, answered) in emails.iter().zip(&answered) {
        let company = answered.company;
        let name: String = query(&db, &format!("SELECT name FROM companies WHERE id = {company}")).await;
        // A write in flight at the kill may have been committed unanswered: the
        // stored one is the last answered or a later one.
        assert!(
            number_in(&name) >= answered.name,
            "{email}: '{name}' after {answered:?}"
        );
        let responses: String = query(
            &db,
            &format!("SELECT CAST(responses AS TEXT) FROM interview_sections WHERE company_id = {company} AND section = 'heuristics'"),
        )
        .await;
        let responses: Value = serde_json::from_str(&responses).unwrap();
        let answer = responses
            .as_object()
            .unwrap()
            .values()
            .find_map(|v| v.as_str().filter(|a| a.starts_with("Answer number")));
        assert!(
            answer.map_or(0, number_in) >= answered.answer,
            "{email}: {responses} after {answered:?}"
        );
        let versions: i64 = query(
            &db,
            &format!("SELECT COUNT(*) FROM content_versions WHERE company_id = {company}"),
        )
        .await;
        let credits: i64 = query(&db, &format!("SELECT credits FROM users WHERE email = '{email}'")).await;
        assert!(
            versions >= answered.versions,
            "{email}: {versions} versions after {answered:?}"
        );
        assert_eq!(
            credits,
            10 - versions,
            "{email}: each version spent one credit, no more, no less"
        );
    }
    // And it serves as before.
    let browser = signed_in(&restarted, &emails[0]).await;
    let (status, _) = call(&restarted, &browser, Method::GET, "/api/companies", None).await;
    assert_eq!(status, StatusCode::OK);
    restarted.terminate();
    db.close().await;
}

async fn query<T>(db: &Db, sql: &str) -> T
where
    T: Send + Unpin + for<'r> sqlx::Decode<'r, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>,
    T: for<'r> sqlx::Decode<'r, sqlx::Postgres> + sqlx::Type<sqlx::Postgres>,
{
    with_pool!(db, pool => sqlx::query_scalar::<_, T>(sql).fetch_one(pool).await).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_while_writing_loses_no_answered_write_on_sqlite() {
    kill_while_writing(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_while_writing_loses_no_answered_write_on_postgres() {
    kill_while_writing(Backend::Postgres).await;
}

/// The app's PostgreSQL connections are cut (a failover, a restart of the
/// server): calls meanwhile answer 200 or a 503 in the JSON error shape, never
/// a 500, and the app recovers by itself, without a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cut_database_connections_answer_503_then_recover() {
    let Some(app) = TestApp::spawn_with(Backend::Postgres, crate::users_admin::ENV).await else {
        return;
    };
    let ann = active_user(&app, "ann@example.com").await;
    let path = format!("/api/companies/{}", create(&app, &ann, &acme()).await["id"]);
    let rename = |n: usize| {
        let body = json!({"name": format!("Acme {n}")});
        let (app, ann, path) = (&app, &ann, &path);
        async move { call(app, ann, Method::PUT, path, Some(&body)).await }
    };
    for round in 0..3 {
        let cut = app
            .count(
                "SELECT COUNT(*) FROM (SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity \
                 WHERE datname = current_database() AND pid <> pg_backend_pid()) AS cut WHERE ended",
            )
            .await;
        assert!(cut > 0, "round {round}: no connection of the app was cut");
        let answers = futures::future::join_all((0..20).map(rename)).await;
        for (status, body) in answers {
            let unavailable = status == StatusCode::SERVICE_UNAVAILABLE && body["message"].is_string();
            assert!(
                status == StatusCode::OK || unavailable,
                "round {round}: {status} {body}"
            );
        }
        eventually("the app answers again", || async {
            rename(99).await.0 == StatusCode::OK
        })
        .await;
    }
    eventually("the cache notices reconnect too", || async { app.caches_are_live() }).await;
}

/// The model's endpoint takes a call and never answers: the generation ends
/// at `LLM_TIMEOUT` with a 502, and nothing is spent or stored.
async fn a_hanging_model_times_out_and_charges_nothing(backend: Backend) {
    let stand_in = LlmStandIn::listen("127.0.0.1:0", Duration::from_secs(600)).await;
    let vars = [
        ("DEV_LOGIN", "1"),
        ("LLM_BASE_URL", stand_in.base_url.as_str()),
        ("LLM_MODEL", "gpt-test"),
        ("LLM_TIMEOUT", "1s"),
    ];
    let Some(app) = TestApp::spawn_with(backend, &vars).await else {
        return;
    };
    let ann = active_user(&app, "ann@example.com").await;
    let company = company_with_interview(&app, &ann, 4).await;
    let (status, error) = generate(&app, &ann, company).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY, "{error}");
    assert!(
        error["message"].as_str().unwrap().contains("Nothing was charged"),
        "{error}"
    );
    assert_eq!(
        app.count("SELECT credits FROM users WHERE email = 'ann@example.com'")
            .await,
        10
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM content_versions").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hanging_model_times_out_and_charges_nothing_on_sqlite() {
    a_hanging_model_times_out_and_charges_nothing(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hanging_model_times_out_and_charges_nothing_on_postgres() {
    a_hanging_model_times_out_and_charges_nothing(Backend::Postgres).await;
}

/// Two `pitchwise serve` processes on one PostgreSQL database, as behind a
/// load balancer: a session, a cache, the credits and a rate limit each hold
/// across them. (The purge, one process at a time, is `purge.rs`'s.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_serve_processes_on_one_postgres_act_as_one() {
    let Some(database) = TestDatabase::create(Backend::Postgres).await else {
        return;
    };
    let vars = [
        ("DEV_LOGIN", "1"),
        ("ADMIN_EMAILS", "ann@example.com"),
        ("WAITLIST_RATE_LIMIT", "2/h"),
    ];
    let (a, b) = tokio::join!(
        Served::start_with(&database.url, "warn", &vars),
        Served::start_with(&database.url, "warn", &vars)
    );

    // A session made by one process is the other's too, and so is signing out.
    let ann = signed_in(&a, "ann@example.com").await;
    let (status, me) = call(&b, &ann, Method::GET, "/api/users/me", None).await;
    assert_eq!((status, &me["email"]), (StatusCode::OK, &json!("ann@example.com")));

    // What one process changes, the other answers at once (its cache is told).
    let company = company_with_interview(&a, &ann, 4).await;
    let (status, listed) = call(&b, &ann, Method::GET, "/api/companies", None).await;
    assert_eq!((status, listed.as_array().map(Vec::len)), (StatusCode::OK, Some(1)));
    let path = format!("/api/companies/{company}");
    let (status, _) = call(&b, &ann, Method::PUT, &path, Some(&json!({"name": "Renamed"}))).await;
    assert_eq!(status, StatusCode::OK);
    let (_, listed) = call(&a, &ann, Method::GET, "/api/companies", None).await;
    assert_eq!(listed[0]["name"], "Renamed");

    // The last credit is spent once, whichever process each generation reaches.
    let config = DatabaseConfig::parse(Some(&database.url)).unwrap();
    let db = Db::connect(&config).await.unwrap();
    with_pool!(&db, pool => sqlx::query("UPDATE users SET credits = 1").execute(pool).await.map(|_| ())).unwrap();
    let (first, second) = tokio::join!(generate(&a, &ann, company), generate(&b, &ann, company));
    let mut statuses = [first.0, second.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::CREATED, StatusCode::PAYMENT_REQUIRED],
        "{first:?} {second:?}"
    );
    let credits: i64 = query(&db, "SELECT credits FROM users").await;
    assert_eq!(credits, 0);

    // Two joins a client may make, in all, not per process.
    let join = |served: &Served, n: u32| {
        let url = served.url("/api/waitlist");
        async move {
            let body = json!({"name": "Zed", "email": format!("zed{n}@example.com")});
            reqwest::Client::new()
                .post(url)
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    assert_eq!(join(&a, 1).await, StatusCode::CREATED);
    assert_eq!(join(&b, 2).await, StatusCode::CREATED);
    assert_eq!(join(&a, 3).await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(join(&b, 4).await, StatusCode::TOO_MANY_REQUESTS);

    // Signing out at one process ends the session at the other.
    let csrf = crate::helpers::csrf_token(&b, &ann).await;
    let signed_out = ann
        .post(b.url("/auth/signout"))
        .form(&[("csrfToken", csrf)])
        .send()
        .await
        .unwrap();
    assert!(
        signed_out.status().is_success() || signed_out.status().is_redirection(),
        "{}",
        signed_out.status()
    );
    let (status, _) = call(&a, &ann, Method::GET, "/api/users/me", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    a.terminate();
    b.terminate();
    db.close().await;
}
