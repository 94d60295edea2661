//! The objection sheet: what customers say before they buy, the brand's
//! response and one proof point the owner should gather. The owner's own
//! objections come first, with the owner's replies when the notes give them;
//! then what the other answers raise (what they tried, what they compare us
//! with, the price, the risk), and last what any buyer asks (is it for me,
//! why trust you). Responses speak as the website does ("we", "you") and say
//! only what the brief holds; a proof point is something to collect, never a claim.

use super::{
    brief::{Brief, Objection},
    fit::{Draft, Priority},
    possessive,
    text::{bare, is_plural, lower_first, to_second_person, with_article},
    Pen,
};
use crate::writer::{
    fields,
    prose::{bare_words, capitalize, has_word, list, sentence, sentences, word_count},
    quality::Gate,
    ObjectionResponse, ObjectionSheet,
};

/// What an objection is about, which decides how it is answered and proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Topic {
    Price,
    /// Whether it will work, whether it is worth the risk.
    Risk,
    /// Time, effort, hassle.
    Effort,
    /// Anything else the customer raises.
    Other,
}

impl Topic {
    fn of(objection: &str) -> Self {
        let lower = objection.to_lowercase();
        let says = |words: &[&str]| words.iter().any(|word| lower.contains(word));
        if says(&[
            "expensive",
            "price",
            "cost",
            "afford",
            "money",
            "pricey",
            "cheap",
            "dear",
            "worth",
        ]) {
            Topic::Price
        } else if says(&[
            "work for",
            "sure",
            "risk",
            "what if",
            "trust",
            "guarantee",
            "results",
            "fail",
            "any good",
        ]) {
            Topic::Risk
        } else if says(&[
            "time to",
            "no time",
            "how long",
            "busy",
            "hassle",
            "effort",
            "complicated",
            "switch",
            "learn",
        ]) {
            Topic::Effort
        } else {
            Topic::Other
        }
    }
}

/// What a customer looks for in a company's identity: "is a 24hr locksmith"
/// → "a 24hr locksmith", "offers vegan meal prep" → "vegan meal prep".
fn looked_for(identity: &str) -> Option<&str> {
    identity
        .strip_prefix("is ")
        .or_else(|| identity.strip_prefix("offers "))
}

/// An objection drafted: the customer's words, the response's first sentence and the proof to gather.
struct Drafted {
    objection: String,
    /// The response's first sentence, always kept when it passes the gate;
    /// empty when the brief's most relevant fact should open it.
    opening: String,
    proof: String,
}

