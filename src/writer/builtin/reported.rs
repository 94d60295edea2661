//! What the owner reports of the customers' doubts, in the customers' own
//! words: owners write objections as notes ("parents also ask if they have to
//! stay", "Disruption — partners don't want their workflow touched", "getting
//! ripped off"), and the objection sheet says them as a customer would ("Do I
//! have to stay?", "I don't want my workflow touched.", "I'm worried about
//! getting ripped off.").

use super::{
    brief::{HEDGES, QUESTION_OPENERS},
    text::{bare, is_plural, plural_verb},
};
use crate::writer::prose::{bare_words, capitalize, word_count};

/// Verbs that report a worry: what follows is the worry.
const WORRY: [&str; 4] = ["worry", "worries", "worried", "fear"];
/// Verbs that report a question: what follows is asked.
const ASK: [&str; 4] = ["ask", "asks", "wonder", "wonders"];
/// Verbs that report what is said: what follows is the customer's own words.
const SAY: [&str; 3] = ["say", "says", "said"];
/// Verbs that report an opinion or a want, said again in the first person ("I think ...", "I hate ...").
const HOLD: [&str; 12] = [
    "think", "thinks", "feel", "feels", "hate", "hates", "want", "wants", "need", "needs", "expect", "expects",
];
/// What may follow "don't" in a doubt ("they don't want", not "they don't really hesitate").
const DONT_WHAT: [&str; 7] = ["want", "like", "trust", "have", "know", "understand", "see"];
/// Words between the people and their verb.
const ADVERBS: [&str; 6] = ["also", "often", "always", "sometimes", "really", "still"];
/// Words that open a note but belong to none of its clauses.
const LINKS: [&str; 4] = ["also", "and", "but", "plus"];
/// Whom a note's people may be, besides any plural ("parents", "older owners").
const PEOPLE: [&str; 9] = [
    "they",
    "people",
    "everyone",
    "everybody",
    "some",
    "most",
    "many",
    "others",
    "folk",
];
/// Verbs by which something puts the customers off ("switching mid-year scares everyone").
const PUTS_OFF: [&str; 4] = ["scares", "worries", "frightens", "terrifies"];
/// Words a question is asked with.
const WH: [&str; 8] = ["what", "what's", "whats", "how", "when", "where", "why", "who"];
/// Words in "-ing" that name a thing, not a doing ("shipping costs", not "getting ripped off").
const NOUNS_IN_ING: [&str; 16] = [
    "shipping",
    "parking",
    "pricing",
    "packaging",
    "training",
    "booking",
    "wedding",
    "clothing",
    "building",
    "meeting",
    "morning",
    "evening",
    "heating",
    "plumbing",
    "lighting",
    "catering",
];
/// Topics the sheet's price objection answers already.
const PRICE_TOPICS: [&str; 7] = ["price", "prices", "cost", "costs", "pricing", "money", "fees"];

/// `item`, a note of the owner's about the customers' doubts, as a customer
/// would say it; `None` when it reports no doubt the sheet can say.
pub fn in_customers_words(item: &str, name: &str) -> Option<String> {
    let item = cut_asides(item);
    let words: Vec<&str> = item.split_whitespace().collect();
    let words = match words.first() {
        Some(first) if LINKS.contains(&first.to_lowercase().as_str()) => &words[1..],
        _ => &words[..],
    };
    let lower: Vec<String> = words.iter().map(|word| bare(word).to_lowercase()).collect();
    let said = said_of(words, &lower, name)?;
    (3..=25).contains(&word_count(&said)).then_some(said)
}

/// What the customers think of the company, in the owner's "we" ("we'll be
/// more expensive"): "I think you'll be more expensive."; `None` for anything
/// else the owner says of the company, which may be a reply.
pub fn thought_of_us(item: &str, name: &str) -> Option<String> {
    let item = bare(cut_asides(item));
    let lower = item.to_lowercase();
    let first = lower.split_whitespace().next()?;
    // The cleaned notes name the company where the owner wrote "we".
    let we = ["we", "we're", "we'll", "we'd", "we’re", "we’ll"].contains(&first);
    let ours = we || !name.is_empty() && lower.starts_with(&format!("{} ", name.to_lowercase()));
    // A "we" the notes kept is the customers' own ("we're too small to be a target"), but
    // for what they would say of the company's price or speed.
    let judged = ["expensive", "dear", "pricey", "more ", "less ", "slow"]
        .iter()
        .chain(if we { None } else { Some(&"too ") })
        .any(|word| lower.contains(word));
    (ours && judged && (3..=16).contains(&word_count(item)))
        .then(|| finished(&format!("I think {}", first_person(item, name))))
}

