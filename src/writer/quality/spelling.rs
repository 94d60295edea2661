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
    word.is_empty()
        || US.check(word)
        || UK.check(word)
        || is_prefixed(word)
        || COLLOQUIAL.contains(&word.to_lowercase().as_str())
}

/// Everyday words owners write that the dictionaries lack (or list only as a
/// name: "Nan"); without them "nans" is corrected to "naans", "hoppy" to "hippy".
const COLLOQUIAL: [&str; 10] = [
    "nan", "nans", "cuppa", "cuppas", "brekkie", "telly", "natter", "butty", "hoppy", "taproom",
];

/// Prefixes that make words the dictionaries do not list ("upsold", "rebook",
/// "preorder"). Not "un", "dis" or "mis": typos start there too ("untill", "dissapoint").
const PREFIXES: [&str; 12] = [
    "up", "out", "over", "under", "re", "pre", "co", "non", "self", "multi", "post", "mid",
];

/// A known word behind one of the [`PREFIXES`]: a word, not a typo.
fn is_prefixed(word: &str) -> bool {
    let lower = word.to_lowercase();
    PREFIXES.iter().any(|prefix| {
        lower
            .strip_prefix(prefix)
            .is_some_and(|rest| rest.len() >= 3 && (US.check(rest) || UK.check(rest)))
    })
}

/// Suggestions take the dictionaries milliseconds; an owner's typos recur (each
/// preview cleans the same answers again), so each word's is kept.
static CORRECTIONS: LazyLock<moka::sync::Cache<String, Option<String>>> =
    LazyLock::new(|| moka::sync::Cache::new(50_000));

/// The dictionaries' first suggestion for a misspelt word that reads as a slip
/// of the fingers ([`is_typo_of`]). A word with no such suggestion is the owner's
/// own (a trade term, a brand): "cockapoo" is no typo of "cockatoo", nor "etsy" of "easy".
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
    let mut typos: Vec<String> = suggestions
        .into_iter()
        .filter(|suggestion| {
            let candidate = suggestion.to_lowercase();
            !candidate.contains([' ', '-']) && is_typo_of(&lower, &candidate)
        })
        .collect();
    // "stoped" is "stopped" before "stooped": a consonant's double is missed far more often
    // than a vowel is; otherwise the dictionary's order stands.
    typos.sort_by_key(|suggestion| !doubles_a_consonant(&lower, &suggestion.to_lowercase()));
    let first = typos.into_iter().next()?;
    // Two words run together are no typo ("hotspots" is no "hotpots"), unless only a letter's
    // double is wrong ("allready", "successfull").
    let doubling = undoubled(&lower) == undoubled(&first.to_lowercase());
    let compound = word
        .char_indices()
        .skip(3)
        .any(|(at, _)| word.len() - at >= 3 && is_known(&word[..at]) && is_known(&word[at..]));
    (doubling || !compound).then_some(first)
}

/// `word` with each run of a letter as one: "tommorow" → "tomorow".
fn undoubled(word: &str) -> Vec<char> {
    let mut letters: Vec<char> = word.chars().collect();
    letters.dedup();
    letters
}

/// Whether `meant` is `typed` with one consonant doubled: "stoped" → "stopped".
fn doubles_a_consonant(typed: &str, meant: &str) -> bool {
    let meant: Vec<char> = meant.chars().collect();
    (1..meant.len()).any(|at| {
        meant[at] == meant[at - 1]
            && meant[at].is_alphabetic()
            && !"aeiouy".contains(meant[at])
            && meant[..at].iter().chain(&meant[at + 1..]).copied().eq(typed.chars())
    })
}

