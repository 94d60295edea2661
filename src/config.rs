//! Typed configuration, read once from the environment (and `.env`).
//!
//! Every variable of `decisions.md` section 2 is parsed here, so the rest of the
//! program only ever sees valid values. A bad value becomes one line naming the
//! variable, printed by `main` before it exits.

use std::{net::SocketAddr, time::Duration};

use axum::http::HeaderName;
use url::{Host, Url};

use crate::domain::EmailAddress;

/// What went wrong, always naming the variable.
#[derive(Debug, thiserror::Error)]
#[error("{var}: {reason}")]
pub struct ConfigError {
    pub var: &'static str,
    pub reason: String,
}

fn invalid(var: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError {
        var,
        reason: reason.into(),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseKind {
    Sqlite,
    Postgres,
}

#[derive(Debug, Clone)]
pub struct DatabaseConfig {
    pub url: String,
    pub kind: DatabaseKind,
}

impl DatabaseConfig {
    pub const DEFAULT_URL: &'static str = "sqlite://data/pitchwise.db";

    pub fn parse(raw: Option<&str>) -> Result<Self, ConfigError> {
        let url = raw.unwrap_or(Self::DEFAULT_URL).trim().to_owned();
        let scheme = url.split_once(':').map(|(s, _)| s).unwrap_or("");
        let kind = match scheme {
            "sqlite" => DatabaseKind::Sqlite,
            "postgres" | "postgresql" => DatabaseKind::Postgres,
            _ => {
                return Err(invalid(
                    "DATABASE_URL",
                    format!("'{url}' is not supported; use sqlite://PATH or postgres://USER@HOST/DB"),
                ))
            }
        };
        if kind == DatabaseKind::Postgres {
            Url::parse(&url).map_err(|e| invalid("DATABASE_URL", format!("'{url}' is not a valid URL ({e})")))?;
        }
        Ok(Self { url, kind })
    }
}

#[derive(Debug, Clone)]
pub struct GoogleConfig {
    pub client_id: String,
    pub client_secret: String,
}

#[derive(Debug, Clone)]
pub struct LlmConfig {
    pub base_url: Url,
    pub api_key: Option<String>,
    pub model: String,
    /// The longest one call may take, answer included (`LLM_TIMEOUT`).
    pub timeout: Duration,
}

impl LlmConfig {
    pub const DEFAULT_TIMEOUT: &'static str = "60s";
}

#[derive(Debug, Clone)]
pub struct MailConfig {
    /// `None`: mails are written to the log.
    pub smtp_url: Option<Url>,
    pub from: String,
    /// Whether mails written to the log show their links whole, secrets and
    /// all: only with the local sign-in (a developer's machine).
    pub links_in_log: bool,
}

/// `count` requests per `period` and client address (`N/PERIOD` in the environment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateQuota {
    pub count: u32,
    pub period: Duration,
}

impl RateQuota {
    /// Parses `5/10min`, `10/min`, `100/h`, `30/s`: a count, then an optional
    /// number and a unit ([`PERIOD_UNITS`]).
    pub fn parse(var: &'static str, raw: &str) -> Result<Self, ConfigError> {
        let bad = || {
            invalid(
                var,
                format!("'{raw}' is not a rate such as 10/min, 5/10min or 100/h (COUNT/PERIOD; the period's unit is {PERIOD_UNITS})"),
            )
        };
        let (count, period) = raw.trim().split_once('/').ok_or_else(bad)?;
        let count: u32 = count.trim().parse().map_err(|_| bad())?;
        let period = parse_period(period).ok_or_else(bad)?;
        if count == 0 {
            return Err(bad());
        }
        Ok(Self { count, period })
    }
}

/// The units [`parse_period`] takes, as the errors and `pitchwise --help` name them.
pub const PERIOD_UNITS: &str = "s, sec, m, min, h or hour";

/// Parses a period such as `90s`, `2min`, `1h` or `min`: an optional number, then
/// a unit ([`PERIOD_UNITS`]); `None` unless it is one, or when it is zero.
fn parse_period(raw: &str) -> Option<Duration> {
    let raw = raw.trim();
    let unit_at = raw.find(|c: char| !c.is_ascii_digit())?;
    let amount: u64 = match &raw[..unit_at] {
        "" => 1,
        digits => digits.parse().ok()?,
    };
    let unit_secs = match &raw[unit_at..] {
        "s" | "sec" => 1,
        "m" | "min" => 60,
        "h" | "hour" => 3600,
        _ => return None,
    };
    (amount > 0).then(|| Duration::from_secs(amount.saturating_mul(unit_secs)))
}

#[derive(Debug, Clone)]
pub struct RateLimitConfig {
    pub waitlist: RateQuota,
    pub sign_in: RateQuota,
    pub generation: RateQuota,
    pub preview: RateQuota,
}

impl RateLimitConfig {
    pub const DEFAULT_WAITLIST: &'static str = "5/10min";
    pub const DEFAULT_SIGN_IN: &'static str = "10/min";
    pub const DEFAULT_GENERATION: &'static str = "10/10min";
    pub const DEFAULT_PREVIEW: &'static str = "30/min";
}

#[derive(Debug, Clone)]
pub struct Config {
    pub database: DatabaseConfig,
    pub bind_addr: SocketAddr,
    pub public_url: Url,
    /// `None`: Google sign-in is off.
    pub google: Option<GoogleConfig>,
    pub google_issuer_url: Url,
    pub dev_login: bool,
    /// Lower-cased addresses that become active admins when they sign in.
    pub admin_emails: Vec<String>,
    /// `None`: the built-in offline generator.
    pub llm: Option<LlmConfig>,
    pub mail: MailConfig,
    pub rate_limits: RateLimitConfig,
    /// Behind a reverse proxy: the header that carries the client's address.
    pub client_ip_header: Option<HeaderName>,
    /// A connection must send a request's headers within this time, also while it
    /// idles between requests; slow or silent clients are dropped (`app::serve`).
    pub header_read_timeout: Duration,
    /// A request not answered within this time gets a 408 (`request_limits`).
    pub request_timeout: Duration,
    /// Where `/metrics` is served (Prometheus text format); `None`: no metrics.
    /// Never the public port: the figures are for operators.
    pub metrics_addr: Option<SocketAddr>,
}

impl Config {
    pub const DEFAULT_BIND_ADDR: &'static str = "127.0.0.1:8080";
    pub const DEFAULT_GOOGLE_ISSUER_URL: &'static str = "https://accounts.google.com";
    pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(30);
    pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(120);

    /// Reads the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Parses from any lookup, so tests need not touch the process environment.
    /// Empty values count as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());

        let database = DatabaseConfig::parse(get("DATABASE_URL").as_deref())?;

        let bind_raw = get("BIND_ADDR").unwrap_or_else(|| Self::DEFAULT_BIND_ADDR.into());
        let bind_addr: SocketAddr = bind_raw.trim().parse().map_err(|_| {
            invalid(
                "BIND_ADDR",
                format!("'{bind_raw}' is not an IP address and port such as 127.0.0.1:8080"),
            )
        })?;

        // Unset: the address a browser on this machine uses for BIND_ADDR.
        let public_url = match get("PUBLIC_URL") {
            Some(raw) => parse_http_url("PUBLIC_URL", &raw)?,
            None => Url::parse(&format!("http://localhost:{}", bind_addr.port())).expect("a valid URL"),
        };

        let google = match (get("GOOGLE_CLIENT_ID"), get("GOOGLE_CLIENT_SECRET")) {
            (Some(client_id), Some(client_secret)) => Some(GoogleConfig {
                client_id,
                client_secret,
            }),
            (None, None) => None,
            (Some(_), None) => {
                return Err(invalid(
                    "GOOGLE_CLIENT_SECRET",
                    "is required when GOOGLE_CLIENT_ID is set",
                ))
            }
            (None, Some(_)) => {
                return Err(invalid(
                    "GOOGLE_CLIENT_ID",
                    "is required when GOOGLE_CLIENT_SECRET is set",
                ))
            }
        };
        let google_issuer_url = parse_http_url(
            "GOOGLE_ISSUER_URL",
            &get("GOOGLE_ISSUER_URL").unwrap_or_else(|| Self::DEFAULT_GOOGLE_ISSUER_URL.into()),
        )?;

        let dev_login = parse_flag("DEV_LOGIN", get("DEV_LOGIN").as_deref())?;

        let admin_emails = parse_admin_emails(get("ADMIN_EMAILS").as_deref())?;

        // Checked even without LLM_BASE_URL, so a typo shows before the day it matters.
        let llm_timeout_raw = get("LLM_TIMEOUT").unwrap_or_else(|| LlmConfig::DEFAULT_TIMEOUT.into());
        let llm_timeout = parse_period(&llm_timeout_raw).ok_or_else(|| {
            invalid(
                "LLM_TIMEOUT",
                format!("'{llm_timeout_raw}' is not a period such as 60s, 90s or 2min (its unit is {PERIOD_UNITS})"),
            )
        })?;
        let llm = match get("LLM_BASE_URL") {
            None => None,
            Some(raw) => Some(LlmConfig {
                base_url: parse_http_url("LLM_BASE_URL", &raw)?,
                api_key: get("LLM_API_KEY"),
                model: get("LLM_MODEL").ok_or_else(|| invalid("LLM_MODEL", "is required when LLM_BASE_URL is set"))?,
                timeout: llm_timeout,
            }),
        };

        let smtp_url = get("SMTP_URL")
            .map(|raw| {
                let url = Url::parse(raw.trim())
                    .map_err(|e| invalid("SMTP_URL", format!("'{raw}' is not a valid URL ({e})")))?;
                match url.scheme() {
                    "smtp" | "smtps" => Ok(url),
                    other => Err(invalid("SMTP_URL", format!("scheme '{other}' is not smtp or smtps"))),
                }
            })
            .transpose()?;
        let from = get("MAIL_FROM")
            .unwrap_or_else(|| format!("Pitchwise <no-reply@{}>", public_url.host_str().unwrap_or("localhost")));

        let rate_limits = RateLimitConfig {
            waitlist: RateQuota::parse(
                "WAITLIST_RATE_LIMIT",
                &get("WAITLIST_RATE_LIMIT").unwrap_or_else(|| RateLimitConfig::DEFAULT_WAITLIST.into()),
            )?,
            sign_in: RateQuota::parse(
                "SIGN_IN_RATE_LIMIT",
                &get("SIGN_IN_RATE_LIMIT").unwrap_or_else(|| RateLimitConfig::DEFAULT_SIGN_IN.into()),
            )?,
            generation: RateQuota::parse(
                "GENERATION_RATE_LIMIT",
                &get("GENERATION_RATE_LIMIT").unwrap_or_else(|| RateLimitConfig::DEFAULT_GENERATION.into()),
            )?,
            preview: RateQuota::parse(
                "PREVIEW_RATE_LIMIT",
                &get("PREVIEW_RATE_LIMIT").unwrap_or_else(|| RateLimitConfig::DEFAULT_PREVIEW.into()),
            )?,
        };
        let client_ip_header = get("CLIENT_IP_HEADER")
            .map(|raw| {
                HeaderName::try_from(raw.trim())
                    .map_err(|_| invalid("CLIENT_IP_HEADER", format!("'{raw}' is not a header name")))
            })
            .transpose()?;
        if dev_login {
            refuse_dev_login_off_this_machine(bind_addr, &public_url, client_ip_header.is_some())?;
        }
        let metrics_addr = get("METRICS_ADDR")
            .map(|raw| {
                let addr: SocketAddr = raw.trim().parse().map_err(|_| {
                    invalid(
                        "METRICS_ADDR",
                        format!("'{raw}' is not an IP address and port such as 127.0.0.1:9090"),
                    )
                })?;
                if addr.port() != 0 && addr.port() == bind_addr.port() && addr.ip() == bind_addr.ip() {
                    return Err(invalid(
                        "METRICS_ADDR",
                        "is BIND_ADDR: the metrics need a port of their own",
                    ));
                }
                Ok(addr)
            })
            .transpose()?;

        Ok(Self {
            database,
            bind_addr,
            public_url,
            google,
            google_issuer_url,
            dev_login,
            admin_emails,
            llm,
            mail: MailConfig {
                smtp_url,
                from,
                links_in_log: dev_login,
            },
            rate_limits,
            client_ip_header,
            header_read_timeout: Self::HEADER_READ_TIMEOUT,
            request_timeout: Self::REQUEST_TIMEOUT,
            metrics_addr,
        })
    }

    /// Cookies get `Secure` when users reach the site over https.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.scheme() == "https"
    }

    /// The site's own origin (`scheme://host[:port]`), for Origin checks.
    pub fn public_origin(&self) -> String {
        self.public_url.origin().ascii_serialization()
    }

    /// Whether a write sent with this `Origin` comes from the site itself:
    /// `PUBLIC_URL`'s origin, or, when that is a loopback address, any loopback
    /// spelling of it (`localhost`, `127.0.0.1`, `[::1]`) with the same scheme
    /// and port, since a browser on this machine may use any of them and no
    /// other machine can.
    pub fn is_own_origin(&self, origin: &str) -> bool {
        if origin == self.public_origin() {
            return true;
        }
        let Ok(origin) = Url::parse(origin) else { return false };
        is_loopback_host(self.public_url.host())
            && is_loopback_host(origin.host())
            && origin.scheme() == self.public_url.scheme()
            && origin.port_or_known_default() == self.public_url.port_or_known_default()
            && origin.path() == "/"
    }

    /// A start-up warning for a loopback set-up whose `PUBLIC_URL` names another
    /// port than `BIND_ADDR`: sign-in redirects and mailed links would go nowhere.
    pub fn public_url_warning(&self) -> Option<String> {
        let port = self.public_url.port_or_known_default()?;
        (self.bind_addr.ip().is_loopback() && is_loopback_host(self.public_url.host()) && port != self.bind_addr.port())
            .then(|| {
                format!(
                    "PUBLIC_URL {} names port {port} but BIND_ADDR {} listens on {}: sign-in and mailed links will not reach this server",
                    self.public_url,
                    self.bind_addr,
                    self.bind_addr.port()
                )
            })
    }
}

