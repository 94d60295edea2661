//! The `pitchwise` binary as operators use it.

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use crate::{
    helpers::{free_loopback_address, Backend, Server, TestDatabase},
    support::oidc_provider::{OidcProvider, CLIENT_ID, CLIENT_SECRET},
};

fn pitchwise(args: &[&str], vars: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pitchwise"));
    command.args(args);
    // A clean environment: no developer's .env or variables leak in.
    command
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    let folder = std::env::temp_dir();
    command.current_dir(folder);
    for (k, v) in vars {
        command.env(k, v);
    }
    command
}

#[test]
fn help_lists_the_commands_and_the_environment() {
    let output = pitchwise(&["--help"], &[]).output().unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for word in [
        "serve",
        "migrate",
        "admin",
        "backup",
        "DATABASE_URL",
        "BIND_ADDR",
        "DEV_LOGIN",
        "LLM_BASE_URL",
        "LLM_TIMEOUT",
        "SMTP_URL",
    ] {
        assert!(help.contains(word), "--help does not mention {word}:\n{help}");
    }
    // The period units are the parser's, as its error lists them.
    for var in ["LLM_TIMEOUT", "WAITLIST_RATE_LIMIT"] {
        let line = help.lines().find(|line| line.trim_start().starts_with(var)).unwrap();
        assert!(line.contains("s, sec, m, min, h or hour"), "{line}");
    }
    let grant = pitchwise(&["admin", "grant", "--help"], &[]).output().unwrap();
    assert!(grant.status.success());
    assert!(String::from_utf8(grant.stdout).unwrap().contains("EMAIL"));
}

#[test]
fn bad_configuration_stops_with_one_line_naming_the_variable() {
    let cases: &[(&[(&str, &str)], &str)] = &[
        (&[("DATABASE_URL", "mysql://localhost/db")], "DATABASE_URL"),
        (
            &[("DATABASE_URL", "postgres://postgres@127.0.0.1:1/none")],
            "DATABASE_URL",
        ),
        (&[("BIND_ADDR", "everywhere")], "BIND_ADDR"),
        (&[("METRICS_ADDR", "port 9090")], "METRICS_ADDR"),
        (
            &[("BIND_ADDR", "127.0.0.1:8080"), ("METRICS_ADDR", "127.0.0.1:8080")],
            "METRICS_ADDR",
        ),
        (&[("DEV_LOGIN", "1"), ("BIND_ADDR", "0.0.0.0:8080")], "DEV_LOGIN"),
        // A loopback bind behind a reverse proxy is public all the same.
        (
            &[("DEV_LOGIN", "1"), ("PUBLIC_URL", "https://pitchwise.example")],
            "DEV_LOGIN",
        ),
        (
            &[("DEV_LOGIN", "1"), ("CLIENT_IP_HEADER", "X-Forwarded-For")],
            "DEV_LOGIN",
        ),
        (&[("PUBLIC_URL", "localhost")], "PUBLIC_URL"),
        (&[("RUST_LOG", "info,=[")], "RUST_LOG"),
    ];
    let folder = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}/x.db", folder.path().display());
    for (vars, var) in cases {
        let mut all = vec![("DATABASE_URL", db.as_str())];
        all.extend_from_slice(vars);
        let output = pitchwise(&["serve"], &all).output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{vars:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.trim_end().lines().count(), 1, "{vars:?} printed:\n{stderr}");
        assert!(stderr.contains(var), "{vars:?} printed: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    // The rate's error lists what it takes.
    let (_, _, err) = run(
        &["serve"],
        &[("DATABASE_URL", db.as_str()), ("WAITLIST_RATE_LIMIT", "5/fortnight")],
    );
    assert!(err.contains("s, sec, m, min, h or hour"), "{err}");
    // An unreachable PostgreSQL names its address and why, not a pool time-out.
    let (_, _, err) = run(&["serve"], &[("DATABASE_URL", "postgres://postgres@127.0.0.1:1/none")]);
    assert!(
        err.contains("127.0.0.1:1") && err.contains("connection refused"),
        "{err}"
    );
}

#[test]
fn migrate_creates_the_sqlite_database_and_its_folder_in_wal_mode() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("nested/data/pitchwise.db");
    let url = format!("sqlite://{}", path.display());
    let output = pitchwise(&["migrate"], &[("DATABASE_URL", &url)]).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(path.exists());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mode: String = rt.block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&pool)
            .await
            .unwrap()
    });
    assert_eq!(mode, "wal");
}

