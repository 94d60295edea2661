//! One interface for writing a version's copy: a company's profile and its 16
//! interview answers in; core messaging, website content and pitch content out,
//! every field checked. Two writers implement it: the built-in one (no network,
//! the default and always the preview's) and a client of any OpenAI-compatible
//! chat-completions endpoint (`llm.rs`). How each field should read: `copywriting.md` of
//! the product's spec, summarised in `docs/content.md`.

pub mod builtin;
pub mod fields;
mod llm;
mod notes;
pub mod prose;
pub mod quality;
pub mod rewrite;
pub mod sample_companies;
pub mod target;
pub mod voice;

pub use builtin::BuiltInWriter;
pub use llm::{GenerationError, LlmWriter, Rewritten};

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use self::{
    fields::{Asset, Field},
    quality::{Gate, QualityReport},
};
use crate::{
    config::LlmConfig,
    domain::{questions::SampleAnswers, InterviewSection, Language, ResponseKey, SectionAnswers, StyleGuide},
    telemetry,
};

/// The writer of this server's generations: the built-in one, or the model
/// `LLM_BASE_URL` names.
pub enum Generator {
    BuiltIn(BuiltInWriter),
    // Boxed: one per process, and the enum stays small.
    Llm(Box<LlmWriter>),
}

impl Generator {
    pub fn new(llm: Option<&LlmConfig>) -> Self {
        match llm {
            Some(config) => Generator::Llm(Box::new(LlmWriter::new(config))),
            None => Generator::BuiltIn(BuiltInWriter),
        }
    }

    pub fn is_built_in(&self) -> bool {
        matches!(self, Generator::BuiltIn(_))
    }

    /// Whether it writes in `language`: the built-in writer writes English only.
    pub fn writes_in(&self, language: &Language) -> bool {
        !self.is_built_in() || language.is_english()
    }

    /// What the start-up log says of the writer (never the key).
    pub fn describe(&self) -> String {
        match self {
            Generator::BuiltIn(_) => "built-in (LLM_BASE_URL is unset)".into(),
            Generator::Llm(writer) => writer.describe(),
        }
    }

    /// Writes a version and reports its quality; `variation` words a new version
    /// of the same input anew (the built-in writer's seeded choice of phrasings; a
    /// model varies by itself).
    pub async fn generate(
        &self,
        input: &GenerationInput,
        variation: u64,
        progress: &Progress,
    ) -> Result<(GeneratedContent, QualityReport), GenerationError> {
        let (writer, content) = match self {
            Generator::BuiltIn(_) => {
                let (input, progress) = (input.clone(), progress.clone());
                let write = move || builtin::Drafts::new(&input).reporting(progress).write(variation, None);
                ("builtin", Ok(off_the_runtime(write).await))
            }
            Generator::Llm(writer) => ("model", writer.write_reporting(input, progress).await),
        };
        let outcome = if content.is_ok() { "ok" } else { "failed" };
        metrics::counter!(telemetry::GENERATIONS, "writer" => writer, "outcome" => outcome).increment(1);
        let content = content?;
        if let Some(tokens) = content.tokens_used {
            metrics::counter!(telemetry::MODEL_TOKENS).increment(u64::from(tokens));
        }
        let input = input.clone();
        Ok(off_the_runtime(move || {
            let report = Gate::new(&input).report(&content);
            (content, report)
        })
        .await)
    }

    /// The website and pitch content written anew from `core` (a sync), with that
    /// core: both writers build on it (the built-in one draws first on the
    /// sentences of the fields changed since `written_from`, the model is given it).
    pub async fn write_assets(
        &self,
        input: &GenerationInput,
        core: &CoreMessaging,
        written_from: &CoreMessaging,
        variation: u64,
    ) -> Result<GeneratedContent, GenerationError> {
        match self {
            Generator::BuiltIn(_) => {
                let (input, core, was) = (input.clone(), core.clone(), written_from.clone());
                let write = move || {
                    builtin::Drafts::new(&input)
                        .following(core, &was)
                        .write(variation, None)
                };
                Ok(off_the_runtime(write).await)
            }
            Generator::Llm(writer) => writer.write_assets(input, core).await,
        }
    }