/// The local sign-in lets anyone who reaches it be anyone, so it runs only where
/// nobody else can reach it: a loopback bind, a loopback public address, and no
/// reverse proxy in front (which would make a loopback bind public).
fn refuse_dev_login_off_this_machine(
    bind_addr: SocketAddr,
    public_url: &Url,
    behind_proxy: bool,
) -> Result<(), ConfigError> {
    let refuse = |why: String| {
        Err(invalid(
            "DEV_LOGIN",
            format!("the local sign-in is refused because {why}"),
        ))
    };
    if !bind_addr.ip().is_loopback() {
        return refuse(format!("BIND_ADDR {bind_addr} is not a loopback address"));
    }
    if !is_loopback_host(public_url.host()) {
        return refuse(format!("PUBLIC_URL {public_url} is not a loopback address"));
    }
    if behind_proxy {
        return refuse("CLIENT_IP_HEADER is set: the server is behind a reverse proxy".into());
    }
    Ok(())
}

/// `ADMIN_EMAILS`, parsed as sign-ins parse addresses, so an entry matches
/// exactly the account of that address (never a look-alike: see `EmailAddress`).
pub fn parse_admin_emails(raw: Option<&str>) -> Result<Vec<String>, ConfigError> {
    raw.unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(|e| {
            EmailAddress::parse(e)
                .map(|e| e.as_str().to_owned())
                .map_err(|_| invalid("ADMIN_EMAILS", format!("'{e}' is not an email address")))
        })
        .collect()
}

