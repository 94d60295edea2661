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
/// so one failure is one log entry.
pub struct OneLine<T>(pub T);

impl<T: fmt::Display> fmt::Display for OneLine<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{:#}", self.0);
        f.write_str(&text.replace('\r', "\\r").replace('\n', "\\n"))
    }
}

/// One `audit` line for an administrator's action: who (`actor`, a user id)
/// did what (`action`, e.g. `user.update`) to whom or what (`subject`), with
/// what (`detail`). Operators find them all with the target: `RUST_LOG=audit=info`
/// keeps only them, and every line carries `target=audit`.
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
    fn caller_text_is_escaped_and_cut() {
        assert_eq!(format!("{:?}", Untrusted("x\nERROR forged")), r#""x\nERROR forged""#);
        let long = "é".repeat(300);
        let logged = format!("{:?}", Untrusted(&long));
        assert!(logged.starts_with(&format!("\"{}\"", "é".repeat(200))), "{logged}");
        assert!(logged.ends_with("... (300 characters)"));
    }
}
