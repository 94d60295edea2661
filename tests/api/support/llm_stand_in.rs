//! A local OpenAI-compatible chat-completions endpoint standing in for OpenAI,
//! Ollama, vLLM or llama.cpp's server: `POST /v1/chat/completions` answers as
//! OpenAI does (`id`, `object`, `created`, `model`, `choices`, `usage`).
//!
//! The LLM writer's tests script the answers per part (the core messaging, the
//! website, the pitch, the objection sheet), one queue each, so that the calls running side by
//! side never take each other's; a part without a script answers valid content.
//! Every request is recorded with its headers, its body and when it arrived and
//! was answered. A request with `stream: true` is answered as OpenAI streams:
//! Server-Sent Events of `chat.completion.chunk`s, the usage last when asked
//! for, then `data: [DONE]` (errors stay plain JSON, as OpenAI's do). `examples/llm_stand_in.rs` runs it as a program, and
//! `examples/bench_llm_writer.rs` times the writer against it.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::{
        sse::{Event, Sse},
        IntoResponse, Response,
    },
    routing::post,
    Json, Router,
};
use chrono::Utc;
use futures::StreamExt;
use pitchwise::{
    config::LlmConfig,
    domain::questions::SAMPLES,
    writer::{CompanyProfile, GenerationInput},
};
use serde_json::{json, Value};

/// The model name the stand-in is configured with.
pub const MODEL: &str = "stand-in-model";
/// What each answer reports as its `usage.total_tokens`.
pub const TOKENS_PER_CALL: u32 = 100;

/// The part a request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PartAsked {
    Core,
    Website,
    Pitch,
    Objections,
    /// One part of a version written again: its options.
    Rewrite,
    /// A voice analysis of published copy (the style guide's 'Learn from our copy').
    Voice,
}

/// One scripted answer.
#[derive(Clone, Debug)]
pub struct Reply {
    status: StatusCode,
    headers: Vec<(&'static str, String)>,
    body: Body,
    delay: Duration,
    /// `stop`, or `length` when the model ran out of room.
    finish_reason: &'static str,
    /// Streamed, the connection closes after half the text, with no end.
    broken_off: bool,
}

#[derive(Clone, Debug)]
enum Body {
    /// Valid content of the part asked for, as the message content.
    Valid,
    /// This message content.
    Content(String),
    /// This whole body.
    Json(Value),
}

impl Reply {
    /// Valid content of the part asked for.
    pub fn valid() -> Self {
        Self::with(StatusCode::OK, Body::Valid)
    }

    /// A chat completion whose message content is `text`.
    pub fn content(text: impl Into<String>) -> Self {
        Self::with(StatusCode::OK, Body::Content(text.into()))
    }

    /// A 200 with this body (a completion without choices, say).
    pub fn body(body: Value) -> Self {
        Self::with(StatusCode::OK, Body::Json(body))
    }

    /// An error in OpenAI's shape: `{"error": {"message", "type", "param", "code"}}`.
    pub fn error(status: u16, message: &str) -> Self {
        Self::body(json!({"error": {"message": message, "type": "invalid_request_error", "param": null, "code": null}}))
            .status(status)
    }

    pub fn status(self, status: u16) -> Self {
        Self {
            status: StatusCode::from_u16(status).unwrap(),
            ..self
        }
    }

    /// Cut off at the token limit (`finish_reason: "length"`).
    pub fn truncated(self) -> Self {
        Self {
            finish_reason: "length",
            ..self
        }
    }

    /// Streamed, closed after half of its text (a dropped connection).
    pub fn broken_off(self) -> Self {
        Self {
            broken_off: true,
            ..self
        }
    }

    pub fn delayed(self, delay: Duration) -> Self {
        Self { delay, ..self }
    }

    pub fn header(mut self, name: &'static str, value: &str) -> Self {
        self.headers.push((name, value.to_owned()));
        self
    }

    fn with(status: StatusCode, body: Body) -> Self {
        Self {
            status,
            headers: Vec::new(),
            body,
            delay: Duration::ZERO,
            finish_reason: "stop",
            broken_off: false,
        }
    }
}

/// A request as it arrived.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub part: PartAsked,
    pub headers: HeaderMap,
    pub body: Value,
    pub arrived: Instant,
    /// When the answer went out; `None` while it is delayed (or when the
    /// client gave up first).
    pub answered: Option<Instant>,
}

