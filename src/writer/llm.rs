//! The LLM writer: a client of any OpenAI-compatible chat-completions endpoint
//! (OpenAI, Ollama, vLLM, llama.cpp's server) that writes a version's copy.
//!
//! A generation is three calls: the core messaging first, then the website and
//! the pitch content side by side, both built on that core. Each call asks for
//! its part's JSON schema (JSON mode once the endpoint has refused a schema),
//! parses the answer strictly and checks every field; an unusable answer is sent
//! back once for repair. Failed requests are retried here rather than by a
//! library, so each rule is ours: a 429 after its Retry-After, a 5xx or a
//! transport error after an exponential backoff, three attempts at most, each
//! with a timeout. Why reqwest and not async-openai: `docs/decisions.md`.

mod prompt;

use std::{
    error::Error,
    fmt::Write,
    sync::atomic::{AtomicBool, Ordering},
    time::Duration,
};

use chrono::{DateTime, Utc};
use eventsource_stream::{EventStreamError, Eventsource};
use futures_util::StreamExt;
use reqwest::{
    header::{HeaderMap, CONTENT_TYPE, RETRY_AFTER},
    StatusCode,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use url::Url;

use self::prompt::{Part, Schema};
use super::{
    fields, quality::Gate, rewrite::Rewrite, target::Shape, voice::Suggestion, CoreMessaging, GeneratedContent,
    GenerationInput, ObjectionSheet, PitchContent, Previous, Progress, Stage, WebsiteContent, Writer,
};
use crate::{config::LlmConfig, domain::PreferredTerm, logging::Untrusted, timestamp::now};

/// Why the LLM writer wrote nothing. The texts never hold the API key or a
/// request header; what the endpoint said is quoted, escaped, cut at 200
/// characters and has the key cut out.
#[derive(Debug, thiserror::Error)]
pub enum GenerationError {
    /// One call ran over `LLM_TIMEOUT`. Not retried: a second wait as long
    /// would outlast the user's patience and the request's own time limit.
    #[error("the language model did not answer within {0:?}")]
    Timeout(Duration),
    /// The endpoint kept answering 429, or asked for a longer wait than
    /// [`LlmWriter::MAX_RETRY_AFTER`]; `retry_after` is its last asked wait.
    #[error("the language model's service is rate-limited{}", wait_asked(.retry_after))]
    RateLimited { retry_after: Option<Duration> },
    /// The endpoint could not be reached (no `status`), kept failing (5xx),
    /// refused the request (4xx: a wrong key, model or URL, or no quota left),
    /// or answered something other than a chat completion.
    #[error("the language model's service {detail}")]
    Unavailable { status: Option<u16>, detail: String },
    /// The model's answer for a part (`coreMessaging`, `website`, `pitch`) is not
    /// the content asked for (after one repair when it was JSON that failed).
    #[error("the language model's {part} answer is not usable: {problem}")]
    InvalidOutput { part: &'static str, problem: String },
}

fn wait_asked(retry_after: &Option<Duration>) -> String {
    retry_after
        .map(|wait| format!(" (it asks to wait {wait:?})"))
        .unwrap_or_default()
}

/// Writes a version's copy with the configured model. One per process: it
/// keeps its HTTP connections and remembers when the endpoint refused schemas.
pub struct LlmWriter {
    http: reqwest::Client,
    endpoint: Url,
    /// Sent only as the bearer token; cut out of any text the endpoint answers.
    api_key: Option<String>,
    model: String,
    system_prompt: String,
    timeout: Duration,
    backoff_base: Duration,
    /// Set once the endpoint refused a JSON schema: later calls ask for JSON mode.
    json_mode_only: AtomicBool,
}

impl LlmWriter {
    /// Attempts per call, the first included, when it meets a 429, a 5xx or a transport error.
    pub const ATTEMPTS: u32 = 3;
    /// The wait before the second attempt; the third waits twice as long (both with jitter).
    pub const BACKOFF_BASE: Duration = Duration::from_millis(500);
    /// Some freedom of wording, so a new version reads anew, but not so much that
    /// the model strays from the brief.
    pub const TEMPERATURE: f32 = 0.7;
    /// The longest Retry-After honoured; a longer one fails the call at once,
    /// so the user hears "try again later" instead of waiting for minutes.
    pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(20);

    pub fn new(config: &LlmConfig) -> Self {
        let http = reqwest::Client::builder()
            // A chat-completions endpoint that redirects is misconfigured, and
            // following would turn the POST into a GET: say so instead.
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("pitchwise/", env!("CARGO_PKG_VERSION")))
            .build()
            .expect("the HTTP client's TLS backend starts");
        Self {
            http,
            endpoint: chat_completions_url(&config.base_url),
            api_key: config.api_key.clone(),
            model: config.model.clone(),
            system_prompt: prompt::system_prompt(),
            timeout: config.timeout,
            backoff_base: Self::BACKOFF_BASE,
            json_mode_only: AtomicBool::new(false),
        }
    }

    /// The model and endpoint, for the start-up log (never the key).
    pub fn describe(&self) -> String {
        let key = if self.api_key.is_some() { "with" } else { "without" };
        format!("model {} at {} ({key} an API key)", self.model, self.endpoint)
    }

    /// With another wait before the second attempt (tests and benchmarks wait less).
    pub fn with_backoff_base(self, backoff_base: Duration) -> Self {
        Self { backoff_base, ..self }
    }

    /// The core messaging, then the website, the pitch content and the objection sheet side by side.
    pub async fn write(&self, input: &GenerationInput) -> Result<GeneratedContent, GenerationError> {
        self.write_reporting(input, &Progress::default()).await
    }

    /// [`LlmWriter::write`], reporting each part as it begins and ends.
    pub async fn write_reporting(
        &self,
        input: &GenerationInput,
        progress: &Progress,
    ) -> Result<GeneratedContent, GenerationError> {
        let asking = Asking::new(input);
        progress.started(Stage::Core);
        let core = self.ask::<CoreMessaging>(&asking, None, progress).await?;
        progress.done(Stage::Core);
        // The sheet answers objections in the words of the core messaging, beside the website and the pitches.
        let (mut content, sheet) = tokio::try_join!(
            self.assets(&asking, core.content.clone(), progress),
            progress.around(
                Stage::Objections,
                self.ask::<ObjectionSheet>(&asking, Some(&core.content), progress)
            ),
        )?;
        content.objections = Some(sheet.content);
        content.tokens_used = add_tokens(add_tokens(core.tokens, content.tokens_used), sheet.tokens);
        Ok(content)
    }

    /// The website and the pitch content written again from `core` (a sync; the
    /// objection sheet, written from the answers, is the caller's to keep).
    pub async fn write_assets(
        &self,
        input: &GenerationInput,
        core: &CoreMessaging,
    ) -> Result<GeneratedContent, GenerationError> {
        self.assets(&Asking::new(input), core.clone(), &Progress::default())
            .await
    }

    /// The website and the pitch content built on `core`, side by side.
    async fn assets(
        &self,
        asking: &Asking<'_>,
        core: CoreMessaging,
        progress: &Progress,
    ) -> Result<GeneratedContent, GenerationError> {
        let (website, pitch) = tokio::try_join!(
            progress.around(
                Stage::Website,
                self.ask::<WebsiteContent>(asking, Some(&core), progress)
            ),
            progress.around(Stage::Pitch, self.ask::<PitchContent>(asking, Some(&core), progress)),
        )?;
        Ok(GeneratedContent {
            tokens_used: add_tokens(website.tokens, pitch.tokens),
            core,
            website: website.content,
            pitch: pitch.content,
            objections: None,
            writer: Writer::Model(self.model.clone()),
        })
    }

    /// One part: a call, and one repair call when its answer is not the part's
    /// JSON, fails a field check or a rule of the quality gate (each failure named
    /// by its field). What the repaired answer still fails is kept, with the flags
    /// the version's quality report shows.
    async fn ask<P: Part>(
        &self,
        asking: &Asking<'_>,
        core: Option<&CoreMessaging>,
        progress: &Progress,
    ) -> Result<Answered<P>, GenerationError> {
        let task = prompt::task::<P>(&asking.brief, core, asking.previous);
        let system = Message::new("system", &self.system_prompt);
        let user = Message::new("user", &task);
        let call = Call::of::<P>();
        let first = self.complete(&call, &[system, user], progress).await?;
        let problems = match parse::<P>(&first.text) {
            Ok(content) => {
                let problems = gate_problems(&asking.gate, &content);
                if problems.is_empty() {
                    return Ok(Answered {
                        content,
                        tokens: first.tokens,
                    });
                }
                problems
            }
            Err(problem) => vec![problem],
        };
        tracing::warn!(
            part = P::NAME,
            problems = ?Untrusted(&problems.join("; ")),
            "the model's answer is not usable as it is; asking once for a repair"
        );
        let repair = prompt::repair_request(&problems);
        let second = self
            .complete(
                &call,
                &[
                    system,
                    user,
                    Message::new("assistant", &first.text),
                    Message::new("user", &repair),
                ],
                progress,
            )
            .await?;
        let tokens = add_tokens(first.tokens, second.tokens);
        parse::<P>(&second.text)
            .map(|content| Answered { content, tokens })
            .map_err(|problem| {
                tracing::warn!(
                    part = P::NAME,
                    problem = ?Untrusted(&problem),
                    "the model's repaired answer is not usable either"
                );
                GenerationError::InvalidOutput { part: P::NAME, problem }
            })
    }

    /// Options for one part of `content`, `rewrite.count` of them: one call
    /// with the whole version and the user's instruction, and one repair call
    /// when the answer is unusable (not the options asked for, an option of the
    /// wrong shape or the same as another) or an option fails the gate, repeats
    /// the version or misses the asked length. What the repaired answer still
    /// fails of the gate is kept, as in a generation.
    pub async fn rewrite(
        &self,
        input: &GenerationInput,
        content: &GeneratedContent,
        rewrite: &Rewrite,
    ) -> Result<Rewritten, GenerationError> {
        const PART: &str = "rewrite";
        let Asking { brief, gate, .. } = Asking::new(input);
        let task = prompt::rewrite_task(&brief, content, rewrite);
        let call = Call {
            name: PART,
            schema_name: PART,
            schema: prompt::options_schema(rewrite),
            max_tokens: room_for(rewrite),
            stage: None,
        };
        let system = Message::new("system", &self.system_prompt);
        let user = Message::new("user", &task);
        let unwatched = Progress::default();
        let first = self.complete(&call, &[system, user], &unwatched).await?;
        let problems = match parse_options(&first.text, content, rewrite) {
            Ok(options) => {
                let problems = option_problems(&gate, content, rewrite, &options);
                if problems.is_empty() {
                    return Ok(Rewritten {
                        options,
                        tokens: first.tokens,
                    });
                }
                problems
            }
            Err(problem) => vec![problem],
        };
        tracing::warn!(
            part = PART,
            problems = ?Untrusted(&problems.join("; ")),
            "the model's options are not usable as they are; asking once for a repair"
        );
        let repair = prompt::repair_request(&problems);
        let assistant = Message::new("assistant", &first.text);
        let second = self
            .complete(
                &call,
                &[system, user, assistant, Message::new("user", &repair)],
                &unwatched,
            )
            .await?;
        let tokens = add_tokens(first.tokens, second.tokens);
        parse_options(&second.text, content, rewrite)
            .map(|options| Rewritten { options, tokens })
            .map_err(|problem| GenerationError::InvalidOutput { part: PART, problem })
    }

    /// Tone words, preferred terms and a reading level heard in copy the company
    /// publishes: one call, no repair (a suggestion the user accepts or not);
    /// what breaks the guide's limits is left out.
    pub async fn learn_voice(&self, text: &str) -> Result<Suggestion, GenerationError> {
        const PART: &str = "voice";
        let call = Call {
            name: PART,
            schema_name: "voice_analysis",
            schema: prompt::voice_schema(),
            max_tokens: 400,
            stage: None,
        };
        let task = prompt::voice_task(text);
        let messages = [
            Message::new("system", prompt::VOICE_SYSTEM_PROMPT),
            Message::new("user", &task),
        ];
        let reply = self.complete(&call, &messages, &Progress::default()).await?;
        let json = json_object_in(&reply.text).unwrap_or(&reply.text);
        let analysis: VoiceAnalysis = serde_json::from_str(json).map_err(|e| invalid(PART, &e.to_string()))?;
        let level = analysis.reading_level.unwrap_or_default().trim().to_lowercase();
        let suggestion = Suggestion {
            tone: analysis.tone,
            preferred_terms: analysis.preferred_terms,
            // "Plain" or "plain": a level it does not know is none.
            reading_level: serde_json::from_value(Value::String(level)).ok(),
        };
        Ok(suggestion.within_limits())
    }

    /// One call: retried on a 429, a 5xx or a transport error, and sent again
    /// in JSON mode when the endpoint refuses the schema. Streamed, its text
    /// told to `progress` as it arrives, when someone watches the call's stage.
    async fn complete(
        &self,
        call: &Call,
        messages: &[Message<'_>],
        progress: &Progress,
    ) -> Result<Reply, GenerationError> {
        let mut attempt = 1;
        let mut max_tokens = call.max_tokens;
        loop {
            let json_mode = self.json_mode_only.load(Ordering::Relaxed);
            let wait = match self.send(call, messages, json_mode, max_tokens, progress).await {
                // Cut off: the same request would be cut again; once, ask with room to finish.
                Ok(reply) if reply.truncated && max_tokens == call.max_tokens => {
                    tracing::warn!(
                        part = call.name,
                        max_tokens,
                        "the model ran out of room; asking again with twice as much"
                    );
                    max_tokens *= 2;
                    continue;
                }
                Ok(reply) => return Ok(reply),
                Err(Failure::SchemaRefused(error)) if !json_mode => {
                    tracing::warn!(
                        part = call.name,
                        %error,
                        "the endpoint takes no JSON schema; asking for JSON mode from now on"
                    );
                    self.json_mode_only.store(true, Ordering::Relaxed);
                    continue;
                }
                Err(Failure::Transient { error, retry_after }) if attempt < Self::ATTEMPTS => {
                    let wait = retry_after.unwrap_or_else(|| self.backoff(attempt));
                    tracing::warn!(
                        part = call.name,
                        attempt,
                        %error,
                        "the model's call failed; trying again in {wait:?}"
                    );
                    wait
                }
                Err(failure) => {
                    let error = failure.into_error();
                    tracing::warn!(part = call.name, attempt, %error, "the model's call failed");
                    return Err(error);
                }
            };
            tokio::time::sleep(wait).await;
            attempt += 1;
        }
    }

    /// One HTTP request and what came of it.
    async fn send(
        &self,
        call: &Call,
        messages: &[Message<'_>],
        json_mode: bool,
        max_tokens: u32,
        progress: &Progress,
    ) -> Result<Reply, Failure> {
        let streamed = call.stage.filter(|_| progress.is_watched());
        let response_format = if json_mode {
            ResponseFormat::JsonObject
        } else {
            ResponseFormat::JsonSchema {
                json_schema: JsonSchema {
                    name: call.schema_name,
                    strict: true,
                    schema: &call.schema,
                },
            }
        };
        let mut request = self
            .http
            .post(self.endpoint.clone())
            .timeout(self.timeout)
            .json(&ChatRequest {
                model: &self.model,
                messages,
                response_format,
                temperature: Self::TEMPERATURE,
                max_tokens,
                stream: streamed.is_some(),
                stream_options: streamed.map(|_| StreamOptions { include_usage: true }),
            });
        if let Some(key) = &self.api_key {
            request = request.bearer_auth(key);
        }
        let response = request.send().await.map_err(|e| self.transport_failure(e))?;
        let status = response.status();
        let retry_after = retry_after(response.headers());
        // A server that does not stream answers the whole completion: it is read as one.
        let is_event_stream = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("text/event-stream"));
        if let (Some(stage), true, true) = (streamed, status.is_success(), is_event_stream) {
            return self.streamed_reply(call.name, response, stage, progress).await;
        }
        let body = response.text().await.map_err(|e| self.transport_failure(e))?;
        if !status.is_success() {
            return Err(self.refusal(status, retry_after, &body));
        }
        let completion: ChatCompletion = serde_json::from_str(&body).map_err(|e| self.not_a_completion(&e))?;
        let mut choices = completion.choices.into_iter();
        let (text, refusal, finish_reason) = match choices.next() {
            Some(Choice { message, finish_reason }) => (message.content, message.refusal, finish_reason),
            None => return Err(Failure::Final(invalid(call.name, "the answer holds no choices"))),
        };
        let tokens = completion.usage.and_then(|usage| usage.total_tokens);
        self.reply(call.name, text, refusal, finish_reason.as_deref(), tokens)
    }

    /// A streamed chat completion (`stream: true`), its text told to `progress`
    /// chunk by chunk; read to its end, as the whole answer would be.
    async fn streamed_reply(
        &self,
        part: &'static str,
        response: reqwest::Response,
        stage: Stage,
        progress: &Progress,
    ) -> Result<Reply, Failure> {
        let mut events = response.bytes_stream().eventsource();
        let (mut text, mut refusal) = (String::new(), String::new());
        let (mut finish_reason, mut tokens) = (None, None);
        let mut ended = false;
        while let Some(event) = events.next().await {
            let event = event.map_err(|error| match error {
                EventStreamError::Transport(error) => self.transport_failure(error),
                other => self.not_a_completion(&other),
            })?;
            if event.data.trim() == "[DONE]" {
                ended = true;
                break;
            }
            let chunk: ChatChunk = serde_json::from_str(&event.data).map_err(|e| self.not_a_completion(&e))?;
            if let Some(error) = chunk.error {
                return Err(Failure::Final(GenerationError::Unavailable {
                    status: Some(StatusCode::OK.as_u16()),
                    detail: format!(
                        "broke off its answer: {}",
                        self.quoted(&error_message(&error.to_string()))
                    ),
                }));
            }
            if let Some(usage) = chunk.usage {
                tokens = usage.total_tokens;
            }
            for choice in chunk.choices.into_iter().filter(|choice| choice.index == 0) {
                if let Some(delta) = choice.delta.content.filter(|delta| !delta.is_empty()) {
                    progress.text(stage, &delta, text.is_empty());
                    text.push_str(&delta);
                }
                refusal.extend(choice.delta.refusal);
                finish_reason = choice.finish_reason.or(finish_reason);
            }
        }
        if !ended && finish_reason.is_none() {
            // The connection closed midway: worth another attempt, as a reset would be.
            return Err(Failure::Transient {
                error: GenerationError::Unavailable {
                    status: None,
                    detail: "broke off its answer midway".into(),
                },
                retry_after: None,
            });
        }
        let text = (!text.is_empty()).then_some(text);
        let refusal = (!refusal.is_empty()).then_some(refusal);
        self.reply(part, text, refusal, finish_reason.as_deref(), tokens)
    }

    /// The text of a completion's first choice (whole or streamed), and the tokens it cost.
    fn reply(
        &self,
        part: &'static str,
        text: Option<String>,
        refusal: Option<String>,
        finish_reason: Option<&str>,
        tokens: Option<u32>,
    ) -> Result<Reply, Failure> {
        match (text, refusal) {
            (Some(text), _) if !text.trim().is_empty() => Ok(Reply {
                text,
                tokens,
                truncated: finish_reason == Some("length"),
            }),
            (_, Some(refusal)) => Err(Failure::Final(invalid(
                part,
                &format!("the model refused: {}", self.quoted(&refusal)),
            ))),
            _ => Err(Failure::Final(invalid(part, "the answer holds no message content"))),
        }
    }

    fn not_a_completion(&self, error: &dyn std::fmt::Display) -> Failure {
        Failure::Final(GenerationError::Unavailable {
            status: Some(StatusCode::OK.as_u16()),
            detail: format!(
                "answered something other than a chat completion: {}",
                self.quoted(&error.to_string())
            ),
        })
    }

    /// What an answer other than 2xx means for the call.
    fn refusal(&self, status: StatusCode, retry_after: Option<Duration>, body: &str) -> Failure {
        let error = GenerationError::Unavailable {
            status: Some(status.as_u16()),
            detail: format!("answered {status}: {}", self.quoted(&error_message(body))),
        };
        // OpenAI answers 429 when the account has no quota left: waiting will not help.
        let rate_limited = status == StatusCode::TOO_MANY_REQUESTS && !body.contains("insufficient_quota");
        if rate_limited || status.is_server_error() {
            let error = if rate_limited {
                GenerationError::RateLimited { retry_after }
            } else {
                error
            };
            match retry_after {
                Some(wait) if wait > Self::MAX_RETRY_AFTER => Failure::Final(error),
                _ => Failure::Transient { error, retry_after },
            }
        } else if status == StatusCode::BAD_REQUEST && names_the_response_format(body) {
            Failure::SchemaRefused(error)
        } else {
            Failure::Final(error)
        }
    }

    fn transport_failure(&self, error: reqwest::Error) -> Failure {
        if error.is_timeout() {
            return Failure::Final(GenerationError::Timeout(self.timeout));
        }
        // Without the URL: a base URL may carry credentials of its own.
        let cause = error_chain(&error.without_url());
        Failure::Transient {
            error: GenerationError::Unavailable {
                status: None,
                detail: format!("could not be reached: {}", self.quoted(&cause)),
            },
            retry_after: None,
        }
    }

    /// Text the endpoint chose, fit for an error or a log line: the key cut
    /// out (some services echo it back), quoted, escaped and cut short.
    fn quoted(&self, text: &str) -> String {
        let text = match &self.api_key {
            Some(key) => text.replace(key.as_str(), "[API key]"),
            None => text.to_owned(),
        };
        format!("{:?}", Untrusted(&text))
    }

    /// The wait after failed attempt `attempt` (from 1): the base doubled each
    /// time, less up to half at random so that writers failing together do not
    /// come back together.
    fn backoff(&self, attempt: u32) -> Duration {
        let doubled = self.backoff_base.saturating_mul(1 << (attempt - 1).min(16));
        doubled.mul_f64(rand::random_range(0.5..=1.0))
    }
}

fn invalid(part: &'static str, problem: &str) -> GenerationError {
    GenerationError::InvalidOutput {
        part,
        problem: problem.to_owned(),
    }
}

/// `{base}/chat/completions`, the base URL's path kept (`/v1` for most servers).
fn chat_completions_url(base: &Url) -> Url {
    let mut url = base.clone();
    url.set_path(&format!("{}/chat/completions", base.path().trim_end_matches('/')));
    url
}

/// The wait the endpoint asks for: `Retry-After` in seconds or as an HTTP date.
fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<f64>() {
        return Duration::try_from_secs_f64(seconds).ok();
    }
    let at = DateTime::parse_from_rfc2822(value).ok()?;
    Some((at.with_timezone(&Utc) - now()).to_std().unwrap_or_default())
}

/// The message of an error answer: OpenAI's `{"error": {"message"}}`, vLLM's
/// older `{"message"}`, Ollama's `{"error": "..."}`, or the body as it is.
fn error_message(body: &str) -> String {
    let parsed: Option<Value> = serde_json::from_str(body).ok();
    let message = parsed.as_ref().and_then(|error| {
        [&error["error"]["message"], &error["message"], &error["error"]]
            .into_iter()
            .find_map(Value::as_str)
    });
    message.unwrap_or(body).trim().to_owned()
}

/// Whether a 400 is about the response format (the endpoint takes no JSON schema).
fn names_the_response_format(body: &str) -> bool {
    let body = body.to_ascii_lowercase();
    body.contains("response_format") || body.contains("json_schema")
}

fn error_chain(error: &dyn Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let _ = write!(text, ": {cause}");
        source = cause.source();
    }
    text
}

