//! The company API: validation with the spec's messages, ownership, order,
//! the cascade on delete, and the answers to malformed or unauthorised calls.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{acme, active_user, call, create, only_active_users_may_call, signed_in_status, TestApp};
use pitchwise::with_pool;

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    create_answers_201_with_the_company_owned_by_the_session_user,
    optional_fields_may_be_empty_null_or_left_out,
    every_rule_answers_422_with_the_spec_message,
    text_fields_have_maximum_lengths,
    update_answers_the_company_and_keeps_fields_left_out,
    update_validates_like_create_and_changes_nothing_on_failure,
    another_users_company_answers_404_and_lists_stay_apart,
    the_list_is_newest_first,
    delete_removes_interviews_versions_assets_and_the_style_guide,
    delete_needs_no_content_type_but_the_same_origin,
    malformed_ids_answer_404_in_json,
    malformed_bodies_answer_4xx_in_json,
    signed_out_callers_get_401_and_waitlisted_users_403,
);

fn with(mut body: Value, field: &str, value: Value) -> Value {
    body[field] = value;
    body
}

async fn list(app: &TestApp, browser: &Client) -> Vec<Value> {
    let (status, companies) = call(app, browser, Method::GET, "/api/companies", None).await;
    assert_eq!(status, StatusCode::OK);
    companies.as_array().unwrap().clone()
}

fn ids(companies: &[Value]) -> Vec<i64> {
    companies.iter().map(|c| c["id"].as_i64().unwrap()).collect()
}

async fn count(app: &TestApp, sql: &str, company_id: i64) -> i64 {
    with_pool!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(company_id).fetch_one(pool).await).unwrap()
}

