//! A local OpenAI-compatible chat-completions endpoint standing in for OpenAI,
//! Ollama, vLLM or llama.cpp's server: `POST /v1/chat/completions` answers as
//! OpenAI does (`id`, `object`, `created`, `model`, `choices`, `usage`).
//!
//! The LLM writer's tests script the answers per part (the core messaging, the
//! website, the pitch), one queue each, so that the two calls running side by
//! side never take each other's; a part without a script answers valid content.
//! Every request is recorded with its headers, its body and when it arrived and
//! was answered. `examples/llm_stand_in.rs` runs it as a program, and
//! `examples/bench_llm_writer.rs` times the writer against it.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use chrono::Utc;
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
}

/// One scripted answer.
#[derive(Clone, Debug)]
pub struct Reply {
    status: StatusCode,
    headers: Vec<(&'static str, String)>,
    body: Body,
    delay: Duration,
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
                requests: Vec::new(),
            })),
        };
        let router = Router::new()
            .route("/v1/chat/completions", post(chat_completions))
            .with_state(stand_in.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        stand_in
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
    let body = match reply.body {
        Body::Valid => completion(&model, &valid_content(part).to_string()),
        Body::Content(text) => completion(&model, &text),
        Body::Json(body) => body,
    };
    let mut response = (reply.status, Json(body)).into_response();
    for (name, value) in reply.headers {
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
        Some(_) => PartAsked::Core,
        None => {
            let task = body["messages"][1]["content"].as_str().unwrap_or_default();
            let task = task.rsplit("# Task").next().unwrap_or_default();
            if task.contains("pitch30sec") {
                PartAsked::Pitch
            } else if task.contains("headline") {
                PartAsked::Website
            } else {
                PartAsked::Core
            }
        }
    }
}

fn completion(model: &Value, content: &str) -> Value {
    json!({
        "id": format!("chatcmpl-{}", uuid::Uuid::new_v4().simple()),
        "object": "chat.completion",
        "created": Utc::now().timestamp(),
        "model": model,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content},
            "finish_reason": "stop",
        }],
        "usage": {"prompt_tokens": TOKENS_PER_CALL - 20, "completion_tokens": 20, "total_tokens": TOKENS_PER_CALL},
    })
}

/// Content of the part that passes every field check.
pub fn valid_content(part: PartAsked) -> Value {
    match part {
        PartAsked::Core => json!({
            "problemStatement": "Store managers hear about the empty strawberry shelf from a shopper on Saturday.",
            "valueProposition": "Order suggestions per store from the sales data you already have.",
            "competitiveDifferentiation": "Spreadsheets forget the weather; FreshCast does not.",
        }),
        PartAsked::Website => json!({
            "headline": "Never run out of strawberries on Saturday",
            "subheading": "Store-level order suggestions for regional grocers.",
            "valuePropositions": [
                {"title": "Full shelves", "description": "Fewer empty shelves at the weekend."},
                {"title": "Less waste", "description": "Less yogurt thrown away on Tuesday."},
                {"title": "No new system", "description": "Works from the ERP's CSV export."},
            ],
            "ctaText": "See your store's numbers",
        }),
        PartAsked::Pitch => json!({
            "pitch30sec": "Saturday, eleven o'clock, the strawberries are gone.",
            "pitch1min": "Your buyers order on Thursday from last year's numbers.",
            "pitch3min": "Three weekends in a row the shelf was empty by eleven.",
            "keyPoints": ["Full shelves at the weekend.", "Less waste on Tuesday.", "No new system."],
        }),
    }
}

/// A company and the interview's first sample answers.
pub fn sample_input() -> GenerationInput {
    let company = CompanyProfile {
        name: "FreshCast".into(),
        description: "Store-level order suggestions for regional grocery chains.".into(),
        industry: "Technology".into(),
        competitors: "The buyer's spreadsheet, the ERP vendor's replenishment module".into(),
        products_services: "Daily suggested orders per store, from the chain's own sales data.".into(),
        website_url: "https://freshcast.example".into(),
    };
    GenerationInput::from_sample(company, &SAMPLES[0])
}
