//! The pitch asset: three spoken lengths and the key points. The company
//! speaks ("we"); the customers are named, the listener is "you". Each pitch
//! is drafted as a story longer than it needs to be, then fitted to its range.

use super::{
    brief::{has_finite_verb, Brief, HEDGES},
    feelings,
    fit::{repeats, Draft, Priority},
    is_self_framed, lengths,
    text::{as_we, is_plural, lower_first, opens_a_verb, plural_verb, to_second_person, trim_to, with_article},
    Pen, FEEL_AGAIN,
};
use crate::writer::prose::{bare_words, capitalize, has_word, list, sentence, word_count};
use crate::{
    domain::ResponseKey,
    writer::{fields, notes::is_irregular_past, PitchContent},
};

impl Pen<'_> {
    pub(super) fn pitch(&mut self) -> PitchContent {
        PitchContent {
            pitch_30_sec: self.pitch_30_seconds(),
            pitch_1_min: self.pitch_1_minute(),
            pitch_3_min: self.pitch_3_minutes(),
            key_points: self.key_points(),
        }
    }

    /// Hook in the customer's terms, what we do, one outcome, the ask.
    fn pitch_30_seconds(&mut self) -> String {
        self.introductions.clear();
        let mut draft = Draft::spoken();
        draft.add(0, Priority::Must, Some(self.hook(true)));
        draft.add(1, Priority::Medium, self.cost_sentence(0));
        draft.add(2, Priority::Must, Some(self.we_are()));
        // Following an edited core: its promise, whole (each field of it goes whole into one pitch,
        // since no sentence is said twice in the asset and half a field reads as a fragment).
        for said in self.core_says(|core| &core.value_proposition, true) {
            draft.add(3, Priority::High, Some(said));
        }
        draft.add(3, Priority::High, self.outcome(0));
        draft.add(4, Priority::Low, self.proof());
        draft.add(5, Priority::Must, Some(self.ask()));
        self.add_fillers(&mut draft, [0, 1, 2, 3, 4, 4]);
        self.fit(draft, &fields::PITCH_30_SECONDS, " ")
    }

    /// + the cost of the status quo, the difference and a proof.
    fn pitch_1_minute(&mut self) -> String {
        self.introductions.clear();
        let brief = self.brief;
        let mut draft = Draft::spoken();
        draft.add(0, Priority::Must, Some(self.hook(true)));
        draft.add(1, Priority::Low, brief.scenes.get(1).map(|scene| brief.opening(scene)));
        draft.add(1, Priority::High, self.cost_sentence(0));
        draft.add(2, Priority::Medium, self.price_of_nothing());
        draft.add(2, Priority::Medium, self.feelings_sentence());
        draft.add(3, Priority::Must, Some(self.we_are()));
        draft.add(3, Priority::High, self.outcome(0));
        // What the company offers, should the pitch before have said who it is already.
        draft.add(
            3,
            Priority::High,
            Some(format!("At {}, {} get {}", brief.name, self.short(), self.products(2))),
        );
        draft.add(3, Priority::Medium, brief.deeds.first().cloned());
        draft.add(3, Priority::High, self.promised("The difference"));
        // Following an edited core: its difference, whole.
        for said in self.core_says(|core| &core.competitive_differentiation, true) {
            draft.add(4, Priority::High, Some(said));
        }
        draft.add(4, Priority::High, self.unlike_the_rest());
        draft.add(4, Priority::Low, self.letdown());
        draft.add(5, Priority::Medium, self.proof());
        draft.add(5, Priority::High, self.standing());
        let culture = brief
            .culture
            .first()
            .map(|culture| self.introduced(ResponseKey::CulturalFactors, culture));
        draft.add(1, Priority::Low, culture);
        let norms = self.norms_and_ours(1);
        draft.add(1, Priority::Low, norms);
        draft.add(4, Priority::Low, self.why_now());
        draft.add(6, Priority::Must, Some(self.ask()));
        self.add_fillers(&mut draft, [1, 2, 3, 4, 4, 5]);
        self.fit(draft, &fields::PITCH_1_MINUTE, " ")
    }

    /// A story: situation, complication, resolution, how it works in three
    /// points, why now, the main objection answered, proof, the ask.
    fn pitch_3_minutes(&mut self) -> String {
        self.introductions.clear();
        const SITUATION: usize = 0;
        const COMPLICATION: usize = 1;
        const RESOLUTION: usize = 2;
        const HOW: usize = 3;
        const WHY_NOW: usize = 4;
        const OBJECTION: usize = 5;
        const PROOF: usize = 6;
        const ASK: usize = 7;
        let brief = self.brief;
        // Each answer to "how", "what if" and "what next" uses a fact the others do not.
        let start = self.where_it_starts();
        let objection = self.objection_answered(&[&start]);
        let said = [start.as_str(), objection.as_deref().unwrap_or_default()];
        let control = self.how_you_stay_in_charge(&said);
        let (short, products) = (self.short().to_owned(), self.products(3));
        let how_it_works = match self.turn(2) {
            0 => format!(
                "Here is how it works for {short}, in three points. {start} Second, you get {products}. {control}"
            ),
            _ => format!("For {short}, it works in three steps. {start} Second, we bring {products}. {control}"),
        };
        let ask = self.ask_not_repeating(&[&how_it_works, objection.as_deref().unwrap_or_default()]);
        let mut draft = Draft::spoken();
        draft.add(SITUATION, Priority::Must, Some(self.introduction()));
        draft.add(
            SITUATION,
            Priority::Medium,
            brief.culture.first().map(|culture| brief.opening(culture)),
        );
        draft.add(SITUATION, Priority::High, Some(self.hook(false)));
        // Following an edited core: its problem, whole, as the story's situation.
        for said in self.core_says(|core| &core.problem_statement, true) {
            draft.add(SITUATION, Priority::High, Some(said));
        }
        draft.add(
            SITUATION,
            Priority::Medium,
            brief.scenes.get(1).map(|scene| brief.opening(scene)),
        );
        draft.add(SITUATION, Priority::High, self.cost_sentence(0));
        draft.add(
            SITUATION,
            Priority::Medium,
            brief.costs.get(1).map(|cost| brief.opening(cost)),
        );
        draft.add(COMPLICATION, Priority::High, self.what_they_tried());
        for (n, letdown) in brief.letdowns.iter().take(3).enumerate() {
            let priority = [Priority::High, Priority::Medium, Priority::Low][n];
            // Every other version says where it fell short in a frame of its own.
            let said = match (n, self.turn(2)) {
                (0, 0) => format!("Where it fell short: {}", brief.inline(letdown)),
                _ => brief.opening(letdown),
            };
            draft.add(COMPLICATION, priority, Some(said));
        }
        draft.add(COMPLICATION, Priority::Medium, self.feelings_sentence());
        draft.add(COMPLICATION, Priority::Low, self.price_of_nothing());
        draft.add(RESOLUTION, Priority::Must, Some(self.we_are()));
        draft.add(RESOLUTION, Priority::High, self.outcome(0));
        draft.add(RESOLUTION, Priority::Medium, self.outcome(1));
        draft.add(RESOLUTION, Priority::Low, self.brand_promise());
        for (n, deed) in brief.deeds.iter().take(4).enumerate() {
            let priority = [Priority::High, Priority::Medium, Priority::Low, Priority::Low][n];
            draft.add(RESOLUTION, priority, Some(deed.clone()));
        }
        draft.add(RESOLUTION, Priority::High, self.promised("How we work"));
        draft.add(RESOLUTION, Priority::Medium, brief.team.clone());
        // The owner tells the story: "the founder's grandfather Ron" is "my grandfather
        // Ron", "Started by the owner after 9 years" is "We started it after 9 years".
        for told in &brief.story {
            let mine = [
                ("The founder's ", "My "),
                ("the founder's ", "my "),
                ("The owner's ", "My "),
                ("the owner's ", "my "),
                ("Started by the owner ", "We started it "),
                ("Founded by the owner ", "We founded it "),
                ("Run by the owner ", "We run it "),
            ]
            .iter()
            .fold(brief.opening(told), |said, (theirs, mine)| said.replace(theirs, mine));
            // "My grandmother taught the owner", "In 2019 the owner went out on my own":
            // beside "my", the owner telling it is "I" and "me", not "we".
            let mine = if has_word(&mine, "my") { as_i(&mine) } else { mine };
            draft.add(RESOLUTION, Priority::Low, Some(mine));
        }
        draft.add(HOW, Priority::High, Some(how_it_works));
        draft.add(HOW, Priority::Medium, self.prices());
        for ((product, detail), frame) in brief.details.iter().zip(["A word on", "And on"]) {
            draft.add(HOW, Priority::Medium, Some(format!("{frame} {product}: {detail}")));
        }
        draft.add(WHY_NOW, Priority::High, self.why_now());
        draft.add(
            WHY_NOW,
            Priority::Low,
            brief.changes.get(1).map(|change| brief.opening(change)),
        );
        draft.add(OBJECTION, Priority::High, objection);
        for answered in self.more_objections_answered() {
            draft.add(OBJECTION, Priority::Medium, Some(answered));
        }
        draft.add(PROOF, Priority::High, self.standing());
        draft.add(PROOF, Priority::Medium, self.second_sight());
        draft.add(PROOF, Priority::Low, self.how_they_decide());
        draft.add(PROOF, Priority::Low, self.unlike_the_rest());
        draft.add(ASK, Priority::Must, Some(ask));
        // With few answers, the rest of what the owner said, each where it belongs in the story.
        // (Not the brand's answers: they say how to speak, not what to say.)
        for (key, clauses) in &brief.clauses {
            use ResponseKey::*;
            let beat = match *key {
                ImmediateProblem | PainPoints | ProblemEmotions => SITUATION,
                PreviousSolutions | Disappointments | Comparisons => COMPLICATION,
                SolutionEmotions => RESOLUTION,
                DecisionShortcuts | FirstImpression => PROOF,
                Objections | BrandEmotions | BrandAssociations => continue,
                _ => WHY_NOW,
            };
            // What the company does is told as its deeds, above.
            // Nor one a sentence above tells already ("This is how they decide: ...").
            // The norms are said beside what the company does instead, below.
            if *key == IndustryNorms {
                continue;
            }
            let told: Vec<&String> = clauses
                .iter()
                .filter(|clause| !is_about_the_marketing(clause) && !brief.is_ours(clause) && !draft.holds(clause))
                .collect();
            for clause in told {
                draft.add(beat, Priority::Low, Some(self.introduced(*key, clause)));
            }
        }
        draft.add(WHY_NOW, Priority::Low, self.norms_and_ours(3));
        self.add_fillers(
            &mut draft,
            [SITUATION, COMPLICATION, RESOLUTION, WHY_NOW, OBJECTION, PROOF],
        );
        self.fit(draft, &fields::PITCH_3_MINUTES, "\n\n")
    }

    /// 3 to 6 claims a listener could repeat, each at most 15 words.
    fn key_points(&mut self) -> Vec<String> {
        let brief = self.brief;
        let name = &brief.name;
        let mut points = Vec::new();
        let budget = |words: &[&str]| 15usize.saturating_sub(words.iter().map(|said| word_count(said)).sum());
        if let Some(want) = self.want(0) {
            if let Some(action) = trim_to(&want.action, 3, budget(&[name, &want.who, "lets"])) {
                points.push(format!("{name} lets {} {action}", want.who));
            }
        }
        // What the company does and how, in its own words: "We come to you", "Our own crew, no subcontractors".
        points.extend(claims(brief).take(3).cloned());
        // A price a listener can repeat: "Landlord EICR £140 up to 2 bed".
        points.extend(brief.priced.first().map(|priced| capitalize(priced)));
        // What a listener can check.
        points.extend(brief.rating.as_deref().map(capitalize));
        points.extend(brief.since.map(|year| format!("Running since {year}")));
        points.extend(brief.credentials.iter().take(2).map(|said| capitalize(said)));
        points.extend(
            brief
                .years
                .filter(|_| brief.since.is_none())
                .map(|years| format!("{years} years in the trade")),
        );
        points.extend(brief.promises.iter().take(2).map(|promise| capitalize(promise)));
        // A clause short enough to repeat, most specific first.
        let quotable = |clauses: &[String]| {
            clauses
                .iter()
                .find(|clause| word_count(clause) <= 11)
                .map(|clause| brief.opening(clause))
        };
        points.extend(
            brief
                .costs
                .iter()
                .find_map(|cost| no_more(cost, &brief.names))
                .or_else(|| quotable(&brief.costs)),
        );
        if let (Some(sight), Some(alternative)) = (self.sight(0), self.alternatives(1).pop()) {
            if let Some(sight) = trim_to(&sight, 2, budget(&[name, &alternative, "unlike starts with"])) {
                points.push(format!("Unlike {alternative}, {name} starts with {sight}"));
            }
        }
        if let Some(trial) = &brief.trial {
            points.push(format!("You can {}", to_second_person(trial)));
        }
        points.extend(quotable(&brief.changes));
        if !brief.relief_feelings.is_empty() {
            let (short, relief) = (capitalize(self.short()), feelings(&brief.relief_feelings, 2));
            points.push(match self.turn(2) {
                0 => format!("{short} feel {relief} again"),
                _ => format!("{short} come away feeling {relief}"),
            });
        }
        let fallbacks = [
            brief
                .associations
                .as_ref()
                .map(|associations| format!("{name} stands for {associations}.")),
            brief.likeness.as_ref().map(|like| format!("{name} works like {like}.")),
            (!brief.audience.is_unnamed(name)).then(|| format!("{name} is made for {}.", brief.audience.people)),
            (1..=3)
                .rev()
                .map(|count| format!("{name} offers {}.", self.products(count)))
                .find(|point| lengths::KEY_POINT.contains(&word_count(point))),
            brief
                .first_step
                .as_ref()
                .map(|step| format!("The first step: {}.", lower_first(step, &brief.names))),
            brief
                .products
                .first()
                .map(|product| format!("Ask {name} about {}.", with_article(product))),
            brief.products.get(1).map(|product| {
                let verb = if is_plural(product) { "are" } else { "is" };
                format!("{} {verb} one of the things we do.", capitalize(&with_article(product)))
            }),
            Some(format!("{name} answers questions in plain language.")),
        ];
        let passes = |point: &String| {
            lengths::KEY_POINT.contains(&word_count(point)) && self.gate.passes(&fields::KEY_POINTS, point)
        };
        let mut own: Vec<String> = points.iter().map(|point| sentence(point)).filter(passes).collect();
        own.dedup();
        let stock: Vec<String> = fallbacks.into_iter().flatten().filter(passes).collect();
        // The brief's own points first, those the last version did not make before
        // those it did; stock ones only to make three.
        let own_count = own.len();
        let rank = |(at, point): &(usize, String)| (*at >= own_count, self.said_before(point));
        let mut ranked: Vec<(usize, String)> = own.into_iter().chain(stock).enumerate().collect();
        ranked.sort_by_key(|candidate| rank(candidate));
        let mut chosen: Vec<(usize, String)> = Vec::new();
        for candidate in ranked {
            let fresh = rank(&candidate) == (false, false);
            let repeated = chosen.iter().any(|(_, point)| *point == candidate.1);
            if chosen.len() < 5 && (chosen.len() < 3 || fresh) && !repeated {
                chosen.push(candidate);
            }
        }
        chosen.sort();
        chosen.into_iter().map(|(_, point)| point).collect()
    }

    // ---- the pitches' sentences ----

    /// The opening line: the moment it hurts, in the customer's terms; naming
    /// the customers unless the story has introduced them.
    fn hook(&mut self, named: bool) -> String {
        let brief = self.brief;
        let Some(scene) = brief.scenes.first() else {
            return self.scene_opening();
        };
        let scene = brief.inline(scene);
        let people = if named { brief.audience.people.as_str() } else { "them" };
        if is_self_framed(&scene) {
            return sentence(&match self.turn(2) {
                0 => format!("For {people}, {scene}"),
                _ => format!("Here is what we hear from {people}: {scene}"),
            });
        }
        let frames = if named { 3 } else { 2 };
        sentence(&match self.turn(frames) {
            0 => format!("You know the moment: {scene}"),
            1 => format!("Picture this: {scene}"),
            _ => format!(
                "{} we talk to all know this one: {scene}",
                capitalize(&brief.audience.short)
            ),
        })
    }

    /// Who the 3-minute story is about.
    fn introduction(&mut self) -> String {
        let people = &self.brief.audience.people;
        sentence(&match self.turn(2) {
            0 => format!("Let me tell you about {people}"),
            _ => format!("I want to talk about {people}"),
        })
    }

    /// What the company does, as it would say it; in a phrasing the asset's
    /// other pitches have not used (each sentence is said once in an asset).
    fn we_are(&mut self) -> String {
        let brief = self.brief;
        let name = &brief.name;
        let identity = &brief.identity;
        let options: Vec<String> = if let Some(what) = identity
            .strip_prefix("is a ")
            .or_else(|| identity.strip_prefix("is an "))
        {
            let article = &identity[3..identity.len() - what.len()];
            vec![
                format!("We are {name}, {article}{what}"),
                format!("That is where {name} comes in: {article}{what}"),
                format!("{name} is {article}{what}"),
                // The owner speaks the pitch.
                format!("I run {name}, {article}{what}"),
                format!("I'm from {name}, {article}{what}"),
            ]
        } else {
            let mut options = vec![format!("That is where {name} comes in: it {identity}")];
            if let Some(doing) = we_do(identity) {
                options.insert(0, format!("We are {name}, and we {doing}"));
                options.insert(1, format!("At {name}, we {doing}"));
            }
            options.push(format!("{name} {identity}"));
            if let Some(doing) = we_do(identity) {
                options.push(format!("I run {name}: we {doing}"));
            }
            options
        };
        let options: Vec<String> = options.iter().map(|option| sentence(option)).collect();
        let start = self.turn(options.len());
        let turned = || (0..options.len()).map(|n| &options[(start + n) % options.len()]);
        // In other words than the previous version's, where there are any.
        turned()
            .find(|option| !self.said.holds(option) && !self.said_before(option))
            .or_else(|| turned().find(|option| !self.said.holds(option)))
            .unwrap_or(&options[start])
            .clone()
    }

    /// The `n`th outcome they want, as what the company makes possible.
    fn outcome(&mut self, n: usize) -> Option<String> {
        let brief = self.brief;
        let want = self.want(n)?;
        let again = brief
            .relief_feelings
            .iter()
            .find(|feeling| FEEL_AGAIN.contains(feeling))
            .filter(|_| n == 0 && !want.action.contains("feel"));
        let said = match self.turn(3) {
            0 => format!("With {}, {} can {}", brief.name, want.who, want.action),
            1 => format!("It means {} can finally {}", want.who, want.action),
            _ => format!("{} get to {}", capitalize(&want.who), want.action),
        };
        Some(sentence(&match again {
            Some(feeling) if word_count(&said) < 20 => format!("{said}, and feel {feeling} again"),
            _ => said,
        }))
    }

    /// The first thing a prospect sees, as the proof we offer.
    fn proof(&mut self) -> Option<String> {
        let sight = self.sight(0)?;
        Some(sentence(&match self.turn(2) {
            0 => format!("We start with {sight}"),
            _ => format!("We never ask for trust on a demo: we start with {sight}"),
        }))
    }

    /// What a listener can check: the rating, the years and the credentials, as the owner gave them.
    fn standing(&self) -> Option<String> {
        let brief = self.brief;
        let going = match (brief.since, brief.years) {
            (Some(year), _) => Some(format!("We have been going since {year}")),
            (None, Some(years)) => Some(format!("We have been at this for {years} years")),
            (None, None) => None,
        };
        let standing = match (going, &brief.rating) {
            (Some(going), Some(rating)) => Some(format!("{going}, and we are {rating}.")),
            (None, Some(rating)) => Some(format!("We are {rating}.")),
            (Some(going), None) => Some(format!("{going}.")),
            (None, None) => None,
        };
        let credentials: Vec<String> = brief
            .credentials
            .iter()
            .take(2)
            .map(|said| brief.inline(said))
            .collect();
        let checkable = match credentials.as_slice() {
            [] => None,
            [one] => Some(format!("Something you can check: {one}.")),
            more => Some(format!("Things you can check: {}.", list(more, "and"))),
        };
        match (standing, checkable) {
            (Some(standing), Some(checkable)) => Some(format!("{standing} {checkable}")),
            (standing, checkable) => standing.or(checkable),
        }
    }

    /// The ask: a small first step.
    fn ask(&mut self) -> String {
        self.ask_not_repeating(&[])
    }

    /// The ask, in words that none of `said` has used.
    fn ask_not_repeating(&mut self, said: &[&str]) -> String {
        let brief = self.brief;
        let mut asks = Vec::new();
        // The guide's tone: the first pitch to ask takes its ask.
        let step =
            (self.first_step().map(str::to_owned)).or_else(|| brief.first_step.as_ref().map(|step| brief.inline(step)));
        let toned = step.map(|step| self.manner.temper.asks(&step)).unwrap_or_default();
        if let Some(step) = self.first_step() {
            asks.push(format!("Why not {step}?"));
            asks.push(format!("Let's {step}."));
        }
        if let Some(sight) = brief.sights.first() {
            asks.push(format!("Can I show you {}?", to_second_person(&brief.inline(sight))));
        }
        asks.extend(
            brief
                .known_steps
                .iter()
                .map(|step| format!("Shall we plan a {step} together?")),
        );
        if let Some(step) = &brief.first_step {
            asks.push(format!("The easiest way to start: {}.", brief.inline(step)));
            asks.push(format!("Ready when you are: {}.", brief.inline(step)));
            asks.push(format!("{step}, and we will take it from there."));
        }
        // Nor one another pitch of the asset made: each sentence is said once in it.
        let fresh = |ask: &String| !said.iter().any(|said| repeats(ask, said)) && !self.said.holds(ask);
        // Another than the previous version's, while there is one.
        if let Some(toned) = toned.into_iter().filter(fresh).min_by_key(|ask| self.said_before(ask)) {
            return toned;
        }
        let asks: Vec<String> = asks.into_iter().filter(fresh).collect();
        let product = self.products(1);
        let toned = self
            .manner
            .temper
            .frames()
            .ask_about
            .map(|ask| ask.replace("{product}", &product));
        if let Some(toned) = toned.filter(fresh).filter(|_| asks.is_empty()) {
            return toned;
        }
        // No meeting asked for: a locksmith's caller or a farm shop's visitor wants none.
        self.choose(asks).unwrap_or_else(|| match self.turn(3) {
            0 => format!("Ask us about {product}, and we will tell you straight whether we can help."),
            1 => format!("If you need {product}, ask us, and we will take it from there."),
            _ => format!("Ask us anything about {product}; you will get a plain answer."),
        })
    }

    /// What doing nothing costs: as the comparisons say it, or the second cost.
    fn price_of_nothing(&mut self) -> Option<String> {
        let brief = self.brief;
        if let Some(status_quo) = &brief.status_quo {
            return Some(sentence(&brief.opening(status_quo)));
        }
        let cost = brief.costs.get(1)?;
        Some(sentence(&format!(
            "Doing nothing has a price too: {}",
            brief.inline(cost)
        )))
    }

    /// The one difference, against the alternatives they know.
    fn unlike_the_rest(&mut self) -> Option<String> {
        let alternatives = list(&self.alternatives(2), "or");
        let sight = self.sight(0)?;
        (!alternatives.is_empty()).then(|| sentence(&format!("Unlike {alternatives}, we start with {sight}")))
    }

    /// Where the earlier solutions let them down, in one sentence.
    fn letdown(&mut self) -> Option<String> {
        let brief = self.brief;
        let letdown = brief.letdowns.first()?;
        Some(sentence(&format!(
            "They have tried before, and it let them down: {}",
            brief.inline(letdown)
        )))
    }

    /// What they tried, or else what they weigh us against.
    fn what_they_tried(&mut self) -> Option<String> {
        let brief = self.brief;
        if brief.tried.is_empty() {
            let weighed = self.alternatives(3);
            let frame = ["They weigh us against", "The alternatives they weigh:"][self.turn(2)];
            return (!weighed.is_empty()).then(|| sentence(&format!("{frame} {}", list(&weighed, "and"))));
        }
        let tried = list(&brief.tried[..brief.tried.len().min(3)], "and");
        Some(sentence(&match self.turn(2) {
            0 => format!("They have tried to fix it: {tried}"),
            _ => format!("It is not for want of trying: they have used {tried}"),
        }))
    }

    /// The first of the three points: where working together starts.
    fn where_it_starts(&mut self) -> String {
        match self.sight(0) {
            Some(sight) => format!("First, we start with {sight}."),
            None => match self.turn(2) {
                0 => format!("First, we listen to what {} need.", self.short()),
                _ => format!("First, we hear how things stand for {} today.", self.short()),
            },
        }
    }

    /// The third point: how the customer stays in charge, in words none of `said` has used.
    fn how_you_stay_in_charge(&mut self, said: &[&str]) -> String {
        let brief = self.brief;
        [
            brief
                .trial
                .as_ref()
                .map(|trial| format!("Third, you can {}.", to_second_person(trial))),
            self.kept()
                .map(|kept| format!("Third, you {kept}, and nothing changes until you say so.")),
        ]
        .into_iter()
        .flatten()
        .find(|point| !said.iter().any(|said| repeats(point, said)))
        .unwrap_or_else(|| match self.turn(2) {
            0 => format!(
                "Third, you decide what happens next with {}, at your own pace.",
                self.products(1)
            ),
            _ => format!(
                "Third, you set the pace, and you decide what comes after {}.",
                self.products(1)
            ),
        })
    }

    /// A second thing they want to see, as further proof.
    fn second_sight(&mut self) -> Option<String> {
        let sight = self.sight(1)?;
        Some(sentence(&format!(
            "And we show {sight}, so nobody has to take our word for it"
        )))
    }

    /// How the customers decide, from their shortcuts.
    fn how_they_decide(&mut self) -> Option<String> {
        let brief = self.brief;
        let signal = Self::third_person(&brief.signals).first().copied()?;
        Some(sentence(&format!(
            "{}: {}",
            ["This is how they decide", "Here is what sways them"][self.turn(2)],
            self.said_by_us(signal)
        )))
    }

    /// An answer's clause to follow a colon, the company speaking: "Jo picks
    /// up, Sparkwise doesn't do voicemail" is "jo picks up, we don't do voicemail".
    fn said_by_us(&self, clause: &str) -> String {
        let brief = self.brief;
        let inline = brief.inline(clause);
        // Only where the name is a subject before its verb: "they read Sparkwise reviews" stays.
        let subject = inline
            .match_indices(brief.name.as_str())
            .any(|(at, _)| opens_a_verb(&inline[at + brief.name.len()..]));
        if brief.name.is_empty() || !subject {
            return inline;
        }
        let said = as_we(&inline, &[brief.name.as_str()]);
        // After a colon, mid-sentence: "...: we don't do voicemail".
        match said.strip_prefix("We ") {
            Some(rest) if !inline.starts_with("We ") => format!("we {rest}"),
            _ => said,
        }
    }

    fn why_now(&mut self) -> Option<String> {
        let brief = self.brief;
        let change = brief.changes.first()?;
        // "Because more adults every year since COVID" is no reason: a note says what changed.
        if !has_finite_verb(change) {
            return Some(self.introduced(ResponseKey::EvolvedNeeds, change));
        }
        Some(format!(
            "Why now? {}",
            sentence(&format!("Because {}", brief.inline(change)))
        ))
    }

    /// The main objection in the customer's words, and an answer that none of `said` gives already.
    fn objection_answered(&mut self, said: &[&str]) -> Option<String> {
        let brief = self.brief;
        let heard = ["The question we hear most is this:", "People often ask us:"][self.turn(2)];
        // The owner's own answer first.
        if let Some((said, reply)) = brief.replied().first() {
            let answer = ["The honest answer", "Our answer"][self.turn(2)];
            return Some(format!(
                "{heard} “{said}” {answer}: {}",
                lower_first(reply, &brief.names)
            ));
        }
        let objection = &brief.objections.first()?.said;
        let fear = brief
            .fear
            .as_ref()
            .map(|fear| format!(" Underneath it is the fear of {fear}."));
        // What answers it: the prices, control kept, a trial; a first step answers nothing.
        let answers = [
            self.prices_for(objection)
                .map(|prices| format!("That is fair, so here are our prices: {prices}.")),
            self.kept()
                .map(|kept| format!("That is fair, and you {kept} from the first day.")),
            brief
                .trial
                .as_ref()
                .map(|trial| format!("That is fair, and you can {}.", to_second_person(trial))),
        ];
        // No answer the brief supports, no objection raised.
        let answer = answers
            .into_iter()
            .flatten()
            .find(|answer| !said.iter().any(|said| repeats(answer, said)))?;
        Some(format!(
            "{heard} “{}”{} {answer}",
            sentence(objection),
            fear.unwrap_or_default()
        ))
    }

    /// The profile's prices, said up front, when it gives any.
    fn prices(&mut self) -> Option<String> {
        let priced = &self.brief.priced;
        if priced.is_empty() {
            return None;
        }
        let opening = ["What it costs:", "Our prices, up front:"][self.turn(2)];
        Some(format!("{opening} {}.", list(priced, "and")))
    }

    /// The other objections the owner answered, each with the owner's reply.
    fn more_objections_answered(&self) -> Vec<String> {
        // Words between the customer's and the owner's, so neither runs into the other.
        let frames = [
            "We also hear: “{said}” The answer: {reply}",
            "People ask, too: “{said}” Short answer: {reply}",
        ];
        let brief = self.brief;
        brief
            .replied()
            .into_iter()
            .skip(1)
            .zip(frames)
            .map(|((said, reply), frame)| {
                frame
                    .replace("{said}", said)
                    .replace("{reply}", &lower_first(reply, &brief.names))
            })
            .collect()
    }

    /// What the brand should feel like, from the brand's answers.
    fn brand_promise(&mut self) -> Option<String> {
        let brief = self.brief;
        let like = brief.likeness.as_ref()?;
        let said = match self.turn(2) {
            0 => format!("To them, we want to feel like {like}"),
            _ => format!("Think of us as {like}"),
        };
        Some(sentence(&match brief.brand_feelings.as_slice() {
            [] => said,
            named => format!("{said}: {}", feelings(named, 3)),
        }))
    }

    /// Up to `count` norms of the trade, then what the company does instead:
    /// "How it is usually done: all day arrival window and no dust sheets.
    /// Sparkwise gives a 2 hour slot ...". Without the owner's contrast, no
    /// norm: said alone it reads as the company's own way.
    fn norms_and_ours(&mut self, count: usize) -> Option<String> {
        let brief = self.brief;
        let rejected = brief.rejected_norm.as_ref()?;
        let instead = rejected.instead.as_ref()?;
        // The norm the owner speaks against first, then the others.
        let others = brief
            .norms
            .iter()
            .filter(|norm| !norm.eq_ignore_ascii_case(&rejected.norm));
        let norms: Vec<String> = std::iter::once(&rejected.norm)
            .chain(others)
            .take(count)
            .map(|norm| brief.inline(norm))
            .collect();
        let norms = self.introduced(ResponseKey::IndustryNorms, &list(&norms, "and"));
        Some(format!("{norms} {}", sentence(&capitalize(instead))))
    }

    /// A clause of the answer to `key`, introduced as what that answer is
    /// ("What has changed lately: more want low-maintenance colour"): the
    /// listener hears why it is said, and a short answer is not pasted back whole.
    /// The introductions turn with the version, so a new version reads anew.
    fn introduced(&mut self, key: ResponseKey, clause: &str) -> String {
        use ResponseKey::*;
        let introductions = match key {
            ImmediateProblem => ["It usually starts the same way", "Here is how it tends to start"],
            PainPoints => ["What it costs them", "It takes its toll"],
            ProblemEmotions => ["How it feels, in their words", "Ask how it feels and you hear this"],
            SolutionEmotions => ["What they tell us afterwards", "Afterwards, in their words"],
            PreviousSolutions => ["What they tried before", "Before they find us, they try this"],
            Disappointments => ["What let them down", "Where the rest fell short"],
            Comparisons => ["When they compare", "Before they choose"],
            DecisionShortcuts => ["What tips the decision", "What makes up their minds"],
            FirstImpression => ["What they need first", "The first thing that matters"],
            EvolvedNeeds => ["What has changed lately", "Things have moved on"],
            IndustryNorms => ["How it is usually done", "The usual way in this trade"],
            CulturalFactors => ["Something we have learnt about them", "One thing we know about them"],
            GenerationalDifferences => ["Age makes a difference, too", "It differs with age"],
            Objections | BrandEmotions | BrandAssociations => ["What we hear", "What comes up"],
        };
        let turned = self.turn(2);
        // Both frames said already in this pitch: the clause as it is.
        let Some(introduction) = [introductions[turned], introductions[1 - turned]]
            .into_iter()
            .find(|introduction| !self.introductions.contains(introduction))
        else {
            return sentence(&self.brief.opening(clause));
        };
        self.introductions.push(introduction);
        // A clause that goes on from "they" reads on after a comma ("Before they choose, they look at ...").
        let clause = self.said_by_us(clause);
        let joint = if key == Comparisons && clause.starts_with("they ") {
            ", "
        } else {
            ": "
        };
        sentence(&format!("{introduction}{joint}{clause}"))
    }

    /// Sentences from the profile alone, for when the answers are too thin to
    /// fill the range; `beats` places them (situation, complication,
    /// resolution, why now, objection, proof, ask). Each has two phrasings that
    /// turn with the version, so a new version of a thin brief still reads anew.
    fn add_fillers(&mut self, draft: &mut Draft, beats: [usize; 6]) {
        let brief = self.brief;
        let name = brief.name.as_str();
        let people = capitalize(&brief.audience.people);
        let short = self.short().to_owned();
        let offer = brief.offer.as_str();
        let product = with_article(brief.products.first().map_or(offer, String::as_str));
        let product = product.as_str();
        let fill = |template: &str| {
            template
                .replace("{People}", &people)
                .replace("{people}", &brief.audience.people)
                .replace("{Short}", &capitalize(&short))
                .replace("{short}", &short)
                .replace("{Product}", &capitalize(product))
                .replace("{is}", if is_plural(product) { "are" } else { "is" })
                .replace("{product}", product)
                .replace("{offer}", offer)
                .replace("{name}", name)
        };
        let frames = [
            "Ask us about {product}.",
            "If you need {product}, we can help with that too.",
            "We also offer {product}.",
            "We can talk you through {product}, too.",
            "We also do {product}, if that is what you need.",
        ];
        for (product, frame) in brief.products.iter().zip(frames) {
            draft.add(
                beats[beat::RESOLUTION],
                Priority::Filler,
                Some(frame.replace("{product}", &with_article(product))),
            );
        }
        // The rivals beside the company's own difference; without one, no stock
        // "judge us on results" that any company could say.
        let difference = brief
            .promises
            .first()
            .map(|promise| lower_first(promise, &brief.names))
            .or_else(|| claims(brief).next().map(|deed| lower_first(deed, &brief.names)));
        if let (false, Some(difference)) = (brief.competitors.is_empty(), difference) {
            let compared = format!(
                "You may have looked at {}. The difference with us: {difference}.",
                list(&brief.competitors, "or")
            );
            draft.add(beats[beat::PROOF], Priority::Filler, Some(compared));
        }
        // The brief's own facts first, the fillers after them.
        // Taken in turn from each beat (fillers are kept in the order added), so a
        // thin brief's story is not one beat of fillers in a row.
        let mut rows: Vec<(usize, usize)> = Vec::with_capacity(FILLERS.len());
        for (row, (beat, _)) in FILLERS.iter().enumerate() {
            let turn = rows.iter().filter(|(_, other)| FILLERS[*other].0 == *beat).count();
            rows.push((turn, row));
        }
        rows.sort();
        for (_, row) in rows {
            let (beat, phrasings) = FILLERS[row];
            let phrasing = phrasings[(self.variation as usize + row) % phrasings.len()];
            draft.add(beats[beat], Priority::Filler, Some(fill(phrasing)));
        }
    }
}