/// Tokens of two calls: the sum of those reported, `None` when neither was.
fn add_tokens(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    a.into_iter().chain(b).reduce(u32::saturating_add)
}

/// The answer's JSON as the part, every field checked; else what is wrong, as
/// the repair request tells the model. JSON in a code fence or after a line of
/// prose (as local models often answer) is read where it stands.
fn parse<P: Part>(text: &str) -> Result<P, String> {
    let json = json_object_in(text).unwrap_or(text);
    let content: P = serde_json::from_str(json).map_err(|e| format!("it is not the JSON object asked for ({e})"))?;
    content.validate().map_err(|e| format!("the field {e}"))?;
    Ok(content)
}

/// The outermost `{...}` of `text`, when there is text around it.
fn json_object_in(text: &str) -> Option<&str> {
    let start = text.find('{')?;
    let end = text.rfind('}')?;
    (start < end).then(|| &text[start..=end])
}

/// What the quality gate finds in a part, each line naming its field:
/// "pitch.pitch3min: has 120 words; write 400-480".
fn gate_problems<P: Part>(gate: &Gate, content: &P) -> Vec<String> {
    gate.asset_report(content)
        .iter()
        .flat_map(|(path, quality)| {
            quality
                .flags
                .iter()
                .map(move |flag| format!("{path}: {}", flag.message))
        })
        .collect()
}

