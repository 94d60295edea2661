//! Style-guide suggestions the built-in writer makes for free: tone words from
//! how the owner wants the brand to feel (the brandEmotions and
//! brandAssociations answers), and tone, preferred terms and a reading level
//! from copy the company already publishes (word statistics and readability).
//! Each suggestion is shown for the user to accept; nothing here is stored.

use serde::Serialize;
use utoipa::ToSchema;

use super::prose::{bare_words, capitalize, plural, sentences, singular, word_count};
use crate::domain::{PreferredTerm, ReadingLevel, ResponseKey, STYLE_GUIDE_OPTIONS};

/// What a style guide could say, for the user to accept or not.
#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    /// Tone words, the best-supported first.
    pub tone: Vec<String>,
    pub preferred_terms: Vec<PreferredTerm>,
    /// `null` when the text says too little to tell.
    pub reading_level: Option<ReadingLevel>,
}

impl Suggestion {
    /// The suggestion as a guide may hold it (a model's answer is not trusted
    /// to): tone words single, lowercase, unique and within the guide's
    /// limits; terms whole, each replacing another word once.
    pub fn within_limits(self) -> Self {
        let limits = &STYLE_GUIDE_OPTIONS.limits;
        let mut tone: Vec<String> = Vec::new();
        for word in self.tone.iter().map(|word| word.trim().to_lowercase()) {
            let fits = !word.is_empty() && word.chars().count() <= limits.tone_word_chars;
            if fits && !word.contains(char::is_whitespace) && !tone.contains(&word) {
                tone.push(word);
            }
        }
        tone.truncate(limits.tone_words);
        let mut preferred_terms: Vec<PreferredTerm> = Vec::new();
        for term in self.preferred_terms {
            let (use_term, instead_of) = (term.use_term.trim().to_owned(), term.instead_of.trim().to_owned());
            let fits = |side: &str| !side.is_empty() && side.chars().count() <= limits.term_chars;
            let new = !preferred_terms
                .iter()
                .any(|kept| kept.instead_of.eq_ignore_ascii_case(&instead_of));
            if fits(&use_term) && fits(&instead_of) && !use_term.eq_ignore_ascii_case(&instead_of) && new {
                preferred_terms.push(PreferredTerm { use_term, instead_of });
            }
        }
        preferred_terms.truncate(limits.preferred_terms);
        Self {
            tone,
            preferred_terms,
            reading_level: self.reading_level,
        }
    }
}

/// A tone word and the word starts that call for it ("relie" finds "relief" and "relieved").
struct Tone {
    word: &'static str,
    cues: &'static [&'static str],
}

