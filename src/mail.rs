//! Outgoing mail: SMTP (`SMTP_URL`) through lettre, or the log when unset, so
//! a development server shows the mails it would send.

use lettre::{
    message::{header::ContentType, Mailbox},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};

use crate::{config::MailConfig, logging::OneLine};

#[derive(Clone)]
pub enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    /// Without SMTP: one log line per mail, with its links whole only when
    /// `whole_links` (else a link's query, where tokens travel, is masked).
    Log { whole_links: bool },
}

impl Mailer {
    pub fn new(config: &MailConfig) -> anyhow::Result<Self> {
        let Some(url) = &config.smtp_url else {
            return Ok(Mailer::Log {
                whole_links: config.links_in_log,
            });
        };
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.as_str())
            .map_err(|e| anyhow::anyhow!("SMTP_URL: {e}"))?
            .build();
        let from = config
            .from
            .parse()
            .map_err(|e| anyhow::anyhow!("MAIL_FROM: '{}' is not a mailbox ({e})", config.from))?;
        Ok(Mailer::Smtp { transport, from })
    }

    /// What the start-up log says of outgoing mail (never the password).
    pub fn describe(&self) -> String {
        match self {
            Mailer::Smtp { from, .. } => format!("SMTP (SMTP_URL), from {from}"),
            Mailer::Log { .. } => "written to the log (SMTP_URL is unset)".into(),
        }
    }

    /// Sends a plain-text mail.
    pub async fn send(&self, to: &str, subject: &str, body: String) -> anyhow::Result<()> {
        match self {
            Mailer::Log { whole_links } => {
                // One line, not the body: its links are what a developer needs.
                let links: Vec<String> = body
                    .split_whitespace()
                    .filter(|word| word.starts_with("http://") || word.starts_with("https://"))
                    .map(|link| if *whole_links { link.to_owned() } else { masked(link) })
                    .collect();
                tracing::info!(%to, %subject, ?links, "mail not sent: SMTP_URL is unset");
                Ok(())
            }
            Mailer::Smtp { transport, from } => {
                let message = Message::builder()
                    .from(from.clone())
                    .to(to.parse()?)
                    .subject(subject)
                    .header(ContentType::TEXT_PLAIN)
                    .body(body)?;
                transport.send(message).await?;
                Ok(())
            }
        }
    }

    /// Sends a plain-text mail in the background, so a slow or failing mail server
    /// never delays or fails the action that caused it: a failure is logged,
    /// naming the mail (`what`), and the action stands.
    pub fn send_in_background(&self, to: String, subject: &'static str, body: String, what: &'static str) {
        let mailer = self.clone();
        tokio::spawn(async move {
            if let Err(e) = mailer.send(&to, subject, body).await {
                tracing::error!(error = %OneLine(&e), mail = what, "a mail could not be sent");
            }
        });
    }
}

/// The link with each query value (a verification token, say) cut to its
/// first four characters: enough to tell two mails apart, too little to use.
fn masked(link: &str) -> String {
    let Some((page, query)) = link.split_once('?') else {
        return link.to_owned();
    };
    let pairs: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((name, value)) => format!("{name}={}…", value.chars().take(4).collect::<String>()),
            None => pair.to_owned(),
        })
        .collect();
    format!("{page}?{}", pairs.join("&"))
}

#[cfg(test)]
mod tests {
    use super::masked;

    #[test]
    fn a_masked_link_keeps_its_page_and_four_characters_of_each_value() {
        assert_eq!(
            masked("https://pitchwise.example/verify-email?token=a1b2c3d4e5f6"),
            "https://pitchwise.example/verify-email?token=a1b2…"
        );
        assert_eq!(
            masked("https://pitchwise.example/login"),
            "https://pitchwise.example/login"
        );
    }
}
