//! The built-in writer over briefs written the way owners write
//! (`tests/fixtures/owners/`: typos, lowercase, first person, lists, answers of
//! three words and of three hundred), in ten different businesses: what
//! 'Copy a marketer would ship' asks that can be checked.

use std::collections::HashMap;

use super::{brief::Brief, BuiltInWriter};
use crate::writer::{quality::Gate, GeneratedContent, GenerationInput, Previous};

/// The owners' briefs, by file name.
fn briefs() -> Vec<(&'static str, GenerationInput)> {
    macro_rules! owners {
        ($($name:literal),* $(,)?) => {
            vec![$((
                $name,
                GenerationInput::from_json(include_str!(concat!("../../../tests/fixtures/owners/", $name, ".json")))
                    .expect(concat!($name, " is a brief")),
            )),*]
        };
    }
    owners![
        "brightwater-physio",
        "cole-sons-plumbing",
        "crux-kids-climbing",
        "furrow-ledger-bookkeeping",
        "hartleys-bakery",
        "heeley-voices-choir",
        "kestrel-point-security",
        "marlowe-pike-books",
        "muddy-paws-grooming",
        "spoke-doctor",
        "sweet-fern-soap",
        "tabletip-payroll",
    ]
}

/// Version 1, and version 2 written knowing version 1 (as the API writes it).
fn two_versions(input: &GenerationInput) -> (GeneratedContent, GeneratedContent) {
    let first = BuiltInWriter.write(input, 1);
    let mut next = input.clone();
    next.previous = Some(Previous::of(&first));
    let second = BuiltInWriter.write(&next, 2);
    (first, second)
}

#[test]
fn owners_briefs_make_copy_without_a_leftover_or_a_length_out_of_range() {
    let mut failures = Vec::new();
    for (name, input) in briefs() {
        let gate = Gate::new(&input);
        let (first, second) = two_versions(&input);
        for (version, content) in [(1, first), (2, second)] {
            for (path, flag) in gate.report(&content).flags() {
                failures.push(format!("{name} v{version} {path}: {:?}: {}", flag.rule, flag.message));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn calls_to_action_are_the_first_step_the_answers_name() {
    let generic = [
        "get in touch",
        "learn more",
        "contact us",
        "talk to us",
        "book a short call",
    ];
    for (name, input) in briefs() {
        let cta = BuiltInWriter.write(&input, 1).website.cta_text;
        let lower = cta.to_lowercase();
        assert!(!generic.iter().any(|g| lower.contains(g)), "{name}: {cta}");
        // Its object comes from what the owner wrote (the verb is the writer's).
        let notes = input.cleaned();
        let brief_text: String = crate::domain::ResponseKey::all()
            .map(|key| notes.answer(key).to_lowercase())
            .chain([
                input.company.name.to_lowercase(),
                input.company.products_services.to_lowercase(),
            ])
            .collect::<Vec<_>>()
            .join(" ");
        let object = lower
            .split_whitespace()
            .skip(1)
            .filter(|w| !["a", "an", "the", "us", "our", "about"].contains(w));
        let grounded = object
            .flat_map(|word| word.split('-'))
            .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|word| word.len() > 2)
            .all(|word| brief_text.contains(word));
        assert!(grounded, "{name}: '{cta}' is not drawn from the answers");
    }
}

#[test]
fn the_audience_is_who_the_description_or_the_problem_names() {
    for (name, input) in briefs() {
        let notes = input.cleaned();
        let audience = Brief::read_notes(&notes).audience.people;
        assert!(!audience.contains("customers in"), "{name}: {audience}");
        let possessive_fallback = audience.starts_with(&input.company.name);
        let sources = [
            input.company.description.to_lowercase(),
            notes
                .answer(crate::domain::ResponseKey::ImmediateProblem)
                .to_lowercase(),
            crate::domain::ResponseKey::all()
                .map(|key| notes.answer(key).to_lowercase())
                .collect::<Vec<_>>()
                .join(" "),
        ];
        // "people in Halifax": the place is the brief's.
        let said = audience.strip_prefix("people in ").unwrap_or(&audience).to_lowercase();
        let profile = format!("{} {}", input.company.description, input.company.products_services).to_lowercase();
        let named = sources.iter().any(|source| source.contains(&said)) || profile.contains(&said);
        assert!(
            named || possessive_fallback,
            "{name}: '{audience}' is named nowhere in the brief"
        );
    }
}

#[test]
fn a_brief_that_names_nobody_speaks_to_the_reader() {
    let (_, mut input) = briefs()
        .into_iter()
        .find(|(name, _)| *name == "spoke-doctor")
        .expect("the bike repair van's brief");
    // Without its town, nothing in this brief says who the customers are.
    input.company.description = "Mobile bike repair van. We come to you.".to_owned();
    let name = input.company.name.clone();
    assert!(Brief::read_notes(&input.cleaned()).audience.is_unnamed(&name));
    let (first, second) = two_versions(&input);
    for content in [first, second] {
        let headline = &content.website.headline;
        assert!(!headline.contains("customers"), "{headline}");
        for text in content.texts() {
            assert!(
                !text.text.contains(&format!("made for {name}'s customers")),
                "{}: {}",
                text.path,
                text.text
            );
        }
    }
}

#[test]
fn a_new_version_takes_another_angle() {
    let mut failures = Vec::new();
    for (name, input) in briefs() {
        let (first, second) = two_versions(&input);
        if first.website.headline == second.website.headline {
            failures.push(format!("{name}: the headline '{}' is kept", first.website.headline));
        }
        let before = first.compared_sentences(&input.company.name);
        let after = second.compared_sentences(&input.company.name);
        let repeated = after.intersection(&before).count();
        if repeated * 10 > after.len() * 3 {
            failures.push(format!(
                "{name}: version 2 repeats {repeated} of its {} sentences:\n  {}",
                after.len(),
                after.intersection(&before).cloned().collect::<Vec<_>>().join("\n  ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn no_sentence_reads_the_same_for_three_companies() {
    let mut companies_saying: HashMap<String, Vec<&str>> = HashMap::new();
    let briefs = briefs();
    for (name, input) in &briefs {
        let (first, second) = two_versions(input);
        let mut said = first.compared_sentences(&input.company.name);
        said.extend(second.compared_sentences(&input.company.name));
        for sentence in said {
            companies_saying.entry(sentence).or_default().push(name);
        }
    }
    let mut stock: Vec<String> = companies_saying
        .into_iter()
        .filter(|(_, companies)| companies.len() >= 3)
        .map(|(sentence, companies)| format!("{sentence} ({})", companies.join(", ")))
        .collect();
    stock.sort();
    assert!(stock.is_empty(), "stock sentences:\n{}", stock.join("\n"));
}

#[test]
fn every_owners_brief_keeps_a_style_guide() {
    for (name, input) in briefs() {
        super::tests::assert_keeps_a_style_guide(name, &input, 1);
    }
}

#[test]
fn every_owners_brief_is_heard_in_the_guides_manner() {
    for (name, input) in briefs() {
        super::tests::assert_speaks_in_the_guides_manner(name, &input);
    }
}
