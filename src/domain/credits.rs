use serde_json::Value;

/// A credit balance an administrator sets: a whole JSON number from 0 to
/// [`Credits::MAX`] (a number, not a numeric string, as the edit dialog sends it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Credits(i64);

impl Credits {
    pub const MAX: i64 = 1_000_000;

    pub fn parse(raw: &Value) -> Result<Self, &'static str> {
        match raw.as_i64() {
            Some(n) if (0..=Self::MAX).contains(&n) => Ok(Self(n)),
            Some(n) if n > Self::MAX => Err("Credits must be at most 1000000."),
            _ => Err("Credits must be a whole number of 0 or more."),
        }
    }

    pub fn get(self) -> i64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::Credits;
    use serde_json::json;

    #[test]
    fn whole_numbers_from_zero_to_the_maximum() {
        assert_eq!(Credits::parse(&json!(0)).unwrap().get(), 0);
        assert_eq!(Credits::parse(&json!(1_000_000)).unwrap().get(), 1_000_000);
        assert_eq!(
            Credits::parse(&json!(1_000_001)),
            Err("Credits must be at most 1000000.")
        );
        for raw in [
            json!(-1),
            json!(1.5),
            json!("5"),
            json!(null),
            json!(true),
            json!(u64::MAX),
        ] {
            assert_eq!(
                Credits::parse(&raw),
                Err("Credits must be a whole number of 0 or more."),
                "{raw}"
            );
        }
    }
}
