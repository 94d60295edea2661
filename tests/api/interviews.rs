//! The interview API (`docs/interviews.md`): the questions document, the
//! section records with their validation and completed rule, ownership, the
//! unique section per company (also under racing creates), and the cascade
//! when a company is deleted.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    helpers::{acme, active_user, call, create, only_active_users_may_call},
};
use pitchwise::with_pool;

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    the_questions_come_in_order_with_samples_and_an_hour_of_caching,
    create_answers_201_with_every_key_trimmed,
    completed_follows_the_answers_or_the_flag,
    update_replaces_the_answers_and_moves_updated_at,
    the_list_follows_the_interview_order_whatever_the_creation_order,
    invalid_bodies_answer_422_naming_the_field,
    unknown_sections_and_malformed_ids_answer_404,
    the_list_needs_a_company_id,
    another_users_company_and_records_answer_404,
    signed_out_callers_get_401_and_waitlisted_users_403,
    a_section_is_created_once_also_when_creates_race,
    deleting_a_company_deletes_its_interviews,
    every_interview_path_is_in_the_openapi_document,
);

const HEURISTICS: [&str; 4] = [
    "immediateProblem",
    "decisionShortcuts",
    "firstImpression",
    "comparisons",
];

/// A new company of `browser`'s user; its id.
async fn company(app: &TestApp, browser: &Client) -> i64 {
    create(app, browser, &acme()).await["id"].as_i64().unwrap()
}

async fn post(app: &TestApp, browser: &Client, body: Value) -> (StatusCode, Value) {
    call(app, browser, Method::POST, "/api/interviews", Some(&body)).await
}

/// Creates a record and answers it (201 asserted).
async fn create_section(app: &TestApp, browser: &Client, company_id: i64, section: &str, responses: Value) -> Value {
    let body = json!({"companyId": company_id, "section": section, "responses": responses});
    let (status, record) = post(app, browser, body).await;
    assert_eq!(status, StatusCode::CREATED, "{record}");
    record
}

async fn put(app: &TestApp, browser: &Client, id: &Value, body: Value) -> (StatusCode, Value) {
    call(app, browser, Method::PUT, &format!("/api/interviews/{id}"), Some(&body)).await
}

async fn list(app: &TestApp, browser: &Client, company_id: i64) -> (StatusCode, Value) {
    let path = format!("/api/interviews?companyId={company_id}");
    call(app, browser, Method::GET, &path, None).await
}

/// The company's heuristics record, as a read answers it (200 asserted).
async fn read_heuristics(app: &TestApp, browser: &Client, company_id: i64) -> Value {
    let path = format!("/api/interviews/{company_id}/heuristics");
    let (status, record) = call(app, browser, Method::GET, &path, None).await;
    assert_eq!(status, StatusCode::OK, "{record}");
    record
}

async fn rows(app: &TestApp, company_id: i64) -> i64 {
    let sql = "SELECT COUNT(*) FROM interview_sections WHERE company_id = $1";
    with_pool!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(company_id).fetch_one(pool).await).unwrap()
}

/// All four heuristics answers.
fn all_heuristics() -> Value {
    json!({
        "immediateProblem": "Empty shelves on Saturday.",
        "decisionShortcuts": "What other chains use.",
        "firstImpression": "Their own numbers.",
        "comparisons": "The buyer's spreadsheet.",
    })
}

/// An object's keys, sorted (serde_json's maps keep no order; see [`in_order`]).
fn keys(object: &Value) -> Vec<&str> {
    object.as_object().unwrap().keys().map(String::as_str).collect()
}

/// Whether each of `keys` appears in the JSON `text` as a key, after the one before.
fn in_order(text: &str, keys: &[&str]) -> bool {
    let mut from = 0;
    keys.iter().all(|key| match text[from..].find(&format!("\"{key}\":")) {
        Some(at) => {
            from += at;
            true
        }
        None => false,
    })
}