    /// Tone words, preferred terms and a reading level for the style guide, from
    /// copy the company publishes: the model's analysis, with the word
    /// statistics' reading level when it gives none; the statistics alone from
    /// the built-in writer, or when the model fails (a suggestion is never worth an error).
    pub async fn learn_voice(&self, text: &str) -> voice::Suggestion {
        let statistics = voice::learn_from_copy(text);
        let Generator::Llm(writer) = self else {
            return statistics;
        };
        match writer.learn_voice(text).await {
            Ok(analysis) => voice::Suggestion {
                reading_level: analysis.reading_level.or(statistics.reading_level),
                ..analysis
            },
            Err(error) => {
                tracing::warn!(%error, "the model's voice analysis failed; suggesting from word statistics");
                statistics
            }
        }
    }

    /// Options for one part of `content` (see `rewrite.rs`); none when the
    /// built-in writer finds no other wording that qualifies. `seed` picks the
    /// built-in writer's drafts.
    pub async fn rewrite(
        &self,
        input: &GenerationInput,
        content: &GeneratedContent,
        rewrite: &rewrite::Rewrite,
        seed: u64,
    ) -> Result<Rewritten, GenerationError> {
        match self {
            Generator::BuiltIn(_) => {
                let (input, content, rewrite) = (input.clone(), content.clone(), rewrite.clone());
                let options = off_the_runtime(move || BuiltInWriter.rewrite(&input, &content, &rewrite, seed)).await;
                Ok(Rewritten { options, tokens: None })
            }
            Generator::Llm(writer) => writer.rewrite(input, content, rewrite).await,
        }
    }
}

/// A step of a generation, as its stream reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Stage {
    /// Reading the company and its interview.
    Interview,
    Core,
    Website,
    Pitch,
    /// The objection sheet.
    Objections,
    /// Storing the version and spending the credit.
    Saving,
}

/// Whether a stage has begun or is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum StageStatus {
    Started,
    Done,
}

/// What a generation tells its stream as it goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    Stage(Stage, StageStatus),
    /// Text the model wrote for `stage`, as it arrived. `restart` marks the
    /// first text of a new call for the stage (a retry or a repair): it
    /// replaces what the stage wrote before.
    Text {
        stage: Stage,
        delta: String,
        restart: bool,
    },
}

/// Where a generation reports its stages and the model's text: nowhere (a plain
/// answer), or the channel its event stream reads. Reporting never blocks or
/// fails: a stream whose reader has gone is simply not told.
#[derive(Debug, Clone, Default)]
pub struct Progress(Option<tokio::sync::mpsc::UnboundedSender<Report>>);

impl Progress {
    pub fn to(sender: tokio::sync::mpsc::UnboundedSender<Report>) -> Self {
        Self(Some(sender))
    }

    /// Whether someone watches: only then is the model asked to stream its text.
    pub fn is_watched(&self) -> bool {
        self.0.is_some()
    }

    pub fn started(&self, stage: Stage) {
        self.report(Report::Stage(stage, StageStatus::Started));
    }

    pub fn done(&self, stage: Stage) {
        self.report(Report::Stage(stage, StageStatus::Done));
    }

    pub fn text(&self, stage: Stage, delta: &str, restart: bool) {
        if self.is_watched() {
            self.report(Report::Text {
                stage,
                delta: delta.to_owned(),
                restart,
            });
        }
    }

    /// `work`, reported as `stage`.
    pub async fn around<T>(&self, stage: Stage, work: impl std::future::Future<Output = T>) -> T {
        self.started(stage);
        let output = work.await;
        self.done(stage);
        output
    }

    fn report(&self, report: Report) {
        if let Some(sender) = &self.0 {
            let _ = sender.send(report);
        }
    }
}

/// Runs CPU work (the built-in writer, the gate's spell checking) on tokio's
/// blocking pool: the runtime's few threads keep answering other requests and
/// keep moving open database transactions, whose locks other writers wait on.
pub async fn off_the_runtime<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    match tokio::task::spawn_blocking(work).await {
        Ok(value) => value,
        // Only a panic or the runtime's shutdown ends the task early: the
        // caller's task goes the same way.
        Err(e) => std::panic::resume_unwind(e.into_panic()),
    }
}

/// What a writer reads of a company's profile (its social links and owner never reach the copy).
/// Deserialized from the API's camelCase names, as the sample companies are written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyProfile {
    pub name: String,
    pub industry: String,
    pub description: String,
    /// Optional texts and the address are `""` when not given.
    #[serde(default)]
    pub competitors: String,
    #[serde(default)]
    pub products_services: String,
    #[serde(default)]
    pub website_url: String,
}

