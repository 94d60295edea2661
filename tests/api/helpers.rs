use std::{collections::HashMap, io::Write, sync::Once};

use pitchwise::{app::Application, config::Config, db::Db};
use tokio::net::TcpListener;

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The app under test, listening on its own port with its own database.
pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    /// A second connection to the same database, for setting up and checking rows.
    pub db: Db,
    _database: TestDatabase,
}

impl TestApp {
    /// Spawns the app; `None` when the backend is PostgreSQL and no server is configured.
    pub async fn spawn(backend: Backend) -> Option<Self> {
        Self::spawn_with(backend, &[]).await
    }

    /// Spawns with extra environment variables on top of the test defaults.
    pub async fn spawn_with(backend: Backend, vars: &[(&str, &str)]) -> Option<Self> {
        let database = TestDatabase::create(backend).await?;
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = format!("http://{}", listener.local_addr().unwrap());

        let mut env: HashMap<String, String> = HashMap::from([
            ("DATABASE_URL".into(), database.url.clone()),
            ("BIND_ADDR".into(), listener.local_addr().unwrap().to_string()),
            ("PUBLIC_URL".into(), address.clone()),
        ]);
        env.extend(vars.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let config = Config::from_lookup(|k| env.get(k).cloned()).expect("test configuration is valid");
        let db = Db::connect(&config.database).await.unwrap();
        let app = Application::with_listener(config, listener).await.unwrap();
        tokio::spawn(app.run_until(std::future::pending()));

        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .cookie_store(true)
            .build()
            .unwrap();
        Some(Self {
            address,
            client,
            db,
            _database: database,
        })
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.unwrap()
    }
}

/// A database of its own for one test, dropped afterwards.
pub struct TestDatabase {
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Folder(#[allow(dead_code)] tempfile::TempDir),
    PostgresDatabase { admin_url: String, name: String },
}

impl TestDatabase {
    pub async fn create(backend: Backend) -> Option<Self> {
        match backend {
            Backend::Sqlite => {
                let folder = tempfile::tempdir().unwrap();
                let url = format!("sqlite://{}/pitchwise.db", folder.path().display());
                Some(Self {
                    url,
                    cleanup: Cleanup::Folder(folder),
                })
            }
            Backend::Postgres => {
                let Some(admin_url) = postgres_url() else {
                    return None;
                };
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
                    cleanup: Cleanup::PostgresDatabase { admin_url, name },
                })
            }
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Cleanup::PostgresDatabase { admin_url, name } = &self.cleanup {
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

/// Generates `sqlite::NAME` and `postgres::NAME` tests for each
/// `async fn NAME(app: TestApp)` of the calling module.
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let app = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Sqlite).await.unwrap();
                    super::$name(app).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(app) = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Postgres).await {
                        super::$name(app).await;
                    }
                }
            )*
        }
    };
}
