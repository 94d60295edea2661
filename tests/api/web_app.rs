//! The built React app, served by the same process.

use reqwest::StatusCode;

use crate::helpers::TestApp;

on_both_databases!(
    app_paths_get_index_html_that_is_never_cached,
    hashed_assets_are_cached_for_a_year_and_gzipped,
    a_missing_asset_is_404_not_html,
);

fn built_asset() -> String {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/web/dist/assets");
    let entries =
        std::fs::read_dir(folder).unwrap_or_else(|_| panic!("{folder} is missing: build the app first (make web)"));
    let name = entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|n| n.ends_with(".js"))
        .expect("the build has a JavaScript bundle");
    format!("/assets/{name}")
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

async fn a_missing_asset_is_404_not_html(app: TestApp) {
    let response = app.get("/assets/index-doesnotexist.js").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}
