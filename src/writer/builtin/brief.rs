//! What the built-in writer reads out of a company's profile and answers
//! before it writes a word: who the customers are, the moment the problem
//! hurts, what it costs, how it feels, what they tried, what they want
//! instead. Each piece is a short phrase or clause in the owner's own words,
//! ranked by how specific it is, ready for a sentence of the writer's.
//! Whatever an answer does not give stays empty; the writer then falls back
//! on the profile.

use super::reported;
use super::text::{
    as_we, bare, clauses, ends_on_function_word, first_words, has_banned_word, has_first_person, lower_first, reworded,
    singular, specificity, stands_alone, tightened, to_second_person, trim_to, with_article, without_lead_in,
};
use crate::writer::notes::asks;
use crate::writer::prose::{
    bare_words, capitalize, ends_with_abbreviation, has_word, list, sentence, sentences, word_count,
};
use crate::{
    domain::ResponseKey,
    writer::{
        quality::{has_form_of, spelling},
        GenerationInput, Previous,
    },
};

/// Who the company sells to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audience {
    /// In full, for a first mention: "category managers and store managers at regional grocery chains".
    pub people: String,
    /// For running text: "category managers", "clinic owners".
    pub short: String,
    /// The organisations they work in, when the answers say: "regional grocery chains".
    pub orgs: Option<String>,
}

impl Audience {
    /// Whether the brief never says who the customers are, so the audience is
    /// the company's own ("Spoke Doctor's customers"): copy then speaks to "you"
    /// rather than say the company is made for its own customers.
    pub fn is_unnamed(&self, company: &str) -> bool {
        self.people.starts_with(company)
    }
}

/// An objection as a customer says it: "Is it dearer than a salon?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Objection {
    pub said: String,
    /// The owner's reply, when the notes give one: "A bit, but no travel and no 4-hour wait."
    pub reply: Option<String>,
}

/// Something a customer wants to do once the problem is solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Want {
    /// Who wants it, lowercase unless a name: "store managers", "owners".
    pub who: String,
    /// What they want to do, a verb phrase: "walk into the Monday meeting with waste down".
    pub action: String,
}

/// Feelings named in the answers, as adjectives that follow "feel".
type Lexicon = [(&'static str, &'static str)];

/// How the problem feels; a key ending in `*` matches a word's start.
const PROBLEM_FEELINGS: &Lexicon = &[
    ("frustrat*", "frustrated"),
    ("shame", "ashamed"),
    ("ashamed", "ashamed"),
    ("anxi*", "anxious"),
    ("blame*", "blamed"),
    ("guilt*", "guilty"),
    ("stretched", "stretched"),
    ("overwhelm*", "overwhelmed"),
    ("worr*", "worried"),
    ("embarrass*", "embarrassed"),
    ("stress*", "stressed"),
    ("tired", "tired"),
    ("exhaust*", "exhausted"),
    ("helpless", "helpless"),
    ("angry", "angry"),
    ("anger", "angry"),
    ("afraid", "afraid"),
    ("scared", "afraid"),
    ("alone", "alone"),
    ("lonely", "alone"),
    ("confus*", "confused"),
    ("rushed", "rushed"),
    ("annoy*", "annoyed"),
    ("powerless", "powerless"),
    ("disappoint*", "disappointed"),
    ("unsure", "unsure"),
    ("uncertain*", "unsure"),
    ("nervous", "nervous"),
    ("panic*", "panicked"),
    ("stuck", "stuck"),
    ("ignored", "ignored"),
    ("drained", "drained"),
];

/// How customers want to feel once it is solved.
const RELIEF_FEELINGS: &Lexicon = &[
    ("in control", "in control"),
    ("proud", "proud"),
    ("pride", "proud"),
    ("calm*", "calm"),
    ("reliev*", "relieved"),
    ("relief", "relieved"),
    ("confiden*", "confident"),
    ("focus*", "focused"),
    ("looked after", "looked after"),
    ("safe", "safe"),
    ("reassur*", "reassured"),
    ("organised", "organised"),
    ("organized", "organized"),
    ("relax*", "relaxed"),
    ("rested", "rested"),
    ("happy", "happy"),
    ("prepared", "prepared"),
    ("secure", "secure"),
    ("respected", "respected"),
    ("valued", "valued"),
    ("peace of mind", "at ease"),
    ("at ease", "at ease"),
    ("free", "free"),
    ("freedom", "free"),
];

/// How customers should feel about the brand: the voice.
const BRAND_FEELINGS: &Lexicon = &[
    ("practical", "practical"),
    ("calm", "calm"),
    ("reassur*", "reassuring"),
    ("safe", "safe"),
    ("warm", "warm"),
    ("competent", "competent"),
    ("human", "human"),
    ("quiet", "quiet"),
    ("reliab*", "reliable"),
    ("friendly", "friendly"),
    ("organised", "organised"),
    ("discreet", "discreet"),
    ("honest*", "honest"),
    ("plain", "plain-spoken"),
    ("dependable", "dependable"),
    ("personal", "personal"),
    ("expert*", "expert"),
    ("clear", "clear"),
    ("trust*", "trustworthy"),
];

/// Words always written with a capital.
const ALWAYS_NAMES: [&str; 19] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "January",
    "February",
    "March",
    "April",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
    "English",
];

/// Words of the customers' own people that a "they" at a sentence's start stands for.
const CUSTOMER_NOUNS: [&str; 9] = [
    "customers",
    "clients",
    "users",
    "buyers",
    "patients",
    "members",
    "students",
    "guests",
    "shoppers",
];

/// The most words of an answer a clause keeps: enough for a specific detail,
/// short enough that the copy reuses phrases rather than pasting sentences.
const CLAUSE_WORDS: usize = 14;

/// Everything the writer knows before it writes.
#[derive(Debug, Clone)]
pub struct Brief {
    pub name: String,
    /// What the company does, as a verb phrase after its name: "builds sales dashboards that ...".
    pub identity: String,
    /// The products and services in one phrase, lowercase first.
    pub offer: String,
    /// The products and services one by one.
    pub products: Vec<String>,
    /// The products the profile prices, with their prices: "toner refresh £45".
    pub priced: Vec<String>,
    /// What the products list says of a product in brackets: ("flat roof
    /// replacement", "EPDM rubber, 20-year guarantee").
    pub details: Vec<(String, String)>,
    /// Competitors named in the profile.
    pub competitors: Vec<String>,
    pub audience: Audience,
    /// Words the owner capitalises mid-sentence (product names, days, acronyms).
    pub names: Vec<String>,
    /// Clauses of the moment the problem hurts, most specific first (immediateProblem).
    pub scenes: Vec<String>,
    /// What it costs them, most specific first (painPoints).
    pub costs: Vec<String>,
    /// A short answer's notes, when it is no more than notes ("audit coming.
    /// certs out of date"): what brings them (immediateProblem) and what it
    /// costs (painPoints), for a brief with no clause to tell it.
    pub moment_notes: Vec<String>,
    pub cost_notes: Vec<String>,
    /// The cost of changing nothing, when the comparisons name it.
    pub status_quo: Option<String>,
    /// Clauses of how the problem feels (problemEmotions).
    pub feeling_clauses: Vec<String>,
    pub problem_feelings: Vec<&'static str>,
    pub relief_feelings: Vec<&'static str>,
    pub brand_feelings: Vec<&'static str>,
    /// What they want to do once it is solved (solutionEmotions).
    pub wants: Vec<Want>,
    /// The objections as the customers say them, in the owner's order.
    pub objections: Vec<Objection>,
    /// What they fear underneath the objections: "losing control over ordering".
    pub fear: Option<String>,
    /// What they compare the company with (comparisons), as noun phrases.
    pub alternatives: Vec<String>,
    /// The earlier solutions (previousSolutions), as noun phrases.
    pub tried: Vec<String>,
    /// Where the earlier solutions let them down (disappointments).
    pub letdowns: Vec<String>,
    /// What they need to see first (firstImpression): "their own data, not a polished demo account".
    pub sights: Vec<String>,
    /// Every answer's clauses, most specific first, by response key in interview order.
    pub clauses: Vec<(ResponseKey, Vec<String>)>,
    /// A low-risk first step the answers offer: "try it in three stores for six weeks".
    pub trial: Option<String>,
    /// The usual first steps the customers expect, as the answers name them: pilot, trial, demo.
    pub known_steps: Vec<&'static str>,
    /// The first concrete step the answers name, as a call to action: "Book a free quote visit".
    pub first_step: Option<String>,
    /// The signals they trust when they decide quickly (decisionShortcuts).
    pub signals: Vec<String>,
    /// What has changed for them lately (evolvedNeeds).
    pub changes: Vec<String>,
    /// What their industry expects (industryNorms).
    pub norms: Vec<String>,
    /// Their values and habits (culturalFactors).
    pub culture: Vec<String>,
    /// What the description tells of the company after its first sentence
    /// ("Appointments are 45 minutes, not 20"), in its order: the pitch's own material.
    pub story: Vec<String>,
    /// How the company works, as the description notes it without a verb: "one
    /// dog at a time", "no cages, no dryers blasting". Its difference, said as it is.
    pub promises: Vec<String>,
    /// Who the company is, as the owner says it in a pitch: the description's
    /// "me and my mum, both trained dressmakers", cleaned to "the owner and the
    /// owner's mum", said as "It's me and my mum, both trained dressmakers".
    pub team: Option<String>,
    /// What the company does, in its own words ("We do one dog at a time,
    /// start to finish"): the answers' and the description's clauses with the
    /// company for subject, spoken as "we", most specific first.
    pub deeds: Vec<String>,
    /// An industry norm the owner speaks against ("clinical white rooms, long
    /// forms ... drives the owner mad"): a contrast, never a benefit.
    pub rejected_norm: Option<Rejection>,
    /// What the brand should remind them of: "a colleague who has done the job".
    pub likeness: Option<String>,
    /// What the brand must never be mistaken for.
    pub unlike: Option<String>,
    /// What should come to mind with the brand: "full shelves, fresh produce and less waste".
    pub associations: Option<String>,
    /// The active version, which a new version does not repeat.
    pub previous: Option<Previous>,
    /// The owner's rating where customers review it: "rated 4.8 on Google from about 400 reviews".
    pub rating: Option<String>,
    /// The year the company began: "open since 2016", "est 2009", "my dad started it in 1987".
    pub since: Option<u16>,
    /// How long they have been at it, when the owner counts years: "been at it 22 years".
    pub years: Option<u16>,
    /// What a customer can check, as the owner put it: "AIIC member", "2,600+ reports done
    /// since 2017", "took Gold at the Royal Adelaide Show in 2022 and 2023".
    pub credentials: Vec<String>,
}

impl Brief {
    /// The brief of cleaned notes: read without their asides in brackets, but
    /// for the objections, where an aside is the owner's reply.
    pub fn read_notes(notes: &GenerationInput) -> Self {
        let mut brief = Self::read(&notes.without_asides());
        let name = notes.company.name.as_str();
        // A price in an aside is the product's: "Full groom (from £45 small dogs, £65 large)".
        let listed = notes
            .company
            .products_services
            .lines()
            .map(|line| prices_from_asides(line.trim().trim_start_matches(['-', '*', '•', '+']).trim()))
            .collect::<Vec<_>>()
            .join(", ");
        brief.priced = priced(&listed, &brief.names);
        brief.details = details(&notes.company.products_services, &brief.names);
        brief.objections = objections(notes.answer(ResponseKey::Objections), name);
        // Read with the asides, where owners put them: "google reviews (4.8, 400ish)".
        let everything: Vec<&str> = [notes.company.description.as_str(), &notes.company.products_services]
            .into_iter()
            .chain(ResponseKey::all().map(|key| notes.answer(key)))
            .collect();
        brief.rating = everything.iter().find_map(|text| rating(text));
        brief.since = everything.iter().find_map(|text| since(text));
        // Where owners say what they are, not what others lack (a letdown's "unlicensed
        // operators") nor what the customers look for ("an insurance certificate").
        let own_words = [notes.company.description.as_str(), &notes.company.products_services]
            .into_iter()
            .chain([ResponseKey::FirstImpression, ResponseKey::BrandAssociations].map(|key| notes.answer(key)));
        let parts: Vec<String> = own_words.flat_map(credential_parts).collect();
        brief.years = parts.iter().find_map(|part| years_at_it(part));
        brief.credentials = parts
            .into_iter()
            .filter(|part| is_credential(part))
            .fold(Vec::new(), |mut kept, part| {
                if !kept.iter().any(|said: &String| said.eq_ignore_ascii_case(&part)) {
                    kept.push(part);
                }
                kept
            });
        // The replies are the company's own: "Hartley's Bakery brings it out" is "we bring it out",
        // and "we say compare our mince" is "compare our mince".
        for objection in &mut brief.objections {
            objection.reply = objection.reply.as_deref().map(|reply| {
                let reply = as_we(&owners_reply(reply), &[name, "the owner"]);
                match ["We say ", "I say ", "We tell them ", "I tell them "]
                    .iter()
                    .find_map(|said| reply.strip_prefix(said))
                {
                    Some(rest) => capitalize(rest),
                    None => reply,
                }
            });
        }
        brief
    }

    /// What the profile says `product` costs: "from £180", "$95 per person".
    pub fn price_of(&self, product: &str) -> Option<String> {
        self.priced.iter().find_map(|item| {
            let named = product_name(item).is_some_and(|named| named.eq_ignore_ascii_case(product));
            let words: Vec<&str> = item.split_whitespace().collect();
            let at = words.iter().position(|word| word.contains(['£', '$', '€']))?;
            let at = match at.checked_sub(1) {
                Some(before) if ["from", "at"].contains(&words[before]) => before,
                _ => at,
            };
            named
                .then(|| words[at..].join(" "))
                .filter(|price| word_count(price) <= 7)
        })
    }

    /// The objections the owner answered, with the answers.
    pub fn replied(&self) -> Vec<(&str, &str)> {
        self.objections
            .iter()
            .filter_map(|objection| Some((objection.said.as_str(), objection.reply.as_deref()?)))
            .collect()
    }

    pub fn read(input: &GenerationInput) -> Self {
        let company = &input.company;
        let mut names = proper_names(input);
        // The company's name is a name, but not its everyday words: "Ridgeback
        // Roofing offers roofing repairs", not "Roofing repairs".
        // A one-word name ("Bloom") stays a name.
        let everyday = |word: &str| {
            company.name.split_whitespace().count() > 1
                && company.name.split_whitespace().any(|own| own == word)
                && crate::writer::quality::spelling::is_known(&word.to_lowercase())
        };
        names.extend(company.name.split_whitespace().map(str::to_owned));
        names.retain(|word| !everyday(word));
        let answer = |key: ResponseKey| input.answer(key);
        let audience = audience(input, &names);
        // Every answer's clauses, ranked once; the fields below pick from them. Not one
        // where the owner's "we" of a generation became the company ("teens don't care
        // about driving like we did" is no sentence about High Desert Driving School).
        let name = capitalized_name(&company.name);
        let of_a_generation = |clause: &String| {
            ["like", "than", "as"].iter().any(|compared| {
                ["did", "were", "was", "used", "had"]
                    .iter()
                    .any(|verb| clause.contains(&format!("{compared} {name} {verb}")))
            })
        };
        let (norms, rejected_norm) = trade_norms(answer(ResponseKey::IndustryNorms), &name);
        let clauses: Vec<(ResponseKey, Vec<String>)> = ResponseKey::all()
            .map(|key| {
                let mut said = ranked(answer(key), 5, CLAUSE_WORDS, &audience);
                said.retain(|clause| !of_a_generation(clause));
                // An answer of notes without a clause ("dry cleaning bills, panic buying the
                // night before an interview") is said as its list.
                if said.is_empty() {
                    said.extend(listed_notes(answer(key), &names));
                }
                (key, said)
            })
            .collect();
        let said = |key: ResponseKey| {
            clauses
                .iter()
                .find(|(said_for, _)| *said_for == key)
                .map(|(_, said)| said.clone())
                .unwrap_or_default()
        };
        // What the customers live with: never what the company itself does
        // ("Hartley's Bakery did her 30 people in 3 hours" is no problem, nor a norm).
        let about_them = |key: ResponseKey| -> Vec<String> {
            said(key)
                .into_iter()
                .filter(|clause| !about_the_company(clause, &company.name))
                .collect()
        };
        // A list of products (one a line, or a long run of them) is its items;
        // the offer, as copy says it, is the first few of them.
        let listed = company
            .products_services
            .lines()
            .map(|line| line.trim().trim_start_matches(['-', '*', '•', '+']).trim())
            .map(|line| line.trim_end_matches(['.', ';']))
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join(", ");
        let own_names =
            names_in(interview_texts(input).chain([company.description.as_str(), company.products_services.as_str()]));
        // A note on prices ("depends on the coat", "from £35") is no product.
        let products: Vec<String> = list_items(bare(&listed), &names)
            .into_iter()
            .filter(|item| {
                let lower = item.to_lowercase();
                // "Imports Trados and memoQ files" is what a product does, not one.
                let does = lower
                    .split_whitespace()
                    .next()
                    .is_some_and(|first| PRODUCT_VERBS.contains(&first));
                !has_finite_verb(item)
                    && !does
                    // Nor a term of sale: "buy what you love at 50% off retail".
                    && ![
                        "depends", "from ", "up to ", "price", "all ", "plus ", "buy ", "save ", "pay ", "not ", "no ",
                        "including ", "incl", "excluding ", "except ", "most ", "billed ", "annual =", "annually", "roughly ", "about ",
                        "around ", "typically ", "usually ", "minimum ",
                    ]
                        .iter()
                        .any(|note| lower.starts_with(note))
            })
            // "Linen hire" opened its line, and only a rival ("Johnsons Hotel Linen")
            // capitalises it; "Xero sync" is a name the dictionary lacks.
            .map(|item| {
                let mut words = item.split_whitespace();
                let first = words.next().unwrap_or_default();
                let next_is_name = words.next().is_some_and(|next| next.starts_with(char::is_uppercase));
                let own_name = own_names.iter().any(|name| name == first);
                // "PAT testing", "IT support": an initialism keeps its capitals.
                let initialism = first.chars().filter(|c| c.is_uppercase()).count() > 1;
                if is_dictionary_word(&first.to_lowercase()) && !next_is_name && !own_name && !initialism {
                    first.to_lowercase() + &item[first.len()..]
                } else {
                    item
                }
            })
            .collect();
        let offer = match bare(&listed) {
            "" => offer_from_description(&company.description, &names),
            // Prices and terms are told where they belong, not in the offer's name.
            _ if !products.is_empty() => {
                let first: Vec<String> = products.iter().take(3).map(|product| with_article(product)).collect();
                list(&first, "and")
            }
            given => lower_first(given, &names),
        };
        Self {
            priced: priced(&listed, &names),
            details: details(&company.products_services, &names),
            name: capitalized_name(&company.name),
            identity: identity(&company.name, &company.description, &offer, &names),
            offer,
            products,
            competitors: competitors(&company.competitors),
            scenes: about_them(ResponseKey::ImmediateProblem),
            costs: about_them(ResponseKey::PainPoints),
            moment_notes: notes(answer(ResponseKey::ImmediateProblem), &names),
            cost_notes: notes(answer(ResponseKey::PainPoints), &names),
            status_quo: said(ResponseKey::Comparisons)
                .into_iter()
                .find(|clause| has_word(clause, "nothing") || has_word(clause, "cost")),
            feeling_clauses: naming_feelings_first(about_them(ResponseKey::ProblemEmotions)),
            problem_feelings: feelings(answer(ResponseKey::ProblemEmotions), PROBLEM_FEELINGS),
            relief_feelings: feelings(answer(ResponseKey::SolutionEmotions), RELIEF_FEELINGS),
            brand_feelings: feelings(answer(ResponseKey::BrandEmotions), BRAND_FEELINGS),
            wants: wants(answer(ResponseKey::SolutionEmotions), &audience),
            fear: phrase_after(
                answer(ResponseKey::Objections),
                &["fear of ", "fear ", "worry that ", "afraid of "],
            )
            .and_then(|fear| trim_to(&fear, 2, 8)),
            objections: objections(answer(ResponseKey::Objections), &company.name),
            alternatives: alternatives(answer(ResponseKey::Comparisons)),
            tried: tried(answer(ResponseKey::PreviousSolutions)),
            letdowns: about_them(ResponseKey::Disappointments),
            sights: sentences(answer(ResponseKey::FirstImpression))
                .iter()
                .filter_map(|s| phrase_after(s, &["need to see ", "needs to see ", "want to see ", "wants to see "]))
                .filter_map(|sight| trim_to(&sight, 2, 12))
                .collect(),
            clauses: clauses.clone(),
            trial: sentences(answer(ResponseKey::DecisionShortcuts))
                .iter()
                .filter_map(|s| {
                    phrase_after(
                        s,
                        // Not "can you ...": the customers asking what the company can do
                        // ("Can you come this week") is no promise that it can.
                        &["can we ", "can they ", "could we ", "they can ", "you can "],
                    )
                })
                .find_map(|step| trim_to(&step, 2, 12)),
            // Not "demo": owners mostly name it to say what does not convince ("more than any demo").
            known_steps: ["pilot", "trial"]
                .into_iter()
                .filter(|step| {
                    [ResponseKey::DecisionShortcuts, ResponseKey::IndustryNorms]
                        .into_iter()
                        .any(|key| has_word(answer(key), step))
                })
                .collect(),
            first_step: first_step(input),
            signals: said(ResponseKey::DecisionShortcuts),
            changes: about_them(ResponseKey::EvolvedNeeds),
            norms,
            culture: about_them(ResponseKey::CulturalFactors),
            story: sentences(&company.description)
                .iter()
                .skip(1)
                .flat_map(|sentence| ranked(sentence, 5, CLAUSE_WORDS, &audience))
                // Nor the owner's note on who works there, verbless once cleaned ("just me and
                // my partner Jo" → "The owner and the owner's partner Jo"): no sentence of the brand's.
                .filter(|clause| {
                    let owner_note = clause.to_lowercase().starts_with("the owner") && !has_finite_verb(clause);
                    // "The owner is Lucia, ...": who is talking, not the company's story.
                    let introduction = clause
                        .strip_prefix("The owner is ")
                        .is_some_and(|rest| rest.starts_with(char::is_uppercase));
                    !has_first_person(clause) && !owner_note && !introduction && team(clause).is_none()
                })
                .collect(),
            team: sentences(&company.description)
                .iter()
                .find_map(|sentence| team(sentence)),
            promises: promises(&company.description, &names),
            deeds: deeds(input),
            rejected_norm,
            likeness: [
                answer(ResponseKey::BrandEmotions),
                answer(ResponseKey::BrandAssociations),
            ]
            .iter()
            .flat_map(|answer| sentences(answer))
            .find_map(|s| {
                phrase_after(
                    &s,
                    &[
                        "like ",
                        "closer to ",
                        "remind ",
                        "associated with ",
                        "reminds ",
                        "feel like ",
                    ],
                )
            })
            // "a friend with great taste who lends you her closet": what the brand is, said outright.
            .or_else(|| {
                sentences(answer(ResponseKey::BrandAssociations))
                    .into_iter()
                    .find(|s| s.starts_with("A ") || s.starts_with("An "))
                    .map(|s| lower_first(bare(&s), &names))
            })
            .map(|phrase| likeness(&phrase))
            // A noun phrase, to follow "feel like": not a clause ("their kid is braver").
            .filter(|phrase| (2..=10).contains(&word_count(phrase)) && !has_finite_verb(phrase)),
            unlike: sentences(answer(ResponseKey::BrandAssociations))
                .iter()
                .find_map(|s| {
                    phrase_after(s, &["mistaken for ", "confused with ", "never look like "]).or_else(|| {
                        // "never a luxury boutique where you feel judged"
                        let lower = s.to_ascii_lowercase();
                        ["never a ", "never an "]
                            .iter()
                            .find_map(|never| lower.find(never).map(|at| s[at + 6..].to_owned()))
                    })
                })
                .and_then(|phrase| trim_to(&phrase, 2, 10)),
            associations: sentences(answer(ResponseKey::BrandAssociations))
                .iter()
                .find_map(|s| {
                    let lower = s.to_ascii_lowercase();
                    lower
                        .find(" should come to mind")
                        .map(|at| bare(&s[..at]).to_owned())
                        .or_else(|| phrase_after(s, &["associations to build are ", "to be known for "]))
                })
                .and_then(|phrase| trim_to(&phrase, 2, 10))
                .map(|phrase| lower_first(&phrase, &names)),
            audience,
            names,
            previous: input.previous.clone(),
            rating: None,
            since: None,
            years: None,
            credentials: Vec::new(),
        }
    }