/// The beats of a pitch, as `add_fillers` takes them (indices of its `beats`).
mod beat {
    pub const SITUATION: usize = 0;
    pub const COMPLICATION: usize = 1;
    pub const RESOLUTION: usize = 2;
    pub const WHY_NOW: usize = 3;
    pub const OBJECTION: usize = 4;
    pub const PROOF: usize = 5;
}

/// The fillers, by beat, each in two phrasings. Every one names the customers
/// or what the company offers, so none reads the same for another company;
/// none promises what the owner did not (a free call, a way out, references).
const FILLERS: [(usize, [&str; 2]); 41] = [
    (
        beat::RESOLUTION,
        [
            "{Product} {is} at the heart of what we do.",
            "We build everything around {product}.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "We keep {product} simple for {short}.",
            "For {short}, we keep {product} simple.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "{People} deal with someone who knows {product} well.",
            "With us, {short} deal with someone who knows {product} well.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "{Product} {is} a good place for {short} to start with us.",
            "A good place to start with us is {product}.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "For {short}, this is rarely the only thing on their plate.",
            "This is rarely the only thing {short} have on their plate.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "{People} rarely get a quiet week to sort this out.",
            "A quiet week to sort this out is rare for {short}.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "For {short}, it never seems to happen at a convenient moment.",
            "It never happens at a convenient moment for {short}.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "It is a familiar story among {short}.",
            "Among {short}, it is a familiar story.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "{People} tell us the same thing, in different words.",
            "In different words, {short} all tell us the same thing.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "Talk to {short} for five minutes and it comes up.",
            "Five minutes with {short}, and it comes up.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "Most {short} have lived with it for longer than they would like.",
            "{Short} have often lived with it longer than they would like.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "{People} have told us about it more times than we can count.",
            "We have heard it from {short} more times than we can count.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "It is rarely one big problem for {short}; it is the same small one, again.",
            "For {short} it is seldom one big problem, but the same small one, again.",
        ],
    ),
    (
        beat::SITUATION,
        [
            "Most weeks, {short} have bigger things to think about than this.",
            "{Short} have bigger things to think about most weeks.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "What {short} have tried so far has only gone part of the way.",
            "So far, what {short} have tried has gone only part of the way.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "Each option {short} found fixed one thing and left another.",
            "Every option {short} found fixed one thing and left another.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "{People} have heard plenty of promises before.",
            "{Short} have heard plenty of promises already.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "The usual answers suit someone, just not {short}.",
            "The usual answers suit somebody, but not {short}.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "For {short}, good enough has not been good enough for a while.",
            "Good enough stopped being good enough for {short} a while ago.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "{People} end up doing more of it themselves than they should.",
            "Too often, {short} end up doing it themselves.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "{People} should not have to settle for second best.",
            "Second best is not good enough for {short}.",
        ],
    ),
    (
        beat::COMPLICATION,
        [
            "{People} want someone who will still be there next month.",
            "What {short} want is someone who is still there next month.",
        ],
    ),
    (
        beat::RESOLUTION,
        ["What we offer is simple: {offer}.", "Put simply, we offer {offer}."],
    ),
    (
        beat::RESOLUTION,
        ["We set up {name} for {people}.", "{name} exists for {people}."],
    ),
    (
        beat::RESOLUTION,
        [
            "Everything we do starts with what {short} need.",
            "Here, everything starts with what {short} need.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "That is the gap we fill with {product}.",
            "With {product}, we fill that gap.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "We do one thing for {short}, and we do it properly.",
            "For {short}, we do one thing, properly.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "With us, {short} get {product} without the usual fuss.",
            "{Short} get {product} from us without the usual fuss.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "We are built around what {short} actually ask for.",
            "What {short} actually ask for is what we are built around.",
        ],
    ),
    (
        beat::RESOLUTION,
        [
            "Everything we do comes back to {product}.",
            "Here, it all comes back to {product}.",
        ],
    ),
    (
        beat::WHY_NOW,
        [
            "What {short} expect has changed over the last few years.",
            "Over the last few years, what {short} expect has changed.",
        ],
    ),
    (
        beat::WHY_NOW,
        [
            "For {short}, putting it off rarely makes it easier.",
            "Putting it off rarely makes it easier for {short}.",
        ],
    ),
    (
        beat::WHY_NOW,
        [
            "The longer {short} wait, the more it costs them.",
            "Every month {short} wait costs them more.",
        ],
    ),
    (
        beat::WHY_NOW,
        [
            "{People} have waited long enough for something that fits.",
            "{Short} have waited long enough for something that fits.",
        ],
    ),
    (
        beat::WHY_NOW,
        [
            "Next month will look like this one for {short} unless something changes.",
            "Unless something changes, next month looks like this one for {short}.",
        ],
    ),
    (
        beat::OBJECTION,
        [
            "The simplest way to judge us is to start with {product}.",
            "Start with {product}, and judge us for yourself.",
        ],
    ),
    (
        beat::OBJECTION,
        [
            "{People} ask us whether it will really work for them.",
            "{Short} ask whether it will really work for them.",
        ],
    ),
    (
        beat::OBJECTION,
        [
            "Our answer is to let {short} see {product} for themselves first.",
            "We let {short} see {product} for themselves first.",
        ],
    ),
    (
        beat::PROOF,
        [
            "We would rather show you {product} than tell you about it.",
            "Rather than tell you about {product}, we would show you.",
        ],
    ),
    (
        beat::PROOF,
        [
            "The best proof is what {short} say after the first time.",
            "What {short} say after the first time is the best proof.",
        ],
    ),
    (
        beat::PROOF,
        [
            "Ask us anything about {product}; we will answer plainly.",
            "Any question about {product} gets a plain answer.",
        ],
    ),
];