/// The tone words the built-in writer suggests, each with the words that call for it.
const TONES: [Tone; 12] = [
    Tone {
        word: "warm",
        cues: &[
            "warm",
            "friend",
            "family",
            "welcom",
            "kind",
            "caring",
            "looked after",
            "cosy",
            "cozy",
            "homely",
            "neighbour",
            "neighbor",
            "personal",
        ],
    },
    Tone {
        word: "reassuring",
        cues: &[
            "relie",
            "safe",
            "secur",
            "reassur",
            "peace of mind",
            "in good hands",
            "worry-free",
            "protected",
            "trust",
        ],
    },
    Tone {
        word: "plain-spoken",
        cues: &[
            "honest",
            "straight",
            "plain",
            "no jargon",
            "no nonsense",
            "no-nonsense",
            "down to earth",
            "down-to-earth",
            "no fuss",
            "practical",
            "transparent",
            "clear",
            "simple",
            "upfront",
            "up front",
        ],
    },
    Tone {
        word: "confident",
        cues: &[
            "confiden",
            "bold",
            "proud",
            "certain",
            "decisive",
            "in control",
            "strong",
        ],
    },
    Tone {
        word: "expert",
        cues: &[
            "expert",
            "professional",
            "seasoned",
            "knowledgeab",
            "skilled",
            "specialist",
            "authorit",
            "precise",
            "experienced",
            "qualified",
        ],
    },
    Tone {
        word: "calm",
        cues: &[
            "calm",
            "relax",
            "unhurried",
            "quiet",
            "gentle",
            "at ease",
            "soothing",
            "serene",
        ],
    },
    Tone {
        word: "lively",
        cues: &[
            "excit", "fun", "energ", "playful", "joy", "delight", "buzz", "vibrant", "cheerful",
        ],
    },
    Tone {
        word: "refined",
        cues: &[
            "luxur",
            "premium",
            "refined",
            "elegant",
            "exclusive",
            "sophisticat",
            "craft",
            "bespoke",
        ],
    },
    Tone {
        word: "dependable",
        cues: &[
            "reliab",
            "dependab",
            "punctual",
            "on time",
            "consistent",
            "organised",
            "organized",
            "steady",
            "always there",
            "picks up the phone",
        ],
    },
    Tone {
        word: "empathetic",
        cues: &[
            "understood",
            "listen",
            "on their side",
            "empath",
            "respected",
            "heard",
            "patient",
            "non-judg",
            "without judg",
        ],
    },
    Tone {
        word: "discreet",
        cues: &["discreet", "private", "privacy", "confidential"],
    },
    Tone {
        word: "inspiring",
        cues: &[
            "inspir",
            "motivat",
            "ambitio",
            "hopeful",
            "uplift",
            "proud of themselves",
        ],
    },
];

/// The tone word of [`TONES`] that a typed tone word is or starts with a cue
/// of ("friendly" is warm, "luxurious" refined); the words of a text's manner
/// that [`learn_from_copy`] suggests ("conversational", "direct") are their own.
pub fn known_tone(word: &str) -> Option<&'static str> {
    let word = word.trim().to_lowercase();
    TONES
        .iter()
        .find(|tone| tone.word == word)
        .or_else(|| {
            TONES
                .iter()
                .find(|tone| tone.cues.iter().any(|cue| word.starts_with(cue)))
        })
        .map(|tone| tone.word)
        .or_else(|| ["conversational", "direct"].into_iter().find(|manner| *manner == word))
}

/// Words that make the rest of their clause say what the brand is not.
const NEGATIONS: [&str; 12] = [
    "not",
    "never",
    "no",
    "nor",
    "without",
    "isn't",
    "don't",
    "doesn't",
    "won't",
    "can't",
    "aren't",
    "shouldn't",
];

/// The most tone words a suggestion holds.
const MOST_TONE_WORDS: usize = 3;

/// The answers about how the brand should feel and what it should remind customers of.
const BRAND_ANSWERS: [ResponseKey; 2] = [ResponseKey::BrandEmotions, ResponseKey::BrandAssociations];

/// Tone words from how the brand should feel and what it should remind
/// customers of; what it must "never be mistaken for" does not count.
pub fn suggest_from_interview<'a>(answers: impl IntoIterator<Item = (ResponseKey, &'a str)>) -> Suggestion {
    let answers: Vec<&str> = answers
        .into_iter()
        .filter(|(key, _)| BRAND_ANSWERS.contains(key))
        .map(|(_, answer)| answer)
        .collect();
    let answers = answers.join("\n");
    Suggestion {
        tone: tone_words(&answers, MOST_TONE_WORDS),
        preferred_terms: customer_word(&answers).into_iter().collect(),
        reading_level: None,
    }
}

/// Tone, preferred terms and a reading level from copy the company publishes.
pub fn learn_from_copy(text: &str) -> Suggestion {
    let words = word_count(text);
    if words == 0 {
        return Suggestion::default();
    }
    let mut tone = tone_words(text, MOST_TONE_WORDS);
    for word in style_tones(text, words) {
        if tone.len() < MOST_TONE_WORDS + 1 && !tone.iter().any(|t| t == word) {
            tone.push(word.to_owned());
        }
    }
    Suggestion {
        tone,
        preferred_terms: customer_word(text).into_iter().collect(),
        // Fewer than 40 words give a grade that means little.
        reading_level: (words >= 40).then(|| reading_level(textstat::flesch_kincaid_grade(text))),
    }
}

