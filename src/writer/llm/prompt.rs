//! What the LLM writer tells the model: a system prompt carrying the method
//! (the Perception Formula, the copywriting principles, what each field is for)
//! and, per call, a user message carrying the company's profile, its answers
//! labelled by their questions and the task. The system prompt and the start of
//! the user message are the same for the three calls of a generation, so an
//! endpoint that caches prompt prefixes reads them once.
//!
//! Lengths and aims follow `copywriting.md` of the product's spec; the answers'
//! labels, sections and the parts each answer feeds come from the questions module.

use std::fmt::Write;

use serde::{de::DeserializeOwned, ser::SerializeMap, Serialize, Serializer};

use crate::{
    domain::questions::{ContentPart, SECTIONS},
    writer::{
        AssetContent, CoreMessaging, GenerationInput, InvalidContent, PitchContent, WebsiteContent, WORDS_TO_AVOID,
    },
};

/// How a field's value is written in JSON.
#[derive(Clone, Copy)]
enum Shape {
    Text,
    /// A list of sentences.
    Texts,
    /// A list of `{title, description}`.
    TitledTexts,
}

/// One field the model writes: its JSON key, how long it is and what it is for.
pub struct Field {
    key: &'static str,
    part: ContentPart,
    shape: Shape,
    length: &'static str,
    aim: &'static str,
}

const fn field(key: &'static str, part: ContentPart, shape: Shape, length: &'static str, aim: &'static str) -> Field {
    Field {
        key,
        part,
        shape,
        length,
        aim,
    }
}

/// One of the three answers a generation asks the model for.
pub trait Part: DeserializeOwned {
    /// As the content API and the field checks name it (`website`, ...).
    const NAME: &'static str;
    /// The name of its JSON schema in the request (letters and underscores, as OpenAI asks).
    const SCHEMA_NAME: &'static str;
    /// What the task asks for, as the object of "Write ...".
    const WHAT: &'static str;
    const FIELDS: &'static [Field];

    fn check(&self) -> Result<(), InvalidContent>;
}

impl Part for CoreMessaging {
    const NAME: &'static str = "coreMessaging";
    const SCHEMA_NAME: &'static str = "core_messaging";
    const WHAT: &'static str = "the core messaging: what the company says, whatever the medium";
    const FIELDS: &'static [Field] = &[
        field(
            "problemStatement",
            ContentPart::ProblemStatement,
            Shape::Text,
            "2-3 sentences, 35-70 words",
            "who struggles, in which situation, what it costs them (time, money, feeling); no product name in \
             the first sentence",
        ),
        field(
            "valueProposition",
            ContentPart::ValueProposition,
            Shape::Text,
            "1-2 sentences, 20-45 words",
            "for whom, the outcome, how it feels, and against which alternative",
        ),
        field(
            "competitiveDifferentiation",
            ContentPart::CompetitiveDifferentiation,
            Shape::Text,
            "2-4 sentences, 40-90 words",
            "names the alternatives (or their category), where they let the customer down, the one difference \
             that matters, a proof point",
        ),
    ];

    fn check(&self) -> Result<(), InvalidContent> {
        self.validate()
    }
}

impl Part for WebsiteContent {
    const NAME: &'static str = "website";
    const SCHEMA_NAME: &'static str = "website_content";
    const WHAT: &'static str = "the website content";
    const FIELDS: &'static [Field] = &[
        field(
            "headline",
            ContentPart::Headline,
            Shape::Text,
            "4-10 words",
            "the outcome in the customer's language; no jargon, no colon stacks",
        ),
        field(
            "subheading",
            ContentPart::Subheading,
            Shape::Text,
            "12-25 words",
            "how and for whom; answers \"what is it?\" in one line",
        ),
        field(
            "valuePropositions",
            ContentPart::ValuePropositions,
            Shape::TitledTexts,
            "3 to 5 items; each title 2-5 words, each description 15-35 words",
            "each a distinct benefit drawn from different answers (speed, trust, cost, fit, support); one of \
             them answers the main objection",
        ),
        field(
            "ctaText",
            ContentPart::CallToAction,
            Shape::Text,
            "2-5 words",
            "verb first, concrete, low-risk (\"See your store's numbers\")",
        ),
    ];

    fn check(&self) -> Result<(), InvalidContent> {
        self.validate()
    }
}

impl Part for PitchContent {
    const NAME: &'static str = "pitch";
    const SCHEMA_NAME: &'static str = "pitch_content";
    const WHAT: &'static str = "the pitch content: three spoken pitches and the points to repeat";
    const FIELDS: &'static [Field] = &[
        field(
            "pitch30sec",
            ContentPart::Pitch30Seconds,
            Shape::Text,
            "60-90 words (30 seconds spoken at about 150 words a minute)",
            "hook in the customer's terms, what we do, one outcome, the ask",
        ),
        field(
            "pitch1min",
            ContentPart::Pitch1Minute,
            Shape::Text,
            "130-170 words",
            "hook, problem, cost of the status quo, solution, difference, proof, ask",
        ),
        field(
            "pitch3min",
            ContentPart::Pitch3Minutes,
            Shape::Text,
            "400-480 words",
            "a story: situation, complication (what they tried and why it failed), resolution, how it works in \
             three points, why now (cultural context), the main objection answered, proof, ask",
        ),
        field(
            "keyPoints",
            ContentPart::KeyPoints,
            Shape::Texts,
            "3 to 6 items, each at most 15 words",
            "the strongest claims of the pitches, as sentences a listener could repeat to a colleague",
        ),
    ];

    fn check(&self) -> Result<(), InvalidContent> {
        self.validate()
    }
}

