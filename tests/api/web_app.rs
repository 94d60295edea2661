//! The built React app, served by the same process.

use reqwest::StatusCode;

use crate::helpers::{signed_in, TestApp};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    app_paths_get_index_html_that_is_never_cached,
    a_visitor_with_a_session_gets_the_page_that_preloads_the_signed_in_chunk,
    hashed_assets_are_cached_for_a_year_and_gzipped,
    assets_come_as_the_builds_compressed_copy_the_browser_accepts,
    a_missing_asset_is_404_not_html,
);

const DIST: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/web/dist");

fn asset_names() -> Vec<String> {
    let folder = format!("{DIST}/assets");
    let entries =
        std::fs::read_dir(&folder).unwrap_or_else(|_| panic!("{folder} is missing: build the app first (make web)"));
    entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

fn built_asset() -> String {
    let name = asset_names()
        .into_iter()
        .find(|n| n.ends_with(".js"))
        .expect("the build has a JavaScript bundle");
    format!("/assets/{name}")
}

/// The build's biggest script: it has a .br and a .gz copy.
fn biggest_script() -> String {
    asset_names()
        .into_iter()
        .filter(|n| n.ends_with(".js"))
        .max_by_key(|n| std::fs::metadata(format!("{DIST}/assets/{n}")).unwrap().len())
        .expect("the build has a JavaScript bundle")
}

async fn app_paths_get_index_html_that_is_never_cached(app: TestApp) {
    for path in ["/", "/dashboard", "/some/unknown/page", "/interview/3/heritage"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html"));
        let html = response.text().await.unwrap();
        assert!(html.contains("<div id=\"root\""), "{path} is not the app's index.html");
    }
}

async fn a_visitor_with_a_session_gets_the_page_that_preloads_the_signed_in_chunk(app: TestApp) {
    let signed_in_page =
        std::fs::read_to_string(format!("{DIST}/signed-in.html")).expect("the build writes signed-in.html");
    let preload = signed_in_page
        .lines()
        .find(|line| line.contains("rel=\"modulepreload\""))
        .expect("signed-in.html preloads a chunk")
        .trim()
        .to_owned();

    let visitor = app.get("/").await;
    assert_eq!(visitor.headers()["vary"], "Cookie");
    let page = visitor.text().await.unwrap();
    assert!(page.contains("<div id=\"root\""));
    assert!(
        !page.contains(&preload),
        "a visitor without a session loads no signed-in chunk: {page}"
    );

    let user = signed_in(&app, "ann@example.com").await;
    for path in ["/dashboard", "/"] {
        let response = user.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["cache-control"], "no-cache");
        assert_eq!(response.headers()["vary"], "Cookie");
        let page = response.text().await.unwrap();
        assert!(page.contains(&preload), "{path} for a signed-in user: {page}");
        // Its script and style sheet are the ones index.html loads.
        let index = std::fs::read_to_string(format!("{DIST}/index.html")).unwrap();
        let entry = index.lines().find(|line| line.contains("<script")).unwrap();
        assert!(page.contains(entry.trim()), "{path}: {page}");
    }
}

async fn hashed_assets_are_cached_for_a_year_and_gzipped(app: TestApp) {
    let path = built_asset();
    let response = app
        .client
        .get(app.url(&path))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers();
    assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(headers["content-encoding"], "gzip");
    assert!(headers["content-type"].to_str().unwrap().contains("javascript"));
}

async fn assets_come_as_the_builds_compressed_copy_the_browser_accepts(app: TestApp) {
    let name = biggest_script();
    let on_disk = |suffix: &str| std::fs::read(format!("{DIST}/assets/{name}{suffix}")).unwrap();
    for (accept, encoding, suffix) in [
        ("gzip, deflate, br, zstd", Some("br"), ".br"),
        ("br;q=0, gzip", Some("gzip"), ".gz"),
        ("gzip;q=1.0", Some("gzip"), ".gz"),
        ("identity", None, ""),
    ] {
        let response = app
            .new_client()
            .get(app.url(&format!("/assets/{name}")))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{accept}");
        let headers = response.headers().clone();
        assert_eq!(
            headers.get("content-encoding").map(|v| v.to_str().unwrap()),
            encoding,
            "{accept}"
        );
        assert!(
            headers["content-type"].to_str().unwrap().contains("javascript"),
            "{accept}"
        );
        assert_eq!(
            headers["cache-control"], "public, max-age=31536000, immutable",
            "{accept}"
        );
        if encoding.is_some() {
            assert_eq!(headers["vary"], "Accept-Encoding", "{accept}");
        }
        let body = response.bytes().await.unwrap();
        assert!(
            body.as_ref() == on_disk(suffix).as_slice(),
            "{accept}: not the build's {name}{suffix}"
        );
    }
}

async fn a_missing_asset_is_404_not_html(app: TestApp) {
    let response = app.get("/assets/index-doesnotexist.js").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}
