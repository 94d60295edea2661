//! The built-in writer: a version's copy composed from the company's profile
//! and its answers, offline and in well under a millisecond.
//!
//! It works in two steps. [`Brief::read`] cuts the answers into clauses and
//! phrases (who the customers are, the moment the problem hurts, what it costs,
//! how it feels, what they tried, what they want instead), ranked by how
//! specific they are. A [`Pen`] then writes each field from those pieces in
//! sentences of its own, following the Perception Formula's mapping (problem ←
//! heuristics and history, value ← hormones, difference ← history and the
//! competitors, voice ← heritage and the brand's feelings). Longer fields are
//! drafted long and fitted to their word range ([`fit::Draft`]). `variation`
//! seeds the choice among phrasings, so each version reads differently and the
//! same version always reads the same.

mod brief;
mod fit;
mod manner;
mod objections;
#[cfg(test)]
mod owners;
mod pitch;
mod reported;
#[cfg(test)]
mod tests;
mod text;

use crate::domain::PreferredTerm;
use crate::writer::prose::{bare_words, capitalize, has_word, list, sentence, sentences, word_count};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::ops::RangeInclusive;

use self::{
    brief::{Brief, Want},
    fit::{Draft, Heard, Priority},
    manner::Manner,
    text::{as_we, first_words, has_first_person, lower_first, stands_alone, to_second_person, trim_to, with_article},
};
use super::{
    fields::{self, Field},
    quality::{Gate, Said},
    voice::say_preferred_terms,
    AssetContent, CoreMessaging, GeneratedContent, GenerationInput, Progress, Stage, ValueProposition, WebsiteContent,
    Writer,
};

/// The word ranges of `copywriting.md`, which the writer always meets.
pub mod lengths {
    use std::ops::RangeInclusive;

    pub const PROBLEM_STATEMENT: RangeInclusive<usize> = 35..=70;
    pub const VALUE_PROPOSITION: RangeInclusive<usize> = 20..=45;
    pub const DIFFERENTIATION: RangeInclusive<usize> = 40..=90;
    pub const HEADLINE: RangeInclusive<usize> = 4..=10;
    pub const SUBHEADING: RangeInclusive<usize> = 12..=25;
    pub const BENEFIT_TITLE: RangeInclusive<usize> = 2..=5;
    pub const BENEFIT_DESCRIPTION: RangeInclusive<usize> = 15..=35;
    pub const CTA: RangeInclusive<usize> = 2..=5;
    pub const PITCH_30_SECONDS: RangeInclusive<usize> = 60..=90;
    pub const PITCH_1_MINUTE: RangeInclusive<usize> = 130..=170;
    pub const PITCH_3_MINUTES: RangeInclusive<usize> = 400..=480;
    pub const KEY_POINT: RangeInclusive<usize> = 3..=15;
}

/// The writer that needs no network: the default, and always the preview's.
pub struct BuiltInWriter;

impl BuiltInWriter {
    /// The copy for `input`; `variation` (the version number, say) picks the
    /// phrasings: the same input and variation always give the same text.
    pub fn write(&self, input: &GenerationInput, variation: u64) -> GeneratedContent {
        Drafts::new(input).write(variation, None)
    }
}

/// A brief read once and written from many times over: a rewrite's drafts.
pub struct Drafts {
    gate: Gate,
    brief: Brief,
    progress: Progress,
    /// The core messaging of a sync, kept as it is.
    core: Option<CoreMessaging>,
    /// Its fields the user changed since the assets were written (the others empty):
    /// what the website and the pitch draw on first.
    changed: Option<CoreMessaging>,
    /// The style guide's preferred terms, said as each version is finished.
    terms: Vec<PreferredTerm>,
    /// How the guide's tone, reading level and point of view are heard.
    manner: Manner,
}

impl Drafts {
    pub fn new(input: &GenerationInput) -> Self {
        let notes = input.cleaned();
        Self {
            gate: Gate::with_notes(input, &notes),
            brief: Brief::read_notes(&notes),
            progress: Progress::default(),
            core: None,
            changed: None,
            terms: input.style.preferred_terms.clone(),
            manner: Manner::of(&input.style),
        }
    }

    /// Writing the website and the pitch to follow `core` (a sync after the user
    /// changed it from `written_from`, the core the assets were written from): the
    /// sentences of the fields that changed are the first the assets draw on, in
    /// the company's voice in the pitches, and grounded as the brief is (the
    /// user's own facts); the version keeps `core` as it is.
    pub fn following(self, core: CoreMessaging, written_from: &CoreMessaging) -> Self {
        let changed = |now: &String, was: &String| if now == was { String::new() } else { now.clone() };
        let changed = CoreMessaging {
            problem_statement: changed(&core.problem_statement, &written_from.problem_statement),
            value_proposition: changed(&core.value_proposition, &written_from.value_proposition),
            competitive_differentiation: changed(
                &core.competitive_differentiation,
                &written_from.competitive_differentiation,
            ),
        };
        Self {
            gate: self
                .gate
                .grounded_also_in(changed.texts().iter().map(|field| field.text)),
            core: Some(core),
            changed: Some(changed),
            ..self
        }
    }

    /// Reporting each part as it is written (a generation's stream).
    pub fn reporting(self, progress: Progress) -> Self {
        Self { progress, ..self }
    }

    /// The copy of [`BuiltInWriter::write`], with one field fitted to other
    /// lengths than its own when `resize` says so (a shorter or longer rewrite of it).
    pub fn write(&self, variation: u64, resize: Option<&Resize>) -> GeneratedContent {
        let mut pen = Pen::new(&self.brief, variation, &self.gate, self.changed.as_ref(), self.manner);
        pen.resize = resize.cloned();
        let progress = &self.progress;
        progress.started(Stage::Core);
        let core = match &self.core {
            Some(core) => core.clone(),
            None => CoreMessaging {
                problem_statement: pen.problem_statement(),
                value_proposition: pen.value_proposition(),
                competitive_differentiation: pen.differentiation(),
            },
        };
        progress.done(Stage::Core);
        pen.said.clear();
        progress.started(Stage::Website);
        let website = WebsiteContent {
            headline: pen.remembered(Pen::headline),
            subheading: pen.remembered(Pen::subheading),
            value_propositions: pen.benefits(),
            cta_text: pen.call_to_action(),
        };
        progress.done(Stage::Website);
        pen.said.clear();
        progress.started(Stage::Pitch);
        let pitch = pen.pitch();
        progress.done(Stage::Pitch);
        pen.said.clear();
        progress.started(Stage::Objections);
        let objections = pen.objection_sheet();
        progress.done(Stage::Objections);
        let mut content = GeneratedContent {
            core,
            website,
            pitch,
            objections: Some(objections),
            writer: Writer::BuiltIn,
            tokens_used: None,
        };
        // The fitted fields were restyled as drafted; the others are now, within their lengths.
        content.edit_texts(|text| {
            let said = say_preferred_terms(text.text, &self.terms, &self.brief.name);
            self.manner.restyle_within(text.field, &self.brief.name, &said)
        });
        if let Some(core) = &self.core {
            // A sync's core is the user's, word for word.
            content.core = core.clone();
        }
        content
    }
}

