//! How the built-in writer's own words sound under a company's style guide.
//!
//! Its sentences are built from frames and the brief's facts, so a guide is
//! heard in three ways: a *temper*, from the first tone word it knows, picks
//! the frames that open an answer and close a pitch ("We understand" for warm,
//! "Straight answer" for confident); a *register*, from the tone and the
//! reading level, contracts ("that's", "don't") or spells out ("that is", "do
//! not") every text but the customers' own words; and the point of view "you"
//! names the company where the website's texts said "we".

use super::super::{
    fields::{Field, Voice},
    prose::{capitalize, plural, word_count},
    voice::known_tone,
};
use super::text::opens_a_verb;
use crate::domain::{PointOfView, ReadingLevel, StyleGuide};

/// The feeling of the frames the writer opens answers and closes pitches with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Temper {
    /// No tone word the writer knows: its own even frames.
    #[default]
    Even,
    Warm,
    Confident,
    Calm,
    Lively,
}

impl Temper {
    /// The temper a known tone word calls for.
    fn of(tone: &str) -> Option<Self> {
        Some(match tone {
            "warm" | "reassuring" | "empathetic" => Self::Warm,
            "confident" | "expert" | "dependable" | "plain-spoken" | "direct" => Self::Confident,
            "calm" | "discreet" | "refined" => Self::Calm,
            "lively" | "inspiring" => Self::Lively,
            _ => return None,
        })
    }

    /// The frames it opens answers and closes pitches with.
    pub fn frames(self) -> Frames {
        match self {
            Self::Even => Frames {
                acknowledgements: ["Fair question", "We hear that a lot", "It is a fair point"],
                reassurance: "That is a fair worry, which is why",
                trust: "Fair enough: you should not have to take our word for {product}",
                answers: &[
                    "A fair worry, and one worth asking before you spend anything on {product}",
                    "We would rather answer that now than have you wonder about {product}",
                    "Good to ask it now, before you spend anything on {product}",
                ],
                asks: &[],
                ask_about: None,
            },
            Self::Warm => Frames {
                acknowledgements: [
                    "We understand",
                    "We hear you, and it is a natural question",
                    "We get asked this a lot",
                ],
                reassurance: "We understand the worry, which is why",
                trust: "We understand: trust is earned, and it should be with {product} too",
                answers: &[
                    "We completely understand, and it is worth asking before you spend anything on {product}",
                    "We would much rather talk it through now than have you worry about {product}",
                ],
                asks: &[
                    "We would love to meet you, so why not {step}?",
                    "Come and say hello: {step}, and we will take it from there.",
                ],
                ask_about: Some("We would love to hear how things are for you, so do ask us about {product}."),
            },
            Self::Confident => Frames {
                acknowledgements: ["Straight answer", "Short answer", "Simply put"],
                reassurance: "There is no risk to you:",
                trust: "Judge {product} on what you see, not on what we say",
                answers: &[
                    "Ask it before you spend anything on {product}, and expect a straight answer",
                    "We would rather answer that head-on than leave you guessing about {product}",
                ],
                asks: &["Judge for yourself: {step}.", "The best way to decide is to {step}."],
                ask_about: Some("Ask us about {product}, and judge for yourself."),
            },
            Self::Calm => Frames {
                acknowledgements: ["A sensible question", "There is no need to worry", "Gently put"],
                reassurance: "There is no rush:",
                trust: "There is no need to decide on trust alone when it comes to {product}",
                answers: &[
                    "Take your time with that one: it is worth asking before you spend anything on {product}",
                    "There is no pressure here, and no question about {product} is a silly one",
                ],
                asks: &["Whenever it suits you, {step}.", "In your own time, {step}."],
                ask_about: Some("Whenever it suits you, ask us about {product}; there is no hurry."),
            },
            Self::Lively => Frames {
                acknowledgements: ["Great question", "Totally fair", "Glad you asked"],
                reassurance: "Here is the good part:",
                trust: "Good news: you do not have to take our word for {product}",
                answers: &[
                    "Ask away: it is exactly the question to ask before you spend anything on {product}",
                    "Glad you brought it up, because we love talking about {product}",
                ],
                asks: &["Why wait? {step}!", "Go on, {step} this week!"],
                ask_about: Some("Ask us about {product}; we would love to help!"),
            },
        }
    }

