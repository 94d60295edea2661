//! Site content: public `GET /api/site-content`, admin `POST` and `PUT /api/site-content/{key}`.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    users_admin::{browser_with_status, sign_in_admin},
};

on_both_databases!(
    with crate::users_admin::ENV;
    a_fresh_database_lists_the_texts_the_app_reads,
    starting_again_keeps_the_admins_edits_and_adds_missing_texts,
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

/// The listed entry with `key`, or `Null`.
async fn entry(app: &TestApp, key: &str) -> Value {
    list(app)
        .await
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["key"] == key)
        .cloned()
        .unwrap_or(Value::Null)
}

fn keys(texts: &Value) -> Vec<&str> {
    texts
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["key"].as_str().unwrap())
        .collect()
}

/// Every key the web app reads (the landing, pricing, coming-soon and dashboard pages), sorted.
const KEYS_THE_APP_READS: [&str; 23] = [
    "comingsoon.note",
    "comingsoon.text",
    "comingsoon.title",
    "dashboard.welcome_text",
    "dashboard.welcome_title",
    "landing.badge",
    "landing.cta",
    "landing.features",
    "landing.footer",
    "landing.headline",
    "landing.how_it_works",
    "landing.pricing",
    "landing.subheadline",
    "landing.testimonials",
    "pricing.basic.features",
    "pricing.basic.name",
    "pricing.basic.price",
    "pricing.premium.features",
    "pricing.premium.name",
    "pricing.premium.price",
    "pricing.standard.features",
    "pricing.standard.name",
    "pricing.standard.price",
];

fn field_errors(error: &Value) -> Vec<(&str, &str)> {
    error["fieldErrors"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str().unwrap()))
        .collect()
}

async fn a_fresh_database_lists_the_texts_the_app_reads(app: TestApp) {
    let texts = list(&app).await;
    assert_eq!(keys(&texts), KEYS_THE_APP_READS, "signed out, every text the app reads");
    for text in texts.as_array().unwrap() {
        assert_ne!(text["description"], "", "{} says what it is for", text["key"]);
    }
    for (key, content) in [
        ("landing.badge", "AI-Powered Marketing Solution"),
        ("landing.cta", "Join Waiting List"),
        ("comingsoon.title", "Coming Soon"),
        (
            "comingsoon.text",
            "Thanks for your patience, your user will be approved soon.",
        ),
        ("dashboard.welcome_title", "Welcome to Pitchwise"),
        // The landing's sections stay hidden until an admin writes 'show'.
        ("landing.features", "hidden"),
        ("landing.pricing", "hidden"),
        ("pricing.basic.name", "Basic"),
        ("pricing.basic.price", "49"),
        ("pricing.standard.price", "99"),
        ("pricing.premium.price", "199"),
        // The plans promise only what the product does.
        (
            "pricing.basic.features",
            "10 content generations a month\nCore messaging, website copy, three pitches and an objection sheet\n\
             Version history with Markdown and Word export\nFree previews while you answer the interview",
        ),
    ] {
        let text = texts.as_array().unwrap().iter().find(|t| t["key"] == key).unwrap();
        assert_eq!(text["content"], content, "{key}");
    }
}

async fn starting_again_keeps_the_admins_edits_and_adds_missing_texts(app: TestApp) {
    sign_in_admin(&app).await;
    for (key, content) in [("landing.pricing", "show"), ("pricing.basic.price", "59")] {
        let response = update(&app, &app.client, key, &json!({"content": content})).await;
        assert_eq!(response.status(), StatusCode::OK, "{key}");
    }
    app.exec("DELETE FROM site_content WHERE key = 'comingsoon.note'").await;
    let own = create(&app, &json!({"key": "e2e.note", "content": "mine"})).await;
    assert_eq!(own.status(), StatusCode::CREATED);

    // Another process starts on the same database, as after a restart or an upgrade.
    app.second_process().await;

    let texts = list(&app).await;
    let mut expected = KEYS_THE_APP_READS.to_vec();
    expected.push("e2e.note");
    expected.sort_unstable();
    assert_eq!(keys(&texts), expected);
    assert_eq!(entry(&app, "landing.pricing").await["content"], "show");
    assert_eq!(entry(&app, "pricing.basic.price").await["content"], "59");
    assert_eq!(entry(&app, "e2e.note").await["content"], "mine");
    assert!(entry(&app, "comingsoon.note").await["content"]
        .as_str()
        .unwrap()
        .starts_with("Pitchwise is opening to new users"));
}

async fn anyone_reads_the_texts_sorted_by_key(app: TestApp) {
    sign_in_admin(&app).await;
    for key in ["zeta.note", "alpha.note", "faq.1"] {
        let response = create(&app, &json!({"key": key, "description": "d", "content": "show"})).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let texts = list(&app).await;
    let listed = keys(&texts);
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    assert_eq!(listed, sorted);
    assert_eq!(listed.len(), KEYS_THE_APP_READS.len() + 3);
    assert_eq!(
        entry(&app, "faq.1").await,
        json!({"key": "faq.1", "description": "d", "content": "show"})
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
    assert_eq!(entry(&app, "landing.hero_title-1").await, created);
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
    assert_eq!(
        entry(&app, "landing.title").await["content"],
        "First",
        "the first stays"
    );
}

async fn simultaneous_creates_of_one_key_give_one_entry_and_one_409(app: TestApp) {
    sign_in_admin(&app).await;
    let body = json!({"key": "twin", "content": "x"});
    let (a, b) = tokio::join!(create(&app, &body), create(&app, &body));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [201, 409]);
    assert_eq!(keys(&list(&app).await).iter().filter(|k| **k == "twin").count(), 1);
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
    assert_eq!(
        list(&app).await.as_array().unwrap().len(),
        KEYS_THE_APP_READS.len() + 1,
        "only the longest was stored"
    );
}

async fn admins_update_description_and_content(app: TestApp) {
    sign_in_admin(&app).await;
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
    assert_eq!(entry(&app, "landing.features").await, updated);

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
    assert_eq!(entry(&app, "k").await["content"], "x");
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
        entry(&app, "k").await,
        json!({"key": "k", "description": "", "content": "x"})
    );
    assert_eq!(entry(&app, "new").await, Value::Null);
}