/// The tone words the text's cues call for most, at most `most` of them, in the
/// order of [`TONES`] among equals.
fn tone_words(text: &str, most: usize) -> Vec<String> {
    let clauses = affirmed_clauses(text);
    // "no jargon" is a cue of its own: read where the negation starts, not cut there.
    let lower = normalised(text);
    let mut scored: Vec<(usize, usize)> = TONES
        .iter()
        .enumerate()
        .map(|(order, tone)| {
            let hits = tone
                .cues
                .iter()
                .map(|cue| {
                    match NEGATIONS
                        .iter()
                        .any(|negation| cue.starts_with(&format!("{negation} ")))
                    {
                        true => usize::from(has_cue(&lower, cue)),
                        false => clauses.iter().filter(|clause| has_cue(clause, cue)).count(),
                    }
                })
                .sum();
            (hits, order)
        })
        .filter(|&(hits, _)| hits > 0)
        .collect();
    scored.sort_by_key(|&(hits, order)| (std::cmp::Reverse(hits), order));
    let limit = most.min(STYLE_GUIDE_OPTIONS.limits.tone_words);
    scored
        .into_iter()
        .take(limit)
        .map(|(_, order)| TONES[order].word.to_owned())
        .collect()
}

/// The text's clauses, lowercased, each cut where a negation starts: "warm, not
/// cold or fussy" keeps "warm", "never a flashy, fun app" nothing; a "but" starts
/// a clause again ("not cold but warm").
fn affirmed_clauses(text: &str) -> Vec<String> {
    normalised(text)
        .split(['.', ';', ':', '!', '?', '\n', '(', ')'])
        .flat_map(|clause| clause.split(" but "))
        .map(|clause| {
            let words: Vec<&str> = clause.split_whitespace().collect();
            let end = words
                .iter()
                .position(|word| NEGATIONS.contains(&word.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')))
                .unwrap_or(words.len());
            format!("{} ", words[..end].join(" "))
        })
        .filter(|clause| !clause.trim().is_empty())
        .collect()
}

/// `text` lowercased, its curly apostrophes straight ("don’t" is "don't"), a space at its end
/// (so a cue of a whole word, "fun ", finds one that ends the text).
fn normalised(text: &str) -> String {
    format!("{} ", text.to_lowercase().replace('’', "'"))
}

/// Whether `clause` has `cue` at the start of a word (a phrase cue as whole words' starts).
fn has_cue(clause: &str, cue: &str) -> bool {
    clause
        .match_indices(cue)
        .any(|(at, _)| !clause[..at].chars().next_back().is_some_and(char::is_alphanumeric))
}

/// Tones the way the copy is written calls for: contractions and questions
/// sound conversational, exclamations lively, talking to "you" direct.
fn style_tones(text: &str, words: usize) -> Vec<&'static str> {
    let per_hundred_words = |count: usize| 100.0 * count as f64 / words as f64;
    let lower: Vec<String> = bare_words(text).collect();
    let contractions = lower
        .iter()
        .filter(|word| word.contains('\'') || word.contains('’'))
        .count();
    let you = lower
        .iter()
        .filter(|word| matches!(word.as_str(), "you" | "your" | "you're" | "yours"))
        .count();
    let all_sentences = sentences(text);
    let count_ending = |stop: char| all_sentences.iter().filter(|s| s.trim_end().ends_with(stop)).count();
    let share_of_sentences = |count: usize| count as f64 / all_sentences.len().max(1) as f64;

    let mut tones = Vec::new();
    if per_hundred_words(contractions) >= 1.5 || share_of_sentences(count_ending('?')) >= 0.1 {
        tones.push("conversational");
    }
    if share_of_sentences(count_ending('!')) >= 0.15 {
        tones.push("lively");
    }
    if per_hundred_words(you) >= 3.0 {
        tones.push("direct");
    }
    tones
}

/// The level a Flesch-Kincaid grade reads at: up to year 8 is plain, up to 12 professional.
fn reading_level(grade: f64) -> ReadingLevel {
    if grade <= 8.0 {
        ReadingLevel::Plain
    } else if grade <= 12.0 {
        ReadingLevel::Professional
    } else {
        ReadingLevel::Technical
    }
}

/// What a business may call its customers instead.
const CUSTOMER_WORDS: [&str; 10] = [
    "members", "clients", "guests", "patients", "students", "learners", "patrons", "diners", "families", "couples",
];

/// "members" instead of "customers" when the text calls them members at least
/// twice and customers less often.
fn customer_word(text: &str) -> Option<PreferredTerm> {
    let words: Vec<String> = bare_words(text).collect();
    let count = |plural: &str| {
        let one = singular(plural);
        words
            .iter()
            .filter(|word| **word == plural || one.as_deref() == Some(word.as_str()))
            .count()
    };
    let customers = count("customers");
    CUSTOMER_WORDS
        .iter()
        .map(|word| (count(word), *word))
        .filter(|&(uses, _)| uses >= 2 && uses > customers)
        .max_by_key(|&(uses, _)| uses)
        .map(|(_, word)| PreferredTerm {
            use_term: word.to_owned(),
            instead_of: "customers".to_owned(),
        })
}

/// `text` saying each preferred term where it said the term it replaces, in
/// the same number and case ("Customers" → "Members", "a customer" → "a
/// member", "an customer" never), whole words only; never within the company's
/// `name` ("Muddy Paws Dog Walking" stays its name when "dogs" become "pups").
pub fn say_preferred_terms(text: &str, terms: &[PreferredTerm], name: &str) -> String {
    terms
        .iter()
        .fold(text.to_owned(), |text, term| say_term(&text, term, name))
}

/// The byte ranges of `text`'s words (runs of letters and digits).
fn word_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(at),
            (false, Some(from)) => {
                spans.push((from, at));
                start = None;
            }
            _ => {}
        }
    }
    spans
}