/// A cost the listener leaves behind, as a key point: "Door to door guys
/// lying about savings" → "No more door to door guys lying about savings";
/// `None` for a clause with its own verb, a hedge or an aside ("The digital
/// files being extra which some people still do").
fn no_more(cost: &str, names: &[String]) -> Option<String> {
    // Besides hedges ("usually slow payroll"): articles, negations and speakers open no cost to end.
    const OPENERS: [&str; 12] = [
        "the", "a", "an", "no", "not", "last", "one", "once", "i", "we", "they", "it",
    ];
    let words: Vec<String> = bare_words(cost).collect();
    let first = words.first()?.as_str();
    let opens_plainly = !OPENERS.contains(&first) && !HEDGES.contains(&first);
    let plain = [" which ", " who ", " that ", ","]
        .iter()
        .all(|aside| !cost.contains(aside));
    // A told story ("a lady came in crying") is no cost to end; "-ed" forms read as states ("coverage declined").
    let told = words.iter().any(|word| is_irregular_past(word));
    // "No more no-show rates of 10-20%" promises a figure nobody measured; "No more hard to
    // find something" is no thing to end.
    let measured = cost.contains(|c: char| c.is_ascii_digit() || c == '%');
    let judged = [
        "hard",
        "easy",
        "difficult",
        "tricky",
        "impossible",
        "expensive",
        "slow",
        "cheap",
    ]
    .contains(&first);
    ((3..=9).contains(&words.len())
        && opens_plainly
        && plain
        && !told
        && !measured
        && !judged
        && !has_finite_verb(cost))
    .then(|| format!("No more {}", lower_first(cost.trim_end_matches('.'), names)))
}

