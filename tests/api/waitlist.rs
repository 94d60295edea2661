use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::TestApp;

on_both_databases!(
    joining_answers_201_with_the_entry,
    invalid_input_answers_422_with_field_errors,
    the_same_email_twice_answers_409,
    simultaneous_joins_of_one_email_give_one_entry_and_one_409,
    many_simultaneous_joins_all_succeed,
);

async fn joining_answers_201_with_the_entry(app: TestApp) {
    let response = app
        .post_json(
            "/api/waitlist",
            &json!({"name": "  Ada Lovelace ", "email": " Ada@Example.COM"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let entry: Value = response.json().await.unwrap();
    assert!(entry["id"].as_i64().unwrap() > 0);
    assert_eq!(entry["name"], "Ada Lovelace");
    assert_eq!(entry["email"], "ada@example.com");
    let created = entry["createdAt"].as_str().unwrap();
    assert!(chrono::DateTime::parse_from_rfc3339(created).is_ok(), "{created}");
}

async fn invalid_input_answers_422_with_field_errors(app: TestApp) {
    let cases = [
        (json!({}), vec!["name", "email"]),
        (json!({"name": "Ann", "email": "not-an-email"}), vec!["email"]),
        (json!({"name": "   ", "email": "ann@example.com"}), vec!["name"]),
        (
            json!({"name": "a".repeat(101), "email": "ann@example.com"}),
            vec!["name"],
        ),
    ];
    for (body, fields) in cases {
        let response = app.post_json("/api/waitlist", &body).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error: Value = response.json().await.unwrap();
        let field_errors = error["fieldErrors"].as_object().unwrap();
        let mut got: Vec<&str> = field_errors.keys().map(String::as_str).collect();
        got.sort();
        let mut want = fields.clone();
        want.sort();
        assert_eq!(got, want, "{body}");
        assert_eq!(
            error["message"], field_errors[fields[0]],
            "the message is the first field's"
        );
    }
    let wrong_type = app
        .post_json("/api/waitlist", &json!({"name": 5, "email": "ann@example.com"}))
        .await;
    assert_eq!(wrong_type.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

async fn the_same_email_twice_answers_409(app: TestApp) {
    let first = app
        .post_json("/api/waitlist", &json!({"name": "Ann", "email": "ann@example.com"}))
        .await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let again = app
        .post_json("/api/waitlist", &json!({"name": "Ann B", "email": "ANN@example.com "}))
        .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(
        again.json::<Value>().await.unwrap()["message"],
        "Email already in waitlist"
    );
}

async fn simultaneous_joins_of_one_email_give_one_entry_and_one_409(app: TestApp) {
    let body = json!({"name": "Twin", "email": "twin@example.com"});
    let (a, b) = tokio::join!(
        app.post_json("/api/waitlist", &body),
        app.post_json("/api/waitlist", &body)
    );
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [201, 409]);
}

async fn many_simultaneous_joins_all_succeed(app: TestApp) {
    // Concurrent writers wait for each other (SQLite's busy timeout) instead of failing.
    let joins = (0..24).map(|i| {
        let body = json!({"name": format!("Person {i}"), "email": format!("p{i}@example.com")});
        let app = &app;
        async move { app.post_json("/api/waitlist", &body).await.status() }
    });
    let statuses = futures::future::join_all(joins).await;
    assert!(statuses.iter().all(|s| *s == StatusCode::CREATED), "{statuses:?}");
}
