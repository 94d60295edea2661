use std::{
    collections::HashMap,
    io::{self, Write},
    sync::{Arc, Mutex, Once},
};

use reqwest::{
    cookie::{CookieStore, Jar},
    Client, Method, StatusCode,
};
use serde_json::{json, Value};

use pitchwise::{app::Application, cache::Caches, config::Config, db::Db, with_pool};
use tokio::net::TcpListener;

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The app under test, listening on its own port with its own database.
pub struct TestApp {
    pub address: String,
    /// A browser-like client: keeps cookies, does not follow redirects.
    pub client: reqwest::Client,
    cookies: Arc<Jar>,
    env: HashMap<String, String>,
    configure: fn(&mut Config),
    /// A second connection to the same database, for setting up and checking rows.
    pub db: Db,
    /// The app's caches, forgotten after rows are written by hand ([`TestApp::exec`]).
    caches: Caches,
    _database: TestDatabase,
}

impl TestApp {
    /// Spawns the app; `None` when the backend is PostgreSQL and no server is configured.
    pub async fn spawn(backend: Backend) -> Option<Self> {
        Self::spawn_with(backend, &[]).await
    }

    /// Spawns with extra environment variables on top of the test defaults.
    pub async fn spawn_with(backend: Backend, vars: &[(&str, &str)]) -> Option<Self> {
        Self::spawn_configured(backend, vars, |_| {}).await
    }

