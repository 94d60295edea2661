//! The answers as notes, cleaned once for both writers: owners type fast, so
//! before anything is written from an answer its spelling is corrected (the
//! dictionaries' close suggestions, and the real-word slips no dictionary sees:
//! "there own", "to much", "could of"), its sentences start with a capital,
//! shouting is lowered, chat fillers ("lol", "tbh") go, list lines become one
//! item a line, and the owner's "I", "my" and "we" become the brand or the owner
//! in the third person ("we deliver" → "Hartley's Bakery delivers", "my dad" →
//! "the founder's father"). The owner's hedges ("often", "most of them") stay.

use std::collections::HashSet;

use super::{
    prose::{capitalize, ends_with_abbreviation},
    quality::spelling,
    CompanyProfile, GenerationInput,
};
use crate::domain::ResponseKey;

/// Chat shorthand that carries nothing into copy.
const FILLERS: [&str; 12] = [
    "lol", "tbh", "idk", "imo", "imho", "fwiw", "btw", "haha", "lmao", "ngl", "tbf", "etc etc",
];
/// Openings that only say the owner is speaking ("I'd say most of them" is "most of them").
const SPEAKER_HEDGES: [&str; 13] = [
    "like genuinely, ",
    "genuinely, ",
    "like, ",
    "i think ",
    "i guess ",
    "i'd say ",
    "i would say ",
    "i reckon ",
    "i suppose ",
    "i feel like ",
    "to be honest ",
    "honestly ",
    "i mean ",
];
/// Brands owners type in lowercase that the dictionaries lack or take for a
/// common word, as their owners spell them.
const BRANDS: [(&str, &str); 32] = [
    ("tiktok", "TikTok"),
    ("youtube", "YouTube"),
    ("whatsapp", "WhatsApp"),
    ("insta", "Instagram"),
    ("ig", "Instagram"),
    ("fb", "Facebook"),
    ("linkedin", "LinkedIn"),
    ("google", "Google"),
    ("amazon", "Amazon"),
    ("etsy", "Etsy"),
    ("ebay", "eBay"),
    ("shopify", "Shopify"),
    ("squarespace", "Squarespace"),
    ("wordpress", "WordPress"),
    ("wix", "Wix"),
    ("airbnb", "Airbnb"),
    ("tripadvisor", "Tripadvisor"),
    ("trustpilot", "Trustpilot"),
    ("checkatrade", "Checkatrade"),
    ("nextdoor", "Nextdoor"),
    ("pinterest", "Pinterest"),
    ("yelp", "Yelp"),
    ("deliveroo", "Deliveroo"),
    ("doordash", "DoorDash"),
    ("ubereats", "Uber Eats"),
    ("paypal", "PayPal"),
    ("venmo", "Venmo"),
    ("quickbooks", "QuickBooks"),
    ("xero", "Xero"),
    ("mailchimp", "Mailchimp"),
    ("canva", "Canva"),
    ("gmail", "Gmail"),
];
/// Real-word slips a dictionary cannot see, and chat spellings ("thru"), as whole-word pairs.
const SLIPS: [(&str, &str); 41] = [
    ("alot", "a lot"),
    ("thru", "through"),
    ("tho", "though"),
    ("cuz", "because"),
    ("nah", "no"),
    ("yeah", "yes"),
    ("plz", "please"),
    ("could of", "could have"),
    ("should of", "should have"),
    ("would of", "would have"),
    ("must of", "must have"),
    ("might of", "might have"),
    ("there own", "their own"),
    ("better then", "better than"),
    ("more then", "more than"),
    ("less then", "less than"),
    ("rather then", "rather than"),
    ("other then", "other than"),
    ("dont", "don't"),
    ("doesnt", "doesn't"),
    ("dosent", "doesn't"),
    ("dosnt", "doesn't"),
    ("doesent", "doesn't"),
    ("havent", "haven't"),
    ("hasnt", "hasn't"),
    ("couldnt", "couldn't"),
    ("wouldnt", "wouldn't"),
    ("shouldnt", "shouldn't"),
    ("werent", "weren't"),
    ("theres", "there's"),
    ("heres", "here's"),
    ("didnt", "didn't"),
    ("isnt", "isn't"),
    ("arent", "aren't"),
    ("wasnt", "wasn't"),
    ("wont", "won't"),
    ("cant", "can't"),
    ("theyre", "they're"),
    ("youre", "you're"),
    ("thats", "that's"),
    ("whats", "what's"),
];
/// After "to", these mean "too" ("to much", "to expensive").
const TOO_WORDS: [&str; 30] = [
    "much",
    "many",
    "late",
    "early",
    "big",
    "small",
    "long",
    "expensive",
    "busy",
    "often",
    "hard",
    "slow",
    "fast",
    "cold",
    "hot",
    "far",
    "soon",
    "little",
    "high",
    "low",
    "complicated",
    "young",
    "old",
    "tired",
    "scared",
    "pricey",
    "posh",
    "formal",
    "difficult",
    "risky",
];
/// What follows "there" when it is a place or "there is": anything else makes it "their".
const THERE_FOLLOWERS: [&str; 58] = [
    "is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't", "will", "won't", "would", "might", "may",
    "could", "should", "must", "has", "have", "had", "hasn't", "haven't", "used", "seem", "seems", "seemed", "comes",
    "goes", "and", "or", "but", "so", "because", "for", "with", "at", "in", "on", "by", "to", "from", "too", "again",
    "now", "then", "today", "yet", "already", "before", "after", "instead", "either", "early", "every", "it", "that",
    "when", "if", "as",
];
/// After "there", these mean "they're" ("there going to", "there not sure").
const THEY_ARE_FOLLOWERS: [&str; 7] = ["going", "not", "sick", "tired", "happy", "scared", "afraid"];
/// After "its", these mean "it's" ("its a shame", "its to much").
const IT_IS_FOLLOWERS: [&str; 41] = [
    "me",
    "us",
    "a",
    "the",
    "not",
    "been",
    "so",
    "just",
    "really",
    "very",
    "too",
    "to",
    "all",
    "got",
    "hard",
    "easy",
    "always",
    "never",
    "more",
    "like",
    "that",
    "usually",
    "only",
    "still",
    "about",
    "what",
    "how",
    "nobody's",
    "worth",
    "fine",
    "ok",
    "because",
    "quite",
    "getting",
    "going",
    "expensive",
    "cheap",
    "dear",
    "pricey",
    "ours",
    "free",
];
/// Words between "we" and its verb that stay.
const ADVERBS: [&str; 16] = [
    "also",
    "already",
    "seldom",
    "always",
    "never",
    "just",
    "only",
    "still",
    "often",
    "usually",
    "really",
    "even",
    "actually",
    "sometimes",
    "generally",
    "normally",
];
/// Short words owners shout that are also someone's acronym ("SO", "DO", "NO").
const SHOUTED_WORDS: [&str; 16] = [
    "so", "do", "not", "no", "all", "very", "is", "are", "and", "or", "but", "too", "must", "will", "can", "need",
];
/// Verbs that end like adverbs.
const LY_VERBS: [&str; 8] = ["apply", "reply", "supply", "rely", "fly", "multiply", "comply", "ally"];
/// Verbs that do not take an -s.
const MODALS: [&str; 10] = [
    "can", "can't", "will", "won't", "would", "should", "could", "must", "might", "may",
];
/// First person with the verb that follows it, in the third person.
const AGREEMENT: [(&str, &str); 12] = [
    ("are", "is"),
    ("'re", "is"),
    ("am", "is"),
    ("'m", "is"),
    ("have", "has"),
    ("'ve", "has"),
    ("were", "was"),
    ("do", "does"),
    ("don't", "doesn't"),
    ("aren't", "isn't"),
    ("weren't", "wasn't"),
    ("haven't", "hasn't"),
];
/// The owner's family, as the brand may speak of them.
const FAMILY: [(&str, &str); 12] = [
    ("dad", "the founder's father"),
    ("father", "the founder's father"),
    ("mum", "the founder's mother"),
    ("mom", "the founder's mother"),
    ("mother", "the founder's mother"),
    ("grandad", "the founder's grandfather"),
    ("granddad", "the founder's grandfather"),
    ("grandfather", "the founder's grandfather"),
    ("nan", "the founder's grandmother"),
    ("gran", "the founder's grandmother"),
    ("grandma", "the founder's grandmother"),
    ("grandmother", "the founder's grandmother"),
];