/// What a generator writes from: the profile and the answers by response key,
/// and for a new version the one before it.
#[derive(Debug, Clone)]
pub struct GenerationInput {
    pub company: CompanyProfile,
    answers: HashMap<ResponseKey, String>,
    /// The active version's headline and call to action, which a new version does not repeat.
    pub previous: Option<Previous>,
    /// The company's voice, which both writers keep and the quality gate checks.
    pub style: StyleGuide,
}

/// What a new version must not repeat of the one before: its headline and call
/// to action, and every text, whose sentences a new version says otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Previous {
    pub headline: String,
    pub cta_text: String,
    pub texts: Vec<String>,
}

impl Previous {
    pub fn of(content: &GeneratedContent) -> Self {
        Self::from_parts(&content.core, &content.website, &content.pitch)
    }

    /// From a stored version's three parts.
    pub fn from_parts(core: &CoreMessaging, website: &WebsiteContent, pitch: &PitchContent) -> Self {
        let texts = [core.texts(), website.texts(), pitch.texts()]
            .into_iter()
            .flatten()
            .map(|text| text.text.to_owned())
            .collect();
        Self {
            headline: website.headline.clone(),
            cta_text: website.cta_text.clone(),
            texts,
        }
    }
}

impl GenerationInput {
    /// From the company's saved sections (a missing section reads as unanswered).
    pub fn new(company: CompanyProfile, sections: &[SectionAnswers]) -> Self {
        let answers = sections
            .iter()
            .flat_map(|section| section.iter().map(|(key, answer)| (key, answer.to_owned())))
            .collect();
        Self {
            company,
            answers,
            previous: None,
            style: StyleGuide::default(),
        }
    }

    /// From answers by key (fixtures, tests and benchmarks).
    pub fn from_answers(company: CompanyProfile, answers: impl IntoIterator<Item = (ResponseKey, String)>) -> Self {
        Self {
            company,
            answers: answers.into_iter().collect(),
            previous: None,
            style: StyleGuide::default(),
        }
    }

    /// From a brief written as JSON, `{"profile": {...}, "answers": {"immediateProblem": "...", ...}}`
    /// and optionally its `"styleGuide"` as the API takes it: the owners' fixtures of the tests and
    /// `examples/read_copy.rs`.
    pub fn from_json(json: &str) -> Result<Self, serde_json::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Brief {
            profile: CompanyProfile,
            answers: HashMap<ResponseKey, String>,
            #[serde(default)]
            style_guide: StyleGuide,
        }
        let brief: Brief = serde_json::from_str(json)?;
        let mut input = Self::from_answers(brief.profile, brief.answers);
        input.style = brief.style_guide;
        Ok(input)
    }

    /// From one of the interview's sample answer sets (tests and benchmarks).
    pub fn from_sample(company: CompanyProfile, sample: &SampleAnswers) -> Self {
        let answers = sample
            .answers
            .iter()
            .flat_map(|section| section.answers.iter().map(|&(key, answer)| (key, answer.to_owned())));
        Self::from_answers(company, answers)
    }

    /// The answer to the question with this response key; `""` when unanswered.
    pub fn answer(&self, key: ResponseKey) -> &str {
        self.answers.get(&key).map(String::as_str).unwrap_or_default()
    }

    /// The sections whose four answers are all given.
    pub fn answered_sections(&self) -> Vec<InterviewSection> {
        InterviewSection::ALL
            .into_iter()
            .filter(|section| section.response_keys().iter().all(|&key| !self.answer(key).is_empty()))
            .collect()
    }
}

/// The version's core: what the company says, whatever the medium.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CoreMessaging {
    pub problem_statement: String,
    pub value_proposition: String,
    pub competitive_differentiation: String,
}

/// One benefit on the website.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValueProposition {
    pub title: String,
    pub description: String,
}

/// The website asset of a version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebsiteContent {
    pub headline: String,
    pub subheading: String,
    /// 3 to 5 distinct benefits.
    pub value_propositions: Vec<ValueProposition>,
    pub cta_text: String,
}

/// The pitch asset of a version: three spoken lengths and the points to repeat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PitchContent {
    /// About 30 seconds spoken (60 to 90 words).
    #[serde(rename = "pitch30sec")]
    pub pitch_30_sec: String,
    /// About a minute (130 to 170 words).
    #[serde(rename = "pitch1min")]
    pub pitch_1_min: String,
    /// About three minutes (400 to 480 words).
    #[serde(rename = "pitch3min")]
    pub pitch_3_min: String,
    /// 3 to 6 sentences a listener could repeat.
    pub key_points: Vec<String>,
}

