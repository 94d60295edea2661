//! A local SMTP server that accepts every mail and keeps it for the test to read.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

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

    /// Waits (up to 10 s) for the n-th mail and answers its raw text.
    pub async fn mail(&self, n: usize) -> String {
        for _ in 0..1000 {
            if let Some(mail) = self.mails.lock().unwrap().get(n) {
                return mail.clone();
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("no mail number {n} arrived");
    }
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