/// Asserts a 422 whose `fieldErrors` is exactly `{field: message}` and whose message is it.
async fn assert_rejected(
    app: &TestApp,
    browser: &Client,
    method: Method,
    path: &str,
    body: &Value,
    field: &str,
    message: &str,
) {
    let (status, error) = call(app, browser, method, path, Some(body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{field}: {body}");
    assert_eq!(error["fieldErrors"], json!({ field: message }), "{body}");
    assert_eq!(error["message"], message);
}

async fn create_answers_201_with_the_company_owned_by_the_session_user(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let body = with(acme(), "userId", json!("somebody-else"));
    let company = create(&app, &ann, &body).await;

    assert!(company["id"].as_i64().unwrap() > 0);
    for field in [
        "name",
        "industry",
        "description",
        "competitors",
        "productsServices",
        "websiteUrl",
        "linkedInUrl",
        "twitterUrl",
        "facebookUrl",
        "instagramUrl",
    ] {
        assert_eq!(company[field], acme()[field], "{field}");
    }
    assert_eq!(
        company["userId"],
        signed_in_status(&app, &ann).await["user"]["cobaltId"],
        "the owner is the session's user"
    );
    let created = company["createdAt"].as_str().unwrap();
    assert!(chrono::DateTime::parse_from_rfc3339(created).is_ok(), "{created}");
    // UTC with milliseconds, the same text in every answer (the list is built by the database).
    assert!(
        created.ends_with('Z') && created.len() == "2026-01-05T09:30:00.000Z".len(),
        "{created}"
    );

    let (status, read) = call(
        &app,
        &ann,
        Method::GET,
        &format!("/api/companies/{}", company["id"]),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(read, company, "a read answers what the create answered");
    assert_eq!(list(&app, &ann).await, vec![company]);
}

async fn optional_fields_may_be_empty_null_or_left_out(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let minimal = json!({"name": "  Bo ", "industry": "food & beverage", "description": "Fresh bread every morning."});
    let company = create(&app, &ann, &minimal).await;
    assert_eq!(company["name"], "Bo", "trimmed");
    assert_eq!(company["industry"], "Food & Beverage", "the option's spelling");
    for field in ["competitors", "productsServices", "websiteUrl", "instagramUrl"] {
        assert_eq!(company[field], "", "{field}");
    }

    let mut empty = acme();
    let mut null = acme();
    for field in [
        "competitors",
        "productsServices",
        "websiteUrl",
        "linkedInUrl",
        "twitterUrl",
        "facebookUrl",
        "instagramUrl",
    ] {
        empty[field] = json!("");
        null[field] = Value::Null;
    }
    for body in [empty, null] {
        let company = create(&app, &ann, &body).await;
        assert_eq!(company["productsServices"], "");
        assert_eq!(company["linkedInUrl"], "");
    }
}

async fn every_rule_answers_422_with_the_spec_message(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let post = |body: Value, field: &'static str, message: &'static str| {
        let (app, ann) = (&app, &ann);
        async move { assert_rejected(app, ann, Method::POST, "/api/companies", &body, field, message).await }
    };
    let cases = [
        ("name", "A", "Company name must be at least 2 characters."),
        ("name", "  A  ", "Company name must be at least 2 characters."),
        ("industry", "T", "Industry must be at least 2 characters."),
        (
            "description",
            "Too short",
            "Description must be at least 10 characters.",
        ),
        (
            "productsServices",
            "Widgets",
            "Products/Services description must be at least 10 characters.",
        ),
    ];
    for (field, value, message) in cases {
        post(with(acme(), field, json!(value)), field, message).await;
    }
    for field in ["websiteUrl", "linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl"] {
        for bad in [
            "acme.example",
            "not a url",
            "ftp://acme.example",
            "javascript:alert(1)",
            "https://",
        ] {
            post(with(acme(), field, json!(bad)), field, "Please enter a valid URL").await;
        }
    }
    // Industry must be one of the spec's options.
    let (status, error) = call(
        &app,
        &ann,
        Method::POST,
        "/api/companies",
        Some(&with(acme(), "industry", json!("Aerospace"))),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let message = error["fieldErrors"]["industry"].as_str().unwrap();
    assert!(message.starts_with("Industry must be one of: Technology,"), "{message}");
    assert!(message.contains("Food & Beverage"), "{message}");

    // Everything missing: the three required fields, first one as the message.
    let (status, error) = call(&app, &ann, Method::POST, "/api/companies", Some(&json!({}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        error["fieldErrors"],
        json!({
            "name": "Company name must be at least 2 characters.",
            "industry": "Industry must be at least 2 characters.",
            "description": "Description must be at least 10 characters.",
        })
    );
    assert_eq!(error["message"], "Company name must be at least 2 characters.");
    assert!(list(&app, &ann).await.is_empty(), "nothing was stored");
}

async fn text_fields_have_maximum_lengths(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let long = |n: usize| json!("é".repeat(n));
    let cases = [
        ("name", 100, "Company name must be at most 100 characters."),
        ("description", 2000, "Description must be at most 2000 characters."),
        ("competitors", 1000, "Competitors must be at most 1000 characters."),
        (
            "productsServices",
            2000,
            "Products/Services description must be at most 2000 characters.",
        ),
    ];
    for (field, max, message) in cases {
        create(&app, &ann, &with(acme(), field, long(max))).await;
        assert_rejected(
            &app,
            &ann,
            Method::POST,
            "/api/companies",
            &with(acme(), field, long(max + 1)),
            field,
            message,
        )
        .await;
    }
    let url = |n: usize| json!(format!("https://acme.example/{}", "a".repeat(n - 21)));
    create(&app, &ann, &with(acme(), "websiteUrl", url(2048))).await;
    let body = with(acme(), "websiteUrl", url(2049));
    assert_rejected(
        &app,
        &ann,
        Method::POST,
        "/api/companies",
        &body,
        "websiteUrl",
        "URL must be at most 2048 characters.",
    )
    .await;
    let body = with(acme(), "name", json!("Acme\u{0}Corp"));
    let (status, _) = call(&app, &ann, Method::POST, "/api/companies", Some(&body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "control characters");
}

async fn update_answers_the_company_and_keeps_fields_left_out(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company = create(&app, &ann, &acme()).await;
    let path = format!("/api/companies/{}", company["id"]);

    // What the dashboard's edit dialog sends: no competitors, no productsServices.
    let edit = json!({
        "name": "Acme Insights",
        "industry": "Retail",
        "description": "Insights for independent shops, every Monday.",
        "websiteUrl": "http://acme-insights.example",
        "linkedInUrl": "",
        "twitterUrl": "https://x.com/acme",
        "facebookUrl": "https://facebook.com/acme",
        "instagramUrl": "https://instagram.com/acme",
        "userId": "somebody-else",
    });
    let (status, updated) = call(&app, &ann, Method::PUT, &path, Some(&edit)).await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!(updated["id"], company["id"]);
    assert_eq!(updated["name"], "Acme Insights");
    assert_eq!(updated["industry"], "Retail");
    assert_eq!(updated["websiteUrl"], "http://acme-insights.example");
    assert_eq!(updated["linkedInUrl"], "", "an empty string clears");
    assert_eq!(updated["competitors"], company["competitors"], "left out: kept");
    assert_eq!(
        updated["productsServices"], company["productsServices"],
        "left out: kept"
    );
    assert_eq!(updated["userId"], company["userId"], "the owner never changes");
    assert_eq!(updated["createdAt"], company["createdAt"]);

    let (_, read) = call(&app, &ann, Method::GET, &path, None).await;
    assert_eq!(read, updated, "PUT answers what is stored");
    assert_eq!(list(&app, &ann).await, vec![updated.clone()], "the list shows the same");

    // The profile form sends every field, whole-company echoes included.
    let mut whole = read.clone();
    whole["competitors"] = json!("");
    let (status, updated) = call(&app, &ann, Method::PUT, &path, Some(&whole)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(updated["competitors"], "");
}

async fn update_validates_like_create_and_changes_nothing_on_failure(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company = create(&app, &ann, &acme()).await;
    let path = format!("/api/companies/{}", company["id"]);
    let cases = [
        ("name", json!("A"), "Company name must be at least 2 characters."),
        ("name", json!(""), "Company name must be at least 2 characters."),
        ("industry", json!("X"), "Industry must be at least 2 characters."),
        (
            "description",
            json!("short"),
            "Description must be at least 10 characters.",
        ),
        (
            "productsServices",
            json!("Widgets"),
            "Products/Services description must be at least 10 characters.",
        ),
        ("instagramUrl", json!("instagram.com/acme"), "Please enter a valid URL"),
    ];
    for (field, value, message) in cases {
        let body = with(acme(), field, value);
        assert_rejected(&app, &ann, Method::PUT, &path, &body, field, message).await;
    }
    let (_, read) = call(&app, &ann, Method::GET, &path, None).await;
    assert_eq!(read, company, "failed updates changed nothing");
}

async fn another_users_company_answers_404_and_lists_stay_apart(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let anns = create(&app, &ann, &acme()).await;
    let bobs = create(&app, &bob, &with(acme(), "name", json!("Bob's Bakery"))).await;
    let path = format!("/api/companies/{}", anns["id"]);

    for (method, body) in [
        (Method::GET, None),
        (Method::PUT, Some(with(acme(), "name", json!("Taken over")))),
        (Method::DELETE, None),
    ] {
        let (status, error) = call(&app, &bob, method.clone(), &path, body.as_ref()).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method}");
        assert_eq!(
            error,
            json!({"message": "Company not found"}),
            "{method}: the same as a missing one"
        );
    }
    let (status, _) = call(&app, &bob, Method::GET, "/api/companies/999999", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (_, still) = call(&app, &ann, Method::GET, &path, None).await;
    assert_eq!(still, anns, "Bob changed nothing");
    assert_eq!(list(&app, &ann).await, vec![anns]);
    assert_eq!(list(&app, &bob).await, vec![bobs]);
}

async fn the_list_is_newest_first(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let mut created = Vec::new();
    for name in ["First", "Second", "Third"] {
        created.push(
            create(&app, &ann, &with(acme(), "name", json!(name))).await["id"]
                .as_i64()
                .unwrap(),
        );
    }
    // A company stored later but dated as early as the first sorts by its date. Dates
    // set, not left to the clock: two creations may share a millisecond.
    let early = "UPDATE companies SET created_at = '2026-01-01T00:00:00.000Z' WHERE id IN ($1, $2)";
    let later = "UPDATE companies SET created_at = '2026-01-02T00:00:00.000Z' WHERE id = $1";
    with_pool!(&app.db, pool => async {
        sqlx::query(early).bind(created[0]).bind(created[2]).execute(pool).await?;
        sqlx::query(later).bind(created[1]).execute(pool).await.map(|_| ())
    }.await)
    .unwrap();

    let names: Vec<String> = list(&app, &ann)
        .await
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        names,
        ["Second", "Third", "First"],
        "by createdAt, then the later id first"
    );

    // Untouched dates: exactly the reverse order of creation.
    let bob = active_user(&app, "bob@example.com").await;
    let mut bobs = Vec::new();
    for n in 0..5 {
        bobs.push(
            create(&app, &bob, &with(acme(), "name", json!(format!("Bob {n}")))).await["id"]
                .as_i64()
                .unwrap(),
        );
    }
    bobs.reverse();
    let listed = list(&app, &bob).await;
    assert_eq!(ids(&listed), bobs);
    let dates: Vec<&str> = listed.iter().map(|c| c["createdAt"].as_str().unwrap()).collect();
    let parsed: Vec<_> = dates
        .iter()
        .map(|d| chrono::DateTime::parse_from_rfc3339(d).unwrap())
        .collect();
    assert!(parsed.windows(2).all(|w| w[0] >= w[1]), "{dates:?}");
}

/// Gives the company an interview section, a content version and an asset; answers nothing.
async fn add_children(app: &TestApp, company_id: i64) {
    let version_id: i64 = with_pool!(&app.db, pool => {
        sqlx::query_scalar::<_, i64>(
            "INSERT INTO content_versions (company_id, version_number, is_active, content)
             VALUES ($1, 1, TRUE, '{\"problemStatement\": \"x\"}') RETURNING id",
        )
        .bind(company_id)
        .fetch_one(pool)
        .await
    })
    .unwrap();
    with_pool!(&app.db, pool => async {
        sqlx::query("INSERT INTO interview_sections (company_id, section, responses, completed) VALUES ($1, 'heuristics', '{\"immediateProblem\": \"x\"}', TRUE)")
            .bind(company_id)
            .execute(pool)
            .await?;
        sqlx::query("INSERT INTO interview_sections (company_id, section) VALUES ($1, 'hormones')")
            .bind(company_id)
            .execute(pool)
            .await?;
        sqlx::query("INSERT INTO style_guides (company_id, guide, updated_at) VALUES ($1, '{}', '2026-11-27T00:00:00Z')")
            .bind(company_id)
            .execute(pool)
            .await?;
        sqlx::query("INSERT INTO content_assets (company_id, version_id, type, content) VALUES ($1, $2, 'website', '{}')")
            .bind(company_id)
            .bind(version_id)
            .execute(pool)
            .await?;
        sqlx::query("INSERT INTO content_assets (company_id, version_id, type, content) VALUES ($1, $2, 'pitch', '{}')")
            .bind(company_id)
            .bind(version_id)
            .execute(pool)
            .await
            .map(|_| ())
    }
    .await)
    .unwrap();
}

const CHILD_COUNTS: [&str; 4] = [
    "SELECT COUNT(*) FROM style_guides WHERE company_id = $1",
    "SELECT COUNT(*) FROM interview_sections WHERE company_id = $1",
    "SELECT COUNT(*) FROM content_versions WHERE company_id = $1",
    "SELECT COUNT(*) FROM content_assets WHERE company_id = $1",
];

async fn delete_removes_interviews_versions_assets_and_the_style_guide(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let doomed = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let kept = create(&app, &ann, &with(acme(), "name", json!("Kept Co"))).await["id"]
        .as_i64()
        .unwrap();
    add_children(&app, doomed).await;
    add_children(&app, kept).await;
    for sql in CHILD_COUNTS {
        assert!(count(&app, sql, doomed).await > 0, "{sql}");
    }

    let path = format!("/api/companies/{doomed}");
    let (status, body) = call(&app, &ann, Method::DELETE, &path, None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(body, Value::Null, "204 has no body");

    for sql in CHILD_COUNTS {
        assert_eq!(count(&app, sql, doomed).await, 0, "{sql}");
        assert!(
            count(&app, sql, kept).await > 0,
            "the other company keeps its rows: {sql}"
        );
    }
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM companies WHERE id = $1", doomed).await,
        0
    );
    assert_eq!(ids(&list(&app, &ann).await), [kept]);
    let (status, _) = call(&app, &ann, Method::GET, &path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = call(&app, &ann, Method::DELETE, &path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a second delete finds nothing");
}

async fn delete_needs_no_content_type_but_the_same_origin(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let path = app.url(&format!("/api/companies/{id}"));

    let cross = ann
        .delete(&path)
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), StatusCode::FORBIDDEN);
    assert_eq!(list(&app, &ann).await.len(), 1, "a cross-site delete changed nothing");

    // Other writes keep the JSON rule, with a body or without.
    for method in [Method::POST, Method::PUT] {
        let url = if method == Method::POST {
            app.url("/api/companies")
        } else {
            path.clone()
        };
        let bodiless = ann.request(method.clone(), url).send().await.unwrap();
        assert_eq!(bodiless.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE, "{method}");
        assert!(bodiless.json::<Value>().await.unwrap()["message"].is_string());
    }

    // What `fetch(url, {method: 'DELETE'})` sends: no body, no Content-Type.
    let deleted = ann
        .delete(&path)
        .header("origin", app.address.as_str())
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert!(list(&app, &ann).await.is_empty());
}

async fn malformed_ids_answer_404_in_json(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    create(&app, &ann, &acme()).await;
    for id in [
        "abc",
        "1.5",
        "-1",
        "+1",
        "0",
        "01",
        "1e3",
        "%20",
        "%FF",
        "99999999999999999999999",
        "1%27%20OR%201=1",
    ] {
        let path = format!("/api/companies/{id}");
        for (method, body) in [(Method::GET, None), (Method::PUT, Some(acme())), (Method::DELETE, None)] {
            let (status, error) = call(&app, &ann, method.clone(), &path, body.as_ref()).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{method} {id}");
            assert_eq!(error["message"], "Company not found", "{method} {id}");
        }
    }
    assert_eq!(list(&app, &ann).await.len(), 1, "nothing was deleted");
}

async fn malformed_bodies_answer_4xx_in_json(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company = create(&app, &ann, &acme()).await;
    let paths = [
        (Method::POST, "/api/companies".to_owned()),
        (Method::PUT, format!("/api/companies/{}", company["id"])),
    ];
    for (method, path) in &paths {
        for (raw, expected) in [
            ("{\"name\": ", StatusCode::BAD_REQUEST),
            ("not json", StatusCode::BAD_REQUEST),
            ("", StatusCode::BAD_REQUEST),
            ("[1, 2]", StatusCode::UNPROCESSABLE_ENTITY),
            ("\"Acme\"", StatusCode::UNPROCESSABLE_ENTITY),
            ("{\"name\": 5}", StatusCode::UNPROCESSABLE_ENTITY),
            (
                "{\"websiteUrl\": [\"https://acme.example\"]}",
                StatusCode::UNPROCESSABLE_ENTITY,
            ),
        ] {
            let response = ann
                .request(method.clone(), app.url(path))
                .header("content-type", "application/json")
                .body(raw)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), expected, "{method} {raw:?}");
            let error: Value = response.json().await.unwrap();
            assert!(error["message"].is_string(), "{method} {raw:?}");
        }
        let response = ann
            .request(method.clone(), app.url(path))
            .header("content-type", "text/plain")
            .body(acme().to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE, "{method}");
    }
    let too_big = with(acme(), "description", json!("x".repeat(70 * 1024)));
    let (status, _) = call(&app, &ann, Method::POST, "/api/companies", Some(&too_big)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);

    let (_, read) = call(&app, &ann, Method::GET, &paths[1].1, None).await;
    assert_eq!(read, company, "unchanged");
    assert_eq!(list(&app, &ann).await.len(), 1);
}

async fn signed_out_callers_get_401_and_waitlisted_users_403(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company = create(&app, &ann, &acme()).await;
    let one = format!("/api/companies/{}", company["id"]);
    let calls = [
        (Method::GET, "/api/companies", None),
        (Method::POST, "/api/companies", Some(acme())),
        (Method::GET, one.as_str(), None),
        (Method::PUT, one.as_str(), Some(acme())),
        (Method::DELETE, one.as_str(), None),
        // Rejected before the id or the body is looked at.
        (Method::GET, "/api/companies/abc", None),
        (Method::POST, "/api/companies", Some(json!({}))),
    ];
    only_active_users_may_call(&app, &calls).await;
    assert_eq!(list(&app, &ann).await, vec![company], "nothing changed");
}