/// A topic the owner names ("Delivery times", "Disruption", "getting ripped
/// off") as a customer's doubt: what the owner says of it when that is one
/// (`about`, "partners don't want their workflow touched"), else the topic
/// asked about; `None` for the price, which the sheet asks of itself.
pub fn topic_in_customers_words(topic: &str, about: Option<&str>, name: &str) -> Option<String> {
    let explained = about.map(cut_asides).and_then(|about| {
        let said = |clause: &str| {
            in_customers_words(clause, name)
                .or_else(|| sounds(clause))
                .or_else(|| asked_outright(clause, name))
        };
        // Whole, else the clauses that say a doubt ("..., which is fair").
        said(about).or_else(|| {
            let clauses: Vec<String> = about
                .split(", ")
                .filter_map(said)
                .map(|clause| clause.trim_end_matches('.').to_owned())
                .collect();
            (!clauses.is_empty()).then(|| finished(&clauses.join(", ")))
        })
    });
    let topic = bare(topic);
    // "varifocals - they think they can't get on with them": the thing is the topic.
    let thing = |said: String| match said.rsplit_once(" them") {
        Some((before, after))
            if word_count(topic) <= 2 && topic.ends_with('s') && !after.starts_with(char::is_alphanumeric) =>
        {
            format!("{before} {}{after}", topic.to_lowercase())
        }
        _ => said,
    };
    if let Some(said) = explained.filter(|said| word_count(said) <= 25) {
        return Some(thing(said));
    }
    let lower = topic.to_lowercase();
    // "Cost, mostly", "shipping costs": the sheet's own price objection asks it.
    if lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|word| PRICE_TOPICS.contains(&word))
    {
        return None;
    }
    let first = lower.split_whitespace().next()?;
    // "waitlist too long": the waitlist is; "they're too expensive" says it already.
    if let Some((thing, judged)) = lower.split_once(" too ") {
        return Some(match thing {
            "they're" | "it's" => finished(&capitalize(&lower)),
            _ if !thing.contains(' ') => {
                let verb = if is_plural(thing) { "are" } else { "is" };
                format!("The {thing} {verb} too {judged}.")
            }
            _ => format!("What about {lower}?"),
        });
    }
    Some(match first {
        // "too pricey", "too far": what they think of it.
        "too" => format!("It's {lower}."),
        // "No dry cleaning": what they ask for that the company does not do.
        "no" if word_count(&lower) >= 2 => {
            let wanted = lower
                .split_once(char::is_whitespace)
                .map_or("", |(_, rest)| rest.trim_start());
            format!("Do you offer {wanted}?")
        }
        // "Parking's limited": said already, as a customer would ("Parking is limited."); not
        // a possessive ("Men's sizes").
        _ if first.ends_with("'s") && word_count(&lower) == 2 && judges(&lower) => {
            finished(&capitalize(&topic.replacen("'s ", " is ", 1)))
        }
        _ if first.ends_with("ing") && !NOUNS_IN_ING.contains(&first) => format!("I'm worried about {lower}."),
        _ => format!("What about {lower}?"),
    })
}

/// Whether a two-word topic's last word judges its first ("parking's limited").
fn judges(topic: &str) -> bool {
    let last = topic.split_whitespace().last().unwrap_or_default();
    last.ends_with("ed")
        || [
            "full",
            "busy",
            "tight",
            "small",
            "far",
            "expensive",
            "slow",
            "awkward",
            "tricky",
            "hard",
            "difficult",
            "noisy",
            "cold",
            "dear",
        ]
        .contains(&last)
}