/// Feelings that read well after "feel ... again".
const FEEL_AGAIN: [&str; 10] = [
    "in control",
    "calm",
    "confident",
    "focused",
    "organised",
    "organized",
    "safe",
    "relaxed",
    "at ease",
    "proud",
];

/// The first words of a step a prospect can take today ("try it in three stores").
const FIRST_STEP_VERBS: [&str; 8] = ["try", "test", "pilot", "start", "run", "use", "see", "book"];

/// Other lengths for one field than the registry's.
#[derive(Debug, Clone)]
pub struct Resize {
    /// The field's registry path.
    pub path: &'static str,
    pub words: RangeInclusive<usize>,
}

/// Writes the fields of one version from a brief; holds the choice of phrasings.
struct Pen<'a> {
    /// One field's lengths, when a rewrite asks for others.
    resize: Option<Resize>,
    brief: &'a Brief,
    /// Every sentence passes it, or is not written.
    gate: &'a Gate,
    /// The sentences of the asset being written: none is said twice in it.
    said: Said,
    /// The previous version's sentences: said again only when nothing else will do.
    before: Said,
    /// The fields of the core messaging the assets follow (a sync; the others
    /// empty): their sentences come first.
    core: Option<&'a CoreMessaging>,
    /// Those sentences, as written and as the company says them: the user's
    /// own words, which the gate does not second-guess (their trade's words,
    /// their figures); the version's report still shows what it would flag.
    trusted: Said,
    /// Free choices, seeded by the version and the company.
    rng: StdRng,
    /// The version, for the choices that turn with it.
    variation: u64,
    /// How many turning choices were made so far.
    turns: u64,
    /// The frames that introduced an answer so far ("What has changed lately"):
    /// a second answer of the same kind takes the other.
    introductions: Vec<&'static str>,
    /// How the style guide would have the texts said.
    manner: Manner,
}

