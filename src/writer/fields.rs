//! The field registry: every generated field described once (its path, label,
//! length, item count, what it is built from, its aim and who speaks in it).
//! It drives the field checks, the built-in writer's lengths, the LLM prompt's
//! field list, the quality gate, `GET /api/content/fields` (the web app's labels)
//! and the table of `docs/content.md`, after `copywriting.md` of the product's spec.

use std::{collections::HashMap, ops::RangeInclusive, sync::LazyLock};

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::{
    questions::{ContentPart, SECTIONS},
    ResponseKey,
};

/// The parts' titles, by [`Asset::as_str`].
static SECTION_TITLES: LazyLock<HashMap<String, String>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../web/src/lib/content-sections.json"))
        .expect("content-sections.json maps each part to its title")
});

/// Which of the three parts of a version a field belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asset {
    /// The version's own content: `core.*`.
    Core,
    Website,
    Pitch,
    /// The objection sheet: the customers' objections with the brand's responses.
    Objections,
}

impl Asset {
    /// The first segment of its fields' paths.
    pub fn as_str(self) -> &'static str {
        match self {
            Asset::Core => "core",
            Asset::Website => "website",
            Asset::Pitch => "pitch",
            Asset::Objections => "objections",
        }
    }

    /// As the content page's tabs and the exports head its fields (the web
    /// app's file of titles, which the tabs read too).
    pub fn title(self) -> &'static str {
        SECTION_TITLES
            .get(self.as_str())
            .map(String::as_str)
            .expect("content-sections.json titles every part")
    }
}

/// Who speaks in a field, and to whom (`copywriting.md`, "Who speaks").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Voice {
    /// About the customer, in the third person: no "we", no "you".
    About,
    /// To the reader as "you", of the company as "we".
    Website,
    /// The owner speaking to one prospective customer.
    Owner,
    /// The customer, in their own words ("Is it dearer than a salon?"): "I" and "my" are theirs.
    Customer,
}

/// A profile field a generated field is built from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProfileField {
    Name,
    Industry,
    Description,
    ProductsServices,
    Competitors,
}

impl ProfileField {
    /// As the company API names it.
    pub fn as_str(self) -> &'static str {
        match self {
            ProfileField::Name => "name",
            ProfileField::Industry => "industry",
            ProfileField::Description => "description",
            ProfileField::ProductsServices => "productsServices",
            ProfileField::Competitors => "competitors",
        }
    }
}

/// Which interview answers a field is built from.
#[derive(Debug, Clone, Copy)]
pub enum FedBy {
    /// Those whose 'Enhances' note (the interview's) names this part.
    Part(ContentPart),
    /// These, for a part the interview's notes do not name (the objection sheet).
    Answers(&'static [ResponseKey]),
}

/// One generated field, or a list of them (`[]` in its path).
#[derive(Debug)]
pub struct Field {
    /// `core.problemStatement`, `website.valuePropositions[].title`, `pitch.keyPoints[]`.
    pub path: &'static str,
    /// As the content page heads it.
    pub label: &'static str,
    pub asset: Asset,
    /// The JSON key in its asset (`valuePropositions` for its items' fields too).
    pub key: &'static str,
    /// Its length in words; `None` for a list of objects, whose fields have their own.
    pub words: Option<RangeInclusive<usize>>,
    /// How many items a list holds.
    pub items: Option<RangeInclusive<usize>>,
    /// The interview answers it is built from.
    pub fed_by: FedBy,
    /// The profile fields it is built from.
    pub profile: &'static [ProfileField],
    /// What good looks like, for the model and the docs.
    pub aim: &'static str,
    pub voice: Voice,
}

impl Field {
    /// The answers it is built from, in the interview's order.
    pub fn answers(&self) -> impl Iterator<Item = ResponseKey> + '_ {
        SECTIONS
            .iter()
            .flat_map(|section| &section.questions)
            .filter(|question| match self.fed_by {
                FedBy::Part(part) => question.enhances.contains(&part),
                FedBy::Answers(keys) => keys.contains(&question.key),
            })
            .map(|question| question.key)
    }

    /// The answers' keys, then the profile's fields: what the API lists as `sources`.
    pub fn sources(&self) -> Vec<&'static str> {
        self.answers()
            .map(ResponseKey::as_str)
            .chain(self.profile.iter().map(|field| field.as_str()))
            .collect()
    }

    /// "35-70 words", "3-5 items": the lengths as the prompt and the docs say them.
    pub fn length_text(&self) -> String {
        let words = self.words.as_ref().map(|w| format!("{}-{} words", w.start(), w.end()));
        let items = self.items.as_ref().map(|i| format!("{}-{} items", i.start(), i.end()));
        [items, words].into_iter().flatten().collect::<Vec<_>>().join(", each ")
    }

    /// The path of the `n`th item's value of a list field: `pitch.keyPoints[]` →
    /// `pitch.keyPoints.1`; a field that is no list keeps its path.
    pub fn item_path(&self, n: usize) -> String {
        self.path.replacen("[]", &format!(".{n}"), 1)
    }
}