    /// `clause` to follow a colon or a comma: first letter lowercase unless a name.
    pub fn inline(&self, clause: &str) -> String {
        lower_first(bare(clause), &self.names)
    }

    /// `clause` to open a sentence: a leading "they" becomes the customers.
    pub fn opening(&self, clause: &str) -> String {
        let clause = bare(clause);
        match clause.split_once(' ') {
            Some((they, rest)) if they.eq_ignore_ascii_case("they") => {
                format!("{} {rest}", capitalize(&self.audience.short))
            }
            _ => capitalize(clause),
        }
    }

    /// Whether `clause` tells what the company or its owner does.
    pub fn is_ours(&self, clause: &str) -> bool {
        about_the_company(clause, &self.name)
    }
}

/// An objection's reply, which the notes left in the customers' first person,
/// as the company's: "Your not, my oldest student is 78" → "You're not, our oldest student is 78".
fn owners_reply(reply: &str) -> String {
    let said: Vec<String> = reply
        .split(' ')
        .enumerate()
        .map(|(at, token)| {
            let word = token.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            let ours = match word {
                "my" => "our",
                "My" => "Our",
                "me" => "us",
                "mine" => "ours",
                "I" if at == 0 => "We",
                "I" => "we",
                "I'm" if at == 0 => "We're",
                "I'm" => "we're",
                // "your not": the owner's slip for "you're not".
                "Your" | "your"
                    if reply
                        .split(' ')
                        .nth(at + 1)
                        .is_some_and(|next| next.trim_end_matches(|c: char| !c.is_alphanumeric()) == "not") =>
                {
                    if word == "Your" {
                        "You're"
                    } else {
                        "you're"
                    }
                }
                _ => return token.to_owned(),
            };
            format!("{ours}{}", &token[word.len()..])
        })
        .collect();
    said.join(" ")
}

/// Words capitalised inside a sentence anywhere in the input, and the days and months.
fn proper_names(input: &GenerationInput) -> Vec<String> {
    let company = &input.company;
    let texts = interview_texts(input).chain([
        company.description.as_str(),
        company.products_services.as_str(),
        company.competitors.as_str(),
    ]);
    names_in(texts)
}

/// Words capitalised inside a sentence of `texts`, and the days and months.
fn names_in<'a>(texts: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut names: Vec<String> = ALWAYS_NAMES.iter().map(|name| (*name).to_owned()).collect();
    for text in texts {
        for sentence in sentences(text) {
            let words: Vec<&str> = sentence.split_whitespace().collect();
            for pair in words.windows(2) {
                // After a colon or inside quotes a capital opens a sentence, not a name.
                let opens_sentence =
                    pair[0].ends_with([':', '.', '?', '!']) || pair[1].starts_with(['\'', '"', '‘', '“']);
                let word = pair[1].trim_matches(|c: char| !c.is_alphanumeric());
                let capital = word.chars().next().is_some_and(char::is_uppercase);
                if capital && !opens_sentence && word.len() > 1 && !names.iter().any(|name| name == word) {
                    names.push(word.to_owned());
                }
            }
        }
    }
    names
}

/// Every answer's text, in interview order.
fn interview_texts(input: &GenerationInput) -> impl Iterator<Item = &str> {
    crate::domain::InterviewSection::ALL
        .into_iter()
        .flat_map(|section| section.response_keys())
        .map(|key| input.answer(key))
}

/// The clauses of `answer` that stand alone in `min..=max` words, most
/// specific first, each once; one opening with "Our customers" made the audience.
fn ranked(answer: &str, min: usize, max: usize, audience: &Audience) -> Vec<String> {
    let mut found: Vec<(i32, String)> = Vec::new();
    // A question is the customer's ("can we try it ...?", "Can you come this week."),
    // not a statement to reuse.
    for sentence in sentences(answer)
        .iter()
        .filter(|sentence| !bare_end(sentence).ends_with('?') && !asks(sentence))
    {
        for clause in clauses(sentence) {
            // "Also more agencies pay by platform": the joiner went with the sentence before.
            let clause = ["oh and ", "and also ", "also ", "and "]
                .iter()
                .find_map(|joiner| {
                    clause
                        .get(..joiner.len())
                        .filter(|head| head.eq_ignore_ascii_case(joiner))
                        .map(|_| capitalize(&clause[joiner.len()..]))
                })
                .unwrap_or(clause);
            let Some(clause) = trim_to(&tightened(&clause), min, max).filter(|clause| !defines_audience(clause)) else {
                continue;
            };
            let clause = reworded(&about_customers(&clause, audience));
            let usable = stands_alone(&clause)
                && !ends_on_function_word(&clause)
                && !has_banned_word(&clause)
                && quotes_closed(&clause);
            if usable && !found.iter().any(|(_, seen)| *seen == clause) {
                found.push((specificity(&clause), clause));
            }
        }
    }
    // A stable sort keeps the owner's order among equals.
    found.sort_by_key(|(score, _)| -score);
    found.into_iter().map(|(_, clause)| clause).collect()
}

/// The clauses in which the company tells what it does, as "we" (see [`Brief::deeds`]).
fn deeds(input: &GenerationInput) -> Vec<String> {
    let name = input.company.name.trim();
    // The brand's answers say how to sound, the objections what customers say.
    let told = ResponseKey::all()
        .filter(|key| {
            !matches!(
                key,
                ResponseKey::Objections | ResponseKey::BrandEmotions | ResponseKey::BrandAssociations
            )
        })
        .map(|key| (Some(key), input.answer(key)))
        .chain([(None, input.company.description.as_str())]);
    let mut found: Vec<(i32, String)> = Vec::new();
    for (key, sentence) in told.flat_map(|(key, text)| sentences(text).into_iter().map(move |s| (key, s))) {
        if bare_end(&sentence).ends_with('?') {
            continue;
        }
        // "I have nothing to wear to work", in an answer about the customers'
        // problem, is the customer talking: never the company's deed.
        let customers_voice = key.is_some_and(|key| {
            matches!(
                key,
                ResponseKey::ImmediateProblem
                    | ResponseKey::ProblemEmotions
                    | ResponseKey::SolutionEmotions
                    | ResponseKey::PainPoints
                    | ResponseKey::Disappointments
            )
        });
        let words: Vec<String> = bare_words(&sentence).collect();
        // The cleaned notes say "the owner" where the answer said "I".
        let singular_self = ["i", "i'm", "i'll", "i've", "i'd", "my", "me", "owner", "owner's"];
        let says_we = ["we", "we're", "we've", "we'll", "our", "us"];
        if customers_voice
            && words.iter().any(|word| singular_self.contains(&word.as_str()))
            && !words.iter().any(|word| says_we.contains(&word.as_str()))
        {
            continue;
        }
        let spoken = as_we(&sentence, &[name, "the owner"]);
        // "We don't charge setup and we quote same day": two deeds, each short
        // enough not to read as the answer pasted back.
        let parts = spoken
            .replace(" and we ", ". We ")
            .replace(", we ", ". We ")
            .replace(", but we ", ". We ")
            .replace(" so we ", ". We ");
        for clause in sentences(&parts).iter().flat_map(|part| clauses(part)) {
            let Some(clause) = trim_to(&tightened(&clause), 4, 11) else {
                continue;
            };
            // "We are a mobile dog groomer" is the identity, said once elsewhere;
            // "We are Dr. Renee Okafor" was the owner saying who she is.
            // ("We are Gas Safe registered" is a claim: a name said whole is all capitals).
            let introduces = clause.strip_prefix("We are ").is_some_and(|rest| {
                rest.starts_with("a ")
                    || rest.starts_with("an ")
                    || rest
                        .trim_end_matches('.')
                        .split_whitespace()
                        .all(|word| word.starts_with(char::is_uppercase))
            });
            let ours = (clause.starts_with("We ") || clause.starts_with("Our ")) && !introduces;
            let usable = ours
                && stands_alone(&clause)
                && !ends_on_function_word(&clause)
                && !has_banned_word(&clause)
                && !clause.to_lowercase().contains(&name.to_lowercase());
            if usable && !found.iter().any(|(_, seen)| *seen == clause) {
                found.push((specificity(&clause), clause));
            }
        }
    }
    found.sort_by_key(|(score, _)| -score);
    found.into_iter().map(|(_, clause)| clause).collect()
}

/// `sentence` without its closing quotes.
fn bare_end(sentence: &str) -> &str {
    sentence.trim_end_matches(['\'', '"', '’', '”'])
}

/// The clauses that say who feels what ("store managers feel blamed ...")
/// first, then those that name a feeling, then the rest.
fn naming_feelings_first(mut clauses: Vec<String>) -> Vec<String> {
    clauses.sort_by_key(|clause| {
        if clause.contains(" feel") {
            0
        } else if feelings(clause, PROBLEM_FEELINGS).is_empty() {
            2
        } else {
            1
        }
    });
    clauses
}

/// A clause opening with "Our customers" said as who they are (elsewhere
/// "our customers" stays: "two of our customers" reads as the company speaking).
fn about_customers(clause: &str, audience: &Audience) -> String {
    CUSTOMER_NOUNS
        .iter()
        .find_map(|noun| clause.strip_prefix(&format!("Our {noun} ")))
        .map_or_else(
            || clause.to_owned(),
            |rest| format!("{} {rest}", capitalize(&audience.short)),
        )
}

/// "Our customers are ...": said once, for the audience, not as a scene.
fn defines_audience(clause: &str) -> bool {
    let lower = clause.to_ascii_lowercase();
    CUSTOMER_NOUNS.iter().any(|noun| {
        ["are ", "run ", "own ", "manage ", "lead "]
            .iter()
            .any(|verb| lower.starts_with(&format!("our {noun} {verb}")))
    })
}

/// Who the customers are: "Our customers are X" / "run X" in the answers,
/// else who the profile says the products are for, else the industry's
/// customers; in running text by a name short enough to say again ("care
/// homes", not "care homes and home care agencies").
fn audience(input: &GenerationInput, names: &[String]) -> Audience {
    let mut audience = full_audience(input, names);
    // A word the style guide avoids would take every sentence that names them with it.
    let avoided = |people: &str| {
        let words: Vec<String> = bare_words(people).collect();
        input
            .style
            .avoid
            .iter()
            .any(|avoid| has_form_of(&words, &avoid.to_lowercase()))
    };
    if avoided(&audience.people) {
        let customers = [own_customers(input), "customers", "clients", "people"]
            .into_iter()
            .find(|people| !avoided(people))
            .unwrap_or("you")
            .to_owned();
        audience = Audience {
            people: customers.clone(),
            short: customers,
            orgs: None,
        };
    }
    if word_count(&audience.short) > 4 {
        let shorter = bare(cut_at_any(
            &audience.short,
            &[",", " and ", " who ", " in ", " at ", " with ", " from "],
        ));
        audience.short = if (1..=4).contains(&word_count(shorter)) && !GENERIC_PEOPLE.contains(&shorter) {
            shorter.to_owned()
        } else {
            own_customers(input).to_owned()
        };
    }
    audience
}

/// What the company calls its customers, by its industry.
fn own_customers(input: &GenerationInput) -> &'static str {
    match input.company.industry.as_str() {
        "Healthcare" => "patients",
        "Education" => "students",
        "Finance" | "Real Estate" => "clients",
        _ => "customers",
    }
}

fn full_audience(input: &GenerationInput, names: &[String]) -> Audience {
    let possessive = company_possessive(&capitalized_name(&input.company.name));
    for text in interview_texts(input) {
        for sentence in sentences(text) {
            if let Some(audience) = stated_audience(&sentence, &possessive, names) {
                return audience;
            }
        }
    }
    let company = &input.company;
    let named = |people: String| Audience {
        // "commuters who need the bike tomorrow morning" are "commuters" the second time.
        short: people.split(" who ").next().unwrap_or(&people).to_owned(),
        people,
        orgs: None,
    };
    // Whom the description says it is for ("for busy parents in Leeds"; not a
    // sideline it "also" does), then who has the problem, and only then whom
    // a product is for (it may be the buyer's staff: "payroll for seasonal
    // workers" is bought by farmers).
    let served = sentences(&company.description)
        .iter()
        .filter(|s| !has_word(s, "also"))
        .find_map(|s| served_by(s, names).or_else(|| listed_customers(s, names)));
    let own_customers = own_customers(input);
    // "for kids from 6 months to 12 years": their parents buy, and are spoken to.
    if let Some(children) = served
        .as_deref()
        .filter(|served| CHILDREN.contains(&first_word(served).as_str()))
    {
        let people = match word_count(children) {
            ..=5 => format!("parents of {children}"),
            _ => "parents".to_owned(),
        };
        return Audience {
            people,
            short: "parents".to_owned(),
            orgs: None,
        };
    }
    if let Some(orgs) = served {
        // "people who want to get back to running" is too long to say twice: "women
        // who had a bad dye job" are "women" the second time, "people who ..." the customers.
        let short = match orgs.split_once(" who ") {
            Some((head, _)) if !GENERIC_PEOPLE.contains(&head) => head.to_owned(),
            Some(_) => own_customers.to_owned(),
            None => orgs.clone(),
        };
        return Audience {
            people: orgs.clone(),
            short,
            orgs: Some(orgs),
        };
    }
    if let Some(people) = sentences(input.answer(ResponseKey::ImmediateProblem))
        .iter()
        .take(3)
        .find_map(|sentence| subject_people(sentence, names))
    {
        // "Kids bored in the caravan": their parents buy.
        if CHILDREN.contains(&first_word(&people).as_str()) {
            return Audience {
                people: "parents".to_owned(),
                short: "parents".to_owned(),
                orgs: None,
            };
        }
        return named(people);
    }
    // Only then whom the first product is for: "dashboards for e-commerce stores"
    // (a later one is a sideline: a bakery's "buffet trays for offices").
    // A short list's closing "for ..." is the whole list's ("dashboards and
    // reports for online stores"); a long one's, its last item's ("..., and
    // refresher lessons for older drivers").
    let first_line = company.products_services.lines().next().unwrap_or_default();
    let items = list_items(first_line, names);
    let first_product = match items.len() {
        0..=3 => first_line,
        _ => items[0].as_str(),
    };
    if let Some(orgs) = served_by(first_product, names) {
        return Audience {
            people: orgs.clone(),
            short: orgs.clone(),
            orgs: Some(orgs),
        };
    }
    // The people the answers keep coming back to ("learners", "families").
    if let Some(people) = most_mentioned_people(input) {
        return named(people);
    }
    // Nothing says who they are: the people of the place the company serves,
    // else its own customers (never "customers in <industry>").
    // "People in Bristol" the first time, "Bristol customers" after that.
    if let Some(place) = sentences(&company.description).iter().find_map(|s| place_served(s)) {
        return Audience {
            people: format!("people in {place}"),
            short: format!("{place} {own_customers}"),
            orgs: None,
        };
    }
    Audience {
        people: format!("{possessive} {own_customers}"),
        short: own_customers.to_owned(),
        orgs: None,
    }
}

/// The word for people the answers use most, when they use it three times or
/// more ("parents", "learners"); not a generic one, nor the company's own
/// trade ("instructors" at a driving school, whose rivals they are).
fn most_mentioned_people(input: &GenerationInput) -> Option<String> {
    let company = &input.company;
    let first = sentences(&company.description).into_iter().next().unwrap_or_default();
    // The trade as the company names itself; a customer's trade the owner once
    // practised ("I spent 11 years as a translator") still names the customers.
    let trade = format!("{} {first}", company.name).to_lowercase();
    // "Smith Plumbing": not "plumbers" either.
    let own_words: Vec<String> = bare_words(&company.name.to_lowercase())
        .filter_map(|word| word.get(..5).map(str::to_owned))
        .collect();
    // The rivals are no audience: "dry cleaners who send it away" at an alterations shop.
    let rivals = format!("{} {}", company.competitors, input.answer(ResponseKey::Comparisons)).to_lowercase();
    let mut counts: Vec<(String, usize)> = Vec::new();
    for word in interview_texts(input).flat_map(bare_words) {
        // Children are never the ones who buy: "their kids" at a removals firm.
        let counted = !GENERIC_PEOPLE.contains(&word.as_str())
            && !CHILDREN.contains(&word.as_str())
            && word.ends_with('s')
            && is_person_word(&word)
            && !has_word(&trade, &word)
            && !own_words.iter().any(|own| word.starts_with(own))
            && !rivals.contains(word.as_str());
        if !counted {
            continue;
        }
        match counts.iter_mut().find(|(seen, _)| *seen == word) {
            Some((_, count)) => *count += 1,
            None => counts.push((word, 1)),
        }
    }
    // The first named wins a tie: max_by_key keeps the last of equals, so reversed.
    counts
        .into_iter()
        .rev()
        .max_by_key(|(_, count)| *count)
        .filter(|(_, count)| *count >= 3)
        .map(|(word, _)| word)
}

/// The town a description places the company in: "a bookshop in Ludlow, in a
/// 16th century building" → "Ludlow"; a capitalised name after " in ".
fn place_served(sentence: &str) -> Option<String> {
    // "24hr locksmith, Southampton": a business, then where it is.
    if let Some((business, place)) = sentence.trim_end_matches('.').rsplit_once(", ") {
        let one_name = (1..=2).contains(&word_count(place))
            && place
                .split_whitespace()
                .all(|word| word.starts_with(|c: char| c.is_uppercase()) && word.chars().all(char::is_alphabetic));
        if one_name && names_a_business(business) {
            return Some(place.to_owned());
        }
    }
    // "Mobile bike repair van. Bristol. We come to you.": a sentence that is a place.
    let alone = sentence.trim_end_matches('.');
    if (1..=2).contains(&word_count(alone))
        && alone
            .split_whitespace()
            .all(|word| word.starts_with(|c: char| c.is_uppercase()) && is_dictionary_place(word))
    {
        return Some(alone.to_owned());
    }
    let markers = [" in ", "covering ", "serving ", "based in "];
    // Matched in lowercase, so "Covering Harrogate" opening a sentence counts;
    // ASCII lowercase keeps every byte offset valid in `sentence`.
    let lower = sentence.to_ascii_lowercase();
    let found = markers.iter().flat_map(|marker| lower.match_indices(marker));
    found.into_iter().find_map(|(at, marker)| {
        let rest = &sentence[at + marker.len()..];
        // "Harrogate, North Yorkshire" is Harrogate: a place ends at its comma.
        let mut place: Vec<&str> = Vec::new();
        // "in the Sacramento area" is Sacramento; "in the Lake District" keeps its "the".
        let (the, rest) = match rest.strip_prefix("the ") {
            Some(after) => (true, after),
            None => (false, rest),
        };
        for word in rest.split_whitespace().take(3) {
            if !word.starts_with(|c: char| c.is_uppercase()) {
                break;
            }
            place.push(word);
            if word.ends_with(',') {
                break;
            }
        }
        // "based in chelmsford", "in west asheville": a town in lowercase, ending
        // the sentence or its clause, perhaps after a side of it.
        let lowercase_town = || {
            let all: Vec<&str> = rest.split_whitespace().collect();
            let mut words = Vec::new();
            for (at, word) in all.iter().take(2).enumerate() {
                let bare = word.trim_end_matches(|c: char| !c.is_alphanumeric());
                let side = ["north", "south", "east", "west", "central"].contains(&bare);
                if !(side || is_town(bare)) {
                    break;
                }
                words.push(capitalize(bare));
                if bare.len() < word.len() || at + 1 == all.len() {
                    return (!side).then(|| words.join(" "));
                }
            }
            // After "based in", the town needs no stop after it.
            let first = all.first()?.trim_end_matches(|c: char| !c.is_alphanumeric());
            (marker != " in " && is_town(first)).then(|| capitalize(first))
        };
        let place = match () {
            _ if place.is_empty() && !the => lowercase_town().unwrap_or_default(),
            _ if the
                && rest
                    .split_whitespace()
                    .nth(place.len())
                    .is_some_and(|next| next.starts_with("area")) =>
            {
                place.join(" ")
            }
            _ if the && !place.is_empty() => format!("the {}", place.join(" ")),
            _ => place.join(" "),
        };
        let place = place.trim_end_matches(|c: char| !c.is_alphanumeric());
        (!place.is_empty()
            && place
                .split_whitespace()
                .all(|word| !GENERIC_PEOPLE.contains(&word.to_lowercase().as_str())))
        .then(|| place.to_owned())
    })
}