#[test]
fn admin_grant_promotes_now_or_at_first_sign_in() {
    let folder = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
    let vars = [("DATABASE_URL", url.as_str())];

    let pending = pitchwise(&["admin", "grant", "Boss@Example.com"], &vars)
        .output()
        .unwrap();
    assert!(pending.status.success(), "{}", String::from_utf8_lossy(&pending.stderr));
    assert!(String::from_utf8(pending.stdout)
        .unwrap()
        .contains("from their first sign-in"));

    let rt = tokio::runtime::Runtime::new().unwrap();
    let pool = rt.block_on(sqlx::SqlitePool::connect(&url)).unwrap();
    let grants: i64 = rt
        .block_on(
            sqlx::query_scalar("SELECT COUNT(*) FROM admin_grants WHERE email = 'boss@example.com'").fetch_one(&pool),
        )
        .unwrap();
    assert_eq!(grants, 1);

    rt.block_on(
        sqlx::query("INSERT INTO users (username, email, cobalt_id) VALUES ('ann', 'ann@example.com', 'c-1')")
            .execute(&pool),
    )
    .unwrap();
    let promoted = pitchwise(&["admin", "grant", "ann@example.com"], &vars)
        .output()
        .unwrap();
    assert!(String::from_utf8(promoted.stdout)
        .unwrap()
        .contains("is now an active admin"));
    let (role, status): (String, String) = rt
        .block_on(sqlx::query_as("SELECT role, status FROM users WHERE email = 'ann@example.com'").fetch_one(&pool))
        .unwrap();
    assert_eq!((role.as_str(), status.as_str()), ("admin", "active"));

    let again = pitchwise(&["admin", "grant", "ann@example.com"], &vars)
        .output()
        .unwrap();
    assert!(String::from_utf8(again.stdout)
        .unwrap()
        .contains("ann@example.com is already an admin."));

    let bad = pitchwise(&["admin", "grant", "not-an-email"], &vars).output().unwrap();
    assert_eq!(bad.status.code(), Some(1));
}

/// Runs `pitchwise ARGS` on `url`; answers (exit code, stdout, stderr).
fn run(args: &[&str], vars: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let output = pitchwise(args, vars).output().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[tokio::test]
async fn backup_copies_a_sqlite_database_while_it_is_open_and_names_pg_dump_on_postgres() {
    let folder = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
    let vars = [("DATABASE_URL", url.as_str())];
    assert_eq!(run(&["migrate"], &vars).0, Some(0));
    // Open and written to, as a serving process holds it.
    let live = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("INSERT INTO users (username, email, cobalt_id) VALUES ('ann', 'ann@example.com', 'c-1')")
        .execute(&live)
        .await
        .unwrap();

    let copy = folder.path().join("copy.db");
    let copy_path = copy.to_str().unwrap();
    let (code, _, stderr) = run(&["backup", copy_path], &vars);
    assert_eq!(code, Some(0), "{stderr}");
    let copied = sqlx::SqlitePool::connect(&format!("sqlite://{copy_path}"))
        .await
        .unwrap();
    let emails: Vec<String> = sqlx::query_scalar("SELECT email FROM users")
        .fetch_all(&copied)
        .await
        .unwrap();
    assert_eq!(emails, ["ann@example.com"]);
    let count = |pool| async move {
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(pool)
            .await
            .unwrap()
    };
    assert_eq!(count(&copied).await, count(&live).await, "every migration with it");

    let (code, _, stderr) = run(&["backup", copy_path], &vars);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("already exists"), "{stderr}");

    if let Some(database) = TestDatabase::create(Backend::Postgres).await {
        let (code, _, stderr) = run(&["backup", "/tmp/pitchwise.dump"], &[("DATABASE_URL", &database.url)]);
        assert_eq!(code, Some(1));
        assert!(
            stderr.contains("pg_dump --format=custom --file=/tmp/pitchwise.dump"),
            "{stderr}"
        );
    }
}