    /// A pitch's closing asks for a first `step` ("try a class"), in this temper's words.
    pub fn asks(self, step: &str) -> Vec<String> {
        let frames = self.frames();
        frames
            .asks
            .iter()
            .map(|ask| {
                // A step that opens a sentence starts with a capital.
                let opens = ask.starts_with("{step}") || ask.contains(". {step}") || ask.contains("? {step}");
                let step = if opens { capitalize(step) } else { step.to_owned() };
                ask.replace("{step}", &step)
            })
            .collect()
    }
}

/// A temper's frames.
pub struct Frames {
    /// What comes before the owner's own reply to an objection ("Fair question: yes, a bit").
    pub acknowledgements: [&'static str; 3],
    /// What comes before the step that takes a worry away ("... you can try a class first").
    pub reassurance: &'static str,
    /// The answer to "why should I trust you?" about what the company offers (`{product}`).
    pub trust: &'static str,
    /// Answers to a worry the brief holds no fact for, of what the company offers (`{product}`).
    pub answers: &'static [&'static str],
    /// A pitch's closing asks around the first `{step}`, one a version; none for the even
    /// temper, whose asks are the writer's own.
    pub asks: &'static [&'static str],
    /// A pitch's closing ask about what the company offers (`{product}`), when the brief names no first step.
    pub ask_about: Option<&'static str>,
}

/// Whether the texts contract their verbs, spell them out, or keep them as drafted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Register {
    #[default]
    AsDrafted,
    /// "that's", "don't": for a warm, plain-spoken or lively guide at the plain level.
    Spoken,
    /// "that is", "do not": for the professional and technical levels, a refined, discreet or expert tone.
    Formal,
}

/// A style guide as the built-in writer hears it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Manner {
    pub temper: Temper,
    register: Register,
    /// The company by its name, never "we", in the website's texts.
    by_name: bool,
}

impl Manner {
    pub fn of(guide: &StyleGuide) -> Self {
        let tones: Vec<&str> = guide.tone.iter().filter_map(|tone| known_tone(tone)).collect();
        let has = |words: &[&str]| tones.iter().any(|tone| words.contains(tone));
        let register = if guide.reading_level != ReadingLevel::Plain || has(&["refined", "discreet", "expert"]) {
            Register::Formal
        } else if has(&["warm", "plain-spoken", "lively", "empathetic", "conversational"]) {
            Register::Spoken
        } else {
            Register::AsDrafted
        };
        Self {
            temper: tones.iter().find_map(|tone| Temper::of(tone)).unwrap_or_default(),
            register,
            by_name: guide.point_of_view == PointOfView::You,
        }
    }

    /// `text` of `field` as the guide would have it said; the customers' own
    /// words (an objection, a quotation) as they are.
    pub fn restyle(&self, field: &Field, name: &str, text: &str) -> String {
        if field.voice == Voice::Customer {
            return text.to_owned();
        }
        let text = named_once(text, name);
        let mut pieces = Pieces::of(&text);
        if self.by_name && field.voice == Voice::Website {
            pieces.name_the_company(name);
        }
        match self.register {
            Register::AsDrafted => {}
            Register::Spoken => pieces.contract(),
            Register::Formal => pieces.spell_out(),
        }
        pieces.to_string()
    }

    /// [`Manner::restyle`] for a text written already, kept as it was when the
    /// restyled one would leave its field's length.
    pub fn restyle_within(&self, field: &Field, name: &str, text: &str) -> String {
        let restyled = self.restyle(field, name, text);
        match &field.words {
            Some(words) if !words.contains(&word_count(&restyled)) && words.contains(&word_count(text)) => {
                text.to_owned()
            }
            _ => restyled,
        }
    }
}