impl<'a> Pen<'a> {
    fn new(brief: &'a Brief, variation: u64, gate: &'a Gate, core: Option<&'a CoreMessaging>, manner: Manner) -> Self {
        // FNV-1a of the name: two companies' version 1 pick different phrasings.
        let name_hash = brief.name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3)
        });
        Self {
            resize: None,
            brief,
            gate,
            said: Said::default(),
            before: Said::new(
                brief
                    .previous
                    .iter()
                    .flat_map(|previous| previous.texts.iter())
                    .flat_map(|text| sentences(text)),
            ),
            trusted: Said::new(core.iter().flat_map(|core| core.texts()).flat_map(|field| {
                sentences(field.text)
                    .into_iter()
                    .flat_map(|said| [as_we(&said, &[&brief.name]), said])
            })),
            core,
            rng: StdRng::seed_from_u64(variation.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ name_hash),
            variation,
            turns: 0,
            introductions: Vec::new(),
            manner,
        }
    }

    /// `draft` fitted to `field`'s range, of the sentences that pass the gate and
    /// say nothing the asset has said; what it keeps is remembered as said.
    /// What the sentences do together is checked too: when the whole text
    /// fails (two sentences that rebuild an answer, say), the first sentence
    /// whose removal clears it is left out and the draft fitted again.
    fn fit(&mut self, draft: Draft, field: &Field, separator: &str) -> String {
        let range = match &self.resize {
            Some(resize) if resize.path == field.path => resize.words.clone(),
            _ => field.words.clone().unwrap_or(0..=usize::MAX),
        };
        let a_pitch = fields::is_a_pitch(field);
        // Restyled before fitting, so the lengths are the restyled words'.
        let draft = draft.restyled(|sentence| self.manner.restyle(field, &self.brief.name, sentence));
        let mut left_out: Vec<String> = Vec::new();
        loop {
            let text = draft.fit(
                &range,
                separator,
                |sentence| {
                    !left_out.iter().any(|out| out == sentence)
                        && match a_pitch {
                            true => self.passes(field, sentence),
                            false => self.may_say(field, sentence),
                        }
                },
                |sentence| {
                    if self.said_before(sentence) {
                        Heard::InThePreviousVersion
                    } else if a_pitch && sentences(sentence).iter().any(|said| self.said.holds(said)) {
                        Heard::InAnotherPitch
                    } else {
                        Heard::Not
                    }
                },
            );
            let said = sentences(&text);
            // Each sentence passed on its own: what fails now is two of them together.
            let culprit = (left_out.len() < 8 && !self.gate.text_flags(field, &text).is_empty())
                .then(|| together_failing(self.gate, &said))
                .flatten()
                .filter(|culprit| !self.trusted.holds(culprit));
            match culprit {
                Some(sentence) => left_out.push(sentence.clone()),
                None => {
                    self.said.extend(said);
                    return text;
                }
            }
        }
    }

    /// What `write` writes, remembered as said in the asset.
    fn remembered(&mut self, write: fn(&mut Self) -> String) -> String {
        let text = write(self);
        self.said.extend(sentences(&text));
        text
    }

    /// Whether the previous version said (one of the sentences of) `text`.
    fn said_before(&self, text: &str) -> bool {
        sentences(text).iter().any(|sentence| self.before.holds(sentence))
    }

    /// Whether `text` may stand in `field`: it passes the gate (or is the user's
    /// own, see `trusted`) and the asset has not said it.
    fn may_say(&self, field: &Field, text: &str) -> bool {
        self.passes(field, text) && !sentences(text).iter().any(|sentence| self.said.holds(sentence))
    }

    /// Whether `text` passes the gate in `field` (or was the user's own words).
    fn passes(&self, field: &Field, text: &str) -> bool {
        self.trusted.holds(text) || self.gate.passes(field, text) && !self.circular(text)
    }

    /// The audience, or "you" when the brief could not name it ("Cole & Sons' customers").
    fn reader_unless_named(&self) -> &str {
        let audience = &self.brief.audience;
        if audience.is_unnamed(&self.brief.name) {
            "you"
        } else {
            &audience.people
        }
    }

    /// Whether `text` says the company is for its own customers ("Hollow Lane
    /// Vet is made for Hollow Lane Vet's customers"): the audience the brief could
    /// not name, beside the company it is named after.
    fn circular(&self, text: &str) -> bool {
        let name = self.brief.name.as_str();
        let people = self.brief.audience.people.as_str();
        self.brief.audience.is_unnamed(name) && text.contains(people) && text.replacen(people, "", 1).contains(name)
    }

    /// One of `count` phrasings, at random.
    fn pick(&mut self, count: usize) -> usize {
        self.rng.random_range(0..count)
    }

    /// One of `count` phrasings, turning with the version: two consecutive
    /// versions never make the same choice here, so they always read differently.
    fn turn(&mut self, count: usize) -> usize {
        self.turns += 1;
        (self.variation.wrapping_add(self.turns) % count as u64) as usize
    }

    /// One of `options`; `None` when there are none.
    fn choose<T>(&mut self, mut options: Vec<T>) -> Option<T> {
        if options.is_empty() {
            return None;
        }
        let at = self.pick(options.len());
        Some(options.swap_remove(at))
    }

    // ---- pieces several fields share ----

    /// The sentences of one field of the core messaging the assets follow
    /// (none in a generation), as the company says them in a pitch ("FreshCast
    /// gives" → "We give") when `spoken`.
    fn core_says(&self, field: fn(&CoreMessaging) -> &str, spoken: bool) -> Vec<String> {
        let Some(core) = self.core else {
            return Vec::new();
        };
        sentences(field(core))
            .into_iter()
            .map(|said| {
                if spoken {
                    as_we(&said, &[&self.brief.name])
                } else {
                    said
                }
            })
            .collect()
    }

    /// The customers in full, to open a sentence.
    fn people(&self) -> String {
        capitalize(&self.brief.audience.people)
    }

    fn short(&self) -> &str {
        &self.brief.audience.short
    }

    /// The clauses of `clauses` that speak of the customers, not as the company.
    fn third_person(clauses: &[String]) -> Vec<&String> {
        clauses.iter().filter(|clause| !has_first_person(clause)).collect()
    }

    /// Who struggles, in which situation: the most specific moment of the problem.
    fn scene_opening(&mut self) -> String {
        let brief = self.brief;
        let people = &brief.audience.people;
        if let Some(scene) = Self::third_person(&brief.scenes).first() {
            let scene = brief.inline(scene);
            if is_self_framed(&scene) {
                return sentence(&match self.turn(2) {
                    0 => format!("For {people}, {scene}"),
                    _ => format!("Ask {people} and they will tell you: {scene}"),
                });
            }
            return sentence(&match self.turn(3) {
                0 => format!("{} know the moment: {scene}", self.people()),
                1 => format!("For {people}, it often starts small: {scene}"),
                _ => format!("Ask {people} about a bad week and you hear the same story: {scene}"),
            });
        }
        if let Some(cost) = Self::third_person(&brief.costs).first() {
            let cost = brief.inline(cost);
            let figure = has_figure(&cost);
            return sentence(&match (self.turn(2), figure) {
                (0, true) => format!("{} know this number by heart: {cost}", self.people()),
                (0, false) => format!("Ask {people} what it has cost them, and you hear this: {cost}"),
                _ => format!("Ask {people} what the problem costs, and you hear it: {cost}"),
            });
        }
        if let Some(feeling) = Self::third_person(&brief.feeling_clauses).first() {
            let feeling = brief.inline(feeling);
            return sentence(&match self.turn(2) {
                0 => format!("{} know the feeling: {feeling}", self.people()),
                _ => format!("For {people}, the hardest part is how it feels: {feeling}"),
            });
        }
        if !brief.moment_notes.is_empty() {
            let moments = list(&brief.moment_notes, "and");
            return sentence(&match self.turn(2) {
                0 => format!("Ask {people} how it starts, and you hear: {moments}"),
                _ => format!("For {people}, it usually starts like this: {moments}"),
            });
        }
        let products = self.products(1);
        sentence(&match self.turn(2) {
            0 => format!(
                "{} need {products} that fit the way they work, and most of what they find does not",
                self.people()
            ),
            _ => format!("For {people}, finding {products} that fit the way they work is harder than it should be"),
        })
    }

    /// What the problem costs, from the `n`th most specific cost.
    /// A frame that promises a cost says one: a figure, money or time lost;
    /// any other pain point is said as it is, when it reads as a sentence.
    fn cost_sentence(&mut self, n: usize) -> Option<String> {
        let brief = self.brief;
        let Some(clause) = Self::third_person(&brief.costs).get(n).copied() else {
            // Notes, not sentences: "line stopped, audit non-conformance and scrapped parts".
            return (n == 0 && brief.costs.is_empty() && !brief.cost_notes.is_empty())
                // Notes may be a rival's failings ("roofers who don't turn up"): what they are up against.
                .then(|| sentence(&format!("What they are up against: {}", list(&brief.cost_notes, "and"))));
        };
        let cost = brief.inline(clause);
        let figure = has_figure(&cost);
        if !figure && !says_a_cost(&cost) {
            return stands_alone(clause).then(|| sentence(&brief.opening(clause)));
        }
        Some(sentence(&match (self.turn(3), figure) {
            (0, _) => format!("The cost is real: {cost}"),
            (1, _) | (_, false) => format!("And it adds up: {cost}"),
            _ => format!("The numbers are hard to ignore: {cost}"),
        }))
    }

    /// How the problem feels: the feelings named, and the most specific
    /// clause about them that the opening (without a scene or a cost) has not used.
    fn feelings_sentence(&mut self) -> Option<String> {
        let brief = self.brief;
        let opening_took_one = brief.scenes.is_empty() && brief.costs.is_empty();
        let clause = Self::third_person(&brief.feeling_clauses)
            .get(usize::from(opening_took_one))
            .map(|clause| brief.inline(clause));
        if brief.problem_feelings.is_empty() {
            return clause.map(|clause| sentence(&brief.opening(&clause)));
        }
        // A feeling the clause (or the opening's) names already is not listed again.
        let named_already = |feeling: &&str| {
            let opening = Self::third_person(&brief.feeling_clauses)
                .first()
                .copied()
                .filter(|_| opening_took_one);
            [clause.as_deref(), opening.map(String::as_str)]
                .into_iter()
                .flatten()
                .any(|clause| has_word(clause, feeling))
        };
        let unnamed: Vec<&str> = brief
            .problem_feelings
            .iter()
            .copied()
            .filter(|f| !named_already(f))
            .collect();
        // A clause that is itself the list of feelings ("embarrassed, anxious, a bit
        // angry") is said in their place, not after them.
        let listed = clause.clone().filter(|clause| {
            let first = clause.split_whitespace().next().unwrap_or_default();
            unnamed.is_empty()
                && brief
                    .problem_feelings
                    .iter()
                    .any(|f| first.trim_matches(',').eq_ignore_ascii_case(f))
        });
        let feelings = match &listed {
            Some(listed) => listed.clone(),
            None => feelings(
                if unnamed.is_empty() {
                    &brief.problem_feelings
                } else {
                    &unnamed
                },
                3,
            ),
        };
        // "Stress, guilt" after "stressed and guilty" says the feelings again.
        let restates = |clause: &String| {
            bare_words(clause)
                .filter(|word| !["and", "a", "bit", "very", "so", "really"].contains(&word.as_str()))
                .all(|word| {
                    brief
                        .problem_feelings
                        .iter()
                        .any(|feeling| word.len() >= 4 && feeling.len() >= 4 && word[..4] == feeling[..4])
                })
        };
        let clause = clause.filter(|clause| listed.is_none() && !restates(clause));
        let said = match self.turn(3) {
            0 => format!("It leaves them {feelings}"),
            1 => format!("No wonder they feel {feelings}"),
            _ => format!("Week after week, it leaves them {feelings}"),
        };
        Some(sentence(&match clause {
            Some(clause) if word_count(&clause) <= 16 => format!("{said}: {clause}"),
            _ => said,
        }))
    }

    /// The first `count` products, as one phrase.
    fn products(&self, count: usize) -> String {
        let products = &self.brief.products;
        match products.len() {
            0 => self.brief.offer.clone(),
            _ => list(
                &products[..count.min(products.len())]
                    .iter()
                    .map(|product| with_article(product))
                    .collect::<Vec<_>>(),
                "and",
            ),
        }
    }

    /// The most wanted outcome, when the answers say what they want to do.
    fn want(&self, n: usize) -> Option<&'a Want> {
        self.brief.wants.get(n)
    }

    /// The alternatives the customers weigh, up to `count`, named after the comparisons.
    /// Named ones first: "doing nothing" alone never stands for the competition.
    fn alternatives(&self, count: usize) -> Vec<String> {
        let brief = self.brief;
        let named = |list: &[String]| list.iter().any(|alternative| alternative != "doing nothing");
        let alternatives = [&brief.alternatives, &brief.tried, &brief.competitors]
            .into_iter()
            .find(|list| named(list))
            .unwrap_or(&brief.alternatives);
        alternatives.iter().take(count).cloned().collect()
    }

    /// A step a prospect can take today ("try it in three stores ..."), when the answers offer one.
    fn first_step(&self) -> Option<&'a str> {
        self.brief.trial.as_deref().filter(|step| {
            FIRST_STEP_VERBS
                .iter()
                .any(|verb| step.starts_with(&format!("{verb} ")))
        })
    }

    /// What the customers should see first, third person ("their own data ...").
    fn sight(&self, n: usize) -> Option<String> {
        self.brief.sights.get(n).map(|sight| self.brief.inline(sight))
    }

    /// The fear under the objections turned round: "losing control of X" → "keep control of X".
    fn kept(&self) -> Option<String> {
        let fear = self.brief.fear.as_deref()?;
        fear.strip_prefix("losing ").map(|kept| format!("keep {kept}"))
    }

    // ---- core messaging ----

    fn problem_statement(&mut self) -> String {
        let mut draft = Draft::at_most(3);
        draft.add(0, Priority::Must, Some(self.scene_opening()));
        draft.add(1, Priority::High, self.cost_sentence(0));
        draft.add(1, Priority::Low, self.cost_sentence(1));
        draft.add(2, Priority::High, self.feelings_sentence());
        let brief = self.brief;
        draft.add(
            0,
            Priority::Low,
            Self::third_person(&brief.scenes)
                .get(1)
                .map(|scene| brief.opening(scene)),
        );
        // More of the owner's own words before any filler of ours.
        for cost in Self::third_person(&brief.costs).into_iter().skip(2).take(2) {
            draft.add(1, Priority::Low, stands_alone(cost).then(|| brief.opening(cost)));
        }
        let short = self.short().to_owned();
        draft.fillers(
            2,
            [
                format!("For {short}, the problem rarely waits for a quiet moment."),
                format!("Left alone, it seldom sorts itself out for {short}."),
                format!("It is the kind of problem {short} put off until it cannot be put off."),
            ],
        );
        self.fit(draft, &fields::PROBLEM_STATEMENT, " ")
    }

    fn value_proposition(&mut self) -> String {
        let brief = self.brief;
        let name = &brief.name;
        let products = self.products(2);
        let mut draft = Draft::at_most(2);
        let opening = match self.want(0) {
            Some(want) => match self.turn(3) {
                0 => format!(
                    "{name} gives {} {products}, so {} can {}",
                    self.short(),
                    if want.who == self.short() { "they" } else { &want.who },
                    want.action
                ),
                1 => format!("With {} {products}, {} can {}", possessive(name), want.who, want.action),
                _ => format!("With {products}, {name} helps {} {}", want.who, want.action),
            },
            None => {
                // Plans named after the company ("Linguabill Solo") say nothing of what it
                // does; the description may: "Linguabill reads the word count ... and builds the invoice".
                let does = brief
                    .story
                    .iter()
                    .find(|told| told.starts_with(name.as_str()) && word_count(told) <= 25)
                    .filter(|_| brief.offer.contains(name.as_str()));
                match (does, self.turn(2)) {
                    (Some(does), _) => format!("For {}, {}", brief.audience.people, does.trim_end_matches('.')),
                    (None, 0) => format!("{name} gives {} {}", brief.audience.people, brief.offer),
                    (None, _) => format!("For {}, {name} brings together {}", brief.audience.people, brief.offer),
                }
            }
        };
        draft.add(0, Priority::Must, Some(sentence(&opening)));
        // Not a named rival: "the job Cascade Driver Training never quite did" knocks a
        // neighbour the brief gives no evidence against.
        let alternative = self.alternatives(1).pop().filter(|alternative| {
            let alternative = alternative.to_lowercase();
            !brief.competitors.iter().any(|rival| {
                let rival = rival.to_lowercase();
                rival.contains(&alternative) || alternative.contains(&rival)
            })
        });
        let relief = (!brief.relief_feelings.is_empty()).then(|| feelings(&brief.relief_feelings, 2));
        let second = match (relief, alternative) {
            (Some(relief), Some(alternative)) => Some(match self.turn(2) {
                0 => format!("They feel {relief}, without {alternative}"),
                _ => format!("It leaves them {relief} instead of relying on {alternative}"),
            }),
            (Some(relief), None) => Some(format!("It leaves them {relief}")),
            (None, Some(alternative)) => Some(format!("It does the job {alternative} never quite did")),
            (None, None) => self.sight(0).map(|sight| format!("It starts with {sight}")),
        };
        draft.add(1, Priority::High, second.map(|second| sentence(&second)));
        draft.fillers(
            1,
            [
                format!("{name} is made for {}.", brief.audience.people),
                format!("{name} fits the way {} already work.", self.short()),
                format!(
                    "{} get {products} from people who understand them.",
                    capitalize(self.short())
                ),
            ],
        );
        self.fit(draft, &fields::VALUE_PROPOSITION, " ")
    }

    fn differentiation(&mut self) -> String {
        let brief = self.brief;
        let name = &brief.name;
        let short = self.short().to_owned();
        let mut draft = Draft::at_most(4);
        let alternatives = self.alternatives(3);
        let weighed = if alternatives.is_empty() {
            brief.competitors.iter().take(3).cloned().collect()
        } else {
            alternatives
        };
        let comparison = (!weighed.is_empty()).then(|| {
            let or = list(&weighed, "or");
            match self.turn(3) {
                0 => format!("{} usually weigh {name} against {or}", capitalize(&short)),
                1 => format!("Before they choose {name}, {short} compare it with {or}"),
                _ if weighed.len() == 1 => format!("The usual alternative is {or}"),
                _ => format!("The usual alternatives are {}", list(&weighed, "and")),
            }
        });
        draft.add(
            0,
            Priority::High,
            comparison.or_else(|| {
                Some(format!(
                    "Most {short} get by with tools that were made for someone else"
                ))
            }),
        );
        let letdowns: Vec<String> = Self::third_person(&brief.letdowns)
            .iter()
            .take(2)
            .map(|letdown| brief.inline(letdown))
            .collect();
        let letdown = match letdowns.as_slice() {
            [] => None,
            [one] => Some(format!("They have been let down before: {one}")),
            [one, two, ..] => Some(match self.turn(2) {
                0 => format!("Each one falls short somewhere: {one}, and {two}"),
                _ => format!("They have been let down before: {one}, and {two}"),
            }),
        };
        draft.add(1, Priority::High, letdown);
        let can = self.brief.trial.as_ref().map(|trial| format!("{short} can {trial}"));
        let difference = match (self.sight(0), can) {
            (Some(sight), Some(can)) => Some(format!(
                "{name} works the other way round: it starts with {sight}, and {can}"
            )),
            (Some(sight), None) => Some(format!("{name} works the other way round: it starts with {sight}")),
            (None, Some(can)) => Some(format!("{name} is different in one way that matters: {can}")),
            (None, None) => None,
        };
        let character = match (&brief.likeness, &brief.unlike) {
            (Some(like), Some(unlike)) => Some(format!("It is built to feel like {like}, not like {unlike}")),
            (Some(like), None) => Some(format!("It is built to feel like {like}")),
            (None, Some(unlike)) => Some(format!("It is built to be nothing like {unlike}")),
            (None, None) => None,
        };
        let identity = format!("{name} {}", brief.identity);
        draft.add(2, Priority::Must, Some(difference.unwrap_or(identity)));
        draft.add(3, Priority::Medium, character);
        // What the description tells of how the company works is a difference in itself.
        draft.add(2, Priority::High, self.promised(&format!("What sets {name} apart")));
        draft.add(2, Priority::Low, brief.story.first().map(|told| brief.opening(told)));
        draft.fillers(
            3,
            [
                format!("{name} is made for {}", brief.audience.people),
                format!("{} can judge {name} on results, not on promises", capitalize(&short)),
                format!("{name} keeps its attention on {}", self.products(2)),
            ],
        );
        // A thin brief's first step is a difference too: "call for a fixed price".
        draft.fillers(
            3,
            brief.first_step.iter().map(|step| {
                format!(
                    "With {name}, the first step is simple: {}",
                    lower_first(step, &brief.names)
                )
            }),
        );
        self.fit(draft, &fields::DIFFERENTIATION, " ")
    }

    // ---- website ----

    fn headline(&mut self) -> String {
        let brief = self.brief;
        let mut candidates: Vec<String> = brief
            .wants
            .iter()
            .filter_map(|want| trim_to(&want.action, 4, 9))
            .map(|action| capitalize(&to_second_person(&action)))
            .collect();
        candidates.extend(brief.associations.as_deref().map(capitalize));
        if let (Some(product), Some(relief)) = (brief.products.first(), brief.relief_feelings.first()) {
            let verb = if product.ends_with('s') { "leave" } else { "leaves" };
            candidates.push(format!(
                "{} that {verb} you {relief}",
                capitalize(&first_words(product, 5))
            ));
        }
        // Not a headline that names the reader's shame ("From guilty to relieved").
        let shame = ["guilty", "embarrassed", "ashamed", "stupid", "judged", "humiliated"];
        let problem = brief.problem_feelings.iter().find(|feeling| !shame.contains(feeling));
        if let (Some(relief), Some(problem)) = (brief.relief_feelings.first(), problem) {
            candidates.push(format!("From {problem} to {relief}"));
        }
        let previous = brief.previous.as_ref().map(|previous| previous.headline.as_str());
        let fits = |headline: &String| {
            lengths::HEADLINE.contains(&word_count(headline))
                && !headline.contains(':')
                && Some(headline.as_str()) != previous
                && self.gate.passes(&fields::HEADLINE, headline)
        };
        let candidates: Vec<String> = candidates.into_iter().filter(fits).collect();
        self.choose(candidates).unwrap_or_else(|| {
            let product = capitalize(&first_words(brief.products.first().unwrap_or(&brief.offer), 4));
            // With nobody named, the reader: not "made for customers".
            let short = match brief.audience.is_unnamed(&brief.name) {
                true => "you".to_owned(),
                false => first_words(self.short(), 4),
            };
            let fallbacks = vec![
                format!("{product}, made for {short}"),
                format!("{}, made simple for {short}", brief.name),
            ];
            let fitting: Vec<String> = fallbacks.into_iter().filter(fits).collect();
            self.choose(fitting)
                .unwrap_or_else(|| format!("{} for {short}", brief.name))
        })
    }

    fn subheading(&mut self) -> String {
        let brief = self.brief;
        let products = capitalize(&self.products(2));
        let whom = brief.audience.orgs.as_deref().unwrap_or(&brief.audience.people);
        let what = if products.contains(" for ") {
            products
        } else {
            format!("{products} for {whom}")
        };
        // The company named once: not "made for Cole & Sons' customers by Cole & Sons".
        let fits = |text: &String| {
            lengths::SUBHEADING.contains(&word_count(text))
                && text.matches(brief.name.as_str()).count() <= 1
                && self.may_say(&fields::SUBHEADING, &sentence(text))
        };
        // Following an edited core: its promise, when one of its sentences fits.
        let promised = self.core_says(|core| &core.value_proposition, false);
        if let Some(promise) = promised.into_iter().find(fits) {
            return promise;
        }
        let mut candidates = Vec::new();
        if let Some(want) = self.want(0) {
            if let Some(action) = trim_to(&want.action, 3, 10) {
                candidates.push(format!("{what}, so {} can {action}", want.who));
            }
        }
        if let Some(like) = &brief.likeness {
            // Not "a team": many owners work alone ("every couple gets me, not an associate").
            // A likeness that is no person ("going to your nan's", "a rainy afternoon") is felt.
            let a_person = brief::names_a_person(like);
            candidates.push(match a_person {
                true => format!("{what}, like working with {like}"),
                false => format!("{what}: like {like}"),
            });
        }
        if let Some(associations) = &brief.associations {
            candidates.push(format!("{what} who want {associations}"));
        }
        // What the description goes on to say the company does: "Linguabill reads
        // the word count from your CAT tool analysis and builds the invoice".
        candidates.extend(
            brief
                .story
                .iter()
                .take(2)
                .filter(|told| told.starts_with(brief.name.as_str()))
                .cloned(),
        );
        let candidates: Vec<String> = candidates.into_iter().filter(fits).collect();
        let fallbacks: Vec<String> = [
            format!(
                "{}, made for {} by {}",
                capitalize(&brief.offer),
                brief.audience.people,
                brief.name
            ),
            format!("{} for {whom}, made by {}", capitalize(&self.products(1)), brief.name),
            format!("{} {}", brief.name, brief.identity),
            // Whom it is for unnamed: what it offers, and who the company is.
            match (
                brief.identity.strip_prefix("is "),
                brief.identity.strip_prefix("offers "),
            ) {
                (Some(what), _) => format!("{} from {}, {what}", capitalize(&brief.offer), brief.name),
                (_, Some(how)) if !brief.offer.contains(how) => {
                    format!("{} from {}: {how}", capitalize(&brief.offer), brief.name)
                }
                _ => format!("{} from {}", capitalize(&brief.offer), brief.name),
            },
        ]
        .into_iter()
        .filter(fits)
        .collect();
        let chosen = match self.choose(candidates) {
            Some(chosen) => chosen,
            None => self
                .choose(fallbacks)
                .unwrap_or_else(|| format!("{} {}", brief.name, first_words(&brief.identity, 20))),
        };
        sentence(&chosen)
    }

    fn call_to_action(&mut self) -> String {
        let brief = self.brief;
        let passes =
            |cta: &String| lengths::CTA.contains(&word_count(cta)) && self.gate.passes(&fields::CALL_TO_ACTION, cta);
        // The first concrete step the answers name, never a generic "Get in touch".
        if let Some(step) = brief.first_step.clone().filter(passes) {
            return step;
        }
        let mut candidates: Vec<String> = brief
            .sights
            .iter()
            .map(|sight| {
                let first_part = sight.split(", ").next().unwrap_or_default();
                format!("See {}", first_words(&to_second_person(first_part), 4))
            })
            .collect();
        if let Some(step) = self.first_step() {
            candidates.push(capitalize(&first_words(step, 5)));
        }
        for step in &brief.known_steps {
            candidates.push(format!("{} a {step}", if *step == "demo" { "Book" } else { "Start" }));
        }
        let candidates = candidates
            .into_iter()
            .filter(|cta| lengths::CTA.contains(&word_count(cta)) && self.gate.passes(&fields::CALL_TO_ACTION, cta))
            .collect();
        self.choose(candidates).unwrap_or_else(|| {
            let name = &brief.name;
            // Not "Visit X": the reader is on X's website already.
            let product = brief
                .products
                .first()
                .map(|product| with_article(&first_words(product, 3)));
            [
                product.map(|product| format!("Ask about {product}")),
                Some(format!("Ask {name}")),
            ]
            .into_iter()
            .flatten()
            .find(passes)
            .unwrap_or_else(|| format!("Ask {}", first_words(name, 4)))
        })
    }

    /// Three to five benefits, each from a different answer; one answers the main objection.
    fn benefits(&mut self) -> Vec<ValueProposition> {
        // A card the previous version showed waits for the new cards drawn from the
        // answers, the priced or detailed products and the objections; it comes again
        // before cards about a product the profile only names or the company alone.
        let mut stale: Vec<ValueProposition> = Vec::new();
        let mut optional: Vec<ValueProposition> = [
            self.time_and_money_benefit(),
            self.fit_benefit(),
            self.voice_benefit(),
            self.why_now_benefit(),
            self.first_look_benefit(),
        ]
        .into_iter()
        .flatten()
        .collect();
        optional.retain(|benefit| self.benefit_passes(benefit));
        let (fresh, shown): (Vec<_>, Vec<_>) = optional.into_iter().partition(|b| !self.said_before(&b.description));
        let mut optional = fresh;
        stale.extend(shown);
        let mut chosen: Vec<ValueProposition> = Vec::new();
        let firsts = [self.outcome_benefit(), self.promise_benefit()];
        for benefit in firsts.into_iter().flatten().filter(|b| self.benefit_passes(b)) {
            match self.said_before(&benefit.description) {
                true => stale.push(benefit),
                false => chosen.push(benefit),
            }
        }
        while chosen.len() < 3 && !optional.is_empty() {
            let at = self.pick(optional.len());
            chosen.push(optional.remove(at));
        }
        if let Some(benefit) = self.objection_benefit().filter(|b| self.benefit_passes(b)) {
            match self.said_before(&benefit.description) {
                true => stale.insert(0, benefit),
                false => chosen.push(benefit),
            }
        }
        // Each product benefit in a frame of its own; one the profile says nothing
        // of (no price, no detail) only after the brief's own cards, shown before or not.
        let products = self.brief.products.clone();
        let mut frame = 0;
        let mut unsaid: Vec<ValueProposition> = Vec::new();
        for product in &products {
            if chosen.len() >= 3 {
                break;
            }
            let told =
                self.brief.price_of(product).is_some() || self.brief.details.iter().any(|(named, _)| named == product);
            if let Some(benefit) = self.product_benefit(product, frame).filter(|b| self.benefit_passes(b)) {
                frame += 1;
                match (self.said_before(&benefit.description), told) {
                    (true, _) => stale.push(benefit),
                    (false, true) => chosen.push(benefit),
                    (false, false) => unsaid.push(benefit),
                }
            }
        }
        for benefit in stale.into_iter().chain(unsaid) {
            if chosen.len() < 3 && !chosen.iter().any(|other| other.title == benefit.title) {
                chosen.push(benefit);
            }
        }
        for n in 0..4 {
            if chosen.len() >= 3 {
                break;
            }
            let benefit = self.company_benefit(n);
            let new = !chosen
                .iter()
                .any(|other| Gate::says_again(&other.description, &benefit.description));
            if new && self.benefit_passes(&benefit) && benefit_fits(&benefit) && !self.said_before(&benefit.description)
            {
                chosen.push(benefit);
            }
        }
        // Nothing else passed: the profile's own lines, each once.
        for n in 0..4 {
            let benefit = self.company_benefit(n);
            if chosen.len() < 3 && !chosen.iter().any(|other| other.description == benefit.description) {
                chosen.push(benefit);
            }
        }
        chosen.truncate(5);
        chosen
    }

    /// Whether a benefit's title and description pass the gate, and the website
    /// has not said its description already.
    fn benefit_passes(&self, benefit: &ValueProposition) -> bool {
        self.gate.passes(&fields::BENEFIT_TITLE, &benefit.title)
            && self.may_say(&fields::BENEFIT_DESCRIPTION, &benefit.description)
    }

    /// How the company works, in the description's own notes ("one dog at a
    /// time"), after `introduction`: "What sets Muddy Paws Mobile apart: ...".
    fn promised(&self, introduction: &str) -> Option<String> {
        let promises = &self.brief.promises;
        (!promises.is_empty()).then(|| sentence(&format!("{introduction}: {}", list(promises, "and"))))
    }

    /// How the company works, as a benefit: the shortest note for its title.
    fn promise_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let title = brief
            .promises
            .iter()
            .filter(|promise| word_count(promise) <= 5)
            .min_by_key(|promise| word_count(promise))?;
        let mut description = vec![sentence(&format!(
            "{}: that is how {} works",
            capitalize(&list(&brief.promises, "and")),
            brief.name
        ))];
        description.extend(brief.deeds.first().map(|deed| sentence(deed)));
        benefit(capitalize(title), description)
    }

    /// What they need to see first, as a benefit: seeing before believing.
    fn first_look_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let sight = to_second_person(brief.sights.first()?);
        let start = if sight.contains(", not ") {
            format!("Start with {sight}")
        } else {
            format!("Start with {sight}, not a sales pitch")
        };
        let mut description = vec![sentence(&start)];
        description.extend(
            brief
                .sights
                .get(1)
                .map(|then| sentence(&format!("Then see {}", to_second_person(then)))),
        );
        description.push(sentence(&format!(
            "{} shows you before it asks you to believe anything",
            brief.name
        )));
        benefit("See it for yourself".to_owned(), description)
    }

    fn outcome_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let want = self.want(0)?;
        let title = match (brief.relief_feelings.first(), brief.problem_feelings.first()) {
            (Some(relief), Some(problem)) => format!("{}, not {problem}", capitalize(relief)),
            (Some(relief), None) if FEEL_AGAIN.contains(relief) => format!("Feel {relief} again"),
            _ => "The result you came for".to_owned(),
        };
        let mut description = vec![sentence(&format!("{} lets {} {}", brief.name, want.who, want.action))];
        if let Some(next) = self.want(1) {
            description.push(sentence(&format!("{} can {}", capitalize(&next.who), next.action)));
        }
        benefit(title, description)
    }

    fn time_and_money_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let cost = brief.costs.first()?;
        let lower = cost.to_lowercase();
        let said = |words: &[&str]| words.iter().any(|word| lower.contains(word));
        let title = if said(&["hour", "minute", "time"]) {
            "Time back every week"
        } else if said(&["waste", "percent", "%", "money", "cost", "sales", "income", "revenue"]) {
            "Money that stays yours"
        } else if said(&["lose", "lost"]) {
            "Stop the weekly losses"
        } else {
            // Not a cost of time or money: no benefit claims to save one.
            return None;
        };
        let description = vec![
            sentence(&format!("Today, {}", brief.inline(cost))),
            sentence(&format!("{} is built to change that for {}", brief.name, self.short())),
        ];
        benefit(title.to_owned(), description)
    }

    /// The customers' own habits, as a benefit the company fits; or an industry
    /// norm the owner rejects, as a contrast (a norm is never sold as a benefit).
    fn fit_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        // Only with what the company does instead: "X does Y another way" tells the reader nothing.
        if let Some((norm, instead)) = brief
            .rejected_norm
            .as_ref()
            .and_then(|rejection| Some((&rejection.norm, rejection.instead.as_ref()?)))
        {
            let description = vec![
                sentence(&format!("{}: that is how it is usually done", brief.opening(norm))),
                sentence(instead),
            ];
            return benefit("Done differently".to_owned(), description);
        }
        let habit = brief.culture.first()?;
        let title = match &brief.audience.orgs {
            Some(orgs) if word_count(orgs) <= 3 => format!("Built for {orgs}"),
            _ if word_count(self.short()) <= 3 => format!("Made for {}", self.short()),
            _ => "Made for you".to_owned(),
        };
        // The habit beside what the company does about it, when one of its deeds
        // shares a word with it; "X works with that" alone claims what nobody said.
        const COMMON: [&str; 12] = [
            "would", "their", "rather", "there", "about", "which", "these", "those", "other", "really", "always",
            "never",
        ];
        let words = |text: &str| -> Vec<String> {
            bare_words(text)
                .filter(|word| word.len() >= 5 && !COMMON.contains(&word.as_str()))
                .collect()
        };
        let habit_words = words(habit);
        let answered = brief
            .deeds
            .iter()
            .find(|deed| words(deed).iter().any(|word| habit_words.contains(word)))?;
        benefit(title, vec![sentence(&brief.opening(habit)), sentence(answered)])
    }

    fn voice_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let like = brief.likeness.as_ref()?;
        let title = match brief.brand_feelings.as_slice() {
            [] => "On your side".to_owned(),
            feelings => capitalize(&list(
                &feelings[..feelings.len().min(3)]
                    .iter()
                    .map(|f| (*f).to_owned())
                    .collect::<Vec<_>>(),
                "and",
            )),
        };
        let feel = format!(
            "Working with {} should feel like having {like} on your side",
            brief.name
        );
        let description = match &brief.unlike {
            Some(unlike) => format!("{feel}, never like dealing with {unlike}"),
            None => feel,
        };
        benefit(title, vec![sentence(&description)])
    }

    fn why_now_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let change = Self::third_person(&brief.changes).first().copied()?;
        let description = vec![
            sentence(&brief.opening(change)),
            sentence(&format!(
                "{} is built for the way {} work now",
                brief.name,
                self.short()
            )),
        ];
        benefit("Made for how things are now".to_owned(), description)
    }

    /// The benefit that answers the main objection: the fear under the
    /// objections when the answers name it, else the first objection quoted.
    fn objection_benefit(&mut self) -> Option<ValueProposition> {
        let brief = self.brief;
        let name = &brief.name;
        let step = brief.trial.as_deref().map(to_second_person);
        if let (Some(fear), Some(kept)) = (&brief.fear, self.kept()) {
            let mut description = vec![sentence(&format!(
                "The worry under every objection is {fear}. With {name}, you {kept}"
            ))];
            description.extend(step.map(|step| sentence(&format!("You can {step}"))));
            return benefit("You stay in control".to_owned(), description);
        }
        // The owner's own replies first, as a website says them (no "I", no "my").
        let replied: Vec<String> = brief
            .objections
            .iter()
            .filter(|objection| objection.reply.is_some())
            .enumerate()
            .filter_map(|(n, objection)| {
                let reply = objection.reply.as_ref()?;
                // Framed, since the customer's words alone would be the answer pasted whole.
                let heard = match (n, objection.said.ends_with('?')) {
                    (0, true) => "People ask",
                    (0, false) => "People tell us",
                    _ => "We also hear",
                };
                let spoken = format!(
                    "{heard}: “{}” Our answer: {}",
                    objection.said,
                    lower_first(reply, &brief.names)
                );
                let owners_own = bare_words(reply).any(|word| {
                    matches!(
                        word.as_str(),
                        "i" | "i'm" | "i'll" | "i've" | "i'd" | "my" | "me" | "mine"
                    )
                });
                (!owners_own).then_some(spoken)
            })
            .take(2)
            .collect();
        if let Some(answered) = benefit("Straight answers".to_owned(), replied) {
            return Some(answered);
        }
        let opening = ["We hear it often, and", "It is a fair worry, and"][self.turn(2)];
        // Each objection answered with what the brief holds: its prices, a trial, the first step.
        brief
            .objections
            .iter()
            .map(|objection| &objection.said)
            .find_map(|objection| {
                let (title, answer) = if let Some(prices) = self.prices_for(objection) {
                    ("Prices up front", format!("our prices are on the table: {prices}"))
                } else if let Some(step) = &step {
                    (
                        ["Try it before you commit", "Try before you decide"][self.turn(2)],
                        format!("you can {step}"),
                    )
                } else {
                    // A first step is no answer to "will it be done in time?".
                    return None;
                };
                let description = format!("“{}” {opening} {answer}.", sentence(objection));
                benefit(title.to_owned(), vec![description])
            })
    }

    /// The prices of the profile's products, when `objection` is about price.
    fn prices_for(&self, objection: &str) -> Option<String> {
        let lower = objection.to_lowercase();
        let about_price = ["expensive", "price", "cost", "afford", "money", "pricey", "cheap"]
            .iter()
            .any(|word| lower.contains(word));
        (about_price && !self.brief.priced.is_empty()).then(|| list(&self.brief.priced, "and"))
    }

    /// A benefit from the profile alone: `product`, in the `n`th frame.
    fn product_benefit(&mut self, product: &str, n: usize) -> Option<ValueProposition> {
        let brief = self.brief;
        let name = &brief.name;
        let people = &brief.audience.people;
        // What the products list says of it, and its price, when it says them.
        let price = brief.price_of(product);
        let detail = brief
            .details
            .iter()
            .find(|(named, _)| named == product)
            .map(|(_, detail)| match &price {
                Some(price) if !detail.contains(price.as_str()) => format!("{detail}, {price}"),
                _ => detail.clone(),
            })
            // "from £180" is where prices start, not the price.
            .or_else(|| {
                let told = ["said up front", "known before you book", "on the page, not after"][n % 3];
                price.map(|price| match price.strip_prefix("from ") {
                    Some(least) => format!("prices start at {least}, {told}"),
                    None => format!("{}, {told}", price.trim_start_matches("at ")),
                })
            });
        let description = match (detail.as_deref(), n % 3) {
            // Not "made for Cole & Sons' customers": that says nothing.
            // Whom it is for only when the card needs the words, each card in words of its own.
            (Some(detail), _) => {
                // "hot tubs (we subcontract those)": the website says it as "we".
                let detail = as_we(detail, &[name.as_str(), "the owner"]);
                let said = format!("{} from {name}: {detail}", capitalize(product));
                let short = word_count(&said) < *lengths::BENEFIT_DESCRIPTION.start();
                match n % 3 {
                    _ if !short || people.contains(name.as_str()) => said,
                    0 => format!("{said}. Made for {people}"),
                    1 => format!("{said}, for {people}"),
                    _ => format!("{said}. {} come to us for it", capitalize(people)),
                }
            }
            // Whom the brief could not name, the reader: "made for you".
            (_, 0) => format!(
                "{} from {name}, made for {}: ask us what it involves and what it costs",
                capitalize(product),
                self.reader_unless_named()
            ),
            (_, 1) => format!(
                "Ask {name} about {product}: it is shaped by what {} tell us they need",
                self.short()
            ),
            _ => format!(
                "{name} offers {product} for {}, explained in plain words before you decide",
                self.reader_unless_named()
            ),
        };
        benefit(capitalize(&first_words(product, 5)), vec![sentence(&description)])
    }

    /// A benefit from the company's description, when even the products are few.
    fn company_benefit(&mut self, n: usize) -> ValueProposition {
        let brief = self.brief;
        let (title, description) = match n {
            0 => {
                let identity = format!("{} {}", brief.name, brief.identity);
                let description = if word_count(&identity) < *lengths::BENEFIT_DESCRIPTION.start() {
                    format!("{}. It is made for {}", identity, self.reader_unless_named())
                } else {
                    identity
                };
                (format!("Why {}", first_words(&brief.name, 4)), description)
            }
            1 => (
                "Made for you".to_owned(),
                format!("Everything {} offers is made for {}, and shaped by what {} tell us", brief.name, self.reader_unless_named(), self.short()),
            ),
            2 => (
                "A small first step".to_owned(),
                format!("Start with one conversation about your week, and see whether {} fits before you commit to anything", brief.name),
            ),
            _ => (
                "Plain answers".to_owned(),
                format!(
                    "Ask {} anything about {}, and you will get a straight answer from people who know the work",
                    brief.name,
                    first_words(brief.products.first().unwrap_or(&brief.offer), 4)
                ),
            ),
        };
        ValueProposition {
            title,
            description: sentence(&description),
        }
    }
}