/// Room for a rewrite's answer: its options at the field's longest, in tokens, twice over.
fn room_for(rewrite: &Rewrite) -> u32 {
    let field = rewrite.target.field;
    let words = match rewrite.target.shape {
        Shape::Text => field.words.as_ref().map_or(50, |words| *words.end()),
        // Each of its texts at its longest: a title and a description, or an objection's three.
        Shape::Item => field.items.as_ref().map_or(40, |_| {
            fields::of(field.asset)
                .filter(|part| part.path.starts_with(&format!("{}.", field.path)))
                .filter_map(|part| part.words.as_ref().map(|words| *words.end()))
                .sum()
        }),
        Shape::List => {
            field.items.as_ref().map_or(6, |items| *items.end()) * field.words.as_ref().map_or(15, |words| *words.end())
        }
    };
    let tokens = 2 * words * rewrite.count + 100;
    u32::try_from(tokens).unwrap_or(u32::MAX)
}

/// The options of a rewrite's answer, each checked to fit the version (its
/// shape, the field checks) and none the same as the current text or another.
fn parse_options(text: &str, content: &GeneratedContent, rewrite: &Rewrite) -> Result<Vec<Value>, String> {
    #[derive(Deserialize)]
    struct Options {
        options: Vec<Value>,
    }
    let json = json_object_in(text).unwrap_or(text);
    let Options { options } =
        serde_json::from_str(json).map_err(|e| format!("it is not the JSON object asked for ({e})"))?;
    if options.len() != rewrite.count {
        return Err(format!(
            "it holds {} options; write exactly {}",
            options.len(),
            rewrite.count
        ));
    }
    let current = rewrite.target.value_in(content);
    let path = rewrite.target.path();
    for (n, option) in options.iter().enumerate() {
        let mut changed = content.clone();
        if !rewrite.target.set(&mut changed, option.clone()) {
            return Err(format!("option {} is not a value of {path}'s shape", n + 1));
        }
        changed
            .validate()
            .map_err(|e| format!("option {}: the field {e}", n + 1))?;
        if current.as_ref() == Some(option) || options[..n].contains(option) {
            return Err(format!(
                "option {} is the same as the current {path} or another option",
                n + 1
            ));
        }
    }
    Ok(options)
}