/// Whether `note`, said after a topic, is the owner's reply ("we're fully CAA
/// approved") rather than what the customers' doubt is ("clients worry ...").
pub fn is_owners(note: &str, name: &str) -> bool {
    let note = bare(note);
    let first = note.split_whitespace().next().unwrap_or_default().to_lowercase();
    let owners = [
        "we", "we're", "we've", "we'll", "i", "i'm", "i've", "i'll", "our", "my", "yes", "no", "nope",
    ];
    // "(your not, my oldest student is 78)", "(not, ...)": the owner answering the customer
    // back; "(not cheap compared to Argos)" is the customer's doubt.
    let lower = note.to_lowercase();
    let answers_back = ["you're not", "your not", "not,"]
        .iter()
        .any(|back| lower.starts_with(back));
    owners.contains(&first.as_str())
        || answers_back
        || note.starts_with("the owner")
        || !name.is_empty() && note.starts_with(name)
}

/// Whether `text` names a topic rather than a doubt: one to three words, no question.
pub fn is_topic(text: &str) -> bool {
    let text = bare(text);
    let first = text.split_whitespace().next().unwrap_or_default().to_lowercase();
    (1..=3).contains(&word_count(text))
        && !text.contains(['?', ','])
        && !PEOPLE.contains(&first.as_str())
        // "The house call fee, definitely, ...": the owner's stress, no topic.
        && !HEDGES.contains(&first.as_str())
        && !["definitely", "obviously", "probably", "certainly", "especially", "literally", "totally"]
            .contains(&first.as_str())
        && !["i", "i'm", "it", "it's", "is", "will", "can", "do", "am", "are"].contains(&first.as_str())
        // "yes, because it's brewed 20 metres away": the owner's answer, not the customers' topic.
        && !["yes", "fair", "sure", "ok", "okay", "true", "exactly", "sorry"].contains(&first.as_str())
        // "which I understand": a clause of the sentence before, not a topic.
        && !["which", "that", "who", "so", "but", "and", "when", "if", "because", "as", "or", "then"].contains(&first.as_str())
        // "budgets are brutal": a statement, no topic.
        && !bare_words(text).any(|word| ["is", "are", "was", "were", "looks", "seems", "feels"].contains(&word.as_str()))
        // "washed, checked, repaired": what was done, no topic.
        && !(word_count(text) == 1 && is_participle(&first))
}

/// Whether `word` is a verb's past participle: "checked", "repaired" (not "speed", "need").
fn is_participle(word: &str) -> bool {
    word.len() > 4
        && word.strip_suffix("ed").is_some_and(|stem| {
            crate::writer::quality::spelling::is_known(stem)
                || word
                    .strip_suffix('d')
                    .is_some_and(crate::writer::quality::spelling::is_known)
        })
}

/// `text` up to its asides: a bracket, or the owner's ", which I understand".
fn cut_asides(text: &str) -> &str {
    let text = text.split(" (").next().unwrap_or(text);
    text.split(", which ").next().unwrap_or(text).trim()
}

/// What `words` report, in the customer's words.
fn said_of(words: &[&str], lower: &[String], name: &str) -> Option<String> {
    // "Switching payroll mid-year scares everyone": it scares me.
    if let Some(at) = lower.iter().position(|word| PUTS_OFF.contains(&word.as_str())) {
        let object = lower.get(at + 1)?;
        if at > 0 && (PEOPLE.contains(&object.as_str()) || object == "them") && at + 2 == lower.len() {
            return Some(finished(&format!("{} me", words[..=at].join(" "))));
        }
    }
    // The verb the note reports by, after its people (or none: "worried about computers").
    let (at, verb) = lower.iter().enumerate().find(|(at, word)| {
        let reports = WORRY.contains(&word.as_str())
            || ASK.contains(&word.as_str())
            || HOLD.contains(&word.as_str())
            || word.as_str() == "had"
            || SAY.contains(&word.as_str())
            || word.as_str() == "don't" && lower.get(at + 1).is_some_and(|next| DONT_WHAT.contains(&next.as_str()));
        reports && said_by_people(&lower[..*at])
    })?;
    let rest = first_person(&words[at + 1..].join(" "), name);
    let rest = rest.trim();
    // "people worry about that": about what the note said before.
    let object = rest.to_lowercase();
    let object = object.trim_start_matches("about ").trim_end_matches('.');
    if object.is_empty() || ["that", "it", "this"].contains(&object) {
        return None;
    }
    let verb = verb.as_str();
    Some(if WORRY.contains(&verb) {
        finished(&format!("I'm worried {rest}"))
    } else if ASK.contains(&verb) {
        asked(rest)?
    } else if SAY.contains(&verb) {
        // "They say farm shops are overpriced": what they say, as they say it.
        finished(&capitalize(rest))
    } else if verb == "had" {
        finished(&format!("I had {rest}"))
    } else if verb == "don't" {
        finished(&format!("I don't {rest}"))
    } else {
        finished(&format!("I {} {rest}", verb.trim_end_matches('s')))
    })
}

