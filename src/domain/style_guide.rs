//! A company's style guide: the voice both writers keep in every field (tone
//! words, words to avoid, preferred terms, reading level, point of view) and the
//! language the copy is written in.
//!
//! The choices and limits are read from the file the Voice panel reads
//! (`web/src/lib/style-guide-options.json`), so the form and
//! the server cannot disagree on a language or a limit.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The options file, as the server reads it (the form's labels aside).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StyleGuideOptions {
    pub limits: StyleGuideLimits,
    reading_levels: Vec<Choice>,
    points_of_view: Vec<Choice>,
    languages: Vec<LanguageOption>,
}

/// A reading level or a point of view, and what it asks of the copy.
#[derive(Debug, Deserialize)]
struct Choice {
    value: String,
    description: String,
}

/// The options file's description of `value` (a [`ReadingLevel`] or a [`PointOfView`]).
fn described(choices: &'static [Choice], value: impl Serialize) -> &'static str {
    let value = serde_json::to_value(value).expect("a choice serializes");
    choices
        .iter()
        .find(|choice| value == choice.value.as_str())
        .map(|choice| choice.description.as_str())
        .expect("the options file lists every choice")
}

/// How many of each a guide may hold, and how long each may be.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StyleGuideLimits {
    pub tone_words: usize,
    pub tone_word_chars: usize,
    pub avoid: usize,
    pub preferred_terms: usize,
    pub term_chars: usize,
    pub learn_text_chars: usize,
}

#[derive(Debug, Deserialize)]
struct LanguageOption {
    tag: String,
    name: String,
}

const OPTIONS_FILE: &str = include_str!("../../web/src/lib/style-guide-options.json");

pub static STYLE_GUIDE_OPTIONS: LazyLock<StyleGuideOptions> = LazyLock::new(|| {
    serde_json::from_str(OPTIONS_FILE).expect("style-guide-options.json holds the limits and the languages")
});

/// A company's style guide. A company that has none has [`StyleGuide::default`]:
/// no tone, nothing avoided, plain English in "we and you".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
// A part missing from a stored guide (one saved before the part existed) is its default.
#[serde(rename_all = "camelCase", default)]
pub struct StyleGuide {
    /// How the copy should sound: "warm", "plain-spoken", "confident".
    pub tone: Vec<String>,
    /// Words and phrases no field may use.
    pub avoid: Vec<String>,
    /// A term to say instead of another: "members", not "customers".
    pub preferred_terms: Vec<PreferredTerm>,
    pub reading_level: ReadingLevel,
    pub point_of_view: PointOfView,
    pub language: Language,
}

/// Say `use` where the writer would say `instead_of`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreferredTerm {
    #[serde(rename = "use")]
    #[schema(rename = "use", example = "members")]
    pub use_term: String,
    #[schema(example = "customers")]
    pub instead_of: String,
}

/// How hard the copy may be to read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReadingLevel {
    /// Short sentences and everyday words.
    #[default]
    Plain,
    /// Measured and precise.
    Professional,
    /// The trade's own terms.
    Technical,
}

impl ReadingLevel {
    /// What it asks of the copy, as the Voice panel says it.
    pub fn description(self) -> &'static str {
        described(&STYLE_GUIDE_OPTIONS.reading_levels, self)
    }
}

/// Who speaks and to whom.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PointOfView {
    /// The company says "we" to the reader's "you".
    #[default]
    We,
    /// About the reader; the company goes by its name, never "we".
    You,
}

impl PointOfView {
    /// What it asks of the copy, as the Voice panel says it.
    pub fn description(self) -> &'static str {
        described(&STYLE_GUIDE_OPTIONS.points_of_view, self)
    }
}

/// A content language by its BCP 47 tag, one of the options file's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(try_from = "String", into = "String")]
#[schema(value_type = String, example = "en")]
pub struct Language(String);

impl Language {
    pub const ENGLISH: &'static str = "en";