/// The owner's own story told as "I": "the owner" before its verb is "I",
/// elsewhere "me" ("It's the owner, my vet tech Marisol" → "It's me, ...").
fn as_i(told: &str) -> String {
    const BEFORE_ME: [&str; 12] = [
        "it's", "is", "was", "to", "with", "by", "for", "about", "taught", "told", "showed", "like",
    ];
    let mut out: Vec<String> = Vec::new();
    let mut words = told.split(' ').peekable();
    while let Some(word) = words.next() {
        // "the owner", "the owner," (not "the owners", nor "the owner's").
        let owner = word.eq_ignore_ascii_case("the")
            && words
                .peek()
                .is_some_and(|next| next.trim_end_matches(|c: char| !c.is_alphanumeric()) == "owner");
        let next = owner.then(|| words.peek().copied()).flatten();
        match next {
            Some(next) => {
                words.next();
                let before = out.last().map(|last| last.trim_end_matches(',').to_lowercase());
                let me = before.is_some_and(|before| BEFORE_ME.contains(&before.as_str()));
                if me {
                    out.push(format!("me{}", &next["owner".len()..]));
                    continue;
                }
                out.push(format!("I{}", &next["owner".len()..]));
                // "the owner has" → "I have", "the owner always runs" → "I always run".
                if let Some(adverb) =
                    words.next_if(|adverb| ["always", "never", "also", "still", "just"].contains(adverb))
                {
                    out.push(adverb.to_owned());
                }
                if let Some(verb) = words.next() {
                    let bare = verb.trim_end_matches(|c: char| !c.is_alphanumeric());
                    let said = match bare {
                        "is" => "am".to_owned(),
                        "was" => "was".to_owned(),
                        _ => plural_verb(bare).unwrap_or_else(|| bare.to_owned()),
                    };
                    out.push(format!("{said}{}", &verb[bare.len()..]));
                }
            }
            _ => out.push(word.to_owned()),
        }
    }
    out.join(" ")
}