/// Whether a word in lowercase names a town: a place the dictionary knows by
/// its capital ("asheville"), or a word it knows in no form and takes for no
/// typo ("swindon").
fn is_town(word: &str) -> bool {
    word.chars().all(char::is_alphabetic)
        && word.chars().count() > 2
        && (is_dictionary_place(word) || (!spelling::is_known(word) && spelling::correction(word).is_none()))
}

/// Whether the dictionary knows a lowercase `word` as it is: "linen", not "xero".
fn is_dictionary_word(word: &str) -> bool {
    word.chars().all(char::is_alphabetic) && spelling::is_known(word)
}

/// Whether the dictionary knows `word` only by its capital: "Bristol", "asheville".
fn is_dictionary_place(word: &str) -> bool {
    let lower = word.to_lowercase();
    !spelling::is_known(&lower) && spelling::is_known(&capitalize(&lower))
}

/// Words that hedge a sentence's subject ("Mostly people ...", "Usually parents ...").
pub(super) const HEDGES: [&str; 14] = [
    "mostly",
    "usually",
    "often",
    "generally",
    "typically",
    "normally",
    "basically",
    "honestly",
    "sometimes",
    "mainly",
    "largely",
    "really",
    "actually",
    "always",
];

/// Words for children, who use what their parents buy.
const CHILDREN: [&str; 8] = [
    "kids",
    "children",
    "babies",
    "toddlers",
    "teens",
    "teenagers",
    "little",
    "youngsters",
];

/// The first word of a phrase, in lowercase and without punctuation.
fn first_word(phrase: &str) -> String {
    phrase
        .split_whitespace()
        .next()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .unwrap_or_default()
}

/// Nouns that name nobody in particular: an audience of these is no audience.
const GENERIC_PEOPLE: [&str; 8] = [
    "people",
    "customers",
    "clients",
    "anyone",
    "everyone",
    "those",
    "folks",
    "folk",
];

/// Whether `clause` tells what the company (or its owner) does, not what the customers live with.
fn about_the_company(clause: &str, name: &str) -> bool {
    let lower = clause.to_lowercase();
    let name = name.trim().trim_end_matches('.').to_lowercase();
    // "They come to Gloss & Grit after a bad colour": the company's moment, not theirs.
    let come_to_us = ["come to ", "comes to ", "came to ", "call ", "ring "]
        .iter()
        .any(|verb| lower.contains(&format!("{verb}{name}")));
    come_to_us
        || [name.as_str(), "the owner", "the founder", "we ", "our "]
            .iter()
            .any(|subject| lower.starts_with(subject))
}

/// Whether `phrase` holds a verb that makes it a clause ("their kid is
/// braver"); one in a relative clause ("a colleague who has done the job") does not.
pub fn has_finite_verb(phrase: &str) -> bool {
    let head = cut_at_any(phrase, &[" who ", " that ", " which "]);
    [
        "is", "are", "was", "were", "has", "have", "had", "does", "did", "can", "will",
    ]
    .iter()
    .any(|verb| has_word(head, verb))
}