fn is_loopback_host(host: Option<Host<&str>>) -> bool {
    match host {
        Some(Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(Host::Ipv4(ip)) => ip.is_loopback(),
        Some(Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

fn parse_http_url(var: &'static str, raw: &str) -> Result<Url, ConfigError> {
    let url = Url::parse(raw.trim()).map_err(|e| invalid(var, format!("'{raw}' is not a valid URL ({e})")))?;
    match url.scheme() {
        "http" | "https" => Ok(url),
        other => Err(invalid(var, format!("scheme '{other}' is not http or https"))),
    }
}

fn parse_flag(var: &'static str, raw: Option<&str>) -> Result<bool, ConfigError> {
    match raw.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("0" | "false" | "off" | "no") => Ok(false),
        Some("1" | "true" | "on" | "yes") => Ok(true),
        Some(other) => Err(invalid(var, format!("'{other}' is not 1 or 0"))),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn parse(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_match_the_runtime_contract() {
        let config = parse(&[]).unwrap();
        assert_eq!(config.database.url, "sqlite://data/pitchwise.db");
        assert_eq!(config.database.kind, DatabaseKind::Sqlite);
        assert_eq!(config.bind_addr.to_string(), "127.0.0.1:8080");
        assert_eq!(config.public_url.as_str(), "http://localhost:8080/");
        assert_eq!(config.google_issuer_url.as_str(), "https://accounts.google.com/");
        assert!(config.google.is_none() && config.llm.is_none() && config.mail.smtp_url.is_none());
        assert!(!config.dev_login);
        assert!(!config.secure_cookies());
        assert_eq!(config.public_origin(), "http://localhost:8080");
        assert_eq!(
            config.rate_limits.waitlist,
            RateQuota {
                count: 5,
                period: Duration::from_secs(600)
            }
        );
        assert_eq!(
            config.rate_limits.sign_in,
            RateQuota {
                count: 10,
                period: Duration::from_secs(60)
            }
        );
        assert!(config.client_ip_header.is_none());
    }

    #[test]
    fn rates_read_as_count_per_period() {
        for (raw, count, secs) in [
            ("10/min", 10, 60),
            ("5/10min", 5, 600),
            (" 100 / h ", 100, 3600),
            ("3/30s", 3, 30),
        ] {
            assert_eq!(
                RateQuota::parse("X", raw).unwrap(),
                RateQuota {
                    count,
                    period: Duration::from_secs(secs)
                },
                "{raw}"
            );
        }
        for raw in ["10", "0/min", "10/0min", "ten/min", "10/day", "10/"] {
            assert!(RateQuota::parse("X", raw).is_err(), "{raw}");
        }
    }

    #[test]
    fn each_bad_value_names_its_variable() {
        let cases: &[(&[(&str, &str)], &str)] = &[
            (&[("DATABASE_URL", "mysql://x")], "DATABASE_URL"),
            (&[("DATABASE_URL", "postgres://[bad")], "DATABASE_URL"),
            (&[("BIND_ADDR", "nowhere")], "BIND_ADDR"),
            (&[("PUBLIC_URL", "ftp://x")], "PUBLIC_URL"),
            (&[("DEV_LOGIN", "maybe")], "DEV_LOGIN"),
            (&[("DEV_LOGIN", "1"), ("BIND_ADDR", "0.0.0.0:8080")], "DEV_LOGIN"),
            (
                &[("DEV_LOGIN", "1"), ("PUBLIC_URL", "https://pitchwise.example")],
                "DEV_LOGIN",
            ),
            (
                &[("DEV_LOGIN", "1"), ("PUBLIC_URL", "http://10.0.0.5:8080")],
                "DEV_LOGIN",
            ),
            (
                &[("DEV_LOGIN", "1"), ("CLIENT_IP_HEADER", "X-Forwarded-For")],
                "DEV_LOGIN",
            ),
            (&[("ADMIN_EMAILS", "\u{212A}ate@example.com")], "ADMIN_EMAILS"),
            (&[("ADMIN_EMAILS", "a@b.io, nope")], "ADMIN_EMAILS"),
            (&[("GOOGLE_CLIENT_ID", "id")], "GOOGLE_CLIENT_SECRET"),
            (&[("LLM_BASE_URL", "http://127.0.0.1:1/v1")], "LLM_MODEL"),
            (&[("LLM_TIMEOUT", "soon")], "LLM_TIMEOUT"),
            (&[("LLM_TIMEOUT", "0s")], "LLM_TIMEOUT"),
            (&[("SMTP_URL", "http://mail")], "SMTP_URL"),
            (&[("WAITLIST_RATE_LIMIT", "lots")], "WAITLIST_RATE_LIMIT"),
            (&[("SIGN_IN_RATE_LIMIT", "5/fortnight")], "SIGN_IN_RATE_LIMIT"),
            (&[("GENERATION_RATE_LIMIT", "0/min")], "GENERATION_RATE_LIMIT"),
            (&[("PREVIEW_RATE_LIMIT", "many")], "PREVIEW_RATE_LIMIT"),
            (&[("CLIENT_IP_HEADER", "bad header")], "CLIENT_IP_HEADER"),
        ];
        for (vars, var) in cases {
            let err = parse(vars).unwrap_err();
            if var.ends_with("RATE_LIMIT") {
                assert!(err.to_string().contains("s, sec, m, min, h or hour"), "{err}");
            }
            assert_eq!(err.var, *var, "{vars:?} gave {err}");
            assert!(err.to_string().starts_with(var));
        }
    }

    #[test]
    fn an_unset_public_url_follows_bind_addr_and_loopback_spellings_are_one_site() {
        let config = parse(&[("BIND_ADDR", "127.0.0.1:9000")]).unwrap();
        assert_eq!(config.public_url.as_str(), "http://localhost:9000/");
        for origin in ["http://localhost:9000", "http://127.0.0.1:9000", "http://[::1]:9000"] {
            assert!(config.is_own_origin(origin), "{origin}");
        }
        for origin in [
            "http://127.0.0.1:9001",
            "https://localhost:9000",
            "http://evil.example:9000",
            "http://127.0.0.1.evil.example:9000",
            "null",
            "",
        ] {
            assert!(!config.is_own_origin(origin), "{origin}");
        }
        assert_eq!(config.public_url_warning(), None);

        let public = parse(&[("PUBLIC_URL", "https://pitchwise.example")]).unwrap();
        assert!(public.is_own_origin("https://pitchwise.example"));
        assert!(!public.is_own_origin("https://127.0.0.1"));

        let mismatch = parse(&[("BIND_ADDR", "127.0.0.1:9000"), ("PUBLIC_URL", "http://localhost:8080")]).unwrap();
        assert!(mismatch.public_url_warning().unwrap().contains("port 8080"));
    }

    #[test]
    fn the_local_sign_in_runs_on_loopback_addresses() {
        for public_url in ["http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080"] {
            let config = parse(&[
                ("DEV_LOGIN", "1"),
                ("BIND_ADDR", "[::1]:8080"),
                ("PUBLIC_URL", public_url),
            ]);
            assert!(config.unwrap().dev_login, "{public_url}");
        }
    }

    #[test]
    fn values_are_parsed_and_normalised() {
        let config = parse(&[
            ("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test"),
            ("BIND_ADDR", "[::1]:9000"),
            ("PUBLIC_URL", "https://pitchwise.example"),
            ("ADMIN_EMAILS", " Ann@Example.com ,bob@example.org,"),
            ("GOOGLE_CLIENT_ID", "id"),
            ("GOOGLE_CLIENT_SECRET", "secret"),
        ])
        .unwrap();
        assert_eq!(config.database.kind, DatabaseKind::Postgres);
        assert!(config.secure_cookies());
        assert_eq!(config.admin_emails, vec!["ann@example.com", "bob@example.org"]);
        assert_eq!(config.mail.from, "Pitchwise <no-reply@pitchwise.example>");
        assert!(config.google.is_some());
    }

    #[test]
    fn the_llm_waits_a_minute_unless_told_otherwise() {
        let llm = |vars: &[(&str, &str)]| {
            let endpoint = [("LLM_BASE_URL", "http://127.0.0.1:11434/v1"), ("LLM_MODEL", "llama3.1")];
            parse(&[&endpoint[..], vars].concat()).unwrap().llm.unwrap()
        };
        assert_eq!(llm(&[]).timeout, Duration::from_secs(60));
        assert_eq!(llm(&[]).api_key, None);
        assert_eq!(llm(&[("LLM_TIMEOUT", "90s")]).timeout, Duration::from_secs(90));
        assert_eq!(llm(&[("LLM_TIMEOUT", " 2min ")]).timeout, Duration::from_secs(120));
    }
}