pub const PROBLEM_STATEMENT: Field = Field {
    path: "core.problemStatement",
    label: "Problem Statement",
    asset: Asset::Core,
    key: "problemStatement",
    words: Some(35..=70),
    items: None,
    fed_by: FedBy::Part(ContentPart::ProblemStatement),
    profile: &[ProfileField::Industry, ProfileField::Description],
    aim: "2-3 sentences: who struggles, in which situation, what it costs them (time, money, feeling); no \
          product name in the first sentence",
    voice: Voice::About,
};

pub const VALUE_PROPOSITION: Field = Field {
    path: "core.valueProposition",
    label: "Value Proposition",
    asset: Asset::Core,
    key: "valueProposition",
    words: Some(20..=45),
    items: None,
    fed_by: FedBy::Part(ContentPart::ValueProposition),
    profile: &[ProfileField::Name, ProfileField::ProductsServices],
    aim: "1-2 sentences: for whom, the outcome, how it feels, and against which alternative",
    voice: Voice::About,
};

pub const DIFFERENTIATION: Field = Field {
    path: "core.competitiveDifferentiation",
    label: "Competitive Differentiation",
    asset: Asset::Core,
    key: "competitiveDifferentiation",
    words: Some(40..=90),
    items: None,
    fed_by: FedBy::Part(ContentPart::CompetitiveDifferentiation),
    profile: &[ProfileField::Name, ProfileField::Competitors],
    aim: "2-4 sentences: names the alternatives (or their category), where they let the customer down, the one \
          difference that matters, a proof point from the brief",
    voice: Voice::About,
};

pub const HEADLINE: Field = Field {
    path: "website.headline",
    label: "Headline",
    asset: Asset::Website,
    key: "headline",
    words: Some(4..=10),
    items: None,
    fed_by: FedBy::Part(ContentPart::Headline),
    profile: &[],
    aim: "the outcome in the customer's language; no jargon, no colon stacks",
    voice: Voice::Website,
};

pub const SUBHEADING: Field = Field {
    path: "website.subheading",
    label: "Subheading",
    asset: Asset::Website,
    key: "subheading",
    words: Some(12..=25),
    items: None,
    fed_by: FedBy::Part(ContentPart::Subheading),
    profile: &[ProfileField::ProductsServices, ProfileField::Description],
    aim: "how and for whom; answers \"what is it?\" in one line",
    voice: Voice::Website,
};

pub const BENEFITS: Field = Field {
    path: "website.valuePropositions[]",
    label: "Value Propositions",
    asset: Asset::Website,
    key: "valuePropositions",
    words: None,
    items: Some(3..=5),
    fed_by: FedBy::Part(ContentPart::ValuePropositions),
    profile: &[ProfileField::ProductsServices],
    aim: "each a distinct benefit drawn from a different answer (speed, trust, cost, fit, support); one of them \
          answers the main objection",
    voice: Voice::Website,
};

pub const BENEFIT_TITLE: Field = Field {
    path: "website.valuePropositions[].title",
    label: "Benefit Title",
    asset: Asset::Website,
    key: "title",
    words: Some(2..=5),
    items: Some(3..=5),
    fed_by: FedBy::Part(ContentPart::ValuePropositions),
    profile: &[],
    aim: "the benefit in a few words",
    voice: Voice::Website,
};

pub const BENEFIT_DESCRIPTION: Field = Field {
    path: "website.valuePropositions[].description",
    label: "Benefit Description",
    asset: Asset::Website,
    key: "description",
    words: Some(15..=35),
    items: Some(3..=5),
    fed_by: FedBy::Part(ContentPart::ValuePropositions),
    profile: &[ProfileField::ProductsServices],
    aim: "what changes for the reader, and how",
    voice: Voice::Website,
};

pub const CALL_TO_ACTION: Field = Field {
    path: "website.ctaText",
    label: "Call to Action",
    asset: Asset::Website,
    key: "ctaText",
    words: Some(2..=5),
    items: None,
    fed_by: FedBy::Part(ContentPart::CallToAction),
    profile: &[],
    aim: "verb first: the first concrete, low-risk step the answers name (a tasting, a trial class, re-running \
          last month's payroll), never \"Get in touch\" or \"Learn more\"",
    voice: Voice::Website,
};

