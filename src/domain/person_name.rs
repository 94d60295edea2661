use super::text::{sanitize_line, BoundedText, TextRule};

/// A person's name: trimmed, 1 to 100 characters, one line, no control or bidi
/// characters. Typed into a form it is checked; from a sign-in provider it is cleaned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

const FIELD: BoundedText = BoundedText {
    rule: TextRule::line(100),
    min_chars: 1,
    optional: false,
    too_short: "Please enter your name.",
    too_long: "Name must be at most 100 characters.",
    control: "Name must not contain control characters.",
};

impl PersonName {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        FIELD.parse(raw).map(|name| Self(name.to_owned()))
    }

    /// A name as a sign-in says it (Google's profile, the local form): cleaned
    /// and cut to the limit; `None` when nothing is left.
    pub fn from_sign_in(raw: &str) -> Option<Self> {
        Some(sanitize_line(raw, FIELD.rule.max_chars))
            .filter(|n| !n.is_empty())
            .map(Self)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::PersonName;

    #[test]
    fn trims_and_bounds_names() {
        assert_eq!(PersonName::parse("  Ada Lovelace ").unwrap().as_str(), "Ada Lovelace");
        assert_eq!(
            PersonName::parse(&"é".repeat(100)).unwrap().as_str().chars().count(),
            100
        );
        assert!(PersonName::parse("   ").is_err());
        assert!(PersonName::parse(&"a".repeat(101)).is_err());
        assert!(PersonName::parse("Ada\u{0}").is_err());
        assert!(PersonName::parse("Ada\u{202E}").is_err());
    }

    #[test]
    fn names_from_a_sign_in_are_cleaned_not_refused() {
        let name = format!("Mallory\u{202E}\0{}", "x".repeat(60_000));
        let cleaned = PersonName::from_sign_in(&name).unwrap();
        assert_eq!(cleaned.as_str().chars().count(), 100);
        assert!(cleaned.as_str().starts_with("Mallory"));
        assert!(!cleaned.as_str().contains(['\0', '\u{202E}']));
        assert_eq!(PersonName::from_sign_in(" \0 "), None);
    }
}