/// A benefit whose description fits its range, from its sentences in order
/// (the second dropped when too long, a short one completed).
fn benefit(title: String, sentences: Vec<String>) -> Option<ValueProposition> {
    let range = lengths::BENEFIT_DESCRIPTION;
    let mut description = String::new();
    for sentence in sentences {
        let longer = if description.is_empty() {
            sentence
        } else {
            format!("{description} {sentence}")
        };
        if word_count(&longer) <= *range.end() {
            description = longer;
        }
    }
    (lengths::BENEFIT_TITLE.contains(&word_count(&title)) && range.contains(&word_count(&description)))
        .then_some(ValueProposition { title, description })
}

/// Whether a benefit's title and description are within their ranges.
fn benefit_fits(benefit: &ValueProposition) -> bool {
    lengths::BENEFIT_TITLE.contains(&word_count(&benefit.title))
        && lengths::BENEFIT_DESCRIPTION.contains(&word_count(&benefit.description))
}

/// Whether `text` holds a sum or a count, not a stretch of time ("wedding in 3 weeks").
fn has_figure(text: &str) -> bool {
    const TIMES: [&str; 10] = [
        "weeks", "week", "days", "day", "months", "years", "hours", "minutes", "mins", "hrs",
    ];
    let words: Vec<&str> = text.split_whitespace().collect();
    text.contains(['£', '$', '€', '%'])
        || words.windows(2).any(|pair| {
            !pair[0].is_empty()
                && pair[0].chars().all(|c| c.is_ascii_digit())
                && !TIMES.contains(&pair[1].trim_end_matches(|c: char| !c.is_alphanumeric()))
        })
}

