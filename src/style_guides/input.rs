//! The bodies of `PUT /api/companies/{id}/style-guide` and of `.../learn`, and
//! their validation. Item errors are keyed by the item's path (`tone.2`,
//! `preferredTerms.0.use`), as the Voice panel's form names its inputs.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    domain::{
        Language, PointOfView, PreferredTerm, ReadingLevel, StyleGuide, TextError, TextRule, STYLE_GUIDE_OPTIONS,
    },
    error::{AppError, FieldErrors},
    writer::{prose::bare_words, quality::has_form_of},
};

/// A style guide's fields as sent; a field left out (or `null`) keeps its value.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StyleGuideRequest {
    /// At most 6 tone words, each up to 30 characters.
    #[schema(example = json!(["warm", "plain-spoken"]))]
    tone: Option<Vec<String>>,
    /// At most 50 words or phrases, each up to 60 characters.
    #[schema(example = json!(["cheap", "world-class"]))]
    avoid: Option<Vec<String>>,
    /// At most 30, each side up to 60 characters.
    preferred_terms: Option<Vec<PreferredTermRequest>>,
    /// plain, professional or technical.
    #[schema(example = "plain")]
    reading_level: Option<String>,
    /// we or you.
    #[schema(example = "we")]
    point_of_view: Option<String>,
    /// A BCP 47 tag of the content languages (en, es, fr, de, ...).
    #[schema(example = "en")]
    language: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreferredTermRequest {
    #[serde(rename = "use")]
    #[schema(rename = "use", example = "members")]
    use_term: Option<String>,
    #[schema(example = "customers")]
    instead_of: Option<String>,
}

/// Text the company already publishes, to learn its voice from.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LearnRequest {
    /// 1 to 20,000 characters: a page of the site, a brochure, an email.
    text: Option<String>,
}

impl LearnRequest {
    pub fn text(&self) -> Result<&str, AppError> {
        let limit = STYLE_GUIDE_OPTIONS.limits.learn_text_chars;
        let message = match self.text.as_deref().map(|text| TextRule::multiline(limit).check(text)) {
            Some(Ok(text)) if !text.is_empty() => return Ok(text),
            None | Some(Ok(_)) => "Paste some of your published copy to learn from.".to_owned(),
            Some(Err(TextError::TooLong)) => format!("Paste at most {} characters.", thousands(limit)),
            Some(Err(TextError::ControlCharacter)) => "The text holds characters that cannot be read.".to_owned(),
        };
        let mut errors = FieldErrors::new();
        errors.add("text", message);
        Err(AppError::Validation(errors))
    }
}

/// 20000 as "20,000".
fn thousands(number: usize) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

impl StyleGuideRequest {
    /// `current` with the fields the body gives, or every rule they break.
    pub fn apply(self, current: StyleGuide) -> Result<StyleGuide, AppError> {
        let limits = &STYLE_GUIDE_OPTIONS.limits;
        let mut errors = FieldErrors::new();
        let mut guide = current;
        if let Some(tone) = self.tone {
            let rule = Items {
                field: "tone",
                most: limits.tone_words,
                too_many: format!("Choose at most {} tone words.", limits.tone_words),
                rule: TextRule::line(limits.tone_word_chars),
                empty: "A tone word cannot be empty.",
                too_long: format!("Keep each tone word to {} characters.", limits.tone_word_chars),
            };
            guide.tone = rule.parse(&tone, &mut errors);
        }
        if let Some(avoid) = self.avoid {
            let rule = Items {
                field: "avoid",
                most: limits.avoid,
                too_many: format!("List at most {} words or phrases to avoid.", limits.avoid),
                rule: TextRule::line(limits.term_chars),
                empty: "A word to avoid cannot be empty.",
                too_long: format!("Keep each word or phrase to avoid to {} characters.", limits.term_chars),
            };
            guide.avoid = rule.parse(&avoid, &mut errors);
        }
        if let Some(terms) = self.preferred_terms {
            guide.preferred_terms = preferred_terms(terms, &mut errors);
        }
        if let Some(level) = self.reading_level {
            match serde_json::from_value::<ReadingLevel>(level.into()) {
                Ok(level) => guide.reading_level = level,
                Err(_) => errors.add(
                    "readingLevel",
                    "Reading level must be plain, professional or technical.",
                ),
            }
        }
        if let Some(point_of_view) = self.point_of_view {
            match serde_json::from_value::<PointOfView>(point_of_view.into()) {
                Ok(point_of_view) => guide.point_of_view = point_of_view,
                Err(_) => errors.add("pointOfView", "Point of view must be we or you."),
            }
        }
        if let Some(tag) = self.language {
            match Language::parse(&tag) {
                Some(language) => guide.language = language,
                None => errors.add("language", "Choose a content language from the list."),
            }
        }
        if errors.is_empty() {
            terms_against_each_other(&guide, &mut errors);
        }
        errors.into_result().map(|()| guide)
    }
}