/// The company's name as a name: an owner who typed it all in lowercase ("la
/// fonda de rosa") still has it read as one ("La Fonda de Rosa"); any capital
/// says the owner chose the casing, which stays.
fn capitalized_name(name: &str) -> String {
    let name = name.trim();
    if name.chars().any(char::is_uppercase) {
        return name.to_owned();
    }
    const SMALL: [&str; 14] = [
        "de", "del", "la", "le", "of", "and", "the", "y", "da", "di", "du", "van", "von", "for",
    ];
    name.split(' ')
        .enumerate()
        .map(|(n, word)| {
            if n > 0 && SMALL.contains(&word) {
                word.to_owned()
            } else {
                capitalize(word)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "Hartley's Bakery's", "Cole & Sons'": the company's name as a possessive.
pub fn company_possessive(name: &str) -> String {
    let name = name.trim();
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// Whom a sentence of the profile says the company is for: the people after
/// "for" ("for busy parents in Leeds" → "busy parents"), when they read as people.
fn served_by(sentence: &str, names: &[String]) -> Option<String> {
    // A description's fragment may open with it: "For women who had a bad dye job".
    let phrase = phrase_after(&format!(" {sentence}"), &[" for "])?;
    if let Some(owners) = pet_owners(&phrase) {
        return Some(owners);
    }
    let cut = bare(cut_at_any(
        &phrase,
        &[
            ",",
            ".",
            ";",
            " who ",
            " that ",
            " across ",
            " in ",
            " and their ",
            " with ",
            " to ",
            " so ",
            " from ",
        ],
    ));
    // "organisations operating in the UK": who they are ends before what they are doing
    // (not "busy working parents", whose "-ing" is part of who they are).
    let words: Vec<&str> = cut.split_whitespace().collect();
    let cut = match (1..words.len()).find(|&at| words[at].ends_with("ing") && names_people(&words[..at].join(" "))) {
        Some(at) => words[..at].join(" "),
        None => cut.to_owned(),
    };
    let people = lower_first(&cut, names);
    // Who they are, when the phrase says it: "people" alone says nothing, "people who want to
    // get back to running" does; "women who had a bad dye job somewhere else" says more than "women".
    let described = lower_first(bare(cut_at_any(&phrase, &[",", ".", ";", " or ", " and "])), names);
    let described =
        (described.starts_with(&format!("{people} who ")) && word_count(&described) <= 9).then_some(described);
    let people = match described {
        Some(described) => described,
        None if GENERIC_PEOPLE.contains(&people.as_str()) => return None,
        None => people,
    };
    // "for food processors, co-packers, and chemical manufacturers": all of them.
    let listed = list_items(
        bare(cut_at_any(
            &phrase,
            &[".", ";", " who ", " that ", " in ", " with ", " to ", " so "],
        )),
        names,
    );
    let people = if listed.len() >= 2
        && listed.first() == Some(&people)
        && listed.iter().all(|item| word_count(item) <= 4 && names_people(item))
    {
        list(&listed, "and")
    } else {
        people
    };
    // "aged care and people who can't get out": "people" cut from what said who they are.
    if [" and people", " or people"].iter().any(|end| people.ends_with(end)) {
        return None;
    }
    // "up to £80 for big doodles" prices a dog, not a customer.
    let names_them = |people: &str| {
        let head = people.split(" who ").next().unwrap_or(people);
        (1..=9).contains(&word_count(people)) && !people.starts_with("all ") && names_people(head)
    };
    // "independent restaurants and small restaurant groups": the first, when the pair reads as none.
    let first = people.split(" and ").next().unwrap_or_default().to_owned();
    [people, first].into_iter().find(|people| names_them(people))
}

/// The owners of the animals a phrase opens with: "cats and dogs out of a
/// van" → "cat and dog owners"; a vet's patients are not its customers.
fn pet_owners(phrase: &str) -> Option<String> {
    const ANIMALS: [&str; 9] = [
        "dogs", "cats", "pets", "horses", "rabbits", "puppies", "kittens", "ponies", "animals",
    ];
    let mut kinds: Vec<String> = Vec::new();
    for word in phrase.split_whitespace() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        if ANIMALS.contains(&bare.as_str()) {
            kinds.push(singular(&bare));
        } else if !["and", "or", "&"].contains(&bare.as_str()) {
            break;
        }
        if word.ends_with([',', '.', ';']) && !["and", "or"].contains(&bare.as_str()) && kinds.len() > 1 {
            break;
        }
    }
    match kinds.as_slice() {
        [] => None,
        [kind] if kind == "animal" => Some("pet owners".to_owned()),
        _ => Some(format!("{} owners", list(&kinds, "and"))),
    }
}

/// The kinds of business a description lists as its customers, as a
/// sentence of their own: "Restaurants, hotels, B&Bs." → "restaurants, hotels and B&Bs".
fn listed_customers(sentence: &str, names: &[String]) -> Option<String> {
    let items = list_items(bare(sentence.trim_end_matches('.')), names);
    (items.len() >= 2
        && items.iter().all(|item| {
            let last = last_word(item);
            word_count(item) <= 3 && (ORGANISATIONS.contains(&last.as_str()) || is_person_word(&last))
        }))
    .then(|| {
        let items: Vec<String> = items.iter().map(|item| lower_first(item, names)).collect();
        list(&items, "and")
    })
}

/// The people a sentence opens with ("Restaurant owners lose hours ..." →
/// "restaurant owners"), when its subject is people and not a pronoun.
fn subject_people(sentence: &str, names: &[String]) -> Option<String> {
    // "Commuters who need the bike tomorrow morning": who they are, said whole.
    if let Some((head, _)) = sentence.split_once(" who ") {
        let head = lower_first(bare(head), names);
        let described = lower_first(bare(cut_at_any(sentence, &[",", ";", ".", " and ", " but "])), names);
        if (1..=3).contains(&word_count(&head))
            && !GENERIC_PEOPLE.contains(&head.as_str())
            && !head.contains('\'')
            && names_people(&head)
            && word_count(&described) <= 9
        {
            return Some(described);
        }
    }
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let verb_at = words.iter().position(|word| {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        SUBJECT_ENDS.contains(&bare.as_str()) || bare.ends_with("ed") || word.ends_with(',')
    })?;
    // "Mostly people are sick of ...": a hedge before the subject is no part of who they are.
    let hedges = words[..verb_at]
        .iter()
        .take_while(|word| HEDGES.contains(&word.trim_end_matches(',').to_lowercase().as_str()))
        .count();
    let subject = words[hedges..verb_at].join(" ");
    let subject = bare(&subject);
    let people = lower_first(subject, names);
    let first = people.split_whitespace().next().unwrap_or_default();
    let vague = [
        "they",
        "or",
        "and",
        "but",
        "so",
        "if",
        "when",
        "someone",
        "someones",
        "somebody",
        "nobody",
        "most",
        "some",
        "many",
        "everyone",
        "everybody",
        "anyone",
        "it",
        "this",
        "that",
        "a",
        "the",
    ];
    // An opening subject is often a thing ("Dog's matted or stinks", "Labels
    // fall off"): only a word for people makes it the audience.
    ((1..=4).contains(&word_count(&people))
        && !vague.contains(&first)
        && !people.contains('\'')
        && !GENERIC_PEOPLE.contains(&people.as_str())
        && names_people(&people))
    .then_some(people)
}

/// A phrase's last word, lowercase, without punctuation.
fn last_word(phrase: &str) -> String {
    phrase
        .split_whitespace()
        .last()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .unwrap_or_default()
}

/// Whether a phrase's last word is one for people or for the businesses they
/// run ("restaurant owners", "dentists", "care homes"), not any plural.
fn names_people(phrase: &str) -> bool {
    let last = last_word(phrase);
    reads_as_people(phrase) && (is_person_word(&last) || ORGANISATIONS.contains(&last.as_str()))
}

/// Kinds of business that buy as customers do.
const ORGANISATIONS: [&str; 34] = [
    "businesses",
    "trusts",
    "academies",
    "companies",
    "firms",
    "homes",
    "schools",
    "practices",
    "stores",
    "shops",
    "brands",
    "restaurants",
    "hotels",
    "venues",
    "charities",
    "clubs",
    "farms",
    "cafes",
    "cafés",
    "pubs",
    "bars",
    "startups",
    "councils",
    "agencies",
    "organisations",
    "organizations",
    "b&bs",
    "guesthouses",
    "gyms",
    "salons",
    "nurseries",
    "surgeries",
    "clinics",
    "offices",
];

/// Whether a likeness names a person: its head noun, the last word before
/// "who", "with", "in" or a comma ("a mate who makes stuff", "a good bar
/// manager — straight with you"), is one; "a warm pub in winter" is none.
pub fn names_a_person(likeness: &str) -> bool {
    const PEOPLE: [&str; 30] = [
        "mate",
        "friend",
        "neighbour",
        "neighbor",
        "colleague",
        "someone",
        "somebody",
        "person",
        "expert",
        "pro",
        "partner",
        "mentor",
        "coach",
        "nan",
        "gran",
        "mum",
        "mom",
        "dad",
        "aunt",
        "uncle",
        "manager",
        "teacher",
        "doctor",
        "nurse",
        "barber",
        "landlord",
        "chef",
        "builder",
        "tradesman",
        "family",
    ];
    let head = cut_at_any(likeness, &[" who ", " with ", " in ", ",", " —", " -", " that "]);
    bare_words(head)
        .last()
        .is_some_and(|noun| PEOPLE.contains(&noun.as_str()) || is_person_word(&noun))
}

/// Whether `word` is a plural for people ("parents", "learners", "dentists").
fn is_person_word(word: &str) -> bool {
    const PEOPLE: [&str; 17] = [
        "people",
        "staff",
        "children",
        "folk",
        "families",
        "teams",
        "parents",
        "kids",
        "adults",
        "women",
        "men",
        "couples",
        "patients",
        "students",
        "clients",
        "brides",
        "landlords",
    ];
    const ROLE_ENDINGS: [&str; 8] = ["ers", "ors", "ists", "ians", "ants", "ents", "ees", "ives"];
    // Things with a role's ending: "doors falling off" names no customer.
    const THINGS: [&str; 61] = [
        "doors",
        "floors",
        "colors",
        "colours",
        "mirrors",
        "errors",
        "interiors",
        "exteriors",
        "sensors",
        "motors",
        "factors",
        "sectors",
        "corridors",
        "tractors",
        "flavors",
        "flavours",
        "odours",
        "odors",
        "numbers",
        "orders",
        "letters",
        "papers",
        "covers",
        "borders",
        "layers",
        "towers",
        "flowers",
        "showers",
        "burgers",
        "containers",
        "trailers",
        "stickers",
        "chargers",
        "filters",
        "printers",
        "computers",
        "monitors",
        "servers",
        "folders",
        "timers",
        "heaters",
        "boilers",
        "radiators",
        "freezers",
        "drawers",
        "matters",
        "chapters",
        "meters",
        "centers",
        "centres",
        "events",
        "documents",
        "payments",
        "appointments",
        "treatments",
        "moments",
        "comments",
        "plants",
        "fees",
        "lives",
        "wants",
    ];
    PEOPLE.contains(&word) || (ROLE_ENDINGS.iter().any(|end| word.ends_with(end)) && !THINGS.contains(&word))
}

/// Words that end a sentence's subject: its verb, or an adverb before it.
const SUBJECT_ENDS: [&str; 40] = [
    "are", "is", "have", "has", "get", "gets", "got", "lose", "need", "needs", "want", "wants", "can't", "cannot",
    "don't", "come", "comes", "call", "find", "spend", "waste", "struggle", "worry", "end", "try", "keep", "usually",
    "often", "always", "never", "just", "only", "tend", "realise", "realize", "panic", "can", "will", "would", "were",
];

/// Whether a phrase names people: its last word a plural or a word for people
/// (not a span of time or a count: "25 years", "a couple of weeks").
fn reads_as_people(phrase: &str) -> bool {
    // "people who want to get back to running": the head is who they are.
    let phrase = phrase.split(" who ").next().unwrap_or(phrase);
    let last = last_word(phrase);
    const NOT_PEOPLE: [&str; 17] = [
        "years", "months", "weeks", "days", "hours", "minutes", "times", "things", "ones", "products", "services",
        "lots", "sessions", "groups", "classes", "events", "items",
    ];
    let lower = phrase.to_lowercase();
    let counted = phrase
        .split_whitespace()
        .next()
        .is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()))
        || ["a couple", "a few", "a lot", "lots of", "some "]
            .iter()
            .any(|q| lower.starts_with(q));
    if NOT_PEOPLE.contains(&last.as_str()) || counted {
        return false;
    }
    const PEOPLE: [&str; 12] = [
        "people", "staff", "children", "folk", "families", "teams", "owners", "parents", "kids", "adults", "women",
        "men",
    ];
    PEOPLE.contains(&last.as_str())
        || (last.ends_with('s') && !last.ends_with("ss") && !last.ends_with("us") && last.len() > 3)
}

fn stated_audience(sentence: &str, possessive: &str, names: &[String]) -> Option<Audience> {
    let lower = sentence.to_ascii_lowercase();
    let possessive = possessive.to_ascii_lowercase();
    for noun in CUSTOMER_NOUNS {
        for (verb, role) in [
            ("are mostly ", None),
            ("are ", None),
            ("run ", Some("owners")),
            ("own ", Some("owners")),
            ("manage ", Some("managers")),
            ("lead ", Some("leaders")),
        ] {
            // "our customers are ..." as the owner wrote it, "Hartley's Bakery's customers are ..." as cleaned.
            // "Half our customers are ...", "most of the owner's customers are ...".
            let quantified = ["half ", "most of ", "most ", "a lot of ", "many of "]
                .iter()
                .find(|quantity| lower.starts_with(*quantity))
                .map_or(0, |quantity| quantity.len());
            let Some(marker) = ["our".to_owned(), possessive.clone(), "the owner's".to_owned()]
                .iter()
                .map(|owner| format!("{owner} {noun} {verb}"))
                .find(|marker| lower[quantified..].starts_with(marker))
            else {
                continue;
            };
            let said = bare(&sentence[quantified + marker.len()..]);
            let said = lower_first(
                bare(cut_at_any(said, &[" with ", " who ", " that ", ", ", " across "])),
                names,
            );
            // "A lot of our customers are family owned too" tells of them, not who they are.
            if said.is_empty() || GENERIC_PEOPLE.contains(&said.as_str()) || (role.is_none() && !reads_as_people(&said))
            {
                return None;
            }
            return Some(match role {
                None => {
                    let orgs = [" at ", " in ", " of "]
                        .iter()
                        .find_map(|at| said.split_once(at).map(|(_, orgs)| orgs.to_owned()));
                    Audience {
                        short: bare(cut_at_any(&said, &[" and ", " at ", " in ", " of ", " from ", " for "]))
                            .to_owned(),
                        people: said,
                        orgs,
                    }
                }
                Some(role) => {
                    let kind = said.split_whitespace().last().map(singular).unwrap_or_default();
                    Audience {
                        people: format!("{role} of {said}"),
                        short: format!("{kind} {role}"),
                        orgs: Some(said),
                    }
                }
            });
        }
    }
    None
}

/// Where customers leave ratings, as each writes its name.
const REVIEW_SITES: [&str; 11] = [
    "Google",
    "G2",
    "Trustpilot",
    "Yelp",
    "Zillow",
    "Facebook",
    "Tripadvisor",
    "Checkatrade",
    "carehome.co.uk",
    "Houzz",
    "Capterra",
];

/// A rating the owner gives ("google reviews (i have 61, 4.9)", "G2 (we're 4.7
/// from 380 reviews)") as copy says it: "rated 4.9 on Google from 61 reviews".
fn rating(text: &str) -> Option<String> {
    let raw: Vec<&str> = text.split_whitespace().collect();
    let tokens: Vec<String> = raw
        .iter()
        .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .collect();
    // "with us over 8 years. Rated 4.9 ... from 600 reviews": the count is in the score's sentence.
    let ends_sentence = |n: usize| raw[n].ends_with(['.', '!', '?']);
    tokens.iter().enumerate().find_map(|(at, token)| {
        // "4.8": one digit, a point, one digit.
        let digits: Vec<char> = token.chars().collect();
        let score =
            matches!(digits.as_slice(), [whole, '.', tenth] if whole.is_ascii_digit() && tenth.is_ascii_digit())
                .then_some(token.as_str())?;
        let near = &tokens[at.saturating_sub(6)..(at + 7).min(tokens.len())];
        let site = REVIEW_SITES
            .iter()
            .find(|site| near.iter().any(|word| *word == site.to_lowercase()));
        let reviewed = near
            .iter()
            .any(|word| ["reviews", "rated", "rating", "stars"].contains(&word.as_str()));
        // "61", "400ish": how many reviews, never a year.
        // The number nearest the score: "(4.8, 400ish)".
        let mut by_distance: Vec<(usize, &String)> = tokens
            .iter()
            .enumerate()
            .skip(at.saturating_sub(6))
            .take(13)
            .filter(|(n, _)| {
                let (from, to) = if *n < at { (*n, at) } else { (at, *n) };
                !(from..to).any(&ends_sentence)
            })
            .map(|(n, word)| (n.abs_diff(at), word))
            .collect();
        by_distance.sort_by_key(|(distance, _)| *distance);
        let count = by_distance.into_iter().find_map(|(_, word)| {
            let (digits, about) = match word.strip_suffix("ish") {
                Some(digits) => (digits, "about "),
                None => (word.as_str(), ""),
            };
            let number: u32 = digits.parse().ok()?;
            ((5..1900).contains(&number)).then(|| format!("{about}{number}"))
        });
        if site.is_none() && !reviewed {
            return None;
        }
        let mut said = format!("rated {score}");
        if let Some(site) = site {
            said.push_str(&format!(" on {site}"));
        }
        if let Some(count) = count {
            said.push_str(&format!(" from {count} reviews"));
        }
        Some(said)
    })
}

/// The year a company began, as owners put it: "open since 2016", "est 2009",
/// "family owned since 2004", "my dad started it in 1987" (not "refurbished since 2019").
fn since(text: &str) -> Option<u16> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .collect();
    words.iter().enumerate().find_map(|(at, word)| {
        let year: u16 = word.parse().ok().filter(|year| (1850..=2030).contains(year))?;
        let before = &words[at.saturating_sub(3)..at];
        let began = ["est", "established", "founded", "started", "opened"]
            .iter()
            .any(|marker| before.iter().any(|word| word == marker));
        let going_since = before.last().is_some_and(|word| word == "since")
            && before.iter().any(|word| {
                [
                    "open",
                    "owned",
                    "trading",
                    "business",
                    "independent",
                    "running",
                    "family",
                ]
                .contains(&word.as_str())
            });
        (began || going_since).then_some(year)
    })
}

/// The short parts of a text a credential could be: its sentences, cut at commas,
/// semicolons and dashes ("7 years operating, 412 solar sites inspected to date").
fn credential_parts(text: &str) -> Vec<String> {
    text.lines()
        .flat_map(sentences)
        .flat_map(|said| {
            // Not at a thousands separator: "2,600+ reports".
            let chars: Vec<char> = said.chars().collect();
            let mut parts = vec![String::new()];
            for (n, &c) in chars.iter().enumerate() {
                let separates = c == ';'
                    || (c == ','
                        && !(n > 0
                            && chars[n - 1].is_ascii_digit()
                            && chars.get(n + 1).is_some_and(char::is_ascii_digit)));
                match parts.last_mut() {
                    Some(part) if !separates => part.push(c),
                    _ => parts.push(String::new()),
                }
            }
            parts
                .into_iter()
                .flat_map(|part| {
                    part.split(" - ")
                        .flat_map(|part| part.split(" — "))
                        .map(str::to_owned)
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
        })
        .map(|part| {
            part.trim()
                .trim_start_matches(['-', '*', '•', '+'])
                .trim()
                .trim_end_matches(['.', '!'])
                .to_owned()
        })
        .filter(|part| (2..=14).contains(&word_count(part)))
        .collect()
}

/// Words that say the part is about someone else's failing, not the company's standing.
const NOT_STANDING: [&str; 14] = [
    "not",
    "no",
    "never",
    "without",
    "unlicensed",
    "uninsured",
    "rejected",
    "claim",
    "claims",
    "cheap",
    "they",
    "them",
    "if",
    "want",
];

/// Whether `part` is something a customer could check: a membership, a licence, a
/// certification, an award or a guarantee with the body or figure that makes it
/// checkable ("AIIC member", "Gas Safe registered", "12 month guarantee on all work"), or
/// a count of work done ("2,600+ reports done since 2017", "~1,100 customers").
fn is_credential(part: &str) -> bool {
    const MARKERS: [&str; 21] = [
        "certified",
        "accredited",
        "approved",
        "registered",
        "licensed",
        "licenced",
        "insured",
        "chartered",
        "member",
        "members",
        "qualified",
        "trained",
        "award",
        "awards",
        "winner",
        "winning",
        "finalist",
        "gold",
        "silver",
        "guarantee",
        "warranty",
    ];
    // Said of a person ("a CODA and qualified interpreter"), only a formal title is checkable.
    const INFORMAL: [&str; 3] = ["qualified", "trained", "insured"];
    const COUNTED: [&str; 26] = [
        "customers",
        "clients",
        "students",
        "families",
        "patients",
        "businesses",
        "schools",
        "homes",
        "reports",
        "sites",
        "gates",
        "jobs",
        "projects",
        "installs",
        "kitchens",
        "weddings",
        "teams",
        "companies",
        "restaurants",
        "properties",
        "boats",
        "vehicles",
        "events",
        "members",
        "users",
        "pupils",
    ];
    const DONE: [&str; 12] = [
        "done",
        "completed",
        "inspected",
        "fitted",
        "installed",
        "built",
        "made",
        "served",
        "taught",
        "trained",
        "delivered",
        "sold",
    ];
    let words: Vec<String> = part
        .split(|c: char| c.is_whitespace() || c == '-' || c == '/')
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|word| !word.is_empty())
        .collect();
    // "registered no. 512345" is a number, no negation.
    let numbered = |n: usize| {
        words
            .get(n + 1)
            .is_some_and(|next| next.starts_with(|c: char| c.is_ascii_digit()))
    };
    if words
        .iter()
        .enumerate()
        .any(|(n, word)| NOT_STANDING.contains(&word.as_str()) && !(word == "no" && numbered(n)))
    {
        return false;
    }
    let of_a_person = ["a", "an"].contains(&words.first().map(String::as_str).unwrap_or_default());
    let marker = words
        .iter()
        .position(|word| MARKERS.contains(&word.as_str()) && !(of_a_person && INFORMAL.contains(&word.as_str())));
    // The body that makes it checkable: a capital other than the marker's and the first word's
    // ("AIIC member", "took Gold at the Royal Adelaide Show"), or a figure ("12 month guarantee").
    let named = part.split_whitespace().skip(1).any(|word| {
        word.starts_with(char::is_uppercase)
            && !MARKERS.contains(&word.to_lowercase().trim_matches(|c: char| !c.is_alphanumeric()))
    }) || part
        .split_whitespace()
        .next()
        .is_some_and(|first| first.len() > 1 && first.chars().all(|c| c.is_uppercase() || c.is_ascii_digit()));
    let figured = words.iter().any(|word| word.starts_with(|c: char| c.is_ascii_digit()));
    let guarantee = marker.is_some_and(|at| ["guarantee", "warranty"].contains(&words[at].as_str()));
    // "took Gold at the Royal Show in 2023", not "across the Gold Coast" or "Silver Package £299".
    let medal = marker.is_some_and(|at| ["gold", "silver"].contains(&words[at].as_str()));
    let awarded = words.iter().any(|word| {
        ["award", "awards", "medal", "show", "won", "took", "winner"].contains(&word.as_str())
            || (word.len() == 4 && word.starts_with("20") && word.chars().all(|c| c.is_ascii_digit()))
    });
    if medal && !awarded {
        return false;
    }
    if marker.is_some() && (named || (guarantee && figured)) {
        return true;
    }
    // A standard by its acronym and level: "SOC 2 Type II", "ISO 9001".
    let standard = part.split_whitespace().next().is_some_and(|first| {
        first.chars().filter(char::is_ascii_uppercase).count() >= 3
            && first.chars().all(|c| c.is_ascii_uppercase() || c == '-')
    });
    let levelled = words
        .get(1)
        .is_some_and(|second| second.chars().all(|c| c.is_ascii_digit()));
    let timed = words
        .iter()
        .any(|word| ["week", "weeks", "day", "days", "hour", "hours", "wait"].contains(&word.as_str()));
    if standard && levelled && !timed && words.len() <= 4 {
        return true;
    }
    // A count of work done, said as a fragment: "412 solar sites inspected to date".
    let counted = part
        .trim_start_matches(['~', '>'])
        .starts_with(|c: char| c.is_ascii_digit())
        || ["over", "more"].contains(&words.first().map(String::as_str).unwrap_or_default());
    counted
        && words.iter().take(5).any(|word| COUNTED.contains(&word.as_str()))
        && !words
            .iter()
            .any(|word| ["years", "yrs", "months", "weeks", "days"].contains(&word.as_str()))
        && (words.len() <= 3
            || words
                .iter()
                .any(|word| DONE.contains(&word.as_str()) || word == "since"))
}

/// The years the owner says the company (or the owner) has been at it: "Been at it 22 years",
/// "7 years operating", "has been going 9 years"; not the customers' years ("worked with for 15 years").
fn years_at_it(part: &str) -> Option<u16> {
    // "15 yrs as a marine mechanic".
    const RUNNING: [&str; 9] = [
        "as",
        "been",
        "going",
        "trading",
        "operating",
        "business",
        "experience",
        "doing",
        "running",
    ];
    let words: Vec<String> = part
        .split_whitespace()
        .map(|word| {
            word.trim_matches(|c: char| !c.is_alphanumeric() && c != '+')
                .to_lowercase()
        })
        .collect();
    if words
        .iter()
        // Not "2 year guarantee as standard", nor "Jen's been with us 6 years".
        .any(|word| {
            NOT_STANDING.contains(&word.as_str())
                || ["their", "customers", "clients", "guarantee", "warranty", "us"].contains(&word.as_str())
        })
    {
        return None;
    }
    let at = words
        .iter()
        .position(|word| ["years", "yrs", "year"].contains(&word.as_str()))?;
    let years: u16 = words.get(at.checked_sub(1)?)?.trim_end_matches('+').parse().ok()?;
    ((2..=80).contains(&years) && words.iter().any(|word| RUNNING.contains(&word.as_str()))).then_some(years)
}

/// A norm of the trade the owner speaks against, and what the company does
/// instead when the owner says so.
#[derive(Debug, Clone, PartialEq)]
pub struct Rejection {
    /// "heavy agency use", "\"contact sales for pricing\"".
    pub norm: String,
    /// "Crewbook's pricing is on the website".
    pub instead: Option<String>,
}

/// The norms of the trade in an owner's answer (what others do, never what the
/// company does), and the first one the owner speaks against. "Oakmere House
/// stands against heavy agency use - under 3% of Oakmere House's hours"
/// rejects "heavy agency use"; "Hollins doesn't do that" rejects the norm said
/// before it. A fragment after the company's own sentences is the company's
/// ("Red Tractor assured"), as is one that opens "no" ("no call out fee").
fn trade_norms(answer: &str, name: &str) -> (Vec<String>, Option<Rejection>) {
    let lower_name = name.to_lowercase();
    let ours = |sentence: &str| {
        let lower = sentence.to_lowercase();
        about_the_company(sentence, name) || lower.contains(&lower_name) || lower.contains("the owner")
    };
    let mut norms: Vec<String> = Vec::new();
    let mut rejection: Option<Rejection> = None;
    let mut spoken_of_us = false;
    for sentence in sentences(answer) {
        let sentence = sentence.trim_end_matches(['.', '!']);
        if let Some((object, rest)) = rejected_object(sentence) {
            spoken_of_us = true;
            let norm = if is_pointer(&object) {
                // "... against all of that": the norm said before, its first two items at most.
                let Some(before) = norms.last() else { continue };
                let mut items = before.split(", ");
                let head: Vec<&str> = items.by_ref().take(2).collect();
                head.join(", ")
            } else {
                norms.push(object.clone());
                object
            };
            let instead = rest.filter(|rest| rest.to_lowercase().starts_with(&lower_name) && word_count(rest) <= 14);
            rejection.get_or_insert(Rejection { norm, instead });
            continue;
        }
        let lower = sentence.to_lowercase();
        let pointing = ["that", "this", "it", "it's", "that's", "no"]
            .iter()
            .any(|word| lower.split_whitespace().next() == Some(word));
        if ours(sentence) {
            spoken_of_us = true;
        } else if !spoken_of_us && !pointing && word_count(sentence) >= 2 {
            norms.push(sentence.to_owned());
        }
    }
    (norms, rejection)
}

/// What a sentence speaks against, and what follows it: "Crewbook stands
/// against X - Crewbook is month to month" → ("X", "Crewbook is month to month").
fn rejected_object(sentence: &str) -> Option<(String, Option<String>)> {
    let lower = sentence.to_lowercase();
    let at = ["against ", "doesn't do ", "don't do ", "doesn't like ", "don't like "]
        .iter()
        .filter_map(|marker| {
            let at = if lower.starts_with(marker) {
                Some(0)
            } else {
                lower.find(&format!(" {marker}")).map(|at| at + 1)
            };
            at.map(|at| at + marker.len())
        })
        .min()?;
    let after = &sentence[at..];
    let cut = [" - ", " – ", " — ", ", ", "; ", ": ", " that's "]
        .iter()
        .filter_map(|mark| after.find(mark).map(|end| (end, mark.len())))
        .min();
    let (object, rest) = match cut {
        Some((end, len)) => (&after[..end], Some(after[end + len..].trim().to_owned())),
        None => (after, None),
    };
    let object = object.trim();
    let object = ["pretty much ", "kind of ", "the whole "]
        .iter()
        .fold(object, |object, filler| object.strip_prefix(filler).unwrap_or(object));
    // A quoted norm is said without its quotes: "'limited time offer' mailouts".
    let object = object
        .split(' ')
        .map(|word| word.trim_matches(['\'', '"', '‘', '’', '“', '”']))
        .collect::<Vec<_>>()
        .join(" ");
    (!object.is_empty()).then(|| (object, rest.filter(|rest| !rest.is_empty())))
}

/// "that", "all of that", "it": a word that points at a norm said before.
fn is_pointer(object: &str) -> bool {
    let object = object.to_lowercase();
    let object = object
        .strip_prefix("all of ")
        .or_else(|| object.strip_prefix("all "))
        .unwrap_or(&object);
    ["that", "this", "it", "them", "those", "these"].contains(&object)
}

/// Nouns of a first step a customer can take, with the verb a call to action gives each.
const FIRST_STEPS: [(&str, &str); 30] = [
    ("test drive", "Book"),
    ("eye exam", "Book"),
    ("exam", "Book"),
    ("escape room", "Book"),
    ("tasting plate", "Try"),
    ("tasting", "Book"),
    ("taster", "Try"),
    ("sample pack", "Try"),
    ("sample", "Try"),
    ("trial class", "Book"),
    ("trial", "Start"),
    ("class", "Book"),
    ("lesson", "Book"),
    ("rehearsal", "Join"),
    ("session", "Book"),
    ("consultation", "Book"),
    ("call", "Book"),
    ("chat", "Book"),
    ("visit", "Book"),
    ("survey", "Book"),
    ("walkthrough", "Book"),
    ("check", "Book"),
    ("assessment", "Book"),
    ("evaluation", "Book"),
    ("tour", "Book"),
    ("demo", "Book"),
    ("quote", "Get"),
    ("estimate", "Get"),
    ("audit", "Book"),
    ("appointment", "Book"),
];
/// Verbs that open a step the answers spell out ("re-run last month's payroll").
const STEP_VERBS: [&str; 9] = ["re-run", "rerun", "text", "send", "pop", "walk", "try", "book", "join"];
/// Words that may stand before a step's noun in a call to action ("a free 15-minute phone chat").
const STEP_WORDS: [&str; 10] = [
    "free",
    "first",
    "quick",
    "short",
    "trial",
    "phone",
    "video",
    "home",
    "kitchen-table",
    "no-obligation",
];

/// The first concrete step the owner names (where customers decide, then
/// anywhere), as a call to action of at most five words, verb first: "Book a
/// free 15-minute chat", "Get a free quote", "Re-run last month's payroll".
fn first_step(input: &GenerationInput) -> Option<String> {
    use ResponseKey::*;
    let keys = [FirstImpression, DecisionShortcuts, Objections, Comparisons];
    // The profile offers steps too: "Free 30-minute evaluation drive for adults".
    let company = &input.company;
    let texts = keys
        .into_iter()
        .map(|key| input.answer(key))
        .chain(
            ResponseKey::all()
                .filter(|key| !keys.contains(key))
                .map(|key| input.answer(key)),
        )
        .chain([company.products_services.as_str(), company.description.as_str()]);
    // A step with terms ("free", "$15") is the offer itself; one spelled out comes
    // next; a bare "call" last. Among equals, the first named.
    // A step spelled out elsewhere is what a rival or the customers do, not
    // what the company offers ("dry cleaners who send it away for 2 weeks").
    let offered = [FirstImpression, DecisionShortcuts, Objections].map(|key| input.answer(key));
    let mut best: Option<(u8, String)> = None;
    for text in texts {
        for sentence in sentences(text) {
            let spelled = offered.contains(&text).then(|| spelled_step(&sentence)).flatten();
            // Elsewhere a step with no terms is the customers' problem ("audit coming").
            // What the company sells may be booked as it is ("3 hour group class $95": "Book a class").
            let bookable = |cta: &str| {
                text == company.products_services
                    && cta.starts_with("Book ")
                    && !["call", "chat", "visit", "demo", "check"]
                        .iter()
                        .any(|noun| cta.ends_with(noun))
            };
            let named =
                named_step(&sentence).filter(|(rank, cta)| *rank > 0 || offered.contains(&text) || bookable(cta));
            let phoned = offered.contains(&text).then(|| phoned_step(&sentence)).flatten();
            let found = [named, spelled.map(|step| (1, step)), phoned.map(|step| (2, step))];
            for (rank, step) in found.into_iter().flatten() {
                if best.as_ref().is_none_or(|(best, _)| rank > *best) {
                    best = Some((rank, step));
                }
            }
        }
    }
    best.map(|(_, step)| step)
}

/// What the company gives on the phone, as a call: "fixed price on the phone" →
/// "Call for a fixed price", "a quote over the phone" → "Call for a quote".
fn phoned_step(sentence: &str) -> Option<String> {
    let lower = sentence.to_lowercase();
    let at = [" on the phone", " over the phone"]
        .iter()
        .find_map(|phone| lower.find(phone))?;
    let given: Vec<&str> = lower[..at]
        .split_whitespace()
        .rev()
        .take_while(|word| word.chars().all(|c| c.is_alphabetic() || c == '-') && !["a", "an", "the"].contains(word))
        .take(3)
        .collect();
    // "half the owner's day on the phone": someone's time, not a thing given.
    let owned = lower[..at]
        .split_whitespace()
        .rev()
        .nth(given.len())
        .is_some_and(|before| before.ends_with("'s") || before.ends_with("’s"));
    let given: Vec<&str> = given.into_iter().rev().collect();
    // A thing given ("fixed price"), not what someone does ("hate being").
    let a_thing = given.iter().all(|word| {
        !word.ends_with("ing")
            && ![
                "they", "we", "i", "you", "he", "she", "it", "hate", "love", "be", "my", "our", "your", "their", "his",
                "her",
            ]
            .contains(word)
    });
    (!given.is_empty() && a_thing && !owned && !has_finite_verb(&given.join(" ")))
        .then(|| format!("Call for {}", with_article(&given.join(" "))))
        .filter(|step| word_count(step) <= 5)
}

/// "... a free 15-minute phone chat ..." → "Book a free 15-minute chat", ranked
/// 3 when free, 2 when it names other terms (a price, "assessment"), else 0. Of the
/// steps a sentence names, the best described.
fn named_step(sentence: &str) -> Option<(u8, String)> {
    let raw: Vec<&str> = sentence.split_whitespace().collect();
    let words: Vec<String> = raw
        .iter()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '$' && c != '£' && c != '-')
                .to_lowercase()
        })
        .collect();
    let is_step = |word: &str| {
        FIRST_STEPS.iter().any(|(noun, _)| {
            !noun.contains(' ') && (word == *noun || word == format!("{noun}s") || word == format!("{noun}es"))
        })
    };
    let mut best: Option<(u8, String)> = None;
    for (noun, verb) in FIRST_STEPS {
        let parts: Vec<&str> = noun.split(' ').collect();
        // The noun as said, singular or plural ("quotes", "classes").
        let matches = |window: &[String]| {
            let (last, head) = window.split_last().expect("a step has a word");
            let (noun_last, noun_head) = parts.split_last().expect("a step has a word");
            head.iter().zip(noun_head).all(|(word, part)| word == part)
                && [noun_last.to_string(), format!("{noun_last}s"), format!("{noun_last}es")].contains(last)
        };
        let Some(at) = words.windows(parts.len()).position(matches) else {
            continue;
        };
        let end = at + parts.len();
        // "buy 10 lessons up front" counts lessons; "endless sales calls" offers none.
        let plural = words[end - 1] != *parts.last().expect("a step has a word");
        // A step that only names another thing is none: "a demo counter", "assessment call"
        // (there the call is the step, "assessment" tells which).
        let ends_there = raw[end - 1].ends_with(|c: char| !c.is_alphanumeric());
        let modifies = |next: &String| {
            let reads_on = FUNCTION_WORDS_AFTER_A_STEP.contains(&next.as_str())
                || next.starts_with(|c: char| c.is_ascii_digit() || c == '$' || c == '£');
            !reads_on
        };
        if let Some(next) = words.get(end).filter(|_| !ends_there) {
            // "$120 call out" is a fee for coming out, no call to book.
            if is_step(next) || (parts == ["call"] && next == "out") {
                continue;
            }
        }
        // The words just before it that describe it: "free", "15 minute", "$15", "assessment".
        let mut start = at;
        while start > 0 && at - start < 4 {
            let word = &words[start - 1];
            let describes = STEP_WORDS.contains(&word.as_str())
                || is_step(word)
                || ["minute", "min", "minutes", "hour"].contains(&word.as_str())
                || word
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit() || c == '$' || c == '£');
            if !describes || raw[start - 1].ends_with([',', '.', ';', ':']) {
                break;
            }
            start -= 1;
        }
        // "15 minute" is one word in a call to action: "a free 15-minute chat".
        let mut described: Vec<String> = Vec::new();
        // "300-600 calls in the first hour" counts calls; no step is offered.
        let counted = |word: &&String| plural && word.chars().all(|c| c.is_ascii_digit() || c == '-' || c == ',');
        for word in words[start..at]
            .iter()
            .filter(|w| *w != "phone" && *w != "video" && !counted(w))
        {
            match described.last_mut() {
                Some(last)
                    if ["minute", "min", "minutes"].contains(&word.as_str())
                        && last.chars().all(|c| c.is_ascii_digit()) =>
                {
                    last.push_str("-minute");
                }
                _ => described.push(word.clone()),
            }
        }
        // Too long for a button: its length goes first ("Book a free assessment call").
        let said = |described: &[String]| {
            let article = match described.first().map(String::as_str).or(parts.first().copied()) {
                Some(first) if first.starts_with(['a', 'e', 'i', 'o', 'u']) => "an",
                Some(first) if first.starts_with('8') || first.starts_with("11") => "an",
                _ => "a",
            };
            let object = described
                .iter()
                .map(String::as_str)
                .chain(parts.iter().copied())
                .collect::<Vec<_>>()
                .join(" ");
            format!("{verb} {article} {object}")
        };
        let mut cta = said(&described);
        if word_count(&cta) > 5 {
            described.retain(|word| !word.starts_with(|c: char| c.is_ascii_digit()));
            cta = said(&described);
        }
        // Undescribed, a noun before another ("a demo counter") only says what that is;
        // described, it is offered ("free 30-minute evaluation drive").
        if described.is_empty() && (plural || words.get(end).filter(|_| !ends_there).is_some_and(modifies)) {
            continue;
        }
        // A free step beats one with other terms ("a free assessment call" over "a 1:1 session").
        let rank = match described.as_slice() {
            [] => 0,
            _ if described.iter().any(|word| word == "free" || word == "no-obligation") => 3,
            _ => 2,
        };
        let better = best.as_ref().is_none_or(|(best_rank, _)| rank > *best_rank);
        if (2..=5).contains(&word_count(&cta)) && better {
            best = Some((rank, cta));
        }
    }
    best
}

/// The words a step's noun may be followed by and still be the step: "a
/// call where we ...", "classes for two", "a quote so they ...". Any other word
/// makes the noun a modifier ("a demo counter", "call centre").
const FUNCTION_WORDS_AFTER_A_STEP: [&str; 30] = [
    "a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "with", "and", "or", "but", "that", "which", "who",
    "where", "when", "so", "before", "after", "we", "you", "they", "i", "it", "then", "first", "no",
];

