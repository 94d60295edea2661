//! The pitch asset: three spoken lengths and the key points. The company
//! speaks ("we"); the customers are named, the listener is "you". Each pitch
//! is drafted as a story longer than it needs to be, then fitted to its range.

use super::{
    feelings,
    fit::{repeats, Draft, Priority},
    is_self_framed, lengths,
    text::{bare, to_second_person, trim_to},
    Pen, FEEL_AGAIN,
};
use crate::writer::prose::{capitalize, has_word, list, sentence, word_count};
use crate::{
    domain::ResponseKey,
    writer::{fields, PitchContent},
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
        let mut draft = Draft::default();
        draft.add(0, Priority::Must, Some(self.hook(true)));
        draft.add(1, Priority::Medium, self.cost_sentence(0));
        draft.add(2, Priority::Must, Some(self.we_are()));
        draft.add(3, Priority::High, self.outcome(0));
        draft.add(4, Priority::Low, self.proof());
        draft.add(5, Priority::Must, Some(self.ask()));
        self.add_fillers(&mut draft, [0, 1, 2, 3, 4, 4, 5]);
        self.fit(draft, &fields::PITCH_30_SECONDS, " ")
    }

    /// + the cost of the status quo, the difference and a proof.
    fn pitch_1_minute(&mut self) -> String {
        let brief = self.brief;
        let mut draft = Draft::default();
        draft.add(0, Priority::Must, Some(self.hook(true)));
        draft.add(1, Priority::Low, brief.scenes.get(1).map(|scene| brief.opening(scene)));
        draft.add(1, Priority::High, self.cost_sentence(0));
        draft.add(2, Priority::Medium, self.price_of_nothing());
        draft.add(2, Priority::Medium, self.feelings_sentence());
        draft.add(3, Priority::Must, Some(self.we_are()));
        draft.add(3, Priority::High, self.outcome(0));
        draft.add(4, Priority::High, self.unlike_the_rest());
        draft.add(4, Priority::Low, self.letdown());
        draft.add(5, Priority::Medium, self.proof());
        draft.add(
            1,
            Priority::Low,
            brief.culture.first().map(|culture| brief.opening(culture)),
        );
        draft.add(1, Priority::Low, brief.norms.first().map(|norm| brief.opening(norm)));
        draft.add(4, Priority::Low, self.why_now());
        draft.add(6, Priority::Must, Some(self.ask()));
        self.add_fillers(&mut draft, [1, 2, 3, 4, 4, 5, 6]);
        self.fit(draft, &fields::PITCH_1_MINUTE, " ")
    }

    /// A story: situation, complication, resolution, how it works in three
    /// points, why now, the main objection answered, proof, the ask.
    fn pitch_3_minutes(&mut self) -> String {
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
        let how_it_works = format!(
            "Here is how it works, in three points. {start} Second, you get {}. {control}",
            self.products(3)
        );
        let ask = self.ask_not_repeating(&[&how_it_works, objection.as_deref().unwrap_or_default()]);
        let mut draft = Draft::default();
        draft.add(SITUATION, Priority::Must, Some(self.introduction()));
        draft.add(
            SITUATION,
            Priority::Medium,
            brief.culture.first().map(|culture| brief.opening(culture)),
        );
        draft.add(SITUATION, Priority::High, Some(self.hook(false)));
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
            draft.add(COMPLICATION, priority, Some(brief.opening(letdown)));
        }
        draft.add(COMPLICATION, Priority::Medium, self.feelings_sentence());
        draft.add(COMPLICATION, Priority::Low, self.price_of_nothing());
        draft.add(RESOLUTION, Priority::Must, Some(self.we_are()));
        draft.add(RESOLUTION, Priority::High, self.outcome(0));
        draft.add(RESOLUTION, Priority::Medium, self.outcome(1));
        draft.add(RESOLUTION, Priority::Low, self.brand_promise());
        draft.add(HOW, Priority::High, Some(how_it_works));
        draft.add(WHY_NOW, Priority::High, self.why_now());
        draft.add(
            WHY_NOW,
            Priority::Low,
            brief.changes.get(1).map(|change| brief.opening(change)),
        );
        draft.add(OBJECTION, Priority::High, objection);
        draft.add(OBJECTION, Priority::Low, self.more_objections());
        draft.add(PROOF, Priority::Medium, self.second_sight());
        draft.add(PROOF, Priority::Low, self.how_they_decide());
        draft.add(PROOF, Priority::Low, self.unlike_the_rest());
        draft.add(ASK, Priority::Must, Some(ask));
        // With few answers, the rest of what the owner said, each where it belongs in the story.
        // (Not the brand's answers: they say how to speak, not what to say.)
        let mut joined = 0;
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
            // A joining word between two clauses of one answer keeps them from
            // reading as the answer pasted back.
            for (n, clause) in clauses
                .iter()
                .filter(|clause| !is_about_the_marketing(clause))
                .enumerate()
            {
                let said = match n {
                    0 => brief.opening(clause),
                    _ => {
                        joined += 1;
                        let joint = match ["Also, ", "And ", "On top of that, "][joined % 3] {
                            "Also, " if has_word(clause, "also") => "And ",
                            joint => joint,
                        };
                        format!("{joint}{}", brief.inline(clause))
                    }
                };
                draft.add(beat, Priority::Low, Some(said));
            }
        }
        self.add_fillers(
            &mut draft,
            [SITUATION, COMPLICATION, RESOLUTION, WHY_NOW, OBJECTION, PROOF, ASK],
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
        // A clause short enough to repeat, most specific first.
        let quotable = |clauses: &[String]| {
            clauses
                .iter()
                .find(|clause| word_count(clause) <= 11)
                .map(|clause| brief.opening(clause))
        };
        points.extend(quotable(&brief.costs));
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
            points.push(format!(
                "{} feel {} again",
                capitalize(self.short()),
                feelings(&brief.relief_feelings, 2)
            ));
        }
        let passes = |point: &String| {
            lengths::KEY_POINT.contains(&word_count(point)) && self.gate.passes(&fields::KEY_POINTS, point)
        };
        let mut points: Vec<String> = points.iter().map(|point| sentence(point)).filter(passes).collect();
        points.dedup();
        let fallbacks = [
            brief
                .associations
                .as_ref()
                .map(|associations| format!("{name} stands for {associations}.")),
            brief.likeness.as_ref().map(|like| format!("{name} works like {like}.")),
            Some(format!("{name} is made for {}.", brief.audience.people)),
            (1..=3)
                .rev()
                .map(|count| format!("{name} offers {}.", self.products(count)))
                .find(|point| lengths::KEY_POINT.contains(&word_count(point))),
            Some(format!("Start small and judge {name} on your own results.")),
            brief
                .products
                .first()
                .map(|product| format!("Ask {name} about {product}.")),
            Some(format!("{name} keeps the first step small.")),
            Some(format!("{name} answers questions in plain language.")),
        ];
        for fallback in fallbacks.into_iter().flatten() {
            if points.len() < 3 && passes(&fallback) {
                points.push(fallback);
            }
        }
        points.truncate(5);
        points
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
        sentence(&match self.pick(2) {
            0 => format!("Let me tell you about {people}"),
            _ => format!("I want to talk about {people}"),
        })
    }

    /// What the company does, as it would say it.
    fn we_are(&mut self) -> String {
        let brief = self.brief;
        let name = &brief.name;
        let identity = &brief.identity;
        if let Some(what) = identity
            .strip_prefix("is a ")
            .or_else(|| identity.strip_prefix("is an "))
        {
            let article = &identity[3..identity.len() - what.len()];
            return sentence(&match self.turn(2) {
                0 => format!("We are {name}, {article}{what}"),
                _ => format!("That is where {name} comes in: {article}{what}"),
            });
        }
        match (we_do(identity), self.turn(3)) {
            (Some(doing), 0) => sentence(&format!("We are {name}, and we {doing}")),
            (Some(doing), 1) => sentence(&format!("At {name}, we {doing}")),
            _ => sentence(&format!("That is where {name} comes in: it {identity}")),
        }
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
        let said = match self.pick(3) {
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
        Some(sentence(&match self.pick(2) {
            0 => format!("We start with {sight}"),
            _ => format!("We never ask for trust on a demo: we start with {sight}"),
        }))
    }

    /// The ask: a small first step.
    fn ask(&mut self) -> String {
        self.ask_not_repeating(&[])
    }

    /// The ask, in words that none of `said` has used.
    fn ask_not_repeating(&mut self, said: &[&str]) -> String {
        let brief = self.brief;
        let mut asks = Vec::new();
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
        let asks = asks
            .into_iter()
            .filter(|ask| !said.iter().any(|said| repeats(ask, said)))
            .collect();
        self.choose(asks).unwrap_or_else(|| {
            match self.turn(3) {
                0 => "Can we find twenty minutes this week to look at it together?",
                1 => "Shall we book half an hour and look at your week together?",
                _ => "Could we take twenty minutes next week to see whether it fits?",
            }
            .to_owned()
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
            return (!weighed.is_empty())
                .then(|| sentence(&format!("They weigh us against {}", list(&weighed, "and"))));
        }
        let tried = list(&brief.tried[..brief.tried.len().min(3)], "and");
        Some(sentence(&match self.pick(2) {
            0 => format!("They have tried to fix it: {tried}"),
            _ => format!("It is not for want of trying: they have used {tried}"),
        }))
    }

    /// The first of the three points: where working together starts.
    fn where_it_starts(&mut self) -> String {
        match self.sight(0) {
            Some(sight) => format!("First, we start with {sight}."),
            None => format!("First, we listen to how {} work today.", self.short()),
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
        .unwrap_or_else(|| "Third, you decide what happens next, at your own pace.".to_owned())
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
            ["This is how they decide", "Here is what sways them"][self.pick(2)],
            brief.inline(signal)
        )))
    }

    fn why_now(&mut self) -> Option<String> {
        let brief = self.brief;
        let change = brief.changes.first()?;
        Some(format!("Why now? {}", sentence(&brief.opening(change))))
    }

    /// The main objection in the customer's words, and an answer that none of `said` gives already.
    fn objection_answered(&mut self, said: &[&str]) -> Option<String> {
        let brief = self.brief;
        let objection = brief.objections.first()?;
        let fear = brief
            .fear
            .as_ref()
            .map(|fear| format!(" Underneath it is the fear of {fear}."));
        let answers = [
            self.kept()
                .map(|kept| format!("That is fair, and you {kept} from the first day.")),
            self.first_step()
                .map(|step| format!("That is fair, so you can {step} before you decide.")),
            brief
                .trial
                .as_ref()
                .map(|trial| format!("That is fair, and you can {}.", to_second_person(trial))),
            self.sight(0)
                .map(|sight| format!("That is fair, so we start with {sight}.")),
        ];
        let answer = answers
            .into_iter()
            .flatten()
            .find(|answer| !said.iter().any(|said| repeats(answer, said)))
            .unwrap_or_else(|| format!("That is fair, so judge {} on your own results.", brief.name));
        Some(format!(
            "The question we hear most is this: “{}”{} {answer}",
            sentence(objection),
            fear.unwrap_or_default()
        ))
    }

    /// What the brand should feel like, from the brand's answers.
    fn brand_promise(&mut self) -> Option<String> {
        let brief = self.brief;
        let like = brief.likeness.as_ref()?;
        let said = match self.pick(2) {
            0 => format!("To them, we want to feel like {like}"),
            _ => format!("Think of us as {like}"),
        };
        Some(sentence(&match brief.brand_feelings.as_slice() {
            [] => said,
            named => format!("{said}: {}", feelings(named, 3)),
        }))
    }

    /// The other objections, in the customers' words.
    fn more_objections(&mut self) -> Option<String> {
        let others: Vec<String> = self
            .brief
            .objections
            .iter()
            .skip(1)
            .filter(|quote| word_count(quote) <= 12)
            .take(2)
            .map(|quote| format!("“{}”", bare(quote)))
            .collect();
        (!others.is_empty()).then(|| {
            format!(
                "We also hear {}. Each deserves a straight answer, and we give one in the first conversation.",
                list(&others, "and")
            )
        })
    }

    /// Sentences from the profile alone, for when the answers are too thin to
    /// fill the range; `beats` places them (situation, complication,
    /// resolution, why now, objection, proof, ask).
    fn add_fillers(&mut self, draft: &mut Draft, beats: [usize; 7]) {
        let brief = self.brief;
        let name = brief.name.as_str();
        let people = capitalize(&brief.audience.people);
        let short = self.short().to_owned();
        let offer = brief.offer.as_str();
        let product = brief.products.first().map_or(offer, String::as_str);
        let [situation, complication, resolution, why_now, objection, proof, ask] = beats;
        // Every line carries the company's own words (its name, its customers, what it
        // offers), so none reads the same for another company; the said-set of the
        // asset keeps each pitch from repeating another's.
        let fillers = [
            (situation, format!("{people} rarely get a quiet week to sort this out.")),
            (
                situation,
                format!("For {short}, it never seems to happen at a convenient moment."),
            ),
            (situation, format!("It is a familiar story among {short}.")),
            (
                situation,
                format!("{people} tell us the same thing, in different words."),
            ),
            (
                complication,
                format!("What {short} have tried so far has only gone part of the way."),
            ),
            (
                complication,
                format!("{people} have been let down often enough to be wary."),
            ),
            (
                complication,
                format!("Each option {short} found fixed one thing and left another."),
            ),
            (resolution, format!("{name} {}.", brief.identity)),
            (resolution, format!("What {name} offers is simple: {offer}.")),
            (resolution, format!("{name} was set up for {}.", brief.audience.people)),
            (
                resolution,
                format!("Everything at {name} starts with what {short} need."),
            ),
            (
                why_now,
                format!("What {short} expect has changed over the last few years."),
            ),
            (why_now, format!("For {short}, putting it off rarely makes it easier.")),
            (objection, format!("You may wonder whether {name} is worth it.")),
            (
                objection,
                format!("That is a fair question, so start small and judge {name} for yourself."),
            ),
            (
                objection,
                format!("If {name} is not right for you, you will have lost very little."),
            ),
            (
                proof,
                format!("We would rather show you {product} than tell you about it."),
            ),
            (
                proof,
                format!("The best proof is what {short} say after the first time."),
            ),
            (
                proof,
                format!("Ask us anything about {product}; we will answer plainly."),
            ),
            (ask, format!("The first conversation with {name} costs you nothing.")),
            (
                ask,
                format!("{name} keeps the language plain and the first step small."),
            ),
            // A second telling of each beat, for the longer pitches.
            (situation, format!("Talk to {short} for five minutes and it comes up.")),
            (
                situation,
                format!("Most {short} have lived with it for longer than they would like."),
            ),
            (complication, format!("{people} have heard plenty of promises before.")),
            (
                complication,
                format!("The usual answers suit someone, just not {short}."),
            ),
            (resolution, format!("That is the gap {name} fills.")),
            (
                resolution,
                format!("{name} does one thing for {short}, and does it properly."),
            ),
            (
                resolution,
                format!("With {name}, {short} get {product} without the usual fuss."),
            ),
            (why_now, format!("{people} have less time to spare than they used to.")),
            (why_now, format!("The longer {short} wait, the more it costs them.")),
            (
                objection,
                format!("{people} ask us whether it will really work for them."),
            ),
            (
                objection,
                format!("Our answer is to let {short} see it for themselves first."),
            ),
            (
                objection,
                format!("Nothing changes at {name} until you decide it should."),
            ),
            (proof, format!("{people} judge us by what happens, not by what we say.")),
            (proof, format!("If {name} does not help, you will know quickly.")),
            (
                proof,
                format!("{people} who try {name} tend to tell others, and that is the proof we want."),
            ),
            (
                situation,
                format!("{people} have told us about it more times than we can count."),
            ),
            (
                complication,
                format!("For {short}, good enough has not been good enough for a while."),
            ),
            (
                why_now,
                format!("{people} have waited long enough for something that fits."),
            ),
            (
                situation,
                format!("Every one of the {short} we talk to could tell you a version of it."),
            ),
            (
                situation,
                format!("It is rarely one big problem for {short}; it is the same small one, again."),
            ),
            (
                complication,
                format!("{people} end up doing more of it themselves than they should."),
            ),
            (
                complication,
                format!("Nobody sets out to make it hard for {short}; it just ends up that way."),
            ),
            (resolution, format!("{name} takes that off their plate.")),
            (
                resolution,
                format!("{name} is built around what {short} actually ask for."),
            ),
            (
                situation,
                format!("Most weeks, {short} have bigger things to think about than this."),
            ),
            (
                proof,
                format!("The proof that matters is how {short} feel after working with {name}."),
            ),
            (ask, format!("A short call is enough to see whether {name} suits you.")),
            (
                complication,
                format!("{people} should not have to settle for second best."),
            ),
            (
                why_now,
                format!("Next month will look like this one for {short} unless something changes."),
            ),
            (
                objection,
                format!("{people} often ask what happens if they change their mind."),
            ),
            (objection, format!("With {name}, you can stop whenever you like.")),
            (
                proof,
                format!("We will point you to {short} who can tell you how {name} works for them."),
            ),
            (ask, format!("Call {name} this week, and we will take it from there.")),
            (
                ask,
                format!("Tell us about your week, and we will tell you honestly whether {name} fits."),
            ),
            (
                ask,
                format!("Bring your questions about {product}; we will bring plain answers."),
            ),
            (
                situation,
                format!("Ask {short} what gets in the way, and you hear it straight away."),
            ),
            (
                complication,
                format!("{people} want someone who will still be there next month."),
            ),
            (resolution, format!("Everything {name} does comes back to {product}.")),
            (
                why_now,
                format!("{people} are busier than ever, and their patience shorter."),
            ),
            (
                proof,
                format!("We would rather {short} talked to people who already use {name}."),
            ),
            (ask, format!("When you are ready, {name} is a short conversation away.")),
        ];
        for (beat, filler) in fillers {
            draft.add(beat, Priority::Filler, Some(filler));
        }
        let frames: [fn(&str, &str) -> String; 3] = [
            |name, product| format!("Ask {name} about {product}."),
            |_, product| format!("If you need {product}, we can help with that too."),
            |name, product| format!("{name} also offers {product}."),
        ];
        for (product, frame) in brief.products.iter().zip(frames) {
            draft.add(resolution, Priority::Filler, Some(frame(name, product)));
        }
        if !brief.competitors.is_empty() {
            let compared = format!(
                "You may have looked at {}; we would rather {name} were judged on your results.",
                list(&brief.competitors, "or")
            );
            draft.add(proof, Priority::Filler, Some(compared));
        }
    }
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
