//! The customer interview's sections and answers (spec section 3, `docs/interviews.md`).

use std::collections::HashMap;

use serde::{Deserialize, Serialize, Serializer};
use utoipa::ToSchema;

use super::text::{BoundedText, TextRule};

/// A section of the interview: one factor of the Perception Formula. Its order
/// (`ALL`, `Ord`) is the interview's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum InterviewSection {
    Heuristics,
    Hormones,
    History,
    Heritage,
}

impl InterviewSection {
    pub const ALL: [Self; 4] = [Self::Heuristics, Self::Hormones, Self::History, Self::Heritage];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Self::ALL
            .into_iter()
            .find(|s| s.as_str() == raw)
            .ok_or("Section must be one of: heuristics, hormones, history, heritage.")
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Heuristics => "heuristics",
            Self::Hormones => "hormones",
            Self::History => "history",
            Self::Heritage => "heritage",
        }
    }

    /// The keys of the section's four answers, in question order (the spec's table).
    pub fn response_keys(self) -> [ResponseKey; 4] {
        use ResponseKey::*;
        match self {
            Self::Heuristics => [ImmediateProblem, DecisionShortcuts, FirstImpression, Comparisons],
            Self::Hormones => [ProblemEmotions, SolutionEmotions, Objections, BrandEmotions],
            Self::History => [PainPoints, PreviousSolutions, Disappointments, EvolvedNeeds],
            Self::Heritage => [
                IndustryNorms,
                CulturalFactors,
                GenerationalDifferences,
                BrandAssociations,
            ],
        }
    }
}

/// The key an answer is stored under: one per question of the interview. A
/// type, so a misspelt key does not compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ResponseKey {
    ImmediateProblem,
    DecisionShortcuts,
    FirstImpression,
    Comparisons,
    ProblemEmotions,
    SolutionEmotions,
    Objections,
    BrandEmotions,
    PainPoints,
    PreviousSolutions,
    Disappointments,
    EvolvedNeeds,
    IndustryNorms,
    CulturalFactors,
    GenerationalDifferences,
    BrandAssociations,
}

impl ResponseKey {
    /// The sixteen keys in the interview's order.
    pub fn all() -> impl Iterator<Item = Self> {
        InterviewSection::ALL
            .into_iter()
            .flat_map(InterviewSection::response_keys)
    }

    /// As stored and sent: `immediateProblem`, ...
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ImmediateProblem => "immediateProblem",
            Self::DecisionShortcuts => "decisionShortcuts",
            Self::FirstImpression => "firstImpression",
            Self::Comparisons => "comparisons",
            Self::ProblemEmotions => "problemEmotions",
            Self::SolutionEmotions => "solutionEmotions",
            Self::Objections => "objections",
            Self::BrandEmotions => "brandEmotions",
            Self::PainPoints => "painPoints",
            Self::PreviousSolutions => "previousSolutions",
            Self::Disappointments => "disappointments",
            Self::EvolvedNeeds => "evolvedNeeds",
            Self::IndustryNorms => "industryNorms",
            Self::CulturalFactors => "culturalFactors",
            Self::GenerationalDifferences => "generationalDifferences",
            Self::BrandAssociations => "brandAssociations",
        }
    }

    pub fn section(self) -> InterviewSection {
        InterviewSection::ALL
            .into_iter()
            .find(|section| section.response_keys().contains(&self))
            .unwrap_or(InterviewSection::Heuristics)
    }
}

/// One answer: trimmed, at most 5000 characters, with line breaks and tabs but
/// no other control characters; empty when unanswered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InterviewAnswer(String);