/// Whether `typed` reads as `meant` mistyped: the same letters in another case;
/// a letter doubled or not ("embarassed", "tommorow"), however often; or one
/// slip: two letters swapped ("recieve"), a vowel for a vowel or a key for its
/// neighbour ("definately"), a letter missed or added inside the word
/// ("somthing"). A changed first letter, an ending cut or added ("insta",
/// "inst") or any other change is a different word. Words of four letters or
/// fewer allow only swaps and doubling: one change makes another word there.
fn is_typo_of(typed: &str, meant: &str) -> bool {
    let (typed, meant): (Vec<char>, Vec<char>) = (typed.chars().collect(), meant.chars().collect());
    if typed == meant {
        return true;
    }
    if typed.first() != meant.first() {
        return false;
    }
    let undoubled_chars = |word: &[char]| undoubled(&word.iter().collect::<String>());
    if undoubled_chars(&typed) == undoubled_chars(&meant) {
        return true;
    }
    let short = typed.len() <= 4;
    let at = typed.iter().zip(&meant).take_while(|(a, b)| a == b).count();
    match typed.len() as isize - meant.len() as isize {
        0 => {
            let swapped = at + 1 < typed.len()
                && typed[at] == meant[at + 1]
                && typed[at + 1] == meant[at]
                && typed[at + 2..] == meant[at + 2..];
            let substituted = !short && typed[at + 1..] == meant[at + 1..] && near(typed[at], meant[at]);
            swapped || substituted
        }
        // A letter added or missed, not at the end.
        1 | -1 => {
            let (longer, shorter) = if typed.len() > meant.len() {
                (&typed, &meant)
            } else {
                (&meant, &typed)
            };
            !short && at + 1 < longer.len() && longer[at + 1..] == shorter[at..]
        }
        _ => false,
    }
}

/// A vowel for a vowel, or a key for its neighbour on a QWERTY keyboard.
fn near(a: char, b: char) -> bool {
    const VOWELS: &str = "aeiouy";
    const ROWS: [&str; 3] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
    let key = |c: char| {
        ROWS.iter()
            .enumerate()
            .find_map(|(row, keys)| keys.find(c).map(|column| (row as isize, column as isize)))
    };
    if VOWELS.contains(a) && VOWELS.contains(b) {
        return true;
    }
    match (key(a), key(b)) {
        (Some((row_a, column_a)), Some((row_b, column_b))) => {
            (row_a - row_b).abs() <= 1 && (column_a - column_b).abs() <= 1
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missed_double_consonant_is_the_likelier_typo() {
        assert_eq!(correction("stoped").as_deref(), Some("stopped"));
        assert_eq!(correction("begining").as_deref(), Some("beginning"));
        assert_eq!(correction("hotspots"), None);
        assert_eq!(correction("successfull").as_deref(), Some("successful"));
        assert_eq!(correction("allready").as_deref(), Some("already"));
    }

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
            "nans",
        ] {
            assert!(is_known(word), "{word}");
        }
        for word in ["recieve", "definately", "alot", "seperate"] {
            assert!(!is_known(word), "{word}");
        }
    }

    #[test]
    fn slips_of_the_fingers_are_corrected() {
        for (typed, meant) in [
            ("recieve", "receive"),
            ("definately", "definitely"),
            ("embarassed", "embarrassed"),
            ("tommorow", "tomorrow"),
            ("somthing", "something"),
            ("untill", "until"),
            ("thier", "their"),
            ("instagram", "Instagram"),
        ] {
            assert_eq!(correction(typed).as_deref(), Some(meant), "{typed}");
        }
    }

    #[test]
    fn an_owners_own_words_are_no_typos_of_a_dictionary_word() {
        // Brands, trade words and prefixed words the dictionaries happen to lack, each
        // a change or two from another word ("ticktock", "cockatoo", "unsold", "inst").
        for word in [
            "tiktok", "cockapoo", "etsy", "shopify", "upsold", "insta", "gelato", "xqzv",
        ] {
            assert_eq!(correction(word), None, "{word}");
        }
        assert!(is_known("upsold") && is_known("rebook") && is_known("preorder"));
        assert!(!is_known("untill"), "'un' is where typos start too");
    }
}