/// One objection of the sheet: as the customer says it, the brand's response,
/// and the proof the owner should gather to back it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ObjectionResponse {
    pub objection: String,
    pub response: String,
    pub proof_point: String,
}

/// The objection sheet of a version: 4 to 6 objections with their responses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ObjectionSheet {
    pub pairs: Vec<ObjectionResponse>,
}

/// Who wrote a version, so nobody mistakes the built-in writer's copy for a model's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Writer {
    BuiltIn,
    /// The model's name as configured (`LLM_MODEL`).
    Model(String),
}

impl From<String> for Writer {
    /// As stored: `built-in` is the built-in writer, anything else a model's name.
    fn from(stored: String) -> Self {
        if stored == Writer::BuiltIn.as_str() {
            Writer::BuiltIn
        } else {
            Writer::Model(stored)
        }
    }
}

impl Writer {
    /// As stored and answered: `built-in`, or the model's name.
    pub fn as_str(&self) -> &str {
        match self {
            Writer::BuiltIn => "built-in",
            Writer::Model(name) => name,
        }
    }
}

/// Everything one generation writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedContent {
    pub core: CoreMessaging,
    pub website: WebsiteContent,
    pub pitch: PitchContent,
    /// `None` for a version written before objection sheets existed (and its copies).
    pub objections: Option<ObjectionSheet>,
    pub writer: Writer,
    /// Prompt and completion tokens, when the endpoint reports them.
    pub tokens_used: Option<u32>,
}

/// Why a generated field cannot be stored, naming the field (`website.headline`, ...).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct InvalidContent {
    pub field: String,
    pub problem: &'static str,
}

/// The words `copywriting.md` says to avoid by default: the built-in writer
/// never uses a sentence holding one, and the model is told so.
pub const WORDS_TO_AVOID: [&str; 14] = [
    "revolutionary",
    "seamless",
    "cutting-edge",
    "game-changer",
    "best-in-class",
    "world-class",
    "synergy",
    "leverage",
    "unlock",
    "empower",
    "elevate",
    "next-generation",
    "disruptive",
    "robust solution",
];

/// Longest text any one field may hold (the 3-minute pitch is about 3,000 characters).
const MAX_FIELD_CHARS: usize = 6_000;
/// What a writer leaves when it did not fill something in.
const PLACEHOLDERS: [&str; 7] = ["{", "}", "[insert", "[your", "tbd", "lorem ipsum", "xxx"];

/// One text of a version with the registry field it fills and its path in the
/// version (`website.valuePropositions.2.description`).
#[derive(Debug, Clone)]
pub struct FieldText<'a> {
    pub field: &'static Field,
    pub path: String,
    pub text: &'a str,
}

impl<'a> FieldText<'a> {
    fn one(field: &'static Field, text: &'a str) -> Self {
        Self {
            field,
            path: field.path.to_owned(),
            text,
        }
    }

    fn items(field: &'static Field, texts: impl Iterator<Item = &'a str>) -> impl Iterator<Item = Self> {
        texts.enumerate().map(move |(n, text)| Self {
            field,
            path: field.item_path(n),
            text,
        })
    }
}

/// One of the three parts of a version, its fields as the registry names them.
pub trait AssetContent {
    const ASSET: Asset;

    /// Every text, in the registry's order.
    fn texts(&self) -> Vec<FieldText<'_>>;

    /// How many items each list field holds.
    fn counts(&self) -> Vec<(&'static Field, usize)>;

    /// What must hold before it is stored: every text filled in, no placeholder or
    /// control character, not absurdly long; every list with its count. (How well
    /// it reads is the quality gate's: `quality.rs`.)
    fn validate(&self) -> Result<(), InvalidContent> {
        for (field, count) in self.counts() {
            if !field.items.as_ref().is_some_and(|items| items.contains(&count)) {
                return Err(InvalidContent {
                    field: field.path.replace("[]", ""),
                    problem: "has the wrong number of items",
                });
            }
        }
        self.texts()
            .into_iter()
            .try_for_each(|text| check_text(&text.path, text.text))
    }
}

impl AssetContent for CoreMessaging {
    const ASSET: Asset = Asset::Core;