impl Pen<'_> {
    pub(super) fn objection_sheet(&mut self) -> ObjectionSheet {
        let most = fields::OBJECTIONS.items.as_ref().map_or(6, |items| *items.end());
        let owners: Vec<Objection> = self.brief.objections.clone();
        // An objection the notes garbled (a stray quote, half a sentence) is left to the others.
        let mut drafted: Vec<Drafted> = owners
            .iter()
            .filter(|objection| self.gate.passes(&fields::OBJECTION, &objection.said))
            .enumerate()
            .map(|(n, objection)| self.owners_objection(objection, n))
            .collect();
        // What the other answers raise, then what any buyer asks; one of each topic but the open ones.
        let raised = [
            self.tried_before(),
            self.why_not_the_alternative(),
            self.what_it_costs(),
            self.what_if_it_fails(),
            Some(self.is_it_for_me()),
            Some(self.why_trust_us()),
            Some(self.no_time()),
            Some(self.see_it_first()),
        ];
        // One that says a word the company avoids is not raised.
        let raised = raised
            .into_iter()
            .flatten()
            .filter(|draft| self.gate.passes(&fields::OBJECTION, &draft.objection));
        for draft in raised.collect::<Vec<_>>() {
            let topic = Topic::of(&draft.objection);
            let new = !drafted.iter().any(|other| {
                Gate::says_again(&other.objection, &draft.objection)
                    || (topic != Topic::Other && Topic::of(&other.objection) == topic)
            });
            if new {
                drafted.push(draft);
            }
        }
        drafted.truncate(most);
        let support = self.support();
        let pairs = drafted
            .into_iter()
            .map(|draft| self.answered(draft, &support))
            .collect();
        ObjectionSheet { pairs }
    }

    /// A drafted objection fitted into a pair: the response fitted to its range
    /// from its opening and the brief's facts the sheet has not said yet.
    fn answered(&mut self, drafted: Drafted, support: &[String]) -> ObjectionResponse {
        let mut draft = Draft::default();
        // A fact the opening says already ("book a free chat") is not said again after it.
        let opening = drafted.opening.to_lowercase();
        let new = |fact: &&String| {
            let start = fact
                .split_whitespace()
                .take(4)
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
            !opening.contains(start.trim_end_matches(['.', ',']))
        };
        // The fact that shares most words with the objection answers it best ("I don't read music": "no
        // reading music"), from the support or from what the company says it does.
        let support: Vec<&String> = support.iter().filter(new).collect();
        let deeds: Vec<String> = self.brief.deeds.iter().map(|deed| sentence(deed)).collect();
        let relevant = support
            .iter()
            .copied()
            .chain(&deeds)
            .filter(|fact| !self.said.holds(fact))
            .max_by_key(|fact| shared_words(&drafted.objection, fact))
            .filter(|fact| shared_words(&drafted.objection, fact) > 0)
            .cloned();
        // No opening of its own: the relevant fact answers, acknowledged in the guide's temper.
        let opened_with = relevant.clone().filter(|_| drafted.opening.is_empty());
        let (drafted_opening, relevant) = match (drafted.opening.is_empty(), relevant) {
            (true, Some(fact)) => {
                let frame = self.acknowledgement(&drafted.objection);
                let joint = if fact.contains(": ") { ". " } else { ": " };
                let names_first = fact.starts_with(&self.brief.name);
                let fact = if joint == ": " && !names_first {
                    lower_first(&fact, &self.brief.names)
                } else {
                    fact
                };
                (sentence(&format!("{frame}{joint}{fact}")), None)
            }
            (true, None) => (self.answer_to(Topic::Other), None),
            (false, relevant) => (drafted.opening.clone(), relevant),
        };
        // An opening the gate refuses (it would copy an answer, say) gives way to a plain one.
        let field = &fields::OBJECTION_RESPONSE;
        let opening = match self.passes(field, &drafted_opening) {
            true => drafted_opening,
            // Its two phrasings turn: one the sheet has not said yet.
            false => {
                let plain = [self.answer_to(Topic::Other), self.answer_to(Topic::Other)];
                plain
                    .iter()
                    .find(|plain| self.may_say(field, plain))
                    .unwrap_or(&plain[0])
                    .clone()
            }
        };
        // The owner's answer is the answer in every version ("No honey under 12 months").
        let owners_answer = self.brief.objections.iter().any(|objection| {
            // "Honestly, it's dear." is the owner's "It's dear."
            objection.reply.is_some()
                && drafted
                    .objection
                    .to_lowercase()
                    .ends_with(&objection.said.to_lowercase())
        });
        match owners_answer {
            true => draft.add_again(0, opening),
            false => draft.add(0, Priority::Must, Some(opening)),
        }
        draft.add(1, Priority::High, relevant);
        draft.fillers(1, support.into_iter().cloned());
        let mut response = self.fit(draft, &fields::OBJECTION_RESPONSE, " ");
        // The fact the opening said is said once in the sheet, as a fact of its own would be.
        self.said.extend(opened_with.iter().flat_map(|fact| sentences(fact)));
        let shortest = fields::OBJECTION_RESPONSE
            .words
            .as_ref()
            .map_or(0, |words| *words.start());
        if word_count(&response) < shortest {
            // The brief's facts are spent: an invitation no other response makes, in words the guide allows.
            let name = &self.brief.name;
            let offered = self.offered();
            let about = if offered == *name {
                "what we do".to_owned()
            } else {
                offered
            };
            let invitation = [
                format!("Ask {name} about {about} and we will answer that before you decide anything"),
                format!("Ask {name} about {about}, and you will get a straight answer"),
                format!("Put the question to {name} and we will answer it before you decide anything"),
            ]
            .iter()
            .map(|invitation| sentence(invitation))
            .find(|invitation| self.may_say(field, invitation));
            self.said.extend(invitation.iter());
            response = [response, invitation.unwrap_or_default()].join(" ").trim().to_owned();
        }
        // A proof the sheet gave already, or one the gate refuses (a word the company avoids), gives way to another.
        let proof_point = std::iter::once(drafted.proof.clone())
            .chain(self.spare_proofs())
            .find(|proof| self.may_say(&fields::PROOF_POINT, proof))
            .unwrap_or(drafted.proof);
        self.said.extend(sentences(&proof_point));
        ObjectionResponse {
            objection: drafted.objection,
            response,
            proof_point,
        }
    }

    /// The facts a response may add after its opening, each said once in the
    /// sheet, strongest first: how the company works, what they see first,
    /// control kept, a trial, the first step, the outcome, each product.
    fn support(&mut self) -> Vec<String> {
        let brief = self.brief;
        // The first of the company's deeds: the later ones often need their answer around them.
        let mut facts: Vec<String> = brief.deeds.first().map(|deed| sentence(deed)).into_iter().collect();
        if !brief.promises.is_empty() {
            facts.push(format!("How we work: {}.", list(&brief.promises, "and")));
        }
        facts.extend(
            (0..2)
                .filter_map(|n| self.sight(n))
                .map(|sight| sentence(&format!("We start with {}", to_second_person(&sight)))),
        );
        facts.extend(self.kept().map(|kept| format!("You {kept} from the first day.")));
        facts.extend(
            brief
                .trial
                .as_deref()
                .map(|trial| format!("You can {} first.", to_second_person(trial))),
        );
        facts.extend(
            brief
                .first_step
                .as_ref()
                .map(|step| format!("{step} and see for yourself.")),
        );
        facts.extend(
            self.want(0)
                .map(|want| sentence(&format!("What it comes to: {} get to {}", want.who, want.action))),
        );
        facts.extend(
            brief
                .likeness
                .as_ref()
                .map(|like| sentence(&format!("Think of us as {like}"))),
        );
        if word_count(&brief.identity) <= 20 {
            facts.push(sentence(&format!("{} {}", brief.name, brief.identity)));
        }
        let frames = match self.phrasing() {
            0 => [
                "Ask us about {product} and we will tell you plainly what it involves",
                "We can talk you through {product} before you decide anything",
            ],
            _ => [
                "We will walk you through {product}, step by step, whenever you ask",
                "Any question about {product} gets a plain answer from us first",
            ],
        };
        // Each frame once, each with a product of its own while there are several.
        let products = &brief.products;
        facts.extend(frames.iter().enumerate().filter_map(|(n, frame)| {
            let product = products.get(n).or(products.first())?;
            Some(sentence(&frame.replace("{product}", &with_article(product))))
        }));
        facts
    }

    /// One of the owner's objections: the owner's reply when there is one, else an answer by topic.
    fn owners_objection(&mut self, objection: &Objection, n: usize) -> Drafted {
        let topic = Topic::of(&objection.said);
        let opening = match &objection.reply {
            Some(reply) => {
                let frame = self.acknowledgement(&objection.said);
                let said = |reply: &str| sentence(&format!("{frame}: {}", lower_first(reply, &self.brief.names)));
                // A reply the gate would refuse as copied whole keeps its first clauses, short
                // enough to say again ("Compare our mince to Tesco Finest"), not a stock answer.
                let clauses: Vec<&str> = reply
                    .trim_end_matches('.')
                    .split("; ")
                    .flat_map(|part| part.split(", "))
                    .map(str::trim)
                    .filter(|clause| !clause.is_empty())
                    .collect();
                let kept = argued(&clauses)
                    .into_iter()
                    // Not a stub of it ("It is").
                    .filter(|kept| word_count(kept) >= 5 || *kept == clauses.join(", "))
                    .map(|kept| said(&kept))
                    .find(|opening| self.passes(&fields::OBJECTION_RESPONSE, opening))
                    // Its first clause up to an "and", when the whole clause would be copied:
                    // "the cheap quote usually doesn't include the certificate".
                    .or_else(|| {
                        let parts: Vec<&str> = clauses.first()?.split(" and ").collect();
                        (1..parts.len())
                            .rev()
                            .map(|n| parts[..n].join(" and "))
                            .filter(|kept| word_count(kept) >= 5)
                            .map(|kept| said(&kept))
                            .find(|opening| self.passes(&fields::OBJECTION_RESPONSE, opening))
                    });
                // Else the brief's own answer on the topic (its prices), before a stock one.
                match kept {
                    Some(opening) => opening,
                    None if self.answers_specifically(topic) => self.answer_to(topic),
                    None => said(reply),
                }
            }
            // Nothing the brief answers this topic with: its most relevant fact opens the response.
            None if !self.answers_specifically(topic) => String::new(),
            None => self.answer_to(topic),
        };
        // "It's dear." is under the three words an objection takes: "Honestly, it's dear."
        let said = match word_count(&objection.said) {
            0..=2 => format!("Honestly, {}", lower_first(&objection.said, &self.brief.names)),
            _ => objection.said.clone(),
        };
        Drafted {
            proof: self.proof_of(topic, n),
            objection: said,
            opening,
        }
    }

    /// What comes before the reply to `objection`, in the guide's temper: a
    /// statement ("I feel guilty choosing direct cremation.") is no question to praise.
    fn acknowledgement(&mut self, objection: &str) -> &'static str {
        let frames = self.manner.temper.frames().acknowledgements;
        let asked = objection.trim_end().ends_with('?');
        let fitting: Vec<&'static str> = frames
            .into_iter()
            .filter(|frame| asked || !(frame.contains("question") || frame.contains("ask")))
            .collect();
        let fitting = if fitting.is_empty() { frames.to_vec() } else { fitting };
        fitting[self.turn(fitting.len())]
    }

    /// One of two phrasings by the version: consecutive versions' sheets ask
    /// for proof, and offer help, in other words.
    fn phrasing(&self) -> usize {
        (self.variation % 2) as usize
    }

    /// Whether [`Pen::answer_to`] answers `topic` with a fact of the brief (its
    /// prices, a trial, the first step) rather than in general words.
    fn answers_specifically(&self, topic: Topic) -> bool {
        match topic {
            Topic::Price | Topic::Effort => true,
            Topic::Risk => self.brief.trial.is_some(),
            _ => false,
        }
    }

    /// The first sentence of an answer to an objection of `topic`, from what the brief holds.
    fn answer_to(&mut self, topic: Topic) -> String {
        let brief = self.brief;
        let trial = brief.trial.as_deref().map(to_second_person);
        sentence(&match (topic, trial) {
            (Topic::Price, _) if !brief.priced.is_empty() => {
                format!(
                    "It is a fair question, so here are our prices up front: {}",
                    list(&brief.priced, "and")
                )
            }
            (Topic::Price | Topic::Risk, Some(trial)) if !trial.contains(" before ") => {
                format!(
                    "{} you can {trial} before you commit",
                    self.manner.temper.frames().reassurance
                )
            }
            (Topic::Price | Topic::Risk, Some(trial)) => {
                format!("{} you can {trial}", self.manner.temper.frames().reassurance)
            }
            (Topic::Price, None) => {
                format!(
                    "It is a fair question: ask us what {} would cost you and we will say it straight",
                    self.offered()
                )
            }
            (Topic::Effort, _) => match &brief.first_step {
                Some(step) => format!(
                    "Starting with {} takes less than you think: {}",
                    self.offered(),
                    brief.inline(step)
                ),
                None => format!(
                    "Starting with {} takes less of your time than you think",
                    self.offered()
                ),
            },
            _ => {
                // Turning with the version from a place of the company's own: two companies seldom open alike.
                let answers = self.manner.temper.frames().answers;
                let at = (self.pick(answers.len()) + self.turn(answers.len())) % answers.len();
                // With no product short enough to name, the answer is about "it", not the company.
                let about = self.thing().unwrap_or_else(|| "it".to_owned());
                answers[at].replace("{product}", &about)
            }
        })
    }

    /// What the owner should collect to back a response on `topic`.
    fn proof_of(&mut self, topic: Topic, n: usize) -> String {
        let short = self.short().to_owned();
        let product = self.offered();
        sentence(&match topic {
            // A rival the profile names, else the price list alone.
            // A rival named plainly ("Greggs"), not a note about them.
            Topic::Price => match self
                .brief
                .competitors
                .first()
                .filter(|rival| word_count(rival) <= 4 && !rival.contains(['-', ':']))
            {
                Some(rival) => match self.phrasing() {
                    0 => format!("Your prices beside {}, with what each one includes", possessive(rival)),
                    _ => format!("What {rival} charges and what you charge, side by side, with what each includes"),
                },
                None => match self.phrasing() {
                    0 => format!("A price list for {product} that shows what each option includes"),
                    _ => format!("Every price for {product} on one page, with what each one covers"),
                },
            },
            Topic::Risk => match self.turn(2) {
                0 => format!("Two or three {short} who had the same doubt, each saying in a line how it turned out"),
                _ => format!("A before-and-after of {product} from a recent customer, with their permission"),
            },
            Topic::Effort => match self.phrasing() {
                0 => format!("How long the first step of {product} really takes, timed with recent customers"),
                _ => format!("The first step of {product}, minute by minute, as a recent customer lived it"),
            },
            // The n-th open objection's proof, turning with the version.
            Topic::Other => {
                let spare = self.spare_proofs();
                spare[(n + self.variation as usize) % spare.len()].clone()
            }
        })
    }

    /// Proofs for any objection, for when a sheet's own are spent.
    fn spare_proofs(&self) -> Vec<String> {
        let short = self.short();
        // Two sets, one a version: a new version's sheet asks for other proof.
        let proofs = match self.phrasing() {
            0 => [
                format!("A short quote from one of your {short} who asked the same before they bought"),
                format!("One story of {short} who had this worry, told in their words"),
                format!("The question as {short} put it, with the answer that won them over, in a line or two"),
                format!("A review from one of your {short} that speaks to this worry, with their first name"),
                format!("A line from one of your {short} on what they were unsure of at first, and how it went"),
            ],
            _ => [
                format!("Two sentences from one of your {short}: the doubt they had, and what settled it"),
                format!("A message from one of your {short} who nearly didn't buy, with their permission"),
                format!("The answer you give when {short} ask this face to face, written down as you say it"),
                format!("A note from one of your {short} on how it went, with their first name"),
                format!("One of your {short} saying, in a line, what they would tell a friend with the same worry"),
            ],
        };
        proofs.iter().map(|proof| sentence(proof)).collect()
    }

    /// "We tried that before": what they tried, and where it let them down.
    fn tried_before(&mut self) -> Option<Drafted> {
        let brief = self.brief;
        let tried = brief.tried.first()?.clone();
        let objection = match self.turn(2) {
            0 => format!("We tried {tried} before, and it didn't work for us."),
            _ => format!("We've been let down by {tried} before."),
        };
        let opening = match brief.letdowns.first() {
            Some(letdown) => format!("We hear that often, and it is fair: {}", brief.inline(letdown)),
            None => format!(
                "We hear that often: most of the {} we meet tried {tried} first",
                self.short()
            ),
        };
        Some(Drafted {
            objection,
            opening: sentence(&opening),
            proof: sentence(&format!(
                "A before-and-after from a customer who came to you after {tried}, in their words"
            )),
        })
    }

    /// "Why not just use X?": what they compare us with, and the one difference.
    fn why_not_the_alternative(&mut self) -> Option<Drafted> {
        let alternative = self
            .alternatives(2)
            .into_iter()
            .find(|alternative| alternative != "doing nothing")?;
        let brief = self.brief;
        let name = &brief.name;
        let objection = match self.turn(2) {
            0 => format!("Why not just go with {alternative}?"),
            _ => format!("What can you do that {alternative} can't?"),
        };
        let works = match self.phrasing() {
            0 => format!("{} may suit some people", capitalize(&alternative)),
            _ => format!(
                "{} {} right for some",
                capitalize(&alternative),
                if is_plural(&alternative) { "are" } else { "is" }
            ),
        };
        let opening = match Self::letdown_of(brief, &alternative) {
            Some(letdown) => format!("{works}, but this is what we hear: {}", brief.inline(letdown)),
            None => format!("{works}; {name} is for {} who want {}", self.short(), self.offered()),
        };
        Some(Drafted {
            objection,
            opening: sentence(&opening),
            proof: sentence(&match self.phrasing() {
                0 => format!(
                    "A side-by-side of {alternative} and {name}: what each includes, what it costs and how long it takes"
                ),
                _ => format!("A customer who tried {alternative} first, on what was different with {name}"),
            }),
        })
    }

    /// Where `alternative` let customers down, when the answers say so. A
    /// complaint the owner did not tie to a named rival is never pinned on
    /// one: "AbilityNet is right for some, but ... overlay products" says of
    /// AbilityNet what the owner said of overlays.
    fn letdown_of<'b>(brief: &'b Brief, alternative: &str) -> Option<&'b String> {
        let mentions = |letdown: &str, name: &str| letdown.to_lowercase().contains(&name.to_lowercase());
        if let Some(letdown) = brief.letdowns.iter().find(|letdown| mentions(letdown, alternative)) {
            return Some(letdown);
        }
        if alternative.chars().any(char::is_uppercase) {
            return None;
        }
        // A generic alternative ("spreadsheets") takes a complaint that names no rival.
        let rivals: Vec<&String> = [&brief.competitors, &brief.alternatives, &brief.tried]
            .into_iter()
            .flatten()
            .filter(|rival| rival.chars().any(char::is_uppercase))
            .collect();
        // A rival is named by any of its capitalised words: "the Xero app" by "Xero".
        let unnamed = |letdown: &&String| {
            !rivals.iter().any(|rival| {
                rival
                    .split_whitespace()
                    .filter(|word| word.starts_with(char::is_uppercase))
                    .any(|word| has_word(letdown, bare(word)))
            })
        };
        brief
            .letdowns
            .iter()
            .skip(1)
            .find(unnamed)
            .or(brief.letdowns.first().filter(unnamed))
    }

    /// "What will it cost?", when the profile gives prices or the answers a first step.
    fn what_it_costs(&mut self) -> Option<Drafted> {
        let brief = self.brief;
        if brief.priced.is_empty() && brief.first_step.is_none() && brief.trial.is_none() {
            return None;
        }
        let objection = match self.turn(2) {
            0 => format!("What will {} cost me?", self.thing().as_deref().unwrap_or("it")),
            _ => "Is it worth the money?".to_owned(),
        };
        Some(Drafted {
            opening: self.answer_to(Topic::Price),
            proof: self.proof_of(Topic::Price, 0),
            objection,
        })
    }

    /// "What if it doesn't work for us?", when the answers offer a trial.
    fn what_if_it_fails(&mut self) -> Option<Drafted> {
        self.brief.trial.as_ref()?;
        let objection = match self.turn(2) {
            0 => "What if it's not right for us?".to_owned(),
            _ => "What if I don't like it?".to_owned(),
        };
        Some(Drafted {
            opening: self.answer_to(Topic::Risk),
            proof: self.proof_of(Topic::Risk, 0),
            objection,
        })
    }

    /// "Is this for someone like me?": whom the company serves.
    fn is_it_for_me(&mut self) -> Drafted {
        let brief = self.brief;
        let people = &brief.audience.people;
        let products = self.offered();
        // "Cole & Sons' customers" says nothing of whom it is for.
        let opening = match (brief.audience.is_unnamed(&brief.name), products == brief.name) {
            (true, false) => format!("If you need {products}, yes: that is what {} is here for", brief.name),
            // Nothing short enough to name: what the company is.
            (true, true) => match looked_for(&brief.identity) {
                Some(what) => format!("Yes, if you are looking for {what}"),
                None => format!("Yes, if you need what {} {}", brief.name, brief.identity),
            },
            (false, _) => format!("We work with {people}, and they come to us for {products}"),
        };
        Drafted {
            objection: match self.turn(2) {
                0 => "Is this really for someone like me?".to_owned(),
                _ => "Is it for people like us?".to_owned(),
            },
            opening: sentence(&opening),
            proof: sentence(&match self.turn(2) {
                0 => format!(
                    "Three short stories of {} you have helped, each with what changed for them",
                    self.short()
                ),
                _ => format!(
                    "A list of the kinds of {} who use {products}, with one example of each",
                    self.short()
                ),
            }),
        }
    }

    /// "Why should I trust you?": what they check when they decide.
    fn why_trust_us(&mut self) -> Drafted {
        let brief = self.brief;
        let signal = brief.signals.first().filter(|signal| word_count(signal) <= 10);
        let product = self.offered();
        let opening = match self.turn(2) {
            0 => self.manner.temper.frames().trust.replace("{product}", &product),
            _ => format!("You shouldn't have to trust us blindly with {product}, and you don't have to"),
        };
        Drafted {
            objection: match self.turn(2) {
                0 => "How do I know you're any good?".to_owned(),
                _ => match self.thing() {
                    Some(thing) => format!("Why should I trust you with {thing}?"),
                    None => "Why should I trust you?".to_owned(),
                },
            },
            opening: sentence(&opening),
            proof: sentence(&match signal {
                // What they can check about us beats what they look for.
                _ if !brief.credentials.is_empty() => format!(
                    "What you can check for yourself: {}",
                    list(&brief.credentials[..brief.credentials.len().min(2)], "and")
                ),
                Some(signal) => format!(
                    "What they check before deciding, ready to show: {}",
                    brief.inline(signal)
                ),
                None => format!(
                    "Three recent reviews of {}, or quotes from {}, with their permission",
                    brief.name,
                    self.short()
                ),
            }),
        }
    }

    /// "I don't have time for this": how little the first step asks.
    fn no_time(&mut self) -> Drafted {
        Drafted {
            objection: match self.turn(2) {
                0 => "I don't have time to look into this right now.".to_owned(),
                _ => "We're too busy to change anything at the moment.".to_owned(),
            },
            opening: self.answer_to(Topic::Effort),
            proof: self.proof_of(Topic::Effort, 0),
        }
    }

    /// The first product, when its name is short enough for a customer to say ("Tuesday choir", "an
    /// after school Climb Club").
    fn thing(&self) -> Option<String> {
        self.brief
            .products
            .first()
            .filter(|product| word_count(product) <= 4)
            .map(|product| with_article(product))
    }

    /// The first product as [`Pen::thing`] names it, else the company.
    fn offered(&self) -> String {
        self.thing().unwrap_or_else(|| self.brief.name.clone())
    }

    /// "Can I see it first?": what they see before they commit.
    fn see_it_first(&mut self) -> Drafted {
        let opening = match self.sight(0) {
            Some(sight) => format!("Yes: before anything else, we show you {}", to_second_person(&sight)),
            None => format!("Yes: ask us to show you {} before you decide anything", self.offered()),
        };
        Drafted {
            objection: match self.turn(2) {
                0 => format!("Can I see {} before I decide?", self.thing().as_deref().unwrap_or("it")),
                _ => "Can you show me what I'd get first?".to_owned(),
            },
            opening: sentence(&opening),
            proof: sentence(&match self.turn(2) {
                0 => format!(
                    "Photos or a short video of {} as a customer sees it, from a real job",
                    self.offered()
                ),
                _ => format!(
                    "A walk-through of a first visit by one of your {}, with their permission",
                    self.short()
                ),
            }),
        }
    }
}