    /// The tag as the options file spells it, matched without regard to case
    /// ("EN" is "en"); `None` for a tag the list does not have.
    pub fn parse(tag: &str) -> Option<Self> {
        STYLE_GUIDE_OPTIONS
            .languages
            .iter()
            .find(|option| option.tag.eq_ignore_ascii_case(tag.trim()))
            .map(|option| Self(option.tag.clone()))
    }

    pub fn tag(&self) -> &str {
        &self.0
    }

    pub fn is_english(&self) -> bool {
        self.0 == Self::ENGLISH
    }

    /// Its name in English and in itself: "Spanish (Español)".
    pub fn name(&self) -> &'static str {
        STYLE_GUIDE_OPTIONS
            .languages
            .iter()
            .find(|option| option.tag == self.0)
            .map(|option| option.name.as_str())
            .expect("a Language is one of the options")
    }
}

impl Default for Language {
    fn default() -> Self {
        Self(Self::ENGLISH.to_owned())
    }
}

impl TryFrom<String> for Language {
    type Error = String;

    fn try_from(tag: String) -> Result<Self, Self::Error> {
        Self::parse(&tag).ok_or_else(|| format!("'{tag}' is not a content language"))
    }
}

impl From<Language> for String {
    fn from(language: Language) -> Self {
        language.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn values_of<T: Serialize>(all: &[T]) -> Vec<String> {
        all.iter()
            .map(|value| serde_json::to_value(value).unwrap().as_str().unwrap().to_owned())
            .collect()
    }

    /// The form offers exactly the choices the server takes.
    #[test]
    fn the_options_file_lists_the_choices_the_server_takes() {
        let options = &*STYLE_GUIDE_OPTIONS;
        let listed = |choices: &[Choice]| choices.iter().map(|c| c.value.clone()).collect::<Vec<_>>();
        assert_eq!(
            listed(&options.reading_levels),
            values_of(&[ReadingLevel::Plain, ReadingLevel::Professional, ReadingLevel::Technical])
        );
        assert_eq!(
            listed(&options.points_of_view),
            values_of(&[PointOfView::We, PointOfView::You])
        );
        assert!(ReadingLevel::Technical.description().contains("trade"));
        assert!(PointOfView::You.description().contains("never"));
        assert!(options.languages.len() >= 12);
        assert_eq!(options.languages[0].tag, Language::ENGLISH);
        let mut tags: Vec<_> = options.languages.iter().map(|l| l.tag.as_str()).collect();
        tags.sort_unstable();
        tags.dedup();
        assert_eq!(tags.len(), options.languages.len(), "each language once");
    }

    #[test]
    fn a_language_is_one_of_the_list() {
        assert_eq!(Language::parse(" ES ").map(|l| l.tag().to_owned()), Some("es".into()));
        assert_eq!(Language::parse("es").unwrap().name(), "Spanish (Español)");
        assert!(Language::parse("xx").is_none());
        assert!(Language::default().is_english());
        assert!(serde_json::from_str::<Language>("\"klingon\"").is_err());
    }

    #[test]
    fn a_guide_reads_back_what_it_wrote() {
        let guide = StyleGuide {
            tone: vec!["warm".into()],
            avoid: vec!["cheap".into()],
            preferred_terms: vec![PreferredTerm {
                use_term: "members".into(),
                instead_of: "customers".into(),
            }],
            reading_level: ReadingLevel::Professional,
            point_of_view: PointOfView::You,
            language: Language::parse("fr").unwrap(),
        };
        let json = serde_json::to_value(&guide).unwrap();
        assert_eq!(json["preferredTerms"][0]["use"], "members");
        assert_eq!(json["readingLevel"], "professional");
        assert_eq!(serde_json::from_value::<StyleGuide>(json).unwrap(), guide);
        let stored_before_tone = json!({"avoid": ["cheap"], "language": "fr"});
        let read: StyleGuide = serde_json::from_value(stored_before_tone).unwrap();
        assert_eq!((read.tone.len(), read.avoid.len(), read.language.tag()), (0, 1, "fr"));
    }
}