/// Whether `before`, the words before a note's verb, are the people who say it:
/// none, a plural or "they" ("older owners", "some people"), with an adverb after them.
fn said_by_people(before: &[String]) -> bool {
    let before: Vec<&str> = before
        .iter()
        .map(String::as_str)
        .filter(|word| !ADVERBS.contains(word))
        .collect();
    match before.split_last() {
        None => true,
        // "When they're selling a collection they worry": a pronoun after any clause.
        Some((last, _)) if PEOPLE.contains(last) => true,
        Some((last, others)) => others.len() <= 2 && last.len() > 3 && last.ends_with('s') && !last.ends_with("ss"),
    }
}

/// What is asked ("if I have to stay", "what's in the fragrance") as the question.
fn asked(rest: &str) -> Option<String> {
    let lower = rest.to_lowercase();
    if let Some(clause) = lower.strip_prefix("if ").or_else(|| lower.strip_prefix("whether ")) {
        let clause = &rest[rest.len() - clause.len()..];
        let (subject, predicate) = clause.split_once(' ')?;
        let (aux, tail) = predicate.split_once(' ').unwrap_or((predicate, ""));
        let inverted = match aux.to_lowercase().as_str() {
            "can" | "will" | "should" | "could" | "would" | "is" | "are" | "am" => {
                format!("{} {subject} {tail}", capitalize(aux))
            }
            "have" | "need" => format!("Do {subject} {predicate}"),
            _ => return None,
        };
        return Some(format!("{}?", inverted.trim()));
    }
    let first = lower.split_whitespace().next()?;
    WH.contains(&first)
        .then(|| format!("{}?", capitalize(&rest.replacen("whats", "what's", 1))))
}

