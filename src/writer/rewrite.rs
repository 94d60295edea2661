//! Writing one part of a version again: a regeneration (one new text, after
//! the user's instruction when they gave one) or variants (three options to
//! choose from). Every other part stays as it is; the new text must read
//! differently from the old one and repeat nothing the version says elsewhere.
//!
//! The built-in writer writes the whole version again with other seeds (the
//! old version as the one not to repeat, the part fitted shorter or longer
//! when asked) and takes the part from the drafts that qualify. The LLM writer
//! sends the whole version and the instruction, and asks for the part alone.

use serde_json::Value;

use super::{
    builtin::{Drafts, Resize},
    prose::word_count,
    quality::Gate,
    target::Target,
    BuiltInWriter, GeneratedContent, GenerationInput, Previous,
};

/// How many drafts the built-in writer tries for the options it needs: its
/// phrasings are drawn at random, and a brief may offer only a few.
const DRAFTS: u64 = 20;
/// How many drafts in a row with nothing new end a search that found nothing.
const STALE_DRAFTS: usize = 3;

/// Which way the user asked the length to go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Length {
    Shorter,
    Longer,
}

/// What the user asked of the new text, in their words ("shorter", "mention the 14-day trial").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instruction {
    pub text: String,
    /// What the built-in writer reads of it.
    pub length: Option<Length>,
}

impl Instruction {
    /// The longest instruction taken, in characters.
    pub const MAX_CHARS: usize = 300;

    pub fn new(text: &str) -> Self {
        let lower = text.to_lowercase();
        let says = |words: &[&str]| words.iter().any(|word| lower.contains(word));
        let length = if says(&["short", "brief", "concise", "tighter", "trim", "fewer words", "cut"]) {
            Some(Length::Shorter)
        } else if says(&["longer", "more detail", "expand", "fuller", "more words", "elaborate"]) {
            Some(Length::Longer)
        } else {
            None
        };
        Self {
            text: text.trim().to_owned(),
            length,
        }
    }
}

/// One rewrite: the part, what the user asked, and how many options.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub target: Target,
    pub instruction: Option<Instruction>,
    /// 1 for a regeneration, 3 for variants.
    pub count: usize,
}

impl Rewrite {
    fn length(&self) -> Option<Length> {
        self.instruction.as_ref().and_then(|instruction| instruction.length)
    }

    /// Whether `option` may replace `current` in `content`: it says something
    /// else than the old text, the other items of its list and the options already taken, keeps to the
    /// asked length, and makes its asset repeat nothing it did not repeat before.
    pub fn qualifies(&self, content: &GeneratedContent, current: &Value, option: &Value, taken: &[Value]) -> bool {
        let words = |value: &Value| Target::texts(value).iter().map(|text| word_count(text)).sum::<usize>();
        let length_ok = match self.length() {
            Some(Length::Shorter) => words(option) < words(current),
            Some(Length::Longer) => words(option) > words(current),
            None => true,
        };
        let texts = Target::texts(option);
        if !length_ok
            || texts.is_empty()
            || texts.iter().any(|text| text.trim().is_empty())
            || says_the_same(current, option)
            || taken.iter().any(|taken| says_the_same(taken, option))
            // Another item of its list (the gate lets key points restate each other, a list may not).
            || self.target.alike_in(content).iter().skip(1).any(|sibling| shares_a_text(sibling, option))
        {
            return false;
        }
        let mut changed = content.clone();
        if !self.target.set(&mut changed, option.clone()) {
            return false;
        }
        let repeating = |content: &GeneratedContent| Gate::repeating(content.asset_texts(self.target.field.asset));
        let before = repeating(content);
        repeating(&changed)
            .iter()
            .all(|path| !self.target.covers(path) && before.contains(path))
    }
}

/// Whether two values of a part say the same: equal, or each text of one a repeat of the other's.
fn says_the_same(one: &Value, other: &Value) -> bool {
    if one == other {
        return true;
    }
    let (one, other) = (Target::texts(one), Target::texts(other));
    one.len() == other.len()
        && one
            .iter()
            .zip(&other)
            .all(|(a, b)| a.eq_ignore_ascii_case(b) || Gate::says_again(a, b))
}

/// Whether any text of one says what a text of the other says.
fn shares_a_text(one: &Value, other: &Value) -> bool {
    let other = Target::texts(other);
    Target::texts(one).iter().any(|a| {
        other
            .iter()
            .any(|b| a.eq_ignore_ascii_case(b) || Gate::says_again(a, b))
    })
}