/// What is wrong with usable options, each line naming the option: the gate's
/// flags of its texts, a repeat of the version, a missed length.
fn option_problems(gate: &Gate, content: &GeneratedContent, rewrite: &Rewrite, options: &[Value]) -> Vec<String> {
    let Some(current) = rewrite.target.value_in(content) else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    for (n, option) in options.iter().enumerate() {
        if !rewrite.qualifies(content, &current, option, &options[..n]) {
            problems.push(format!(
                "option {}: it repeats a sentence of the version or another option, or misses the length asked for",
                n + 1
            ));
        }
        let mut changed = content.clone();
        rewrite.target.set(&mut changed, option.clone());
        let report = gate.texts_report(changed.asset_texts(rewrite.target.field.asset));
        for (path, quality) in report.iter().filter(|(path, _)| rewrite.target.covers(path)) {
            problems.extend(
                quality
                    .flags
                    .iter()
                    .map(|flag| format!("option {}, {path}: {}", n + 1, flag.message)),
            );
        }
    }
    problems
}

/// How one call failed, and what is worth doing about it.
enum Failure {
    /// Worth another attempt, after `retry_after` when the endpoint named a wait.
    Transient {
        error: GenerationError,
        retry_after: Option<Duration>,
    },
    /// A 400 about the response format: the endpoint takes no JSON schema.
    SchemaRefused(GenerationError),
    /// Another attempt would fail alike.
    Final(GenerationError),
}