impl InterviewAnswer {
    const FIELD: BoundedText = BoundedText {
        rule: TextRule::multiline(5000),
        min_chars: 0,
        optional: true,
        too_short: "",
        too_long: "Answers must be at most 5000 characters.",
        control: "Answers must not contain control characters other than line breaks and tabs.",
    };

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Self::FIELD.parse(raw).map(|answer| Self(answer.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A section's four answers in question order, serialized as the object
/// `{responseKey: answer}` the API answers and the database stores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionAnswers {
    section: InterviewSection,
    answers: [InterviewAnswer; 4],
}

impl SectionAnswers {
    /// `answers` in the order of [`InterviewSection::response_keys`].
    pub fn new(section: InterviewSection, answers: [InterviewAnswer; 4]) -> Self {
        Self { section, answers }
    }

    /// The answers as stored (written by [`Serialize`], so already valid): a key
    /// that is missing reads as unanswered, one the section does not have is dropped.
    pub fn from_stored(section: InterviewSection, mut stored: HashMap<String, String>) -> Self {
        let answers = section
            .response_keys()
            .map(|key| InterviewAnswer(stored.remove(key.as_str()).unwrap_or_default()));
        Self { section, answers }
    }

    pub fn section(&self) -> InterviewSection {
        self.section
    }

    /// `(response key, answer)` in question order; `""` when unanswered.
    pub fn iter(&self) -> impl Iterator<Item = (ResponseKey, &str)> {
        self.section
            .response_keys()
            .into_iter()
            .zip(self.answers.iter().map(InterviewAnswer::as_str))
    }

    /// All four questions answered (spec section 4, "Saving a section").
    pub fn all_answered(&self) -> bool {
        self.answers.iter().all(|a| !a.as_str().is_empty())
    }
}

impl Serialize for SectionAnswers {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let keys = self.section.response_keys();
        serializer.collect_map(
            keys.map(ResponseKey::as_str)
                .iter()
                .zip(self.answers.iter().map(InterviewAnswer::as_str)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_sections_parse_exactly_and_serialize_as_they_parse() {
        for s in InterviewSection::ALL {
            assert_eq!(InterviewSection::parse(s.as_str()), Ok(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        for raw in ["", "Heuristics", "heuristic", " history", "all"] {
            assert!(InterviewSection::parse(raw).is_err(), "{raw:?}");
        }
        let mut sorted = InterviewSection::ALL;
        sorted.sort();
        assert_eq!(sorted, InterviewSection::ALL, "Ord is the interview's order");
    }

    #[test]
    fn response_keys_are_sixteen_in_order_and_serialize_as_stored() {
        let keys: Vec<_> = ResponseKey::all().collect();
        assert_eq!(keys.len(), 16);
        for key in keys {
            assert_eq!(serde_json::to_value(key).unwrap(), key.as_str());
            assert!(key.section().response_keys().contains(&key));
        }
        assert_eq!(ResponseKey::Objections.section(), InterviewSection::Hormones);
    }

    #[test]
    fn answers_are_trimmed_bounded_and_may_break_lines() {
        assert_eq!(InterviewAnswer::parse("  a\n\tb \n").unwrap().as_str(), "a\n\tb");
        assert_eq!(InterviewAnswer::parse(" \n ").unwrap().as_str(), "");
        assert!(InterviewAnswer::parse(&"é".repeat(5000)).is_ok());
        assert!(InterviewAnswer::parse(&format!(" {} ", "é".repeat(5000))).is_ok());
        assert!(InterviewAnswer::parse(&"é".repeat(5001)).is_err());
        for bad in ["a\u{0}b", "a\u{7}b", "a\u{1b}[31mb", "a\u{85}b"] {
            assert!(InterviewAnswer::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn stored_answers_read_back_with_every_key_in_order() {
        let stored = HashMap::from([
            ("comparisons".to_owned(), "A spreadsheet".to_owned()),
            ("somethingElse".to_owned(), "dropped".to_owned()),
        ]);
        let answers = SectionAnswers::from_stored(InterviewSection::Heuristics, stored);
        assert!(!answers.all_answered());
        assert_eq!(
            serde_json::to_string(&answers).unwrap(),
            r#"{"immediateProblem":"","decisionShortcuts":"","firstImpression":"","comparisons":"A spreadsheet"}"#
        );
    }
}
