//! How long a request may take, and what becomes of a connection whose
//! request body was never read.

use std::{
    pin::Pin,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    task::{Context, Poll},
    time::Duration,
};

use axum::{
    body::{Body, Bytes},
    extract::{Request, State},
    http::{header, HeaderValue},
    middleware::Next,
    response::{IntoResponse, Response},
};
use hyper::body::{Body as HttpBody, Frame, SizeHint};

use crate::error::AppError;

/// A request not answered within `limit` (a body that stalls, say) gets a 408
/// in the API's error shape. The limit runs until the answer's head is sent:
/// a stream's events after that are not limited.
pub async fn time_limit(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => AppError::RequestTimeout.into_response(),
    }
}

/// An answer made without reading the request's whole body (a refusal before
/// the body, say) closes its connection, saying so: the unread rest would
/// otherwise be taken for the next request on the kept-alive connection, or
/// the server would drop it under a client that has already sent that one.
pub async fn close_when_body_unread(request: Request, next: Next) -> Response {
    if request.body().is_end_stream() {
        return next.run(request).await;
    }
    let read = Arc::new(AtomicBool::new(false));
    let tracked = read.clone();
    let request = request.map(|body| Body::new(ReadToTheEnd { body, read: tracked }));
    let mut response = next.run(request).await;
    if !read.load(Ordering::Relaxed) {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    response
}

/// A request body that notes when it has been read to its end.
struct ReadToTheEnd {
    body: Body,
    read: Arc<AtomicBool>,
}

impl HttpBody for ReadToTheEnd {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let frame = Pin::new(&mut self.body).poll_frame(cx);
        if matches!(frame, Poll::Ready(None)) || self.body.is_end_stream() {
            self.read.store(true, Ordering::Relaxed);
        }
        frame
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}