    fn texts(&self) -> Vec<FieldText<'_>> {
        vec![
            FieldText::one(&fields::PROBLEM_STATEMENT, &self.problem_statement),
            FieldText::one(&fields::VALUE_PROPOSITION, &self.value_proposition),
            FieldText::one(&fields::DIFFERENTIATION, &self.competitive_differentiation),
        ]
    }

    fn counts(&self) -> Vec<(&'static Field, usize)> {
        Vec::new()
    }
}

impl AssetContent for WebsiteContent {
    const ASSET: Asset = Asset::Website;

    fn texts(&self) -> Vec<FieldText<'_>> {
        let benefits = &self.value_propositions;
        let mut texts = vec![
            FieldText::one(&fields::HEADLINE, &self.headline),
            FieldText::one(&fields::SUBHEADING, &self.subheading),
        ];
        texts.extend(FieldText::items(
            &fields::BENEFIT_TITLE,
            benefits.iter().map(|b| b.title.as_str()),
        ));
        texts.extend(FieldText::items(
            &fields::BENEFIT_DESCRIPTION,
            benefits.iter().map(|b| b.description.as_str()),
        ));
        texts.push(FieldText::one(&fields::CALL_TO_ACTION, &self.cta_text));
        texts
    }

    fn counts(&self) -> Vec<(&'static Field, usize)> {
        vec![(&fields::BENEFITS, self.value_propositions.len())]
    }
}

impl AssetContent for PitchContent {
    const ASSET: Asset = Asset::Pitch;

    fn texts(&self) -> Vec<FieldText<'_>> {
        let mut texts = vec![
            FieldText::one(&fields::PITCH_30_SECONDS, &self.pitch_30_sec),
            FieldText::one(&fields::PITCH_1_MINUTE, &self.pitch_1_min),
            FieldText::one(&fields::PITCH_3_MINUTES, &self.pitch_3_min),
        ];
        texts.extend(FieldText::items(
            &fields::KEY_POINTS,
            self.key_points.iter().map(String::as_str),
        ));
        texts
    }

    fn counts(&self) -> Vec<(&'static Field, usize)> {
        vec![(&fields::KEY_POINTS, self.key_points.len())]
    }
}

impl AssetContent for ObjectionSheet {
    const ASSET: Asset = Asset::Objections;

    fn texts(&self) -> Vec<FieldText<'_>> {
        let pairs = &self.pairs;
        let mut texts: Vec<FieldText<'_>> =
            FieldText::items(&fields::OBJECTION, pairs.iter().map(|pair| pair.objection.as_str())).collect();
        texts.extend(FieldText::items(
            &fields::OBJECTION_RESPONSE,
            pairs.iter().map(|pair| pair.response.as_str()),
        ));
        texts.extend(FieldText::items(
            &fields::PROOF_POINT,
            pairs.iter().map(|pair| pair.proof_point.as_str()),
        ));
        texts
    }

    fn counts(&self) -> Vec<(&'static Field, usize)> {
        vec![(&fields::OBJECTIONS, self.pairs.len())]
    }
}

fn check_text(path: &str, text: &str) -> Result<(), InvalidContent> {
    let problem = if text.trim().is_empty() {
        Some("is empty")
    } else if text.chars().count() > MAX_FIELD_CHARS {
        Some("is too long")
    } else if text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\t')) {
        Some("holds control characters")
    } else {
        let lower = text.to_lowercase();
        PLACEHOLDERS
            .iter()
            .any(|p| lower.contains(p))
            .then_some("holds a placeholder")
    };
    match problem {
        Some(problem) => Err(InvalidContent {
            field: path.to_owned(),
            problem,
        }),
        None => Ok(()),
    }
}