    /// Spawns with `configure` applied to the configuration the variables make,
    /// for settings no variable reaches (the HTTP timeouts, say).
    pub async fn spawn_configured(backend: Backend, vars: &[(&str, &str)], configure: fn(&mut Config)) -> Option<Self> {
        let database = TestDatabase::create(backend).await?;
        let mut env: HashMap<String, String> = HashMap::from([
            ("DATABASE_URL".into(), database.url.clone()),
            // Every test client shares 127.0.0.1; tests of the limits set their own.
            ("WAITLIST_RATE_LIMIT".into(), "1000/min".into()),
            ("SIGN_IN_RATE_LIMIT".into(), "1000/min".into()),
            ("GENERATION_RATE_LIMIT".into(), "1000/min".into()),
            ("PREVIEW_RATE_LIMIT".into(), "1000/min".into()),
        ]);
        env.extend(vars.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let (address, db, caches) = start(&env, configure).await;
        let cookies = Arc::new(Jar::default());
        Some(Self {
            address,
            client: browser(cookies.clone()),
            cookies,
            env,
            configure,
            db,
            caches,
            _database: database,
        })
    }

    /// Another server process on the same database (as behind a load balancer).
    pub async fn second_process(&self) -> SecondProcess {
        let (address, _, _) = start(&self.env, self.configure).await;
        SecondProcess { address }
    }

    /// A second browser, without this one's cookies.
    pub fn new_client(&self) -> reqwest::Client {
        Server::new_client(self)
    }

    /// The `Cookie` header this browser sends to the app.
    pub fn cookie_header(&self) -> String {
        let url = self.address.parse().unwrap();
        self.cookies
            .cookies(&url)
            .expect("the browser holds cookies")
            .to_str()
            .unwrap()
            .to_owned()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Runs SQL by hand, as an operator would; the app then forgets what it
    /// cached, since such writes publish no change.
    pub async fn try_exec(&self, sql: &str) -> Result<u64, sqlx::Error> {
        let result = with_pool!(&self.db, pool => sqlx::query(sql).execute(pool).await.map(|r| r.rows_affected()));
        self.caches.clear();
        result
    }

    pub async fn exec(&self, sql: &str) -> u64 {
        self.try_exec(sql).await.unwrap()
    }

    /// Whether the app's caches are on (on PostgreSQL: subscribed to the cache notices).
    pub fn caches_are_live(&self) -> bool {
        self.caches.is_live()
    }

    /// The one number `sql` selects.
    pub async fn count(&self, sql: &str) -> i64 {
        with_pool!(&self.db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await).unwrap()
    }

    /// The JSON that `browser` gets from `path`.
    pub async fn json_for(&self, browser: &reqwest::Client, path: &str) -> serde_json::Value {
        browser.get(self.url(path)).send().await.unwrap().json().await.unwrap()
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.unwrap()
    }
}

pub struct SecondProcess {
    address: String,
}

/// Polls `check` until it holds, for what another process learns by a notice
/// (a few milliseconds); fails after 10 s, well under the caches' 30 s lifetime.
pub async fn eventually<F, Fut>(what: &str, check: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    eventually_within(what, std::time::Duration::from_secs(10), check).await;
}

/// [`eventually`] with a limit of its own, for what takes longer than a notice.
pub async fn eventually_within<F, Fut>(what: &str, limit: std::time::Duration, check: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + limit;
    while !check().await {
        assert!(tokio::time::Instant::now() < deadline, "never happened: {what}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

impl SecondProcess {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }
}

/// A running Pitchwise to send calls to: the test's app, or a `pitchwise
/// serve` child process (`cli::Served`).
pub trait Server {
    fn url(&self, path: &str) -> String;

    /// A new browser, with a cookie jar of its own.
    fn new_client(&self) -> reqwest::Client {
        browser(Arc::new(Jar::default()))
    }
}

impl Server for TestApp {
    fn url(&self, path: &str) -> String {
        TestApp::url(self, path)
    }
}

/// What the code under test logs on this thread, as an operator reads it
/// (`main.rs`'s lines: no colours, no targets).
#[derive(Clone, Default)]
pub struct Logs(Arc<Mutex<Vec<u8>>>);

impl Logs {
    /// Captures the lines up to `level` logged on this thread until the guard
    /// drops. Thread-local: an app spawned on a current-thread runtime
    /// (`#[tokio::test]`) logs here; one on a multi-thread runtime mostly elsewhere.
    pub fn capture(level: tracing::Level) -> (Self, tracing::subscriber::DefaultGuard) {
        let logs = Self::default();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(level)
            .with_ansi(false)
            .with_target(false)
            .with_writer(logs.clone())
            .finish();
        (logs.clone(), tracing::subscriber::set_default(subscriber))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }

    pub fn lines(&self) -> Vec<String> {
        self.text().lines().map(str::to_owned).collect()
    }
}

impl io::Write for Logs {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Logs {
    type Writer = Logs;

    fn make_writer(&'a self) -> Self::Writer {
        self.clone()
    }
}

/// Starts the app on a new port with `env` (plus its own BIND_ADDR and PUBLIC_URL).
async fn start(env: &HashMap<String, String>, configure: fn(&mut Config)) -> (String, Db, Caches) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let mut env = env.clone();
    env.insert("BIND_ADDR".into(), listener.local_addr().unwrap().to_string());
    // A test that sets PUBLIC_URL to "" gets what an unset one means.
    env.entry("PUBLIC_URL".into()).or_insert_with(|| address.clone());
    let mut config = Config::from_lookup(|k| env.get(k).cloned()).expect("test configuration is valid");
    configure(&mut config);
    let db = Db::connect(&config.database).await.unwrap();
    let app = Application::with_listener(config, listener).await.unwrap();
    let caches = app.caches();
    tokio::spawn(app.run_until(std::future::pending()));
    // On PostgreSQL the caches start once subscribed to the other processes'
    // notices; wait, so every test runs with them on.
    eventually("the caches are on", || async { caches.is_live() }).await;
    (address, db, caches)
}

fn browser(cookies: Arc<Jar>) -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_provider(cookies)
        .build()
        .unwrap()
}

/// A database of its own for one test, removed afterwards.
pub struct TestDatabase {
    pub url: String,
    /// The SQLite file's folder, deleted with it.
    _folder: Option<tempfile::TempDir>,
    /// The PostgreSQL server's admin URL and the database's name, dropped in `Drop`.
    postgres: Option<(String, String)>,
}

impl TestDatabase {
    pub async fn create(backend: Backend) -> Option<Self> {
        match backend {
            Backend::Sqlite => {
                let folder = tempfile::tempdir().unwrap();
                let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
                Some(Self {
                    url,
                    _folder: Some(folder),
                    postgres: None,
                })
            }
            Backend::Postgres => {
                let admin_url = postgres_url()?;
                let name = format!("pitchwise_test_{}", uuid::Uuid::new_v4().simple());
                let admin = sqlx::PgPool::connect(&admin_url)
                    .await
                    .expect("TEST_POSTGRES_URL answers");
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&admin)
                    .await
                    .unwrap();
                admin.close().await;
                let mut url = url::Url::parse(&admin_url).unwrap();
                url.set_path(&name);
                Some(Self {
                    url: url.to_string(),
                    _folder: None,
                    postgres: Some((admin_url, name)),
                })
            }
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Some((admin_url, name)) = &self.postgres {
            let (admin_url, name) = (admin_url.clone(), name.clone());
            // Drop runs inside the test's runtime, which cannot block on itself.
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                runtime.block_on(async {
                    if let Ok(admin) = sqlx::PgPool::connect(&admin_url).await {
                        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                            .execute(&admin)
                            .await;
                        admin.close().await;
                    }
                });
            })
            .join()
            .ok();
        }
    }
}

pub fn postgres_configured() -> bool {
    postgres_url().is_some()
}

fn postgres_url() -> Option<String> {
    static WARN: Once = Once::new();
    let url = std::env::var("TEST_POSTGRES_URL").ok().filter(|v| !v.is_empty());
    if url.is_none() {
        // Written to stderr directly: libtest captures eprintln! of passing tests.
        WARN.call_once(|| {
            let _ = writeln!(
                std::io::stderr(),
                "\nSKIPPING the PostgreSQL runs of the API tests: TEST_POSTGRES_URL is not set\n"
            );
        });
    }
    url
}

// What a browser does against the app under test.

/// A valid company body; tests change one field at a time.
pub fn acme() -> Value {
    json!({
        "name": "Acme Analytics",
        "industry": "Technology",
        "description": "Dashboards that tell small shops what sells and why.",
        "competitors": "Shopify Analytics, Metabase",
        "productsServices": "Sales dashboards and weekly email reports",
        "websiteUrl": "https://acme.example",
        "linkedInUrl": "https://www.linkedin.com/company/acme",
        "twitterUrl": "https://twitter.com/acme",
        "facebookUrl": "https://facebook.com/acme",
        "instagramUrl": "https://instagram.com/acme",
    })
}

/// Asks `browser` for a CSRF token, as the login page does.
pub async fn csrf_token(app: &impl Server, browser: &reqwest::Client) -> String {
    let body: Value = browser
        .get(app.url("/auth/csrf"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["csrfToken"].as_str().unwrap().to_owned()
}

/// A browser signed in through the local sign-in form (a new user is waitlisted).
pub async fn signed_in(app: &impl Server, email: &str) -> Client {
    let browser = app.new_client();
    let csrf = csrf_token(app, &browser).await;
    let response = browser
        .post(app.url("/auth/signin/dev"))
        .form(&[
            ("csrfToken", csrf.as_str()),
            ("email", email),
            ("name", "Test User"),
            ("callbackUrl", "/dashboard"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    browser
}

/// A browser signed in as a new user with `email`, approved (status active).
pub async fn active_user(app: &TestApp, email: &str) -> Client {
    let browser = signed_in(app, email).await;
    app.exec(&format!("UPDATE users SET status = 'active' WHERE email = '{email}'"))
        .await;
    browser
}

/// What `/isSignedIn` answers `browser`.
pub async fn signed_in_status(app: &TestApp, browser: &reqwest::Client) -> Value {
    browser
        .get(app.url("/isSignedIn"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// Sends a call as the app does (JSON content type also on DELETE); answers the
/// status and the JSON body (`Null` when empty).
pub async fn call(
    app: &impl Server,
    browser: &Client,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (StatusCode, Value) {
    let mut request = browser
        .request(method, app.url(path))
        .header("content-type", "application/json");
    if let Some(body) = body {
        request = request.body(body.to_string());
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    let text = response.text().await.unwrap();
    let json = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: not JSON: {text}"))
    };
    (status, json)
}

pub async fn create(app: &impl Server, browser: &Client, body: &Value) -> Value {
    let (status, company) = call(app, browser, Method::POST, "/api/companies", Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{company}");
    company
}

/// Asserts that each call answers 401 signed out and 403 on the waiting list,
/// in the JSON error shape.
pub async fn only_active_users_may_call(app: &TestApp, calls: &[(Method, &str, Option<Value>)]) {
    let signed_out = app.new_client();
    let waitlisted = signed_in(app, "wait@example.com").await;
    for (method, path, body) in calls {
        let (status, error) = call(app, &signed_out, method.clone(), path, body.as_ref()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        assert!(error["message"].is_string());
        let (status, error) = call(app, &waitlisted, method.clone(), path, body.as_ref()).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{method} {path}");
        assert!(error["message"].is_string());
    }
}

/// Generates `sqlite::NAME` and `postgres::NAME` tests for each
/// `async fn NAME(app: TestApp)` of the calling module, optionally with
/// environment variables for the app: `on_both_databases!(with &[("K", "v")]; a, b)`,
/// or given the backend to spawn it themselves: `on_both_databases!(backend; a, b)`;
/// `on_both_databases!(on_one_thread backend; a, b)` runs them on the test's own
/// thread (a current-thread runtime, where the app's tasks run too), for tests
/// that read the app's log ([`Logs`]).
macro_rules! on_both_databases {
    (with $vars:expr; $($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let app = $crate::helpers::TestApp::spawn_with($crate::helpers::Backend::Sqlite, $vars)
                        .await
                        .unwrap();
                    super::$name(app).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(app) =
                        $crate::helpers::TestApp::spawn_with($crate::helpers::Backend::Postgres, $vars).await
                    {
                        super::$name(app).await;
                    }
                }
            )*
        }
    };
    (backend; $($name:ident),* $(,)?) => {
        on_both_databases!(@backends #[tokio::test(flavor = "multi_thread", worker_threads = 2)]; $($name),*);
    };
    (on_one_thread backend; $($name:ident),* $(,)?) => {
        on_both_databases!(@backends #[tokio::test]; $($name),*);
    };
    (@backends #[$test:meta]; $($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[$test]
                async fn $name() {
                    super::$name($crate::helpers::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[$test]
                async fn $name() {
                    if $crate::helpers::postgres_configured() {
                        super::$name($crate::helpers::Backend::Postgres).await;
                    }
                }
            )*
        }
    };
    ($($name:ident),* $(,)?) => {
        on_both_databases!(with &[]; $($name),*);
    };
}

/// A loopback address with a port free a moment ago, for a listener the code
/// under test binds itself (a race with another process is possible but rare).
pub fn free_loopback_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}
