//! The gate's rules, each a plain function of a text (and, for grounding,
//! of the brief it was written from).

use std::collections::HashSet;

use super::{spelling, Flag, Rule};
use crate::{
    domain::{PreferredTerm, ResponseKey},
    writer::{
        fields::{is_a_pitch, Voice, BENEFIT_DESCRIPTION, BENEFIT_TITLE, KEY_POINTS},
        prose::{bare_words, sentences, singular, ABBREVIATIONS},
        FieldText, GenerationInput, WORDS_TO_AVOID,
    },
};

/// This many words in a row from an answer is copying, not quoting.
const COPIED_RUN: usize = 12;
/// How much of a short text to quote in a message.
const EXCERPT_WORDS: usize = 8;

/// Words a clause cannot end on: it was cut mid-phrase. (Prepositions may end
/// one: "what they came for", "moved on".)
const DANGLING: [&str; 16] = [
    "a", "an", "the", "and", "or", "but", "their", "our", "your", "my", "its", "of", "than", "into", "because", "whose",
];

/// The owner's own words: never where the brand speaks.
const OWNER_WORDS: [&str; 10] = ["i", "me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd", "im"];
/// The company's "we": fine on the website and in a pitch, not in core messaging about the customer.
const COMPANY_WORDS: [&str; 9] = [
    "we",
    "us",
    "our",
    "ours",
    "ourselves",
    "we're",
    "we've",
    "we'll",
    "we'd",
];
/// "our dad" is the owner's family, not the company's.
const FAMILY_WORDS: [&str; 16] = [
    "dad",
    "mum",
    "mom",
    "father",
    "mother",
    "grandad",
    "granddad",
    "grandfather",
    "nan",
    "gran",
    "grandma",
    "grandmother",
    "wife",
    "husband",
    "son",
    "daughter",
];
/// Endings that keep a word to avoid what it is: "empowering", "elevates".
const INFLECTIONS: [&str; 9] = ["", "s", "es", "d", "ed", "ing", "ment", "ly", "ally"];

/// What a text is checked against: the brief's words, figures and names.
pub struct Grounding {
    /// Each profile text's and answer's words, lowercased (the profile's six first).
    sources: Vec<Vec<String>>,
    /// Every run of [`COPIED_RUN`] words of the brief, hashed.
    runs: HashSet<u64>,
    /// The brief's answers (and their sentences) of five words or more, hashed.
    whole_answers: HashSet<u64>,
    /// Every figure of the brief, bare ("4,700" and "£4700" are "4700").
    figures: HashSet<String>,
    /// Every word of the brief, lowercased: its names are no inventions.
    words: HashSet<String>,
    /// The company's own names and terms, lowercased: the profile's words and the
    /// answers' capitalised ones (an answer's lowercase typo is still a typo).
    terms: HashSet<String>,
    /// The style guide's words and phrases to avoid, lowercased.
    avoid: Vec<String>,
    /// The style guide's preferred terms.
    preferred: Vec<PreferredTerm>,
    /// Whether the copy is in English (the content language).
    english: bool,
}