impl GeneratedContent {
    /// Every text of the version, in the registry's order.
    pub fn texts(&self) -> Vec<FieldText<'_>> {
        let mut texts = self.core.texts();
        texts.extend(self.website.texts());
        texts.extend(self.pitch.texts());
        texts.extend(self.objections.iter().flat_map(AssetContent::texts));
        texts
    }

    /// The texts of one of its parts; none for a sheet it does not have.
    pub fn asset_texts(&self, asset: Asset) -> Vec<FieldText<'_>> {
        match asset {
            Asset::Core => self.core.texts(),
            Asset::Website => self.website.texts(),
            Asset::Pitch => self.pitch.texts(),
            Asset::Objections => self.objections.iter().flat_map(AssetContent::texts).collect(),
        }
    }

    /// Every text passed through `edit` (each set by its path, as the registry names it).
    pub fn edit_texts(&mut self, edit: impl Fn(&FieldText) -> String) {
        let edits: Vec<(String, String)> = self
            .texts()
            .into_iter()
            .filter_map(|text| {
                let edited = edit(&text);
                (edited != text.text).then_some((text.path, edited))
            })
            .collect();
        for (path, edited) in edits {
            let target = target::Target::parse(&path).expect("a text's path names its field");
            target.set(self, serde_json::Value::String(edited));
        }
    }

    /// The sentences of four words or more (the customers' own words aside), with the company's name masked and
    /// the case folded: what two versions, or two companies' copy, are compared
    /// by (a sentence that differs only by the name is the same sentence).
    pub fn compared_sentences(&self, company_name: &str) -> HashSet<String> {
        self.texts()
            .iter()
            // Not the customers' objections: every trade hears "Is it worth the money?", every version too.
            .filter(|text| text.field.voice != fields::Voice::Customer)
            .flat_map(|text| prose::sentences(text.text))
            .filter(|sentence| prose::word_count(sentence) >= 4)
            .map(|sentence| sentence.replace(company_name, "NAME").to_lowercase())
            .collect()
    }

    pub fn validate(&self) -> Result<(), InvalidContent> {
        self.core.validate()?;
        self.website.validate()?;
        self.pitch.validate()?;
        self.objections.as_ref().map_or(Ok(()), AssetContent::validate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn website(items: usize) -> WebsiteContent {
        WebsiteContent {
            headline: "Never run out of strawberries on Saturday".into(),
            subheading: "Store-level order suggestions for regional grocers, from the sales data you already have."
                .into(),
            value_propositions: (0..items)
                .map(|n| ValueProposition {
                    title: format!("Benefit {n}"),
                    description: "Fewer empty shelves at the weekend, and less yogurt thrown away on Tuesday.".into(),
                })
                .collect(),
            cta_text: "See your store's numbers".into(),
        }
    }

    #[test]
    fn fields_must_be_filled_in_and_counted_right() {
        assert_eq!(website(3).validate(), Ok(()));
        assert_eq!(website(2).validate().unwrap_err().field, "website.valuePropositions");
        assert_eq!(
            website(6).validate().unwrap_err().problem,
            "has the wrong number of items"
        );
        for bad in [
            "",
            "  ",
            "Welcome to {company}",
            "[INSERT headline]",
            "Pricing TBD",
            "a\u{0}b",
        ] {
            let content = WebsiteContent {
                headline: bad.into(),
                ..website(3)
            };
            assert_eq!(content.validate().unwrap_err().field, "website.headline", "{bad:?}");
        }
    }

    /// A field added to the registry without a writer (and a place in its asset's
    /// `texts()`) fails here.
    #[test]
    fn the_built_in_writer_fills_every_registered_field() {
        let company = sample_companies::sample_companies()[0].clone();
        let input = GenerationInput::from_sample(company, &crate::domain::questions::SAMPLES[0]);
        let content = builtin::BuiltInWriter.write(&input, 1);
        let texts = content.texts();
        let sheet = content
            .objections
            .as_ref()
            .expect("a new version has an objection sheet");
        let counts: Vec<(&Field, usize)> = [
            content.core.counts(),
            content.website.counts(),
            content.pitch.counts(),
            sheet.counts(),
        ]
        .into_iter()
        .flatten()
        .collect();
        for field in fields::FIELDS {
            let written = texts
                .iter()
                .any(|text| text.field.path == field.path && !text.text.is_empty())
                || counts.iter().any(|(counted, n)| counted.path == field.path && *n > 0);
            assert!(written, "{} is in the registry but no writer fills it", field.path);
        }
    }

    #[test]
    fn the_json_shape_is_the_apis() {
        let pitch: PitchContent = serde_json::from_value(serde_json::json!({
            "pitch30sec": "a", "pitch1min": "b", "pitch3min": "c", "keyPoints": ["x", "y", "z"]
        }))
        .unwrap();
        assert_eq!(pitch.pitch_1_min, "b");
        let unknown = serde_json::from_value::<CoreMessaging>(serde_json::json!({
            "problemStatement": "a", "valueProposition": "b", "competitiveDifferentiation": "c", "extra": 1
        }));
        assert!(unknown.is_err(), "unknown fields are refused");
    }
}