/// Words that say nothing of what an objection is about.
const PLAIN_WORDS: [&str; 16] = [
    "that", "this", "with", "have", "what", "will", "your", "they", "them", "from", "about", "before", "would", "just",
    "there", "their",
];

/// How many words of four letters or more two texts share, by their first four letters ("read" and "reading").
fn shared_words(one: &str, other: &str) -> usize {
    let stems = |text: &str| -> Vec<String> {
        bare_words(text)
            .filter(|word| word.chars().count() >= 4 && !PLAIN_WORDS.contains(&word.as_str()))
            .map(|word| word.chars().take(4).collect())
            .collect()
    };
    let other = stems(other);
    let mut one = stems(one);
    one.dedup();
    one.iter().filter(|stem| other.contains(stem)).count()
}

/// An owner's reply of `clauses`, shortened, in the order to try: the whole first, then
/// the shorter ways that keep its answer (the first clause) and its turn ("but we can't
/// predict which ones", "so waiting a year has a real cost") before those that keep more
/// words; only a turn may follow a clause left out. "A lot of
/// preschoolers do, but we can't predict which ones, so waiting a year has a real cost"
/// says the owner's point where its first two clauses alone ("a lot of preschoolers do,
/// about 75-80%") concede it. A reply of many clauses is cut after a clause only.
fn argued(clauses: &[&str]) -> Vec<String> {
    let turns = |clause: &str| {
        // Not "which ...": it says what the clause before it said ("..., which we do").
        ["but ", "so ", "because "].iter().any(|turn| clause.starts_with(turn))
    };
    if clauses.len() > 8 {
        return (1..=clauses.len()).rev().map(|n| clauses[..n].join(", ")).collect();
    }
    let mut choices: Vec<(bool, usize, usize, String)> = (1u32..1 << clauses.len())
        // A clause after a gap must turn ("but ..."): "yes, many operators do not" would say
        // another thing than "yes, we hold ROC ...; many operators do not".
        .filter(|kept| {
            (1..clauses.len()).all(|at| kept & (1 << at) == 0 || kept & (1 << (at - 1)) != 0 || turns(clauses[at]))
        })
        // Twelve words in a row of the owner's reply the gate refuses as copied: not worth a try.
        .filter(|kept| {
            let mut run = 0;
            kept.count_ones() as usize == clauses.len()
                || (0..clauses.len()).all(|at| {
                    run = match kept & (1 << at) != 0 {
                        true => run + word_count(clauses[at]),
                        false => 0,
                    };
                    run < 12
                })
        })
        .map(|kept| {
            let chosen: Vec<&str> = (0..clauses.len())
                .filter(|at| kept & (1 << at) != 0)
                .map(|at| clauses[at])
                .collect();
            let said = chosen.join(", ");
            (
                kept & 1 != 0,
                chosen.iter().filter(|clause| turns(clause)).count(),
                word_count(&said),
                said,
            )
        })
        .collect();
    choices.sort_by_key(|(first, turns, words, _)| std::cmp::Reverse((*first, *turns, *words)));
    choices.into_iter().map(|(_, _, _, said)| said).collect()
}

#[cfg(test)]
mod tests {
    use super::argued;

    #[test]
    fn a_shortened_reply_keeps_its_answer_and_its_turn() {
        let choices = argued(&[
            "a lot of preschoolers do",
            "about 75-80%",
            "but we can't predict which ones",
            "and the research says early intervention works best under 6",
            "so waiting a year has a real cost",
        ]);
        assert_eq!(
            choices.len(),
            10,
            "only a turn after a gap, and no twelve words in a row but the whole"
        );
        assert!(choices[0].starts_with("a lot of preschoolers do, about 75-80%, but"));
        let turned = choices.iter().position(|said| {
            said == "a lot of preschoolers do, but we can't predict which ones, so waiting a year has a real cost"
        });
        let conceded = choices
            .iter()
            .position(|said| said == "a lot of preschoolers do, about 75-80%");
        assert!(turned < conceded, "{choices:?}");
    }
}