/// The part's JSON schema for `response_format`: every key required, nothing
/// else allowed, and no length or count keywords, which is the subset that OpenAI's
/// strict mode, vLLM and llama.cpp all take. Lengths and counts go in the
/// descriptions; the field checks enforce the counts.
pub fn schema<P: Part>() -> Schema {
    let text = || Schema::Text { description: None };
    Schema::Object(
        P::FIELDS
            .iter()
            .map(|field| {
                let description = field.length;
                let schema = match field.shape {
                    Shape::Text => Schema::Text {
                        description: Some(description),
                    },
                    Shape::Texts => Schema::List {
                        items: Box::new(text()),
                        description,
                    },
                    Shape::TitledTexts => Schema::List {
                        items: Box::new(Schema::Object(vec![("title", text()), ("description", text())])),
                        description,
                    },
                };
                (field.key, schema)
            })
            .collect(),
    )
}

/// A JSON schema, serialized with its properties in the order of the fields
/// (a `serde_json::Value` would sort them): models with structured outputs
/// write the keys in the schema's order, and the pitches should come before
/// the key points drawn from them.
pub enum Schema {
    Text {
        description: Option<&'static str>,
    },
    List {
        items: Box<Schema>,
        description: &'static str,
    },
    /// Every property required, no other allowed.
    Object(Vec<(&'static str, Schema)>),
}

impl Serialize for Schema {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// The properties as a JSON object, in order.
        struct Properties<'a>(&'a [(&'static str, Schema)]);
        impl Serialize for Properties<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_map(self.0.iter().map(|(key, schema)| (key, schema)))
            }
        }

        let mut map = serializer.serialize_map(None)?;
        match self {
            Schema::Text { description } => {
                map.serialize_entry("type", "string")?;
                if let Some(description) = description {
                    map.serialize_entry("description", description)?;
                }
            }
            Schema::List { items, description } => {
                map.serialize_entry("type", "array")?;
                map.serialize_entry("items", items)?;
                map.serialize_entry("description", description)?;
            }
            Schema::Object(properties) => {
                let required: Vec<&str> = properties.iter().map(|(key, _)| *key).collect();
                map.serialize_entry("type", "object")?;
                map.serialize_entry("properties", &Properties(properties))?;
                map.serialize_entry("required", &required)?;
                map.serialize_entry("additionalProperties", &false)?;
            }
        }
        map.end()
    }
}

/// The method, the same for every call of every generation.
pub fn system_prompt() -> String {
    let mut prompt = String::from(
        "You write marketing copy for a business from what its owner knows about their customers. The user \
         message gives the company's profile and the owner's answers to an interview about their customers, \
         then the task. Write copy a marketer would ship after a light edit.\n\n\
         # The method: the Perception Formula\n\
         A customer's perception of a brand is a function of four factors: \
         Perception = f(Heuristics, Hormones, History, Heritage). The interview has one section per factor:\n",
    );
    for section in &SECTIONS {
        let _ = writeln!(
            prompt,
            "- {} ({}): {}",
            section.factor, section.title, section.description
        );
    }
    prompt.push_str(
        "The problem statement draws on heuristics and history, the value proposition on hormones, the \
         competitive differentiation on history and the competitors; the voice of every field comes from \
         heritage and the brand emotions.\n\n\
         # Principles\n\
         - Specific beats general: a number, a named situation or a named alternative from the answers is worth \
         more than any adjective.\n\
         - The customer's words, not the brand's: reuse the owner's phrases for the customer's problem and \
         feelings; turn them into sentences, never paste an answer whole.\n\
         - Outcome first, mechanism second: say what changes for the customer, then how.\n\
         - One idea a sentence, sentences of 8 to 22 words; vary the rhythm.\n\
         - Claims carry proof or stay modest: no superlative without a reason given in the answers.\n\
         - Voice: the answer on brand emotions says how the customer should feel about the brand, the one on \
         brand associations what it should remind them of, the ones on industry norms and generations how \
         formal to be. Keep one voice across every field.\n\
         - Write in the language of the answers.\n",
    );
    // "Leverage" is fine as a noun; the guide means the verb.
    let words: Vec<&str> = WORDS_TO_AVOID
        .iter()
        .map(|word| {
            if *word == "leverage" {
                "leverage (as a verb)"
            } else {
                word
            }
        })
        .collect();
    let _ = writeln!(prompt, "- Never use these words: {}.", words.join(", "));
    prompt.push_str(
        "- Never leave placeholders ({company}, [INSERT], TBD), doubled punctuation or spaces, a sentence that \
         starts with a lowercase answer fragment, an answer pasted as a sentence, or the same sentence twice \
         in one field.\n\n\
         # The fields\n",
    );
    describe_fields::<CoreMessaging>(&mut prompt);
    describe_fields::<WebsiteContent>(&mut prompt);
    describe_fields::<PitchContent>(&mut prompt);
    prompt.push_str(
        "\n# Answer format\n\
         Answer with one JSON object and nothing else (no prose, no code fence), with exactly the keys the \
         task names.",
    );
    prompt
}

fn describe_fields<P: Part>(prompt: &mut String) {
    let _ = writeln!(prompt, "{} (`{}`):", capitalised(P::WHAT), P::NAME);
    for field in P::FIELDS {
        let _ = writeln!(
            prompt,
            "- {} ({}): {}; {}.",
            field.key,
            field.part.label(),
            field.length,
            field.aim
        );
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The company's profile and its answers by section and question: what every
/// call of a generation writes from.
pub fn brief(input: &GenerationInput) -> String {
    let company = &input.company;
    let mut brief = String::from("# Company profile\n");
    for (label, value) in [
        ("Name", &company.name),
        ("Industry", &company.industry),
        ("Description", &company.description),
        ("Products and services", &company.products_services),
        ("Competitors", &company.competitors),
        ("Website", &company.website_url),
    ] {
        if !value.trim().is_empty() {
            let _ = writeln!(brief, "{label}: {}", value.trim());
        }
    }
    brief.push_str("\n# The interview's answers\n");
    for section in &SECTIONS {
        let _ = writeln!(brief, "\n## {} ({})", section.title, section.factor);
        for question in &section.questions {
            let feeds: Vec<&str> = question.enhances.iter().map(|part| part.label()).collect();
            let answer = match input.answer(question.key).trim() {
                "" => "(not answered)",
                answer => answer,
            };
            let _ = writeln!(
                brief,
                "\nQuestion: {}\nFeeds: {}\nAnswer: {answer}",
                question.label,
                feeds.join(", ")
            );
        }
    }
    brief
}

/// The user message of one call: the brief, the core messaging to build on
/// (for the website and the pitch), then the task with the part's schema.
pub fn task<P: Part>(brief: &str, core: Option<&CoreMessaging>) -> String {
    let mut message = format!("{brief}\n");
    let built_on = match core {
        Some(core) => {
            let core = serde_json::to_string_pretty(core).expect("the core messaging is JSON");
            let _ = writeln!(message, "# The core messaging to build on\n{core}\n");
            ", built on the core messaging above"
        }
        None => "",
    };
    let keys: Vec<&str> = P::FIELDS.iter().map(|field| field.key).collect();
    let schema = serde_json::to_string(&schema::<P>()).expect("a schema is JSON");
    let _ = write!(
        message,
        "# Task\nWrite {}{built_on}. Answer with a JSON object with exactly the keys {}, \
         of this JSON schema:\n{schema}",
        P::WHAT,
        keys.join(", "),
    );
    message
}

/// What a repair call adds after the unusable answer.
pub fn repair_request(problem: &str) -> String {
    format!(
        "That answer cannot be used: {problem}. Answer again with the corrected JSON object only, with exactly \
         the keys the task names."
    )
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_system_prompt_carries_the_method_and_every_field() {
        let prompt = system_prompt();
        for factor in ["Heuristics", "Hormones", "History", "Heritage", "Customer Mindset"] {
            assert!(prompt.contains(factor), "{factor}");
        }
        let fields = [CoreMessaging::FIELDS, WebsiteContent::FIELDS, PitchContent::FIELDS];
        for key in fields.iter().flat_map(|fields| fields.iter()).map(|field| field.key) {
            assert!(prompt.contains(&format!("- {key} (")), "{key}");
        }
        assert!(prompt.contains("35-70 words") && prompt.contains("seamless") && prompt.contains("JSON"));
    }

    #[test]
    fn schemas_require_every_key_in_order_and_nothing_else() {
        let website = serde_json::to_value(schema::<WebsiteContent>()).unwrap();
        assert_eq!(
            website["required"],
            json!(["headline", "subheading", "valuePropositions", "ctaText"])
        );
        assert_eq!(website["additionalProperties"], json!(false));
        let item = &website["properties"]["valuePropositions"]["items"];
        assert_eq!(item["required"], json!(["title", "description"]));
        assert_eq!(item["additionalProperties"], json!(false));

        let pitch = serde_json::to_string(&schema::<PitchContent>()).unwrap();
        let at = |key: &str| pitch.find(&format!("\"{key}\":{{")).unwrap();
        assert!(
            at("pitch30sec") < at("pitch3min") && at("pitch3min") < at("keyPoints"),
            "{pitch}"
        );
        assert!(pitch.contains(r#""keyPoints":{"type":"array","items":{"type":"string"},"description""#));
    }
}
