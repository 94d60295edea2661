//! Fitting a text to its length: a field is drafted as more sentences than it
//! needs, each with a place in the text (its beat) and a priority; the most
//! important ones that fit are kept, in the text's order.

use super::text::as_we;
use crate::writer::prose::{bare_words, sentence, word_count};
use std::{
    collections::HashMap,
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

/// How much a sentence matters to its field; `Must` ones are always kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    Must,
    High,
    Medium,
    Low,
    /// Written from the profile alone, for when the answers are too thin.
    Filler,
}

/// Where a drafted sentence was said already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// Nowhere: it is the field's own.
    Not,
    /// In a shorter pitch: the longer one, an alternative to it, says it again
    /// once its own material is spent, before any filler.
    InAnotherPitch,
    /// In the previous version, which a new version says otherwise.
    InThePreviousVersion,
}

#[derive(Debug)]
struct Sentence {
    beat: usize,
    priority: Priority,
    /// Said though the previous version said it (see [`Draft::add_again`]).
    again: bool,
    text: String,
    /// Its words as [`repeats`] compares them, read once (hashed: compared
    /// many times over, a number is cheaper than a string).
    words: Vec<u64>,
}

/// Sentences drafted for one field, in the order they would be read.
#[derive(Debug)]
pub struct Draft {
    sentences: Vec<Sentence>,
    /// How many entries the field may keep, unless it needs more to be long enough.
    most: usize,
    /// What each sentence goes through as it is added (a pitch's speaker's voice).
    voice: fn(&str) -> String,
}

impl Default for Draft {
    fn default() -> Self {
        Self::at_most(usize::MAX)
    }
}

impl Draft {
    /// A draft of which at most `most` entries are kept, `Filler` ones aside.
    pub fn at_most(most: usize) -> Self {
        Self {
            sentences: Vec::new(),
            most,
            voice: str::to_owned,
        }
    }

    /// A draft of a text spoken by the company: the notes' "the owner" is its "we".
    pub fn spoken() -> Self {
        Self {
            voice: |text| as_we(text, &["the owner"]),
            ..Self::default()
        }
    }

    /// Adds `text`, finished as a sentence, to beat `beat` (beats are read in
    /// order, sentences within a beat in the order added); nothing when `None` or empty.
    pub fn add(&mut self, beat: usize, priority: Priority, text: Option<String>) {
        self.push(beat, priority, text, false);
    }

    /// Adds `text` as a `Must` sentence that is said whatever the previous version said:
    /// an objection's answer ("No honey under 12 months"), who is pitching.
    pub fn add_again(&mut self, beat: usize, text: String) {
        self.push(beat, Priority::Must, Some(text), true);
    }

    fn push(&mut self, beat: usize, priority: Priority, text: Option<String>, again: bool) {
        if let Some(text) = text.filter(|text| !text.trim().is_empty()) {
            let text = sentence(&(self.voice)(&text));
            self.sentences.push(Sentence {
                beat,
                priority,
                again,
                words: hashed_words(&text),
                text,
            });
        }
    }

    /// The draft with each sentence passed through `restyle`.
    pub fn restyled(mut self, restyle: impl Fn(&str) -> String) -> Self {
        for sentence in &mut self.sentences {
            sentence.text = restyle(&sentence.text);
            sentence.words = hashed_words(&sentence.text);
        }
        self
    }

    /// Whether a sentence drafted already holds `clause` (case aside): "This is how
    /// they decide: photos and reviews on Google" holds "Photos and reviews on Google".
    pub fn holds(&self, clause: &str) -> bool {
        let clause = clause.trim_end_matches(['.', '!', '?']).to_lowercase();
        self.sentences
            .iter()
            .any(|sentence| sentence.text.to_lowercase().contains(&clause))
    }

    /// Adds `texts` to beat `beat` as `Filler` sentences, in order.
    pub fn fillers(&mut self, beat: usize, texts: impl IntoIterator<Item = String>) {
        for text in texts {
            self.add(beat, Priority::Filler, Some(text));
        }
    }