impl GenerationInput {
    /// The same brief with every answer, the description and the products
    /// cleaned as notes (the name, industry, competitors and address as typed).
    pub fn cleaned(&self) -> GenerationInput {
        let names = own_names(self);
        let answers = ResponseKey::all()
            .map(|key| (key, clean(self.answer(key), &self.company, &names, Speaker::of(key))))
            .filter(|(_, answer)| !answer.is_empty());
        let company = CompanyProfile {
            description: clean(&self.company.description, &self.company, &names, Speaker::Owner),
            products_services: clean(&self.company.products_services, &self.company, &names, Speaker::Owner),
            ..self.company.clone()
        };
        GenerationInput {
            previous: self.previous.clone(),
            style: self.style.clone(),
            ..GenerationInput::from_answers(company, answers)
        }
    }
}

impl GenerationInput {
    /// The brief without the asides in brackets: the built-in writer reuses the
    /// owner's phrases, and a phrase cut out of an aside leaves a bracket open.
    pub fn without_asides(&self) -> GenerationInput {
        let answers = ResponseKey::all()
            .map(|key| (key, without_asides(self.answer(key))))
            .filter(|(_, answer)| !answer.is_empty());
        let company = CompanyProfile {
            description: without_asides(&self.company.description),
            products_services: without_asides(&self.company.products_services),
            competitors: without_asides(&self.company.competitors),
            ..self.company.clone()
        };
        GenerationInput {
            previous: self.previous.clone(),
            style: self.style.clone(),
            ..GenerationInput::from_answers(company, answers)
        }
    }
}