impl Failure {
    fn into_error(self) -> GenerationError {
        match self {
            Failure::Transient { error, .. } | Failure::SchemaRefused(error) | Failure::Final(error) => error,
        }
    }
}

/// The options of a rewrite, and the tokens they cost.
pub struct Rewritten {
    pub options: Vec<Value>,
    pub tokens: Option<u32>,
}

/// A part as the model wrote it, and the tokens it cost.
struct Answered<P> {
    content: P,
    tokens: Option<u32>,
}

/// The text of one call's answer, and the tokens it cost.
struct Reply {
    text: String,
    tokens: Option<u32>,
    /// The model stopped at `max_tokens` (`finish_reason: "length"`).
    truncated: bool,
}

/// What every call of one generation writes from and is checked against.
struct Asking<'a> {
    brief: String,
    gate: Gate,
    previous: Option<&'a Previous>,
}

impl<'a> Asking<'a> {
    fn new(input: &'a GenerationInput) -> Self {
        Self {
            brief: prompt::brief(input),
            gate: Gate::new(input),
            previous: input.previous.as_ref(),
        }
    }
}

#[derive(Clone, Copy, Serialize)]
struct Message<'a> {
    role: &'static str,
    content: &'a str,
}

impl<'a> Message<'a> {
    fn new(role: &'static str, content: &'a str) -> Self {
        Self { role, content }
    }
}

