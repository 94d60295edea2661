//! A JSON answer kept together with its gzip form, so a cached answer is
//! compressed once per change instead of once per request (gzip of a 12 KiB
//! company list costs more than everything else the request does).

use std::io::Write;

use axum::{
    body::Bytes,
    http::{header, HeaderMap, HeaderValue},
    response::{IntoResponse, Response},
};
use flate2::{write::GzEncoder, Compression};

#[derive(Clone)]
pub struct PrecompressedJson {
    json: Bytes,
    gzip: Bytes,
}

impl PrecompressedJson {
    pub fn new(json: String) -> Self {
        let mut encoder = GzEncoder::new(Vec::with_capacity(json.len() / 3), Compression::default());
        encoder
            .write_all(json.as_bytes())
            .expect("writing to a Vec cannot fail");
        let gzip = encoder.finish().expect("writing to a Vec cannot fail");
        Self {
            json: Bytes::from(json),
            gzip: Bytes::from(gzip),
        }
    }

    /// The bytes it keeps, for weighing caches.
    pub fn size(&self) -> usize {
        self.json.len() + self.gzip.len()
    }

    /// The gzip form when the request accepts it, else the plain JSON. The
    /// compression layer leaves an answer that has a `Content-Encoding` alone.
    pub fn respond(&self, request_headers: &HeaderMap) -> Response {
        let json = HeaderValue::from_static("application/json");
        let vary = HeaderValue::from_static("accept-encoding");
        if accepts(request_headers, "gzip") {
            let gzip = HeaderValue::from_static("gzip");
            let headers = [
                (header::CONTENT_TYPE, json),
                (header::CONTENT_ENCODING, gzip),
                (header::VARY, vary),
            ];
            (headers, self.gzip.clone()).into_response()
        } else {
            ([(header::CONTENT_TYPE, json), (header::VARY, vary)], self.json.clone()).into_response()
        }
    }
}

/// Whether `Accept-Encoding` takes `encoding` (it or `*`, with a q-value above 0).
pub fn accepts(headers: &HeaderMap, encoding: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .is_some_and(|q| q.parse::<f32>().map_or(true, |q| q <= 0.0))
            });
            (name.eq_ignore_ascii_case(encoding) || name == "*") && !refused
        })
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn headers(accept_encoding: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, accept_encoding.parse().unwrap());
        headers
    }

    #[test]
    fn reads_accept_encoding_with_q_values() {
        for taken in [
            "gzip",
            "gzip, deflate, br",
            "br;q=1.0, GZIP;q=0.5",
            "*",
            "deflate, *;q=0.1",
        ] {
            assert!(accepts(&headers(taken), "gzip"), "{taken}");
        }
        for refused in ["", "identity", "br, deflate", "gzip;q=0", "gzip;q=0.0, br", "gzip;q=x"] {
            assert!(!accepts(&headers(refused), "gzip"), "{refused}");
        }
        assert!(!accepts(&HeaderMap::new(), "gzip"));
    }

    #[test]
    fn the_gzip_form_holds_the_same_json() {
        let json = format!("[{}]", vec![r#"{"name":"Acme"}"#; 50].join(","));
        let answer = PrecompressedJson::new(json.clone());
        let mut unzipped = String::new();
        flate2::read::GzDecoder::new(&answer.gzip[..])
            .read_to_string(&mut unzipped)
            .unwrap();
        assert_eq!(unzipped, json);
        assert!(answer.gzip.len() < json.len() / 4);
    }
}