fn say_term(text: &str, term: &PreferredTerm, name: &str) -> String {
    // The replaced term's words and what stands between them ("" for a space,
    // "-" in "check-in"): the text must have the same to say it.
    let term_spans = word_spans(&term.instead_of);
    let Some((&(last_start, last_end), _)) = term_spans.split_last() else {
        return text.to_owned();
    };
    let instead: Vec<String> = term_spans
        .iter()
        .map(|&(a, b)| term.instead_of[a..b].to_lowercase())
        .collect();
    let joints: Vec<&str> = term_spans
        .windows(2)
        .map(|pair| term.instead_of[pair[0].1..pair[1].0].trim())
        .collect();
    let instead_last = term.instead_of[last_start..last_end].to_lowercase();
    let spans = word_spans(text);
    let named: Vec<std::ops::Range<usize>> = match name.trim() {
        "" => Vec::new(),
        name => text.match_indices(name).map(|(at, _)| at..at + name.len()).collect(),
    };
    let word = |at: usize| &text[spans[at].0..spans[at].1];
    let mut out = String::with_capacity(text.len());
    let mut copied_to = 0;
    let mut at = 0;
    while at + instead.len() <= spans.len() {
        let end = at + instead.len();
        let joined = (at + 1..end).all(|n| text[spans[n - 1].1..spans[n].0].trim() == joints[n - at - 1]);
        let same = (at..end - 1).all(|n| word(n).to_lowercase() == instead[n - at]);
        let in_name = named.iter().any(|range| range.contains(&spans[at].0));
        let replacement = (joined && same && !in_name)
            .then(|| in_number_of(&term.use_term, &instead_last, &word(end - 1).to_lowercase()))
            .flatten();
        let Some(mut replacement) = replacement else {
            at += 1;
            continue;
        };
        if word(at).starts_with(char::is_uppercase) {
            replacement = capitalize(&replacement);
        }
        out.push_str(&with_article(&text[copied_to..spans[at].0], &replacement));
        out.push_str(&replacement);
        copied_to = spans[end - 1].1;
        at = end;
    }
    out.push_str(&text[copied_to..]);
    out
}