impl Grounding {
    /// From the brief as the owner wrote it and as cleaned into notes (a run
    /// copied from the notes is copied from the owner all the same).
    pub fn new(input: &GenerationInput, notes: &GenerationInput) -> Self {
        let company = &input.company;
        let mut texts: Vec<&str> = vec![
            &company.name,
            &company.industry,
            &company.description,
            &company.competitors,
            &company.products_services,
            &company.website_url,
        ];
        texts.extend(ResponseKey::all().map(|key| input.answer(key)));
        texts.extend(ResponseKey::all().map(|key| notes.answer(key)));
        let sources: Vec<Vec<String>> = texts.iter().map(|text| bare_words(text).collect()).collect();
        // Copying is of the answers: the profile's own words (its products, its
        // description) are the company's to repeat.
        let runs = sources[6..]
            .iter()
            .flat_map(|words| words.windows(COPIED_RUN).map(hash_of))
            .collect();
        let whole_answers = texts
            .iter()
            .skip(6)
            .flat_map(|answer| std::iter::once(answer.to_string()).chain(sentences(answer)))
            .map(|text| bare_words(&text).collect::<Vec<_>>())
            .filter(|words| words.len() >= 5)
            .map(|words| hash_of(&words))
            .collect();
        let figures = texts.iter().flat_map(|text| figures(text)).collect();
        // Each word, and the parts of a joined one ("front-desk": "front", "desk").
        let joints = ['-', '/', '\'', '’'];
        let words = sources
            .iter()
            .flatten()
            .flat_map(|word| {
                let parts = word.contains(joints).then(|| word.split(joints).map(str::to_owned));
                std::iter::once(word.clone()).chain(parts.into_iter().flatten())
            })
            .collect();
        let profile_words = texts[..6].iter().flat_map(|text| bare_words(text).collect::<Vec<_>>());
        let capitalised = texts[6..]
            .iter()
            .flat_map(|text| text.split_whitespace())
            .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|word| word.chars().next().is_some_and(char::is_uppercase))
            .map(str::to_lowercase);
        // The guide's own terms are the company's words too.
        let guide_terms = input
            .style
            .preferred_terms
            .iter()
            .flat_map(|term| bare_words(&term.use_term).collect::<Vec<_>>());
        let terms = profile_words.chain(capitalised).chain(guide_terms).collect();
        Self {
            sources,
            runs,
            whole_answers,
            figures,
            words,
            terms,
            avoid: input.style.avoid.iter().map(|avoid| avoid.to_lowercase()).collect(),
            preferred: input.style.preferred_terms.clone(),
            english: input.style.language.is_english(),
        }
    }

    /// Also grounded in `texts` (the user's own words, such as an edited core
    /// messaging): their figures and names are no inventions. Not answers: saying
    /// them again is no copying.
    pub fn also_in<'t>(&mut self, texts: impl IntoIterator<Item = &'t str>) {
        for text in texts {
            self.figures.extend(figures(text));
            let words: Vec<String> = bare_words(text).collect();
            self.words.extend(words.iter().cloned());
            self.sources.push(words);
        }
    }

    /// Every rule that reads one text on its own (lengths and repeats aside).
    pub fn flags(&self, voice: Voice, text: &str) -> Vec<Flag> {
        let mut flags = Vec::new();
        flags.extend(lowercase_start(text));
        flags.extend(unbalanced(text));
        flags.extend(cut_clause(text));
        flags.extend(doubled(text));
        flags.extend(first_person(voice, text));
        // The customer's objection is best in their own words.
        if voice != Voice::Customer {
            flags.extend(self.copied(text));
        }
        // The dictionaries and the list of words to avoid are English: another language's copy is not read by them.
        if self.english {
            flags.extend(self.misspelt(text));
            flags.extend(avoided(text, &WORDS_TO_AVOID, "is a word to avoid"));
        }
        flags.extend(avoided(text, &self.avoid, "is on the company's list of words to avoid"));
        flags.extend(self.unpreferred(text));
        flags.extend(self.invented(text));
        flags
    }

    /// A term the style guide says to say otherwise.
    fn unpreferred(&self, text: &str) -> Vec<Flag> {
        let words: Vec<String> = bare_words(text).collect();
        self.preferred
            .iter()
            .filter(|term| has_form_of(&words, &term.instead_of.to_lowercase()))
            .map(|term| {
                Flag::new(
                    Rule::PreferredTerm,
                    format!(
                        "say '{}', not '{}' (the company's preferred term)",
                        term.use_term, term.instead_of
                    ),
                )
            })
            .collect()
    }

    /// Whether `text` copies an answer (see [`Rule::Copied`]).
    pub fn copies(&self, text: &str) -> bool {
        self.copied(text).is_some()
    }

    fn copied(&self, text: &str) -> Option<Flag> {
        let words: Vec<String> = bare_words(text).collect();
        if let Some(run) = words.windows(COPIED_RUN).find(|run| self.runs.contains(&hash_of(run))) {
            return Some(Flag::new(
                Rule::Copied,
                format!(
                    "{COPIED_RUN} words in a row come from an answer ('{} ...'); say it in the brand's own words",
                    run[..EXCERPT_WORDS].join(" ")
                ),
            ));
        }
        sentences(text).into_iter().find_map(|sentence| {
            let words: Vec<String> = bare_words(&sentence).collect();
            self.whole_answers.contains(&hash_of(&words)).then(|| {
                Flag::new(
                    Rule::Copied,
                    format!(
                        "'{}' is an answer pasted whole; turn it into a sentence of the brand's",
                        excerpt(&sentence)
                    ),
                )
            })
        })
    }

    fn misspelt(&self, text: &str) -> Vec<Flag> {
        let mut seen = HashSet::new();
        let mut flags = Vec::new();
        for token in text.split_whitespace() {
            if token.contains(['@', '/', '.'])
                && token
                    .trim_end_matches(['.', ',', '!', '?', ';', ':'])
                    .contains(['.', '/', '@'])
            {
                continue; // an address
            }
            let word = token.trim_matches(|c: char| !c.is_alphanumeric());
            let checkable = word.chars().all(|c| c.is_alphabetic() || matches!(c, '\'' | '’' | '-'))
                && word.chars().any(char::is_lowercase)
                && word.chars().count() > 1;
            if !checkable || self.terms.contains(&word.to_lowercase()) || !seen.insert(word.to_lowercase()) {
                continue;
            }
            if spelling::is_known(word) {
                continue;
            }
            // An unknown word with no dictionary word close to it is a name or a term of the
            // owner's trade ("kombucha", "balayage"), not a typo: a typo is a letter or two off.
            if let Some(correction) = spelling::correction(word) {
                flags.push(Flag::new(
                    Rule::Spelling,
                    format!("'{word}' looks misspelt ({correction}?)"),
                ));
            }
        }
        flags
    }

    fn invented(&self, text: &str) -> Vec<Flag> {
        let mut flags = Vec::new();
        let tokens: Vec<&str> = text.split_whitespace().collect();
        for (n, token) in tokens.iter().enumerate() {
            let figure: String = bare_figure(token);
            if !figure.is_empty() && !self.figures.contains(&figure) {
                let next = tokens
                    .get(n + 1)
                    .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
                    .unwrap_or("");
                let claim = format!(
                    "{} {next}",
                    token.trim_matches(|c: char| !c.is_alphanumeric() && !"£$€%".contains(c))
                );
                flags.push(Flag::new(
                    Rule::Invented,
                    format!(
                        "'{}' is not in the brief: remove it or use a fact from the brief",
                        claim.trim()
                    ),
                ));
            }
        }
        if !title_case(text) {
            for name in names(text) {
                if !self.words.contains(&name.to_lowercase()) && !self.in_sources(&name) {
                    flags.push(Flag::new(
                        Rule::Invented,
                        format!("'{name}' is named nowhere in the brief: remove it or use a fact from the brief"),
                    ));
                }
            }
        }
        flags
    }

    fn in_sources(&self, name: &str) -> bool {
        let lower = name.to_lowercase();
        self.sources.iter().flatten().any(|word| word.starts_with(&lower))
    }
}

