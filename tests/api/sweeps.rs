//! Sweeps over every route the OpenAPI document lists (so new routes are swept
//! too): accounts that may not use the app, another site's writes, and the
//! security headers of every answer. `owner_sweep.rs` sweeps ownership.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    helpers::{call, signed_in, TestApp},
    users_admin::sign_in_admin,
};

on_both_databases!(
    with crate::users_admin::ENV;
    waitlisted_and_inactive_accounts_reach_nothing_they_may_not,
    another_sites_writes_are_refused_on_every_route,
    every_answer_carries_the_security_headers,
);

/// Every documented operation as (method, path template, its documented statuses).
async fn operations(app: &TestApp) -> Vec<(Method, String, Vec<String>)> {
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let mut all = Vec::new();
    for (template, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let statuses = operation["responses"].as_object().unwrap().keys().cloned().collect();
            all.push((method.to_uppercase().parse().unwrap(), template.clone(), statuses));
        }
    }
    assert!(
        all.len() >= 46,
        "only {} operations (46 when this was written)",
        all.len()
    );
    all
}

/// The template with every parameter filled in (ids that may or may not exist:
/// the refusals swept here come before any lookup).
fn filled(template: &str) -> String {
    template
        .replace("{section}", "heuristics")
        .replace("{key}", "landing.hero.title")
        .split('/')
        .map(|part| if part.starts_with('{') { "1" } else { part })
        .collect::<Vec<_>>()
        .join("/")
}

fn body_for(method: &Method) -> Option<Value> {
    (*method != Method::GET && *method != Method::DELETE).then(|| json!({}))
}

/// A waiting-list account is refused (403) wherever the document says an
/// account must be active or an admin; an inactive account whose session is
/// still stored reaches nothing that needs a sign-in (401 or 403).
async fn waitlisted_and_inactive_accounts_reach_nothing_they_may_not(app: TestApp) {
    let waiting = signed_in(&app, "wait@example.com").await;
    let inactive = signed_in(&app, "gone@example.com").await;
    app.exec("UPDATE users SET status = 'inactive' WHERE email = 'gone@example.com'")
        .await;
    let mut swept = 0;
    for (method, template, statuses) in operations(&app).await {
        let documented = |status: &str| statuses.iter().any(|s| s == status);
        if !documented("401") || template.starts_with("/auth/") {
            continue;
        }
        let path = filled(&template);
        let body = body_for(&method);
        if documented("403") {
            let (status, answer) = call(&app, &waiting, method.clone(), &path, body.as_ref()).await;
            assert_eq!(
                status,
                StatusCode::FORBIDDEN,
                "{method} {template} on the waiting list: {answer}"
            );
        }
        let (status, answer) = call(&app, &inactive, method.clone(), &path, body.as_ref()).await;
        assert!(
            [StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN].contains(&status),
            "{method} {template} as an inactive account: {status} {answer}"
        );
        swept += 1;
    }
    assert!(swept >= 34, "only {swept} operations swept (34 when this was written)");
    // Nothing was written for them.
    assert_eq!(app.count("SELECT COUNT(*) FROM companies").await, 0);
    assert_eq!(app.count("SELECT COUNT(*) FROM feedback").await, 0);
}