/// `use_term` in the number `found` has as a form of `instead`: `None` when
/// `found` is neither `instead` nor its other number.
fn in_number_of(use_term: &str, instead: &str, found: &str) -> Option<String> {
    let use_last = use_term.rsplit(' ').next().unwrap_or(use_term);
    let use_init = &use_term[..use_term.len() - use_last.len()];
    let use_singular = || singular(use_last).unwrap_or_else(|| use_last.to_owned());
    let use_plural = || {
        if singular(use_last).is_some() {
            use_last.to_owned()
        } else {
            plural(use_last)
        }
    };
    let last = match singular(instead) {
        // "customers" replaced: the plural as given, "customer" the singular of "members".
        Some(_) if found == instead => use_last.to_owned(),
        Some(instead_singular) if found == instead_singular => use_singular(),
        Some(_) => return None,
        // "customer" replaced: "member" (even of "members"), "customers" its plural.
        None if found == instead => use_singular(),
        None if found == plural(instead) => use_plural(),
        None => return None,
    };
    Some(format!("{use_init}{last}"))
}

/// Words that start with a vowel letter and a consonant sound ("a user") and
/// with a consonant letter and a vowel sound ("an hour").
const SAID_WITH_A: [&str; 7] = ["uni", "use", "usu", "uti", "eu", "one", "once"];
const SAID_WITH_AN: [&str; 4] = ["hour", "honest", "honour", "honor"];

/// Whether `word` takes "an": it starts with a vowel sound.
fn takes_an(word: &str) -> bool {
    let lower = word.to_lowercase();
    let starts = |list: &[&str]| list.iter().any(|start| lower.starts_with(start));
    starts(&SAID_WITH_AN) || (lower.starts_with(['a', 'e', 'i', 'o', 'u']) && !starts(&SAID_WITH_A))
}