/// One number for a run of words, so the brief's runs are a set of numbers, not of lists.
fn hash_of(words: &[String]) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    words.hash(&mut hasher);
    hasher.finish()
}

/// "1,200" → "1200", "£4.50" → "4.50", "30%" → "30": a token's figure, or "" without a digit.
fn bare_figure(token: &str) -> String {
    if !token.chars().any(|c| c.is_ascii_digit()) {
        return String::new();
    }
    token
        .trim_matches(|c: char| !c.is_ascii_digit())
        .chars()
        .filter(|c| *c != ',')
        .collect()
}

fn figures(text: &str) -> Vec<String> {
    text.split_whitespace()
        .flat_map(|token| token.split(['-', '/', '–']).map(bare_figure).collect::<Vec<_>>())
        .chain(text.split_whitespace().map(bare_figure))
        .filter(|figure| !figure.is_empty())
        .collect()
}

/// Capitalised words that do not start a sentence (or what follows a colon or a quote).
fn names(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut starts = true;
    for token in text.split_whitespace() {
        let word = token.trim_matches(|c: char| !c.is_alphanumeric());
        let opens_quote = token.starts_with(['"', '“', '‘', '\'', '(']);
        let capitalised = word.chars().next().is_some_and(char::is_uppercase)
            && word.chars().skip(1).any(char::is_lowercase)
            && word
                .chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '’' || c == '-');
        if capitalised && !starts && !opens_quote && word != "I" && !word.starts_with("I'") {
            found.push(word.trim_end_matches("'s").trim_end_matches("’s").to_owned());
        }
        starts = token.ends_with(['.', '!', '?', ':', '"', '”']) || word.is_empty() && token.ends_with('—');
    }
    found
}

