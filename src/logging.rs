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

#[cfg(test)]
mod tests {
    use super::Untrusted;

    #[test]
    fn caller_text_is_escaped_and_cut() {
        assert_eq!(format!("{:?}", Untrusted("x\nERROR forged")), r#""x\nERROR forged""#);
        let long = "é".repeat(300);
        let logged = format!("{:?}", Untrusted(&long));
        assert!(logged.starts_with(&format!("\"{}\"", "é".repeat(200))), "{logged}");
        assert!(logged.ends_with("... (300 characters)"));
    }
}
