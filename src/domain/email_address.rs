/// A trimmed email address of the shape browsers accept for `<input type="email">`
/// (WHATWG), with a dot in the domain, at most 254 characters; lower-cased in
/// ASCII only. Unicode case folding would map look-alikes onto real addresses
/// (the Kelvin sign `K` lower-cases to `k`); such characters are not part of the
/// accepted shape, so an address holding one is refused instead.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EmailAddress(String);

pub const INVALID_EMAIL: &str = "Please enter a valid email address.";
const MAX_LEN: usize = 254;

impl EmailAddress {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let email = raw.trim().to_ascii_lowercase();
        let valid = email.len() <= MAX_LEN
            && match email.split_once('@') {
                Some((local, domain)) => valid_local_part(local) && valid_domain(domain),
                None => false,
            };
        if valid {
            Ok(Self(email))
        } else {
            Err(INVALID_EMAIL)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn valid_local_part(local: &str) -> bool {
    (1..=64).contains(&local.len())
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ".!#$%&'*+/=?^_`{|}~-".contains(c))
}

fn valid_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    labels.len() >= 2
        && labels.iter().all(|label| {
            (1..=63).contains(&label.len())
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

#[cfg(test)]
mod tests {
    use super::EmailAddress;

    #[test]
    fn accepts_real_addresses_and_normalises_them() {
        for (raw, parsed) in [
            ("  Ann.Lee+news@Example.co.uk ", "ann.lee+news@example.co.uk"),
            ("o'brien@mail-host.io", "o'brien@mail-host.io"),
        ] {
            assert_eq!(EmailAddress::parse(raw).unwrap().as_str(), parsed);
        }
    }

    #[test]
    fn rejects_what_is_not_an_address() {
        for raw in [
            "",
            "plain",
            "@example.com",
            "ann@",
            "ann@localhost",
            "ann@@example.com",
            "ann lee@example.com",
            "ann@-example.com",
            "ann@example..com",
            "<script>@example.com",
            "\u{212A}ate@example.com",
            "kate@\u{212A}example.com",
            "ſam@example.com",
            &format!("{}@example.com", "a".repeat(65)),
        ] {
            assert!(EmailAddress::parse(raw).is_err(), "{raw:?} was accepted");
        }
    }
}