impl Recorded {
    /// The text of message `n`.
    pub fn message(&self, n: usize) -> &str {
        self.body["messages"][n]["content"].as_str().unwrap_or_default()
    }
}

struct Inner {
    scripts: HashMap<PartAsked, VecDeque<Reply>>,
    /// How long an unscripted answer waits.
    default_delay: Duration,
    /// The wait between two chunks of a streamed answer.
    pace: Duration,
    /// How many chunks of streamed answers have gone out.
    chunks_sent: usize,
    requests: Vec<Recorded>,
}

#[derive(Clone)]
pub struct LlmStandIn {
    /// What `LLM_BASE_URL` is set to: `http://ADDRESS/v1`.
    pub base_url: String,
    inner: Arc<Mutex<Inner>>,
}

impl LlmStandIn {
    /// On a free loopback port, answering valid content at once.
    pub async fn start() -> Self {
        Self::listen("127.0.0.1:0", Duration::ZERO).await
    }

    /// On `address`, answering valid content after `delay`.
    pub async fn listen(address: &str, delay: Duration) -> Self {
        let listener = tokio::net::TcpListener::bind(address).await.unwrap();
        let stand_in = Self {
            base_url: format!("http://{}/v1", listener.local_addr().unwrap()),
            inner: Arc::new(Mutex::new(Inner {
                scripts: HashMap::new(),
                default_delay: delay,
                pace: Duration::ZERO,
                chunks_sent: 0,
                requests: Vec::new(),
            })),
        };
        let router = Router::new()
            .route("/v1/chat/completions", post(chat_completions))
            .with_state(stand_in.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        stand_in
    }

    /// Streamed answers at this pace, a chunk at a time (as a model writes).
    pub fn paced(self, pace: Duration) -> Self {
        self.inner.lock().unwrap().pace = pace;
        self
    }

    /// The writer's configuration for this endpoint.
    pub fn config(&self, api_key: Option<&str>, timeout: Duration) -> LlmConfig {
        LlmConfig {
            base_url: self.base_url.parse().unwrap(),
            api_key: api_key.map(str::to_owned),
            model: MODEL.into(),
            timeout,
        }
    }

    /// The next answers to requests for `part`, in order.
    pub fn script(&self, part: PartAsked, replies: impl IntoIterator<Item = Reply>) {
        let mut inner = self.inner.lock().unwrap();
        inner.scripts.entry(part).or_default().extend(replies);
    }

    /// How many chunks of streamed answers have gone out so far.
    pub fn chunks_sent(&self) -> usize {
        self.inner.lock().unwrap().chunks_sent
    }

    /// Every request so far, in order of arrival.
    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.lock().unwrap().requests.clone()
    }

    /// The requests for `part`, in order of arrival.
    pub fn requests_for(&self, part: PartAsked) -> Vec<Recorded> {
        self.requests().into_iter().filter(|r| r.part == part).collect()
    }
}

async fn chat_completions(State(stand_in): State<LlmStandIn>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let part = part_asked(&body);
    let model = body["model"].clone();
    let streamed = body["stream"] == true;
    let with_usage = body["stream_options"]["include_usage"] == true;
    let (reply, index) = {
        let mut inner = stand_in.inner.lock().unwrap();
        let unscripted = Reply::valid().delayed(inner.default_delay);
        let reply = inner
            .scripts
            .get_mut(&part)
            .and_then(VecDeque::pop_front)
            .unwrap_or(unscripted);
        inner.requests.push(Recorded {
            part,
            headers,
            body,
            arrived: Instant::now(),
            answered: None,
        });
        (reply, inner.requests.len() - 1)
    };
    tokio::time::sleep(reply.delay).await;
    stand_in.inner.lock().unwrap().requests[index].answered = Some(Instant::now());
    let text = match reply.body {
        Body::Valid if part == PartAsked::Rewrite => valid_options(&recorded_task(&stand_in, index)).to_string(),
        Body::Valid => valid_content(part).to_string(),
        Body::Content(text) => text,
        Body::Json(body) => return answer((reply.status, Json(body)).into_response(), reply.headers),
    };
    let response = if streamed {
        let chunks = chunks(&model, &text, reply.finish_reason, with_usage, reply.broken_off);
        let pace = stand_in.inner.lock().unwrap().pace;
        let events = futures::stream::iter(chunks).then(move |chunk| {
            let inner = stand_in.inner.clone();
            async move {
                tokio::time::sleep(pace).await;
                inner.lock().unwrap().chunks_sent += 1;
                Ok::<_, std::convert::Infallible>(chunk)
            }
        });
        (reply.status, Sse::new(events)).into_response()
    } else {
        let body = completion(&model, &text, reply.finish_reason);
        (reply.status, Json(body)).into_response()
    };
    answer(response, reply.headers)
}