/// A headline or title in Title Case names nothing by its capitals.
fn title_case(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().filter(|w| w.len() > 3).collect();
    !words.is_empty()
        && words
            .iter()
            .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
            .count()
            * 10
            >= words.len() * 8
}

fn excerpt(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() <= EXCERPT_WORDS {
        words.join(" ")
    } else {
        format!("{} ...", words[..EXCERPT_WORDS].join(" "))
    }
}

/// A sentence that starts with a lowercase letter (a brand such as "eBay" aside).
fn lowercase_start(text: &str) -> Option<Flag> {
    let chars: Vec<char> = text.chars().collect();
    let mut at_start = true;
    for (n, &c) in chars.iter().enumerate() {
        if at_start && c.is_alphabetic() {
            let word: String = chars[n..].iter().take_while(|c| c.is_alphanumeric()).collect();
            let brand = word.chars().skip(1).any(char::is_uppercase);
            if c.is_lowercase() && !brand {
                let rest: String = chars[n..].iter().collect();
                return Some(Flag::new(
                    Rule::LowercaseStart,
                    format!("a sentence starts in lowercase: '{}'", excerpt(&rest)),
                ));
            }
            at_start = false;
        } else if matches!(c, '.' | '!' | '?') {
            let before: String = chars[..n].iter().rev().take_while(|c| !c.is_whitespace()).collect();
            let before: String = before.chars().rev().collect::<String>().to_lowercase();
            let abbreviation = before.chars().count() == 1
                || ABBREVIATIONS.contains(&before.trim_matches(|c: char| !c.is_alphanumeric() && c != '.'));
            let next_is_space = chars.get(n + 1).is_some_and(|c| c.is_whitespace());
            at_start = next_is_space && !abbreviation;
        } else if !c.is_whitespace() && !matches!(c, '"' | '“' | '‘' | '\'' | '(' | '”' | '’' | ')') {
            at_start = at_start && c.is_alphabetic();
        }
    }
    None
}

/// Brackets that do not pair up, or double quotes left open.
fn unbalanced(text: &str) -> Option<Flag> {
    let count = |c: char| text.chars().filter(|&x| x == c).count();
    let unbalanced =
        count('(') != count(')') || count('[') != count(']') || count('“') != count('”') || count('"') % 2 == 1;
    unbalanced.then(|| Flag::new(Rule::Brackets, "brackets or quotes are left open"))
}

/// A sentence that ends on a word that needs more ("... made for the."), or on a colon.
fn cut_clause(text: &str) -> Option<Flag> {
    sentences(text).into_iter().find_map(|sentence| {
        let trimmed = sentence.trim_end_matches(['.', '!', '?', '"', '”', '\'', '’', ')']);
        let last = trimmed.split_whitespace().next_back()?;
        let bare = last.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        let dangling = DANGLING.contains(&bare.as_str()) || trimmed.ends_with([':', ',', ';', '—', '–', '-']);
        dangling.then(|| {
            Flag::new(
                Rule::CutClause,
                format!("a clause stops mid-phrase: '... {}'", last_words(&sentence, 5)),
            )
        })
    })
}

