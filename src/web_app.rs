//! Serves the built React app (`web/dist`), embedded into release binaries.
//!
//! Vite names bundle files by content hash under `/assets/`, so those are cached
//! for a year; `index.html` must never be cached or users would keep old bundles.
//! Every path that is not a file gets `index.html`, and the app's router shows
//! its own page, including '404 Page Not Found'. A visitor with a session
//! cookie gets `signed-in.html` instead: the same page, which also preloads the
//! JavaScript every signed-in page shares (web/vite.config.ts, `signedInPage`),
//! so a phone fetches it beside the entry rather than after it.
//!
//! The build also stores each script and style sheet brotli- and
//! gzip-compressed (`.br`, `.gz`, at their strongest levels); a browser that
//! accepts one gets it as it is, with no compressing per request.

use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri},
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use rust_embed::RustEmbed;

use crate::{auth::session, error::AppError, precompressed, state::AppState};

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/web/dist"]
#[allow_missing = true]
struct WebApp;

const INDEX: &str = "index.html";
const SIGNED_IN_INDEX: &str = "signed-in.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";
/// The compressed copies the build stores (web/vite.config.ts), best first:
/// the `Content-Encoding` and the file name's suffix.
const PRECOMPRESSED: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

/// Pages and files are only read: another method answers 405 with `Allow`
/// (the app's forms post to `/api` and `/auth`, never to a page).
pub async fn serve(
    State(state): State<AppState>,
    jar: CookieJar,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
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
            if !path.starts_with("assets/") {
                return file_response(path, file.data, REVALIDATE);
            }
            match compressed_copy(path, &headers) {
                Some((encoding, compressed)) => {
                    let mut response = file_response(path, compressed, IMMUTABLE);
                    let response_headers = response.headers_mut();
                    response_headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
                    response_headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
                    response
                }
                None => file_response(path, file.data, IMMUTABLE),
            }
        }
        // A missing bundle file must fail loudly, not turn into an HTML page.
        None if path.starts_with("assets/") => (StatusCode::NOT_FOUND, "Not found").into_response(),
        None => match page_for(session::has_session_cookie(&state.config, &jar)) {
            Some(index) => {
                let mut response = file_response(INDEX, index.data, REVALIDATE);
                // The page depends on the cookie: a shared cache must not hand one visitor's to another.
                response
                    .headers_mut()
                    .insert(header::VARY, HeaderValue::from_static("Cookie"));
                response
            }
            None => (
                StatusCode::SERVICE_UNAVAILABLE,
                "The Pitchwise web app is not built: run `make build` (or `npm run build` in web/).",
            )
                .into_response(),
        },
    }
}

/// The build's compressed copy of `path` in the best encoding the request
/// accepts, if there is one.
fn compressed_copy(path: &str, headers: &HeaderMap) -> Option<(&'static str, std::borrow::Cow<'static, [u8]>)> {
    PRECOMPRESSED.iter().find_map(|&(encoding, suffix)| {
        precompressed::accepts(headers, encoding)
            .then(|| WebApp::get(&format!("{path}{suffix}")))
            .flatten()
            .map(|file| (encoding, file.data))
    })
}

/// The app's page: `signed-in.html` for a visitor with a session, when the build has one.
fn page_for(has_session: bool) -> Option<rust_embed::EmbeddedFile> {
    has_session
        .then(|| WebApp::get(SIGNED_IN_INDEX))
        .flatten()
        .or_else(|| WebApp::get(INDEX))
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
