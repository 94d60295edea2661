//! Log fields that carry what a caller chose.

use std::fmt;

/// Longest caller-supplied text a log line carries, in characters.
const MAX_CHARS: usize = 200;

/// A value a caller chose (a query parameter, a provider's error text) as a log
/// field: written with `?` it is quoted and escaped, so a line break in it is
/// `\n`, never a new (forged) log line; it is cut at 200 characters so a caller
/// cannot flood the log.
pub struct Untrusted<'a>(pub &'a str);

impl fmt::Debug for Untrusted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(MAX_CHARS) {
            None => write!(f, "{:?}", self.0),
            Some((cut, _)) => write!(f, "{:?}... ({} characters)", &self.0[..cut], self.0.chars().count()),
        }
    }
}

/// An error as a log field (`%OneLine(&e)`): its causes joined on one line
/// (`outer: inner: root`, anyhow's `{:#}`) and any line break inside escaped,
/// so one failure is one log entry. A cause that its error's message already
/// ends with (lettre's errors print their source) is said once.
pub struct OneLine<T>(pub T);

impl<T: fmt::Display> fmt::Display for OneLine<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{:#}", self.0);
        let mut line = String::with_capacity(text.len());
        for part in text.split(": ") {
            if line.ends_with(&format!(": {part}")) {
                continue;
            }
            if !line.is_empty() {
                line.push_str(": ");
            }
            line.push_str(part);
        }
        f.write_str(&line.replace('\r', "\\r").replace('\n', "\\n"))
    }
}

/// One `audit` line for an administrator's action: who (`actor`, a user id)
/// did what (`action`, e.g. `user.update`) to whom or what (`subject`), with
/// what (`detail`). Operators find them all by the target `audit`
/// (`RUST_LOG=audit=info` keeps only them) or by the message `admin action`.
pub fn audit(actor: i64, action: &str, subject: &str, detail: &str) {
    tracing::info!(target: "audit", actor, action, subject = ?Untrusted(subject), detail = ?Untrusted(detail), "admin action");
}

#[cfg(test)]
mod tests {
    use super::{OneLine, Untrusted};

    #[test]
    fn errors_are_one_line_with_their_causes() {
        let error = anyhow::anyhow!("root cause\nwith a second line").context("outer");
        assert_eq!(OneLine(&error).to_string(), r"outer: root cause\nwith a second line");
    }

    #[test]
    fn a_cause_its_error_already_names_is_said_once() {
        // lettre's error prints its source, which anyhow's chain prints again.
        let io = std::io::Error::new(
            std::io::ErrorKind::ConnectionRefused,
            "Connection refused (os error 111)",
        );
        #[derive(Debug)]
        struct Connection(std::io::Error);
        impl std::fmt::Display for Connection {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "Connection error: {}", self.0)
            }
        }
        impl std::error::Error for Connection {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(&self.0)
            }
        }
        let error = anyhow::Error::new(Connection(io));
        assert_eq!(
            OneLine(&error).to_string(),
            "Connection error: Connection refused (os error 111)"
        );
        let wrapped = error.context("sending the approval mail");
        assert_eq!(
            OneLine(&wrapped).to_string(),
            "sending the approval mail: Connection error: Connection refused (os error 111)"
        );
    }

    #[test]
    fn caller_text_is_escaped_and_cut() {
        assert_eq!(format!("{:?}", Untrusted("x\nERROR forged")), r#""x\nERROR forged""#);
        let long = "é".repeat(300);
        let logged = format!("{:?}", Untrusted(&long));
        assert!(logged.starts_with(&format!("\"{}\"", "é".repeat(200))), "{logged}");
        assert!(logged.ends_with("... (300 characters)"));
    }
}
