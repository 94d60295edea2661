//! The command line: `serve`, `migrate`, `admin grant|revoke|list`, `mail test`.

use clap::{Parser, Subcommand};

use crate::config::PERIOD_UNITS;

/// The environment table after `--help`; the period units are the parser's own.
fn environment() -> String {
    format!(
        "\
Environment (a .env file in the working folder is read too; real variables win):
  DATABASE_URL          sqlite://PATH or postgres://... [default: sqlite://data/pitchwise.db]
  BIND_ADDR             where to listen [default: 127.0.0.1:8080]
  PUBLIC_URL            the address users see; https turns on Secure cookies [default: http://localhost:PORT of BIND_ADDR]
  GOOGLE_CLIENT_ID      Google sign-in client id (unset: Google sign-in is off)
  GOOGLE_CLIENT_SECRET  Google sign-in client secret
  GOOGLE_ISSUER_URL     OpenID issuer [default: https://accounts.google.com]
  DEV_LOGIN             1 turns on the local sign-in form (loopback BIND_ADDR and PUBLIC_URL, no proxy) [default: off]
  ADMIN_EMAILS          comma list of emails that become active admins at sign-in
  LLM_BASE_URL          OpenAI-compatible chat-completions endpoint (unset: built-in offline generator)
  LLM_API_KEY           its API key
  LLM_MODEL             its model name (required with LLM_BASE_URL)
  LLM_TIMEOUT           longest wait for one answer of the model, in {PERIOD_UNITS} [default: 60s]
  SMTP_URL              outgoing mail, e.g. smtp://user:pass@host:587 (unset: mails go to the log)
  MAIL_FROM             sender address [default: Pitchwise <no-reply@PUBLIC_URL's host>]
  WAITLIST_RATE_LIMIT   waitlist joins per client address, COUNT/PERIOD (PERIOD in {PERIOD_UNITS}) [default: 5/10min]
  SIGN_IN_RATE_LIMIT    sign-in attempts per client address [default: 10/min]
  GENERATION_RATE_LIMIT content generations per user [default: 10/10min]
  PREVIEW_RATE_LIMIT    interview previews per user [default: 30/min]
  CLIENT_IP_HEADER      behind a reverse proxy: the header holding the client address (last entry counts)
  RUST_LOG              log filter [default: info]
  METRICS_ADDR          where /metrics (Prometheus text format) is served, apart from BIND_ADDR (unset: no metrics)
  LOG_FORMAT            text (one readable line an entry) or json (one JSON object a line) [default: text]"
    )
}

#[derive(Debug, Parser)]
#[command(
    name = "pitchwise",
    version,
    about = "Pitchwise: the API and web app in one server",
    after_help = environment()
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply pending migrations, then serve the API and the web app.
    #[command(after_help = environment())]
    Serve,
    /// Apply pending migrations to DATABASE_URL and exit.
    Migrate,
    /// Manage administrators.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Copy the SQLite database to FILE while it serves (on PostgreSQL, prints the pg_dump recipe).
    Backup {
        /// Where the copy goes; must not exist yet.
        file: std::path::PathBuf,
    },
    /// Outgoing mail.
    Mail {
        #[command(subcommand)]
        command: MailCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Make EMAIL an active admin: now if the user exists, else at their first sign-in.
    Grant {
        /// The user's email address.
        email: String,
    },
    /// Make EMAIL a user again and end their sessions (or withdraw a pending grant).
    Revoke {
        /// The admin's email address.
        email: String,
    },
    /// List the admins, the pending grants and who ADMIN_EMAILS makes an admin.
    List,
}

#[derive(Debug, Subcommand)]
pub enum MailCommand {
    /// Send a test mail to EMAIL through SMTP_URL, to check the mail settings.
    Test {
        /// Where to send it.
        email: String,
    },
}