/// Every state-changing route refuses a write from another site, signed in as
/// an admin: an API write by its `Origin` (403) and, with a body, by its type
/// (a simple form's `text/plain`, 415); a sign-in form without the page's CSRF
/// token goes back to the login page; sign-out without it is 403.
async fn another_sites_writes_are_refused_on_every_route(app: TestApp) {
    sign_in_admin(&app).await;
    let texts = app.count("SELECT COUNT(*) FROM site_content").await;
    let mut swept = 0;
    for (method, template, _) in operations(&app).await {
        if method == Method::GET {
            continue;
        }
        let url = app.url(&filled(&template));
        if template.starts_with("/auth/") {
            let form = app
                .client
                .request(method.clone(), &url)
                .form(&[("email", "eve@example.com")]);
            let answer = form.send().await.unwrap();
            let refused = match answer.status() {
                StatusCode::SEE_OTHER => answer.headers()["location"].to_str().unwrap().contains("error=csrf"),
                status => status == StatusCode::FORBIDDEN,
            };
            assert!(
                refused,
                "{method} {template} without the CSRF token: {}",
                answer.status()
            );
        } else {
            let cross_site = app
                .client
                .request(method.clone(), &url)
                .header("origin", "https://evil.example");
            let cross_site = match body_for(&method) {
                Some(body) => cross_site.json(&body),
                None => cross_site,
            };
            let status = cross_site.send().await.unwrap().status();
            assert_eq!(status, StatusCode::FORBIDDEN, "{method} {template} from another origin");
            if body_for(&method).is_some() {
                let form = app
                    .client
                    .request(method.clone(), &url)
                    .header("content-type", "text/plain");
                let status = form.body("{}").send().await.unwrap().status();
                assert_eq!(
                    status,
                    StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    "{method} {template} as text/plain"
                );
            }
        }
        swept += 1;
    }
    assert!(swept >= 23, "only {swept} writes swept (23 when this was written)");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users").await,
        1,
        "no account made or deleted"
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM site_content").await, texts);
    assert_eq!(app.count("SELECT COUNT(*) FROM companies").await, 0);
}

/// The headers a security review asks of every answer: each documented
/// operation's (whatever it answers), the app's pages and its errors.
async fn every_answer_carries_the_security_headers(app: TestApp) {
    sign_in_admin(&app).await;
    let mut requests: Vec<(Method, String)> = operations(&app)
        .await
        .into_iter()
        .filter(|(method, template, _)| *method == Method::GET || template.starts_with("/api/"))
        .map(|(method, template, _)| (method, filled(&template)))
        .collect();
    for page in ["/", "/login", "/dashboard", "/no-such-page", "/api/no-such-call"] {
        requests.push((Method::GET, page.to_owned()));
    }
    requests.push((Method::POST, "/".to_owned()));
    for (method, path) in requests {
        let answer = app.client.request(method.clone(), app.url(&path)).send().await.unwrap();
        let header = |name: &str| {
            answer
                .headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
                .unwrap_or_default()
        };
        let csp = header("content-security-policy");
        let script_src = csp
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap_or("");
        assert!(
            csp.contains("default-src 'self'")
                && csp.contains("frame-ancestors 'none'")
                && !script_src.contains("unsafe"),
            "{method} {path}: CSP {csp:?}"
        );
        assert_eq!(header("x-content-type-options"), "nosniff", "{method} {path}");
        assert_eq!(
            header("referrer-policy"),
            "strict-origin-when-cross-origin",
            "{method} {path}"
        );
        assert_eq!(
            header("strict-transport-security"),
            "",
            "{method} {path}: no HSTS on plain http"
        );
    }
}

/// Served under an https `PUBLIC_URL` (behind a TLS proxy), every answer also
/// carries HSTS, the errors' too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn https_answers_carry_hsts() {
    let app = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[("PUBLIC_URL", "https://pitchwise.example")],
    )
    .await
    .unwrap();
    let mut paths: Vec<String> = operations(&app)
        .await
        .into_iter()
        .filter(|(method, _, _)| *method == Method::GET)
        .map(|(_, template, _)| filled(&template))
        .collect();
    paths.extend(["/", "/login", "/api/no-such-call"].map(String::from));
    for path in paths {
        let answer = app.client.get(app.url(&path)).send().await.unwrap();
        let hsts = answer.headers().get("strict-transport-security");
        assert_eq!(
            hsts.map(|v| v.to_str().unwrap()),
            Some("max-age=31536000; includeSubDomains"),
            "GET {path}"
        );
    }
}
