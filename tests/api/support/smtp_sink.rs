//! A local SMTP server that accepts every mail and keeps it for the test to read.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

use crate::helpers::{Backend, TestApp};

/// The sender the apps of the mail tests write from.
pub const MAIL_FROM: &str = "Pitchwise <hello@pitchwise.test>";

/// Spawns the app with its mail going to a new sink, plus `vars`.
pub async fn app_with_sink(backend: Backend, vars: &[(&str, &str)]) -> (SmtpSink, TestApp) {
    let sink = SmtpSink::start().await;
    let mut vars = vars.to_vec();
    vars.extend([("SMTP_URL", sink.url.as_str()), ("MAIL_FROM", MAIL_FROM)]);
    let app = TestApp::spawn_with(backend, &vars).await.unwrap();
    (sink, app)
}

#[derive(Clone, Default)]
pub struct SmtpSink {
    pub url: String,
    mails: Arc<Mutex<Vec<String>>>,
}

impl SmtpSink {
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let sink = Self {
            url: format!("smtp://{}", listener.local_addr().unwrap()),
            mails: Arc::default(),
        };
        let mails = sink.mails.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(session(stream, mails.clone()));
            }
        });
        sink
    }

    /// Waits (up to 10 s) for a mail to `to` with this subject and answers it as
    /// a mail client reads it (the body is quoted-printable).
    pub async fn mail_to(&self, to: &str, subject: &str) -> String {
        for _ in 0..1000 {
            if let Some(mail) = self.mails_to(to, subject).pop() {
                return mail;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("no mail to {to} with the subject '{subject}' arrived");
    }

    /// The mails to `to` with this subject that arrived so far, decoded, oldest first.
    pub fn mails_to(&self, to: &str, subject: &str) -> Vec<String> {
        let (to, subject) = (format!("\nTo: {to}\n"), format!("\nSubject: {subject}\n"));
        self.mails
            .lock()
            .unwrap()
            .iter()
            .map(|raw| decoded(raw))
            .filter(|mail| mail.contains(&to) && mail.contains(&subject))
            .collect()
    }
}

/// A mail's text as a mail client shows it: quoted-printable undone (which
/// writes CRLF line ends: they are `\n` again here), after a `\n` for the first header.
fn decoded(raw: &str) -> String {
    let bytes = quoted_printable::decode(raw, quoted_printable::ParseMode::Robust).unwrap();
    format!("\n{}", String::from_utf8(bytes).unwrap().replace("\r\n", "\n"))
}

/// The link in `mail` that starts with `start`, whole (up to the next white space).
pub fn link_in(mail: &str, start: &str) -> String {
    let at = mail
        .find(start)
        .unwrap_or_else(|| panic!("no link {start}... in {mail}"));
    mail[at..].chars().take_while(|c| !c.is_whitespace()).collect()
}

async fn session(stream: tokio::net::TcpStream, mails: Arc<Mutex<Vec<String>>>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
    while let Ok(Some(line)) = lines.next_line().await {
        let command = line.to_ascii_uppercase();
        let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
            b"250-sink\r\n250 8BITMIME\r\n"
        } else if command.starts_with("DATA") {
            write.write_all(b"354 go on\r\n").await.unwrap();
            let mut mail = String::new();
            while let Ok(Some(data)) = lines.next_line().await {
                if data == "." {
                    break;
                }
                mail.push_str(data.strip_prefix('.').unwrap_or(&data));
                mail.push('\n');
            }
            mails.lock().unwrap().push(mail);
            b"250 kept\r\n"
        } else if command.starts_with("QUIT") {
            write.write_all(b"221 bye\r\n").await.unwrap();
            return;
        } else {
            b"250 ok\r\n"
        };
        write.write_all(reply).await.unwrap();
    }
}