pub const PITCH_30_SECONDS: Field = Field {
    path: "pitch.pitch30sec",
    label: "30-Second Pitch",
    asset: Asset::Pitch,
    key: "pitch30sec",
    words: Some(60..=90),
    items: None,
    fed_by: FedBy::Part(ContentPart::Pitch30Seconds),
    profile: &[ProfileField::Name],
    aim: "spoken in about 30 seconds: hook in the customer's terms, what we do, one outcome, the ask",
    voice: Voice::Owner,
};

pub const PITCH_1_MINUTE: Field = Field {
    path: "pitch.pitch1min",
    label: "1-Minute Pitch",
    asset: Asset::Pitch,
    key: "pitch1min",
    words: Some(130..=170),
    items: None,
    fed_by: FedBy::Part(ContentPart::Pitch1Minute),
    profile: &[ProfileField::Name, ProfileField::Competitors],
    aim: "hook, problem, cost of the status quo, solution, difference, proof, ask",
    voice: Voice::Owner,
};

pub const PITCH_3_MINUTES: Field = Field {
    path: "pitch.pitch3min",
    label: "3-Minute Pitch",
    asset: Asset::Pitch,
    key: "pitch3min",
    words: Some(400..=480),
    items: None,
    fed_by: FedBy::Part(ContentPart::Pitch3Minutes),
    profile: &[
        ProfileField::Name,
        ProfileField::Description,
        ProfileField::ProductsServices,
        ProfileField::Competitors,
    ],
    aim: "a story: situation, complication (what they tried and why it failed), resolution, how it works in \
          three points, why now (cultural context), the main objection answered, proof, ask",
    voice: Voice::Owner,
};

pub const KEY_POINTS: Field = Field {
    path: "pitch.keyPoints[]",
    label: "Key Points",
    asset: Asset::Pitch,
    key: "keyPoints",
    words: Some(3..=15),
    items: Some(3..=6),
    fed_by: FedBy::Part(ContentPart::KeyPoints),
    profile: &[],
    aim: "the strongest claims of the pitches, as sentences a listener could repeat to a colleague",
    voice: Voice::Owner,
};

/// The answers the objection sheet is built from: what customers object, what
/// let them down, what they tried and what they compare the company with.
const OBJECTION_ANSWERS: &[ResponseKey] = &[
    ResponseKey::Objections,
    ResponseKey::Disappointments,
    ResponseKey::PreviousSolutions,
    ResponseKey::Comparisons,
];

pub const OBJECTIONS: Field = Field {
    path: "objections.pairs[]",
    label: "Objections",
    asset: Asset::Objections,
    key: "pairs",
    words: None,
    items: Some(4..=6),
    fed_by: FedBy::Answers(OBJECTION_ANSWERS),
    profile: &[ProfileField::Competitors, ProfileField::ProductsServices],
    aim: "the objections customers raise before they buy, the owner's first: each with the brand's response and \
          one proof point to gather; no two alike",
    voice: Voice::Website,
};

pub const OBJECTION: Field = Field {
    path: "objections.pairs[].objection",
    label: "Objection",
    asset: Asset::Objections,
    key: "objection",
    words: Some(3..=25),
    items: Some(4..=6),
    fed_by: FedBy::Answers(OBJECTION_ANSWERS),
    profile: &[ProfileField::Competitors],
    aim: "the objection as the customer would say it, in their words (\"Is it dearer than a salon?\")",
    voice: Voice::Customer,
};

pub const OBJECTION_RESPONSE: Field = Field {
    path: "objections.pairs[].response",
    label: "Response",
    asset: Asset::Objections,
    key: "response",
    words: Some(15..=70),
    items: Some(4..=6),
    fed_by: FedBy::Answers(OBJECTION_ANSWERS),
    profile: &[ProfileField::Competitors, ProfileField::ProductsServices],
    aim: "the brand's answer in its voice: grants what is fair, answers with a fact from the brief (a price, a \
          trial, how it works, where the alternatives fell short), never argues",
    voice: Voice::Website,
};

pub const PROOF_POINT: Field = Field {
    path: "objections.pairs[].proofPoint",
    label: "Proof Point",
    asset: Asset::Objections,
    key: "proofPoint",
    words: Some(6..=30),
    items: Some(4..=6),
    fed_by: FedBy::Answers(OBJECTION_ANSWERS),
    profile: &[],
    aim: "one piece of evidence the owner should gather to back the response (a customer's quote, a figure, a \
          photo, a price beside a rival's), said as what to collect; never a claim made up",
    voice: Voice::Website,
};