/// A voice analysis as the model answers it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct VoiceAnalysis {
    #[serde(default)]
    tone: Vec<String>,
    #[serde(default)]
    preferred_terms: Vec<PreferredTerm>,
    reading_level: Option<String>,
}

/// What one kind of call asks for: its name in the logs and errors, its answer's schema and room.
struct Call {
    name: &'static str,
    schema_name: &'static str,
    schema: Schema,
    max_tokens: u32,
    /// The generation's stage whose stream shows the call's text; none for a rewrite.
    stage: Option<Stage>,
}

impl Call {
    fn of<P: Part>() -> Self {
        Self {
            name: P::NAME,
            schema_name: P::SCHEMA_NAME,
            schema: prompt::schema::<P>(),
            max_tokens: P::MAX_TOKENS,
            stage: Some(P::STAGE),
        }
    }
}

#[derive(Serialize)]
struct ChatRequest<'a> {
    model: &'a str,
    messages: &'a [Message<'a>],
    response_format: ResponseFormat<'a>,
    temperature: f32,
    max_tokens: u32,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stream: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    stream_options: Option<StreamOptions>,
}

/// Asks for the tokens used in a last chunk of the stream (OpenAI, vLLM, llama.cpp, Ollama).
#[derive(Serialize)]
struct StreamOptions {
    include_usage: bool,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ResponseFormat<'a> {
    /// Any JSON object (JSON mode): for endpoints that take no schema.
    JsonObject,
    JsonSchema {
        json_schema: JsonSchema<'a>,
    },
}

