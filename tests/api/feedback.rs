//! Feedback: `POST /api/feedback` (approved users), `GET /api/feedback` (admins).

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    users_admin::{browser_with_status, sign_in_admin},
};

on_both_databases!(
    with crate::users_admin::ENV;
    active_users_send_feedback_stored_with_them,
    each_of_the_four_types_is_accepted,
    invalid_feedback_answers_422_with_field_errors,
    only_active_users_may_send_feedback,
    admins_read_feedback_newest_first_with_the_authors,
    only_active_admins_may_read_feedback,
);

async fn send(app: &TestApp, browser: &reqwest::Client, body: &Value) -> reqwest::Response {
    browser.post(app.url("/api/feedback")).json(body).send().await.unwrap()
}

async fn user_id(app: &TestApp, email: &str) -> i64 {
    app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
}

async fn active_users_send_feedback_stored_with_them(app: TestApp) {
    let ann = browser_with_status(&app, "ann@example.com", "active").await;
    browser_with_status(&app, "bob@example.com", "active").await;
    let ann_id = user_id(&app, "ann@example.com").await;
    let bob_id = user_id(&app, "bob@example.com").await;

    // The app sends userId too; the author is the signed-in user whatever it says.
    let response = send(
        &app,
        &ann,
        &json!({"type": "Report an Issue", "message": "  The export button is slow.  ", "userId": bob_id}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    assert!(created["id"].as_i64().unwrap() > 0);
    assert_eq!(created["type"], "Report an Issue");
    assert_eq!(created["message"], "The export button is slow.");
    assert_eq!(created["userId"], ann_id);
    assert!(chrono::DateTime::parse_from_rfc3339(created["createdAt"].as_str().unwrap()).is_ok());

    let id = created["id"].as_i64().unwrap();
    assert_eq!(
        app.count(&format!("SELECT user_id FROM feedback WHERE id = {id}"))
            .await,
        ann_id
    );
    assert_eq!(
        app.count(
            "SELECT COUNT(*) FROM feedback WHERE type = 'Report an Issue' AND message = 'The export button is slow.'"
        )
        .await,
        1
    );
}

async fn each_of_the_four_types_is_accepted(app: TestApp) {
    let ann = browser_with_status(&app, "ann@example.com", "active").await;
    for kind in ["Improvement", "Share an Idea", "Report an Issue", "General Feedback"] {
        let response = send(&app, &ann, &json!({"type": kind, "message": "Hello"})).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{kind}");
        assert_eq!(response.json::<Value>().await.unwrap()["type"], kind);
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM feedback").await, 4);
}

async fn invalid_feedback_answers_422_with_field_errors(app: TestApp) {
    let ann = browser_with_status(&app, "ann@example.com", "active").await;
    let kind = "Type must be one of: Improvement, Share an Idea, Report an Issue, General Feedback.";
    let enter = "Please enter your feedback.";
    let cases = [
        (
            json!({}),
            vec![("type", "Please choose a feedback type."), ("message", enter)],
        ),
        (json!({"type": "Bug", "message": "x"}), vec![("type", kind)]),
        (json!({"type": "improvement", "message": "x"}), vec![("type", kind)]),
        (json!({"type": "", "message": "x"}), vec![("type", kind)]),
        (json!({"type": 1, "message": "x"}), vec![("type", kind)]),
        (
            json!({"type": "Improvement", "message": "   \n "}),
            vec![("message", enter)],
        ),
        (
            json!({"type": "Improvement", "message": null}),
            vec![("message", enter)],
        ),
        (
            json!({"type": "Improvement", "message": 42}),
            vec![("message", "Feedback must be text.")],
        ),
        (
            json!({"type": "Improvement", "message": "x".repeat(5001)}),
            vec![("message", "Feedback must be at most 5000 characters.")],
        ),
    ];
    for (body, expected) in cases {
        let response = send(&app, &ann, &body).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error: Value = response.json().await.unwrap();
        let fields: Vec<(&str, &str)> = error["fieldErrors"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str().unwrap()))
            .collect();
        // The JSON object's keys come back sorted; the message is the first check's.
        let mut sorted = expected.clone();
        sorted.sort();
        assert_eq!(fields, sorted, "{body}");
        assert_eq!(error["message"], expected[0].1);
    }
    let longest = send(&app, &ann, &json!({"type": "Improvement", "message": "é".repeat(5000)})).await;
    assert_eq!(longest.status(), StatusCode::CREATED);
    assert_eq!(app.count("SELECT COUNT(*) FROM feedback").await, 1);
}

async fn only_active_users_may_send_feedback(app: TestApp) {
    let body = json!({"type": "Improvement", "message": "Let me in"});
    let signed_out = app.new_client();
    assert_eq!(send(&app, &signed_out, &body).await.status(), StatusCode::UNAUTHORIZED);
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    let refused = send(&app, &waitlisted, &body).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert!(refused.json::<Value>().await.unwrap()["message"].is_string());
    let inactive = browser_with_status(&app, "gone@example.com", "inactive").await;
    assert_eq!(send(&app, &inactive, &body).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.count("SELECT COUNT(*) FROM feedback").await, 0);
}

async fn admins_read_feedback_newest_first_with_the_authors(app: TestApp) {
    let ann = browser_with_status(&app, "ann@example.com", "active").await;
    let bob = browser_with_status(&app, "bob@example.com", "active").await;
    send(&app, &ann, &json!({"type": "Improvement", "message": "first"})).await;
    send(&app, &bob, &json!({"type": "Share an Idea", "message": "second"})).await;
    send(&app, &ann, &json!({"type": "General Feedback", "message": "third"})).await;
    sign_in_admin(&app).await;

    let response = app.get("/api/feedback").await;
    assert_eq!(response.status(), StatusCode::OK);
    let page: Value = response.json().await.unwrap();
    assert_eq!(
        (page["total"].as_i64(), page["page"].as_i64(), page["pageSize"].as_i64()),
        (Some(3), Some(1), Some(50))
    );
    let items = page["items"].as_array().unwrap();
    let messages: Vec<&str> = items.iter().map(|f| f["message"].as_str().unwrap()).collect();
    assert_eq!(messages, ["third", "second", "first"]);
    let second = &items[1];
    assert_eq!(second["type"], "Share an Idea");
    assert_eq!(second["email"], "bob@example.com");
    assert_eq!(second["username"], "some.one2");
    assert_eq!(second["userId"], user_id(&app, "bob@example.com").await);
    assert!(second["createdAt"].is_string());

    let paged: Value = app.get("/api/feedback?page=2&pageSize=2").await.json().await.unwrap();
    let messages: Vec<&str> = paged["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["message"].as_str().unwrap())
        .collect();
    assert_eq!((messages, paged["total"].as_i64()), (vec!["first"], Some(3)));
    let invalid = app.get("/api/feedback?pageSize=500").await;
    assert_eq!(invalid.status(), StatusCode::UNPROCESSABLE_ENTITY);

    // Feedback outlives its author's account.
    app.exec("DELETE FROM users WHERE email = 'bob@example.com'").await;
    let page: Value = app.get("/api/feedback").await.json().await.unwrap();
    let orphan = &page["items"][1];
    assert_eq!(orphan["message"], "second");
    assert_eq!(
        (&orphan["userId"], &orphan["email"], &orphan["username"]),
        (&Value::Null, &Value::Null, &Value::Null)
    );
}

async fn only_active_admins_may_read_feedback(app: TestApp) {
    let ann = browser_with_status(&app, "ann@example.com", "active").await;
    send(&app, &ann, &json!({"type": "Improvement", "message": "private"})).await;
    let waitlisted = browser_with_status(&app, "wait@example.com", "waitlist").await;
    assert_eq!(
        app.new_client()
            .get(app.url("/api/feedback"))
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::UNAUTHORIZED
    );
    for browser in [&ann, &waitlisted] {
        let response = browser.get(app.url("/api/feedback")).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        assert!(!response.text().await.unwrap().contains("private"));
    }
}
