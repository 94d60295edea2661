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
    Log,
}

impl Mailer {
    pub fn new(config: &MailConfig) -> anyhow::Result<Self> {
        let Some(url) = &config.smtp_url else {
            return Ok(Mailer::Log);
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
            Mailer::Log => "written to the log (SMTP_URL is unset)".into(),
        }
    }

    /// Sends a plain-text mail.
    pub async fn send(&self, to: &str, subject: &str, body: String) -> anyhow::Result<()> {
        match self {
            Mailer::Log => {
                // One line, not the body: its links are what a developer needs.
                let links: Vec<&str> = body
                    .split_whitespace()
                    .filter(|word| word.starts_with("http://") || word.starts_with("https://"))
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
