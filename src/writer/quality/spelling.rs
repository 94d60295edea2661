//! Spelling, with Hunspell's US and UK English dictionaries (SCOWL, kept in
//! `dictionaries/` with their licence) read once by spellbook. A word either
//! dictionary knows is correct, so owners keep their own spelling; the brief's
//! own names and terms are the caller's to allow.

use std::sync::LazyLock;

use spellbook::Dictionary;

/// The affix rules both dictionaries share.
const AFFIXES: &str = include_str!("dictionaries/en.aff");

static US: LazyLock<Dictionary> = LazyLock::new(|| {
    Dictionary::new(AFFIXES, include_str!("dictionaries/en_US.dic")).expect("the US dictionary parses")
});
static UK: LazyLock<Dictionary> = LazyLock::new(|| {
    Dictionary::new(AFFIXES, include_str!("dictionaries/en_GB.dic")).expect("the UK dictionary parses")
});

/// Reads both dictionaries now (about 100 ms), not at the first generation.
pub fn load() {
    LazyLock::force(&US);
    LazyLock::force(&UK);
}

/// Whether `word` (letters, apostrophes and hyphens; no digits) is spelt right in
/// US or UK English. A hyphenated word is right when each part is.
pub fn is_known(word: &str) -> bool {
    let word = word.replace('’', "'");
    if word.contains('-') {
        return word.split('-').filter(|part| !part.is_empty()).all(is_known);
    }
    let word = word.trim_end_matches("'s").trim_end_matches('\'');
    word.is_empty() || US.check(word) || UK.check(word)
}

/// Suggestions take the dictionaries milliseconds; an owner's typos recur (each
/// preview cleans the same answers again), so each word's is kept.
static CORRECTIONS: LazyLock<moka::sync::Cache<String, Option<String>>> =
    LazyLock::new(|| moka::sync::Cache::new(50_000));

/// The dictionaries' first suggestion for a misspelt word, when it is close:
/// at most two edits away (a swap counts as one) and starting with the same letter.
pub fn correction(word: &str) -> Option<String> {
    CORRECTIONS.get_with(word.to_owned(), || suggested(word))
}

fn suggested(word: &str) -> Option<String> {
    let mut suggestions = Vec::new();
    US.suggest(word, &mut suggestions);
    if suggestions.is_empty() {
        UK.suggest(word, &mut suggestions);
    }
    let lower = word.to_lowercase();
    suggestions.into_iter().find(|suggestion| {
        let candidate = suggestion.to_lowercase();
        !candidate.contains(' ')
            && candidate.chars().next() == lower.chars().next()
            && strsim::damerau_levenshtein(&candidate, &lower) <= 2
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_spellings_are_right_and_typos_are_not() {
        for word in [
            "colour",
            "color",
            "organised",
            "organized",
            "Saturday",
            "well-being",
            "owner's",
            "don't",
        ] {
            assert!(is_known(word), "{word}");
        }
        for word in ["recieve", "definately", "alot", "seperate"] {
            assert!(!is_known(word), "{word}");
        }
    }

    #[test]
    fn close_mistakes_are_corrected() {
        assert_eq!(correction("recieve").as_deref(), Some("receive"));
        assert_eq!(correction("definately").as_deref(), Some("definitely"));
        assert_eq!(correction("xqzv"), None);
    }
}
