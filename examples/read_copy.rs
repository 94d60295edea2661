//! Prints what the built-in writer makes of a brief, field by field, with the
//! quality gate's report: for reading copy as a copywriter would, and for the
//! figures of `docs/content.md`.
//!
//! ```sh
//! cargo run --release --example read_copy -- tests/fixtures/owners/hartleys-bakery.json [VERSION]
//! cargo run --release --example read_copy -- --figures tests/fixtures/owners/*.json
//! cargo run --release --example read_copy -- BRIEF --sync "A problem statement the user wrote."
//! ```
//!
//! VERSION (1 by default) is written as the API writes it: each version knowing
//! the one before, which it departs from. `--sync` prints version 2 as a sync writes it after the user edited version 1's
//! problem statement to the text given: website and pitch following the edited core.
//!
//! A brief is `{"profile": {...}, "answers": {"immediateProblem": "...", ...}}`, and may hold a
//! `"styleGuide"` as the API takes it.

use std::collections::{BTreeMap, BTreeSet};

use pitchwise::writer::{
    builtin::{BuiltInWriter, Drafts},
    quality::{Gate, Rule},
    GenerationInput, Previous,
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--figures") {
        figures(&args[1..]);
        return;
    }
    let path = args.first().expect("a brief's JSON file");
    let input = load(path);
    let (version, content) = match args.get(1).map(String::as_str) {
        Some("--sync") => {
            let first = BuiltInWriter.write(&input, 1);
            let mut core = first.core.clone();
            core.problem_statement = args.get(2).expect("the edited problem statement").clone();
            // As the API syncs: version 1's wording, with what the edited core says.
            (2, Drafts::new(&input).following(core, &first.core).write(1, None))
        }
        // Each version written knowing the one before, as the API writes them.
        given => {
            let version: u64 = given.and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
            let mut content = BuiltInWriter.write(&input, 1);
            for next in 2..=version {
                let mut knowing = input.clone();
                knowing.previous = Some(Previous::of(&content));
                content = BuiltInWriter.write(&knowing, next);
            }
            (version, content)
        }
    };
    let report = Gate::new(&input).report(&content);
    println!("{} (version {version}), score {}\n", input.company.name, report.score);
    for text in content.texts() {
        let quality = &report.fields[&text.path];
        println!(
            "## {} ({} words of {}-{}, grade {:.1})\n{}",
            text.path, quality.words, quality.min_words, quality.max_words, quality.grade, text.text
        );
        for flag in &quality.flags {
            println!("  !! {:?}: {}", flag.rule, flag.message);
        }
        println!();
    }
}

fn load(path: &str) -> GenerationInput {
    let json = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    GenerationInput::from_json(&json).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Leftovers by rule, the share of version 1's sentences that version 2 repeats
/// (over all and at most), headlines kept, the sentences three companies share,
/// and the mean reading grade of the longer fields, over the briefs.
fn figures(paths: &[String]) {
    let mut flags: BTreeMap<String, usize> = BTreeMap::new();
    let (mut repeated, mut sentences, mut same_headlines) = (0, 0, 0);
    let mut grades = Vec::new();
    let mut companies_saying: BTreeMap<String, usize> = BTreeMap::new();
    let mut companies_phrasing: BTreeMap<String, usize> = BTreeMap::new();
    let mut worst_overlap = (0.0, String::new());
    for path in paths {
        let input = load(path);
        let gate = Gate::new(&input);
        let first = BuiltInWriter.write(&input, 1);
        // The second version is written knowing the first, as the API writes it.
        let mut next = input.clone();
        next.previous = Some(Previous::of(&first));
        let second = BuiltInWriter.write(&next, 2);
        for content in [&first, &second] {
            let report = gate.report(content);
            for (_, flag) in report.flags() {
                *flags.entry(format!("{:?}", flag.rule)).or_default() += 1;
            }
            grades.extend(
                report
                    .fields
                    .iter()
                    .filter(|(_, q)| q.words >= 20)
                    .map(|(_, q)| q.grade),
            );
        }
        let before = first.compared_sentences(&input.company.name);
        let after = second.compared_sentences(&input.company.name);
        let again = after.intersection(&before).count();
        let share = again as f64 / after.len().max(1) as f64;
        if share > worst_overlap.0 {
            worst_overlap = (share, input.company.name.clone());
        }
        repeated += again;
        sentences += after.len();
        for sentence in before.union(&after) {
            *companies_saying.entry(sentence.clone()).or_default() += 1;
        }
        let runs: BTreeSet<String> = before
            .union(&after)
            .flat_map(|sentence| five_word_runs(sentence))
            .collect();
        for run in runs {
            *companies_phrasing.entry(run).or_default() += 1;
        }
        same_headlines += usize::from(first.website.headline == second.website.headline);
    }
    let leftovers: usize = flags
        .iter()
        .filter(|(rule, _)| *rule != &format!("{:?}", Rule::Length))
        .map(|(_, n)| n)
        .sum();
    println!("briefs: {}", paths.len());
    println!("flags by rule (versions 1 and 2): {flags:?}");
    println!("leftovers (every flag but length): {leftovers}");
    println!(
        "version 2 repeats {repeated} of its {sentences} sentences from version 1 ({:.0}%); headline unchanged in {same_headlines}",
        100.0 * repeated as f64 / sentences.max(1) as f64
    );
    println!("most repeated: {:.0}% ({})", 100.0 * worst_overlap.0, worst_overlap.1);
    let stock: Vec<&String> = companies_saying
        .iter()
        .filter(|(_, companies)| **companies >= 3)
        .map(|(sentence, _)| sentence)
        .collect();
    println!(
        "sentences in the copy of 3 or more companies (name masked): {}",
        stock.len()
    );
    for sentence in stock {
        println!("  {sentence}");
    }
    // A frame of the writer's own, however its slots are filled: "what gets in the way".
    let half = (paths.len() / 2).max(3);
    let mut frames: Vec<(&String, &usize)> = companies_phrasing.iter().filter(|(_, n)| **n >= half).collect();
    frames.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    println!(
        "five-word runs in the copy of half the companies or more: {} (the commonest: {})",
        frames.len(),
        frames
            .iter()
            .take(8)
            .map(|(run, n)| format!("'{run}' {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    grades.sort_by(f64::total_cmp);
    let mean = grades.iter().sum::<f64>() / grades.len().max(1) as f64;
    println!(
        "reading grade of fields of 20+ words: mean {mean:.1}, median {:.1}",
        grades.get(grades.len() / 2).copied().unwrap_or_default()
    );
}

/// A sentence's runs of five words, without the company's name or punctuation.
fn five_word_runs(sentence: &str) -> Vec<String> {
    let words: Vec<String> = sentence
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_owned())
        .filter(|word| !word.is_empty())
        .collect();
    words
        .windows(5)
        .filter(|run| !run.iter().any(|word| word == "name"))
        .map(|run| run.join(" "))
        .collect()
}