fn answer(mut response: Response, headers: Vec<(&'static str, String)>) -> Response {
    for (name, value) in headers {
        response.headers_mut().insert(name, value.parse().unwrap());
    }
    response
}

/// By the name of the request's JSON schema; in JSON mode, by the keys its
/// task (the end of the first user message) asks for.
fn part_asked(body: &Value) -> PartAsked {
    match body["response_format"]["json_schema"]["name"].as_str() {
        Some("website_content") => PartAsked::Website,
        Some("pitch_content") => PartAsked::Pitch,
        Some("objection_sheet") => PartAsked::Objections,
        Some("rewrite") => PartAsked::Rewrite,
        Some("voice_analysis") => PartAsked::Voice,
        Some(_) => PartAsked::Core,
        None => {
            let task = body["messages"][1]["content"].as_str().unwrap_or_default();
            let task = task.rsplit("# Task").next().unwrap_or_default();
            if task.contains("exactly the key options") {
                PartAsked::Rewrite
            } else if task.contains("readingLevel") {
                PartAsked::Voice
            } else if task.contains("pitch30sec") {
                PartAsked::Pitch
            } else if task.contains("pairs") {
                PartAsked::Objections
            } else if task.contains("headline") {
                PartAsked::Website
            } else {
                PartAsked::Core
            }
        }
    }
}

/// The task of the recorded request `index` (its first user message's end).
fn recorded_task(stand_in: &LlmStandIn, index: usize) -> String {
    let inner = stand_in.inner.lock().unwrap();
    let message = inner.requests[index].body["messages"][1]["content"]
        .as_str()
        .unwrap_or_default();
    message.rsplit("# Task").next().unwrap_or_default().to_owned()
}

/// Options for the part a rewrite's task names (`for \`website.headline\``), as many
/// as it asks: texts that fit [`sample_input`] and differ from [`valid_content`].
pub fn valid_options(task: &str) -> Value {
    let path = task.split('`').nth(1).unwrap_or_default();
    let count = if task.contains("Write one new text") { 1 } else { 3 };
    let texts: Vec<&str> = match path {
        "website.headline" => vec![
            "Saturday strawberries, still on the shelf",
            "Order fresh food by what really sells",
            "Fewer empty shelves and less food binned",
        ],
        "pitch.pitch30sec" => vec![
            "A grocery chain runs a strawberry promotion and the shelf is empty by eleven, because the order went in on Thursday. I run FreshCast. We suggest each store's daily order from the chain's own sales data, so shelves stay full at the weekend and less fresh food is binned. Could we show you tomorrow's order for one of your stores?",
        ],
        _ => vec!["Try it in three stores", "See tomorrow's order", "Start with one store"],
    };
    json!({"options": texts.iter().cycle().take(count).collect::<Vec<_>>()})
}

fn completion(model: &Value, content: &str, finish_reason: &str) -> Value {
    json!({
        "id": format!("chatcmpl-{}", uuid::Uuid::new_v4().simple()),
        "object": "chat.completion",
        "created": Utc::now().timestamp(),
        "model": model,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content},
            "finish_reason": finish_reason,
        }],
        "usage": {"prompt_tokens": TOKENS_PER_CALL - 20, "completion_tokens": 20, "total_tokens": TOKENS_PER_CALL},
    })
}