/// A step the owner spells out as an instruction: "re-run last month's payroll for free".
fn spelled_step(sentence: &str) -> Option<String> {
    let lower = sentence.to_lowercase();
    STEP_VERBS.iter().find_map(|verb| {
        let at = lower.find(&format!("{verb} "))?;
        let starts_word = at == 0 || !lower[..at].ends_with(|c: char| c.is_alphanumeric() || c == '-');
        if !starts_word {
            return None;
        }
        // "book" and "try" are verbs here only before what is booked or tried.
        let next = lower[at + verb.len()..].split_whitespace().next().unwrap_or_default();
        let next_word = next.trim_matches(|c: char| !c.is_alphanumeric());
        match (*verb, next_word) {
            ("book", "online") => return Some("Book online".to_owned()),
            ("walk", "in") => return Some("Walk in".to_owned()),
            _ => {}
        }
        let object_follows = ["a", "an", "the", "your", "us", "me", "it", "one", "last"].contains(&next);
        let particle_follows = *verb == "pop" && ["in", "round", "by", "down", "over"].contains(&next);
        if !(object_follows || particle_follows || ["re-run", "rerun"].contains(verb)) {
            return None;
        }
        let phrase = bare(cut_at_any(
            &sentence[at..],
            &[",", ".", ";", " and ", " so ", " to see", " for free"],
        ));
        // The notes speak of the owner; the call to action speaks as the business.
        let phrase = phrase.replace("the owner's", "our").replace("the owner", "us");
        let mut words: Vec<&str> = phrase.split_whitespace().take(5).collect();
        while words.len() > 2 && ends_on_function_word(&words.join(" ")) {
            words.pop();
        }
        (words.len() >= 2 && !ends_on_function_word(&words.join(" "))).then(|| capitalize(&words.join(" ")))
    })
}

/// `text` up to the first of `marks`.
fn cut_at_any<'a>(text: &'a str, marks: &[&str]) -> &'a str {
    let end = marks
        .iter()
        .filter_map(|mark| text.find(mark))
        .min()
        .unwrap_or(text.len());
    &text[..end]
}

/// The rest of `sentence` after the first of `markers` to occur (ignoring
/// case; of two at the same place, the longer), bare.
pub fn phrase_after(sentence: &str, markers: &[&str]) -> Option<String> {
    let lower = sentence.to_ascii_lowercase();
    markers
        .iter()
        .filter_map(|marker| lower.find(marker).map(|at| (at, std::cmp::Reverse(marker.len()))))
        .min()
        .map(|(at, std::cmp::Reverse(len))| bare(&sentence[at + len..]).to_owned())
        .filter(|phrase| !phrase.is_empty())
}

/// Whether a phrase opens by naming a kind of business ("family bakery in
/// Leeds", "small driving school"), as a description often does without its article.
fn names_a_business(phrase: &str) -> bool {
    // "opticians" is the shop in British English ("an independent opticians").
    const KINDS: [&str; 49] = [
        "school",
        "subscription",
        "platform",
        "app",
        "marketplace",
        "opticians",
        "optician",
        "locksmith",
        "dentist",
        "florist",
        "plumber",
        "electrician",
        "photographer",
        "lab",
        "laboratory",
        "van",
        "bar",
        "pub",
        "nursery",
        "surgery",
        "shop",
        "store",
        "bakery",
        "cafe",
        "café",
        "restaurant",
        "clinic",
        "practice",
        "studio",
        "gym",
        "salon",
        "agency",
        "firm",
        "company",
        "business",
        "service",
        "consultancy",
        "workshop",
        "garage",
        "farm",
        "brewery",
        "kitchen",
        "centre",
        "center",
        "academy",
        "club",
        "choir",
        "groomer",
        "printer",
    ];
    let head = cut_at_any(
        phrase,
        &[" in ", " for ", " that ", " which ", " with ", ",", " on ", " near "],
    );
    !has_finite_verb(head)
        && word_count(head) <= 6
        && head.split_whitespace().last().is_some_and(|last| {
            KINDS.contains(
                &last
                    .trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
                    .as_str(),
            )
        })
}

/// The business a description names, up to where a run-on sentence starts
/// its next clause: "family restaurant on the south side the founder's mother
/// started" → "family restaurant on the south side".
fn business_phrase(first: &str) -> String {
    const PREPOSITIONS: [&str; 12] = [
        "in", "on", "of", "at", "near", "for", "to", "from", "by", "with", "off", "around",
    ];
    const DETERMINERS: [&str; 9] = ["the", "a", "an", "my", "our", "his", "her", "their", "we"];
    let phrase = bare(cut_at_any(first, &[",", ";", " - ", " and we ", " which ", " that "]));
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let end = (1..words.len())
        .find(|&n| {
            let word = words[n].to_lowercase();
            let after = words[n - 1].to_lowercase();
            (DETERMINERS.contains(&word.as_str()) || word.contains('\''))
                && !PREPOSITIONS.contains(&after.as_str())
                && !DETERMINERS.contains(&after.as_str())
        })
        .unwrap_or(words.len());
    let phrase = words[..end].join(" ");
    // Too long to say whole: cut where a clause of it ends, never mid-phrase ("but hate fast").
    match end {
        0..=16 => phrase,
        _ => trim_to(&phrase, 3, 14).unwrap_or_else(|| words[..14].join(" ")),
    }
}

/// "a" or "an" before `word`, as it is said.
fn article(word: &str) -> &'static str {
    match word.trim_start().chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o') => "an",
        _ => "a",
    }
}

/// What the description says the company does, after its name: "builds ...",
/// "is a family dental practice ...", "offers online science workshops ...".
fn identity(name: &str, description: &str, offer: &str, names: &[String]) -> String {
    let first = sentences(description).into_iter().next().unwrap_or_default();
    let first = bare(&first);
    let name = name.trim();
    // The cleaned notes speak of the owner ("The owner is a mobile dog
    // groomer"): in a one-person business the owner is what the company is.
    let owner_is = ["The owner is ", "The founder is ", "It is ", "This is "]
        .iter()
        .find_map(|opening| first.strip_prefix(opening))
        .filter(|what| what.starts_with("a ") || what.starts_with("an "));
    // "I fix bikes at your house", cleaned to "The owner fixes bikes ...": what the company does.
    let owner_does = ["The owner ", "The founder "]
        .iter()
        .find_map(|opening| first.strip_prefix(opening))
        .filter(|rest| {
            let verb = rest.split_whitespace().next().unwrap_or_default();
            verb.len() > 3 && verb.ends_with('s') && !verb.ends_with("ss") && !verb.contains('\'')
        });
    // "Hostline, Inc. provides ...": the company's legal form is no part of what it does.
    let after_name = first.strip_prefix(name).map(|rest| {
        [
            ", Inc.", ", LLC.", ", Ltd.", " Inc.", " LLC.", " Ltd.", ", Inc", ", LLC", ", Ltd", " LLC", " Ltd",
            " Limited", " Pty Ltd", " plc",
        ]
        .iter()
        .find_map(|form| rest.strip_prefix(form))
        .unwrap_or(rest)
    });
    let said = match (after_name, owner_is) {
        (Some(rest), _) if !name.is_empty() => rest.trim().to_owned(),
        _ if owner_does.is_some() => owner_does.unwrap_or_default().to_owned(),
        _ if first.starts_with("A ") || first.starts_with("An ") => format!("is {}", lower_first(first, names)),
        _ if first.starts_with("We ") => format!("is a company that {}", &first[3..]),
        // "Small driving school in Melbourne's north": what it is, without its article.
        _ if names_a_business(first) => {
            let phrase = business_phrase(first);
            // "Mobile dog grooming van" opens the sentence; "Mobile" of the name comes later.
            let names: Vec<String> = names
                .iter()
                .filter(|word| !name.split_whitespace().any(|own| own == word.as_str()))
                .cloned()
                .collect();
            format!("is {} {}", article(&phrase), lower_first(&phrase, &names))
        }
        (_, Some(what)) => format!("is {what}"),
        // A clause is no offer ("offers family restaurant the founder's mother started"):
        // what it offers then is its products.
        _ if has_finite_verb(first) || word_count(first) > 12 => match offer {
            "" => format!("offers {}", lower_first(first, names)),
            offer => format!("offers {offer}"),
        },
        _ => format!("offers {}", lower_first(first, names)),
    };
    // "is a piano tuner based in Harrogate and have been doing this for 43 years":
    // the owner's "I ... and have" does not agree with the company's "is".
    let said = match [" and have ", " and I ", " and we "]
        .iter()
        .find_map(|joint| said.find(joint))
    {
        Some(at) if said.starts_with("is ") => said[..at].to_owned(),
        _ => said,
    };
    if word_count(&said) > 20 {
        trim_to(&said, 3, 20).unwrap_or_else(|| first_words(&said, 20))
    } else {
        said
    }
}

/// The products named in a description without a products field.
fn offer_from_description(description: &str, names: &[String]) -> String {
    let first = sentences(description).into_iter().next().unwrap_or_default();
    let offered = phrase_after(
        &first,
        &[
            " builds ",
            " offers ",
            " offering ",
            " makes ",
            " sells ",
            " provides ",
            " supplying ",
            " runs ",
            " is ",
        ],
    )
    .unwrap_or_else(|| bare(&first).to_owned());
    let offered = bare(cut_at_any(&offered, &[" that ", " which ", " who ", " to ", ", "]));
    lower_first(&first_words(offered, 10), names)
}

/// A list phrase's items: "a, b and c" → a, b, c (only a list of three or more
/// splits its last "and": "single-origin and blended beans" stays whole).
fn list_items(phrase: &str, names: &[String]) -> Vec<String> {
    // A comma between digits is a thousands separator ("£2,400"), not a list's.
    // A full stop ("Boiler service £85. Landlord gas cert £70") and a colon
    // end an item too.
    let chars: Vec<char> = phrase.chars().collect();
    // Each item with the colon it follows in its sentence, if any ("Inventory + check in: studio/1 bed £95").
    let mut items: Vec<(String, Option<usize>)> = vec![(String::new(), None)];
    // "Linen hire (tablecloths, napkins, towels)" is one item: its brackets hold its detail.
    let mut depth = 0usize;
    let mut colon = None;
    for (n, &c) in chars.iter().enumerate() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let thousands =
            c == ',' && n > 0 && chars[n - 1].is_ascii_digit() && chars.get(n + 1).is_some_and(char::is_ascii_digit);
        // Not "£495 fitted inc. certificate": an abbreviation's full stop ends nothing.
        let full_stop = matches!(c, '.' | ':' | '\n')
            && chars.get(n + 1).is_none_or(|next| next.is_whitespace())
            && !(c == '.' && items.last().is_some_and(|(item, _)| ends_with_abbreviation(item)));
        if depth == 0 && ((matches!(c, ',' | ';') && !thousands) || full_stop) {
            colon = match c {
                ':' => Some(n),
                '.' | '\n' => None,
                _ => colon,
            };
            items.push((String::new(), colon));
        } else if let Some((item, _)) = items.last_mut() {
            item.push(c);
        }
    }
    // "Label: studio/1 bed £95, 2 bed £110, 3 bed £130": the sizes are the label's prices, no products.
    let tiers: Vec<Option<usize>> = items
        .iter()
        .filter_map(|(_, colon)| *colon)
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .filter(|colon| {
            let group: Vec<&str> = items
                .iter()
                .filter(|(item, after)| *after == Some(*colon) && !item.trim().is_empty())
                .map(|(item, _)| item.trim())
                .collect();
            group.len() >= 2 && group.iter().all(|item| is_tier(item, &group))
        })
        .map(Some)
        .collect();
    let mut items: Vec<String> = items
        .iter()
        .filter(|(_, colon)| colon.is_none() || !tiers.contains(colon))
        .map(|(item, _)| bare(item.trim()).to_owned())
        .filter(|item| !item.is_empty())
        .collect();
    if items.len() >= 2 {
        if let Some(last) = items.pop() {
            let last = last.strip_prefix("and ").unwrap_or(&last).to_owned();
            match last.rsplit_once(" and ") {
                Some((head, tail)) if word_count(tail) <= 6 => items.extend([head.to_owned(), tail.to_owned()]),
                _ => items.push(last),
            }
        }
    }
    items
        .iter()
        .filter_map(|item| product_name(item))
        .filter(|item| !is_charge(item))
        .map(|item| match is_plan_name(&item) {
            true => item,
            false => lower_first(&item, names),
        })
        .filter(|item| word_count(item) <= 10)
        .collect()
}

/// Whether `product` is what a job is charged by, a price to list but no product to
/// offer: "labour $95+gst/hr", "callout $60", "travel extra outside Gauteng", "parking £10".
fn is_charge(product: &str) -> bool {
    [
        "labour",
        "labor",
        "callout",
        "call out",
        "call-out",
        "mileage",
        "parking",
        "travel extra",
    ]
    .iter()
    .any(|charge| has_word(product, charge))
}

/// Whether `product` is a plan named as software names its tiers ("Starter $24/vehicle/mo",
/// "Pro $34"): a name, said as it is ("Start with Starter"), not "a starter".
fn is_plan_name(product: &str) -> bool {
    const PLANS: [&str; 12] = [
        "Starter",
        "Basic",
        "Pro",
        "Plus",
        "Premium",
        "Growth",
        "Team",
        "Business",
        "Enterprise",
        "Essentials",
        "Standard",
        "Scale",
    ];
    PLANS.contains(&product)
}

/// Whether `item` of a list after a colon is a size or tier of what the colon
/// follows: it starts with a figure ("2 bed £110"), names a size ("large £65"), or
/// ends, before its price, on the word another item ends on, with a figure of its own
/// ("studio/1 bed £95").
fn is_tier(item: &str, group: &[&str]) -> bool {
    const SIZES: [&str; 8] = ["small", "medium", "large", "xl", "single", "double", "half", "full"];
    let name = |item: &str| -> Vec<String> {
        item.split_whitespace()
            .take_while(|word| !word.contains(['£', '$', '€']))
            .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
            .collect()
    };
    let words = name(item);
    let last = words.last();
    words
        .first()
        .is_none_or(|first| first.starts_with(|c: char| c.is_ascii_digit()) || SIZES.contains(&first.as_str()))
        // "studio/1 bed" beside "2 bed", not "deep clean" beside "regular clean".
        || words.iter().any(|word| word.contains(|c: char| c.is_ascii_digit()))
            && group
                .iter()
                .filter(|other| **other != item)
                .any(|other| name(other).last().is_some_and(|end| Some(end) == last))
}

/// The items of a list of products that carry a price ("balayage £150-£220",
/// "toner refresh £45"), as listed; not a remark that holds one.
fn priced(listed: &str, names: &[String]) -> Vec<String> {
    cut_list(listed)
        .into_iter()
        .flat_map(at_full_stops)
        .map(|item| bare(item.trim()))
        .filter(|item| {
            let currency = item.char_indices().any(|(at, c)| {
                "£$€".contains(c) && item[at + c.len_utf8()..].starts_with(|d: char| d.is_ascii_digit())
            });
            currency && (2..=10).contains(&word_count(item)) && !has_finite_verb(item) && product_name(item).is_some()
        })
        // "Private lessons - $85/hr" as said: "private lessons at $85/hr".
        .map(|item| {
            let said = ["$", "£", "€"].iter().fold(item.to_owned(), |said, currency| {
                said.replace(&format!(" - {currency}"), &format!(" at {currency}"))
                    .replace(&format!(" – {currency}"), &format!(" at {currency}"))
            });
            lower_first(&said.replace(" - ", " ").replace(" – ", " "), names)
        })
        .collect()
}