/// The rules between the merged guide's lists (a `PUT` may change one and not
/// the other): a term to use holds no word to avoid, not the term it replaces,
/// and is not replaced by another term, or the copy could never keep the guide.
fn terms_against_each_other(guide: &StyleGuide, errors: &mut FieldErrors) {
    for (at, term) in guide.preferred_terms.iter().enumerate() {
        let path = format!("preferredTerms.{at}.use");
        let words: Vec<String> = bare_words(&term.use_term).collect();
        let holds = |other: &str| has_form_of(&words, &other.to_lowercase());
        if let Some(avoided) = guide.avoid.iter().find(|avoid| holds(avoid)) {
            errors.add(
                path,
                format!("'{}' holds '{avoided}', which is on the avoid list.", term.use_term),
            );
        } else if holds(&term.instead_of) {
            errors.add(path, "A term cannot hold the term it replaces.");
        } else if let Some(other) = guide.preferred_terms.iter().find(|other| holds(&other.instead_of)) {
            errors.add(
                path,
                format!("'{}' is itself replaced by '{}'.", other.instead_of, other.use_term),
            );
        }
    }
}

/// The rule of a list of short texts (tone words, words to avoid).
struct Items {
    field: &'static str,
    most: usize,
    too_many: String,
    rule: TextRule,
    empty: &'static str,
    too_long: String,
}

impl Items {
    /// The items trimmed, each checked, none twice (ignoring case).
    fn parse(&self, items: &[String], errors: &mut FieldErrors) -> Vec<String> {
        if items.len() > self.most {
            errors.add(self.field, self.too_many.clone());
        }
        let mut parsed: Vec<String> = Vec::with_capacity(items.len());
        for (at, item) in items.iter().enumerate() {
            let path = format!("{}.{at}", self.field);
            match self.rule.check(item) {
                Ok("") => errors.add(path, self.empty),
                Ok(text) if parsed.iter().any(|seen| seen.eq_ignore_ascii_case(text)) => {
                    errors.add(path, format!("'{text}' is listed twice."))
                }
                Ok(text) => parsed.push(text.to_owned()),
                Err(TextError::TooLong) => errors.add(path, self.too_long.clone()),
                Err(TextError::ControlCharacter) => errors.add(path, "Use letters, digits and punctuation only."),
            }
        }
        parsed
    }
}