    /// The kept sentences, beats apart by `beat_separator`: of those `accept`
    /// lets through, every `Must` sentence, then by priority each one that keeps
    /// the count within `words`' end and the draft's number of entries; then,
    /// only while the count is short of its start, what another pitch said, a
    /// few of what the previous version said (as `heard` tells; see
    /// [`SAID_AGAIN_SHARE`]), each beat's first [`FILLERS_A_BEAT`] `Filler`
    /// ones, the other fillers, and last the rest of the previous version's;
    /// never a sentence that repeats one kept (see [`repeats`]).
    pub fn fit(
        &self,
        words: &RangeInclusive<usize>,
        beat_separator: &str,
        accept: impl Fn(&str) -> bool,
        heard: impl Fn(&str) -> Heard,
    ) -> String {
        let heard: Vec<Heard> = self.sentences.iter().map(|sentence| heard(&sentence.text)).collect();
        // A beat's fillers past its first two read as padding: the previous version's
        // own lines, said again, read better than a third in a row.
        let mut fillers_in_beat: HashMap<usize, usize> = HashMap::new();
        let padding: Vec<bool> = self
            .sentences
            .iter()
            .map(|sentence| {
                if sentence.priority != Priority::Filler {
                    return false;
                }
                let before = fillers_in_beat.entry(sentence.beat).or_default();
                *before += 1;
                *before > FILLERS_A_BEAT
            })
            .collect();
        // The last beat's `Must` (a pitch's ask) is kept even when the previous
        // version said it: a pitch never ends without its ask; so are those added again.
        let last_beat = self.sentences.iter().map(|sentence| sentence.beat).max();
        let said_again_anyway = |n: usize| {
            let sentence = &self.sentences[n];
            sentence.again || sentence.priority == Priority::Must && Some(sentence.beat) == last_beat
        };
        let heard: Vec<Heard> = (0..heard.len())
            .map(|n| if said_again_anyway(n) { Heard::Not } else { heard[n] })
            .collect();
        let tier = |n: usize| match (heard[n], self.sentences[n].priority) {
            _ if padding[n] => 4,
            // The owner's facts said again read better than our fillers said fresh.
            (Heard::InThePreviousVersion, _) => 2,
            (_, Priority::Must) => 0,
            (Heard::Not, Priority::Filler) => 2,
            (Heard::Not, _) => 0,
            (Heard::InAnotherPitch, Priority::Filler) => 3,
            (Heard::InAnotherPitch, _) => 1,
        };
        let mut order: Vec<usize> = (0..self.sentences.len()).collect();
        // Stable: among equals the one drafted first wins.
        order.sort_by_key(|&n| (tier(n), self.sentences[n].priority));
        let mut kept: Vec<usize> = Vec::new();
        let mut count = 0;
        let mut keep = |n: usize, kept: &mut Vec<usize>| {
            let sentence = &self.sentences[n];
            let words_in = word_count(&sentence.text);
            let short = count < *words.start() && count + words_in <= *words.end();
            let fits = match (heard[n], sentence.priority) {
                (Heard::InThePreviousVersion, _) => short,
                (_, Priority::Must) => true,
                (Heard::InAnotherPitch, _) | (_, Priority::Filler) => short,
                _ => count + words_in <= *words.end() && kept.len() < self.most,
            };
            let kept_it = fits
                && accept(&sentence.text)
                && !kept
                    .iter()
                    .any(|&k| same_words(&self.sentences[k].words, &sentence.words));
            if kept_it {
                kept.push(n);
                count += words_in;
            }
            kept_it
        };
        // The previous version's lines come back before the padding only up to a
        // share of the text (a new version takes another angle), the rest after it.
        let mut said_again = 0;
        let mut deferred: Vec<usize> = Vec::new();
        for n in order {
            if heard[n] == Heard::InThePreviousVersion {
                if said_again * SAID_AGAIN_SHARE >= kept.len() {
                    deferred.push(n);
                } else if keep(n, &mut kept) {
                    said_again += 1;
                }
            } else {
                keep(n, &mut kept);
            }
        }
        for n in deferred {
            keep(n, &mut kept);
        }
        kept.sort_by_key(|&n| (self.sentences[n].beat, n));
        let mut text = String::new();
        let mut beat = None;
        for n in kept {
            let sentence = &self.sentences[n];
            if beat.is_some() {
                text.push_str(if beat == Some(sentence.beat) {
                    " "
                } else {
                    beat_separator
                });
            }
            text.push_str(&sentence.text);
            beat = Some(sentence.beat);
        }
        text
    }
}

/// Fillers a beat takes before its others, which come last as padding.
const FILLERS_A_BEAT: usize = 2;
/// At most one kept sentence in this many is the previous version's, before the padding.
const SAID_AGAIN_SHARE: usize = 5;