fn last_words(text: &str, count: usize) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words[words.len().saturating_sub(count)..].join(" ")
}

/// The same word twice in a row, doubled punctuation, or a space before punctuation.
fn doubled(text: &str) -> Option<Flag> {
    let words: Vec<String> = text.split_whitespace().map(|w| w.to_lowercase()).collect();
    for pair in words.windows(2) {
        let (first, second) = (&pair[0], &pair[1]);
        let bare = second.trim_matches(|c: char| !c.is_alphanumeric());
        let joined = !first.ends_with(|c: char| !c.is_alphanumeric());
        if joined && first == bare && !bare.chars().all(|c| c.is_ascii_digit()) && bare != "had" && bare != "that" {
            return Some(Flag::new(Rule::Doubled, format!("'{first} {bare}' says a word twice")));
        }
    }
    let without_ellipses = text.replace("...", "…");
    ["..", ",,", ",.", ".,", ";;", "!!", "??", " ,", " .", "  ", ":."]
        .into_iter()
        .find(|mark| without_ellipses.contains(mark))
        .map(|mark| {
            Flag::new(
                Rule::Doubled,
                format!("'{}' is doubled or misplaced punctuation", mark.trim()),
            )
        })
}

/// The owner's "I" where the brand speaks; "we" in core messaging, which is about the customer.
fn first_person(voice: Voice, text: &str) -> Option<Flag> {
    if matches!(voice, Voice::Owner | Voice::Customer) {
        return None;
    }
    let words: Vec<String> = bare_words(&unquoted(text)).collect();
    let owner = words.iter().find(|w| OWNER_WORDS.contains(&w.as_str()));
    let family = words
        .windows(2)
        .find(|pair| matches!(pair[0].as_str(), "our" | "my") && FAMILY_WORDS.contains(&pair[1].as_str()))
        .map(|pair| pair.join(" "));
    let company = (voice == Voice::About)
        .then(|| words.iter().find(|w| COMPANY_WORDS.contains(&w.as_str())))
        .flatten();
    let word = owner.cloned().or(family).or(company.cloned())?;
    let instead = match voice {
        Voice::About => "write about the customer in the third person and of the company by name",
        _ => "the brand speaks as \"we\", never as the owner",
    };
    Some(Flag::new(
        Rule::FirstPerson,
        format!("'{word}' is the owner's first person; {instead}"),
    ))
}