/// A streamed completion's events: `content` in pieces of a few characters,
/// the finish reason, the usage when asked, `[DONE]`; or, broken off, half the
/// pieces and nothing more.
fn chunks(model: &Value, content: &str, finish_reason: &str, with_usage: bool, broken_off: bool) -> Vec<Event> {
    let id = format!("chatcmpl-{}", uuid::Uuid::new_v4().simple());
    let chunk = |choices: Value, usage: Value| {
        let chunk = json!({
            "id": id, "object": "chat.completion.chunk", "created": Utc::now().timestamp(),
            "model": model, "choices": choices, "usage": usage,
        });
        Event::default().data(chunk.to_string())
    };
    let characters: Vec<char> = content.chars().collect();
    let pieces: Vec<String> = characters.chunks(12).map(|piece| piece.iter().collect()).collect();
    let mut events: Vec<Event> = pieces
        .iter()
        .map(|piece| {
            chunk(
                json!([{"index": 0, "delta": {"content": piece}, "finish_reason": null}]),
                Value::Null,
            )
        })
        .collect();
    if broken_off {
        events.truncate(events.len() / 2);
        return events;
    }
    events.push(chunk(
        json!([{"index": 0, "delta": {}, "finish_reason": finish_reason}]),
        Value::Null,
    ));
    if with_usage {
        let usage =
            json!({"prompt_tokens": TOKENS_PER_CALL - 20, "completion_tokens": 20, "total_tokens": TOKENS_PER_CALL});
        events.push(chunk(json!([]), usage));
    }
    events.push(Event::default().data("[DONE]"));
    events
}