/// `before` with its last word, "a" or "an", made right for `word`.
fn with_article(before: &str, word: &str) -> String {
    let trimmed = before.trim_end();
    let gap = &before[trimmed.len()..];
    let article = trimmed.rsplit(|c: char| !c.is_alphabetic()).next().unwrap_or_default();
    let head = &trimmed[..trimmed.len() - article.len()];
    let vowel = takes_an(word);
    let fixed = match article {
        "a" | "an" if !gap.is_empty() => {
            if vowel {
                "an"
            } else {
                "a"
            }
        }
        "A" | "An" if !gap.is_empty() => {
            if vowel {
                "An"
            } else {
                "A"
            }
        }
        _ => return before.to_owned(),
    };
    format!("{head}{fixed}{gap}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn interview<'a>(brand_emotions: &'a str, brand_associations: &'a str) -> [(ResponseKey, &'a str); 3] {
        [
            (ResponseKey::BrandEmotions, brand_emotions),
            (ResponseKey::BrandAssociations, brand_associations),
            // Not an answer about the brand: its "fun" does not count.
            (ResponseKey::ProblemEmotions, "fun, exciting, joyful"),
        ]
    }

    #[test]
    fn the_interview_suggests_the_feelings_it_names_and_not_what_the_brand_must_never_be() {
        let suggestion = suggest_from_interview(interview(
            "Relieved and looked after, like a friend who always picks up the phone. Safe with their data.",
            "A trusted family pharmacist. Never a flashy, fun startup; not cold or luxury either.",
        ));
        assert_eq!(suggestion.tone, ["warm", "reassuring", "dependable"]);
        assert!(suggestion.reading_level.is_none());
    }

    #[test]
    fn an_interview_with_no_cue_suggests_no_tone() {
        assert!(suggest_from_interview(interview("", "")).tone.is_empty());
        assert!(suggest_from_interview(interview("idk", "not sure yet")).tone.is_empty());
    }

    #[test]
    fn published_copy_gives_its_level_its_manner_and_its_word_for_customers() {
        let plain = "Our members train in small groups. You'll never wait for a rack! Every coach knows your name. \
                     Members book online in seconds, and we're open at six. Bring a friend on Fridays, it's free! \
                     Not sure where to start? Ask at the desk and we'll show you round.";
        let suggestion = learn_from_copy(plain);
        assert_eq!(suggestion.reading_level, Some(ReadingLevel::Plain));
        assert_eq!(suggestion.preferred_terms[0].use_term, "members");
        assert!(
            suggestion.tone.contains(&"conversational".to_owned()),
            "{:?}",
            suggestion.tone
        );
        assert!(suggestion.tone.contains(&"lively".to_owned()), "{:?}", suggestion.tone);

        let dense = "Our organisation delivers comprehensive regulatory compliance consultancy, encompassing \
                     pharmacovigilance documentation, post-authorisation safety surveillance and quality management \
                     system implementation for multinational pharmaceutical manufacturers operating under \
                     increasingly stringent international regulatory frameworks and documentation requirements. \
                     Consultants coordinate pharmacovigilance audits, interpret authorisation conditions and maintain \
                     comprehensive documentation throughout the investigational medicinal product lifecycle.";
        assert_eq!(learn_from_copy(dense).reading_level, Some(ReadingLevel::Technical));
        assert_eq!(learn_from_copy("Hello there.").reading_level, None);
        assert_eq!(learn_from_copy("  "), Suggestion::default());
    }

    #[test]
    fn customers_stay_customers_when_the_copy_says_so_most() {
        let text = "Customers love us. Our customers and clients come back; customers tell friends. A client said so.";
        assert!(learn_from_copy(text).preferred_terms.is_empty());
    }

    fn say(text: &str, terms: &[PreferredTerm]) -> String {
        say_preferred_terms(text, terms, "")
    }

    fn term(use_term: &str, instead_of: &str) -> PreferredTerm {
        PreferredTerm {
            use_term: use_term.into(),
            instead_of: instead_of.into(),
        }
    }

    #[test]
    fn a_preferred_term_is_said_in_the_number_and_case_of_the_one_it_replaces() {
        let terms = [term("members", "customers"), term("our team", "staff")];
        assert_eq!(
            say(
                "Customers love it. A customer's first visit; an customer; staff-led, customerly.",
                &terms
            ),
            "Members love it. A member's first visit; a member; our team-led, customerly."
        );
        assert_eq!(
            say(
                "an order for every client",
                &[term("invoice", "order"), term("guest", "client")]
            ),
            "an invoice for every guest"
        );
        assert_eq!(
            say("clients and a client", &[term("owner", "client")]),
            "owners and an owner"
        );
        assert_eq!(say("No change here.", &terms), "No change here.");
        assert_eq!(
            say("the front desk and the front  desk", &[term("reception", "front desk")]),
            "the reception and the reception"
        );
        assert_eq!(
            say("Online check-in, no check in desk.", &[term("arrival", "check-in")]),
            "Online arrival, no check in desk."
        );
        assert_eq!(
            say("a customer and two customers", &[term("members", "customer")]),
            "a member and two members"
        );
        assert_eq!(say("an owner", &[term("user", "owner")]), "a user");
        assert_eq!(say("a visit", &[term("hour", "visit")]), "an hour");
        assert_eq!(say("Café clients", &[term("guests", "clients")]), "Café guests");
        assert_eq!(
            say_preferred_terms(
                "Muddy Paws Dog Walking walks dogs.",
                &[term("pups", "dogs")],
                "Muddy Paws Dog Walking"
            ),
            "Muddy Paws Dog Walking walks pups."
        );
    }
}
