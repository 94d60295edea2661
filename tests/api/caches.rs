//! The session and company-list caches (`src/cache.rs`) never show a stale
//! answer: a change is seen by the next request in the same process and, on
//! PostgreSQL, by every other process as soon as its notice arrives.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    auth::{sign_in, sign_in_browser, sign_out},
    helpers::acme,
    helpers::{eventually, Backend, TestApp},
    users_admin::{ADMIN, ENV},
};

on_both_databases!(
    with crate::users_admin::ENV;
    changes_show_in_the_next_request,
    the_list_comes_gzipped_when_the_browser_takes_gzip,
);

/// Ann signed in on `app.client` (waitlisted), the admin on the browser answered.
async fn ann_and_admin(app: &TestApp) -> (reqwest::Client, i64) {
    let admin = app.new_client();
    sign_in_browser(app, &admin, ADMIN, "The Boss", "/dashboard").await;
    sign_in(app, "ann@example.com", "Ann").await;
    let ann_id = app.count("SELECT id FROM users WHERE email = 'ann@example.com'").await;
    (admin, ann_id)
}

async fn put_user(app: &TestApp, admin: &reqwest::Client, id: i64, body: Value) {
    let response = admin
        .put(app.url(&format!("/api/users/{id}")))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

async fn json_of(response: reqwest::Response) -> (StatusCode, Value) {
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

async fn changes_show_in_the_next_request(app: TestApp) {
    let (admin, ann) = ann_and_admin(&app).await;
    let me = || async { json_of(app.get("/isSignedIn").await).await.1["user"].clone() };
    assert_eq!(me().await["status"], "waitlist");

    put_user(&app, &admin, ann, json!({"status": "active", "credits": 3})).await;
    let user = me().await;
    assert_eq!((&user["status"], &user["credits"]), (&json!("active"), &json!(3)));

    let list = || async { json_of(app.get("/api/companies").await).await };
    assert_eq!(list().await, (StatusCode::OK, json!([])));
    let created = app.post_json("/api/companies", &acme()).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let id = created.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    assert_eq!(list().await.1[0]["name"], "Acme Analytics");
    let renamed = app
        .client
        .put(app.url(&format!("/api/companies/{id}")))
        .json(&json!({"name": "Acme Insights"}))
        .send()
        .await
        .unwrap();
    assert_eq!(renamed.status(), StatusCode::OK);
    assert_eq!(list().await.1[0]["name"], "Acme Insights");
    let deleted = app
        .client
        .delete(app.url(&format!("/api/companies/{id}")))
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert_eq!(list().await, (StatusCode::OK, json!([])));

    put_user(&app, &admin, ann, json!({"status": "inactive"})).await;
    assert_eq!(app.get("/api/companies").await.status(), StatusCode::UNAUTHORIZED);
}

/// Two processes on one PostgreSQL: what one changes, the other shows at once,
/// although it had the old answers cached.
#[tokio::test]
async fn changes_through_one_process_reach_the_others() {
    let Some(app) = TestApp::spawn_with(Backend::Postgres, ENV).await else {
        return;
    };
    let (admin, ann) = ann_and_admin(&app).await;
    let second = app.second_process().await;
    let cookie = app.cookie_header();
    let at_second = |path: &'static str| {
        let request = reqwest::Client::new().get(second.url(path)).header("cookie", &cookie);
        async move { json_of(request.send().await.unwrap()).await }
    };

    assert_eq!(at_second("/isSignedIn").await.1["user"]["status"], "waitlist");
    put_user(&app, &admin, ann, json!({"status": "active", "credits": 3})).await;
    eventually("the second process sees Ann approved with 3 credits", || async {
        let user = at_second("/isSignedIn").await.1["user"].clone();
        user["status"] == "active" && user["credits"] == 3
    })
    .await;

    assert_eq!(at_second("/api/companies").await, (StatusCode::OK, json!([])));
    let created = app.post_json("/api/companies", &acme()).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    eventually("the second process lists the new company", || async {
        at_second("/api/companies").await.1[0]["name"] == "Acme Analytics"
    })
    .await;

    sign_out(&app).await;
    eventually("the second process refuses the ended session", || async {
        at_second("/api/companies").await.0 == StatusCode::UNAUTHORIZED
    })
    .await;
}

async fn the_list_comes_gzipped_when_the_browser_takes_gzip(app: TestApp) {
    let (admin, ann) = ann_and_admin(&app).await;
    put_user(&app, &admin, ann, json!({"status": "active"})).await;
    for _ in 0..3 {
        app.post_json("/api/companies", &acme()).await;
    }
    let list = |encoding: &'static str| {
        let request = app
            .client
            .get(app.url("/api/companies"))
            .header("accept-encoding", encoding);
        async move { request.send().await.unwrap() }
    };
    let plain = list("identity").await;
    assert_eq!(plain.headers().get("content-encoding"), None);
    let plain: Value = plain.json().await.unwrap();
    assert_eq!(plain.as_array().unwrap().len(), 3);

    // Twice: the first answer is loaded, the second comes from the cache.
    for _ in 0..2 {
        let gzipped = list("br;q=1.0, gzip;q=0.8").await;
        assert_eq!(gzipped.headers()["content-encoding"], "gzip");
        assert_eq!(gzipped.headers()["vary"], "accept-encoding");
        let bytes = gzipped.bytes().await.unwrap();
        let unzipped: Value = serde_json::from_reader(flate2::read::GzDecoder::new(&bytes[..])).unwrap();
        assert_eq!(unzipped, plain);
    }
}
