//! The interview's questions and sample answers: the one source that the app
//! (through `GET /api/interview/questions`), the preview and both generators read,
//! so the page and the copy never drift apart.
//!
//! Four sections, one per factor of the Perception Formula (`decisions.md`
//! section 5); each question says which content parts its answer feeds, after
//! the "built from" column of `copywriting.md`. Heritage answers and brand
//! emotions also set the voice of every field; their notes name where it shows most.

use serde::{Serialize, Serializer};
use utoipa::ToSchema;

use self::ContentPart::*;
use super::{InterviewSection, ResponseKey};

/// A part of the generated content, named as the interview's 'Enhances' notes show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContentPart {
    ProblemStatement,
    ValueProposition,
    CompetitiveDifferentiation,
    Headline,
    Subheading,
    ValuePropositions,
    CallToAction,
    Pitch30Seconds,
    Pitch1Minute,
    Pitch3Minutes,
    KeyPoints,
}

impl ContentPart {
    pub const ALL: [Self; 11] = [
        Self::ProblemStatement,
        Self::ValueProposition,
        Self::CompetitiveDifferentiation,
        Self::Headline,
        Self::Subheading,
        Self::ValuePropositions,
        Self::CallToAction,
        Self::Pitch30Seconds,
        Self::Pitch1Minute,
        Self::Pitch3Minutes,
        Self::KeyPoints,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Self::ProblemStatement => "Problem statement",
            Self::ValueProposition => "Value proposition",
            Self::CompetitiveDifferentiation => "Competitive differentiation",
            Self::Headline => "Headline",
            Self::Subheading => "Subheading",
            Self::ValuePropositions => "Value propositions",
            Self::CallToAction => "Call to action",
            Self::Pitch30Seconds => "30-second pitch",
            Self::Pitch1Minute => "1-minute pitch",
            Self::Pitch3Minutes => "3-minute pitch",
            Self::KeyPoints => "Key points",
        }
    }
}

impl Serialize for ContentPart {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.label())
    }
}

/// One question of a section.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InterviewQuestion {
    /// The response key its answer is stored under.
    #[schema(value_type = String, example = "immediateProblem")]
    pub key: ResponseKey,
    pub label: &'static str,
    /// One line of guidance with an example.
    pub helper_text: &'static str,
    /// The content parts the answer feeds (the 'Enhances' note).
    #[schema(value_type = Vec<String>, example = json!(["Problem statement", "Headline"]))]
    pub enhances: &'static [ContentPart],
}

/// A section with its four questions, in order.
#[derive(Debug, Serialize, ToSchema)]
pub struct SectionQuestions {
    pub key: InterviewSection,
    pub title: &'static str,
    /// Its factor of the Perception Formula.
    pub factor: &'static str,
    pub description: &'static str,
    pub questions: [InterviewQuestion; 4],
}

/// A complete set of example answers the interview page can fill in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SampleAnswers {
    #[schema(example = "technology")]
    pub key: &'static str,
    #[schema(example = "Technology")]
    pub label: &'static str,
    /// `{section: {responseKey: answer}}`, every section and key.
    #[serde(serialize_with = "answers_by_section")]
    #[schema(value_type = std::collections::HashMap<String, std::collections::HashMap<String, String>>)]
    pub answers: [SectionSample; 4],
}

