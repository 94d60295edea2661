//! The quality gate both writers pass through, and the report every version
//! carries. Before a version is stored each text is checked against the leftovers
//! `copywriting.md` says must never ship: a sentence starting in lowercase,
//! unbalanced brackets or quotes, a clause cut mid-phrase, doubled words or
//! punctuation, the owner's first person outside a pitch, an answer pasted
//! whole or 12 words copied in a row, a sentence repeated within a field or
//! across the fields of one asset, a spelling mistake, a word to avoid, a length
//! out of range, and a figure or name found nowhere in the brief (invented proof).
//!
//! The built-in writer drops or rephrases a sentence that fails
//! ([`Gate::sentence_flags`]); the LLM writer sends the failures back once in its
//! repair call ([`Flag::message`] names the problem, [`FieldText::path`] the field).
//! What still fails is stored with its flags, which the content page shows.

mod rules;
pub mod spelling;

pub use rules::{has_form_of, Said};

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use self::rules::Grounding;
use super::{fields::Field, prose::word_count, AssetContent, FieldText, GeneratedContent, GenerationInput};

/// What a flag is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Rule {
    /// Fewer or more words than the field's range.
    Length,
    LowercaseStart,
    /// Unbalanced brackets or quotes.
    Brackets,
    /// A clause that stops mid-phrase.
    CutClause,
    /// The same word or punctuation twice in a row.
    Doubled,
    /// The owner's "I", "my" (or, about the customer, "we") where the brand speaks.
    FirstPerson,
    /// An answer pasted whole, or 12 or more of its words in a row.
    Copied,
    /// A sentence said twice (or nearly) in a field or an asset.
    Repeated,
    Spelling,
    /// A word `copywriting.md` or the company's style guide says to avoid.
    Avoid,
    /// A term the style guide says to say otherwise ("members", not "customers").
    PreferredTerm,
    /// A figure or a name found nowhere in the profile or the answers.
    Invented,
}

/// One problem the gate found in a text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Flag {
    pub rule: Rule,
    /// What is wrong and what to do, for the page and for the model: "'seamless' is a word to avoid".
    pub message: String,
}

impl Flag {
    fn new(rule: Rule, message: impl Into<String>) -> Self {
        Self {
            rule,
            message: message.into(),
        }
    }
}

/// The report of one text: its length against the range, how easy it reads, and its flags.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldQuality {
    pub words: usize,
    pub min_words: usize,
    pub max_words: usize,
    /// Flesch reading ease: 60-70 is plain English, higher is easier.
    pub reading_ease: f64,
    /// Flesch-Kincaid grade: the US school year that reads it comfortably.
    pub grade: f64,
    pub flags: Vec<Flag>,
}

/// A version's quality: per text (by its path in the version) and a score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct QualityReport {
    /// 0 to 100: the share of texts without a flag, each flag costing a quarter of its text.
    pub score: u8,
    pub fields: BTreeMap<String, FieldQuality>,
}

impl QualityReport {
    /// Every flag with the path of its text, in the registry's order of the texts.
    pub fn flags(&self) -> impl Iterator<Item = (&str, &Flag)> {
        self.fields
            .iter()
            .flat_map(|(path, field)| field.flags.iter().map(move |flag| (path.as_str(), flag)))
    }
}

/// The gate of one brief: what the texts are checked against.
pub struct Gate {
    grounding: Grounding,
}

impl Gate {
    pub fn new(input: &GenerationInput) -> Self {
        Self::with_notes(input, &input.cleaned())
    }

    /// [`Gate::new`], given the brief's notes already cleaned.
    pub fn with_notes(input: &GenerationInput, notes: &GenerationInput) -> Self {
        Self {
            grounding: Grounding::new(input, notes),
        }
    }

