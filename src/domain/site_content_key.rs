/// The key of a site text: trimmed, 1 to 100 characters of ASCII letters, digits,
/// `.`, `_` and `-`, starting with a letter or digit (e.g. `landing.hero.title`).
/// Keys are case-sensitive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteContentKey(String);

impl SiteContentKey {
    pub const MAX_LEN: usize = 100;

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let key = raw.trim();
        if key.is_empty() {
            Err("Please enter a key.")
        } else if key.len() > Self::MAX_LEN {
            Err("Key must be at most 100 characters.")
        } else if !key.starts_with(|c: char| c.is_ascii_alphanumeric())
            || !key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        {
            Err("Key may contain only letters, digits, dots, dashes and underscores, and must start with a letter or digit.")
        } else {
            Ok(Self(key.to_owned()))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::SiteContentKey;

    #[test]
    fn keys_are_short_and_plain() {
        assert_eq!(
            SiteContentKey::parse(" landing.hero_title-2 ").unwrap().as_str(),
            "landing.hero_title-2"
        );
        assert!(SiteContentKey::parse("ComingSoon").is_ok());
        assert!(SiteContentKey::parse(&"k".repeat(100)).is_ok());
        for raw in [
            "",
            "   ",
            ".hidden",
            "-x",
            "two words",
            "a/b",
            "ключ",
            "<b>",
            &"k".repeat(101),
        ] {
            assert!(SiteContentKey::parse(raw).is_err(), "{raw:?}");
        }
    }
}
