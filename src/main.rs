use std::{io::IsTerminal, process::ExitCode};

use clap::Parser;
use pitchwise::{
    app::Application,
    cache::{self, Change},
    cli::{AdminCommand, Cli, Command, MailCommand},
    config::{parse_admin_emails, Config, DatabaseConfig},
    db::Db,
    domain::EmailAddress,
    mail::Mailer,
    users::{self, AdminGrant, AdminRevoke},
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
    let log = tracing_subscriber::fmt().with_env_filter(filter);
    match std::env::var("LOG_FORMAT").unwrap_or_default().trim() {
        "" | "text" => log.with_target(false).with_ansi(std::io::stdout().is_terminal()).init(),
        // One object a line for a log shipper: the event's fields at the top level, the target
        // kept (`audit` lines are found by it).
        "json" => log.json().flatten_event(true).with_current_span(false).init(),
        other => anyhow::bail!("LOG_FORMAT: '{other}' is neither text nor json"),
    }

    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(run(cli.command))
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Serve => serve(Config::from_env()?).await,
        Command::Migrate => {
            let db = connect().await?;
            let migrations = db.migrate().await?;
            db.close().await;
            tracing::info!(
                "migrations: {} applied now, {} in all",
                migrations.applied_now,
                migrations.total
            );
            Ok(())
        }
        Command::Admin { command } => admin(command).await,
        Command::Backup { file } => {
            let db = connect().await?;
            let copied = db.backup(&file).await;
            db.close().await;
            copied?;
            tracing::info!("backup: the database is copied to {}", file.display());
            Ok(())
        }
        Command::Mail {
            command: MailCommand::Test { email },
        } => mail_test(&email).await,
    }
}

/// `pitchwise admin ...`: what an operator does without the Users page.
async fn admin(command: AdminCommand) -> anyhow::Result<()> {
    let db = connect().await?;
    db.migrate().await?;
    match command {
        AdminCommand::Grant { email } => {
            let email = parse_email(&email)?;
            let outcome = users::grant_admin(&db, &email).await?;
            // Running servers on PostgreSQL drop their copy now; on SQLite it ages out.
            cache::notify(&db, &Change::UserEmail(email.as_str().to_owned())).await?;
            match outcome {
                AdminGrant::Promoted => println!("{email} is now an active admin."),
                AdminGrant::AlreadyAdmin => println!("{email} is already an admin."),
                AdminGrant::Pending => println!("{email} will be an active admin from their first sign-in."),
            }
        }
        AdminCommand::Revoke { email } => {
            let email = parse_email(&email)?;
            let outcome = users::revoke_admin(&db, &email).await?;
            cache::notify(&db, &Change::UserEmail(email.as_str().to_owned())).await?;
            let configured = parse_admin_emails(std::env::var("ADMIN_EMAILS").ok().as_deref())?;
            match outcome {
                AdminRevoke::Revoked => println!("{email} is no longer an admin; their sessions are ended."),
                AdminRevoke::GrantWithdrawn => println!("{email}'s pending admin grant is withdrawn."),
                AdminRevoke::NotAnAdmin => println!("{email} is not an admin."),
                AdminRevoke::NoSuchUser => anyhow::bail!("EMAIL: no user or pending grant has the address {email}"),
                AdminRevoke::LastAdmin => anyhow::bail!(
                    "{email} is the last active admin: make another user an active admin first (admin grant EMAIL)"
                ),
            }
            if configured.iter().any(|e| e == email.as_str()) {
                println!("Note: {email} is in ADMIN_EMAILS, which makes them an admin again at their next sign-in. Remove it there too.");
            }
        }
        AdminCommand::List => {
            let configured = parse_admin_emails(std::env::var("ADMIN_EMAILS").ok().as_deref())?;
            let admins = users::list_admins(&db).await?;
            if admins.is_empty() {
                println!("No admins yet. Make one with: pitchwise admin grant EMAIL");
            }
            for admin in &admins {
                let source = if configured.contains(&admin.email) {
                    "  (ADMIN_EMAILS)"
                } else {
                    ""
                };
                let state = match admin.status.as_str() {
                    "pending" => "pending: an admin from their first sign-in",
                    "active" => "active",
                    other => other,
                };
                println!("{}  {state}{source}", admin.email);
            }
            for email in configured.iter().filter(|e| !admins.iter().any(|a| &a.email == *e)) {
                println!("{email}  not signed in yet  (ADMIN_EMAILS)");
            }
        }
    }
    db.close().await;
    Ok(())
}

fn parse_email(raw: &str) -> anyhow::Result<EmailAddress> {
    EmailAddress::parse(raw).map_err(|e| anyhow::anyhow!("EMAIL: '{raw}': {e}"))
}

/// `pitchwise mail test EMAIL`: sends a mail through the configured SMTP server.
async fn mail_test(raw: &str) -> anyhow::Result<()> {
    let email = parse_email(raw)?;
    let config = Config::from_env()?;
    if config.mail.smtp_url.is_none() {
        anyhow::bail!("SMTP_URL: unset, so mails are only written to the log; set it to test sending");
    }
    let mailer = Mailer::new(&config.mail)?;
    let body = format!(
        "This is a test mail from Pitchwise at {}.\n\nIf you can read it, SMTP_URL and MAIL_FROM work.\n",
        config.public_url
    );
    mailer
        .send(email.as_str(), "Pitchwise test mail", body)
        .await
        .map_err(|e| anyhow::anyhow!("SMTP_URL: the test mail to {email} was not sent: {e:#}"))?;
    println!("Sent a test mail to {email} through {}.", mailer.describe());
    Ok(())
}

async fn connect() -> anyhow::Result<Db> {
    let config = DatabaseConfig::parse(std::env::var("DATABASE_URL").ok().filter(|v| !v.is_empty()).as_deref())?;
    Db::connect(&config).await
}

async fn serve(config: Config) -> anyhow::Result<()> {
    // Listening for the signals starts before the server answers: a SIGTERM that
    // comes right after /readyz (a quick restart) must stop it gracefully, not
    // find the default action still in place and kill it.
    let shutdown = shutdown_signal()?;
    tracing::info!("Pitchwise {} starting", env!("CARGO_PKG_VERSION"));
    let public_url = config.public_url.clone();
    if config.dev_login {
        tracing::warn!("DEV_LOGIN is on: anyone who reaches {public_url} can sign in as any email");
    }
    if let Some(warning) = config.public_url_warning() {
        tracing::warn!("{warning}");
    }
    let app = Application::build(config).await?;
    tracing::info!(address = %app.local_addr(), %public_url, "Pitchwise is listening");
    app.run_until(shutdown).await;
    tracing::info!("stopped");
    Ok(())
}

/// A future that resolves on SIGINT or SIGTERM (the server then finishes
/// in-flight requests); the handlers are in place once this returns.
#[cfg(unix)]
fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => {},
            _ = terminate.recv() => {},
        }
        tracing::info!("shutting down: finishing in-flight requests");
    })
}

#[cfg(not(unix))]
fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    Ok(async {
        tokio::signal::ctrl_c().await.ok();
        tracing::info!("shutting down: finishing in-flight requests");
    })
}