#[derive(Serialize)]
struct JsonSchema<'a> {
    name: &'static str,
    strict: bool,
    schema: &'a Schema,
}

/// What the writer reads of a chat completion; servers add fields of their own
/// (and OpenAI adds new ones), which are ignored.
#[derive(Deserialize)]
struct ChatCompletion {
    #[serde(default)]
    choices: Vec<Choice>,
    usage: Option<Usage>,
}

#[derive(Deserialize)]
struct Choice {
    message: AnswerMessage,
    finish_reason: Option<String>,
}

#[derive(Deserialize)]
struct AnswerMessage {
    content: Option<String>,
    /// Set instead of `content` when a model with structured outputs declines.
    refusal: Option<String>,
}

/// One chunk of a streamed completion; the last may hold only `usage`, and a
/// server that fails midway may send `{"error": ...}` instead.
#[derive(Deserialize)]
struct ChatChunk {
    #[serde(default)]
    choices: Vec<ChunkChoice>,
    usage: Option<Usage>,
    error: Option<Value>,
}

#[derive(Deserialize)]
struct ChunkChoice {
    #[serde(default)]
    index: u32,
    #[serde(default)]
    delta: Delta,
    finish_reason: Option<String>,
}

#[derive(Default, Deserialize)]
struct Delta {
    content: Option<String>,
    refusal: Option<String>,
}