/// `text` cut at each full stop before a space, but an abbreviation's ("£495
/// fitted inc. certificate" is one piece).
fn at_full_stops(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices(". ") {
        // "colour £40 etc. Kids cut £8": "etc." ends its list all the same.
        let etc = text[..at].ends_with("etc") && text[at + 2..].starts_with(char::is_uppercase);
        if etc || !ends_with_abbreviation(&text[start..at]) {
            pieces.push(&text[start..at]);
            start = at + 2;
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// A list's items, cut at commas, semicolons and line ends; not at a number's
/// thousands comma ("flat $3,500 for small firms" is one item).
fn cut_list(list: &str) -> Vec<&str> {
    let bytes = list.as_bytes();
    let mut items = Vec::new();
    let mut start = 0;
    for (at, c) in list.char_indices() {
        let thousands = c == ','
            && at > 0
            && bytes[at - 1].is_ascii_digit()
            && bytes
                .get(at + 1..at + 4)
                .is_some_and(|digits| digits.iter().all(u8::is_ascii_digit));
        if matches!(c, ',' | ';' | '\n') && !thousands {
            items.push(&list[start..at]);
            start = at + 1;
        }
    }
    items.push(&list[start..]);
    items
}

/// The asides in brackets of a products list, each with the product it is
/// about: "flat roof replacement (EPDM rubber, 20yr guarantee)" → ("flat roof
/// replacement", "EPDM rubber, 20-year guarantee"); not a remark of the owner's.
fn details(listed: &str, names: &[String]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in listed.lines() {
        let line = line.trim().trim_start_matches(['-', '*', '•', '+']).trim();
        for (text, aside) in asides(line) {
            let Some(aside) = aside else { continue };
            let item = text.rsplit([',', ';']).next().unwrap_or_default().trim();
            let Some(product) = product_name(item) else { continue };
            let detail = aside
                .split_whitespace()
                .map(
                    |word| match word.strip_suffix("yr").or_else(|| word.strip_suffix("yrs")) {
                        Some(years) if !years.is_empty() && years.chars().all(|c| c.is_ascii_digit()) => {
                            format!("{years}-year")
                        }
                        _ => word.to_owned(),
                    },
                )
                .collect::<Vec<_>>()
                .join(" ");
            let detail = bare(&detail);
            // "the pork pies are my grandad's recipe" is a remark, not a detail.
            let the_owners = has_first_person(detail)
                || has_finite_verb(detail)
                || bare_words(detail).any(|word| ["i", "my", "me", "owner"].contains(&word.as_str()));
            if (3..=12).contains(&word_count(detail)) && !the_owners && !detail.contains('?') {
                found.push((lower_first(&product, names), lower_first(detail, names)));
            }
        }
    }
    found
}

/// `item` with each aside in brackets dropped, but for the price it gives
/// when the item has none of its own: "Full groom (from £45 small dogs, £65
/// large)" → "Full groom from £45 small dogs"; "Plans (from £295/month for up
/// to 8 workstations)" → "Plans from £295/month".
fn prices_from_asides(item: &str) -> String {
    let has_price = |text: &str| {
        text.char_indices()
            .any(|(at, c)| "£$€".contains(c) && text[at + c.len_utf8()..].starts_with(|d: char| d.is_ascii_digit()))
    };
    let mut out = String::new();
    for (text, aside) in asides(item) {
        out.push_str(text);
        let priced_already = has_price(&out);
        let price = aside
            .filter(|_| !priced_already)
            .and_then(|aside| cut_list(aside).into_iter().find(|part| has_price(part)))
            .map(|part| bare(cut_at_any(part.trim(), &[" for ", " if ", " per "])));
        if let Some(price) = price.filter(|price| word_count(price) <= 5) {
            out = format!("{} {price}", out.trim_end());
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A product as copy names it: without its price, times and terms ("summer
/// day camps $285/week" → "summer day camps", "Tuesday choir 7-9pm" →
/// "Tuesday choir"); `None` for what is no product ("free", "45 mins", a
/// remark such as "the pork pies are the owner's grandad's recipe").
fn product_name(item: &str) -> Option<String> {
    // What follows a spaced dash is a note on it: "Traditional funeral – our simple funeral is £2,950";
    // what its brackets hold is its detail: "linen hire (tablecloths, napkins)".
    let item = match cut_at_any(item, &[" – ", " — ", " - ", " ("]) {
        "" => item,
        named => named,
    };
    let words: Vec<&str> = item.split_whitespace().collect();
    let priced = |word: &&str| {
        let pence = word
            .strip_suffix('p')
            .is_some_and(|number| !number.is_empty() && number.chars().all(|c| c.is_ascii_digit() || c == '.'));
        word.contains(['£', '$', '€'])
            || pence
            || (word.starts_with(|c: char| c.is_ascii_digit())
                && ["am", "pm", "min", "mins", "hour", "/"]
                    .iter()
                    .any(|unit| word.contains(unit)))
    };
    const UNITS: [&str; 14] = [
        "min", "mins", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year",
        "a",
    ];
    let counted = |at: usize| {
        words[at].chars().all(|c| c.is_ascii_digit())
            && words
                .get(at + 1)
                .is_some_and(|unit| UNITS.contains(&unit.to_lowercase().as_str()))
    };
    // A length that leads describes what follows: "3 hour group class $95" is a group class.
    let start = match words.first() {
        Some(_) if counted(0) => 2.min(words.len()),
        Some(first) if !first.contains(['£', '$', '€']) && priced(first) => 1,
        _ => 0,
    };
    let end = (start..words.len())
        .find(|&at| priced(&words[at]) || counted(at))
        .unwrap_or(words.len());
    let mut kept = &words[start..end];
    // And a price's hedge: "2-bed house local move typically £650-£950".
    const GLUE: [&str; 21] = [
        "to",
        "from",
        "at",
        "for",
        "each",
        "or",
        "and",
        "a",
        "an",
        "with",
        "per",
        "only",
        "just",
        "is",
        "are",
        "typically",
        "usually",
        "roughly",
        "about",
        "around",
        "approx",
    ];
    while let Some((last, rest)) = kept.split_last() {
        let bare_last = last.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        if GLUE.contains(&bare_last.as_str()) || bare_last.chars().all(|c| c.is_ascii_digit()) {
            kept = rest;
        } else {
            break;
        }
    }
    // "3 hour group class" was one of them: "group classes" (not "personal trainings").
    let countable = |noun: &str| COUNTABLE.iter().any(|countable| noun.eq_ignore_ascii_case(countable));
    let joined = match kept.split_last() {
        Some((last, rest)) if start > 0 && countable(last) => rest
            .iter()
            .copied()
            .chain([plural(last).as_str()])
            .collect::<Vec<_>>()
            .join(" "),
        _ => kept.join(" "),
    };
    let name = bare(&joined);
    let name = ["and ", "plus ", "also "]
        .iter()
        .find_map(|lead| name.strip_prefix(lead))
        .unwrap_or(name)
        .trim_matches(['\'', '"', '‘', '’', '“', '”'])
        .to_owned();
    let remark = [" is ", " are ", " was ", " were ", " can ", " will "]
        .iter()
        .any(|verb| format!(" {name} ").contains(verb));
    let timing = name
        .split_whitespace()
        .all(|word| WEEKDAYS.iter().any(|day| word.to_lowercase().starts_with(day)));
    let lower = name.to_lowercase();
    const NOT_A_PRODUCT: [&str; 10] = [
        "free",
        "quoted",
        "included",
        "small",
        "medium",
        "large",
        "extra large",
        "add",
        "plus",
        "extra",
    ];
    // Terms of sale are no product: "14 day free trial no card", "20yr guarantee", "agent
    // accounts invoiced monthly", "private landlords pay upfront".
    let terms = [
        "trial",
        "guarantee",
        "warranty",
        "no card",
        "fee",
        "contract",
        "invoiced",
        "upfront",
        "same price",
        "same prices",
        "included",
    ]
    .iter()
    .any(|term| has_word(&lower, term) && !has_word(&lower, "class") && !has_word(&lower, "lesson"));
    // The rest of a price, no product: "then approx R2,900/MWp after that", "otherwise $120".
    let price_rest = ["then", "otherwise", "approx", "approximately", "per"]
        .contains(&lower.split_whitespace().next().unwrap_or_default())
        || lower.starts_with("after that");
    (word_count(&name) >= 1 && !remark && !timing && !terms && !price_rest && !NOT_A_PRODUCT.contains(&lower.as_str()))
        .then_some(name)
}

/// The products owners list by their length ("3 hour group class") that are counted.
const COUNTABLE: [&str; 16] = [
    "class",
    "lesson",
    "session",
    "massage",
    "course",
    "workshop",
    "tour",
    "tasting",
    "treatment",
    "consultation",
    "walk",
    "ride",
    "drive",
    "camp",
    "party",
    "appointment",
];

/// A noun's plural, by the rules that cover the products owners list.
fn plural(noun: &str) -> String {
    let consonant_y = noun.ends_with('y') && !["ay", "ey", "oy", "uy"].iter().any(|end| noun.ends_with(end));
    if noun.ends_with('s') && !noun.ends_with("ss") {
        noun.to_owned()
    } else if ["ss", "x", "ch", "sh"].iter().any(|end| noun.ends_with(end)) {
        format!("{noun}es")
    } else if consonant_y {
        format!("{}ies", &noun[..noun.len() - 1])
    } else {
        format!("{noun}s")
    }
}

/// Verbs a line of a products list opens with when it tells what a product does.
const PRODUCT_VERBS: [&str; 14] = [
    "imports",
    "exports",
    "includes",
    "supports",
    "works",
    "syncs",
    "connects",
    "integrates",
    "reads",
    "lets",
    "helps",
    "comes",
    "runs",
    "handles",
];

/// The days of the week as owners shorten them ("Tues", "Thurs").
const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

fn feelings(answer: &str, lexicon: &Lexicon) -> Vec<&'static str> {
    let lower = answer.to_lowercase();
    let words: Vec<String> = bare_words(&lower).collect();
    let mut found: Vec<(usize, &'static str)> = Vec::new();
    for (key, feeling) in lexicon {
        let at = if key.contains(' ') {
            lower.find(key).map(|byte| lower[..byte].split_whitespace().count())
        } else if let Some(stem) = key.strip_suffix('*') {
            words.iter().position(|word| word.starts_with(stem))
        } else {
            words.iter().position(|word| word == key)
        };
        if let Some(at) = at {
            if !found.iter().any(|(_, seen)| seen == feeling) {
                found.push((at, feeling));
            }
        }
    }
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, feeling)| feeling).take(4).collect()
}

/// "X want(s) to Y" in the answer: who wants what.
fn wants(answer: &str, audience: &Audience) -> Vec<Want> {
    let mut found = Vec::new();
    for sentence in sentences(answer) {
        let sentence = without_lead_in(&sentence);
        let lower = sentence.to_ascii_lowercase();
        let Some((at, marker)) = [" wants to ", " want to "]
            .iter()
            .find_map(|marker| lower.find(marker).map(|at| (at, *marker)))
        else {
            continue;
        };
        let who = bare(&sentence[..at]);
        if word_count(who) > 4 || has_first_person(who) {
            continue;
        }
        let who = match who.to_ascii_lowercase().as_str() {
            "they" | "customers" | "our customers" => audience.short.clone(),
            _ => lower_first(who, &[]),
        };
        if let Some(action) = trim_to(&tightened(&sentence[at + marker.len()..]), 2, CLAUSE_WORDS) {
            found.push(Want { who, action });
        }
    }
    found
}

/// The notes of a short answer written as notes ("- line stopped\n- scrapped
/// parts"), each a phrase: nothing from an answer of sentences.
fn notes(answer: &str, names: &[String]) -> Vec<String> {
    if word_count(answer) > 20 {
        return Vec::new();
    }
    // "water coming thru the ceiling usually after a storm" is a note too.
    note_items(answer)
        .filter(|note| (2..=12).contains(&word_count(note)) && !has_banned_word(note))
        .map(|note| lower_first(note, names))
        .collect()
}

/// An answer's notes: its pieces between stops, commas, semicolons and lines, without bullets.
fn note_items(answer: &str) -> impl Iterator<Item = &str> {
    answer
        .split(['.', ',', ';', '\n'])
        .map(|note| bare(note.trim().trim_start_matches(['-', '*', '•', '+'])))
}

/// An answer written as a list of short notes, as one list: "Put together.
/// Confident in the meeting. Less guilt." → "put together, confident in the
/// meeting and less guilt"; `None` for anything else.
fn listed_notes(answer: &str, names: &[String]) -> Option<String> {
    let items: Vec<&str> = note_items(answer).filter(|item| !item.is_empty()).collect();
    let notes = items.len() >= 2
        && items
            .iter()
            .all(|item| (1..=10).contains(&word_count(item)) && !has_finite_verb(item) && !has_banned_word(item));
    let said: Vec<String> = items.iter().map(|item| lower_first(item, names)).collect();
    (notes && word_count(answer) <= 30).then(|| capitalize(&list(&said, "and")))
}

/// The competitors the profile names, by name: "Mark Pybus who does the Ripon
/// area" is "Mark Pybus"; "the bigger firm in Leeds whose name I forget", "the
/// bigger firm in Leeds"; the owner's remarks ("if I'm honest") are none.
fn competitors(listed: &str) -> Vec<String> {
    cut_list(listed)
        .into_iter()
        .flat_map(|item| item.split(". "))
        .map(|item| {
            let item = bare(item.trim().trim_start_matches(['-', '*', '•', '+']));
            let item = ["and ", "also ", "or ", "plus "].iter().fold(item, |item, lead| {
                item.strip_prefix(lead)
                    .or_else(|| item.strip_prefix(&capitalize(lead)))
                    .unwrap_or(item)
            });
            bare(cut_at_any(item, &[" who ", " which ", " whose ", " that "])).to_owned()
        })
        .filter(|name| {
            let owners =
                bare_words(name).any(|word| ["i", "im", "i'm", "my", "me", "the owner"].contains(&word.as_str()));
            !name.is_empty() && !owners && word_count(name) <= 8
        })
        .collect()
}

/// The description's notes of how the company works, verbless and opening
/// with a promise word: "no cages no dryers blasting, one dog at a time" →
/// "no cages, no dryers blasting", "one dog at a time".
fn promises(description: &str, names: &[String]) -> Vec<String> {
    const OPENERS: [&str; 9] = [
        "no", "one", "never", "always", "every", "all", "only", "same-day", "free",
    ];
    description
        .split([',', ';', '.', '\n'])
        .map(|note| bare(note.trim()))
        .filter(|note| {
            let first = bare_words(note).next().unwrap_or_default();
            OPENERS.contains(&first.as_str()) && (2..=8).contains(&word_count(note)) && !has_finite_verb(note)
        })
        // "no cages no dryers" is two notes.
        .map(|note| lower_first(&note.replace(" no ", ", no "), names))
        .collect()
}

/// The owner's note on who works there ("Now it's the owner and the owner's
/// brother Dean plus 6 staff"), in the owner's voice: "It's me and my brother
/// Dean plus 6 staff".
fn team(sentence: &str) -> Option<String> {
    let at = sentence.to_lowercase().find("the owner and ")?;
    let before = sentence[..at].to_lowercase();
    let rest = bare(&sentence[at + "the owner and ".len()..]);
    let verbless = !has_finite_verb(rest) && !has_finite_verb(&before.replace("it's", ""));
    // Family: "the owner's brother Dean plus 6 staff", not "the team bake from 4am".
    let family = ["the owner's ", "the founder's "]
        .iter()
        .any(|theirs| rest.to_lowercase().starts_with(theirs));
    (verbless && family && word_count(rest) <= 12).then(|| {
        let mine = ["the owner's ", "the founder's "]
            .iter()
            .fold(rest.to_owned(), |said, theirs| said.replace(theirs, "my "));
        format!("It's me and {mine}.")
    })
}

/// The objections as the customers say them: a sentence's quotes, else the
/// items of a list written without them ("its too expensive, will it take more
/// than one session" → "It's too expensive.", "Will it take more than one
/// session?"), each closed as said; what the owner reports, and the topics the
/// owner names, as the customer would say them (`reported.rs`: "parents ask if
/// they have to stay" → "Do I have to stay?"). Each keeps the owner's reply,
/// written in brackets or after a dash ("is it dearer than a salon? (a bit, but
/// no 4-hour wait)", "my dog bites - I'll still try"); after a topic, what
/// follows says what the doubt is ("Disruption — partners don't want ...").
fn objections(answer: &str, name: &str) -> Vec<Objection> {
    let mut found: Vec<Objection> = Vec::new();
    // "Objection: ..." (or "Q: ...") on one line, "Response: ..." (or "A: ...") on the next:
    // one line, its reply after it.
    let mut joined: Vec<String> = Vec::new();
    for line in answer
        .lines()
        .map(|line| line.trim().trim_start_matches(['-', '*', '•', '+']).trim())
    {
        // ASCII lowercase keeps every byte where it was, so `lower`'s offsets cut `line`.
        let lower = line.to_ascii_lowercase();
        let reply = REPLY_LABELS
            .iter()
            .find_map(|label| lower.strip_prefix(label).map(|rest| &line[line.len() - rest.len()..]));
        match (reply, joined.last_mut()) {
            (Some(reply), Some(previous)) if !previous.is_empty() => {
                previous.push_str(" response: ");
                previous.push_str(reply.trim());
            }
            _ => joined.push(line.to_owned()),
        }
    }
    let lines: Vec<String> = joined.iter().map(|line| with_reply_dashed(line)).collect();
    let stretches = lines.iter().map(String::as_str).flat_map(asides);
    for (stretch, aside) in stretches {
        // Sentence by sentence, the aside after the last: one may quote, the next report.
        let said_in = sentences(stretch);
        let last = said_in.len().saturating_sub(1);
        for (n, text) in said_in.iter().map(|said| without_rank(said)).enumerate() {
            let aside = aside.filter(|_| n == last);
            // "It's dear. That's the big one.": a ranking of the doubt before, no doubt itself.
            if is_rank_only(text) {
                continue;
            }
            // "When they say that I tell them it's only 2.5 hours": the reply to the doubt before.
            if let Some((None, reply)) = owner_tells(text, name) {
                if let Some(last) = found.last_mut().filter(|last| last.reply.is_none()) {
                    last.reply = Some(sentence(&capitalize(&reworded(&tightened(&told_to_you(reply))))));
                }
                continue;
            }
            // "When they say it's too expensive I tell them ...": what they say, then the reply.
            let told = owner_tells(text, name)
                .and_then(|(said, reply)| Some((reported::first_person(said?, name), told_to_you(reply))));
            // "Some MATs worry we're too small; we're 47 schools": the owner's answer after a semicolon.
            let semicolon = || {
                text.split_once("; ")
                    .filter(|(_, reply)| {
                        let first = bare_words(reply).next().unwrap_or_default();
                        ["we", "we're", "we've", "we'll", "i", "i'm", "i've", "yes", "our"].contains(&first.as_str())
                            || (!name.is_empty() && reply.starts_with(name))
                    })
                    .map(|(said, reply)| (said.to_owned(), reply.to_owned()))
            };
            let dashes = || {
                [" - ", " – ", " — "]
                    .iter()
                    .find_map(|dash| text.split_once(dash))
                    .map(|(said, reply)| (said.to_owned(), reply.to_owned()))
            };
            let told_scene = told.is_some();
            let (said_text, dashed) = match told.or_else(dashes).or_else(semicolon) {
                Some((said, reply)) => (said, Some(reply)),
                None => (text.to_owned(), None),
            };
            // "- when they say that I tell them it's 2.5 hours": the reply, without its telling.
            // "- we get that a lot, when people say they won't buy I tell them ...": the telling answers it.
            let dashed = dashed.map(|reply| match owner_tells(&reply, name) {
                Some((_, told)) => told_to_you(told),
                None => reply,
            });
            let (text, dashed) = (said_text.as_str(), dashed.as_deref());
            let quoted = !quotes(text).is_empty();
            if !quoted && reported::is_topic(text) {
                // After a topic, the owner's own words are a reply, a customer's what the doubt is.
                // After a quoted one ("'too pricey' -> £6.50 a meal") it is the reply.
                let quoted_topic = text.trim_start().starts_with(['\'', '"', '‘', '“']);
                let (replies, about): (Vec<&str>, Vec<&str>) = [dashed, aside]
                    .into_iter()
                    .flatten()
                    .partition(|note| quoted_topic || told_scene || reported::is_owners(note, name));
                let said = reported::topic_in_customers_words(text, about.first().copied(), name);
                let reply = replies
                    .first()
                    .map(|reply| sentence(&capitalize(&reworded(&tightened(bare(reply))))));
                found.extend(said.map(|said| Objection { said, reply }));
                continue;
            }
            let said = if quoted {
                quotes(text)
            } else {
                let listed = listed_objections(text, name);
                // "Weekday evenings are hard - we added Saturday courses": what the owner
                // answers with a reply is an objection, however it is put.
                match dashed {
                    Some(_) if listed.is_empty() && (2..=10).contains(&word_count(bare(text))) => {
                        vec![bare(text).to_owned()]
                    }
                    _ => listed,
                }
            };
            let from = found.len();
            found.extend(said.iter().map(|item| Objection {
                said: capitalize(&format!(
                    "{}{}",
                    bare(item),
                    // "Can't we just sort it out ourselves?": the customer's own question mark.
                    if opens_with(item, &QUESTION_OPENERS) || text.contains(&format!("{}?", bare(item))) {
                        "?"
                    } else {
                        "."
                    }
                )),
                reply: None,
            }));
            // The reply belongs to the objection just said: after a remark that is
            // none ("parking is a nightmare (pull up on the loading bay)"), to none.
            // A reply after a dash may end in an aside of its own ("... last year (DSIT survey)").
            let reply = dashed.or(aside).map(|reply| first_part(bare(reply))).filter(|reply| {
                (2..=35).contains(&word_count(reply)) && !has_banned_word(reply) && !reply.contains(['(', ')'])
            });
            if let (Some(objection), Some(reply)) = (found[from..].last_mut(), reply) {
                objection.reply = Some(sentence(&capitalize(&reworded(&tightened(reply)))));
            }
        }
    }
    // "Too expensive is the big one. When they say it's too expensive I tell them ...": one objection, with its reply.
    let mut merged: Vec<Objection> = Vec::with_capacity(found.len());
    for objection in found {
        match merged
            .iter_mut()
            .find(|earlier| said_alike(&earlier.said, &objection.said))
        {
            Some(earlier) => {
                if earlier.reply.is_none() {
                    earlier.reply = objection.reply;
                }
            }
            None => merged.push(objection),
        }
    }
    merged.truncate(5);
    merged
}

/// Whether two objections say the same, case and apostrophes aside ("It’s", "Its", "It's").
fn said_alike(one: &str, other: &str) -> bool {
    let key = |said: &str| said.to_lowercase().replace(['’', '\''], "");
    key(one) == key(other)
}

/// An objection's sentence without the owner's ranking of it: "Second one is
/// 'why a whole new consumer unit'" is the quote, "Too expensive is the big
/// one." is "Too expensive.".
fn without_rank(sentence: &str) -> &str {
    const LEADS: [&str; 14] = [
        "the first one is ",
        "the first is ",
        "first one is ",
        "first is ",
        "the second one is ",
        "the second is ",
        "second one is ",
        "second is ",
        "the third one is ",
        "the third is ",
        "third one is ",
        "third is ",
        "another one is ",
        "the big one is ",
    ];
    const ENDS: [&str; 7] = [
        " is the big one",
        " is the biggest one",
        " is the biggest",
        " is the main one",
        " is number one",
        " comes up the most",
        " comes up most",
    ];
    let lower = sentence.to_ascii_lowercase();
    let sentence = match LEADS.iter().find(|lead| lower.starts_with(*lead)) {
        Some(lead) => &sentence[lead.len()..],
        None => sentence,
    };
    let end = sentence.trim_end_matches(['.', '!']);
    match ENDS.iter().find(|ending| end.to_ascii_lowercase().ends_with(*ending)) {
        Some(ending) => &end[..end.len() - ending.len()],
        None => sentence,
    }
}

/// Whether `sentence` only ranks the doubt before it: "That's the big one.", "That one comes up most".
fn is_rank_only(sentence: &str) -> bool {
    let lower = sentence.to_lowercase().replace('’', "'");
    let bare = lower.trim().trim_end_matches(['.', '!']);
    let subject = ["that's ", "that is ", "thats ", "it's ", "that one is ", "that one's "]
        .iter()
        .find_map(|lead| bare.strip_prefix(lead));
    subject.is_some_and(|rest| {
        [
            "the big one",
            "the biggest one",
            "the biggest",
            "the main one",
            "number one",
            "the one we hear most",
        ]
        .contains(&rest)
    }) || ["that comes up the most", "that comes up most", "that one comes up most"].contains(&bare)
}

/// What the customers say and the owner's reply, when the owner tells it as a
/// scene: "When they say it's too expensive I tell them the cheap quote ..."
/// is ("it's too expensive", "the cheap quote ..."); "Some say they're not
/// flexible enough and I tell them that's exactly why you come" likewise. With
/// nothing said ("when they say that I tell them ..."), only the reply.
fn owner_tells<'t>(sentence: &'t str, name: &str) -> Option<(Option<&'t str>, &'t str)> {
    const TOLD: [&str; 7] = [
        "tell them",
        "say",
        "explain",
        "point out",
        "remind them",
        "show them",
        "ask them",
    ];
    const TOLD_BY_NAME: [&str; 7] = [
        "tells them",
        "says",
        "explains",
        "points out",
        "reminds them",
        "shows them",
        "asks them",
    ];
    const SAY: [&str; 7] = [" say ", " says ", " said ", " ask ", " asks ", " tell me ", " tell us "];
    // ASCII lowercase keeps every byte where it was, so `lower`'s offsets cut `sentence`.
    let lower = sentence.to_ascii_lowercase();
    let name = name.to_ascii_lowercase();
    // "Jen tells them ...": someone of the company named by a first name.
    let teller = sentence
        .match_indices(" tells them ")
        .find_map(|(at, _)| sentence[..at].split_whitespace().last())
        .filter(|word| word.starts_with(char::is_uppercase) && word.chars().all(char::is_alphabetic))
        .map(str::to_ascii_lowercase);
    let subjects = ["i", "we"].map(str::to_owned);
    // "... and we always say no": a habit's adverb between the teller and the telling.
    let habits = ["", "always ", "usually ", "normally ", "just ", "often "];
    let tellings = habits.iter().flat_map(|habit| {
        subjects
            .iter()
            .flat_map(move |subject| TOLD.iter().map(move |verb| format!(" {subject} {habit}{verb} ")))
            .chain(
                [name.clone()]
                    .into_iter()
                    .chain(teller.clone())
                    .flat_map(move |subject| {
                        TOLD_BY_NAME
                            .iter()
                            .map(move |verb| format!(" {subject} {habit}{verb} "))
                    }),
            )
            .collect::<Vec<_>>()
    });
    // The telling where the sentence starts too ("We always say no, ..."), without its space.
    let (at, told_end) = tellings
        .filter_map(|telling| match lower.find(&telling) {
            Some(at) => Some((at, at + telling.len())),
            None => lower.starts_with(&telling[1..]).then(|| (0, telling.len() - 1)),
        })
        .min()?;
    let head = lower[..at].trim_end_matches(',');
    // "... 'is it safe for babies?' And we always say no": the reply to the doubt before.
    // Not "We ask them for a 50% deposit": asking them is no reply.
    let asks = lower[at..told_end].contains(" ask");
    if ["", "and", "so", "then", "and then"].contains(&head.trim()) && !asks {
        let reply = spoken_reply(&sentence[told_end..]);
        return (word_count(reply) >= 2).then_some((None, reply));
    }
    // Who says it, in at most four words before the saying: "when a head says", "some say".
    let (say_at, say) = SAY.iter().filter_map(|say| Some((head.find(say)?, *say))).min()?;
    let who = head[..say_at].trim();
    // A quote or a dash before it: another doubt's line ("'Too long' - when they say that ...");
    // not an apostrophe or a hyphen inside a word ("the line-up's out").
    let chars: Vec<char> = who.chars().collect();
    let in_word =
        |at: usize| at > 0 && chars[at - 1].is_alphanumeric() && chars.get(at + 1).is_some_and(|c| c.is_alphanumeric());
    if (0..chars.len()).any(|at| ['"', '“', '\'', '‘', '’', '-', '–', '—'].contains(&chars[at]) && !in_word(at))
    {
        return None;
    }
    // "we get that a lot, when people say ...": who says it is after the last comma.
    let who = who.rsplit(", ").next().unwrap_or(who);
    let who = ["when ", "whenever ", "if "]
        .iter()
        .find_map(|lead| who.strip_prefix(lead))
        .unwrap_or(who);
    let owners =
        who.split_whitespace().any(|word| ["i", "we"].contains(&word)) || (!name.is_empty() && has_word(who, &name));
    if who.is_empty() || word_count(who) > 4 || owners {
        return None;
    }
    let said = sentence[say_at + say.len()..head.len()].trim();
    let said = said
        .strip_suffix(" and")
        .unwrap_or(said)
        .trim_end_matches([',', '-', '–', '—', ' ']);
    let said = said
        .strip_prefix("that ")
        .filter(|rest| !rest.is_empty())
        .unwrap_or(said);
    let said = (!["that", "this", "it", "so", ""].contains(&said.to_lowercase().as_str())).then_some(said);
    let reply = spoken_reply(&sentence[told_end..]);
    (word_count(reply) >= 2).then_some((said, reply))
}

/// What follows the owner's telling, as the reply: without "that" or "to them", nor the
/// spoken "look" ("I tell them look, a £900 gate ...").
fn spoken_reply(told: &str) -> &str {
    let reply = told.trim();
    let reply = ["to them that ", "to them ", "that ", "to "]
        .iter()
        .find_map(|lead| reply.strip_prefix(lead))
        .unwrap_or(reply);
    // Not "look at our reviews": only the spoken one, with its comma.
    ["look, ", "listen, ", "well, "]
        .iter()
        .find_map(|lead| reply.strip_prefix(lead))
        .unwrap_or(reply)
}

/// What the owner tells them, said to the customer: "add up what their setup
/// costs" → "add up what your setup costs"; "..., and that the course is" →
/// "..., and the course is".
fn told_to_you(reply: &str) -> String {
    to_second_person(reply).replace(", and that ", ", and ")
}

/// What labels an owner's reply to an objection at the start of its line ("A: we are").
const REPLY_LABELS: [&str; 5] = ["response:", "reply:", "answer:", "our answer:", "a:"];

/// An objection's line with its reply after a dash, however the owner marks
/// it: "'too pricey' -> £6.50 a meal", "Objection: 'We have an HR system.'
/// Response: it sits alongside it" both become "objection - reply". The reply
/// stays in the objection's sentence, so a quote's full stop does not part them.
fn with_reply_dashed(line: &str) -> String {
    // ASCII lowercase keeps every byte where it was, so `lower`'s offsets cut `line`.
    let lower = line.to_ascii_lowercase();
    let label = ["objection:", "question:", "q:"]
        .into_iter()
        .find(|label| lower.starts_with(label));
    let line = match label {
        Some(label) => line[label.len()..].trim(),
        None => line,
    };
    let lower = line.to_ascii_lowercase();
    // "A:" marks a reply only after a "Q:"; elsewhere it is any "a:".
    let markers = ["->", "→", "=>"]
        .into_iter()
        .chain(
            REPLY_LABELS
                .into_iter()
                .filter(|reply| *reply != "a:" || label == Some("q:")),
        )
        .map(|marker| format!(" {marker} "));
    let marker = markers
        .filter_map(|marker| lower.find(&marker).map(|at| (at, marker.len())))
        .min();
    match marker {
        Some((at, len)) => {
            // A quote's closing full stop would end the sentence before its reply.
            let said = line[..at]
                .trim()
                .replace(".'", "'")
                .replace(".\"", "\"")
                .replace(".’", "’");
            // Its sentences as clauses of one: "It is; but every room ...".
            let reply = sentences(line[at + len..].trim())
                .iter()
                .enumerate()
                .map(|(n, said)| match n {
                    0 => said.trim_end_matches(['.', '!']).to_owned(),
                    _ => lower_first(said.trim_end_matches(['.', '!']), &[]),
                })
                .collect::<Vec<_>>()
                .join("; ");
            format!("{said} - {reply}")
        }
        None => bracketed_reply(line).unwrap_or_else(|| line.to_owned()),
    }
}

/// A reply too long to say whole, to its first sentence or clause: "Our direct
/// cremation is £1,495 and the biggest online firm was £1,595; And with us ..."
/// (the sentences of a reply are joined by semicolons, `with_reply_dashed`).
fn first_part(reply: &str) -> &str {
    if word_count(reply) <= 35 {
        return reply;
    }
    let first = bare(cut_at_any(reply, &["; ", " – ", " — ", " - "]));
    if (2..=35).contains(&word_count(first)) {
        return first;
    }
    // Else its clauses that fit: "a £900 gate off the internet will be rusting in three years
    // ..., ours is galvanised and painted ..." up to the comma before the 36th word.
    reply
        .match_indices(", ")
        .map(|(at, _)| &reply[..at])
        .filter(|head| (2..=35).contains(&word_count(head)))
        .last()
        .unwrap_or(reply)
}

/// A doubt with its reply in brackets after it: "can you do ebikes (yes)" →
/// "can you do ebikes - yes"; not an aside ("price (mostly older customers)").
fn bracketed_reply(line: &str) -> Option<String> {
    let (said, reply) = line.trim_end_matches('.').strip_suffix(')')?.rsplit_once('(')?;
    let first = bare_words(reply).next().unwrap_or_default();
    let replies = [
        "yes",
        "yeah",
        "yep",
        "no",
        "nope",
        "we",
        "of",
        "sure",
        "absolutely",
        "always",
        "never",
    ];
    (replies.contains(&first.as_str()) && !said.trim().is_empty())
        .then(|| format!("{} - {}", said.trim().trim_end_matches('?'), reply.trim()))
}

/// A list's items that read as a customer's question or doubt, or report one
/// (said as the customer would), or name one (`reported.rs`).
fn listed_objections(text: &str, name: &str) -> Vec<String> {
    sentences(text)
        .iter()
        .flat_map(|sentence| {
            sentence
                .split([',', ';'])
                .map(bare)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter_map(|item| {
            let thought = reported::thought_of_us(&item, name);
            let theirs = thought.is_none()
                && (3..=14).contains(&word_count(&item))
                && !item.to_lowercase().contains(&name.to_lowercase())
                && (opens_with(&item, &QUESTION_OPENERS) || opens_with(&item, &CUSTOMER_OPENERS));
            if theirs {
                return Some(item);
            }
            thought
                .or_else(|| reported::in_customers_words(&item, name))
                .or_else(|| {
                    reported::is_topic(&item)
                        .then(|| reported::topic_in_customers_words(&item, None, name))
                        .flatten()
                })
        })
        .filter(|item| !has_banned_word(item))
        .collect()
}

/// `line` cut at its asides in brackets: each stretch of text with the aside
/// that follows it, if any ("is it dear? (a bit)" → ("is it dear? ", "a bit")).
fn asides(line: &str) -> Vec<(&str, Option<&str>)> {
    let mut parts = Vec::new();
    let mut rest = line;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|at| open + at) else {
            break;
        };
        parts.push((&rest[..open], Some(&rest[open + 1..close])));
        rest = &rest[close + 1..];
    }
    parts.push((rest, None));
    parts
}

/// Whether `item`'s first word is one of `openers` (lowercase).
fn opens_with(item: &str, openers: &[&str]) -> bool {
    let first = item.split_whitespace().next().unwrap_or_default().to_lowercase();
    openers.contains(&first.as_str())
}

/// Words a customer's question opens with.
pub(super) const QUESTION_OPENERS: [&str; 21] = [
    "is", "are", "will", "can", "do", "does", "did", "what", "what's", "how", "why", "should", "would", "could", "am",
    "won't", "isn't", "where", "when", "who", "have",
];
/// Words a customer's doubt, said as a statement, opens with: "it's too expensive", "i don't have time".
/// A "we" the notes kept is theirs too ("we're too small to be a target").
const CUSTOMER_OPENERS: [&str; 14] = [
    "it", "it's", "its", "i", "i'm", "i've", "my", "that's", "this", "too", "we", "we're", "we've", "our",
];

/// Whether every quotation `text` opens it also closes: a clause trimmed inside
/// a quote ("most of them say 'we're so awkward") is no clause to reuse.
fn quotes_closed(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let opened = words
        .iter()
        .filter(|word| word.starts_with(['\'', '"', '‘', '“']))
        .count();
    let closed = words
        .iter()
        .filter(|word| {
            let end = word.trim_end_matches(['.', ',', '!', '?', ';', ':']);
            end.ends_with(['\'', '"', '’', '”']) && !end.ends_with("s'")
        })
        .count();
    opened == closed
}

/// The quoted sentences of an answer ("'Our data is a mess.'"), bare; not a
/// quote that the sentence goes on after ("had physio that 'didn't work' so ...").
fn quotes(answer: &str) -> Vec<String> {
    sentences(answer)
        .iter()
        .filter_map(|sentence| {
            let opens = sentence.find(['\'', '"', '‘', '“'])?;
            let before = &sentence[..opens];
            let closes = sentence
                .trim_end_matches(['.', '!', '?', ',', ')'])
                .ends_with(['\'', '"', '’', '”']);
            (closes && (before.is_empty() || before.ends_with(' '))).then(|| bare(&sentence[opens..]).to_owned())
        })
        .filter(|quote| word_count(quote) >= 3 && !has_banned_word(quote))
        .collect()
}

/// The alternatives named after "compare us with" and "looked at", and doing nothing.
fn alternatives(answer: &str) -> Vec<String> {
    let mut found = Vec::new();
    for sentence in sentences(answer) {
        let Some(named) = phrase_after(
            &sentence,
            &[
                "compare us with ",
                "compare us to ",
                "compared with ",
                "weigh us against ",
                "looked at ",
            ],
        ) else {
            continue;
        };
        let named = named
            .rsplit_once(": ")
            .map_or(named.as_str(), |(_, list)| list)
            .to_owned();
        for item in named.split(", and with ").flat_map(|part| part.split(", with ")) {
            for item in item.split(", and ").flat_map(|part| part.split(", ")) {
                push_noun_phrase(&mut found, item);
            }
        }
    }
    // An answer that is the list itself ("Gusto mainly, Toast payroll if they're
    // already on Toast, and doing nothing"): its short items, by name.
    if found.is_empty() {
        let first = sentences(answer).into_iter().next().unwrap_or_default();
        for (n, item) in first.split([',', '/']).flat_map(|part| part.split(" or ")).enumerate() {
            // "Tesla on price", "Sunrun lease vs buying": the rival, not what it is weighed on.
            let item = cut_at_any(
                item,
                &[
                    " if ",
                    " because ",
                    " when ",
                    " (",
                    " mainly",
                    " vs ",
                    " vs. ",
                    " versus ",
                    " on ",
                ],
            );
            let item = bare(item.trim());
            // "mostly on price" says how they compare, not with whom.
            let opening = item.split_whitespace().next().unwrap_or_default().to_lowercase();
            if HEDGES.contains(&opening.as_str()) || opening == "on" {
                continue;
            }
            let brand = word_count(item) == 1 && item.starts_with(|c: char| c.is_uppercase());
            if brand && !found.iter().any(|named| named == item) {
                found.push(item.to_owned());
            } else if word_count(item) <= 5 && !has_word(item, "nothing") {
                // The first item's capital may be the sentence's: "Shop prices" are what they
                // compare, not whom with; a later one ("Toast payroll") is named as written.
                let opening = item.split_whitespace().next().unwrap_or_default();
                if n > 0 || !spelling::is_known(&opening.to_lowercase()) {
                    push_noun_phrase(&mut found, item);
                }
            }
        }
    }
    if has_word(answer, "doing nothing") {
        push_noun_phrase(&mut found, "doing nothing");
    }
    found
}

/// What they tried before: the objects of "run", "tried", "switched on", ...
fn tried(answer: &str) -> Vec<String> {
    const VERBS: [&str; 13] = [
        "run ",
        "use ",
        "tried ",
        "switched on ",
        "started with ",
        "moved to ",
        "hired ",
        "added ",
        "paid ",
        "bought ",
        "looked at ",
        "built ",
        "went with ",
    ];
    const DETERMINERS: [&str; 7] = ["a", "an", "the", "their", "some", "several", "two"];
    let mut found = Vec::new();
    for sentence in sentences(answer) {
        let lower = sentence.to_ascii_lowercase();
        let mut objects: Vec<usize> = VERBS
            .iter()
            .flat_map(|verb| lower.match_indices(verb).map(move |(at, _)| at + verb.len()))
            .filter(|&at| at == 0 || lower[..at].ends_with(' '))
            .collect();
        objects.sort_unstable();
        for at in objects {
            let object = sentence[at..].split([',', '.', ';', ':']).next().unwrap_or_default();
            if bare_words(object)
                .next()
                .is_some_and(|first| DETERMINERS.contains(&first.as_str()))
            {
                push_noun_phrase(&mut found, object);
            }
        }
    }
    found
}

/// `item` shortened to the noun phrase it starts with (cut before its first
/// qualifier when longer than six words), once.
fn push_noun_phrase(found: &mut Vec<String>, item: &str) {
    const QUALIFIERS: [&str; 17] = [
        "with", "that", "which", "who", "built", "made", "used", "as", "for", "the", "their", "to", "through", "per",
        "and", "inside", "where",
    ];
    let item = bare(item.trim());
    let item = ["and ", "or ", "with ", "to "]
        .iter()
        .fold(item, |item, lead| item.strip_prefix(lead).unwrap_or(item));
    // "Trescal mostly": the hedge is the owner's, not the name's.
    let item = [" mostly", " mainly", " usually"]
        .iter()
        .fold(item, |item, hedge| item.strip_suffix(hedge).unwrap_or(item));
    let words: Vec<&str> = item.split_whitespace().collect();
    let cut = if words.len() > 6 {
        (2..words.len())
            .find(|&n| QUALIFIERS.contains(&words[n]))
            .unwrap_or(words.len())
    } else {
        words.len()
    };
    let item = first_words(&words[..cut].join(" "), 8);
    // Nor what they compare on: "on price and start dates".
    let relative = [
        "which", "who", "that", "where", "when", "while", "because", "so", "on", "in", "at", "by", "for",
    ]
    .contains(&bare_words(&item).next().unwrap_or_default().as_str());
    if word_count(&item) >= 2 && !relative && !has_banned_word(&item) && !found.contains(&item) {
        found.push(item);
    }
}

/// "a colleague who has done the job", trimmed of what follows the likeness.
fn likeness(phrase: &str) -> String {
    // "remind clinic owners of a reliable practice manager: ..." → after " of ".
    let phrase = match phrase.split_once(" of ") {
        Some((who, what)) if word_count(who) <= 3 && !who.starts_with("a ") => what,
        _ => phrase,
    };
    let phrase = bare(cut_at_any(phrase, &[": ", ", ", " than ", " rather "]));
    // Whole while it is short enough to say; else who it is, without what it does.
    match word_count(phrase) {
        0..=10 => phrase.to_owned(),
        _ => first_words(bare(cut_at_any(phrase, &[" who ", " that ", " where "])), 8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writer::CompanyProfile;

    #[test]
    fn an_objections_reply_is_read_however_it_is_marked() {
        let read = |answer: &str| {
            objections(answer, "ShiftLine")
                .into_iter()
                .map(|objection| (objection.said, objection.reply.unwrap_or_default()))
                .collect::<Vec<_>>()
        };
        let pair = |said: &str, reply: &str| (said.to_owned(), reply.to_owned());
        assert_eq!(
            read(
                "Objection: 'Operators won't use an app.' Response: clocking terminals mean no smartphone is required."
            ),
            [pair(
                "Operators won't use an app.",
                "Clocking terminals mean no smartphone is required."
            )]
        );
        assert_eq!(
            read("- 'what if i'm away' -> skip or pause any week, no fees\n- 'too pricey' -> £6.50 a meal"),
            [
                pair("What if i'm away?", "Skip or pause any week, no fees."),
                pair("It's too pricey.", "£6.50 a meal.")
            ]
        );
        assert_eq!(
            read("Weekday evenings are hard - we added saturday courses"),
            [pair("Weekday evenings are hard.", "We added saturday courses.")]
        );
    }

    #[test]
    fn what_is_given_on_the_phone_is_a_call() {
        assert_eq!(
            phoned_step("fixed price on the phone").as_deref(),
            Some("Call for a fixed price")
        );
        assert_eq!(
            phoned_step("We give a quote over the phone").as_deref(),
            Some("Call for a quote")
        );
        assert_eq!(phoned_step("they hate being on the phone"), None);
    }

    #[test]
    fn products_split_into_items_without_breaking_a_pair() {
        assert_eq!(
            list_items(
                "single-origin and blended coffee beans, a monthly subscription and wholesale supply",
                &[]
            ),
            [
                "single-origin and blended coffee beans",
                "a monthly subscription",
                "wholesale supply"
            ]
        );
        assert_eq!(
            list_items("single-origin and blended coffee beans", &[]),
            ["single-origin and blended coffee beans"]
        );
    }

    #[test]
    fn the_sizes_after_a_products_colon_are_its_prices() {
        assert_eq!(
            list_items(
                "Inventory + check in: studio/1 bed £95, 2 bed £110, 3 bed £130, 4 bed+ quote. Mid term inspection £60",
                &[]
            ),
            ["inventory + check in", "mid term inspection"]
        );
        assert_eq!(
            list_items(
                "Services: deep clean £150, end of tenancy clean £220, regular clean £18/hr",
                &[]
            ),
            ["services", "deep clean", "end of tenancy clean", "regular clean"]
        );
        assert_eq!(
            list_items("Grooming: full groom £45, bath and brush £30, nail trim £10", &[]),
            ["grooming", "full groom", "bath and brush", "nail trim"]
        );
    }

    #[test]
    fn a_products_note_after_a_dash_is_no_part_of_its_name() {
        assert_eq!(
            list_items(
                "Traditional funeral – our simple funeral is £2,950, not including fees",
                &[]
            ),
            ["traditional funeral", "not including fees"]
        );
        assert_eq!(
            product_name("Private lessons - $85/hr").as_deref(),
            Some("Private lessons")
        );
        assert_eq!(product_name("fixed fee £45/month"), None);
    }

    #[test]
    fn the_place_served_however_the_description_says_it() {
        assert_eq!(place_served("Bristol.").as_deref(), Some("Bristol"));
        assert_eq!(place_served("Friendly."), None);
        assert_eq!(
            place_served("Solar and battery installation in the Sacramento area.").as_deref(),
            Some("Sacramento")
        );
        assert_eq!(
            place_served("Walks in the Lake District.").as_deref(),
            Some("the Lake District")
        );
        assert_eq!(
            place_served("dog grooming in west asheville.").as_deref(),
            Some("West Asheville")
        );
        assert_eq!(
            place_served("Based in chelmsford we fix roofs").as_deref(),
            Some("Chelmsford")
        );
        assert_eq!(place_served("We are in business."), None);
    }

    #[test]
    fn a_response_on_the_line_after_its_objection_is_its_reply() {
        let found = objections(
            "Objection: \"We don't want anything religious.\"\nResponse: Fine, most of ours aren't now.",
            "Ashdown & Finch",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].said, "We don't want anything religious.");
        assert!(
            found[0]
                .reply
                .as_deref()
                .is_some_and(|reply| reply.contains("most of ours")),
            "{found:?}"
        );
        // A reply too long to say whole keeps its first sentence.
        let long = "Objection: \"You'll be more expensive than the online ones.\"\nResponse: Our direct cremation is \
                    £1,495 and the biggest online firm was £1,595 last time we checked. And with us you can come and sit \
                    with your mum if you want to, while they take people to a hub somewhere in the Home Counties.";
        let found = objections(long, "Ashdown & Finch");
        assert_eq!(
            found[0].reply.as_deref(),
            Some("Our direct cremation is £1,495 and the biggest online firm was £1,595 last time we checked.")
        );
    }

    #[test]
    fn a_norm_the_owner_rejects_is_the_trades_never_the_companys() {
        let (norms, rejection) = trade_norms(
            "Oakmere House stands against heavy agency use - under 3% of Oakmere House's hours. \
             Oakmere House pays above the Real Living Wage.",
            "Oakmere House",
        );
        assert_eq!(norms, ["heavy agency use"]);
        assert_eq!(
            rejection.map(|r| (r.norm, r.instead)),
            Some(("heavy agency use".to_owned(), None))
        );
        // What the company does instead is kept; a quoted norm loses its quotes.
        let (_, rejection) = trade_norms(
            "Against \"contact sales for pricing\" - Crewbook's pricing is on the website. Against annual contract \
             lock-in, Crewbook is month to month.",
            "Crewbook",
        );
        assert_eq!(
            rejection,
            Some(Rejection {
                norm: "contact sales for pricing".to_owned(),
                instead: Some("Crewbook's pricing is on the website".to_owned())
            })
        );
        // "that" points at the norm before; a fragment after the company's sentences is the company's.
        let (norms, rejection) = trade_norms(
            "Lots of farm shops just buy from wholesalers. Hollins doesn't do that, all its meat is its own. \
             Red Tractor assured",
            "Hollins",
        );
        assert_eq!(norms, ["Lots of farm shops just buy from wholesalers"]);
        assert_eq!(rejection.unwrap().norm, "Lots of farm shops just buy from wholesalers");
        // "No call out fee" is the company's own, not the trade's.
        assert_eq!(trade_norms("No call out fee", "KeyFast"), (vec![], None));
    }

    #[test]
    fn objections_as_owners_note_them_are_said_as_customers_say_them() {
        assert_eq!(
            said(&objections(
                "They say farm shops are overpriced - we say compare our mince.\nprice, too scary?\n\
                 waitlist too long (some artists are booked 3 months out)\n- they're too expensive",
                "Hollins"
            )),
            [
                "Farm shops are overpriced.",
                "It's too scary.",
                "The waitlist is too long.",
                "They're too expensive."
            ]
        );
    }

    #[test]
    fn a_rating_and_the_year_the_company_began_are_read_as_owners_write_them() {
        assert_eq!(
            rating("then google reviews (4.8, 400ish)").as_deref(),
            Some("rated 4.8 on Google from about 400 reviews")
        );
        assert_eq!(
            rating("G2 reviews (we're 4.7 from 380 reviews)").as_deref(),
            Some("rated 4.7 on G2 from 380 reviews")
        );
        assert_eq!(
            rating("With us over 8 years. Rated 4.9 on Trustpilot from just over 600 reviews.").as_deref(),
            Some("rated 4.9 on Trustpilot from 600 reviews")
        );
        assert_eq!(
            rating("read reviews on carehome.co.uk (we're 9.7)").as_deref(),
            Some("rated 9.7 on carehome.co.uk")
        );
        assert_eq!(rating("client confidentiality, Rule 1.6 matters"), None);
        assert_eq!(
            rating("walk ins 100% welcome, google reviews (4.8, 400ish)").as_deref(),
            Some("rated 4.8 on Google from about 400 reviews")
        );
        assert_eq!(since("tattooing, open since 2016"), Some(2016));
        assert_eq!(since("KeyFast, est 2009"), Some(2009));
        assert_eq!(since("My dad Graham started it in 1987"), Some(1987));
        assert_eq!(since("every room has been refurbished since 2019"), None);
    }

    #[test]
    fn credentials_are_what_a_customer_can_check_of_the_company() {
        let found = |text: &str| -> Vec<String> {
            credential_parts(text)
                .into_iter()
                .filter(|part| is_credential(part))
                .collect()
        };
        assert_eq!(
            found(
                "Independent inventory clerk covering Greater Manchester. AIIC member. 2,600+ reports done since 2017."
            ),
            ["AIIC member", "2,600+ reports done since 2017"]
        );
        assert_eq!(
            found(
                "SACAA-licensed ROC holder, all pilots hold RPLs\n7 years operating, 412 solar sites inspected to date"
            ),
            ["SACAA-licensed ROC holder", "412 solar sites inspected to date"]
        );
        assert_eq!(
            found("Gas Safe registered, 12 month guarantee on all work"),
            ["Gas Safe registered", "12 month guarantee on all work"]
        );
        // What others lack, what customers check and a sticker are no credentials of the company's.
        assert!(found("Unlicensed operators have been grounded by SACAA").is_empty());
        assert!(found("SACAA ROC number, insurance certificate, a sample report").is_empty());
        assert!(found("Also the Gold medal sticker on the jar does a lot of work").is_empty());
        assert!(found("Module warranty claims rejected because evidence is not to standard").is_empty());
        assert!(found("20 min in a 3 bed").is_empty());
        assert_eq!(
            found("Gas Safe registered no 512345"),
            ["Gas Safe registered no 512345"]
        );
        assert!(found("covering the Gold Coast and Brisbane").is_empty());
        assert_eq!(years_at_it("2 year guarantee as standard"), None);
        assert_eq!(
            found("~1,100 customers, SOC 2 Type II, 99.95% uptime"),
            ["~1,100 customers", "SOC 2 Type II"]
        );
        assert_eq!(found("Yamaha and Suzuki trained"), ["Yamaha and Suzuki trained"]);
        assert!(found("the owner, Ciarán, a CODA (child of Deaf adults) and qualified interpreter").is_empty());
        assert_eq!(years_at_it("15 yrs as a marine mechanic"), Some(15));
        assert_eq!(years_at_it("Been at it 22 years"), Some(22));
        assert_eq!(years_at_it("7 years operating"), Some(7));
        assert_eq!(
            years_at_it("Some feel guilty about spying on guys they've worked with for 15 years"),
            None
        );
        assert_eq!(years_at_it("Owen (4 years in now)"), None);
    }

    #[test]
    fn questions_and_answers_are_objections_and_replies() {
        let found = objections(
            "Q: The building looks old.\nA: It is! But every room has been refurbished since 2019.\n\n\
             Q: Mum wouldn't want to go into a home.\nA: Most people don't. Try respite first, two weeks, no commitment.",
            "Oakmere House",
        );
        let pairs: Vec<(&str, Option<&str>)> = found.iter().map(|o| (o.said.as_str(), o.reply.as_deref())).collect();
        assert_eq!(pairs.len(), 2, "{found:?}");
        assert_eq!(pairs[0].0, "The building looks old.");
        assert!(
            pairs[0].1.is_some_and(|reply| reply.contains("refurbished since 2019")),
            "{found:?}"
        );
        assert_eq!(pairs[1].0, "Mum wouldn't want to go into a home.");
        assert!(pairs[1].1.is_some_and(|reply| reply.contains("respite")), "{found:?}");
        // On one line too; an "a:" without a "Q:" before it is no reply.
        assert_eq!(
            with_reply_dashed("Q: Is it safe? A: Yes, we are insured."),
            "Is it safe? - Yes, we are insured"
        );
        assert_eq!(with_reply_dashed("plan a: cheap"), "plan a: cheap");
    }

    #[test]
    fn a_reply_in_brackets_after_a_doubt_is_the_owners_answer() {
        assert_eq!(with_reply_dashed("can you do ebikes (yes)"), "can you do ebikes - yes");
        assert_eq!(
            with_reply_dashed("price (mostly older customers)"),
            "price (mostly older customers)"
        );
    }

    #[test]
    fn the_description_says_what_the_company_does_after_its_name() {
        assert_eq!(
            identity("Ledgerline", "Ledgerline is software. More.", "", &[]),
            "is software"
        );
        assert_eq!(
            identity(
                "Muddy Paws Mobile",
                "Mobile dog grooming van, the owner comes to your driveway.",
                "",
                &["Mobile".to_owned()]
            ),
            "is a mobile dog grooming van"
        );
        assert_eq!(
            identity("Harbor", "A dental practice in Portland.", "", &[]),
            "is a dental practice in Portland"
        );
        assert_eq!(
            identity("Sprout", "Online science workshops.", "", &[]),
            "offers online science workshops"
        );
        assert_eq!(
            identity(
                "Clearpath",
                "Small driving school in Melbourne's north. Est 2009.",
                "",
                &[]
            ),
            "is a small driving school in Melbourne's north"
        );
        assert_eq!(
            identity(
                "Ferris",
                "The owner is a mobile dog groomer, just her and a van.",
                "",
                &[]
            ),
            "is a mobile dog groomer, just her and a van"
        );
        // A run-on ends where its next clause starts, and a clause is no offer.
        assert_eq!(
            identity(
                "La Fonda",
                "family mexican restaurant on the south side the founder's mother rosa started this",
                "breakfast, lunch and catering",
                &[]
            ),
            "is a family mexican restaurant on the south side"
        );
        assert_eq!(
            identity(
                "Oak",
                "everything here is baked by hand before six",
                "sourdough and rye",
                &[]
            ),
            "offers sourdough and rye"
        );
    }

    #[test]
    fn a_name_typed_in_lowercase_is_capitalized_and_any_other_kept() {
        assert_eq!(capitalized_name(" la fonda de rosa "), "La Fonda de Rosa");
        assert_eq!(capitalized_name("the daily grind"), "The Daily Grind");
        assert_eq!(capitalized_name("iFix Phones"), "iFix Phones");
    }

    #[test]
    fn an_objections_reply_is_the_companys() {
        assert_eq!(
            owners_reply("Your not, my oldest student is 78 and she is better than me now."),
            "You're not, our oldest student is 78 and she is better than us now."
        );
    }

    #[test]
    fn a_question_the_owner_reports_is_never_said_as_a_fact() {
        let audience = Audience {
            people: "cat and dog owners".into(),
            short: "cat and dog owners".into(),
            orgs: None,
        };
        let said = ranked(
            "Can you come this week. Most of them found us on Nextdoor after a neighbour posted.",
            5,
            CLAUSE_WORDS,
            &audience,
        );
        assert!(said.iter().all(|clause| !clause.contains("come this week")), "{said:?}");
        assert!(!said.is_empty());
    }

    #[test]
    fn who_the_customers_are_as_the_owner_says_it() {
        let run = stated_audience(
            "Our customers run independent clinics with two to fifteen therapists.",
            "Physio Pro's",
            &[],
        );
        assert_eq!(
            run,
            Some(Audience {
                people: "owners of independent clinics".into(),
                short: "clinic owners".into(),
                orgs: Some("independent clinics".into()),
            })
        );
        let are = stated_audience(
            "Physio Pro's clients are finance leads at mid-sized firms.",
            "Physio Pro's",
            &[],
        )
        .unwrap();
        assert_eq!(
            (are.short.as_str(), are.orgs.as_deref()),
            ("finance leads", Some("mid-sized firms"))
        );
        assert_eq!(stated_audience("Our customers love us.", "Physio Pro's", &[]), None);
        assert_eq!(
            served_by("A family bakery for busy parents in Leeds.", &[]).as_deref(),
            Some("busy parents")
        );
        assert_eq!(served_by("Soap for eczema and dry skin.", &[]), None);
        // A vet's patients are its customers' pets; a list of businesses is its customers.
        assert_eq!(
            served_by("A mobile practice for cats and dogs out of a van.", &[]).as_deref(),
            Some("cat and dog owners")
        );
        assert_eq!(
            served_by("Audits for organisations operating in the UK.", &[]).as_deref(),
            Some("organisations")
        );
        assert_eq!(
            listed_customers("Restaurants, hotels, B&Bs.", &[]).as_deref(),
            Some("restaurants, hotels and B&Bs")
        );
        assert_eq!(listed_customers("Linen hire and wash-only.", &[]), None);
        assert!(!is_person_word("doors"));
        assert_eq!(
            served_by("Lessons for busy working parents.", &[]).as_deref(),
            Some("busy working parents")
        );
        assert_eq!(
            subject_people("Restaurant owners lose hours every week on tips.", &[]).as_deref(),
            Some("restaurant owners")
        );
        assert_eq!(subject_people("Most of them panic.", &[]), None);
        // What the answers say of some customers, or of things, names no audience.
        assert_eq!(
            stated_audience("A lot of our customers are family owned too.", "Northgate's", &[]),
            None
        );
        assert_eq!(subject_people("Dog's matted or stinks and they wait weeks.", &[]), None);
        assert_eq!(subject_people("Labels peeled off in the rain.", &[]), None);
        assert_eq!(
            served_by(
                "Most of our work is labels for food processors, co-packers, and chemical manufacturers.",
                &[]
            )
            .as_deref(),
            Some("food processors, co-packers and chemical manufacturers")
        );
    }

    #[test]
    fn competitors_are_named_without_the_owners_remarks() {
        assert_eq!(
            competitors(
                "Harrogate Piano Centre on the Leeds Road, Mark Pybus who does the Ripon area, and the bigger firm in Leeds whose name I forget. Also the keyboard which is the real competitor if Im honest."
            ),
            ["Harrogate Piano Centre on the Leeds Road", "Mark Pybus", "the bigger firm in Leeds", "the keyboard"]
        );
        assert_eq!(
            competitors("- trescal\n- the big national labs"),
            ["trescal", "the big national labs"]
        );
    }

    #[test]
    fn a_short_answer_of_notes_is_read_as_notes() {
        assert_eq!(
            notes("- line stopped\n- audit non-conformance\n- scrapped parts", &[]),
            ["line stopped", "audit non-conformance", "scrapped parts"]
        );
        assert_eq!(
            notes("leak. water coming through the ceiling usually after a storm", &[]),
            ["water coming through the ceiling usually after a storm"]
        );
        assert!(notes("Usually something has gone badly wrong, the server died over the weekend and they realise the backup has not run since March.", &[]).is_empty());
    }

    #[test]
    fn what_the_products_list_says_in_brackets_is_the_products_detail() {
        assert_eq!(
            details(
                "repairs from £180, flat roof replacement (EPDM rubber, 20yr guarantee), slate re-roofs\n- pies (the pork pies are my grandads recipe)",
                &[]
            ),
            [("flat roof replacement".to_owned(), "EPDM rubber, 20-year guarantee".to_owned())]
        );
    }

    #[test]
    fn a_products_price_is_read_from_the_priced_list() {
        let brief = Brief {
            priced: vec![
                "repairs from £180".to_owned(),
                "3 hour group class $95 per person".to_owned(),
            ],
            ..Brief::read(&GenerationInput::from_answers(CompanyProfile::default(), []))
        };
        assert_eq!(brief.price_of("repairs").as_deref(), Some("from £180"));
        assert_eq!(brief.price_of("group classes").as_deref(), Some("$95 per person"));
        assert_eq!(brief.price_of("gutter clear"), None);
    }

    #[test]
    fn a_product_is_named_without_its_length_price_or_terms() {
        assert_eq!(
            product_name("3 hour group class $95 per person").as_deref(),
            Some("group classes")
        );
        assert_eq!(product_name("90-minute massage £60").as_deref(), Some("massages"));
        assert_eq!(
            product_name("1 hour personal training £40").as_deref(),
            Some("personal training")
        );
        assert_eq!(
            product_name("Industrial cleaning from £300").as_deref(),
            Some("Industrial cleaning")
        );
        assert_eq!(product_name("14 day free trial no card"), None);
        assert_eq!(
            product_name("Goods-in-transit insurance to £50k as standard").as_deref(),
            Some("Goods-in-transit insurance")
        );
        // Its brackets hold its detail.
        assert_eq!(
            product_name("flat roof replacement (EPDM rubber, 20yr guarantee)").as_deref(),
            Some("flat roof replacement")
        );
        assert_eq!(product_name("free trial class").as_deref(), Some("free trial class"));
    }

    #[test]
    fn the_step_a_sentence_offers_is_the_best_described_one() {
        assert_eq!(
            named_step("The free assessment call where I work out the gaps"),
            Some((3, "Book a free assessment call".to_owned()))
        );
        // Too long with its length: the length goes.
        assert_eq!(
            named_step("1:1 sessions £45/hour, free 20 minute assessment call"),
            Some((3, "Book a free assessment call".to_owned()))
        );
        // A noun that only says what another thing is offers nothing.
        assert_eq!(named_step("a real home kitchen, not a store with a demo counter"), None);
        assert_eq!(
            named_step("we send photos before we quote so they can see"),
            Some((0, "Get a quote".to_owned()))
        );
        // A count is no size, and a plural alone no offer.
        assert_eq!(named_step("Other schools make you buy 10 lessons up front"), None);
        assert_eq!(named_step("endless sales calls"), None);
        assert_eq!(
            named_step("free if we can keep the bees, otherwise $120 call out"),
            None
        );
    }

    #[test]
    fn how_the_company_works_is_read_from_the_descriptions_notes() {
        assert_eq!(
            promises(
                "Mobile dog grooming van. Nervous and older dogs are our speciality, no cages no dryers blasting, one dog at a time",
                &[]
            ),
            ["no cages, no dryers blasting", "one dog at a time"]
        );
        assert!(promises("Every dog is bathed by hand. No one has to wait.", &[]).is_empty());
    }

    #[test]
    fn the_owners_team_is_said_in_the_owners_voice() {
        assert_eq!(
            team("The owner and the owner's mum, both trained dressmakers").as_deref(),
            Some("It's me and my mum, both trained dressmakers.")
        );
        assert_eq!(team("The owner and the team bake from 4am"), None);
    }

    fn said(objections: &[Objection]) -> Vec<&str> {
        objections.iter().map(|objection| objection.said.as_str()).collect()
    }

    fn said_and_replied(found: &[Objection]) -> Vec<(&str, Option<&str>)> {
        found
            .iter()
            .map(|objection| (objection.said.as_str(), objection.reply.as_deref()))
            .collect()
    }

    #[test]
    fn objections_the_owner_tells_as_a_scene_keep_the_owners_reply() {
        let found = objections(
            "Too expensive is the big one. When they say it's too expensive I tell them the cheap quote leaves out \
             the certificate. Second one is \"why a whole new consumer unit, can't you just swap the breaker\" - \
             sometimes Sparkwise can and Sparkwise says so. Some say they're not flexible enough and I tell them \
             that's exactly why they come. Some MATs worry Sparkwise is too small; Sparkwise is 47 schools.",
            "Sparkwise",
        );
        assert_eq!(
            said_and_replied(&found),
            [
                (
                    "It's too expensive.",
                    Some("The cheap quote leaves out the certificate.")
                ),
                (
                    "Why a whole new consumer unit, can't you just swap the breaker?",
                    Some("Sometimes Sparkwise can and Sparkwise says so.")
                ),
                ("I'm not flexible enough.", Some("That's exactly why you come.")),
                ("I'm worried you are too small.", Some("Sparkwise is 47 schools.")),
            ]
        );
        // A quoted doubt keeps its own question mark; a dashed reply loses "when they say that I tell them".
        let found = objections(
            "\"Can't we just sort it out ourselves?\" - when they say that I tell them to agree what they can first.",
            "Walsh",
        );
        assert_eq!(found[0].said, "Can't we just sort it out ourselves?");
        assert_eq!(found[0].reply.as_deref(), Some("Agree what you can first."));
        // Told in a sentence of its own, the reply is the doubt's before it.
        let found = objections(
            "Too long is the big one. When they say that I tell them it's only 2.5 hours.",
            "Wonky Pot",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].reply.as_deref(), Some("It's only 2.5 hours."));
        // The owner's telling in a sentence of its own.
        let found = objections(
            "They always ask 'is it safe for babies?' And we always say no, no honey under 12 months.",
            "Wattle Hill Honey",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].reply.as_deref(), Some("No, no honey under 12 months."));
        // A ranking is no doubt, and the spoken "look" no reply.
        let found = objections(
            "It's dear. That's the big one. When people say it's dear I tell them look, a gate off the internet rusts.",
            "Anvil",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].reply.as_deref(), Some("A gate off the internet rusts."));
        // "... and we always say ...", and a reply told by someone of the company named by first name.
        let found = objections(
            "They always ask 'is it safe for babies?' and Wattle Hill Honey always says no, no honey under 12 months. \
             'It's dearer than Coles' - when people say that Jen tells them ours was in a hive up the road last month.",
            "Wattle Hill Honey",
        );
        assert_eq!(
            said_and_replied(&found),
            [
                ("Is it safe for babies?", Some("No, no honey under 12 months.")),
                (
                    "It's dearer than Coles.",
                    Some("Ours was in a hive up the road last month.")
                ),
            ]
        );
    }

    #[test]
    fn objections_written_as_a_list_are_the_customers_words() {
        assert_eq!(
            said(&objections(
                "It's too expensive, will it take more than one session, will my hair fall out",
                "Gloss & Grit"
            )),
            [
                "It's too expensive.",
                "Will it take more than one session?",
                "Will my hair fall out?"
            ]
        );
        // What the owner reports is said as the customer would, and so is what they think of the company.
        assert_eq!(
            said(&objections(
                "Parents also ask if they have to stay, Crux Kids is too far",
                "Crux Kids"
            )),
            ["Do I have to stay?", "I think you are too far."]
        );
        // A topic, with what the owner says of it; a quote the sentence goes on after is not the objection.
        assert_eq!(
            said(&objections(
                "Cost (they think of IT as overhead). Disruption — partners don't want their workflow touched. \
                 Also some people had physio that 'didn't work' so they're sceptical",
                "Kestrel"
            )),
            [
                "I think of IT as overhead.",
                "I don't want my workflow touched.",
                "I had physio that 'didn't work' so I'm sceptical."
            ]
        );
    }

    #[test]
    fn an_objection_keeps_the_owners_reply() {
        let found = objections(
            "Is it dearer than a salon? (a bit, but no travel and no 4 hr wait)\nWhere do you get water and power - the van has its own\nWill you ruin my dress?",
            "Muddy Paws",
        );
        let replies: Vec<(&str, Option<&str>)> = found.iter().map(|o| (o.said.as_str(), o.reply.as_deref())).collect();
        assert_eq!(
            replies,
            [
                (
                    "Is it dearer than a salon?",
                    Some("A bit, but no travel and no 4-hour wait.")
                ),
                ("Where do you get water and power?", Some("The van has its own.")),
                ("Will you ruin my dress?", None),
            ]
        );
        // Quoted objections, each with the aside after it.
        let found = objections(
            "\"We already pay for support\" (usually for a ticket queue). \"What happens when you're on holiday?\" (there are three of us).",
            "Brackenridge IT",
        );
        assert_eq!(found[0].reply.as_deref(), Some("Usually for a ticket queue."));
        assert_eq!(found[1].reply.as_deref(), Some("There are three of us."));
    }

    #[test]
    fn a_price_in_an_aside_is_the_products() {
        assert_eq!(
            prices_from_asides("Full groom (from £45 small dogs, £65 large)"),
            "Full groom from £45 small dogs"
        );
        assert_eq!(
            prices_from_asides("Monthly plans (from £295/month for up to 8 workstations)"),
            "Monthly plans from £295/month"
        );
        assert_eq!(
            prices_from_asides("Tuning £80 (£95 if it has been two years)"),
            "Tuning £80"
        );
        assert_eq!(prices_from_asides("Bread (white tin, seeded)"), "Bread");
    }

    #[test]
    fn priced_products_keep_their_prices() {
        assert_eq!(
            priced(
                "balayage £150-£220, toner refresh £45, free 20 min consultation, all gear included",
                &[]
            ),
            ["balayage £150-£220", "toner refresh £45"]
        );
        assert_eq!(
            prices_from_asides("Security assessment (flat $3,500 for firms under 15 people)"),
            "Security assessment flat $3,500"
        );
    }

    #[test]
    fn who_they_are_said_whole_in_a_fragment() {
        assert_eq!(
            served_by("For women who had a bad dye job somewhere else and are scared", &[]).as_deref(),
            Some("women who had a bad dye job somewhere else")
        );
        assert_eq!(
            subject_people("Commuters who need the bike tomorrow morning", &[]).as_deref(),
            Some("commuters who need the bike tomorrow morning")
        );
    }

    #[test]
    fn objections_alternatives_and_earlier_tries_come_out_as_phrases() {
        let objections =
            "'We tried this before.' 'IT says no.' And from managers: 'A computer doesn't know our town.' \
                          They don't trust it.";
        assert_eq!(
            quotes(objections),
            ["We tried this before", "IT says no", "A computer doesn't know our town"]
        );
        assert_eq!(
            alternatives("They compare us with the buyer's Excel workbook with last year's sales, and doing nothing."),
            ["the buyer's Excel workbook", "doing nothing"]
        );
        assert_eq!(
            alternatives("Sunrun lease vs buying, Tesla on price"),
            ["Sunrun lease", "Tesla"]
        );
        assert_eq!(
            alternatives("other photographers, mostly on price"),
            Vec::<String>::new()
        );
        assert_eq!(
            tried("Most started with a paper diary and then moved to a shared online calendar."),
            ["a paper diary", "a shared online calendar"]
        );
        assert_eq!(
            feelings("Frustration, and a bit of shame; they feel blamed.", PROBLEM_FEELINGS),
            ["frustrated", "ashamed", "blamed"]
        );
    }
}
