//! Prose helpers every writer and the quality gate share: words, sentences,
//! whole-word matching and finishing a sentence.

use std::sync::LazyLock;

use serde::Deserialize;

/// Abbreviations whose full stop does not end a sentence.
pub const ABBREVIATIONS: [&str; 17] = [
    "e.g", "i.e", "a.m", "p.m", "etc", "vs", "approx", "dr", "mr", "mrs", "ms", "st", "inc", "incl", "excl", "ltd",
    "co",
];

/// How many characters of a language written without spaces make a word (`web/src/lib/word-count.json`).
#[derive(Debug, Deserialize)]
pub struct CharactersPerWord {
    /// Kana with kanji.
    pub japanese: f64,
    /// Han alone.
    pub chinese: f64,
}

pub static CHARACTERS_PER_WORD: LazyLock<CharactersPerWord> = LazyLock::new(|| {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct File {
        characters_per_word: CharactersPerWord,
    }
    let file: File = serde_json::from_str(include_str!("../../web/src/lib/word-count.json"))
        .expect("word-count.json holds the ratios");
    file.characters_per_word
});

/// How many words `text` has, as the length rules count them: runs of
/// non-space characters; Japanese and Chinese, written without spaces, by
/// their characters ([`CHARACTERS_PER_WORD`]: with kana it is Japanese).
pub fn word_count(text: &str) -> usize {
    if text.is_ascii() {
        return text.split_whitespace().count();
    }
    let (mut words, mut han, mut kana) = (0, 0, 0);
    for token in text.split_whitespace() {
        if !token.chars().any(|c| script(c).is_some()) {
            words += 1;
            continue;
        }
        // Within a token of those scripts, a run of letters or digits is a word ("Pitchwiseは").
        let mut in_run = false;
        for c in token.chars() {
            match script(c) {
                Some(Script::Kana) => kana += 1,
                Some(Script::Han) => han += 1,
                None if c.is_alphanumeric() => {
                    words += usize::from(!in_run);
                    in_run = true;
                    continue;
                }
                None => {}
            }
            in_run = false;
        }
    }
    let per_word = match kana {
        0 => CHARACTERS_PER_WORD.chinese,
        _ => CHARACTERS_PER_WORD.japanese,
    };
    words + ((han + kana) as f64 / per_word).ceil() as usize
}

enum Script {
    Han,
    Kana,
}

/// The script of a character written without spaces, if it is one.
fn script(c: char) -> Option<Script> {
    match c {
        '\u{3040}'..='\u{30ff}' | '\u{31f0}'..='\u{31ff}' | '\u{ff66}'..='\u{ff9f}' => Some(Script::Kana),
        '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' => Some(Script::Han),
        _ => None,
    }
}

/// The words of `text`, lowercased, without the punctuation around them.
pub fn bare_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|word| !word.is_empty())
}