#[test]
fn version_prints_the_release() {
    let (code, stdout, _) = run(&["--version"], &[]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout.trim(), format!("pitchwise {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn admin_list_and_revoke_manage_the_admins() {
    let folder = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
    let vars = [
        ("DATABASE_URL", url.as_str()),
        ("ADMIN_EMAILS", "boss@example.com, later@example.com"),
    ];
    assert_eq!(run(&["migrate"], &vars).0, Some(0));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let pool = rt.block_on(sqlx::SqlitePool::connect(&url)).unwrap();
    let exec = |sql: &str| rt.block_on(sqlx::query(sql).execute(&pool)).unwrap();
    exec(
        "INSERT INTO users (username, email, cobalt_id, role, status) VALUES
         ('boss', 'boss@example.com', 'c-1', 'admin', 'active'),
         ('ann', 'ann@example.com', 'c-2', 'admin', 'active'),
         ('bob', 'bob@example.com', 'c-3', 'user', 'active')",
    );
    exec("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('s', 2, 'x', 'x', 'x')");
    assert_eq!(run(&["admin", "grant", "new@example.com"], &vars).0, Some(0));

    let (code, list, _) = run(&["admin", "list"], &vars);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(
        lines,
        [
            "ann@example.com  active",
            "boss@example.com  active  (ADMIN_EMAILS)",
            "new@example.com  pending: an admin from their first sign-in",
            "later@example.com  not signed in yet  (ADMIN_EMAILS)",
        ]
    );

    let (code, out, _) = run(&["admin", "revoke", "ann@example.com"], &vars);
    assert_eq!(
        (code, out.trim()),
        (
            Some(0),
            "ann@example.com is no longer an admin; their sessions are ended."
        )
    );
    let (role, sessions): (String, i64) = rt
        .block_on(
            sqlx::query_as(
                "SELECT role, (SELECT COUNT(*) FROM sessions WHERE user_id = 2) FROM users WHERE email = 'ann@example.com'",
            )
            .fetch_one(&pool),
        )
        .unwrap();
    assert_eq!((role.as_str(), sessions), ("user", 0));

    assert!(run(&["admin", "revoke", "bob@example.com"], &vars)
        .1
        .contains("is not an admin"));
    assert!(run(&["admin", "revoke", "new@example.com"], &vars)
        .1
        .contains("pending admin grant is withdrawn"));
    let (code, _, err) = run(&["admin", "revoke", "nobody@example.com"], &vars);
    assert_eq!(code, Some(1));
    assert!(err.contains("no user or pending grant"), "{err}");
    // The last active admin keeps the role.
    let (code, _, err) = run(&["admin", "revoke", "boss@example.com"], &vars);
    assert_eq!(code, Some(1));
    assert!(err.contains("the last active admin"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1);
}

#[tokio::test]
async fn mail_test_sends_through_the_configured_smtp_server() {
    let sink = crate::support::smtp_sink::SmtpSink::start().await;
    let folder = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
    let vars = [("DATABASE_URL", url.as_str()), ("SMTP_URL", sink.url.as_str())];
    let output = tokio::task::spawn_blocking({
        let vars: Vec<(String, String)> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move || {
            let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            run(&["mail", "test", "ops@example.com"], &vars)
        }
    })
    .await
    .unwrap();
    assert_eq!(output.0, Some(0), "{output:?}");
    assert!(output.1.contains("Sent a test mail to ops@example.com"), "{output:?}");
    let mail = sink.mail_to("ops@example.com", "Pitchwise test mail").await;
    assert!(mail.contains("SMTP_URL and MAIL_FROM work"), "{mail}");

    // Without SMTP_URL there is nothing to test: one line says so.
    let (code, _, err) = run(&["mail", "test", "ops@example.com"], &[("DATABASE_URL", url.as_str())]);
    assert_eq!(code, Some(1));
    assert!(err.contains("SMTP_URL"), "{err}");
}

/// `pitchwise serve` as a child process, answering `/readyz`.
pub struct Served {
    child: Child,
    address: String,
}

impl Server for Served {
    fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }
}

impl Served {
    /// Starts the server on a free loopback port; its log goes to a pipe that
    /// [`Served::terminate`] reads.
    async fn start(database_url: &str, rust_log: &str) -> Self {
        Self::start_with(database_url, rust_log, &[]).await
    }

    /// Starts it with more environment variables.
    pub async fn start_with(database_url: &str, rust_log: &str, vars: &[(&str, &str)]) -> Self {
        Self::wait_ready(Self::spawn_with(database_url, rust_log, vars)).await
    }

    /// The process, not waited for.
    fn spawn(database_url: &str, rust_log: &str) -> (Child, String) {
        Self::spawn_with(database_url, rust_log, &[])
    }

    fn spawn_with(database_url: &str, rust_log: &str, vars: &[(&str, &str)]) -> (Child, String) {
        let bind = free_loopback_address();
        let mut all = vec![
            ("DATABASE_URL", database_url),
            ("BIND_ADDR", &bind),
            ("RUST_LOG", rust_log),
        ];
        all.extend_from_slice(vars);
        let child = pitchwise(&["serve"], &all).stdout(Stdio::piped()).spawn().unwrap();
        (child, format!("http://{bind}"))
    }

    async fn wait_ready((mut child, address): (Child, String)) -> Self {
        let client = reqwest::Client::new();
        let started = Instant::now();
        loop {
            if let Ok(response) = client.get(format!("{address}/readyz")).send().await {
                assert_eq!(response.status(), 200);
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "the server never became ready"
            );
            assert!(child.try_wait().unwrap().is_none(), "the server exited early");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Self { child, address }
    }

    /// Kills the server (SIGKILL: no shutdown, as a crash or an OOM kill)
    /// while its calls may still be in flight.
    pub fn kill(&self) {
        let killed = Command::new("kill")
            .args(["-KILL", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
    }

    /// Stops the server with SIGTERM, checks it ended cleanly and answers its log.
    pub fn terminate(self) -> String {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let output = self.child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "SIGTERM should end the server cleanly, got {}",
            output.status
        );
        String::from_utf8(output.stdout).unwrap()
    }
}

#[tokio::test]
async fn log_format_json_writes_one_object_a_line() {
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    let log = Served::start_with(&database.url, "info", &[("LOG_FORMAT", "json")])
        .await
        .terminate();
    let entries: Vec<serde_json::Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let starting = entries
        .iter()
        .find(|entry| entry["message"].as_str().is_some_and(|m| m.starts_with("Pitchwise ")))
        .expect("the start-up line");
    assert_eq!(starting["level"], "INFO");
    assert!(starting["timestamp"].is_string());

    let (code, _, stderr) = run(&["migrate"], &[("DATABASE_URL", &database.url), ("LOG_FORMAT", "xml")]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("LOG_FORMAT: 'xml' is neither text nor json"),
        "{stderr}"
    );
}

#[tokio::test]
async fn serve_becomes_ready_on_sqlite_and_stops_cleanly_on_sigterm() {
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    Served::start(&database.url, "warn").await.terminate();
}

/// Two processes started at the same moment on a new SQLite file both come up
/// (the one that loses the race for the migrations finds them applied).
#[tokio::test]
async fn two_processes_starting_at_once_on_a_new_sqlite_file_both_serve() {
    for _ in 0..3 {
        let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
        let first = Served::spawn(&database.url, "warn");
        let second = Served::spawn(&database.url, "warn");
        let (first, second) = tokio::join!(Served::wait_ready(first), Served::wait_ready(second));
        first.terminate();
        second.terminate();
    }
}

/// Start-up says what it runs: the version, the database, the migrations,
/// Google sign-in, the content writer.
#[tokio::test]
async fn start_up_says_what_it_runs() {
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    let served = Served::start(&database.url, "info").await;
    reqwest::get(format!("{}/login", served.address)).await.unwrap();
    let log = served.terminate();
    let path = database.url.trim_start_matches("sqlite://");
    for expected in [
        format!("Pitchwise {} starting", env!("CARGO_PKG_VERSION")),
        format!("database: SQLite at {path}"),
        "migrations: ".to_owned(),
        "Google sign-in: off".to_owned(),
        "content writer: built-in".to_owned(),
    ] {
        assert!(log.contains(&expected), "'{expected}' is not in:\n{log}");
    }
    // A request's line says who asked; probes are debug lines.
    assert!(
        log.lines().any(|line| line.contains(r#"path="/login""#)
            && line.contains("client=127.0.0.1")
            && line.contains("served")),
        "{log}"
    );
    assert!(!log.contains(r#""/readyz""#), "{log}");
}

/// With Google sign-in configured, start-up says it is on and with which
/// issuer (whose discovery document it read).
#[tokio::test]
async fn start_up_says_google_sign_in_is_on_with_its_issuer() {
    let provider = OidcProvider::start().await;
    let env = provider.env();
    let vars: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    let log = Served::start_with(&database.url, "info", &vars).await.terminate();
    let expected = format!("Google sign-in: on issuer={}", provider.issuer);
    assert!(log.contains(&expected), "'{expected}' is not in:\n{log}");
    assert!(!log.contains("WARN"), "{log}");
    assert!(!log.contains(CLIENT_SECRET), "{log}");
}

/// An issuer that cannot be reached at start-up is a WARN naming it; the server
/// serves all the same (sign-ins read the discovery document again).
#[tokio::test]
async fn an_unreachable_issuer_is_a_warning_and_the_server_serves() {
    let issuer = "http://127.0.0.1:1";
    let vars = [
        ("GOOGLE_CLIENT_ID", CLIENT_ID),
        ("GOOGLE_CLIENT_SECRET", CLIENT_SECRET),
        ("GOOGLE_ISSUER_URL", issuer),
    ];
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    let served = Served::start_with(&database.url, "info", &vars).await;
    let login = reqwest::get(format!("{}/login", served.address)).await.unwrap();
    assert_eq!(login.status(), 200);
    let log = served.terminate();
    let warning = log
        .lines()
        .find(|line| {
            line.contains("WARN")
                && line.contains("Google sign-in: on, but the issuer's discovery document cannot be read now")
        })
        .unwrap_or_else(|| panic!("no warning in:\n{log}"));
    assert!(warning.contains(&format!("issuer={issuer}")), "{warning}");
}

#[tokio::test]
async fn serve_becomes_ready_on_postgres_and_stops_cleanly_on_sigterm() {
    if let Some(database) = TestDatabase::create(Backend::Postgres).await {
        Served::start(&database.url, "warn").await.terminate();
    }
}

/// What a caller puts into a query string reaches the log escaped and cut, so
/// it can never forge a line of its own.
#[tokio::test]
async fn caller_values_cannot_forge_log_lines() {
    let database = TestDatabase::create(Backend::Sqlite).await.unwrap();
    let served = Served::start(&database.url, "info").await;
    let forged = format!(
        "{}/auth/callback/google?error=denied%0A2026-01-01T00:00:00Z%20ERROR%20forged%20by%20the%20caller{}",
        served.address,
        "x".repeat(1000)
    );
    let response = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(forged)
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["location"], "/login?error=provider");
    let log = served.terminate();

    let refusal = log
        .lines()
        .find(|line| line.contains("sign-in failed") && line.contains("reason=\"provider\""))
        .unwrap_or_else(|| panic!("no line for the refused sign-in in:\n{log}"));
    assert!(
        refusal.contains(r"denied\n2026-01-01T00:00:00Z ERROR forged"),
        "{refusal}"
    );
    assert!(refusal.len() < 600, "the caller's text is cut: {refusal}");
    assert!(
        !log.lines()
            .any(|line| line.contains("ERROR forged") && !line.contains("sign-in failed")),
        "a forged line:\n{log}"
    );
}
