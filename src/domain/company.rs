//! The fields of a company profile (spec sections 3 and 5), each parsed once.
//!
//! Minimums and messages are the spec's; maximums are ours (`docs/decisions.md`).
//! Text is trimmed first. Single-line fields refuse control characters; the
//! multi-line ones (description, competitors, products/services) allow line breaks and tabs.

use super::text::{profile_text, BoundedText, TextRule};

profile_text!(
    /// A company's name: 2 to 100 characters, one line.
    CompanyName: "Company name", line(100), required, min 2
);
profile_text!(
    /// What the company does: 10 to 2000 characters.
    CompanyDescription: "Description", multiline(2000), required, min 10
);
profile_text!(
    /// The competitors, free text: optional (empty), at most 1000 characters.
    Competitors: "Competitors", multiline(1000), optional, min 0
);
profile_text!(
    /// The products and services: optional (empty), else 10 to 2000 characters.
    ProductsServices: "Products/Services description", multiline(2000), optional, min 10
);

/// One of the spec's twelve industries, spelled as the select shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Industry {
    Technology,
    Healthcare,
    Finance,
    Education,
    Retail,
    Manufacturing,
    Entertainment,
    FoodAndBeverage,
    Transportation,
    RealEstate,
    Energy,
    Other,
}

impl Industry {
    pub const ALL: [Self; 12] = [
        Self::Technology,
        Self::Healthcare,
        Self::Finance,
        Self::Education,
        Self::Retail,
        Self::Manufacturing,
        Self::Entertainment,
        Self::FoodAndBeverage,
        Self::Transportation,
        Self::RealEstate,
        Self::Energy,
        Self::Other,
    ];

    /// Matches an option ignoring case and surrounding spaces; the stored
    /// spelling is the option's.
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let raw = raw.trim();
        if raw.chars().count() < 2 {
            return Err("Industry must be at least 2 characters.");
        }
        Self::ALL
            .into_iter()
            .find(|i| i.as_str().eq_ignore_ascii_case(raw))
            .ok_or(
                "Industry must be one of: Technology, Healthcare, Finance, Education, Retail, \
                 Manufacturing, Entertainment, Food & Beverage, Transportation, Real Estate, Energy, Other.",
            )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Technology => "Technology",
            Self::Healthcare => "Healthcare",
            Self::Finance => "Finance",
            Self::Education => "Education",
            Self::Retail => "Retail",
            Self::Manufacturing => "Manufacturing",
            Self::Entertainment => "Entertainment",
            Self::FoodAndBeverage => "Food & Beverage",
            Self::Transportation => "Transportation",
            Self::RealEstate => "Real Estate",
            Self::Energy => "Energy",
            Self::Other => "Other",
        }
    }
}

/// An optional web address of the profile: empty, or an absolute `http`/`https`
/// URL with a host, at most 2048 characters. Kept as typed (trimmed).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HttpUrl(String);

impl HttpUrl {
    pub const INVALID: &'static str = "Please enter a valid URL";
    const FIELD: BoundedText = BoundedText {
        rule: TextRule::line(2048),
        min_chars: 0,
        optional: true,
        too_short: Self::INVALID,
        too_long: "URL must be at most 2048 characters.",
        control: Self::INVALID,
    };

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let text = Self::FIELD.parse(raw)?;
        if text.is_empty() {
            return Ok(Self::default());
        }
        if text.chars().any(char::is_whitespace) {
            return Err(Self::INVALID);
        }
        // `scheme://` then the host, as typed: the WHATWG parser would also accept
        // `http:/host` or `http:///host`, which are typos rather than addresses.
        let lower = text.to_ascii_lowercase();
        let Some(rest) = lower.strip_prefix("http://").or_else(|| lower.strip_prefix("https://")) else {
            return Err(Self::INVALID);
        };
        if rest.starts_with(['/', '\\']) {
            return Err(Self::INVALID);
        }
        match url::Url::parse(text) {
            Ok(url) if matches!(url.scheme(), "http" | "https") && url.host_str().is_some_and(|h| !h.is_empty()) => {
                Ok(Self(text.to_owned()))
            }
            _ => Err(Self::INVALID),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(CompanyName::parse("  Acme ").unwrap().as_str(), "Acme");
        assert_eq!(CompanyName::parse("Ab").unwrap().as_str(), "Ab");
        assert_eq!(
            CompanyName::parse(" A "),
            Err("Company name must be at least 2 characters.")
        );
        assert!(CompanyName::parse(&"é".repeat(100)).is_ok());
        assert!(CompanyName::parse(&"é".repeat(101)).is_err());
        assert!(CompanyName::parse("Ac\nme").is_err());
    }

    #[test]
    fn descriptions_allow_line_breaks() {
        assert!(CompanyDescription::parse("We make\nthings people love").is_ok());
        assert_eq!(
            CompanyDescription::parse("too short"),
            Err("Description must be at least 10 characters.")
        );
        assert!(CompanyDescription::parse(&"x".repeat(2001)).is_err());
        assert!(CompanyDescription::parse("ten chars \u{7}here").is_err());
    }

    #[test]
    fn products_are_optional_but_ten_characters_when_given() {
        assert_eq!(ProductsServices::parse("   ").unwrap().as_str(), "");
        assert_eq!(
            ProductsServices::parse("Widgets"),
            Err("Products/Services description must be at least 10 characters.")
        );
        assert!(ProductsServices::parse("Widgets and gadgets").is_ok());
        assert!(Competitors::parse("").is_ok());
        assert!(Competitors::parse(&"x".repeat(1001)).is_err());
    }

    #[test]
    fn industries_are_the_twelve_options() {
        for industry in Industry::ALL {
            assert_eq!(Industry::parse(industry.as_str()), Ok(industry));
        }
        assert_eq!(Industry::parse(" food & beverage "), Ok(Industry::FoodAndBeverage));
        assert_eq!(Industry::parse("T"), Err("Industry must be at least 2 characters."));
        assert!(Industry::parse("Aerospace").is_err());
    }

    #[test]
    fn urls_are_empty_or_http() {
        assert_eq!(HttpUrl::parse("").unwrap().as_str(), "");
        assert_eq!(
            HttpUrl::parse(" https://acme.example/about ").unwrap().as_str(),
            "https://acme.example/about"
        );
        assert!(HttpUrl::parse("http://localhost:8080").is_ok());
        for bad in [
            "acme.example",
            "www.acme.example",
            "ftp://acme.example",
            "javascript:alert(1)",
            "https://",
            "http:///path",
            "http:/acme.example",
            "https:\\\\acme.example",
            "https://acme .example",
            "mailto:ceo@acme.example",
        ] {
            assert_eq!(HttpUrl::parse(bad), Err(HttpUrl::INVALID), "{bad}");
        }
        assert!(HttpUrl::parse(&format!("https://acme.example/{}", "a".repeat(2048))).is_err());
    }
}