/// The three pitches: one pitch at three lengths, so a longer one may say a
/// shorter one's line (the gate's repeat rule and the built-in writer read this).
pub const PITCHES: [&Field; 3] = [&PITCH_30_SECONDS, &PITCH_1_MINUTE, &PITCH_3_MINUTES];

/// Whether `field` is one of the [`PITCHES`].
pub fn is_a_pitch(field: &Field) -> bool {
    PITCHES.iter().any(|pitch| pitch.path == field.path)
}

/// Every field, in the content page's order.
pub const FIELDS: [&Field; 17] = [
    &PROBLEM_STATEMENT,
    &VALUE_PROPOSITION,
    &DIFFERENTIATION,
    &HEADLINE,
    &SUBHEADING,
    &BENEFITS,
    &BENEFIT_TITLE,
    &BENEFIT_DESCRIPTION,
    &CALL_TO_ACTION,
    &PITCH_30_SECONDS,
    &PITCH_1_MINUTE,
    &PITCH_3_MINUTES,
    &KEY_POINTS,
    &OBJECTIONS,
    &OBJECTION,
    &OBJECTION_RESPONSE,
    &PROOF_POINT,
];

/// The fields of one asset, in order.
pub fn of(asset: Asset) -> impl Iterator<Item = &'static Field> {
    FIELDS.into_iter().filter(move |field| field.asset == asset)
}

/// The field at `path` (a registry path, with `[]`).
pub fn find(path: &str) -> Option<&'static Field> {
    FIELDS.into_iter().find(|field| field.path == path)
}

/// A field as `GET /api/content/fields` lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentField {
    /// `core.problemStatement`, `website.valuePropositions[].title`, ...
    #[schema(example = "core.problemStatement")]
    path: &'static str,
    #[schema(example = "Problem Statement")]
    label: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    min_words: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_words: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    min_items: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_items: Option<usize>,
    /// The answers (response keys) and profile fields it is built from.
    sources: Vec<&'static str>,
}

impl From<&Field> for ContentField {
    fn from(field: &Field) -> Self {
        Self {
            path: field.path,
            label: field.label,
            min_words: field.words.as_ref().map(|w| *w.start()),
            max_words: field.words.as_ref().map(|w| *w.end()),
            min_items: field.items.as_ref().map(|i| *i.start()),
            max_items: field.items.as_ref().map(|i| *i.end()),
            sources: field.sources(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_name_their_asset_and_key() {
        for (n, field) in FIELDS.iter().enumerate() {
            assert!(
                FIELDS[..n].iter().all(|other| other.path != field.path),
                "{}",
                field.path
            );
            assert!(
                field.path.starts_with(&format!("{}.", field.asset.as_str())),
                "{}",
                field.path
            );
            assert!(field.path.contains(field.key), "{}", field.path);
            assert_eq!(field.path.contains("[]"), field.items.is_some(), "{}", field.path);
            assert!(field.words.is_some() || field.items.is_some(), "{}", field.path);
            // Its part is titled, in the file the web app's tabs read.
            assert!(!field.asset.title().is_empty(), "{}", field.path);
        }
        assert_eq!(Asset::Core.title(), "Core Messaging", "the spec's tab");
    }

    #[test]
    fn every_field_is_built_from_some_answer() {
        for field in FIELDS {
            assert!(field.answers().next().is_some(), "{}: no answer feeds it", field.path);
        }
        assert_eq!(
            HEADLINE.sources(),
            [
                "immediateProblem",
                "solutionEmotions",
                "brandEmotions",
                "brandAssociations"
            ]
        );
        assert_eq!(KEY_POINTS.item_path(1), "pitch.keyPoints.1");
        assert_eq!(
            BENEFIT_DESCRIPTION.item_path(2),
            "website.valuePropositions.2.description"
        );
        assert_eq!(PROBLEM_STATEMENT.length_text(), "35-70 words");
        assert_eq!(KEY_POINTS.length_text(), "3-6 items, each 3-15 words");
    }

    #[test]
    fn the_api_lists_lengths_counts_and_sources() {
        let listed = serde_json::to_value(ContentField::from(&KEY_POINTS)).unwrap();
        assert_eq!(listed["path"], "pitch.keyPoints[]");
        assert_eq!(
            (listed["minItems"].as_u64(), listed["maxWords"].as_u64()),
            (Some(3), Some(15))
        );
        assert!(serde_json::to_value(ContentField::from(&HEADLINE))
            .unwrap()
            .get("minItems")
            .is_none());
    }
}