/// `text` naming the company once a sentence: a clause that opens on the name
/// again says "it" ("Hollins Joinery does not do sales patter, Hollins Joinery
/// shows them the work" → "..., it shows them the work"), and "its" for "Hollins
/// Joinery's".
fn named_once(text: &str, name: &str) -> String {
    if name.is_empty() || text.matches(name).count() < 2 {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut named = false;
    while let Some(at) = rest.find(name) {
        let (before, after) = (&rest[..at], &rest[at + name.len()..]);
        // A new sentence names the company afresh.
        if [". ", "? ", "! ", "\n"].iter().any(|end| before.contains(end)) {
            named = false;
        }
        out.push_str(before);
        let joined = [", ", "; ", " and ", " but ", " so "]
            .iter()
            .any(|joint| out.ends_with(joint));
        // "it" only before a verb: "and Sparkwise electricians carry ID" keeps its name.
        let said = [("'s ", "its "), ("' ", "its "), (" ", "it ")]
            .into_iter()
            .find(|(ending, _)| after.starts_with(ending))
            .filter(|(ending, _)| *ending != " " || opens_a_verb(after) || says_a_verb(after))
            .filter(|_| named && joined);
        match said {
            Some((ending, short)) => {
                out.push_str(short);
                rest = &after[ending.len()..];
            }
            None => {
                out.push_str(name);
                rest = after;
            }
        }
        named = true;
    }
    out.push_str(rest);
    out
}

/// Whether `rest` opens on a verb of the third person after a clause's
/// subject ("shows them the work"); not a plural of people ("electricians").
fn says_a_verb(rest: &str) -> bool {
    let first = rest.trim_start().split(' ').next().unwrap_or_default();
    let roles = ["ians", "ers", "ors", "ists", "ants", "ents", "ees"];
    first.ends_with('s') && !first.ends_with("ss") && !roles.iter().any(|role| first.ends_with(role))
}

/// Full forms and their contractions; "cannot" is one word.
const CONTRACTIONS: [(&str, &str); 31] = [
    ("it is", "it's"),
    ("that is", "that's"),
    ("there is", "there's"),
    ("here is", "here's"),
    ("what is", "what's"),
    ("we are", "we're"),
    ("you are", "you're"),
    ("they are", "they're"),
    ("i am", "I'm"),
    ("we will", "we'll"),
    ("you will", "you'll"),
    ("they will", "they'll"),
    ("i will", "I'll"),
    ("we would", "we'd"),
    ("you would", "you'd"),
    ("i would", "I'd"),
    ("do not", "don't"),
    ("does not", "doesn't"),
    ("did not", "didn't"),
    ("is not", "isn't"),
    ("are not", "aren't"),
    ("was not", "wasn't"),
    ("were not", "weren't"),
    ("have not", "haven't"),
    ("has not", "hasn't"),
    ("will not", "won't"),
    ("would not", "wouldn't"),
    ("should not", "shouldn't"),
    ("could not", "couldn't"),
    ("cannot", "can't"),
    ("let us", "let's"),
];

/// Contractions that only spell out: "we've" says "we have" whatever follows.
const SPELLED_OUT_ONLY: [(&str, &str); 4] = [
    ("we've", "we have"),
    ("you've", "you have"),
    ("they've", "they have"),
    ("i've", "I have"),
];

/// Words that may stand between "we" and its verb, besides those in "-ly".
const ADVERBS: [&str; 8] = ["also", "always", "never", "still", "just", "often", "already", "now"];

/// Verbs that end like an adverb ("we reply").
const VERBS_IN_LY: [&str; 8] = ["apply", "reply", "rely", "supply", "fly", "comply", "imply", "multiply"];

/// Whether `word` may stand between "we" and its verb: "also", "completely".
fn is_adverb(word: &str) -> bool {
    ADVERBS.contains(&word) || word.ends_with("ly") && !VERBS_IN_LY.contains(&word)
}

/// The people of the owner's life ("our sister" is the owner's, not the company's).
const FAMILY: [&str; 20] = [
    "sister",
    "sisters",
    "brother",
    "brothers",
    "mum",
    "mom",
    "mother",
    "dad",
    "father",
    "son",
    "sons",
    "daughter",
    "daughters",
    "wife",
    "husband",
    "partner",
    "family",
    "kids",
    "children",
    "grandfather",
];

/// Verbs whose form after "it" is not the one after "we" plus "s".
const THIRD_PERSON: [(&str, &str); 9] = [
    ("are", "is"),
    ("were", "was"),
    ("have", "has"),
    ("do", "does"),
    ("go", "goes"),
    ("don't", "doesn't"),
    ("aren't", "isn't"),
    ("weren't", "wasn't"),
    ("haven't", "hasn't"),
];

/// Verbs after "we" that stay as they are after the company's name.
const UNCHANGED_AFTER_NAME: [&str; 16] = [
    "can",
    "can't",
    "cannot",
    "will",
    "won't",
    "would",
    "wouldn't",
    "could",
    "couldn't",
    "should",
    "shouldn't",
    "may",
    "might",
    "must",
    "did",
    "didn't",
];

/// Irregular past forms, which stay as they are after the company's name.
const IRREGULAR_PAST: [&str; 30] = [
    "had", "made", "built", "began", "found", "grew", "took", "gave", "went", "saw", "got", "kept", "knew", "ran",
    "sold", "spent", "left", "came", "thought", "brought", "bought", "taught", "told", "said", "felt", "met", "heard",
    "won", "lost", "wrote",
];

/// A text as words and what stands between them, each word knowing whether it is quoted.
struct Pieces {
    /// Alternately what stands before a word and the word; a gap last.
    gaps: Vec<String>,
    words: Vec<String>,
    quoted: Vec<bool>,
}

impl Pieces {
    fn of(text: &str) -> Self {
        let mut pieces = Self {
            gaps: vec![String::new()],
            words: Vec::new(),
            quoted: Vec::new(),
        };
        let mut in_quotes = false;
        let chars: Vec<char> = text.chars().collect();
        let mut at = 0;
        while at < chars.len() {
            let c = chars[at];
            let in_word = c.is_alphanumeric()
                || matches!(c, '\'' | '’')
                    && pieces.gaps.len() == pieces.words.len()
                    && chars.get(at + 1).is_some_and(|next| next.is_alphabetic());
            if in_word {
                if pieces.gaps.len() > pieces.words.len() {
                    pieces.words.push(String::new());
                    pieces.quoted.push(in_quotes);
                }
                pieces.words.last_mut().expect("a word was opened").push(c);
            } else {
                match c {
                    '“' => in_quotes = true,
                    '”' => in_quotes = false,
                    '"' => in_quotes = !in_quotes,
                    _ => {}
                }
                if pieces.gaps.len() == pieces.words.len() {
                    pieces.gaps.push(String::new());
                }
                pieces.gaps.last_mut().expect("a gap was opened").push(c);
            }
            at += 1;
        }
        if pieces.gaps.len() == pieces.words.len() {
            pieces.gaps.push(String::new());
        }
        pieces
    }

    /// The `n`th word, lowercased, its apostrophe straight.
    fn word(&self, n: usize) -> String {
        self.words[n].to_lowercase().replace('’', "'")
    }

    /// Whether the `n`th and next words stand as a pair: a space between, neither quoted.
    fn paired(&self, n: usize) -> bool {
        n + 1 < self.words.len() && self.gaps[n + 1] == " " && !self.quoted[n] && !self.quoted[n + 1]
    }

    /// Whether a word follows the `n`th one in its clause ("that's where", not "as it's.").
    fn word_follows(&self, n: usize) -> bool {
        n + 1 < self.words.len() && self.gaps[n + 1].trim().is_empty()
    }

    /// Replaces words `from..to` with `said`, cased as the first was.
    fn replace(&mut self, from: usize, to: usize, said: &str) {
        let capital = self.words[from].starts_with(char::is_uppercase);
        self.words[from] = if capital { capitalize(said) } else { said.to_owned() };
        for n in (from + 1..to).rev() {
            self.words.remove(n);
            self.quoted.remove(n);
            self.gaps.remove(n);
        }
    }

    fn contract(&mut self) {
        let mut n = 0;
        while n < self.words.len() {
            if !self.quoted[n] && self.word(n) == "cannot" {
                self.replace(n, n + 1, "can't");
            } else if self.paired(n) {
                let pair = format!("{} {}", self.word(n), self.word(n + 1));
                let negative = pair.ends_with(" not");
                // "That is where", not "as it is." nor "let us know".
                let reads_on = negative || self.word_follows(n + 1) && pair != "let us";
                if let Some((_, short)) = CONTRACTIONS.iter().find(|(long, _)| *long == pair).filter(|_| reads_on) {
                    self.replace(n, n + 2, short);
                }
            }
            n += 1;
        }
    }

    fn spell_out(&mut self) {
        for n in 0..self.words.len() {
            if self.quoted[n] {
                continue;
            }
            let word = self.word(n);
            // "it's been" is "it has been".
            let has =
                word.ends_with("'s") && n + 1 < self.words.len() && matches!(self.word(n + 1).as_str(), "been" | "got");
            let long = CONTRACTIONS
                .iter()
                .find(|(_, short)| short.to_lowercase() == word)
                .map(|(long, _)| (*long).to_owned())
                .or_else(|| {
                    SPELLED_OUT_ONLY
                        .iter()
                        .find(|(short, _)| *short == word)
                        .map(|(_, long)| (*long).to_owned())
                });
            if let Some(long) = long {
                let long = if has { long.replace(" is", " has") } else { long };
                let long = ["i am", "i will", "i would"]
                    .iter()
                    .fold(long, |long, first| long.replace(first, &capitalize(first)));
                self.replace(n, n + 1, &long);
            }
        }
    }

    /// "We bake at 4am" → "Hartley's Bakery bakes at 4am"; a second "we" of the
    /// sentence is "it", "our" the name's or "its", "us" the name.
    fn name_the_company(&mut self, name: &str) {
        let possessive = if name.ends_with('s') {
            format!("{name}'")
        } else {
            format!("{name}'s")
        };
        let mut named = false;
        let mut sentence_start = 0;
        let mut n = 0;
        while n < self.words.len() {
            if self.gaps[n].contains(['.', '!', '?', '\n']) {
                named = false;
                sentence_start = n;
            }
            // "Ask Acme about it and we will answer": named already in the sentence.
            named |= self.words[sentence_start..n].join(" ").contains(name);
            if self.quoted[n] {
                n += 1;
                continue;
            }
            let subject = if named { "it" } else { name };
            match self.word(n).as_str() {
                "we" => {
                    self.replace(n, n + 1, subject);
                    self.agree_after(n);
                    named = true;
                }
                contracted @ ("we're" | "we've" | "we'll" | "we'd") => {
                    let verb = match contracted {
                        "we're" => "is",
                        "we've" => "has",
                        "we'll" => "will",
                        _ => "would",
                    };
                    self.replace(n, n + 1, &format!("{subject} {verb}"));
                    named = true;
                }
                "us" => {
                    self.replace(n, n + 1, name);
                    named = true;
                }
                "our" if n + 1 < self.words.len() && FAMILY.contains(&self.word(n + 1).as_str()) => {
                    self.replace(n, n + 1, "the owner's");
                }
                "our" | "ours" => {
                    self.replace(n, n + 1, if named { "its" } else { &possessive });
                    named = true;
                }
                "ourselves" => self.replace(n, n + 1, "itself"),
                _ => {}
            }
            n += 1;
        }
    }

    /// The verb after the subject at `n` (past an adverb) in the third person.
    fn agree_after(&mut self, n: usize) {
        let mut verb = n + 1;
        if verb < self.words.len() && is_adverb(&self.word(verb)) {
            verb += 1;
        }
        if verb >= self.words.len() || !self.gaps[verb].trim().is_empty() {
            return;
        }
        let word = self.word(verb);
        let unchanged = UNCHANGED_AFTER_NAME.contains(&word.as_str()) || IRREGULAR_PAST.contains(&word.as_str());
        if unchanged || word.ends_with("ed") || word.contains('\'') {
            if let Some((_, agreed)) = THIRD_PERSON.iter().find(|(plural, _)| *plural == word) {
                self.words[verb] = (*agreed).to_owned();
            }
            return;
        }
        self.words[verb] = match THIRD_PERSON.iter().find(|(plural, _)| *plural == word) {
            Some((_, agreed)) => (*agreed).to_owned(),
            None => plural(&self.words[verb]),
        };
    }
}

/// The words of `text` outside quotation marks, lowercased, apostrophes straight.
#[cfg(test)]
pub fn unquoted_words(text: &str) -> Vec<String> {
    let pieces = Pieces::of(text);
    (0..pieces.words.len())
        .filter(|&n| !pieces.quoted[n])
        .map(|n| pieces.word(n))
        .collect()
}

/// Whether `word` (lowercased) is a contraction the spoken register makes.
#[cfg(test)]
pub fn is_contraction(word: &str) -> bool {
    CONTRACTIONS.iter().any(|(_, short)| short.to_lowercase() == word)
        || SPELLED_OUT_ONLY.iter().any(|(short, _)| *short == word)
}

impl std::fmt::Display for Pieces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (gap, word) in self.gaps.iter().zip(&self.words) {
            f.write_str(gap)?;
            f.write_str(word)?;
        }
        f.write_str(self.gaps.last().expect("a text ends with a gap"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writer::fields;

    #[test]
    fn a_sentence_names_the_company_once() {
        let name = "Hollins Joinery";
        assert_eq!(
            named_once(
                "Hollins Joinery does not do sales patter, Hollins Joinery shows them the work. Hollins Joinery builds in oak and Hollins Joinery's fitters are its own.",
                name
            ),
            "Hollins Joinery does not do sales patter, it shows them the work. Hollins Joinery builds in oak and its fitters are its own."
        );
        // Named as an object, the name stays: "it" would not say whom.
        let told = "Customers tell Hollins Joinery what they saw at Hollins Joinery's showroom.";
        assert_eq!(named_once(told, name), told);
        let staff = "Hollins Joinery builds in oak, and Hollins Joinery fitters carry ID.";
        assert_eq!(named_once(staff, name), staff);
    }

    fn guide(tone: &[&str], reading_level: ReadingLevel, point_of_view: PointOfView) -> StyleGuide {
        StyleGuide {
            tone: tone.iter().map(|tone| (*tone).to_owned()).collect(),
            reading_level,
            point_of_view,
            ..StyleGuide::default()
        }
    }

    #[test]
    fn the_first_known_tone_word_sets_the_temper() {
        let temper = |tone: &[&str]| Manner::of(&guide(tone, ReadingLevel::Plain, PointOfView::We)).temper;
        assert_eq!(temper(&["friendly", "confident"]), Temper::Warm);
        assert_eq!(temper(&["quirky", "bold"]), Temper::Confident);
        assert_eq!(temper(&["luxurious"]), Temper::Calm);
        assert_eq!(temper(&["playful"]), Temper::Lively);
        assert_eq!(temper(&["quirky"]), Temper::Even);
    }

    #[test]
    fn a_spoken_register_contracts_where_a_word_follows() {
        let warm = Manner::of(&guide(&["warm"], ReadingLevel::Plain, PointOfView::We));
        let said = |text: &str| warm.restyle(&fields::PITCH_1_MINUTE, "Acme", text);
        assert_eq!(
            said("That is where we come in. It is not cheap, and we cannot promise it is."),
            "That's where we come in. It's not cheap, and we can't promise it is."
        );
        assert_eq!(said("Let us know. We are open."), "Let us know. We're open.");
        assert_eq!(
            said("They said “it is not for us” and I am glad."),
            "They said “it is not for us” and I'm glad."
        );
        // The customers' own words are theirs.
        assert_eq!(
            warm.restyle(&fields::OBJECTION, "Acme", "It is not for me"),
            "It is not for me"
        );
    }

    #[test]
    fn a_formal_register_spells_out() {
        let formal = Manner::of(&guide(&["warm"], ReadingLevel::Professional, PointOfView::We));
        assert_eq!(
            formal.restyle(
                &fields::PITCH_1_MINUTE,
                "Acme",
                "It's been busy, so we've hired. Don't wait: we'll call, that's all. Let's talk."
            ),
            "It has been busy, so we have hired. Do not wait: we will call, that is all. Let us talk."
        );
    }

    #[test]
    fn you_first_names_the_company_in_the_websites_texts() {
        let you = Manner::of(&guide(&[], ReadingLevel::Plain, PointOfView::You));
        let said = |text: &str| you.restyle(&fields::OBJECTION_RESPONSE, "Hartley's Bakery", text);
        assert_eq!(
            said("We bake at 4am and we never freeze our dough. Ask us about cakes."),
            "Hartley's Bakery bakes at 4am and it never freezes its dough. Ask Hartley's Bakery about cakes."
        );
        assert_eq!(
            said("We are open daily; we can deliver. We're proud of our pies, and we fix what we miss."),
            "Hartley's Bakery is open daily; it can deliver. Hartley's Bakery is proud of its pies, and it fixes what it misses."
        );
        assert_eq!(
            said("They told us “we love it”."),
            "They told Hartley's Bakery “we love it”."
        );
        assert_eq!(
            said("Ask Hartley's Bakery about cakes and we will answer."),
            "Ask Hartley's Bakery about cakes and it will answer."
        );
        assert_eq!(
            said("We completely understand. We reply the same day. Our sister helps on Saturdays."),
            "Hartley's Bakery completely understands. Hartley's Bakery replies the same day. The owner's sister helps on Saturdays."
        );
        // The pitches stay the owner speaking.
        assert_eq!(
            you.restyle(&fields::PITCH_30_SECONDS, "Acme", "We bake daily."),
            "We bake daily."
        );
    }

    #[test]
    fn a_restyled_text_that_would_leave_its_length_is_kept() {
        let you = Manner::of(&guide(&[], ReadingLevel::Plain, PointOfView::You));
        let headline = "We bake your bread";
        assert_eq!(
            you.restyle_within(
                &fields::HEADLINE,
                "The Old Mill Craft Bakery of Halifax and Leeds",
                headline
            ),
            headline
        );
        assert_eq!(
            you.restyle_within(&fields::HEADLINE, "Hartley's", headline),
            "Hartley's bakes your bread"
        );
    }
}