/// The terms trimmed, each checked: both sides given, each replaced term once.
fn preferred_terms(terms: Vec<PreferredTermRequest>, errors: &mut FieldErrors) -> Vec<PreferredTerm> {
    let limits = &STYLE_GUIDE_OPTIONS.limits;
    if terms.len() > limits.preferred_terms {
        errors.add(
            "preferredTerms",
            format!("List at most {} preferred terms.", limits.preferred_terms),
        );
    }
    let rule = TextRule::line(limits.term_chars);
    let mut parsed: Vec<PreferredTerm> = Vec::with_capacity(terms.len());
    for (at, term) in terms.into_iter().enumerate() {
        let mut side = |name: &str, raw: Option<String>, missing: &str| {
            let path = format!("preferredTerms.{at}.{name}");
            match rule.check(raw.as_deref().unwrap_or_default()) {
                Ok("") => errors.add(path, missing.to_owned()),
                Ok(text) => return Some(text.to_owned()),
                Err(TextError::TooLong) => {
                    errors.add(path, format!("Keep each term to {} characters.", limits.term_chars))
                }
                Err(TextError::ControlCharacter) => errors.add(path, "Use letters, digits and punctuation only."),
            }
            None
        };
        let use_term = side("use", term.use_term, "Say which term to use.");
        let instead_of = side("insteadOf", term.instead_of, "Say which term it replaces.");
        let (Some(use_term), Some(instead_of)) = (use_term, instead_of) else {
            continue;
        };
        let path = format!("preferredTerms.{at}.insteadOf");
        if use_term.eq_ignore_ascii_case(&instead_of) {
            errors.add(path, "A term cannot replace itself.");
        } else if parsed
            .iter()
            .any(|seen| seen.instead_of.eq_ignore_ascii_case(&instead_of))
        {
            errors.add(path, format!("'{instead_of}' already has a preferred term."));
        } else {
            parsed.push(PreferredTerm { use_term, instead_of });
        }
    }
    parsed
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn apply(body: serde_json::Value) -> Result<StyleGuide, Vec<(String, String)>> {
        let request: StyleGuideRequest = serde_json::from_value(body).unwrap();
        request.apply(StyleGuide::default()).map_err(|error| match error {
            AppError::Validation(errors) => {
                let json = serde_json::to_value(&errors).unwrap();
                json.as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
                    .collect()
            }
            other => panic!("{other:?}"),
        })
    }

    #[test]
    fn a_guide_is_trimmed_and_a_field_left_out_keeps_its_value() {
        let guide =
            apply(json!({"tone": [" warm ", "direct"], "language": "FR", "readingLevel": "technical"})).unwrap();
        assert_eq!(guide.tone, ["warm", "direct"]);
        assert_eq!(guide.language.tag(), "fr");
        assert_eq!(guide.reading_level, ReadingLevel::Technical);
        assert_eq!(guide.point_of_view, PointOfView::We);
        assert!(guide.avoid.is_empty());
    }

    #[test]
    fn each_broken_rule_is_named_by_its_path() {
        let errors = apply(json!({
            "tone": ["warm", "WARM", "", "x".repeat(31)],
            "avoid": ["cheap"],
            "preferredTerms": [
                {"use": "members", "insteadOf": "customers"},
                {"use": "clients", "insteadOf": "Customers"},
                {"use": "team"},
                {"use": "cheap", "insteadOf": "inexpensive"},
                {"use": "same", "insteadOf": "Same"}
            ],
            "readingLevel": "easy",
            "pointOfView": "they",
            "language": "xx"
        }))
        .unwrap_err();
        let errors: std::collections::BTreeMap<String, String> = errors.into_iter().collect();
        let keys: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "language",
                "pointOfView",
                "preferredTerms.1.insteadOf",
                "preferredTerms.2.insteadOf",
                "preferredTerms.4.insteadOf",
                "readingLevel",
                "tone.1",
                "tone.2",
                "tone.3",
            ]
        );
        assert_eq!(errors["tone.1"], "'WARM' is listed twice.");
        assert_eq!(
            errors["preferredTerms.1.insteadOf"],
            "'Customers' already has a preferred term."
        );
        assert_eq!(errors["preferredTerms.2.insteadOf"], "Say which term it replaces.");
        assert_eq!(errors["preferredTerms.4.insteadOf"], "A term cannot replace itself.");
    }

    /// Checked on the guide as merged, so a `PUT` of one list cannot break the other.
    #[test]
    fn a_term_to_use_holds_no_avoided_word_nor_a_replaced_term() {
        let current = StyleGuide {
            preferred_terms: vec![PreferredTerm {
                use_term: "cheap deals".into(),
                instead_of: "offers".into(),
            }],
            ..StyleGuide::default()
        };
        let request: StyleGuideRequest = serde_json::from_value(json!({"avoid": ["cheap"]})).unwrap();
        let Err(AppError::Validation(errors)) = request.apply(current) else {
            panic!("the avoid list now takes the term to use");
        };
        assert_eq!(
            serde_json::to_value(&errors).unwrap(),
            json!({"preferredTerms.0.use": "'cheap deals' holds 'cheap', which is on the avoid list."})
        );
        let errors = apply(json!({"preferredTerms": [
            {"use": "valued customers", "insteadOf": "customers"},
            {"use": "clients", "insteadOf": "guests"},
            {"use": "guests", "insteadOf": "diners"},
        ]}))
        .unwrap_err();
        let errors: std::collections::BTreeMap<String, String> = errors.into_iter().collect();
        assert_eq!(
            errors["preferredTerms.0.use"],
            "A term cannot hold the term it replaces."
        );
        assert_eq!(
            errors["preferredTerms.2.use"],
            "'guests' is itself replaced by 'clients'."
        );
    }

    #[test]
    fn lists_have_their_limits() {
        let errors = apply(json!({"tone": (0..7).map(|i| format!("tone{i}")).collect::<Vec<_>>()})).unwrap_err();
        assert_eq!(
            errors[0],
            ("tone".to_owned(), "Choose at most 6 tone words.".to_owned())
        );
    }

    #[test]
    fn the_learning_text_is_required_and_bounded() {
        let text = |value: serde_json::Value| serde_json::from_value::<LearnRequest>(json!({ "text": value })).unwrap();
        assert_eq!(text(json!(" Our copy. ")).text().unwrap(), "Our copy.");
        assert!(text(json!("  ")).text().is_err());
        assert!(text(json!(null)).text().is_err());
        assert!(text(json!("é".repeat(20_001))).text().is_err());
        assert!(text(json!("é".repeat(20_000))).text().is_ok());
        assert_eq!(thousands(20_000), "20,000");
        assert_eq!(thousands(600), "600");
    }
}