/// Whether `text` holds `word` (or a phrase of words) as whole words, ignoring case.
pub fn has_word(text: &str, word: &str) -> bool {
    let lower = text.to_lowercase();
    let word = word.to_lowercase();
    lower.match_indices(&word).any(|(at, _)| {
        let before = lower[..at].chars().next_back();
        let after = lower[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// `text` cut into sentences: lines and bullets apart, then at each `.`, `!`
/// or `?` that a capital, a digit or a quote follows (not after an abbreviation).
pub fn sentences(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let line = line.trim().trim_start_matches(['-', '*', '•']).trim_start();
        let chars: Vec<char> = line.chars().collect();
        let mut start = 0;
        let mut at = 0;
        while at < chars.len() {
            if matches!(chars[at], '.' | '!' | '?') {
                let mut end = at + 1;
                while end < chars.len() && matches!(chars[end], '\'' | '"' | '’' | '”' | ')') {
                    end += 1;
                }
                let next = chars[end..].iter().find(|c| !c.is_whitespace());
                let spaced = chars.get(end).is_some_and(|c| c.is_whitespace());
                let opens = next.is_some_and(|&c| c.is_uppercase() || c.is_ascii_digit() || "'\"‘“(".contains(c));
                if (next.is_none() || spaced && opens) && !(chars[at] == '.' && after_abbreviation(&chars[start..at])) {
                    push_sentence(&mut found, chars[start..end].iter().collect());
                    start = end;
                    at = end;
                    continue;
                }
            }
            at += 1;
        }
        push_sentence(&mut found, chars[start..].iter().collect());
    }
    found
}

fn push_sentence(found: &mut Vec<String>, sentence: String) {
    let sentence = collapse_spaces(&sentence);
    if sentence.chars().any(char::is_alphanumeric) {
        found.push(sentence);
    }
}

/// Whether `text` ends with an abbreviation ("8 a.m", "e.g"), whose full stop would come next.
pub fn ends_with_abbreviation(text: &str) -> bool {
    after_abbreviation(&text.chars().collect::<Vec<_>>())
}

fn after_abbreviation(before: &[char]) -> bool {
    let token: String = before
        .iter()
        .rev()
        .take_while(|c| !c.is_whitespace())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let token = token.trim_start_matches(['(', '\'', '"']).to_lowercase();
    ABBREVIATIONS.contains(&token.as_str())
}

/// One space between words, none before punctuation, and no doubled punctuation.
pub fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        let glued = word.starts_with([',', '.', ';', ':', '!', '?']);
        if !out.is_empty() && !glued {
            out.push(' ');
        }
        out.push_str(word);
    }
    for (doubled, single) in [
        (",,", ","),
        ("..", "."),
        (".,", ","),
        (",.", "."),
        (";;", ";"),
        (":.", "."),
    ] {
        while out.contains(doubled) {
            out = out.replace(doubled, single);
        }
    }
    out
}

/// `text` with its first letter a capital.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` as a finished sentence: capital first, one closing mark, tidy spaces.
pub fn sentence(text: &str) -> String {
    let text = collapse_spaces(text.trim());
    let body = text.trim_end_matches([',', ';', ':', ' ']);
    let closed = body.ends_with(['.', '!', '?']) || body.ends_with(".'") || body.ends_with(".\"");
    capitalize(&if closed { body.to_owned() } else { format!("{body}.") })
}

/// `items` as an English list: `a`, `a and b`, `a, b and c`; with a comma
/// before the last when an item holds a conjunction itself (`a and b, and c`).
pub fn list(items: &[String], conjunction: &str) -> String {
    let nested = items.iter().any(|item| has_word(item, "and") || has_word(item, "or"));
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] if nested => format!("{}, {conjunction} {last}", init.join(", ")),
        [init @ .., last] => format!("{} {conjunction} {last}", init.join(", ")),
    }
}

/// The singular of a regular plural ("customers", "families"); `None` for a
/// word that does not read as one ("class", "news", "bonus", "analysis").
pub fn singular(word: &str) -> Option<String> {
    if ["ss", "us", "is", "ws"].iter().any(|ending| word.ends_with(ending)) || word.len() < 3 {
        return None;
    }
    match word.strip_suffix("ies") {
        Some(stem) if stem.len() > 1 => Some(format!("{stem}y")),
        _ => word.strip_suffix('s').map(str::to_owned),
    }
}

/// The regular plural of `word` ("member", "family", "class").
pub fn plural(word: &str) -> String {
    let consonant_y = word
        .strip_suffix('y')
        .filter(|stem| !stem.ends_with(['a', 'e', 'i', 'o', 'u']));
    match consonant_y {
        Some(stem) => format!("{stem}ies"),
        None if word.ends_with(['s', 'x']) || word.ends_with("ch") || word.ends_with("sh") => format!("{word}es"),
        None => format!("{word}s"),
    }
}

/// `text` with whole words replaced, case as given.
pub fn replace_words(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let replaced = pairs.iter().find(|(from, _)| from == word).map(|(_, to)| *to);
        out.push_str(replaced.unwrap_or(word));
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '\'' && !word.is_empty() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_and_chinese_are_counted_by_their_characters() {
        assert_eq!(word_count("A cancellation at 8 a.m. is rarely filled."), 8);
        assert_eq!(word_count("Café crème — “au lait”, £3"), 6);
        // Ten characters with kana: four words (2.5 a word), and the brand's name one more.
        assert_eq!(word_count("Pitchwiseは毎朝パンを焼きます。"), 1 + 4);
        // Seven han characters: five words (1.5 a word, a part counting whole).
        assert_eq!(word_count("我们每天烤面包。"), 5);
        assert_eq!(word_count(""), 0);
    }

    #[test]
    fn sentences_end_at_stops_before_capitals_not_after_abbreviations() {
        let text = "A cancellation at 8 a.m. is rarely filled. The rest, e.g. Mondays, hurt! 'It fails.' 'We tried.'\n\
                    - A bullet without a stop";
        assert_eq!(
            sentences(text),
            [
                "A cancellation at 8 a.m. is rarely filled.",
                "The rest, e.g. Mondays, hurt!",
                "'It fails.'",
                "'We tried.'",
                "A bullet without a stop",
            ]
        );
        assert_eq!(
            sentences("Version 2.5 ships. Then 3."),
            ["Version 2.5 ships.", "Then 3."]
        );
        assert!(sentences("  \n ... ").is_empty());
    }
}
