/// A person's name as typed into a form: trimmed, 1 to 100 characters, no
/// control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

const MAX_CHARS: usize = 100;

impl PersonName {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let name = raw.trim();
        if name.is_empty() {
            Err("Please enter your name.")
        } else if name.chars().count() > MAX_CHARS {
            Err("Name must be at most 100 characters.")
        } else if name.chars().any(char::is_control) {
            Err("Name must not contain control characters.")
        } else {
            Ok(Self(name.to_owned()))
        }
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
    }
}