/// Whether two sentences say the same: six words in a row alike (case and
/// punctuation aside), or all but one word of the shorter one.
pub fn repeats(one: &str, other: &str) -> bool {
    same_words(&hashed_words(one), &hashed_words(other))
}

fn hashed_words(text: &str) -> Vec<u64> {
    bare_words(text)
        .map(|word| {
            let mut hasher = DefaultHasher::new();
            word.hash(&mut hasher);
            hasher.finish()
        })
        .collect()
}

/// [`repeats`], on words already read.
fn same_words(one: &[u64], other: &[u64]) -> bool {
    let run = one.len().min(other.len()).saturating_sub(1).clamp(4, 6);
    one == other
        || one
            .windows(run)
            // The first words' hashes tell most windows apart without comparing the rest.
            .any(|words| {
                other
                    .windows(run)
                    .any(|others| others[0] == words[0] && others == words)
            })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_matters_most_within_the_range_in_reading_order() {
        let mut draft = Draft::default();
        draft.add(2, Priority::Must, Some("Ask now.".into()));
        draft.add(0, Priority::Low, Some("One two three four five six.".into()));
        draft.add(1, Priority::High, Some("Hook one two three.".into()));
        draft.add(1, Priority::Medium, Some("Hook one two three.".into()));
        draft.add(0, Priority::Filler, Some("Tiny filler.".into()));
        draft.add(0, Priority::Medium, None);
        draft.add(3, Priority::Low, Some("So one two three four five six again".into()));
        assert_eq!(
            draft.fit(&(7..=10), " ", |_| true, |_| Heard::Not),
            "Tiny filler. Hook one two three. Ask now."
        );
        assert!(repeats(
            "Clinic owners ask other physios.",
            "This is how they decide: clinic owners ask other physios."
        ));
        assert!(!repeats(
            "Let me tell you about owners of small clinics.",
            "Everything we do is for owners of small clinics."
        ));
        assert_eq!(
            draft.fit(&(5..=20), "\n", |_| true, |_| Heard::Not),
            "One two three four five six.\nHook one two three.\nAsk now.",
            "no filler once long enough; no repeated run"
        );
    }

    #[test]
    fn a_beats_third_filler_waits_for_a_line_of_the_previous_version() {
        let mut draft = Draft::default();
        for n in 0..8 {
            draft.add(0, Priority::High, Some(format!("Fact number {n} of the brief.")));
        }
        for n in 0..4 {
            draft.add(1, Priority::Filler, Some(format!("Stock line {n} for anyone.")));
        }
        draft.add(1, Priority::Medium, Some("Said in the last version.".into()));
        let last_version = |sentence: &str| match sentence {
            "Said in the last version." => Heard::InThePreviousVersion,
            _ => Heard::Not,
        };
        let text = draft.fit(&(60..=80), " ", |_| true, last_version);
        assert!(
            text.contains("Stock line 1") && text.contains("Said in the last version."),
            "{text}"
        );
        assert!(!text.contains("Stock line 2"), "a third filler in a row: {text}");
    }

    #[test]
    fn a_line_of_a_shorter_pitch_comes_before_any_filler_and_only_to_reach_the_length() {
        let mut draft = Draft::default();
        draft.add(0, Priority::High, Some("Water comes through the ceiling.".into()));
        draft.add(
            1,
            Priority::Filler,
            Some("Anyone could tell you a version of it.".into()),
        );
        draft.add(1, Priority::Low, Some("We send photos of the roof first.".into()));
        draft.add(2, Priority::Must, Some("Get a quote.".into()));
        let in_the_short_pitch = |sentence: &str| match sentence {
            "Water comes through the ceiling." => Heard::InAnotherPitch,
            _ => Heard::Not,
        };
        assert_eq!(
            draft.fit(&(12..=20), " ", |_| true, in_the_short_pitch),
            "Water comes through the ceiling. We send photos of the roof first. Get a quote."
        );
        assert!(draft.holds("we send photos of the roof first"));
        assert!(!draft.holds("We send photos of the chimney"));
        // Long enough without it: the shorter pitch's line stays there.
        assert_eq!(
            draft.fit(&(9..=20), " ", |_| true, in_the_short_pitch),
            "We send photos of the roof first. Get a quote."
        );
    }
}