/// The company's deeds a listener could repeat, in the brief's order.
fn claims(brief: &Brief) -> impl Iterator<Item = &String> {
    brief.deeds.iter().filter(|deed| is_claim(deed))
}

/// Whether a deed of the company's is a claim a listener could repeat ("We
/// come out and look, no charge"), not a remark that leans on its answer
/// ("We are thinking about that for next year", "We get a spike every year").
fn is_claim(deed: &str) -> bool {
    const LEANING: [&str; 13] = [
        "that", "it", "this", "them", "those", "these", "there", "get", "got", "thinking", "can't", "cannot", "not",
    ];
    // "... families in Australia and Canada who watch": a relative clause cut short.
    let cut_short = deed.split_once(" who ").is_some_and(|(_, rest)| word_count(rest) <= 2);
    (4..=13).contains(&word_count(deed)) && !cut_short && !bare_words(deed).any(|word| LEANING.contains(&word.as_str()))
}

/// Whether an owner's clause is a note on the marketing itself ("Our pitch
/// has to respect ...", "The brand should feel ..."), not something to tell a customer.
fn is_about_the_marketing(clause: &str) -> bool {
    ["brand", "pitch", "message", "logo", "marketing", "website"]
        .iter()
        .any(|word| has_word(clause, word))
}