/// `text` without what stands in double quotes (a customer's words may say "I").
fn unquoted(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in text.chars() {
        match c {
            '"' => inside = !inside,
            '“' => inside = true,
            '”' => inside = false,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// The words of `list` (lowercase) that `text` holds in any of their forms,
/// each flagged as "'word' `says`".
fn avoided(text: &str, list: &[impl AsRef<str>], says: &str) -> Vec<Flag> {
    let words: Vec<String> = bare_words(text).collect();
    list.iter()
        .map(AsRef::as_ref)
        .filter(|avoid| has_form_of(&words, avoid))
        .map(|avoid| Flag::new(Rule::Avoid, format!("'{avoid}' {says}")))
        .collect()
}

/// Whether `words` (lowercased) hold the lowercase word or phrase `term` in any
/// of its forms: "empowering" for "empower", "customer" for "customers".
pub fn has_form_of(words: &[String], term: &str) -> bool {
    let parts: Vec<&str> = term.split_whitespace().collect();
    let Some((term_last, term_init)) = parts.split_last() else {
        return false;
    };
    // A plural's singular too: "customer" of "customers".
    let term_singular = singular(term_last);
    // An ending makes a form of a word long enough to keep its sense: "empowering"
    // of "empower", "baked" of "bake", never "fund" of "fun" or "card" of "car".
    let ending_fits = |ending: &str| match ending {
        "" | "s" | "es" => true,
        "d" => term_last.ends_with('e') && term_last.chars().count() >= 4,
        "ment" => term_last.chars().count() >= 6,
        // "honestly" of "honest", never "really" of "real".
        "ly" => term_last.chars().count() >= 5,
        // "automatically" of "automatic".
        "ally" => term_last.ends_with("ic"),
        _ => term_last.chars().count() >= 4,
    };
    words.windows(parts.len()).any(|window| {
        let (last, init) = window.split_last().expect("a window is not empty");
        init.iter().zip(term_init).all(|(w, a)| w == a)
            && INFLECTIONS.iter().filter(|ending| ending_fits(ending)).any(|ending| {
                last.strip_suffix(ending).is_some_and(|stem| {
                    stem == *term_last
                        || term_singular.as_deref() == Some(stem)
                        || (ending_fits("ing") && term_last.strip_suffix('e') == Some(stem))
                })
            })
    })
}

/// Sentences said twice (or nearly) within one text.
pub fn repeated_within(text: &str) -> Vec<Flag> {
    let said: Vec<Vec<String>> = sentences(text).iter().map(|s| bare_words(s).collect()).collect();
    for (n, first) in said.iter().enumerate() {
        if let Some(second) = said[n + 1..].iter().find(|second| alike(first, second)) {
            return vec![Flag::new(
                Rule::Repeated,
                format!("'{}' is said twice", excerpt(&second.join(" "))),
            )];
        }
    }
    Vec::new()
}

/// For each text of one asset, the sentences it repeats from an earlier text of
/// the asset (key points restate the pitches, a benefit's title its description,
/// and a longer pitch a shorter one's line: they are one pitch at three lengths, by design).
pub fn repeated_across(texts: &[FieldText<'_>]) -> Vec<Vec<Flag>> {
    let said: Vec<Vec<Vec<String>>> = texts
        .iter()
        .map(|text| sentences(text.text).iter().map(|s| bare_words(s).collect()).collect())
        .collect();
    let restates = |a: &FieldText<'_>, b: &FieldText<'_>| {
        let pair = [a.field.path, b.field.path];
        pair.contains(&KEY_POINTS.path)
            || pair == [BENEFIT_TITLE.path, BENEFIT_DESCRIPTION.path]
            || (is_a_pitch(a.field) && is_a_pitch(b.field))
    };
    (0..texts.len())
        .map(|n| {
            (0..n)
                .filter(|&earlier| !restates(&texts[earlier], &texts[n]))
                .find_map(|earlier| {
                    said[n]
                        .iter()
                        .find(|sentence| {
                            sentence.len() >= 5 && said[earlier].iter().any(|other| alike(sentence, other))
                        })
                        .map(|sentence| {
                            Flag::new(
                                Rule::Repeated,
                                format!("'{}' repeats {}", excerpt(&sentence.join(" ")), texts[earlier].path),
                            )
                        })
                })
                .into_iter()
                .collect()
        })
        .collect()
}

/// Whether two sentences say the same, or nearly.
pub fn says_again(one: &str, other: &str) -> bool {
    let one: Vec<String> = bare_words(one).collect();
    let other: Vec<String> = bare_words(other).collect();
    alike(&one, &other)
}

/// Sentences said already, each read once into its words: what a writer
/// compares many drafted sentences with ([`says_again`] would read both every time).
#[derive(Debug, Default)]
pub struct Said(Vec<Words>);

/// A sentence said: its words, in order and as a set.
#[derive(Debug)]
struct Words {
    list: Vec<String>,
    set: HashSet<String>,
}

impl Words {
    fn of(sentence: &str) -> Self {
        let list: Vec<String> = bare_words(sentence).collect();
        let set = list.iter().cloned().collect();
        Self { list, set }
    }

    /// [`alike`] of this sentence and a drafted one: `list` its words,
    /// `distinct` the same sorted without repeats (no set to build for a sentence
    /// compared once).
    fn alike(&self, list: &[String], distinct: &[&String]) -> bool {
        if self.list == list {
            return !list.is_empty();
        }
        if self.list.len() < 5 || list.len() < 5 {
            return false;
        }
        // 80% of the larger set shared needs the smaller to be that large: most pairs end here.
        let larger = self.set.len().max(distinct.len());
        if self.set.len().min(distinct.len()) * 5 < larger * 4 {
            return false;
        }
        let shared = distinct.iter().filter(|word| self.set.contains(**word)).count();
        shared * 5 >= larger * 4
    }
}

impl Said {
    pub fn new<S: AsRef<str>>(sentences: impl IntoIterator<Item = S>) -> Self {
        let mut said = Self::default();
        said.extend(sentences);
        said
    }

    pub fn extend<S: AsRef<str>>(&mut self, sentences: impl IntoIterator<Item = S>) {
        self.0
            .extend(sentences.into_iter().map(|sentence| Words::of(sentence.as_ref())));
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Whether `sentence` says again one of them, as [`says_again`] reads it.
    pub fn holds(&self, sentence: &str) -> bool {
        if self.0.is_empty() {
            return false;
        }
        let list: Vec<String> = bare_words(sentence).collect();
        let mut distinct: Vec<&String> = list.iter().collect();
        distinct.sort_unstable();
        distinct.dedup();
        self.0.iter().any(|said| said.alike(&list, &distinct))
    }
}

/// The same sentence, or nearly: one's words are at least 80% the other's.
fn alike(a: &[String], b: &[String]) -> bool {
    if a == b {
        return !a.is_empty();
    }
    if a.len() < 5 || b.len() < 5 {
        return false;
    }
    let a_words: HashSet<&String> = a.iter().collect();
    let b_words: HashSet<&String> = b.iter().collect();
    let shared = a_words.intersection(&b_words).count();
    shared * 5 >= a_words.len().max(b_words.len()) * 4
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_form_of_a_word_keeps_its_sense() {
        let words = |text: &str| bare_words(text).collect::<Vec<_>>();
        assert!(has_form_of(&words("Empowering teams"), "empower"));
        assert!(has_form_of(&words("our empowerment"), "empower"));
        assert!(has_form_of(&words("freshly baked"), "bake"));
        assert!(has_form_of(&words("we say it honestly"), "honest"));
        assert!(has_form_of(&words("sorted automatically"), "automatic"));
        assert!(has_form_of(&words("one customer"), "customers"));
        assert!(has_form_of(&words("the front desk team"), "front desk"));
        for (text, term) in [
            ("a fund", "fun"),
            ("the card", "car"),
            ("an apartment", "apart"),
            ("feed", "fee"),
            ("fed", "fee"),
            ("really", "real"),
        ] {
            assert!(!has_form_of(&words(text), term), "{text} is no form of {term}");
        }
    }

    use super::*;
    use crate::writer::CompanyProfile;

    fn input() -> GenerationInput {
        let company = CompanyProfile {
            name: "Hartley's Bakery".into(),
            industry: "Food & Beverage".into(),
            description: "A family bakery in Halifax baking bread and cakes since 1987.".into(),
            competitors: "Greggs, the big Tesco".into(),
            products_services: "Bread, cakes, buffets for offices and funerals.".into(),
            website_url: "https://hartleys.example".into(),
        };
        let pain = "supermarket bread goes stale in two days and they end up throwing half the loaf away every week";
        GenerationInput::from_answers(company, [(ResponseKey::PainPoints, pain.to_owned())])
    }

    fn rules_of(voice: Voice, text: &str) -> Vec<Rule> {
        let input = input();
        Grounding::new(&input, &input.cleaned())
            .flags(voice, text)
            .into_iter()
            .map(|f| f.rule)
            .collect()
    }

    #[test]
    fn clean_copy_passes() {
        let text = "Hartley's Bakery bakes bread in Halifax every morning. It stays fresh for days, \
                    not hours (and it tastes of something).";
        assert_eq!(rules_of(Voice::About, text), []);
    }

    #[test]
    fn each_leftover_is_named() {
        let cases = [
            ("Bread that lasts. my dad started this in 1987.", Rule::LowercaseStart),
            ("Bread that lasts (all week.", Rule::Brackets),
            ("Bread for the people who have already made:", Rule::CutClause),
            ("Bread that that lasts the the week.", Rule::Doubled),
            ("Bread that lasts,, all week.", Rule::Doubled),
            ("My dad bakes bread that lasts.", Rule::FirstPerson),
            ("We bake bread that lasts.", Rule::FirstPerson),
            ("Bread you will recieve every morning.", Rule::Spelling),
            ("A seamless way to buy bread.", Rule::Avoid),
            ("Empowering bakers across Halifax.", Rule::Avoid),
            ("Trusted by 300 families in Halifax.", Rule::Invented),
            ("Loved by families from Leeds to Halifax.", Rule::Invented),
        ];
        for (text, rule) in cases {
            assert!(
                rules_of(Voice::About, text).contains(&rule),
                "{text}: {:?}",
                rules_of(Voice::About, text)
            );
        }
        let copied = "They say supermarket bread goes stale in two days and they end up throwing half the loaf away.";
        assert!(rules_of(Voice::About, copied).contains(&Rule::Copied));
    }

    #[test]
    fn a_typo_is_named_with_its_word_and_a_trade_term_is_no_typo() {
        let input = input();
        let grounding = Grounding::new(&input, &input.cleaned());
        let flags = grounding.flags(Voice::About, "Bread you will recieve every mornnig.");
        let messages: Vec<&str> = flags.iter().map(|flag| flag.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "'recieve' looks misspelt (receive?)",
                "'mornnig' looks misspelt (morning?)"
            ]
        );
        // Words no dictionary has, and none is close to: an owner's trade, not a slip.
        for text in [
            "Balayage and microblading by appointment.",
            "Kombucha and kefir brewed in Halifax.",
            "Book a dermaplaning session.",
        ] {
            assert_eq!(rules_of(Voice::About, text), [], "{text}");
        }
    }

    #[test]
    fn the_owner_may_speak_in_a_pitch_and_the_brief_is_ground_truth() {
        assert_eq!(rules_of(Voice::Owner, "My dad started Hartley's Bakery in 1987."), []);
        assert_eq!(
            rules_of(Voice::Website, "We bake for offices and funerals, unlike Greggs."),
            []
        );
        assert_eq!(
            rules_of(Voice::Website, "Fresh Bread From Halifax, Every Single Morning"),
            []
        );
        assert!(rules_of(Voice::Website, "Our dad bakes it.").contains(&Rule::FirstPerson));
    }

    #[test]
    fn repeats_are_found_within_a_text() {
        let text = "Fresh bread every morning in Halifax. It keeps all week. Fresh bread every morning in Halifax!";
        assert_eq!(repeated_within(text).len(), 1);
        assert!(repeated_within("Fresh bread every morning. It keeps all week.").is_empty());
    }

    #[test]
    fn a_longer_pitch_may_say_a_shorter_ones_line_but_the_website_says_each_once() {
        let line = "Water comes through the ceiling after a storm.";
        let text = |field: &'static crate::writer::fields::Field| FieldText {
            field,
            path: field.path.to_owned(),
            text: line,
        };
        use crate::writer::fields::{PITCH_30_SECONDS, PITCH_3_MINUTES};
        let pitches = [text(&PITCH_30_SECONDS), text(&PITCH_3_MINUTES)];
        assert_eq!(repeated_across(&pitches), [vec![], vec![]]);
        let website = [
            text(&crate::writer::fields::HEADLINE),
            text(&crate::writer::fields::SUBHEADING),
        ];
        assert_eq!(repeated_across(&website)[1].len(), 1);
    }
}
