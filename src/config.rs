//! Typed configuration, read once from the environment (and `.env`).
//!
//! Every variable of `decisions.md` section 2 is parsed here, so the rest of the
//! program only ever sees valid values. A bad value becomes one line naming the
//! variable, printed by `main` before it exits.

use std::net::SocketAddr;

use url::Url;

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
}

#[derive(Debug, Clone)]
pub struct MailConfig {
    /// `None`: mails are written to the log.
    pub smtp_url: Option<Url>,
    pub from: String,
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
}

impl Config {
    pub const DEFAULT_BIND_ADDR: &'static str = "127.0.0.1:8080";
    pub const DEFAULT_PUBLIC_URL: &'static str = "http://localhost:8080";
    pub const DEFAULT_GOOGLE_ISSUER_URL: &'static str = "https://accounts.google.com";

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

        let public_url = parse_http_url(
            "PUBLIC_URL",
            &get("PUBLIC_URL").unwrap_or_else(|| Self::DEFAULT_PUBLIC_URL.into()),
        )?;

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
        if dev_login && !bind_addr.ip().is_loopback() {
            return Err(invalid(
                "DEV_LOGIN",
                format!("the local sign-in is refused because BIND_ADDR {bind_addr} is not a loopback address"),
            ));
        }

        let admin_emails = get("ADMIN_EMAILS")
            .map(|list| {
                list.split(',')
                    .map(|e| e.trim().to_lowercase())
                    .filter(|e| !e.is_empty())
                    .map(|e| {
                        if looks_like_email(&e) {
                            Ok(e)
                        } else {
                            Err(invalid("ADMIN_EMAILS", format!("'{e}' is not an email address")))
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()?
            .unwrap_or_default();

        let llm = match get("LLM_BASE_URL") {
            None => None,
            Some(raw) => Some(LlmConfig {
                base_url: parse_http_url("LLM_BASE_URL", &raw)?,
                api_key: get("LLM_API_KEY"),
                model: get("LLM_MODEL").ok_or_else(|| invalid("LLM_MODEL", "is required when LLM_BASE_URL is set"))?,
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

        Ok(Self {
            database,
            bind_addr,
            public_url,
            google,
            google_issuer_url,
            dev_login,
            admin_emails,
            llm,
            mail: MailConfig { smtp_url, from },
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

/// A light shape check for operator-supplied addresses; user input goes
/// through the stricter domain types.
fn looks_like_email(value: &str) -> bool {
    matches!(value.split_once('@'), Some((local, domain)) if !local.is_empty() && domain.contains('.') && !domain.starts_with('.') && !domain.ends_with('.'))
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
            (&[("ADMIN_EMAILS", "a@b.io, nope")], "ADMIN_EMAILS"),
            (&[("GOOGLE_CLIENT_ID", "id")], "GOOGLE_CLIENT_SECRET"),
            (&[("LLM_BASE_URL", "http://127.0.0.1:1/v1")], "LLM_MODEL"),
            (&[("SMTP_URL", "http://mail")], "SMTP_URL"),
        ];
        for (vars, var) in cases {
            let err = parse(vars).unwrap_err();
            assert_eq!(err.var, *var, "{vars:?} gave {err}");
            assert!(err.to_string().starts_with(var));
        }
    }

    #[test]
    fn values_are_parsed_and_normalised() {
        let config = parse(&[
            ("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test"),
            ("BIND_ADDR", "[::1]:9000"),
            ("PUBLIC_URL", "https://pitchwise.example"),
            ("DEV_LOGIN", "1"),
            ("ADMIN_EMAILS", " Ann@Example.com ,bob@example.org,"),
            ("GOOGLE_CLIENT_ID", "id"),
            ("GOOGLE_CLIENT_SECRET", "secret"),
        ])
        .unwrap();
        assert_eq!(config.database.kind, DatabaseKind::Postgres);
        assert!(config.dev_login);
        assert!(config.secure_cookies());
        assert_eq!(config.admin_emails, vec!["ann@example.com", "bob@example.org"]);
        assert_eq!(config.mail.from, "Pitchwise <no-reply@pitchwise.example>");
        assert!(config.google.is_some());
    }
}
