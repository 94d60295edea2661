//! Site content: public `GET /api/site-content`, admin `POST` and `PUT /api/site-content/{key}`.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    users_admin::{browser_with_status, sign_in_admin},
};

on_both_databases!(
    with crate::users_admin::ENV;
    anyone_reads_the_texts_sorted_by_key,
    admins_create_entries_with_201,
    a_taken_key_answers_409,
    simultaneous_creates_of_one_key_give_one_entry_and_one_409,
    invalid_entries_answer_422_with_field_errors,
    admins_update_description_and_content,
    updating_an_unknown_key_answers_404,
    invalid_updates_answer_422_with_field_errors,
    only_active_admins_may_write,
);

async fn create(app: &TestApp, body: &Value) -> reqwest::Response {
    app.post_json("/api/site-content", body).await
}

async fn update(app: &TestApp, browser: &reqwest::Client, key: &str, body: &Value) -> reqwest::Response {
    browser
        .put(app.url(&format!("/api/site-content/{key}")))
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn list(app: &TestApp) -> Value {
    let response = app.new_client().get(app.url("/api/site-content")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn field_errors(error: &Value) -> Vec<(&str, &str)> {
    error["fieldErrors"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str().unwrap()))
        .collect()
}

async fn anyone_reads_the_texts_sorted_by_key(app: TestApp) {
    assert_eq!(list(&app).await, json!([]), "signed out, empty");
    sign_in_admin(&app).await;
    for key in ["landing.pricing", "comingsoon.text", "landing.features"] {
        let response = create(&app, &json!({"key": key, "description": "d", "content": "show"})).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let texts = list(&app).await;
    let keys: Vec<&str> = texts
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["comingsoon.text", "landing.features", "landing.pricing"]);
    assert_eq!(
        texts[0],
        json!({"key": "comingsoon.text", "description": "d", "content": "show"})
    );
    // Waitlisted users read them too (the coming-soon page does).
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    let response = waitlisted.get(app.url("/api/site-content")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

async fn admins_create_entries_with_201(app: TestApp) {
    sign_in_admin(&app).await;
    let response = create(
        &app,
        &json!({"key": "  landing.hero_title-1 ", "description": "  Landing headline ", "content": "  Smart marketing\nbuilt to convert  "}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    assert_eq!(
        created,
        json!({
            "key": "landing.hero_title-1",
            "description": "Landing headline",
            "content": "  Smart marketing\nbuilt to convert  ",
        }),
        "key and description are trimmed; content is kept as typed"
    );
    assert_eq!(list(&app).await, json!([created]));
    // The description is optional.
    let bare = create(&app, &json!({"key": "Bare", "content": "x"})).await;
    assert_eq!(bare.status(), StatusCode::CREATED);
    assert_eq!(bare.json::<Value>().await.unwrap()["description"], "");
}

async fn a_taken_key_answers_409(app: TestApp) {
    sign_in_admin(&app).await;
    let body = json!({"key": "landing.title", "description": "", "content": "First"});
    assert_eq!(create(&app, &body).await.status(), StatusCode::CREATED);
    let again = create(&app, &json!({"key": " landing.title ", "content": "Second"})).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(
        again.json::<Value>().await.unwrap()["message"],
        "An entry with this key already exists"
    );
    assert_eq!(list(&app).await[0]["content"], "First", "the first stays");
}

async fn simultaneous_creates_of_one_key_give_one_entry_and_one_409(app: TestApp) {
    sign_in_admin(&app).await;
    let body = json!({"key": "twin", "content": "x"});
    let (a, b) = tokio::join!(create(&app, &body), create(&app, &body));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [201, 409]);
    assert_eq!(list(&app).await.as_array().unwrap().len(), 1);
}

async fn invalid_entries_answer_422_with_field_errors(app: TestApp) {
    sign_in_admin(&app).await;
    let charset =
        "Key may contain only letters, digits, dots, dashes and underscores, and must start with a letter or digit.";
    let cases = [
        (
            json!({}),
            vec![("key", "Please enter a key."), ("content", "Please enter the content.")],
        ),
        (
            json!({"key": "   ", "content": "x"}),
            vec![("key", "Please enter a key.")],
        ),
        (json!({"key": "two words", "content": "x"}), vec![("key", charset)]),
        (json!({"key": ".hidden", "content": "x"}), vec![("key", charset)]),
        (json!({"key": "a/b", "content": "x"}), vec![("key", charset)]),
        (json!({"key": "<script>", "content": "x"}), vec![("key", charset)]),
        (
            json!({"key": "k".repeat(101), "content": "x"}),
            vec![("key", "Key must be at most 100 characters.")],
        ),
        (json!({"key": 5, "content": "x"}), vec![("key", "Key must be text.")]),
        (
            json!({"key": "ok", "content": " \n "}),
            vec![("content", "Please enter the content.")],
        ),
        (
            json!({"key": "ok", "content": null}),
            vec![("content", "Please enter the content.")],
        ),
        (
            json!({"key": "ok", "content": ["x"]}),
            vec![("content", "Content must be text.")],
        ),
        (
            json!({"key": "ok", "content": "x".repeat(20_001)}),
            vec![("content", "Content must be at most 20000 characters.")],
        ),
        (
            json!({"key": "ok", "description": "d".repeat(501), "content": "x"}),
            vec![("description", "Description must be at most 500 characters.")],
        ),
        (
            json!({"key": "ok", "description": 1, "content": "x"}),
            vec![("description", "Description must be text.")],
        ),
    ];
    for (body, expected) in cases {
        let response = create(&app, &body).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error: Value = response.json().await.unwrap();
        // The JSON object's keys come back sorted; the message is the first check's.
        let mut sorted = expected.clone();
        sorted.sort();
        assert_eq!(field_errors(&error), sorted, "{body}");
        assert_eq!(error["message"], expected[0].1);
    }
    // The limits themselves are fine.
    let longest = json!({"key": "k".repeat(100), "description": "d".repeat(500), "content": "é".repeat(20_000)});
    assert_eq!(create(&app, &longest).await.status(), StatusCode::CREATED);
    assert_eq!(list(&app).await.as_array().unwrap().len(), 1);
}

async fn admins_update_description_and_content(app: TestApp) {
    sign_in_admin(&app).await;
    create(
        &app,
        &json!({"key": "landing.features", "description": "Features section", "content": "hide"}),
    )
    .await;

    let response = update(
        &app,
        &app.client,
        "landing.features",
        &json!({"description": "Shown when 'show'", "content": "show"}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(
        updated,
        json!({"key": "landing.features", "description": "Shown when 'show'", "content": "show"})
    );
    assert_eq!(list(&app).await, json!([updated]));

    // A field left out keeps its value; the key in the body is not a change.
    let content_only: Value = update(
        &app,
        &app.client,
        "landing.features",
        &json!({"content": "hide", "key": "x"}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(
        content_only,
        json!({"key": "landing.features", "description": "Shown when 'show'", "content": "hide"})
    );
    let cleared: Value = update(&app, &app.client, "landing.features", &json!({"description": ""}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (&cleared["description"], &cleared["content"]),
        (&json!(""), &json!("hide"))
    );
}

async fn updating_an_unknown_key_answers_404(app: TestApp) {
    sign_in_admin(&app).await;
    create(&app, &json!({"key": "Title", "content": "x"})).await;
    for key in ["missing", "title", "has%20space"] {
        let response = update(&app, &app.client, key, &json!({"content": "y"})).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{key}");
        assert_eq!(
            response.json::<Value>().await.unwrap()["message"],
            "Site content not found"
        );
    }
}

async fn invalid_updates_answer_422_with_field_errors(app: TestApp) {
    sign_in_admin(&app).await;
    create(&app, &json!({"key": "k", "content": "x"})).await;
    for (body, field) in [
        (json!({"content": "  "}), "content"),
        (json!({"content": 3}), "content"),
        (json!({"content": "x".repeat(20_001)}), "content"),
        (json!({"description": "d".repeat(501)}), "description"),
    ] {
        let response = update(&app, &app.client, "k", &body).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(field_errors(&error)[0].0, field);
    }
    assert_eq!(list(&app).await[0]["content"], "x");
}

async fn only_active_admins_may_write(app: TestApp) {
    sign_in_admin(&app).await;
    create(&app, &json!({"key": "k", "content": "x"})).await;
    let signed_out = app.new_client();
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    let user = browser_with_status(&app, "user@example.com", "active").await;
    let body = json!({"key": "new", "content": "y"});
    for (browser, status) in [
        (&signed_out, StatusCode::UNAUTHORIZED),
        (&waitlisted, StatusCode::FORBIDDEN),
        (&user, StatusCode::FORBIDDEN),
    ] {
        let created = browser
            .post(app.url("/api/site-content"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(created.status(), status);
        let updated = update(&app, browser, "k", &json!({"content": "changed"})).await;
        assert_eq!(updated.status(), status);
    }
    assert_eq!(
        list(&app).await,
        json!([{"key": "k", "description": "", "content": "x"}])
    );
}
