//! Times the built-in writer over every sample input: both sample answer sets
//! and each section alone, for each of the five sample companies, ten
//! variations each; then the content studio's work on each full input's
//! version 1: a part rewritten (a headline's three options, a shorter
//! 30-second pitch, a value proposition, the key points) and a sync that
//! follows an edited core. `-- --print SAMPLE COMPANY [VARIATION [SECTION]]` prints
//! one output instead (SAMPLE: technology or healthcare; COMPANY: 0 to 4;
//! SECTION: the only section answered, as in the preview).
//!
//! `cargo run --release --example bench_builtin_writer`

use std::time::{Duration, Instant};

use pitchwise::{
    domain::questions::{SectionSample, SAMPLES},
    domain::{InterviewAnswer, InterviewSection, SectionAnswers},
    writer::{
        builtin::{BuiltInWriter, Drafts},
        rewrite::{Instruction, Rewrite},
        sample_companies::sample_companies,
        target::Target,
        GeneratedContent, GenerationInput,
    },
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--print") {
        let sample = SAMPLES
            .iter()
            .find(|s| Some(s.key) == args.get(1).map(String::as_str))
            .expect("a sample");
        let company = args.get(2).and_then(|n| n.parse::<usize>().ok()).unwrap_or(0);
        let variation = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
        let company = sample_companies()[company].clone();
        let input = match args
            .get(4)
            .map(|section| InterviewSection::parse(section).expect("a section"))
        {
            Some(section) => {
                let given = sample
                    .answers
                    .iter()
                    .find(|s| s.section == section)
                    .expect("every section");
                GenerationInput::new(company, &[one_section(given)])
            }
            None => GenerationInput::from_sample(company, sample),
        };
        print(&BuiltInWriter.write(&input, variation));
        return;
    }
    let inputs = inputs();
    let mut times = Vec::new();
    for _ in 0..3 {
        for input in &inputs {
            for variation in 1..=10 {
                let started = Instant::now();
                std::hint::black_box(BuiltInWriter.write(std::hint::black_box(input), variation));
                times.push(started.elapsed());
            }
        }
    }
    report(
        &format!("{} inputs x 10 variations x 3 rounds", inputs.len()),
        "writes",
        times,
    );
    studio();
}

/// Rewrites of four parts and a sync, on version 1 of each full sample input, three rounds.
fn studio() {
    let full: Vec<GenerationInput> = sample_companies()
        .iter()
        .flat_map(|company| {
            SAMPLES
                .iter()
                .map(move |sample| GenerationInput::from_sample(company.clone(), sample))
        })
        .collect();
    let asked = [
        ("website.headline", None, 3),
        ("pitch.pitch30sec", Some("shorter"), 1),
        ("website.valuePropositions.1", None, 1),
        ("pitch.keyPoints", None, 1),
    ];
    let (mut rewrites, mut syncs) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        for input in &full {
            let written = BuiltInWriter.write(input, 1);
            for (path, instruction, count) in asked {
                let rewrite = Rewrite {
                    target: Target::parse(path).expect("a registry path"),
                    instruction: instruction.map(Instruction::new),
                    count,
                };
                let started = Instant::now();
                std::hint::black_box(BuiltInWriter.rewrite(input, &written, &rewrite, 2));
                rewrites.push(started.elapsed());
            }
            let mut core = written.core.clone();
            core.problem_statement = format!("{} Every week it waits, it costs more.", core.problem_statement);
            let started = Instant::now();
            std::hint::black_box(Drafts::new(input).following(core, &written.core).write(1, None));
            syncs.push(started.elapsed());
        }
    }
    report(
        &format!("{} inputs x 4 parts x 3 rounds", full.len()),
        "rewrites",
        rewrites,
    );
    report(&format!("{} inputs x 3 rounds", full.len()), "syncs", syncs);
}

fn report(what: &str, name: &str, mut times: Vec<Duration>) {
    times.sort_unstable();
    let at = |fraction: f64| times[((times.len() - 1) as f64 * fraction).round() as usize];
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{} {name} ({what}): p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs",
        times.len(),
        micros(at(0.5)),
        micros(at(0.99)),
        micros(at(1.0)),
    );
}

/// Every sample company with each full sample set, and with each section of it alone.
fn inputs() -> Vec<GenerationInput> {
    let mut inputs = Vec::new();
    for company in sample_companies() {
        for sample in &SAMPLES {
            inputs.push(GenerationInput::from_sample(company.clone(), sample));
            for section in &sample.answers {
                inputs.push(GenerationInput::new(company.clone(), &[one_section(section)]));
            }
        }
    }
    inputs
}

/// One section's sample answers; the other sections read as unanswered.
fn one_section(section: &SectionSample) -> SectionAnswers {
    let answers = section
        .answers
        .map(|(_, answer)| InterviewAnswer::parse(answer).expect("valid"));
    SectionAnswers::new(section.section, answers)
}

fn print(content: &GeneratedContent) {
    let core = &content.core;
    println!(
        "PROBLEM ({})\n{}\n",
        words(&core.problem_statement),
        core.problem_statement
    );
    println!(
        "VALUE ({})\n{}\n",
        words(&core.value_proposition),
        core.value_proposition
    );
    println!(
        "DIFFERENCE ({})\n{}\n",
        words(&core.competitive_differentiation),
        core.competitive_differentiation
    );
    let website = &content.website;
    println!("HEADLINE ({}) {}", words(&website.headline), website.headline);
    println!("SUBHEADING ({}) {}", words(&website.subheading), website.subheading);
    for item in &website.value_propositions {
        println!(
            "  - {} ({}) — {} ({})",
            item.title,
            words(&item.title),
            item.description,
            words(&item.description)
        );
    }
    println!("CTA ({}) {}\n", words(&website.cta_text), website.cta_text);
    let pitch = &content.pitch;
    println!("PITCH 30s ({})\n{}\n", words(&pitch.pitch_30_sec), pitch.pitch_30_sec);
    println!("PITCH 1min ({})\n{}\n", words(&pitch.pitch_1_min), pitch.pitch_1_min);
    println!("PITCH 3min ({})\n{}\n", words(&pitch.pitch_3_min), pitch.pitch_3_min);
    for point in &pitch.key_points {
        println!("  * {point} ({})", words(point));
    }
}

fn words(text: &str) -> usize {
    text.split_whitespace().count()
}