    /// Also grounded in `texts`, the user's own words (see [`Grounding::also_in`]).
    pub fn grounded_also_in<'t>(mut self, texts: impl IntoIterator<Item = &'t str>) -> Self {
        self.grounding.also_in(texts);
        self
    }

    /// Whether two sentences say the same, or nearly (as the gate's repeat rule reads them).
    pub fn says_again(one: &str, other: &str) -> bool {
        rules::says_again(one, other)
    }

    /// The flags of one sentence as drafted for `field` (no length: the draft is
    /// not done; no preferred term: the built-in writer says it as it finishes
    /// a text, `voice::say_preferred_terms`).
    pub fn sentence_flags(&self, field: &Field, sentence: &str) -> Vec<Flag> {
        let mut flags = self.grounding.flags(field.voice, sentence);
        flags.retain(|flag| flag.rule != Rule::PreferredTerm);
        flags
    }

    /// Whether `text` copies an answer: 12 of its words in a row, or the whole of one.
    pub fn copies(&self, text: &str) -> bool {
        self.grounding.copies(text)
    }

    /// The flags of a whole text of `field`, lengths aside: what its sentences
    /// do together (a run copied across two of them, a sentence said twice).
    pub fn text_flags(&self, field: &Field, text: &str) -> Vec<Flag> {
        let mut flags = self.grounding.flags(field.voice, text);
        flags.extend(rules::repeated_within(text));
        flags
    }

    /// Whether `sentence` may stand in `field`.
    pub fn passes(&self, field: &Field, sentence: &str) -> bool {
        self.sentence_flags(field, sentence).is_empty()
    }

    /// The report of a whole version.
    pub fn report(&self, content: &GeneratedContent) -> QualityReport {
        let mut fields = self.asset_report(&content.core);
        fields.extend(self.asset_report(&content.website));
        fields.extend(self.asset_report(&content.pitch));
        if let Some(sheet) = &content.objections {
            fields.extend(self.asset_report(sheet));
        }
        let count = fields.len().max(1);
        let score: f64 = fields
            .values()
            .map(|quality| (1.0 - 0.25 * quality.flags.len() as f64).max(0.0))
            .sum();
        QualityReport {
            score: (100.0 * score / count as f64).round() as u8,
            fields,
        }
    }

    /// The paths of an asset's texts (`GeneratedContent::asset_texts`) that say a sentence twice or repeat one of
    /// another text (the gate's repeat rule, alone).
    pub fn repeating(texts: Vec<FieldText<'_>>) -> Vec<String> {
        let across = rules::repeated_across(&texts);
        texts
            .into_iter()
            .zip(across)
            .filter(|(text, across)| !across.is_empty() || !rules::repeated_within(text.text).is_empty())
            .map(|(text, _)| text.path)
            .collect()
    }

    /// The report of one asset's texts, by path: what the LLM writer sends back for repair.
    pub fn asset_report<A: AssetContent>(&self, asset: &A) -> BTreeMap<String, FieldQuality> {
        self.texts_report(asset.texts())
    }

    /// The report of one asset's texts (`GeneratedContent::asset_texts`), by path.
    pub fn texts_report(&self, texts: Vec<FieldText<'_>>) -> BTreeMap<String, FieldQuality> {
        let repeated = rules::repeated_across(&texts);
        texts
            .into_iter()
            .zip(repeated)
            .map(|(text, repeated)| {
                let quality = self.field_quality(&text, repeated);
                (text.path, quality)
            })
            .collect()
    }

    fn field_quality(&self, text: &FieldText<'_>, mut repeated: Vec<Flag>) -> FieldQuality {
        let words = word_count(text.text);
        let range = text.field.words.clone().unwrap_or(0..=usize::MAX);
        let mut flags = Vec::new();
        if !range.contains(&words) {
            flags.push(Flag::new(
                Rule::Length,
                format!("has {words} words; write {}-{}", range.start(), range.end()),
            ));
        }
        flags.extend(self.grounding.flags(text.field.voice, text.text));
        flags.extend(rules::repeated_within(text.text));
        flags.append(&mut repeated);
        let round = |value: f64| (value * 10.0).round() / 10.0;
        FieldQuality {
            words,
            min_words: *range.start(),
            max_words: *range.end(),
            reading_ease: round(textstat::flesch_reading_ease(text.text)),
            grade: round(textstat::flesch_kincaid_grade(text.text)),
            flags,
        }
    }
}