/// Content of the part that passes every field check and the quality gate for
/// [`sample_input`]: lengths in range, nothing copied or invented.
pub fn valid_content(part: PartAsked) -> Value {
    match part {
        PartAsked::Rewrite => panic!("a rewrite's options follow its task: valid_options"),
        PartAsked::Voice => json!({
            "tone": ["warm", "plain-spoken"],
            "preferredTerms": [{"use": "members", "insteadOf": "customers"}],
            "readingLevel": "professional"
        }),
        PartAsked::Core => json!({
            "problemStatement": "Category managers at regional grocery chains find out about empty shelves too late. A Saturday promotion sells out by eleven because the order went in on Thursday, while yogurt that expires on Tuesday fills the back room. Every week of guessing costs them waste, lost sales and the patience of their store managers.",
            "valueProposition": "FreshCast gives grocery buyers a suggested order for every store from their own sales data, so they can walk into the Monday meeting in control instead of rebuilding spreadsheets by hand.",
            "competitiveDifferentiation": "Buyers weigh FreshCast against their own Excel workbook, the replenishment module their ERP vendor offers, and enterprise suites built for national retailers. The workbook breaks when its author is away, the ERP module ignores weather and promotions, and the suites take a year to go live. FreshCast starts from a CSV export and proves itself in three stores within six weeks."
        }),
        PartAsked::Website => json!({
            "headline": "Full shelves on Saturday, less waste on Tuesday",
            "subheading": "Daily suggested orders for every store of a regional grocery chain, from the sales data you already have.",
            "valuePropositions": [
                {
                    "title": "Full shelves at the weekend",
                    "description": "Each store gets tomorrow's suggested order from its own sales, so the strawberries are still there when the Saturday shoppers arrive."
                },
                {
                    "title": "Less fresh food binned",
                    "description": "Orders follow what actually sells, so less yogurt reaches its date in the back room and fewer promotions end in markdowns."
                },
                {
                    "title": "No new system to learn",
                    "description": "We start from a CSV export of your sales, so the pilot runs in three stores without touching your ERP."
                }
            ],
            "ctaText": "Try three stores first"
        }),
        PartAsked::Pitch => json!({
            "pitch30sec": "Picture a grocery chain on a Saturday morning: the strawberry promotion sold out by eleven, because the order went in on Thursday from last year's numbers. I run FreshCast. We give each store a suggested daily order from the chain's own sales data, so shelves stay full at the weekend and less fresh food goes in the skip. Could we load twelve weeks of your sales and show you tomorrow's order for one store?",
            "pitch1min": "Every buyer I meet knows the Monday call. The waste figures are up again, a store ran out of milk on Saturday, and nobody can say why the order looked the way it did. Today most chains rebuild fresh orders by hand in an Excel workbook that one person understands, and it breaks when that person is on holiday. The replenishment module in the ERP handles canned goods and fails on fresh, because it ignores weather, promotions and local events. Doing nothing has a price as well: fresh waste of 4 to 6 percent of sales, plus the shoppers who leave for the discounter across the road. FreshCast suggests tomorrow's order for every store from the sales data the chain already has, and the buyer only reviews the exceptions. Would you run it in three stores for six weeks, with the ERP left as it is?",
            "pitch3min": "Let me tell you about a Saturday I keep hearing about. A regional grocery chain runs a promotion on strawberries, and by eleven the shelf is empty. The reorder went in on Thursday from last year's figures, and the area manager only hears about it when a shopper complains. Meanwhile, yogurt that expires on Tuesday fills the back room.\n\nThat is the week most of the category managers and store managers I talk to are living. Buyers lose six to eight hours a week rebuilding orders by hand, across hundreds of fresh lines. Waste on fresh runs at 4 to 6 percent of sales. Promotions are the worst of it, because suppliers push volume and the leftovers end up marked down or thrown away.\n\nThey have tried to fix it. Nearly every chain keeps a shared Excel workbook per category, often left behind by a buyer who has moved on. Some switched on the min-max replenishment in their ERP. A few paid a consultancy for a forecasting model, and a couple tried an enterprise suite made for national chains. The workbook breaks when its author is away, the ERP ignores the weather, the consultancy's model went stale after a quarter, and the suite took more than a year to go live.\n\nFreshCast works the other way round. It starts from the sales data the chain already has and suggests tomorrow's order for each store.\n\nHere is how it works, in three points. First, we load twelve weeks of sales from a CSV export, so nothing touches the ERP. Second, every morning each store gets a suggested order, shown next to what the buyer would have ordered by hand. Third, the buyer reviews only the exceptions, the few lines where the suggestion and their instinct disagree.\n\nWhy now? Holidays and heatwaves keep making last year's numbers a poor guide, and the people who understood the old spreadsheets keep moving on.\n\nThe question I hear most is whether the team will drift back to Excel within two months, as it did with a tool before. That is a fair worry. So we start small: three stores, six weeks, and the buyers judge the suggestions against their own orders before anything changes.\n\nWhat buyers tell us they want is simple. They want to arrive at the Monday meeting with lower waste, better availability and an explanation they can stand behind. They want to trust that Wednesday's delivery matches what will sell on Saturday, and to leave on time before a bank holiday weekend.\n\nSo here is my ask. Send us twelve weeks of sales for three of your stores, and we will show you tomorrow's suggested order for each of them. If it does not match what your best buyer would order, you have lost nothing but an afternoon.",
            "keyPoints": [
                "Suggested orders for every store from your own sales data.",
                "A pilot in three stores without touching the ERP.",
                "Buyers review only the exceptions.",
                "Less fresh food binned after every promotion."
            ]
        }),
        PartAsked::Objections => json!({
            "pairs": [
                {
                    "objection": "We tried a forecasting tool before and the team went back to Excel.",
                    "response": "That happens when a tool replaces the buyer. FreshCast suggests each store's order next to what the buyer would have ordered, and the buyer only reviews the exceptions, so nobody has to give up their judgement.",
                    "proofPoint": "A buyer from a pilot chain saying, in a line, why they kept using it after the first month."
                },
                {
                    "objection": "Our data is a mess, you won't get anything useful out of it.",
                    "response": "Most chains say that first. We start from a plain CSV export of the sales you already keep, and the first weeks of a pilot show which lines the data can carry and which it cannot.",
                    "proofPoint": "A before-and-after of one store's fresh orders from the pilot, shown with the chain's permission."
                },
                {
                    "objection": "IT will not approve another integration this year.",
                    "response": "There is nothing to integrate for the pilot. A CSV export of your sales is all we need, and the ERP stays exactly as it is while the buyers judge the suggestions.",
                    "proofPoint": "The one-page list of what the pilot needs from IT, which is a sales export and nothing else."
                },
                {
                    "objection": "A computer doesn't know the school next door closes for the summer.",
                    "response": "It does not, and the store manager does. The suggested order is a starting point the buyer and the store adjust, and their changes are kept, so local knowledge stays in charge.",
                    "proofPoint": "A store manager's note on a week where their local change beat the suggestion, and how it was kept."
                }
            ]
        }),
    }
}

/// The company whose copy [`valid_content`] is, as the company API takes it.
pub fn sample_company() -> Value {
    json!({
        "name": "FreshCast",
        "description": "Store-level order suggestions for regional grocery chains.",
        "industry": "Technology",
        "competitors": "The buyer's spreadsheet, the ERP vendor's replenishment module",
        "productsServices": "Daily suggested orders per store, from the chain's own sales data.",
        "websiteUrl": "https://freshcast.example",
    })
}

/// [`sample_company`] and the interview's first sample answers.
pub fn sample_input() -> GenerationInput {
    let company: CompanyProfile = serde_json::from_value(sample_company()).unwrap();
    GenerationInput::from_sample(company, &SAMPLES[0])
}