impl BuiltInWriter {
    /// Up to `rewrite.count` options for the part (fewer when its drafts hold
    /// no more that qualify); `seed` picks the drafts.
    pub fn rewrite(
        &self,
        input: &GenerationInput,
        content: &GeneratedContent,
        rewrite: &Rewrite,
        seed: u64,
    ) -> Vec<Value> {
        let Some(current) = rewrite.target.value_in(content) else {
            return Vec::new();
        };
        let mut input = input.clone();
        input.previous = Some(Previous::of(content));
        let resize = rewrite
            .length()
            .and_then(|length| resized(&rewrite.target, &current, length));
        let drafts = Drafts::new(&input);
        let mut options: Vec<Value> = Vec::new();
        let mut seen: Vec<Value> = Vec::new();
        let mut stale = 0;
        for draft in 0..DRAFTS {
            let written = drafts.write(seed.wrapping_add(draft), resize.as_ref());
            let mut fresh = false;
            for candidate in rewrite.target.alike_in(&written) {
                if seen.contains(&candidate) {
                    continue;
                }
                fresh = true;
                seen.push(candidate.clone());
                if rewrite.qualifies(content, &current, &candidate, &options) {
                    options.push(candidate);
                }
            }
            // Nothing qualified and the drafts keep bringing the same: the brief is spent.
            stale = if fresh { 0 } else { stale + 1 };
            if options.is_empty() && stale == STALE_DRAFTS {
                break;
            }
            // Asked for a length: a few more are read, and the one going furthest that way is kept.
            let enough = rewrite.count + if rewrite.length().is_some() { 2 } else { 0 };
            if options.len() >= enough {
                break;
            }
        }
        let words = |value: &Value| Target::texts(value).iter().map(|text| word_count(text)).sum::<usize>();
        match rewrite.length() {
            Some(Length::Shorter) => options.sort_by_key(words),
            Some(Length::Longer) => options.sort_by_key(|option| std::cmp::Reverse(words(option))),
            None => {}
        }
        options.truncate(rewrite.count);
        options
    }
}

/// The lengths a shorter or longer text of a drafted field is fitted to: a
/// good step below or above the current text's, within reach of the field's range.
fn resized(target: &Target, current: &Value, length: Length) -> Option<Resize> {
    let range = target.field.words.clone()?;
    let now: usize = Target::texts(current).iter().map(|text| word_count(text)).sum();
    let words = match length {
        Length::Shorter => {
            let end = (now * 85 / 100).max(1);
            range.start().min(&(end * 3 / 4)).to_owned()..=end
        }
        Length::Longer => {
            let start = (now * 115 / 100).min(*range.end()).max(now + 1);
            start..=(*range.end()).max(start + start / 5)
        }
    };
    Some(Resize {
        path: target.field.path,
        words,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        domain::questions::SAMPLES,
        writer::{sample_companies::sample_companies, AssetContent},
    };

    fn sample(n: usize) -> (GenerationInput, GeneratedContent) {
        let input = GenerationInput::from_sample(sample_companies()[n].clone(), &SAMPLES[n]);
        let content = BuiltInWriter.write(&input, 1);
        (input, content)
    }

    fn rewrite(path: &str, instruction: Option<&str>, count: usize) -> Rewrite {
        Rewrite {
            target: Target::parse(path).unwrap(),
            instruction: instruction.map(Instruction::new),
            count,
        }
    }

    #[test]
    fn instructions_are_read_for_their_length() {
        assert_eq!(Instruction::new("Shorter please").length, Some(Length::Shorter));
        assert_eq!(Instruction::new("make it more concise").length, Some(Length::Shorter));
        assert_eq!(Instruction::new("a bit longer").length, Some(Length::Longer));
        assert_eq!(Instruction::new("mention the 14-day trial").length, None);
    }

    #[test]
    fn a_shorter_pitch_is_shorter_and_new() {
        for n in 0..SAMPLES.len() {
            let (input, content) = sample(n);
            let options = BuiltInWriter.rewrite(&input, &content, &rewrite("pitch.pitch30sec", Some("shorter"), 1), 7);
            let [Value::String(pitch)] = options.as_slice() else {
                panic!("one pitch for sample {n}: {options:?}");
            };
            assert!(
                word_count(pitch) < word_count(&content.pitch.pitch_30_sec),
                "sample {n}: {pitch}"
            );
            assert_ne!(pitch, &content.pitch.pitch_30_sec);
        }
    }

    #[test]
    fn a_longer_problem_statement_is_longer() {
        let (input, content) = sample(1);
        let options = BuiltInWriter.rewrite(
            &input,
            &content,
            &rewrite("core.problemStatement", Some("longer"), 1),
            3,
        );
        let text = options[0].as_str().unwrap();
        assert!(word_count(text) > word_count(&content.core.problem_statement), "{text}");
    }

    #[test]
    fn three_headlines_are_three_and_none_is_the_old_one() {
        for n in 0..SAMPLES.len() {
            let (input, content) = sample(n);
            let options = BuiltInWriter.rewrite(&input, &content, &rewrite("website.headline", None, 3), 11);
            assert_eq!(options.len(), 3, "sample {n}: {options:?}");
            for option in &options {
                assert_ne!(option.as_str(), Some(content.website.headline.as_str()));
            }
            assert_ne!(options[0], options[1]);
            assert_ne!(options[1], options[2]);
        }
    }

    #[test]
    fn a_new_key_point_repeats_no_other_and_changes_nothing_else() {
        let (input, content) = sample(0);
        let target = Target::parse("pitch.keyPoints.1").unwrap();
        let rewrite = Rewrite {
            target: target.clone(),
            instruction: None,
            count: 1,
        };
        let options = BuiltInWriter.rewrite(&input, &content, &rewrite, 5);
        let mut changed = content.clone();
        assert!(target.set(&mut changed, options[0].clone()), "{options:?}");
        assert!(changed.pitch.validate().is_ok());
        let points = &changed.pitch.key_points;
        assert_ne!(points[1], content.pitch.key_points[1]);
        assert!(points
            .iter()
            .enumerate()
            .all(|(n, point)| n == 1 || point == &content.pitch.key_points[n]));
        assert!(!points
            .iter()
            .enumerate()
            .any(|(n, point)| n != 1 && Gate::says_again(point, &points[1])));
        assert_eq!((changed.core, changed.website), (content.core, content.website));
    }
}