#[derive(Deserialize)]
struct Usage {
    total_tokens: Option<u32>,
}

#[cfg(test)]
mod tests {
    use reqwest::header::HeaderValue;

    use super::*;

    #[test]
    fn retry_after_reads_seconds_and_dates() {
        let headers = |value: &str| HeaderMap::from_iter([(RETRY_AFTER, HeaderValue::from_str(value).unwrap())]);
        assert_eq!(retry_after(&headers("1")), Some(Duration::from_secs(1)));
        assert_eq!(retry_after(&headers(" 2.5 ")), Some(Duration::from_millis(2500)));
        assert_eq!(retry_after(&headers("-1")), None);
        assert_eq!(retry_after(&headers("soon")), None);
        assert_eq!(
            retry_after(&headers("Wed, 21 Oct 2015 07:28:00 GMT")),
            Some(Duration::ZERO),
            "a date gone by means now"
        );
        let later = (now() + chrono::Duration::seconds(30)).to_rfc2822();
        let wait = retry_after(&headers(&later)).unwrap();
        assert!(
            wait > Duration::from_secs(28) && wait <= Duration::from_secs(30),
            "{wait:?}"
        );
        assert_eq!(retry_after(&HeaderMap::new()), None);
    }

    #[test]
    fn the_endpoint_keeps_the_base_path() {
        for (base, endpoint) in [
            (
                "http://localhost:11434/v1",
                "http://localhost:11434/v1/chat/completions",
            ),
            (
                "https://api.openai.com/v1/",
                "https://api.openai.com/v1/chat/completions",
            ),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/chat/completions"),
        ] {
            assert_eq!(chat_completions_url(&base.parse().unwrap()).as_str(), endpoint);
        }
    }

    #[test]
    fn error_messages_are_read_from_each_servers_shape() {
        for body in [
            r#"{"error": {"message": "model not found", "type": "invalid_request_error", "code": 404}}"#,
            r#"{"object": "error", "message": "model not found", "code": 404}"#,
            r#"{"error": "model not found"}"#,
            " model not found\n",
        ] {
            assert_eq!(error_message(body), "model not found", "{body}");
        }
    }

    #[test]
    fn tokens_add_up_when_reported() {
        assert_eq!(add_tokens(None, None), None);
        assert_eq!(add_tokens(Some(3), None), Some(3));
        assert_eq!(add_tokens(Some(3), Some(4)), Some(7));
    }
}