/// `text` with the customers speaking ("they" → "I", "their" → "my") to the
/// company ("Acme will" → "you will"), each verb agreeing.
pub fn first_person(text: &str, name: &str) -> String {
    let text = if name.is_empty() {
        text.to_owned()
    } else {
        text.replace(name, "you")
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut said: Vec<String> = Vec::with_capacity(words.len());
    // Whether the latest subject is the customers: "they can't get on with them" is
    // about a thing, "I'll shout at them" about the customers.
    let mut they_speak = false;
    for (n, word) in words.iter().enumerate() {
        let core = word.trim_end_matches([',', '.', ';', ':', '!', '?']);
        let tail = &word[core.len()..];
        let previous = n.checked_sub(1).map(|p| words[p].to_lowercase());
        let lower = core.to_lowercase();
        let subject = match lower.as_str() {
            "they" | "they're" | "they’re" | "they've" | "they’ve" | "they'll" | "they’ll" | "they'd" | "they’d" => {
                Some(true)
            }
            "i" | "we" | "i'll" | "we'll" | "i'm" | "we're" | "i've" | "we've" | "you" | "he" | "she" => Some(false),
            _ => None,
        };
        let swapped = match lower.as_str() {
            "them" if they_speak => None,
            // The owner's own words in the note are the company the customer speaks to.
            "i" | "we" => Some("you".to_owned()),
            "i'll" | "we'll" => Some("you'll".to_owned()),
            "i'm" | "we're" => Some("you're".to_owned()),
            "i've" | "we've" => Some("you've".to_owned()),
            "my" | "our" => Some("your".to_owned()),
            "me" | "us" => Some("you".to_owned()),
            "they" => Some("I".to_owned()),
            "them" => Some("me".to_owned()),
            "their" => Some("my".to_owned()),
            "theirs" => Some("mine".to_owned()),
            "themselves" => Some("myself".to_owned()),
            "they're" | "they’re" => Some("I'm".to_owned()),
            "they've" | "they’ve" => Some("I've".to_owned()),
            "they'll" | "they’ll" => Some("I'll".to_owned()),
            "they'd" | "they’d" => Some("I'd".to_owned()),
            "are" | "were" if previous.as_deref() == Some("they") => {
                Some(if core == "are" { "am" } else { "was" }.to_owned())
            }
            verb if previous.as_deref() == Some("you") => plural_verb(verb).filter(|plural| plural != verb),
            _ => None,
        };
        they_speak = subject.unwrap_or(they_speak);
        said.push(match swapped {
            Some(swapped) => format!("{swapped}{tail}"),
            None => (*word).to_owned(),
        });
    }
    said.join(" ")
}

/// A question the customers ask, as the note writes it ("will the drone actually
/// see the defects, cracked slates etc"), in their words, up to its list.
fn asked_outright(clause: &str, name: &str) -> Option<String> {
    let clause = bare(clause);
    let first = clause.split_whitespace().next()?.to_lowercase();
    if !QUESTION_OPENERS.contains(&first.as_str()) {
        return None;
    }
    let question = first_person(clause.split(", ").next().unwrap_or(clause), name);
    (3..=20)
        .contains(&word_count(&question))
        .then(|| format!("{}?", capitalize(&question)))
}

/// A remark on how something strikes people ("$8 for a bar of soap sounds mad
/// to some people"), said as theirs: "$8 for a bar of soap sounds mad."
fn sounds(clause: &str) -> Option<String> {
    let clause = bare(clause);
    let lower = clause.to_lowercase();
    let verb = ["sounds ", "seems ", "looks ", "feels "]
        .iter()
        .find_map(|verb| lower.find(verb))?;
    let to = lower[verb..].find(" to ").map(|at| verb + at)?;
    let whom = &lower[to + 4..];
    let people = whom
        .split_whitespace()
        .last()
        .is_some_and(|last| PEOPLE.contains(&last) || last == "them");
    (people && verb > 0).then(|| finished(&clause[..to]))
}

/// `text` as a sentence: a capital, and a full stop unless it asks.
fn finished(text: &str) -> String {
    let text = capitalize(text.trim().trim_end_matches(['.', ',', ';']));
    if text.ends_with('?') || text.ends_with('!') {
        text
    } else {
        format!("{text}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reported_doubts_are_said_as_the_customers_would() {
        let said = |item: &str| in_customers_words(item, "Kestrel Point Security");
        assert_eq!(
            said("Also worry Kestrel Point Security will make their IT guy look bad").as_deref(),
            Some("I'm worried you will make my IT guy look bad.")
        );
        assert_eq!(
            said("Online people worry about condition and postage").as_deref(),
            Some("I'm worried about condition and postage.")
        );
        assert_eq!(
            said("And older owners worry they'll lose control of the numbers").as_deref(),
            Some("I'm worried I'll lose control of the numbers.")
        );
        assert_eq!(
            said("Parents also ask if they have to stay").as_deref(),
            Some("Do I have to stay?")
        );
        assert_eq!(
            said("partners don't want their workflow touched").as_deref(),
            Some("I don't want my workflow touched.")
        );
        assert_eq!(
            said("Switching payroll mid-year scares everyone (W-2s, quarterlies)").as_deref(),
            Some("Switching payroll mid-year scares me.")
        );
        assert_eq!(
            said("Some people think Kestrel Point Security is too old fashioned").as_deref(),
            Some("I think you are too old fashioned.")
        );
        assert_eq!(
            said("Worried about computers / Xero").as_deref(),
            Some("I'm worried about computers / Xero.")
        );
        assert_eq!(
            said("they worry I'll shout at them like their dad did").as_deref(),
            Some("I'm worried you'll shout at me like my dad did.")
        );
        assert_eq!(
            said("Had a bad bookkeeper before").as_deref(),
            Some("I had a bad bookkeeper before.")
        );
        assert_eq!(
            said("When they're selling Kestrel Point Security a collection they worry Kestrel Point Security will lowball them, which I understand").as_deref(),
            Some("I'm worried you will lowball me.")
        );
        // What the owner says of the shop, or of the customers, is no doubt of theirs.
        for note in [
            "They don't really hesitate much in the shop",
            "people worry about that",
            "Cash is still big with the older ones",
            "Kestrel Point Security sorts lifts",
        ] {
            assert_eq!(said(note), None, "{note}");
        }
    }

    #[test]
    fn a_topic_is_said_with_what_the_owner_says_of_it() {
        let said = |topic: &str, about: Option<&str>| topic_in_customers_words(topic, about, "Sweet Fern");
        assert_eq!(
            said("Price", Some("$8 for a bar of soap sounds mad to some people")).as_deref(),
            Some("$8 for a bar of soap sounds mad.")
        );
        assert_eq!(said("Cost", None), None, "the sheet's own price objection");
        // What they ask for that is not done, a judgement said out, and a possessive left alone.
        assert_eq!(
            said("No\u{a0}dry cleaning", None).as_deref(),
            Some("Do you offer dry cleaning?")
        );
        assert_eq!(said("Parking's limited", None).as_deref(), Some("Parking is limited."));
        assert_eq!(said("Men's sizes", None).as_deref(), Some("What about men's sizes?"));
        assert!(is_owners("your not, my oldest student is 78", "Charla"));
        assert!(!is_owners("not cheap compared to Argos", "Charla"));
        assert_eq!(
            said("Cost", Some("they think of IT as overhead, not protection")).as_deref(),
            Some("I think of IT as overhead, not protection.")
        );
        assert_eq!(
            said(
                "Allergies",
                Some("people ask what's in the fragrance, which is totally fair")
            )
            .as_deref(),
            Some("What's in the fragrance?")
        );
        assert_eq!(
            said(
                "Disruption",
                Some("partners don't want their workflow touched, they hate MFA prompts")
            )
            .as_deref(),
            Some("I don't want my workflow touched, I hate MFA prompts.")
        );
        assert_eq!(
            said("Delivery times", None).as_deref(),
            Some("What about delivery times?")
        );
        assert_eq!(said("Cost, mostly", None), None, "the sheet's own price objection");
        assert_eq!(
            thought_of_us("we'll be more expensive", "Sweet Fern").as_deref(),
            Some("I think you'll be more expensive.")
        );
        assert_eq!(thought_of_us("we're fully CAA approved", "Sweet Fern"), None, "a reply");
        // A "we" the notes kept is the customers' own.
        assert_eq!(thought_of_us("we're too small to be a target", "Northgate"), None);
        assert_eq!(
            thought_of_us("Sweet Fern will be too dear", "Sweet Fern").as_deref(),
            Some("I think you will be too dear."),
            "the cleaned notes name the company"
        );
        assert_eq!(
            said(
                "varifocals",
                Some("they had a bad pair before and think they cant get on with them")
            )
            .as_deref(),
            Some("I had a bad pair before and think I cant get on with varifocals."),
            "'them' after the customers' own 'they' is the thing they speak of"
        );
        assert_eq!(
            said(
                "Accuracy",
                Some("will the drone actually see the defects, cracked slates, lead flashing etc")
            )
            .as_deref(),
            Some("Will the drone actually see the defects?")
        );
        assert!(is_owners("we're fully CAA approved", "Sweet Fern") && !is_owners("clients worry", "Sweet Fern"));
        assert_eq!(
            said("Getting ripped off", None).as_deref(),
            Some("I'm worried about getting ripped off.")
        );
        assert!(is_topic("Disruption") && is_topic("Shipping costs"));
        assert!(!is_topic("Is it dangerous") && !is_topic("they worry a lot") && !is_topic("which I understand"));
    }
}