/// Whether a clause names what something costs: money, time or what is lost.
fn says_a_cost(clause: &str) -> bool {
    const COSTS: [&str; 16] = [
        "£", "$", "€", "cost", "lose", "lost", "losing", "waste", "fine", "fined", "hour", "hours", "money", "spend",
        "spending", "price",
    ];
    let lower = clause.to_lowercase();
    // A currency sign stands against its figure ("£150"): no word boundary to find.
    COSTS.iter().any(|word| {
        if word.chars().count() == 1 {
            lower.contains(word)
        } else {
            has_word(&lower, word)
        }
    })
}

/// `feelings` as a list of at most `count`: "frustrated, ashamed and blamed".
fn feelings(feelings: &[&str], count: usize) -> String {
    let named: Vec<String> = feelings.iter().take(count).map(|f| (*f).to_owned()).collect();
    list(&named, "and")
}

/// "Northwind Analytics'" / "Ledgerline's".
fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// The later of two sentences that fail together: next to each other they
/// rebuild a run of an answer, or anywhere in the text they say the same.
fn together_failing(gate: &Gate, said: &[String]) -> Option<String> {
    let rebuilt = said
        .windows(2)
        .find(|pair| gate.copies(&pair.join(" ")))
        .map(|pair| pair[1].clone());
    rebuilt.or_else(|| {
        (1..said.len())
            .find(|&later| {
                said[..later]
                    .iter()
                    .any(|earlier| Gate::says_again(earlier, &said[later]))
            })
            .map(|later| said[later].clone())
    })
}

/// A clause that sets its own scene ("The breaking point is ...") and wants no frame before it.
fn is_self_framed(clause: &str) -> bool {
    let lower = clause.to_lowercase();
    [
        "the search ",
        "the problem ",
        "the breaking point ",
        "the trouble ",
        "the worst ",
        "it starts ",
        "it begins ",
    ]
    .iter()
    .any(|start| lower.starts_with(start))
}
