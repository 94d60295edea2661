//! The generation stream (`docs/content.md`, "The generation stream"): with
//! `Accept: text/event-stream`, `POST /api/content/generate` answers its
//! checks as usual (a 4xx before anything is written), then 200 with Server-Sent
//! Events: each stage as it starts and ends, the model's text as it arrives
//! (the LLM writer), and last either `done` with the same JSON as the plain
//! answer or `error` with the status it would have had.
//!
//! The work runs inside the stream, not beside it: when the client goes, the
//! response body is dropped and the work with it. The version and its credit
//! are stored in one transaction, so a generation left midway stores nothing
//! and spends nothing.

use std::{convert::Infallible, future::Future, time::Duration};

use axum::{
    http::{header, HeaderMap, HeaderName},
    response::{
        sse::{Event, KeepAlive, Sse},
        IntoResponse,
    },
};
use futures_util::{future::FusedFuture, FutureExt};
use serde::Serialize;
use tokio::sync::mpsc;

use super::Generated;
use crate::{
    error::AppResult,
    writer::{Progress, Report, Stage, StageStatus},
};

/// A comment line this often keeps proxies from closing a quiet stream, and
/// finds out a client that has gone.
const KEEP_ALIVE: Duration = Duration::from_secs(5);

/// Whether the caller asks for the stream.
pub fn wanted(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .any(|accept| accept.contains("text/event-stream"))
}

/// One `stage` event's data.
#[derive(Serialize)]
struct StageEvent {
    stage: Stage,
    status: StageStatus,
}

/// One `text` event's data: what the model wrote for a stage since the last one.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TextEvent<'a> {
    stage: Stage,
    delta: &'a str,
    /// The first text of a new call (a retry or a repair): it replaces the stage's text so far.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    restart: bool,
}

/// The events of `work`, which reports its stages to the progress it is given,
/// marked for proxies to pass on as they come (nginx buffers a response unless told
/// `X-Accel-Buffering: no`).
pub fn events<W, F>(work: W) -> impl IntoResponse
where
    W: FnOnce(Progress) -> F,
    F: Future<Output = AppResult<Generated>> + Send + 'static,
{
    let (sender, receiver) = mpsc::unbounded_channel();
    let work = work(Progress::to(sender));
    let last = async move {
        match work.await {
            Ok(generated) => json_event("done", &generated),
            Err(error) => json_event("error", &error.streamed()),
        }
    };
    // Stages first (`biased`), then the last event: the work's own sender goes
    // with it when it ends, so the channel then holds every stage it reported.
    let state = (Box::pin(last.fuse()), receiver, None::<Event>);
    let stage_events = futures_util::stream::unfold(state, |(mut work, mut receiver, mut last)| async move {
        loop {
            tokio::select! {
                biased;
                next = receiver.recv() => {
                    let event = match next {
                        Some(Report::Stage(stage, status)) => json_event("stage", &StageEvent { stage, status }),
                        Some(Report::Text { stage, delta, restart }) => {
                            json_event("text", &TextEvent { stage, delta: &delta, restart })
                        }
                        None => match last.take() {
                            Some(event) => event,
                            None if !work.is_terminated() => (&mut work).await,
                            None => return None,
                        },
                    };
                    return Some((Ok::<_, Infallible>(event), (work, receiver, last)));
                }
                event = &mut work, if !work.is_terminated() => last = Some(event),
            }
        }
    });
    (
        [(HeaderName::from_static("x-accel-buffering"), "no")],
        Sse::new(stage_events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)),
    )
}

fn json_event(name: &str, data: &impl Serialize) -> Event {
    Event::default()
        .event(name)
        .json_data(data)
        .unwrap_or_else(|_| Event::default().event("error").data("{\"status\":500}"))
}