/// The company's description as it would say it itself: "builds ..." →
/// "build ...", "is a ..." → "are a ..."; `None` when it does not convert.
fn we_do(identity: &str) -> Option<String> {
    let (verb, rest) = identity.split_once(' ')?;
    let verb = if verb == "is" {
        (rest.starts_with("a ") || rest.starts_with("an ")).then_some("are".to_owned())?
    } else if let Some(stem) = verb.strip_suffix("ies") {
        format!("{stem}y")
    } else if ["ches", "shes", "sses", "xes"].iter().any(|end| verb.ends_with(end)) {
        verb[..verb.len() - 2].to_owned()
    } else {
        verb.strip_suffix('s').filter(|stem| !stem.ends_with('s'))?.to_owned()
    };
    Some(format!("{verb} {rest}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_left_behind_is_a_key_point() {
        assert_eq!(
            no_more("Door to door guys lying about savings", &[]).as_deref(),
            Some("No more door to door guys lying about savings")
        );
        // A story, a hedge or a clause with its own verb is no "No more".
        assert_eq!(no_more("Last month a lady came in crying", &[]), None);
        assert_eq!(no_more("No-show rates of 10-20% on weekend evenings", &[]), None);
        assert_eq!(no_more("Hard to find something for mixed ages", &[]), None);
        assert_eq!(no_more("Often a few hundred a quarter left on the table", &[]), None);
        assert_eq!(no_more("Travel teams are crazy expensive", &[]), None);
    }

    #[test]
    fn a_deed_that_leans_on_its_answer_is_no_key_point() {
        assert!(is_claim("We come out and look, no charge"));
        assert!(!is_claim("We are thinking about that for next year"));
        assert!(!is_claim("We have families in Australia and Canada who watch"));
        assert!(!is_claim("We are not going to try"));
    }

    #[test]
    fn the_owners_own_story_is_told_as_i() {
        assert_eq!(
            as_i("In 2019 the owner went out on my own."),
            "In 2019 I went out on my own."
        );
        assert_eq!(
            as_i("It's the owner, my vet tech Marisol."),
            "It's me, my vet tech Marisol."
        );
        assert_eq!(
            as_i("The owner has run my dad's shop since 2001."),
            "I have run my dad's shop since 2001."
        );
        assert_eq!(as_i("My grandmother taught the owner."), "My grandmother taught me.");
        assert_eq!(
            as_i("My mum and the owner always run it."),
            "My mum and I always run it."
        );
        assert_eq!(
            as_i("My parents were the owners until 2019."),
            "My parents were the owners until 2019."
        );
    }

    #[test]
    fn the_description_in_the_companys_own_voice() {
        assert_eq!(
            we_do("builds sales dashboards").as_deref(),
            Some("build sales dashboards")
        );
        assert_eq!(we_do("supplies beans").as_deref(), Some("supply beans"));
        assert_eq!(we_do("teaches science").as_deref(), Some("teach science"));
        assert_eq!(we_do("is a roaster").as_deref(), Some("are a roaster"));
        assert_eq!(we_do("is bookkeeping software"), None);
        assert_eq!(we_do("offers"), None);
    }
}
