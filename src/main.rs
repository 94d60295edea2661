use std::{io::IsTerminal, process::ExitCode};

use clap::Parser;
use pitchwise::{
    app::Application,
    cache::{self, Change},
    cli::{AdminCommand, Cli, Command},
    config::{Config, DatabaseConfig},
    db::Db,
    domain::EmailAddress,
    users::{self, AdminGrant},
};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match start(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // One line an operator can act on; `{:#}` joins the causes with ": ".
            eprintln!("pitchwise: error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn start(cli: Cli) -> anyhow::Result<()> {
    match dotenvy::dotenv() {
        Ok(_) => {}
        Err(e) if e.not_found() => {}
        Err(e) => anyhow::bail!(".env: {e}"),
    }
    let filter = match std::env::var("RUST_LOG") {
        Ok(value) if !value.trim().is_empty() => {
            EnvFilter::try_new(&value).map_err(|e| anyhow::anyhow!("RUST_LOG: '{value}' is not a log filter ({e})"))?
        }
        _ => EnvFilter::new("info"),
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(std::io::stdout().is_terminal())
        .init();

    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(run(cli.command))
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Serve => serve(Config::from_env()?).await,
        Command::Migrate => {
            let db = connect().await?;
            db.migrate().await?;
            db.close().await;
            tracing::info!("migrations applied");
            Ok(())
        }
        Command::Admin {
            command: AdminCommand::Grant { email },
        } => {
            let email = EmailAddress::parse(&email).map_err(|e| anyhow::anyhow!("EMAIL: '{email}': {e}"))?;
            let db = connect().await?;
            db.migrate().await?;
            let outcome = users::grant_admin(&db, &email).await?;
            // Running servers on PostgreSQL drop their copy now; on SQLite it ages out.
            cache::notify(&db, &Change::UserEmail(email.as_str().to_owned())).await?;
            db.close().await;
            match outcome {
                AdminGrant::Promoted => println!("{email} is now an active admin."),
                AdminGrant::Pending => println!("{email} will be an active admin from their first sign-in."),
            }
            Ok(())
        }
    }
}

async fn connect() -> anyhow::Result<Db> {
    let config = DatabaseConfig::parse(std::env::var("DATABASE_URL").ok().filter(|v| !v.is_empty()).as_deref())?;
    Db::connect(&config).await
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let public_url = config.public_url.clone();
    if config.dev_login {
        tracing::warn!("DEV_LOGIN is on: anyone who reaches {public_url} can sign in as any email");
    }
    if let Some(warning) = config.public_url_warning() {
        tracing::warn!("{warning}");
    }
    if config.google.is_none() {
        tracing::info!("Google sign-in is off (GOOGLE_CLIENT_ID is unset)");
    }
    let app = Application::build(config).await?;
    tracing::info!(address = %app.local_addr(), %public_url, "Pitchwise is listening");
    app.run_until(shutdown_signal()).await;
    tracing::info!("stopped");
    Ok(())
}

/// Resolves on SIGINT or SIGTERM; the server then finishes in-flight requests.
async fn shutdown_signal() {
    let interrupt = async {
        tokio::signal::ctrl_c().await.ok();
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutting down: finishing in-flight requests");
}