/// `text` without what stands in brackets, and without a bracket left unpaired.
fn without_asides(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            '\n' => {
                depth = 0;
                out.push(c);
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.lines()
        .map(|line| {
            line.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .replace(" ,", ",")
                .replace(" .", ".")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Words the owner spells their own way: the company's, its competitors' and its
/// products' names, and the words the answers capitalise mid-sentence. Not the
/// description's other words, nor a word typed twice: "embarassed" is as often
/// mistyped the same way twice, and the description needs its typos fixed too.
fn own_names(input: &GenerationInput) -> HashSet<String> {
    let company = &input.company;
    let profile = [&company.name, &company.competitors, &company.products_services];
    let capitalised = ResponseKey::all()
        .map(|key| input.answer(key))
        .chain([company.description.as_str()])
        .flat_map(|text| {
            text.split_whitespace()
                .scan(true, |starts_sentence, word| {
                    let opens = *starts_sentence;
                    *starts_sentence = word.ends_with(['.', '!', '?', ':']);
                    Some((!opens).then_some(word))
                })
                .flatten()
        })
        .filter(|word| word.chars().next().is_some_and(char::is_uppercase));
    profile
        .iter()
        .flat_map(|text| text.split_whitespace())
        .chain(capitalised)
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .collect()
}

/// One answer as notes.
/// Whose "I" and "my" an answer's are.
#[derive(Clone, Copy, PartialEq)]
enum Speaker {
    Owner,
    /// The objections, as the customers put them: "will my hair fall out".
    Customers,
}

impl Speaker {
    fn of(key: ResponseKey) -> Self {
        match key {
            ResponseKey::Objections => Speaker::Customers,
            _ => Speaker::Owner,
        }
    }
}

fn clean(answer: &str, company: &CompanyProfile, names: &HashSet<String>, speaker: Speaker) -> String {
    let mut lines = Vec::new();
    let answer = without_private_notes(answer);
    for line in answer.lines().map(str::trim).filter(|line| !line.is_empty()) {
        let (item, text) = match list_item(line) {
            Some(text) => (true, text),
            None => (false, line),
        };
        let cleaned = clean_line(text, company, names, speaker);
        if cleaned.is_empty() {
            continue;
        }
        lines.push(if item {
            format!("- {}", finished(&cleaned))
        } else {
            cleaned
        });
    }
    lines.join("\n")
}

/// Labels an owner puts before a note meant for us, not for customers.
const PRIVATE_LABELS: [&str; 8] = [
    "private note:",
    "internal note:",
    "internal:",
    "note to self:",
    "not for the website:",
    "not for publication:",
    "between us:",
    "off the record:",
];

/// `answer` without the owner's private notes: a bracketed one ("(Private
/// note: we get asked if we do horses. We don't.)") to its closing bracket, an
/// unbracketed one ("Internal note: don't use the word ...") to the end of its line.
fn without_private_notes(answer: &str) -> String {
    let mut text = answer.to_owned();
    // ASCII lowercase keeps every byte offset valid in `text`.
    while let Some((at, label)) = PRIVATE_LABELS
        .iter()
        .filter_map(|label| text.to_ascii_lowercase().find(label).map(|at| (at, *label)))
        .min()
    {
        let bracketed = text[..at].trim_end().ends_with('(');
        let (start, end) = if bracketed {
            let open = text[..at].rfind('(').unwrap_or(at);
            let close = text[at..].find(')').map_or(text.len(), |close| at + close + 1);
            (open, close)
        } else {
            let end = text[at + label.len()..]
                .find('\n')
                .map_or(text.len(), |end| at + label.len() + end);
            (at, end)
        };
        text.replace_range(start..end, "");
    }
    text
}

/// The text of a list line ("- x", "* x", "• x", "1) x", "2. x", "a) x"), or `None`.
fn list_item(line: &str) -> Option<&str> {
    if let Some(rest) = line.strip_prefix(['-', '*', '•', '–']) {
        return Some(rest.trim_start());
    }
    let marker_end = line.find([')', '.'])?;
    let marker = &line[..marker_end];
    let numbered = !marker.is_empty() && marker.len() <= 2 && marker.chars().all(|c| c.is_ascii_alphanumeric());
    let spaced = line[marker_end + 1..].starts_with(' ');
    (numbered && spaced && (marker.chars().all(|c| c.is_ascii_digit()) || marker.len() == 1))
        .then(|| line[marker_end + 1..].trim_start())
}

fn finished(text: &str) -> String {
    if text.ends_with(['.', '!', '?']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

fn clean_line(line: &str, company: &CompanyProfile, names: &HashSet<String>, speaker: Speaker) -> String {
    let mut words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
    drop_fillers(&mut words);
    fix_slips(&mut words);
    lower_shouting(&mut words);
    correct_spelling(&mut words, names);
    undouble(&mut words);
    let text = words.join(" ");
    let text = drop_speaker_hedges(&text);
    let text = third_person(&text, &company.name, speaker);
    sentence_case(&text)
}

/// The bare, lowercased word of a token, and what stands around it.
fn split_token(token: &str) -> (&str, &str, &str) {
    let start = token.find(|c: char| c.is_alphanumeric()).unwrap_or(token.len());
    let end = token
        .rfind(|c: char| c.is_alphanumeric())
        .map(|at| at + token[at..].chars().next().map_or(1, char::len_utf8))
        .unwrap_or(start);
    (&token[..start], &token[start..end.max(start)], &token[end.max(start)..])
}

fn drop_fillers(words: &mut Vec<String>) {
    words.retain(|token| {
        let (_, word, _) = split_token(token);
        !FILLERS.contains(&word.to_lowercase().as_str())
    });
}

fn fix_slips(words: &mut Vec<String>) {
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut n = 0;
    while n < words.len() {
        let (before, word, after) = split_token(&words[n]);
        let lower = word.to_lowercase();
        let next = words.get(n + 1).map(|t| split_token(t).1.to_lowercase());
        let pair = next.as_ref().map(|next| format!("{lower} {next}"));
        if let Some((_, fixed)) = pair
            .as_ref()
            .and_then(|pair| SLIPS.iter().find(|(slip, _)| slip == pair))
        {
            let (_, _, next_after) = split_token(&words[n + 1]);
            out.push(format!("{before}{}{next_after}", same_case(word, fixed)));
            n += 2;
            continue;
        }
        let fixed = if let Some((_, fixed)) = SLIPS.iter().find(|(slip, _)| *slip == lower) {
            same_case(word, fixed)
        } else if lower == "to" && after.is_empty() && next.as_deref().is_some_and(|next| TOO_WORDS.contains(&next)) {
            same_case(word, "too")
        } else if lower == "there"
            && next.as_deref().is_some_and(|next| {
                // "there worried", "there going to": they are.
                (next.len() > 4 && next.ends_with("ed")) || THEY_ARE_FOLLOWERS.contains(&next)
            })
            && after.is_empty()
        {
            same_case(word, "they're")
        } else if lower == "there"
            && next
                .as_deref()
                .is_some_and(|next| next.chars().all(char::is_alphabetic) && !THERE_FOLLOWERS.contains(&next))
            && after.is_empty()
        {
            same_case(word, "their")
        } else if lower == "its"
            && next.as_deref().is_some_and(|next| {
                // "its miserable, ...", "its useless and": an adjective that ends its clause
                // follows "it's"; one before a noun ("its famous pies") is "its".
                let adjective = ["able", "ible", "ous", "ful", "less"]
                    .iter()
                    .any(|end| next.len() > 5 && next.ends_with(end));
                let clause_ends = words.get(n + 1).is_some_and(|token| !split_token(token).2.is_empty())
                    || words.get(n + 2).is_none_or(|after| {
                        ["and", "but", "so", "when", "because", "if", "to"]
                            .contains(&split_token(after).1.to_lowercase().as_str())
                    });
                IT_IS_FOLLOWERS.contains(&next) || (adjective && clause_ends)
            })
        {
            same_case(word, "it's")
        } else if lower == "i" || lower == "im" || lower == "ive" {
            match lower.as_str() {
                "im" => "I'm".to_owned(),
                "ive" => "I've".to_owned(),
                _ => "I".to_owned(),
            }
        } else {
            word.to_owned()
        };
        out.push(format!("{before}{fixed}{after}"));
        n += 1;
    }
    *words = out;
}

fn same_case(original: &str, fixed: &str) -> String {
    if original.chars().next().is_some_and(char::is_uppercase) {
        capitalize(fixed)
    } else {
        fixed.to_owned()
    }
}

/// "SAFE" → "safe", unless the capitals are an acronym the dictionaries know ("VAT", "IT").
fn lower_shouting(words: &mut [String]) {
    for token in words.iter_mut() {
        let (before, word, after) = split_token(token);
        let shouted = word.chars().count() > 1 && word.chars().all(|c| c.is_uppercase() || !c.is_alphabetic());
        let lower = word.to_lowercase();
        let plain_word = !spelling::is_known(word) || SHOUTED_WORDS.contains(&lower.as_str());
        if shouted && plain_word && spelling::is_known(&lower) {
            *token = format!("{before}{lower}{after}");
        }
    }
}

fn correct_spelling(words: &mut [String], names: &HashSet<String>) {
    for token in words.iter_mut() {
        let (before, word, after) = split_token(token);
        let lower = word.to_lowercase();
        if let Some((_, brand)) = BRANDS.iter().find(|(typed, _)| *typed == lower) {
            *token = format!("{before}{brand}{after}");
            continue;
        }
        // A name or an acronym typed in lowercase, the owner's own too: "leeds", "jo", "uk".
        if word == lower && !word.is_empty() && !spelling::is_known(word) {
            let cased = spelling::correction(word)
                .filter(|correction| correction.to_lowercase() == lower)
                .or_else(|| Some(capitalize(word)).filter(|name| spelling::is_known(name)));
            if let Some(cased) = cased {
                *token = format!("{before}{cased}{after}");
                continue;
            }
        }
        let plain = word.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '’')
            && word.chars().skip(1).all(char::is_lowercase)
            && word.chars().count() > 2;
        if !plain || names.contains(&lower) || spelling::is_known(word) {
            continue;
        }
        // A known word with an s: "someones" lost its apostrophe ("someone's"), but
        // "nans" is a plural the dictionary does not list, and no typo.
        let stem = lower.strip_suffix('s').filter(|stem| spelling::is_known(stem));
        let correction = spelling::correction(word)
            .filter(|correction| stem.is_none_or(|stem| correction.to_lowercase() == format!("{stem}'s")));
        if let Some(correction) = correction {
            *token = format!("{before}{}{after}", same_case(word, &correction));
        }
    }
}

/// "is is" → "is".
fn undouble(words: &mut Vec<String>) {
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    for token in words.drain(..) {
        let doubled = out.last().is_some_and(|last: &String| {
            let (_, last_word, last_after) = split_token(last);
            let (_, word, _) = split_token(&token);
            last_after.is_empty()
                && !word.is_empty()
                && last_word.eq_ignore_ascii_case(word)
                && !word.chars().all(|c| c.is_ascii_digit())
                && !matches!(word.to_lowercase().as_str(), "had" | "that")
        });
        if doubled {
            let (_, _, after) = split_token(&token);
            if let Some(last) = out.last_mut() {
                last.push_str(after);
            }
        } else {
            out.push(token);
        }
    }
    *words = out;
}

fn drop_speaker_hedges(text: &str) -> String {
    let mut out = text.to_owned();
    // "... more guilty I think." and ", I think," say nothing the copy keeps.
    for tail in [
        ", i think",
        " i think",
        ", i reckon",
        " i reckon",
        ", i guess",
        " i guess",
        // "the cost of living if I'm honest".
        ", if i'm being honest",
        " if i'm being honest",
        ", if i'm honest",
        " if i'm honest",
        ", to be honest",
        " to be honest",
    ] {
        while let Some(at) = out.to_lowercase().find(tail) {
            let end = at + tail.len();
            let closes = out[end..].chars().next().is_none_or(|c| !c.is_alphanumeric());
            if !closes {
                break;
            }
            out.replace_range(at..end, "");
        }
    }
    for hedge in SPEAKER_HEDGES {
        loop {
            let lower = out.to_lowercase();
            let Some(at) = lower.find(hedge) else { break };
            let starts_word = at == 0 || !lower[..at].ends_with(|c: char| c.is_alphanumeric());
            if !starts_word {
                break;
            }
            out.replace_range(at..at + hedge.len(), "");
        }
    }
    out
}

/// The owner's first person in the third: "we" and "us" as the company, "I",
/// "me" and "my" as the owner, "our" as the company's, the family as the founder's.
fn third_person(text: &str, name: &str, speaker: Speaker) -> String {
    let possessive = if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    };
    let tokens: Vec<&str> = text.split_whitespace().collect();
    // Before an objection's reply ("we already have gusto -> it does payroll great"), or in a
    // "Q:" line, "we" and "our" are the customers' too.
    let asked_until = match speaker {
        Speaker::Customers if tokens.first().is_some_and(|first| first.eq_ignore_ascii_case("q:")) => tokens.len(),
        Speaker::Customers => tokens
            .iter()
            .position(|token| ["->", "→", "=>", "-", "–", "—"].contains(token))
            .unwrap_or(0),
        Speaker::Owner => 0,
    };
    let asked = in_question(&tokens);
    let mut out: Vec<String> = Vec::with_capacity(tokens.len());
    let mut n = 0;
    while n < tokens.len() {
        if n < asked_until {
            out.push(tokens[n].to_owned());
            n += 1;
            continue;
        }
        let (before, word, after) = split_token(tokens[n]);
        // "does it integrate with our clinical system", "can I speak to a practice
        // manager": in the customers' question, "I", "me", "my" and "our" are theirs.
        let theirs = ["i", "me", "my", "our"].contains(&word.to_lowercase().as_str());
        // "Compare My Move": a capital inside a sentence makes it a name.
        let named = word == "My"
            && out
                .last()
                .is_some_and(|previous| !previous.ends_with(['.', '?', '!', ':']));
        if (asked[n] && theirs) || named {
            out.push(tokens[n].to_owned());
            n += 1;
            continue;
        }
        // The customers' own words in quotes keep their "I" and "my": 'Will my staff use it?'
        if let Some(close) = quote_closing(&tokens, n) {
            out.extend(tokens[n..=close].iter().map(|token| (*token).to_owned()));
            n = close + 1;
            continue;
        }
        let lower = word.to_lowercase().replace('’', "'");
        let singular = ["i", "i'm", "i've", "i'll", "i'd", "me", "myself", "my", "mine"].contains(&lower.as_str());
        if speaker == Speaker::Customers && singular {
            out.push(tokens[n].to_owned());
            n += 1;
            continue;
        }
        let next = tokens.get(n + 1).map(|t| split_token(t).1.to_lowercase());
        let family = next
            .as_deref()
            .and_then(|next| FAMILY.iter().find(|(member, _)| *member == next).map(|(_, said)| *said))
            .filter(|_| matches!(lower.as_str(), "my" | "our") && after.is_empty());
        if let Some(said) = family {
            let (_, _, next_after) = split_token(tokens[n + 1]);
            out.push(format!("{before}{said}{next_after}"));
            n += 2;
            continue;
        }
        let (subject, rest) = match lower.as_str() {
            "we" => (Some(name.to_owned()), None),
            "we're" => (Some(name.to_owned()), Some("is")),
            "we've" => (Some(name.to_owned()), Some("has")),
            "we'll" => (Some(name.to_owned()), Some("will")),
            "we'd" => (Some(name.to_owned()), Some("would")),
            "i" => (Some("the owner".to_owned()), None),
            "i'm" => (Some("the owner".to_owned()), Some("is")),
            "i've" => (Some("the owner".to_owned()), Some("has")),
            "i'll" => (Some("the owner".to_owned()), Some("will")),
            "i'd" => (Some("the owner".to_owned()), Some("would")),
            _ => (None, None),
        };
        if let Some(subject) = subject {
            match rest {
                Some(verb) => out.push(format!("{before}{subject} {verb}{after}")),
                None if after.is_empty() => {
                    // A question puts its verb first: "can we do Saturdays" is "can
                    // Tidy Turnovers do Saturdays", "are we open" "is Hartley's open".
                    let asked = out.last().is_some_and(|previous| {
                        let (_, word, after) = split_token(previous);
                        let word = word.to_lowercase();
                        after.is_empty()
                            && (MODALS.contains(&word.as_str()) || AGREEMENT.iter().any(|(first, _)| *first == word))
                    });
                    if let Some(previous) = out.last_mut().filter(|_| asked) {
                        let (before, word, after) = split_token(previous);
                        let agreed = AGREEMENT
                            .iter()
                            .find(|(first, _)| first.eq_ignore_ascii_case(word))
                            .map(|(_, third)| match word.starts_with(char::is_uppercase) {
                                true => crate::writer::prose::capitalize(third),
                                false => (*third).to_owned(),
                            });
                        if let Some(agreed) = agreed {
                            *previous = format!("{before}{agreed}{after}");
                        }
                    }
                    out.push(format!("{before}{subject}"));
                    n += 1;
                    if !asked {
                        n = conjugate_following(&tokens, n, &mut out);
                    }
                    continue;
                }
                None => out.push(format!("{before}{subject}{after}")),
            }
            n += 1;
            continue;
        }
        // "will outlast both of us", "the two of us": a company is no count of people.
        let counted_us = n >= 2 && split_token(tokens[n - 1]).1.eq_ignore_ascii_case("of") && {
            let before = split_token(tokens[n - 2]).1.to_lowercase();
            [
                "both", "all", "two", "three", "four", "each", "either", "neither", "some", "most", "many", "none",
            ]
            .contains(&before.as_str())
        };
        let replaced = match lower.as_str() {
            // "US hosted": the country.
            "us" if word == "US" => None,
            "us" if counted_us => None,
            "us" => Some(name.to_owned()),
            "our" | "ours" => Some(possessive.clone()),
            "me" | "myself" => Some("the owner".to_owned()),
            // Not "mine": in notes it is as often the pit ("disputes between mine and contractor").
            "my" => Some("the owner's".to_owned()),
            _ => None,
        };
        out.push(match replaced {
            Some(word) => format!("{before}{word}{after}"),
            None => tokens[n].to_owned(),
        });
        n += 1;
    }
    out.join(" ")
}

/// For each token, whether it is in a question: a sentence that ends with "?"
/// or [`asks`] without it.
fn in_question(tokens: &[&str]) -> Vec<bool> {
    let mut asked = vec![false; tokens.len()];
    let mut start = 0;
    for (at, token) in tokens.iter().enumerate() {
        let ends = token.ends_with(['.', '?', '!']) || at + 1 == tokens.len();
        if ends {
            let question = token.ends_with('?') || asks(&tokens[start..=at].join(" "));
            asked[start..=at].iter_mut().for_each(|flag| *flag = question);
            start = at + 1;
        }
    }
    asked
}

/// Whether a sentence asks, with its mark or without: a verb, then who it asks
/// of ("Can you come this week.", "does it plug into Xero"); not "When I took
/// over in 2015" nor "Have loads of walkers in the morning".
pub(crate) fn asks(sentence: &str) -> bool {
    const VERBS: [&str; 15] = [
        "is", "are", "will", "can", "do", "does", "did", "should", "would", "could", "am", "won't", "isn't", "have",
        "has",
    ];
    const WHO: [&str; 10] = ["i", "we", "you", "it", "they", "he", "she", "there", "this", "that"];
    let mut words = sentence.split_whitespace().map(|word| {
        word.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
            .to_lowercase()
    });
    let (Some(verb), Some(who)) = (words.next(), words.next()) else {
        return false;
    };
    VERBS.contains(&verb.as_str()) && WHO.contains(&who.as_str())
}

/// When `tokens[at]` opens a quotation, the token that closes it.
fn quote_closing(tokens: &[&str], at: usize) -> Option<usize> {
    let (before, _, _) = split_token(tokens[at]);
    let opening = before.chars().last().filter(|c| ['\'', '"', '‘', '“'].contains(c))?;
    let closing = match opening {
        '‘' => '’',
        '“' => '”',
        same => same,
    };
    tokens[at..]
        .iter()
        .take(40)
        .position(|token| split_token(token).2.contains(closing))
        .map(|offset| at + offset)
}

/// After a subject made third person: adverbs stay, "all" and "both" go, and the
/// verb takes the third person ("are" → "is", "bake" → "bakes"). Returns where it stopped.
fn conjugate_following(tokens: &[&str], mut n: usize, out: &mut Vec<String>) -> usize {
    while let Some(token) = tokens.get(n) {
        let (before, word, after) = split_token(token);
        let lower = word.to_lowercase().replace('’', "'");
        if matches!(lower.as_str(), "all" | "both") {
            n += 1;
            continue;
        }
        let adverb = ADVERBS.contains(&lower.as_str()) || lower.ends_with("ly") && !LY_VERBS.contains(&lower.as_str());
        if adverb {
            out.push((*token).to_owned());
            n += 1;
            if !after.is_empty() {
                return n;
            }
            continue;
        }
        let verb = if let Some((_, third)) = AGREEMENT.iter().find(|(first, _)| *first == lower) {
            (*third).to_owned()
        } else if MODALS.contains(&lower.as_str())
            || PAST_TENSES.contains(&lower.as_str())
            || lower.ends_with("ed")
            || !word.chars().all(char::is_alphabetic)
        {
            word.to_owned()
        } else {
            third_singular(word)
        };
        out.push(format!("{before}{verb}{after}"));
        return n + 1;
    }
    n
}

/// Irregular past tenses, which stay as they are after any subject (regular
/// ones end in "-ed").
const PAST_TENSES: [&str; 37] = [
    "went", "made", "built", "got", "had", "did", "ran", "took", "saw", "came", "grew", "began", "sold", "kept",
    "found", "left", "set", "put", "cut", "bought", "brought", "thought", "taught", "said", "told", "knew", "won",
    "lost", "paid", "met", "sent", "spent", "became", "gave", "wrote", "felt", "was",
];

/// Whether a lowercase word is an irregular past tense ("came", "told").
pub(crate) fn is_irregular_past(word: &str) -> bool {
    PAST_TENSES.contains(&word)
}

/// "bake" → "bakes", "fix" → "fixes", "carry" → "carries".
fn third_singular(verb: &str) -> String {
    let lower = verb.to_lowercase();
    if lower.ends_with(['s', 'x', 'z', 'o']) || lower.ends_with("sh") || lower.ends_with("ch") {
        format!("{verb}es")
    } else if lower.ends_with('y') && !lower.ends_with(['a', 'e', 'o', 'u']) && lower.len() > 1 {
        let y = lower.chars().rev().nth(1).is_some_and(|c| !"aeiou".contains(c));
        if y {
            format!("{}ies", &verb[..verb.len() - 1])
        } else {
            format!("{verb}s")
        }
    } else {
        format!("{verb}s")
    }
}

/// Each sentence opening with a capital. A sentence ends at `.`, `!` or `?`
/// followed by a space (closing quotes between), so "8 a.m. is", "3.5" and
/// "e.g. a" go on as they are.
fn sentence_case(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at_start = true;
    // A `.`, `!` or `?` went by: a space next starts a sentence.
    let mut ending = false;
    for c in text.trim().chars() {
        if ending && c.is_whitespace() {
            at_start = true;
        }
        if !matches!(c, '"' | '”' | '’' | '\'' | ')') {
            ending = false;
        }
        if at_start && c.is_alphabetic() {
            out.extend(c.to_uppercase());
            at_start = false;
            continue;
        }
        if matches!(c, '!' | '?') || c == '.' && !ends_with_abbreviation(&out) {
            ending = true;
        } else if !c.is_whitespace() && !matches!(c, '"' | '“' | '‘' | '\'' | '(') {
            at_start = false;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn company() -> CompanyProfile {
        CompanyProfile {
            name: "Hartley's Bakery".into(),
            ..CompanyProfile::default()
        }
    }

    fn cleaned(answer: &str) -> String {
        clean(
            answer,
            &company(),
            &HashSet::from(["greggs".to_owned()]),
            Speaker::Owner,
        )
    }

    #[test]
    fn private_notes_are_left_out() {
        assert_eq!(
            without_private_notes("A few worry. (Private note: we get asked about horses. We don't.) Anxious."),
            "A few worry.  Anxious."
        );
        assert_eq!(
            without_private_notes("Too slow.\nInternal note: don't use the word 'collections'.\nPrice."),
            "Too slow.\n\nPrice."
        );
    }

    #[test]
    fn slips_and_typos_are_corrected() {
        assert_eq!(
            cleaned("people want there own loaf, its to much hassle and they could of gone to Greggs"),
            "People want their own loaf, it's too much hassle and they could have gone to Greggs"
        );
        assert_eq!(
            cleaned("we definately recieve alot of orders"),
            "Hartley's Bakery definitely receives a lot of orders"
        );
        assert_eq!(
            cleaned("they love it. it is is SO good lol"),
            "They love it. It is so good"
        );
        assert_eq!(cleaned("over there is the shop"), "Over there is the shop");
        assert_eq!(
            cleaned("or there eyesight has changed and there worried"),
            "Or their eyesight has changed and they're worried"
        );
        assert_eq!(
            cleaned("its miserable, water coming thru the ceiling"),
            "It's miserable, water coming through the ceiling"
        );
        assert_eq!(cleaned("its roof leaks"), "Its roof leaks");
        assert_eq!(cleaned("known for its famous pies"), "Known for its famous pies");
        assert_eq!(cleaned("we already know it"), "Hartley's Bakery already knows it");
        assert_eq!(cleaned("its me and my lad"), "It's the owner and the owner's lad");
        assert_eq!(cleaned("it will outlast both of us"), "It will outlast both of us");
        assert_eq!(
            cleaned("the heating stoped and it dosent come back"),
            "The heating stopped and it doesn't come back"
        );
    }

    #[test]
    fn names_brands_and_the_owners_own_words_keep_their_spelling() {
        assert_eq!(
            cleaned("they find us on tiktok and insta, mostly round leeds and the uk"),
            "They find Hartley's Bakery on TikTok and Instagram, mostly round Leeds and the UK"
        );
        // Not typos of "cockatoo", "unsold" or "easy".
        assert_eq!(
            cleaned("cockapoo owners hate being upsold, some sell on etsy"),
            "Cockapoo owners hate being upsold, some sell on Etsy"
        );
    }

    #[test]
    fn the_objections_keep_the_customers_i_and_my() {
        let objection = "will my hair fall out, can i come back if i dont like it, we get asked about price";
        assert_eq!(
            clean(objection, &company(), &HashSet::new(), Speaker::Customers),
            "Will my hair fall out, can I come back if I don't like it, Hartley's Bakery gets asked about price"
        );
        // Before the owner's reply, or after a "Q:", "we" and "our" are the customers'.
        let objection = "we already have gusto -> we plug into it\nis our data safe -> yes\nQ: Our IT company does it.";
        assert_eq!(
            clean(objection, &company(), &HashSet::new(), Speaker::Customers),
            "We already have gusto -> Hartley's Bakery plugs into it\nIs our data safe -> yes\nQ: Our IT company does it."
        );
    }

    #[test]
    fn a_full_stop_inside_a_sentence_starts_none() {
        assert_eq!(
            cleaned("a cancellation at 8 a.m. is rarely filled, e.g. on mondays. then it's lost"),
            "A cancellation at 8 a.m. is rarely filled, e.g. on Mondays. Then it's lost"
        );
        assert_eq!(
            cleaned("prices went up 3.5 percent! nobody noticed"),
            "Prices went up 3.5 percent! Nobody noticed"
        );
    }

    #[test]
    fn the_owner_becomes_the_brand_and_hedges_stay() {
        assert_eq!(
            cleaned("my dad started this in 1987"),
            "The founder's father started this in 1987"
        );
        assert_eq!(
            cleaned("we're open at 7 and we bake daily"),
            "Hartley's Bakery is open at 7 and Hartley's Bakery bakes daily"
        );
        // A question's verb comes first, and agrees there.
        assert!(cleaned("can we do saturdays").starts_with("Can Hartley's Bakery do "));
        assert!(cleaned("are we open on sundays").starts_with("Is Hartley's Bakery open "));
        assert_eq!(
            cleaned("I'd say most of them come for our bread"),
            "Most of them come for Hartley's Bakery's bread"
        );
        assert_eq!(
            cleaned("we always try to help, they trust us"),
            "Hartley's Bakery always tries to help, they trust Hartley's Bakery"
        );
        assert_eq!(
            cleaned("i started it after i was made redundant"),
            "The owner started it after the owner was made redundant"
        );
        // In quotes it is the customer speaking.
        assert_eq!(
            cleaned("our regulars say 'my kids love it' and we believe them"),
            "Hartley's Bakery's regulars say 'my kids love it' and Hartley's Bakery believes them"
        );
        // So it is in a question the owner reports, and a capital "My" is a name's.
        assert_eq!(
            cleaned("Does it work with our till. Can I speak to a customer"),
            "Does it work with our till. Can I speak to a customer"
        );
        assert_eq!(
            cleaned("quotes off Compare My Move mostly"),
            "Quotes off Compare My Move mostly"
        );
        // A statement opening with "When" is the owner's own.
        assert_eq!(
            cleaned("When I took over my dad's shop in 2015 it was tiny"),
            "When the owner took over the owner's dad's shop in 2015 it was tiny"
        );
    }

    #[test]
    fn asides_go_with_their_brackets() {
        assert_eq!(
            without_asides("Bread (white tin, seeded) and cakes."),
            "Bread and cakes."
        );
        assert_eq!(without_asides("Cakes (need a weeks notice"), "Cakes");
        assert_eq!(without_asides("a) b\nc"), "a b\nc");
    }

    #[test]
    fn lists_read_as_lists() {
        assert_eq!(
            cleaned("- fresh bread\n- friendly staff\n1) parking"),
            "- Fresh bread.\n- Friendly staff.\n- Parking."
        );
        assert_eq!(list_item("1987 was the year"), None);
        assert_eq!(list_item("a) cakes"), Some("cakes"));
    }
}