async fn the_questions_come_in_order_with_samples_and_an_hour_of_caching(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let response = ann.get(app.url("/api/interview/questions")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "private, max-age=3600");
    let text = response.text().await.unwrap();
    let document: Value = serde_json::from_str(&text).unwrap();

    let expected = [
        ("heuristics", "Customer Mindset", "Heuristics", HEURISTICS),
        (
            "hormones",
            "Emotional Drivers",
            "Hormones",
            ["problemEmotions", "solutionEmotions", "objections", "brandEmotions"],
        ),
        (
            "history",
            "Past Experiences",
            "History",
            ["painPoints", "previousSolutions", "disappointments", "evolvedNeeds"],
        ),
        (
            "heritage",
            "Cultural Context",
            "Heritage",
            [
                "industryNorms",
                "culturalFactors",
                "generationalDifferences",
                "brandAssociations",
            ],
        ),
    ];
    let sections = document["sections"].as_array().unwrap();
    assert_eq!(sections.len(), 4);
    for (section, (key, title, factor, question_keys)) in sections.iter().zip(expected) {
        assert_eq!(
            (&section["key"], &section["title"], &section["factor"]),
            (&json!(key), &json!(title), &json!(factor))
        );
        assert!(section["description"].as_str().unwrap().len() > 40, "{key}");
        let questions = section["questions"].as_array().unwrap();
        let found: Vec<_> = questions.iter().map(|q| q["key"].as_str().unwrap()).collect();
        assert_eq!(found, question_keys);
        for question in questions {
            assert!(question["label"].as_str().unwrap().ends_with('?'), "{question}");
            assert!(question["helperText"].as_str().unwrap().contains("e.g."), "{question}");
            assert!(!question["enhances"].as_array().unwrap().is_empty(), "{question}");
        }
    }
    assert_eq!(
        sections[0]["questions"][0]["enhances"][0], "Problem statement",
        "content parts by their names"
    );

    let samples = document["samples"].as_array().unwrap();
    let names: Vec<_> = samples
        .iter()
        .map(|s| (s["key"].as_str().unwrap(), s["label"].as_str().unwrap()))
        .collect();
    assert_eq!(names, [("technology", "Technology"), ("healthcare", "Healthcare")]);
    let mut in_interview_order = Vec::new();
    for (key, _, _, question_keys) in &expected {
        in_interview_order.push(*key);
        in_interview_order.extend(question_keys);
    }
    for sample in ["technology", "healthcare"] {
        let from = text.find(&format!(r#""key":"{sample}""#)).unwrap();
        assert!(
            in_order(&text[from..], &in_interview_order),
            "{sample}: answers in the interview's order"
        );
    }
    for sample in samples {
        let answers = &sample["answers"];
        assert_eq!(answers.as_object().unwrap().len(), 4);
        for (key, _, _, question_keys) in &expected {
            let mut sorted = question_keys.to_vec();
            sorted.sort();
            assert_eq!(keys(&answers[key]), sorted, "{} {key}", sample["key"]);
            for question in question_keys {
                let words = answers[key][question].as_str().unwrap().split_whitespace().count();
                assert!((40..=120).contains(&words), "{} {question}: {words}", sample["key"]);
            }
        }
    }
}

async fn create_answers_201_with_every_key_trimmed(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let record = create_section(
        &app,
        &ann,
        company_id,
        "heuristics",
        json!({"immediateProblem": "  Empty shelves\non Saturday.\t\n", "comparisons": "   "}),
    )
    .await;

    assert!(record["id"].as_i64().unwrap() > 0);
    assert_eq!(record["companyId"], company_id);
    assert_eq!(record["section"], "heuristics");
    assert_eq!(
        record["responses"],
        json!({
            "immediateProblem": "Empty shelves\non Saturday.",
            "decisionShortcuts": "",
            "firstImpression": "",
            "comparisons": "",
        })
    );
    assert_eq!(record["completed"], false);
    for field in ["createdAt", "updatedAt"] {
        let at = record[field].as_str().unwrap();
        assert!(chrono::DateTime::parse_from_rfc3339(at).is_ok(), "{at}");
        assert!(
            at.ends_with('Z') && at.len() == "2026-11-23T10:00:00.000Z".len(),
            "{at}"
        );
    }

    let path = format!("/api/interviews/{company_id}/heuristics");
    let text = ann.get(app.url(&path)).send().await.unwrap().text().await.unwrap();
    assert!(in_order(&text, &HEURISTICS), "answers in question order: {text}");
    let read: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(read, record, "a read answers what the create answered");
    assert_eq!(list(&app, &ann, company_id).await, (StatusCode::OK, json!([record])));

    // Without responses: four empty answers.
    let empty = json!({"companyId": company_id, "section": "hormones"});
    let (status, record) = post(&app, &ann, empty).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(
        record["responses"],
        json!({"problemEmotions": "", "solutionEmotions": "", "objections": "", "brandEmotions": ""})
    );
}

async fn completed_follows_the_answers_or_the_flag(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let mut three = all_heuristics();
    three["comparisons"] = json!("  ");

    let partial = create_section(&app, &ann, company_id, "heuristics", three.clone()).await;
    assert_eq!(partial["completed"], false, "a blank answer leaves it incomplete");

    let body =
        json!({"companyId": company_id, "section": "history", "responses": {"painPoints": "x"}, "completed": true});
    let (status, flagged) = post(&app, &ann, body).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(flagged["completed"], true, "sent true with partial answers");

    let (_, done) = put(&app, &ann, &partial["id"], json!({"responses": all_heuristics()})).await;
    assert_eq!(done["completed"], true, "all four answered");
    let sent_false = json!({"responses": all_heuristics(), "completed": false});
    let (_, still) = put(&app, &ann, &partial["id"], sent_false).await;
    assert_eq!(still["completed"], true, "all four answered, whatever was sent");

    let (status, reopened) = put(
        &app,
        &ann,
        &partial["id"],
        json!({"responses": three, "completed": false}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        reopened["completed"], false,
        "blanking an answer of a completed section"
    );
    let read = read_heuristics(&app, &ann, company_id).await;
    assert_eq!(read, reopened);
}

async fn update_replaces_the_answers_and_moves_updated_at(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let record = create_section(&app, &ann, company_id, "heuristics", all_heuristics()).await;

    let mut previous = record.clone();
    for responses in [json!({"firstImpression": "  A demo with their data. "}), json!({})] {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        let (status, updated) = put(&app, &ann, &record["id"], json!({"responses": responses})).await;
        assert_eq!(status, StatusCode::OK, "{updated}");
        assert_eq!(
            (&updated["id"], &updated["createdAt"]),
            (&record["id"], &record["createdAt"])
        );
        let (before, after) = (
            previous["updatedAt"].as_str().unwrap(),
            updated["updatedAt"].as_str().unwrap(),
        );
        assert!(after > before, "updatedAt moves on every change: {before} -> {after}");
        previous = updated;
    }
    assert_eq!(
        previous["responses"],
        json!({"immediateProblem": "", "decisionShortcuts": "", "firstImpression": "", "comparisons": ""}),
        "answers left out are cleared"
    );

    let (_, once) = put(
        &app,
        &ann,
        &record["id"],
        json!({"responses": {"firstImpression": "  A demo. "}}),
    )
    .await;
    assert_eq!(once["responses"]["firstImpression"], "A demo.", "trimmed");
    assert_eq!(once["responses"]["immediateProblem"], "");
    let read = read_heuristics(&app, &ann, company_id).await;
    assert_eq!(read, once, "PUT answers what is stored");
}

async fn the_list_follows_the_interview_order_whatever_the_creation_order(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    assert_eq!(list(&app, &ann, company_id).await, (StatusCode::OK, json!([])));
    let sections = |listed: &Value| -> Vec<String> {
        listed
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["section"].as_str().unwrap().to_owned())
            .collect()
    };

    for section in ["heritage", "history", "heuristics"] {
        create_section(&app, &ann, company_id, section, json!({})).await;
    }
    let (_, listed) = list(&app, &ann, company_id).await;
    assert_eq!(
        sections(&listed),
        ["heuristics", "history", "heritage"],
        "absent sections left out"
    );
    create_section(&app, &ann, company_id, "hormones", json!({})).await;
    let (_, listed) = list(&app, &ann, company_id).await;
    assert_eq!(sections(&listed), ["heuristics", "hormones", "history", "heritage"]);

    let other = company(&app, &ann).await;
    assert_eq!(
        list(&app, &ann, other).await.1,
        json!([]),
        "another company's list is its own"
    );
}

async fn invalid_bodies_answer_422_naming_the_field(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let with_answer = |key: &str, answer: Value| json!({"companyId": company_id, "section": "heuristics", "responses": {key: answer}});
    let too_long = "é".repeat(5001);
    let cases = [
        (json!({"companyId": company_id, "section": "heuristic"}), "section"),
        (json!({"companyId": company_id, "section": "Heuristics"}), "section"),
        (json!({"companyId": company_id}), "section"),
        (json!({"companyId": company_id, "section": 1}), "section"),
        (json!({"section": "heuristics"}), "companyId"),
        (json!({"companyId": "1", "section": "heuristics"}), "companyId"),
        (json!({"companyId": -1, "section": "heuristics"}), "companyId"),
        (json!({"companyId": 1.5, "section": "heuristics"}), "companyId"),
        (
            with_answer("favouriteColour", json!("blue")),
            "responses.favouriteColour",
        ),
        (
            with_answer("painPoints", json!("another section's question")),
            "responses.painPoints",
        ),
        (with_answer("immediateProblem", json!(42)), "responses.immediateProblem"),
        (
            with_answer("immediateProblem", Value::Null),
            "responses.immediateProblem",
        ),
        (
            with_answer("immediateProblem", json!(["a"])),
            "responses.immediateProblem",
        ),
        (
            with_answer("immediateProblem", json!({"a": "b"})),
            "responses.immediateProblem",
        ),
        (with_answer("comparisons", json!(too_long)), "responses.comparisons"),
        (with_answer("comparisons", json!("a\u{0}b")), "responses.comparisons"),
        (
            with_answer("comparisons", json!("a\u{1b}[31mb")),
            "responses.comparisons",
        ),
        (
            json!({"companyId": company_id, "section": "heuristics", "responses": "text"}),
            "responses",
        ),
        (
            json!({"companyId": company_id, "section": "heuristics", "responses": ["a"]}),
            "responses",
        ),
        (
            json!({"companyId": company_id, "section": "heuristics", "completed": "yes"}),
            "completed",
        ),
    ];
    for (body, field) in &cases {
        let (status, error) = post(&app, &ann, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(keys(&error["fieldErrors"]), [*field], "{body}: {error}");
        assert_eq!(error["message"], error["fieldErrors"][field], "{body}");
    }
    let (_, error) = post(&app, &ann, json!({"companyId": company_id, "section": "heuristic"})).await;
    assert_eq!(
        error["message"],
        "Section must be one of: heuristics, hormones, history, heritage."
    );
    let (_, error) = post(&app, &ann, with_answer("favouriteColour", json!("blue"))).await;
    let message = error["message"].as_str().unwrap();
    assert!(
        message.contains("favouriteColour") && message.contains("immediateProblem"),
        "{message}"
    );
    let (status, error) = post(&app, &ann, json!({"responses": {"x": 1}, "completed": 1})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        keys(&error["fieldErrors"]),
        ["companyId", "completed", "section"],
        "every field at once"
    );
    assert_eq!(
        error["message"], error["fieldErrors"]["companyId"],
        "the first field checked"
    );
    assert_eq!(rows(&app, company_id).await, 0, "nothing was stored");

    // At the limit, and the line breaks and tabs an answer may hold.
    let padded = format!("  {}\n", "é".repeat(5000));
    let record = create_section(
        &app,
        &ann,
        company_id,
        "heuristics",
        json!({"comparisons": padded, "firstImpression": "a\r\n\tb"}),
    )
    .await;
    assert_eq!(
        record["responses"]["comparisons"].as_str().unwrap().chars().count(),
        5000
    );
    assert_eq!(record["responses"]["firstImpression"], "a\r\n\tb");

    // The same rules on update, which changes nothing when it fails.
    for (body, field) in cases.iter().filter(|(_, field)| field.starts_with("responses")) {
        let update = json!({"responses": body["responses"]});
        let (status, error) = put(&app, &ann, &record["id"], update).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(keys(&error["fieldErrors"]), [*field], "{body}: {error}");
    }
    for (body, field) in [
        (json!({}), "responses"),
        (json!({"responses": null}), "responses"),
        (json!({"responses": {}, "completed": "true"}), "completed"),
    ] {
        let (status, error) = put(&app, &ann, &record["id"], body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(keys(&error["fieldErrors"]), [field], "{body}: {error}");
    }
    let read = read_heuristics(&app, &ann, company_id).await;
    assert_eq!(read, record, "failed updates changed nothing");

    // Bodies that are not JSON objects answer in the error shape too.
    for (raw, expected) in [
        ("{\"section\": ", StatusCode::BAD_REQUEST),
        ("[1]", StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let response = ann
            .post(app.url("/api/interviews"))
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), expected, "{raw}");
        assert!(response.json::<Value>().await.unwrap()["message"].is_string());
    }
}

async fn unknown_sections_and_malformed_ids_answer_404(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let record = create_section(&app, &ann, company_id, "heuristics", json!({})).await;
    assert_eq!(record["id"], 1, "the ids below would name this record if read loosely");

    let section_missing = json!({"message": "Interview section not found"});
    let company_missing = json!({"message": "Company not found"});
    for section in ["hormones", "unknown", "Heuristics", "heuristics%20"] {
        let path = format!("/api/interviews/{company_id}/{section}");
        assert_eq!(
            call(&app, &ann, Method::GET, &path, None).await,
            (StatusCode::NOT_FOUND, section_missing.clone()),
            "{path}"
        );
    }
    for id in [
        "abc",
        "0",
        "01",
        "-1",
        "+1",
        "1.0",
        "%FF",
        "99999999999999999999",
        "999999",
    ] {
        let path = format!("/api/interviews/{id}/heuristics");
        assert_eq!(
            call(&app, &ann, Method::GET, &path, None).await,
            (StatusCode::NOT_FOUND, company_missing.clone()),
            "{path}"
        );
        let path = format!("/api/interviews?companyId={id}");
        assert_eq!(
            call(&app, &ann, Method::GET, &path, None).await,
            (StatusCode::NOT_FOUND, company_missing.clone()),
            "{path}"
        );
        let path = format!("/api/interviews/{id}");
        let (status, error) = call(&app, &ann, Method::PUT, &path, Some(&json!({"responses": {}}))).await;
        assert_eq!(
            (status, error),
            (StatusCode::NOT_FOUND, section_missing.clone()),
            "{path}"
        );
    }
    let read = read_heuristics(&app, &ann, company_id).await;
    assert_eq!(read, record, "nothing was changed");

    let (status, error) = post(&app, &ann, json!({"companyId": 999999, "section": "heuristics"})).await;
    assert_eq!((status, error), (StatusCode::NOT_FOUND, company_missing));
}

async fn the_list_needs_a_company_id(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    for query in ["", "?companyId=", "?company_id=1", "?companyid=1"] {
        let (status, error) = call(&app, &ann, Method::GET, &format!("/api/interviews{query}"), None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        assert!(
            error["message"].as_str().unwrap().contains("companyId"),
            "{query}: {error}"
        );
    }
    // A query the parser refuses answers in the JSON shape too.
    let path = format!("/api/interviews?companyId={company_id}&companyId={company_id}");
    let (status, error) = call(&app, &ann, Method::GET, &path, None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(error["message"].is_string());
    assert_eq!(list(&app, &ann, company_id).await.0, StatusCode::OK);
}

async fn another_users_company_and_records_answer_404(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let anns_company = company(&app, &ann).await;
    let anns = create_section(&app, &ann, anns_company, "heuristics", all_heuristics()).await;
    let bobs_company = company(&app, &bob).await;

    let company_missing = (StatusCode::NOT_FOUND, json!({"message": "Company not found"}));
    assert_eq!(list(&app, &bob, anns_company).await, company_missing);
    for section in ["heuristics", "hormones", "unknown"] {
        let path = format!("/api/interviews/{anns_company}/{section}");
        assert_eq!(
            call(&app, &bob, Method::GET, &path, None).await,
            company_missing,
            "{path}"
        );
    }
    for (section, responses) in [("heuristics", all_heuristics()), ("hormones", json!({}))] {
        let body = json!({"companyId": anns_company, "section": section, "responses": responses});
        assert_eq!(post(&app, &bob, body).await, company_missing, "{section}");
    }
    let takeover = json!({"responses": {"immediateProblem": "Mine now"}, "completed": true});
    let (status, error) = put(&app, &bob, &anns["id"], takeover).await;
    assert_eq!(
        (status, error),
        (StatusCode::NOT_FOUND, json!({"message": "Interview section not found"}))
    );

    assert_eq!(
        list(&app, &ann, anns_company).await.1,
        json!([anns]),
        "Bob changed nothing"
    );
    assert_eq!(rows(&app, anns_company).await, 1);
    assert_eq!(list(&app, &bob, bobs_company).await.1, json!([]));
    create_section(&app, &bob, bobs_company, "heuristics", json!({})).await;
}

async fn signed_out_callers_get_401_and_waitlisted_users_403(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let record = create_section(&app, &ann, company_id, "heuristics", all_heuristics()).await;
    let one = format!("/api/interviews/{company_id}/heuristics");
    let by_id = format!("/api/interviews/{}", record["id"]);
    let list_path = format!("/api/interviews?companyId={company_id}");
    let calls = [
        (Method::GET, "/api/interview/questions", None),
        (Method::GET, list_path.as_str(), None),
        (Method::GET, one.as_str(), None),
        (
            Method::POST,
            "/api/interviews",
            Some(json!({"companyId": company_id, "section": "hormones"})),
        ),
        (Method::PUT, by_id.as_str(), Some(json!({"responses": {}}))),
        // Rejected before the query, the path or the body is looked at.
        (Method::GET, "/api/interviews", None),
        (Method::GET, "/api/interviews/abc/unknown", None),
        (Method::POST, "/api/interviews", Some(json!({}))),
    ];
    only_active_users_may_call(&app, &calls).await;
    assert_eq!(list(&app, &ann, company_id).await.1, json!([record]), "nothing changed");
}

async fn a_section_is_created_once_also_when_creates_race(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let company_id = company(&app, &ann).await;
    let first = create_section(&app, &ann, company_id, "heuristics", all_heuristics()).await;
    let again = json!({"companyId": company_id, "section": "heuristics", "responses": {}});
    let conflict = (
        StatusCode::CONFLICT,
        json!({"message": "This interview section already exists."}),
    );
    assert_eq!(post(&app, &ann, again).await, conflict);
    assert_eq!(
        list(&app, &ann, company_id).await.1,
        json!([first]),
        "the first record is kept"
    );

    // Eight creates of one section at the same moment: one row, one 201, seven 409s.
    let race = json!({"companyId": company_id, "section": "hormones"});
    let answers = futures::future::join_all((0..8).map(|_| post(&app, &ann, race.clone()))).await;
    let created = answers
        .iter()
        .filter(|(status, _)| *status == StatusCode::CREATED)
        .count();
    assert_eq!(created, 1, "{answers:?}");
    assert!(
        answers.iter().all(|a| a.0 == StatusCode::CREATED || *a == conflict),
        "{answers:?}"
    );
    assert_eq!(rows(&app, company_id).await, 2);
}

async fn deleting_a_company_deletes_its_interviews(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let doomed = company(&app, &ann).await;
    let kept = company(&app, &ann).await;
    for company_id in [doomed, kept] {
        for section in ["heuristics", "hormones", "history", "heritage"] {
            create_section(&app, &ann, company_id, section, json!({})).await;
        }
    }
    assert_eq!(rows(&app, doomed).await, 4);

    // As the app deletes: no body, no Content-Type.
    let response = ann
        .delete(app.url(&format!("/api/companies/{doomed}")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);

    assert_eq!(rows(&app, doomed).await, 0, "the company's records went with it");
    assert_eq!(rows(&app, kept).await, 4, "the other company keeps its records");
    assert_eq!(list(&app, &ann, doomed).await.0, StatusCode::NOT_FOUND);
    let body = json!({"companyId": doomed, "section": "heuristics"});
    assert_eq!(post(&app, &ann, body).await.0, StatusCode::NOT_FOUND);
}

async fn every_interview_path_is_in_the_openapi_document(app: TestApp) {
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let paths = &doc["paths"];
    let expected = [
        ("/api/interview/questions", "get", &["200", "401", "403"][..]),
        ("/api/interviews", "get", &["200", "400", "401", "403", "404"]),
        ("/api/interviews", "post", &["201", "401", "403", "404", "409", "422"]),
        (
            "/api/interviews/{companyId}/{section}",
            "get",
            &["200", "401", "403", "404"],
        ),
        ("/api/interviews/{id}", "put", &["200", "401", "403", "404", "422"]),
    ];
    for (path, method, statuses) in expected {
        let responses = &paths[path][method]["responses"];
        assert!(
            responses.is_object(),
            "{method} {path} is missing from the OpenAPI document"
        );
        for status in statuses {
            assert!(responses.get(status).is_some(), "{method} {path}: no {status}");
        }
    }
    assert!(doc["components"]["schemas"].get("Interview").is_some());
    assert!(doc["components"]["schemas"].get("QuestionsDocument").is_some());
}