/// One section's sample answers, `(response key, answer)` in question order.
#[derive(Debug)]
pub struct SectionSample {
    pub section: InterviewSection,
    pub answers: [(ResponseKey, &'static str); 4],
}

fn answers_by_section<S: Serializer>(sections: &[SectionSample; 4], serializer: S) -> Result<S::Ok, S::Error> {
    // `collect_map` keeps the interview's order, which a JSON map would not.
    struct Answers<'a>(&'a [(ResponseKey, &'static str); 4]);
    impl Serialize for Answers<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_map(self.0.iter().copied())
        }
    }
    serializer.collect_map(sections.iter().map(|s| (s.section, Answers(&s.answers))))
}

/// What `GET /api/interview/questions` answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct QuestionsDocument {
    pub sections: &'static [SectionQuestions],
    pub samples: &'static [SampleAnswers],
}

pub const DOCUMENT: QuestionsDocument = QuestionsDocument {
    sections: &SECTIONS,
    samples: &SAMPLES,
};

pub const SECTIONS: [SectionQuestions; 4] = [
    SectionQuestions {
        key: InterviewSection::Heuristics,
        title: "Customer Mindset",
        factor: "Heuristics",
        description: "The mental shortcuts your customers use to decide when they can't be sure: the problem \
            that starts their search, the rules of thumb and recommendations they trust, the first impression \
            that keeps them listening, and what they hold you up against.",
        questions: [
            InterviewQuestion {
                key: ResponseKey::ImmediateProblem,
                label: "What problem sends your customers looking for a solution like yours?",
                helper_text: "Describe the moment it hurts, e.g. 'Saturday morning, the shelf is empty and the \
                    area manager is on the phone.'",
                enhances: &[ProblemStatement, Headline, Pitch30Seconds, Pitch1Minute, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::DecisionShortcuts,
                label: "When your customers have to choose quickly, what do they go by?",
                helper_text: "Name the signals and rules of thumb they trust, e.g. 'If two chains our size use \
                    it, it's safe to try.'",
                enhances: &[Subheading, CallToAction, ValuePropositions],
            },
            InterviewQuestion {
                key: ResponseKey::FirstImpression,
                label: "What do your customers need to see in the first few seconds to keep paying attention?",
                helper_text: "Name the promise or proof that earns you the next minute, e.g. 'Their own \
                    store's numbers on the first screen, not a demo account.'",
                enhances: &[ValueProposition, CallToAction, Pitch30Seconds],
            },
            InterviewQuestion {
                key: ResponseKey::Comparisons,
                label: "What do your customers compare you with before they decide?",
                helper_text: "List the alternatives they weigh, doing nothing included, e.g. 'The buyer's own \
                    spreadsheet, or the add-on our ERP vendor keeps offering.'",
                enhances: &[CompetitiveDifferentiation, Pitch1Minute],
            },
        ],
    },
    SectionQuestions {
        key: InterviewSection::Hormones,
        title: "Emotional Drivers",
        factor: "Hormones",
        description: "The feelings behind the decision: what the problem makes your customers feel, what \
            relief would look like, the fears that make them hesitate, and how they want to feel about the \
            brand they choose.",
        questions: [
            InterviewQuestion {
                key: ResponseKey::ProblemEmotions,
                label: "How does this problem make your customers feel when it happens?",
                helper_text: "Use their words for the feeling, e.g. 'Embarrassed in front of the regional \
                    director, and tired of apologising to shoppers.'",
                enhances: &[ProblemStatement, Pitch1Minute, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::SolutionEmotions,
                label: "How do your customers want to feel once the problem is solved?",
                helper_text: "Describe the relief as they would, e.g. 'Calm on a Monday morning, because the \
                    order is already right.'",
                enhances: &[ValueProposition, Headline, Pitch30Seconds, KeyPoints],
            },
            InterviewQuestion {
                key: ResponseKey::Objections,
                label: "What worries or doubts make your customers hesitate before they say yes?",
                helper_text: "Write each doubt as they would say it, e.g. 'We tried a tool like this and the \
                    team was back in Excel within a month.'",
                enhances: &[ValuePropositions, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::BrandEmotions,
                label: "How should your customers feel when they think of your brand?",
                helper_text: "Name the feeling and what earns it, e.g. 'Looked after, like a colleague who \
                    always picks up the phone.'",
                enhances: &[Headline, Subheading, CallToAction],
            },
        ],
    },
    SectionQuestions {
        key: InterviewSection::History,
        title: "Past Experiences",
        factor: "History",
        description: "What your customers have already lived through: the pain they know by heart, what they \
            tried before, where it let them down, and how their needs have changed since.",
        questions: [
            InterviewQuestion {
                key: ResponseKey::PainPoints,
                label: "What keeps going wrong for your customers today, and what does it cost them?",
                helper_text: "Give a situation and a number if you can, e.g. 'Two hours every Monday rebuilding \
                    the order, and 4% of fresh stock thrown away.'",
                enhances: &[ProblemStatement, Pitch1Minute, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::PreviousSolutions,
                label: "What have your customers already tried to solve it?",
                helper_text: "Name the tools, people or workarounds, e.g. 'A consultant's forecast model, then \
                    a shared spreadsheet per store.'",
                enhances: &[CompetitiveDifferentiation, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::Disappointments,
                label: "Where did those earlier solutions let your customers down?",
                helper_text: "Say what broke and when, e.g. 'The model was right in January and useless by the \
                    first heatwave.'",
                enhances: &[CompetitiveDifferentiation, Pitch1Minute, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::EvolvedNeeds,
                label: "How have your customers' needs changed over the last few years?",
                helper_text: "Say what is different now and why, e.g. 'Fewer staff per store, so nobody has \
                    time to count shelves by hand.'",
                enhances: &[ValueProposition, ValuePropositions, KeyPoints],
            },
        ],
    },
    SectionQuestions {
        key: InterviewSection::Heritage,
        title: "Cultural Context",
        factor: "Heritage",
        description: "The norms and values your customers bring with them: how things are done in their \
            industry, the culture and generation they belong to, and what your brand's associations mean \
            to them.",
        questions: [
            InterviewQuestion {
                key: ResponseKey::IndustryNorms,
                label: "What is simply expected in your customers' industry, the way things are always done?",
                helper_text: "List the habits, rules and standards they take for granted, e.g. 'Nobody signs \
                    without a three-store pilot and IT's security questionnaire.'",
                enhances: &[ValuePropositions, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::CulturalFactors,
                label: "What values or cultural habits shape how your customers buy and talk?",
                helper_text: "Think of region, community or workplace culture, e.g. 'Family-owned chains decide \
                    on a handshake and distrust long contracts.'",
                enhances: &[Pitch3Minutes, KeyPoints],
            },
            InterviewQuestion {
                key: ResponseKey::GenerationalDifferences,
                label: "How do different generations among your customers see the problem or products like yours?",
                helper_text: "Compare the older and younger people involved, e.g. 'Managers in their fifties \
                    trust their gut; new assistants want the order on their phone.'",
                enhances: &[CallToAction, Pitch3Minutes],
            },
            InterviewQuestion {
                key: ResponseKey::BrandAssociations,
                label: "What should your brand remind your customers of, and what must it never be mistaken for?",
                helper_text: "Name the associations to build and to avoid, e.g. 'A trusted supplier's rep, not \
                    another Silicon Valley dashboard.'",
                enhances: &[Headline, Subheading, KeyPoints],
            },
        ],
    },
];

pub const SAMPLES: [SampleAnswers; 2] = [
    SampleAnswers {
        key: "technology",
        label: "Technology",
        answers: [
            SectionSample {
                section: InterviewSection::Heuristics,
                answers: [
                    (
                        ResponseKey::ImmediateProblem,
                        "Our customers are category managers and store managers at regional grocery chains with \
                         20 to 150 stores. The search usually starts with an empty shelf they hear about too late: \
                         a Saturday promotion on strawberries sells out by eleven, the reorder went in on Thursday \
                         based on last year's numbers, and the area manager finds out from a shopper's complaint. \
                         Meanwhile the back room is full of yogurt that expires on Tuesday. When that happens three \
                         weekends in a row, they start looking.",
                    ),
                    (
                        ResponseKey::DecisionShortcuts,
                        "They trust what other grocers use. If a chain of similar size in the next region runs a \
                         tool, that counts for more than any demo. The second shortcut is the pilot: can we try it \
                         in three stores for six weeks without touching the ERP? Heads of supply chain also listen \
                         for whether a vendor speaks grocery, meaning fresh, promotions and supplier lead times, or \
                         talks about SKUs like a generic retail tool. The price per store matters less than how \
                         quickly they see a result.",
                    ),
                    (
                        ResponseKey::FirstImpression,
                        "They need to see their own data, not a polished demo account. When we load twelve weeks \
                         of a customer's sales from a CSV export and show tomorrow's suggested order for one store \
                         next to what the buyer actually ordered, the room goes quiet. A forecast for bananas and \
                         bread that matches their instinct, plus one line where we caught a mistake they made, earns \
                         us the next meeting. Slides about machine learning lose them within a minute.",
                    ),
                    (
                        ResponseKey::Comparisons,
                        "Mostly they compare us with what they already have: the buyer's Excel workbook with last \
                         year's sales and a fudge factor, and the replenishment module their ERP vendor keeps \
                         offering as an add-on. A few larger chains have looked at enterprise forecasting suites \
                         built for national retailers, which take a year to implement and need a data team. The \
                         quiet competitor is doing nothing and accepting 3 to 5 percent waste on fresh as the cost \
                         of doing business.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::Hormones,
                answers: [
                    (
                        ResponseKey::ProblemEmotions,
                        "Frustration, and a bit of shame. Store managers feel blamed for gaps they did not cause, \
                         because the order was set centrally. Category managers dread the Monday call where they \
                         explain the waste figures to the regional director again. Around holidays and heatwaves \
                         there is a constant low anxiety, because one bad guess means either empty shelves or a skip \
                         full of salad. Several buyers told us they check the weather app more often than their \
                         email.",
                    ),
                    (
                        ResponseKey::SolutionEmotions,
                        "In control, and a little proud. They want to walk into the Monday meeting with waste down, \
                         availability up and a clear reason why. Store managers want to stop firefighting and trust \
                         that Wednesday's delivery matches what will sell on Saturday. Buyers describe the ideal as \
                         boring: the order is already right, they only review the exceptions, and they go home on \
                         time before a bank holiday weekend.",
                    ),
                    (
                        ResponseKey::Objections,
                        "'We tried a forecasting tool before and the team went back to Excel within two months.' \
                         'Our data is a mess, you won't get anything useful out of it.' 'IT will not approve another \
                         integration this year.' And from store managers: 'A computer doesn't know the school next \
                         door closes for the summer.' Underneath all of them is the fear of losing control over \
                         ordering, and of being blamed when the system gets it wrong.",
                    ),
                    (
                        ResponseKey::BrandEmotions,
                        "Like a colleague who has done the job. We want buyers to feel that we understand the \
                         difference between milk and canned tomatoes, and that we will pick up the phone on the \
                         Saturday before a holiday. Reassured rather than impressed. The brand should feel practical \
                         and calm, closer to a good wholesaler's rep than to a startup talking about disruption. \
                         Their trust comes from us being right about the small things.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::History,
                answers: [
                    (
                        ResponseKey::PainPoints,
                        "Each buyer spends six to eight hours a week rebuilding orders by hand for 400 to 600 fresh \
                         lines. Fresh waste runs at 4 to 6 percent of sales, which for a 40-store chain is well over \
                         a million a year. Promotions are the worst: suppliers push volume, the chain over-orders, and \
                         the leftovers are marked down or binned. At the same time, gaps on milk and bread cost sales \
                         and send shoppers to the discounter across the road.",
                    ),
                    (
                        ResponseKey::PreviousSolutions,
                        "Nearly all of them run a shared Excel workbook per category, often built years ago by a \
                         buyer who has since left. Some switched on the min-max replenishment in their ERP, which \
                         works for canned goods and fails on fresh. A few paid a consultancy to build a forecasting \
                         model, and two of our customers tried an enterprise suite made for national chains. Many \
                         store managers simply override the central order with their own notes on paper.",
                    ),
                    (
                        ResponseKey::Disappointments,
                        "The spreadsheets break when the one person who understands them is on holiday. The ERP's \
                         min-max ignores weather, promotions and local events, so it is wrong exactly when it \
                         matters. The consultancy's model was accurate for a quarter and then nobody could update it. \
                         The enterprise suite took fourteen months to go live, needed a data scientist the chain did \
                         not have, and buyers never trusted numbers they could not explain. Each time the team \
                         quietly went back to gut feeling.",
                    ),
                    (
                        ResponseKey::EvolvedNeeds,
                        "Stores run with fewer staff than five years ago, so nobody has time to walk the shelves and \
                         count. Food waste is now reported to the board and, in some countries, to regulators, so \
                         executives watch it closely. Shoppers expect fresh ranges and local products, which means \
                         more lines with short shelf lives. And the buyers are younger and expect tools that work in \
                         a browser and on a phone, not another desktop program.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::Heritage,
                answers: [
                    (
                        ResponseKey::IndustryNorms,
                        "Grocery runs on margins of 2 to 3 percent, so every purchase is judged on payback within a \
                         year. Nothing gets signed without a pilot in a handful of stores and a reference from \
                         another grocer. Supplier relationships and weekly order cycles are sacred: a tool has to fit \
                         the existing delivery schedule, not change it. IT sends a security questionnaire and prefers \
                         flat files or an API over anything that touches the tills directly.",
                    ),
                    (
                        ResponseKey::CulturalFactors,
                        "Many of our customers are family-owned or cooperative chains with deep roots in their \
                         region. Decisions are made by people who started on the shop floor, and they value loyalty, \
                         plain talk and a handshake over long contracts. They are proud of knowing their local \
                         shoppers, so anything that sounds like head office or Silicon Valley replacing that \
                         knowledge meets suspicion. Not wasting food matters to them personally, not only as a line \
                         in a report.",
                    ),
                    (
                        ResponseKey::GenerationalDifferences,
                        "Store managers and senior buyers in their fifties have twenty years of instinct and see a \
                         forecast as a second opinion at best. Assistant managers and junior buyers in their twenties \
                         and thirties grew up with apps, want the suggested order on their phone, and are happy to \
                         let the system do the routine work. The owners care about the numbers. Our pitch has to \
                         respect the veterans' experience while giving the younger staff the tool they expect.",
                    ),
                    (
                        ResponseKey::BrandAssociations,
                        "We want to be associated with a trusted wholesaler or a seasoned category manager: \
                         practical, reliable and at home on the shop floor. Full shelves, fresh produce and less \
                         waste should come to mind, not code or dashboards. We must never be mistaken for the big \
                         enterprise software vendors that sell long projects, or for analytics tools that produce \
                         charts nobody acts on. The green in our logo is meant to say fresh, not eco marketing.",
                    ),
                ],
            },
        ],
    },
    SampleAnswers {
        key: "healthcare",
        label: "Healthcare",
        answers: [
            SectionSample {
                section: InterviewSection::Heuristics,
                answers: [
                    (
                        ResponseKey::ImmediateProblem,
                        "Our customers run independent physiotherapy clinics with two to fifteen therapists. The \
                         search starts with the phone: the front desk spends the morning booking, moving and \
                         cancelling appointments, while patients who ring at lunchtime reach voicemail and book with \
                         the chain clinic down the road instead. The breaking point is usually a Monday with four \
                         no-shows and a waiting list of patients nobody had time to call.",
                    ),
                    (
                        ResponseKey::DecisionShortcuts,
                        "Clinic owners ask other physios. A recommendation in the regional association's WhatsApp \
                         group or on a weekend course weighs more than any advert. They check that the tool works \
                         with the patient records system they already use, that it handles health data lawfully, and \
                         that they can cancel monthly. If the price per therapist is less than one missed \
                         appointment a month, most stop comparing and try it.",
                    ),
                    (
                        ResponseKey::FirstImpression,
                        "They want to see the booking page through a patient's eyes, on a phone: choose the \
                         therapist, the treatment and a time, done in under a minute. Then the owner wants to see \
                         next Monday's diary with the gaps filled from the waiting list. If the first screen looks \
                         like hospital software, full of dropdowns and codes, they assume their older patients will \
                         be confused and close the tab.",
                    ),
                    (
                        ResponseKey::Comparisons,
                        "They compare us with the paper diary or shared calendar the receptionist runs today, with \
                         the booking module inside their patient records system, and with the practice-management \
                         suites the clinic chains use. Some simply compare us with hiring another part-time \
                         receptionist. Patients compare the clinic's booking with their hairdresser's and with the \
                         big physio chains, where booking online at ten at night has been normal for years.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::Hormones,
                answers: [
                    (
                        ResponseKey::ProblemEmotions,
                        "Owners feel stretched and guilty. They became physiotherapists to treat people and end up \
                         spending evenings chasing no-shows and rearranging the diary. The receptionist feels \
                         overwhelmed when the phone rings while a patient is waiting at the desk. There is real \
                         worry about money too: an empty 45-minute slot is income that never comes back, and three \
                         in a week can decide whether a new therapist's salary is covered.",
                    ),
                    (
                        ResponseKey::SolutionEmotions,
                        "Relieved, and back in their own profession. Owners want to open the diary in the morning \
                         and see a full day without having made a single call. Therapists want to focus on the \
                         patient in front of them, not on the phone in their pocket. The front desk wants to feel \
                         calm and friendly again instead of rushed. Patients should feel looked after: booked in two \
                         taps, reminded the day before, and seen on time.",
                    ),
                    (
                        ResponseKey::Objections,
                        "'My patients are older, they won't book online.' 'Is it safe to put health information \
                         into another system, and who is liable if it leaks?' 'We tried online booking once and got \
                         double bookings because it didn't sync with our records.' 'Automatic reminders feel \
                         impersonal; our patients like a human voice.' Owners also fear losing control of the diary, \
                         such as a long first assessment booked into a slot meant for a short follow-up.",
                    ),
                    (
                        ResponseKey::BrandEmotions,
                        "Safe, warm and competent, the way a patient feels with a good physio. Owners should trust \
                         us with their patients' data the way they trust their accountant with their books. We want \
                         the brand to feel human and quiet: clear language, no medical jargon, no talk of growth \
                         hacking. When an owner recommends us to a colleague, we want them to say it just works and \
                         that someone actually answers when you call.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::History,
                answers: [
                    (
                        ResponseKey::PainPoints,
                        "A clinic with six therapists typically loses eight to twelve appointments a week to no-shows \
                         and late cancellations, about 10 percent of its capacity. The receptionist spends around \
                         three hours a day on the phone. Waiting lists live on sticky notes, so a cancellation at \
                         8 a.m. is rarely filled. Patients who cannot get through at lunchtime go elsewhere, and \
                         booking requests left on voicemail after hours often wait until the next afternoon.",
                    ),
                    (
                        ResponseKey::PreviousSolutions,
                        "Most started with a paper diary and then moved to a shared online calendar. Many tried the \
                         booking module of their patient records system, and some added text reminders through a \
                         separate SMS service that charges per message. A few hired a virtual receptionist service \
                         for overflow calls. Larger clinics looked at the practice-management suites used by \
                         hospital outpatient departments, and some owners simply stayed late to phone patients \
                         themselves.",
                    ),
                    (
                        ResponseKey::Disappointments,
                        "The shared calendar had no reminders and no waiting list. The records system's booking \
                         module looked dated, was awkward on a phone and gave no control over which treatments \
                         patients could book. The separate SMS service knew nothing about cancellations, so patients \
                         were reminded of appointments they had already moved. The big suites cost several hundred a \
                         month, took weeks to set up, and were built for hospitals, not for a clinic of four \
                         therapists.",
                    ),
                    (
                        ResponseKey::EvolvedNeeds,
                        "Since the pandemic, patients expect to book, move and pay online at any hour, and they have \
                         less patience for waiting on hold. Clinics find it harder to hire and keep front desk staff, \
                         so every hour on the phone hurts more. More patients arrive through insurers and GP \
                         referrals that need specific appointment types. And owners now offer video follow-ups and \
                         exercise classes, which a paper diary or a simple calendar was never designed for.",
                    ),
                ],
            },
            SectionSample {
                section: InterviewSection::Heritage,
                answers: [
                    (
                        ResponseKey::IndustryNorms,
                        "Health data is sensitive, so clinics expect data protection compliance, data stored in the \
                         country and a signed processing agreement before anything goes live. Professional bodies \
                         set rules on records and cancellation fees, which most clinics apply gently. Appointments \
                         have fixed lengths, such as a 60-minute first assessment and 30-minute follow-ups. Clinics \
                         are used to buying software from companies that specialise in health care and are wary of \
                         general tools.",
                    ),
                    (
                        ResponseKey::CulturalFactors,
                        "Physiotherapy is a caring, hands-on profession, and independent clinics pride themselves on \
                         personal attention compared with the chains. Many are part of their neighbourhood: they \
                         treat the local football club, older residents and families, and patients know the \
                         receptionist by name. Anything that feels like a call centre or a cold automated system \
                         clashes with that, so technology has to support the personal relationship rather than \
                         replace it.",
                    ),
                    (
                        ResponseKey::GenerationalDifferences,
                        "Patients over seventy often still prefer to phone and like a printed appointment card, while \
                         patients under forty expect to book at night on their phone and get a text reminder. Owners \
                         in their fifties built their practices on the phone and the paper diary; younger physios \
                         trained in hospitals expect digital calendars. Our message has to reassure the older owner \
                         that nobody is forced online, and show the younger team what they gain.",
                    ),
                    (
                        ResponseKey::BrandAssociations,
                        "We want to remind clinic owners of a reliable practice manager: organised, discreet and on \
                         their side. The associations to build are care, punctuality and trust with health data. We \
                         must never be mistaken for the large hospital software vendors, which clinics see as \
                         expensive and rigid, or for beauty-salon booking apps, which feel unprofessional in health \
                         care. A calm blue and plain, friendly language should feel at home on a clinic's website.",
                    ),
                ],
            },
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_sections_of_four_questions_with_the_spec_keys_in_order() {
        let sections: Vec<_> = SECTIONS.iter().map(|s| s.key).collect();
        assert_eq!(sections, InterviewSection::ALL);
        let titles: Vec<_> = SECTIONS.iter().map(|s| (s.title, s.factor)).collect();
        assert_eq!(
            titles,
            [
                ("Customer Mindset", "Heuristics"),
                ("Emotional Drivers", "Hormones"),
                ("Past Experiences", "History"),
                ("Cultural Context", "Heritage"),
            ]
        );
        for section in &SECTIONS {
            assert_eq!(section.questions.each_ref().map(|q| q.key), section.key.response_keys());
            assert!(!section.description.is_empty());
        }
    }

    #[test]
    fn every_question_is_a_question_with_one_line_of_help_and_an_example() {
        for question in SECTIONS.iter().flat_map(|s| &s.questions) {
            assert!(question.label.ends_with('?'), "{}", question.key.as_str());
            let help = question.helper_text;
            assert!(!help.contains('\n'), "one line: {}", question.key.as_str());
            let example = help.split_once(", e.g. '").map(|(_, e)| e);
            assert!(
                example.is_some_and(|e| e.len() > 10 && e.ends_with("'")),
                "an example: {help}"
            );
            assert!(!question.enhances.is_empty(), "{}", question.key.as_str());
        }
    }

    #[test]
    fn every_content_part_is_fed_by_some_question() {
        for part in ContentPart::ALL {
            let fed = SECTIONS
                .iter()
                .flat_map(|s| &s.questions)
                .any(|q| q.enhances.contains(&part));
            assert!(fed, "{}", part.label());
        }
    }

    #[test]
    fn both_samples_answer_all_sixteen_questions_in_40_to_120_words() {
        let keys: Vec<_> = SAMPLES.iter().map(|s| s.key).collect();
        assert_eq!(keys, ["technology", "healthcare"]);
        for sample in &SAMPLES {
            for (section, answers) in SECTIONS.iter().zip(&sample.answers) {
                assert_eq!(answers.section, section.key, "{}", sample.key);
                assert_eq!(
                    answers.answers.each_ref().map(|(key, _)| *key),
                    section.key.response_keys()
                );
                for (key, answer) in answers.answers {
                    let words = answer.split_whitespace().count();
                    assert!((40..=120).contains(&words), "{} {key:?}: {words} words", sample.key);
                    assert_eq!(answer, answer.trim(), "{} {key:?}", sample.key);
                    assert!(!answer.contains("  "), "{} {key:?}: doubled spaces", sample.key);
                }
            }
        }
    }

    #[test]
    fn the_document_serializes_in_the_interview_order() {
        let document = serde_json::to_string(&DOCUMENT).unwrap();
        let at = |needle: &str| document.find(needle).unwrap_or_else(|| panic!("{needle}"));
        assert!(at(r#""helperText""#) > 0 && at(r#""enhances":["Problem statement""#) > 0);
        let technology = at(r#""key":"technology""#);
        let order: Vec<_> = ["heuristics", "hormones", "history", "heritage"]
            .iter()
            .map(|s| technology + document[technology..].find(&format!(r#""{s}":{{"#)).unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
    }
}
