//! Text that people type and others read: names, descriptions, messages, site
//! texts, interview answers. Every stored text passes one of these rules, so none
//! holds a NUL (PostgreSQL refuses it, which would be a 500), a control character
//! or a bidi override that makes text display as something it is not.

/// Why a text was refused; each field words its own message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextError {
    TooLong,
    /// NUL, another control character (line breaks and tabs aside where allowed)
    /// or a bidi embedding, override or isolate.
    ControlCharacter,
}

/// A field's rule: its maximum in characters (not bytes, so 'é' counts once)
/// and whether it may span lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextRule {
    pub max_chars: usize,
    multiline: bool,
}

impl TextRule {
    /// One line: no control character at all.
    pub const fn line(max_chars: usize) -> Self {
        Self {
            max_chars,
            multiline: false,
        }
    }

    /// Line breaks and tabs allowed.
    pub const fn multiline(max_chars: usize) -> Self {
        Self {
            max_chars,
            multiline: true,
        }
    }

    /// The text trimmed (possibly empty: minimums are the field's own), or why not.
    pub fn check<'a>(&self, raw: &'a str) -> Result<&'a str, TextError> {
        let text = raw.trim();
        if text.chars().any(|c| self.refuses(c)) {
            Err(TextError::ControlCharacter)
        } else if text.chars().count() > self.max_chars {
            Err(TextError::TooLong)
        } else {
            Ok(text)
        }
    }

    fn refuses(&self, c: char) -> bool {
        let allowed_break = self.multiline && matches!(c, '\n' | '\r' | '\t');
        (c.is_control() && !allowed_break) || is_bidi_control(c)
    }
}

/// A typed text field: its rule, its minimum, and what it says when the text
/// breaks either, in the field's own words. Every bounded text of the domain
/// parses through [`BoundedText::parse`].
#[derive(Debug, Clone, Copy)]
pub struct BoundedText {
    pub rule: TextRule,
    /// Fewer characters than this (after trimming) is refused with `too_short`...
    pub min_chars: usize,
    /// ...unless the field is optional and left empty.
    pub optional: bool,
    pub too_short: &'static str,
    pub too_long: &'static str,
    pub control: &'static str,
}

impl BoundedText {
    /// The text trimmed, or the field's message for what is wrong.
    pub fn parse<'a>(&self, raw: &'a str) -> Result<&'a str, &'static str> {
        let text = self.rule.check(raw).map_err(|e| match e {
            TextError::TooLong => self.too_long,
            TextError::ControlCharacter => self.control,
        })?;
        let allowed_empty = self.optional && text.is_empty();
        if text.chars().count() < self.min_chars && !allowed_empty {
            Err(self.too_short)
        } else {
            Ok(text)
        }
    }
}

/// A newtype of trimmed text with the messages of a profile field: "<label>
/// must be at least/at most N characters.", "<label> must not contain control
/// characters."; an `optional` field may also be left empty.
macro_rules! profile_text {
    (@optional required) => { false };
    (@optional optional) => { true };
    ($(#[$meta:meta])* $name:ident: $label:literal, $kind:ident($max:literal), $presence:ident, min $min:literal) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Default)]
        pub struct $name(String);

        impl $name {
            pub const FIELD: $crate::domain::BoundedText = $crate::domain::BoundedText {
                rule: $crate::domain::TextRule::$kind($max),
                min_chars: $min,
                optional: profile_text!(@optional $presence),
                too_short: concat!($label, " must be at least ", $min, " characters."),
                too_long: concat!($label, " must be at most ", $max, " characters."),
                control: concat!($label, " must not contain control characters."),
            };

            pub fn parse(raw: &str) -> Result<Self, &'static str> {
                Self::FIELD.parse(raw).map(|text| Self(text.to_owned()))
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }
    };
}
pub(super) use profile_text;

/// What a provider says (a person's name from Google, say) made safe to store
/// and show: control and bidi characters dropped, whitespace runs made one
/// space, cut at `max_chars`. Such text is not the person's typing to correct,
/// so it is cleaned, not refused.
pub fn sanitize_line(raw: &str, max_chars: usize) -> String {
    let kept: String = raw
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| !c.is_control() && !is_bidi_control(c))
        .collect();
    kept.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(max_chars)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

/// Explicit bidi formatting (embeddings, overrides, isolates and their pop):
/// what "Trojan Source" spoofing uses. Ordinary right-to-left text needs none.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_refuse_every_control_and_bidi_character() {
        let rule = TextRule::line(10);
        assert_eq!(rule.check("  Ann Lee "), Ok("Ann Lee"));
        assert_eq!(rule.check(""), Ok(""));
        for bad in ["a\0b", "a\nb", "a\u{7}", "\u{202E}evil", "x\u{2066}y"] {
            assert_eq!(rule.check(bad), Err(TextError::ControlCharacter), "{bad:?}");
        }
        assert_eq!(rule.check(&"é".repeat(10)), Ok("éééééééééé"));
        assert_eq!(rule.check(&"é".repeat(11)), Err(TextError::TooLong));
    }

    #[test]
    fn multiline_text_keeps_breaks_and_tabs_but_not_nul() {
        let rule = TextRule::multiline(100);
        assert_eq!(rule.check("one\r\ntwo\tthree\n"), Ok("one\r\ntwo\tthree"));
        assert_eq!(rule.check("a\0b"), Err(TextError::ControlCharacter));
        assert_eq!(rule.check("a\u{202D}b"), Err(TextError::ControlCharacter));
        // Right-to-left script itself is text, not a control.
        assert_eq!(rule.check("שלום עולם"), Ok("שלום עולם"));
    }

    #[test]
    fn bounded_text_says_which_bound_broke() {
        let field = BoundedText {
            rule: TextRule::line(5),
            min_chars: 2,
            optional: true,
            too_short: "short",
            too_long: "long",
            control: "control",
        };
        assert_eq!(field.parse(" ab "), Ok("ab"));
        assert_eq!(field.parse("  "), Ok(""));
        assert_eq!(field.parse("a"), Err("short"));
        assert_eq!(field.parse("abcdef"), Err("long"));
        assert_eq!(field.parse("a\nb"), Err("control"));
        let required = BoundedText {
            optional: false,
            ..field
        };
        assert_eq!(required.parse(""), Err("short"));
    }

    #[test]
    fn provider_text_is_cleaned_and_cut() {
        assert_eq!(sanitize_line("  Grace \u{202E}\0Hopper\n ", 100), "Grace Hopper");
        assert_eq!(sanitize_line("\u{0}\u{1}", 100), "");
        let long = format!("{}\0{}", "a".repeat(60_000), "\u{202E}");
        assert_eq!(sanitize_line(&long, 100), "a".repeat(100));
        assert_eq!(sanitize_line("Ann  Lee", 4), "Ann");
    }
}
