//! Serves the built React app (`web/dist`), embedded into release binaries.
//!
//! Vite names bundle files by content hash under `/assets/`, so those are cached
//! for a year; `index.html` must never be cached or users would keep old bundles.
//! Every path that is not a file gets `index.html`, and the app's router shows
//! its own page, including '404 Page Not Found'.

use axum::{
    http::{header, HeaderValue, Method, StatusCode, Uri},
    response::{IntoResponse, Response},
};
use rust_embed::RustEmbed;

use crate::error::AppError;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/web/dist"]
#[allow_missing = true]
struct WebApp;

const INDEX: &str = "index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// Pages and files are only read: another method answers 405 with `Allow`
/// (the app's forms post to `/api` and `/auth`, never to a page).
pub async fn serve(method: Method, uri: Uri) -> Response {
    if method != Method::GET && method != Method::HEAD {
        let mut response = AppError::MethodNotAllowed.into_response();
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    let path = uri.path().trim_start_matches('/');
    match WebApp::get(path).filter(|_| !path.is_empty()) {
        Some(file) => {
            let cache = if path.starts_with("assets/") {
                IMMUTABLE
            } else {
                REVALIDATE
            };
            file_response(path, file.data, cache)
        }
        // A missing bundle file must fail loudly, not turn into an HTML page.
        None if path.starts_with("assets/") => (StatusCode::NOT_FOUND, "Not found").into_response(),
        None => match WebApp::get(INDEX) {
            Some(index) => file_response(INDEX, index.data, REVALIDATE),
            None => (
                StatusCode::SERVICE_UNAVAILABLE,
                "The Pitchwise web app is not built: run `make build` (or `npm run build` in web/).",
            )
                .into_response(),
        },
    }
}

fn file_response(path: &str, body: std::borrow::Cow<'static, [u8]>, cache: &'static str) -> Response {
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_str(mime.as_ref()).expect("mime types are valid headers"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        body,
    )
        .into_response()
}
