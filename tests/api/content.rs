//! Generated content (`docs/content.md`): the gate on a complete interview,
//! credits (402, never below 0, also under racing requests), versions and their
//! assets, one active version at all times (also under racing activations),
//! a failing writer spending nothing, the free preview, ownership and limits.

use futures::future::join_all;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    helpers::{acme, active_user, call, create, only_active_users_may_call},
    helpers::{Backend, Server, TestApp},
    support::llm_stand_in::{
        sample_company, valid_content, LlmStandIn,
        PartAsked::{self, Core, Website},
        Reply, MODEL, TOKENS_PER_CALL,
    },
};
use pitchwise::domain::questions::SAMPLES;

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    generation_needs_all_four_sections_complete,
    generation_spends_a_credit_and_stores_the_next_version_with_its_assets,
    without_credits_generation_answers_402_and_stores_nothing,
    eight_racing_generations_on_three_credits_make_three_versions,
    activation_switches_the_assets_and_leaves_one_active_version,
    racing_activations_leave_one_active_version,
    the_preview_spends_nothing_and_needs_a_completed_section,
    another_users_company_and_versions_answer_404,
    signed_out_callers_get_401_and_waitlisted_users_403,
    invalid_company_ids_answer_422_or_404,
    every_content_path_is_in_the_openapi_document,
    the_field_registry_is_served_to_active_users,
    every_version_carries_its_quality_report,
    a_version_is_read_without_activating_it,
    a_company_says_whether_it_has_content,
    an_edit_makes_the_next_version_with_only_that_text_changed_and_no_credit_spent,
    edits_that_name_no_text_or_bring_none_answer_422_and_store_nothing,
    racing_edits_of_one_version_all_land_as_versions,
);

/// A company of `browser`'s user whose first `sections` sections are answered
/// (complete) with the technology sample answers; its id.
pub async fn company_with_interview(app: &impl Server, browser: &Client, sections: usize) -> i64 {
    interviewed_company(app, browser, &acme(), sections).await
}

/// The company `profile` of `browser`'s user, its first `sections` sections answered as above.
pub async fn interviewed_company(app: &impl Server, browser: &Client, profile: &Value, sections: usize) -> i64 {
    let company = create(app, browser, profile).await;
    let id = company["id"].as_i64().unwrap();
    for sample in SAMPLES[0].answers.iter().take(sections) {
        let responses: serde_json::Map<String, Value> = sample
            .answers
            .iter()
            .map(|(key, answer)| (key.as_str().to_owned(), json!(answer)))
            .collect();
        let body = json!({"companyId": id, "section": sample.section.as_str(), "responses": responses});
        let (status, record) = call(app, browser, Method::POST, "/api/interviews", Some(&body)).await;
        assert_eq!(status, StatusCode::CREATED, "{record}");
        assert_eq!(record["completed"], true);
    }
    id
}

pub async fn generate(app: &impl Server, browser: &Client, company_id: i64) -> (StatusCode, Value) {
    let body = json!({"companyId": company_id});
    call(app, browser, Method::POST, "/api/content/generate", Some(&body)).await
}

pub async fn get(app: &TestApp, browser: &Client, path: &str) -> (StatusCode, Value) {
    call(app, browser, Method::GET, path, None).await
}

pub async fn credits(app: &TestApp, browser: &Client) -> i64 {
    get(app, browser, "/isSignedIn").await.1["user"]["credits"]
        .as_i64()
        .unwrap()
}

pub async fn count(app: &TestApp, sql: &str) -> i64 {
    app.count(sql).await
}

async fn generation_needs_all_four_sections_complete(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 3).await;
    let (status, error) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        error["message"],
        "Complete all four interview sections before generating content."
    );
    // A fourth section with a blank answer is not complete either.
    let body = json!({"companyId": id, "section": "heritage", "responses": {"industryNorms": "Formal."}});
    call(&app, &ann, Method::POST, "/api/interviews", Some(&body)).await;
    assert_eq!(generate(&app, &ann, id).await.0, StatusCode::CONFLICT);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
    assert_eq!(credits(&app, &ann).await, 10);
}

async fn generation_spends_a_credit_and_stores_the_next_version_with_its_assets(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    assert_eq!(
        get(&app, &ann, &format!("/api/content/active/{id}")).await.0,
        StatusCode::NOT_FOUND
    );

    let (status, first) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert_eq!(first["creditsRemaining"], 9);
    assert_eq!(first["version"]["versionNumber"], 1);
    assert_eq!(first["version"]["isActive"], true);
    assert_eq!(first["version"]["writer"], "built-in");
    assert!(first["version"]["tokensUsed"].is_null());
    assert_eq!(first["coreMessaging"], first["version"]["content"]);
    for field in ["problemStatement", "valueProposition", "competitiveDifferentiation"] {
        assert!(!first["coreMessaging"][field].as_str().unwrap().is_empty(), "{field}");
    }
    // The account menu reads the credits from the sign-in status: exact at once.
    assert_eq!(credits(&app, &ann).await, 9);

    let (status, second) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(second["creditsRemaining"], 8);
    assert_eq!(second["version"]["versionNumber"], 2);
    assert_ne!(
        second["coreMessaging"], first["coreMessaging"],
        "a new version words things anew"
    );

    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
    let numbers: Vec<i64> = versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["versionNumber"].as_i64().unwrap())
        .collect();
    assert_eq!(numbers, [2, 1], "newest first");
    assert_eq!(versions[0]["isActive"], true);
    assert_eq!(versions[1]["isActive"], false);

    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["id"], second["version"]["id"]);
    let (status, website) = get(&app, &ann, &format!("/api/content/assets/{id}/website")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(website["type"], "website");
    assert_eq!(website["versionId"], second["version"]["id"]);
    let items = website["content"]["valuePropositions"].as_array().unwrap().len();
    assert!((3..=5).contains(&items), "{website}");
    let (_, pitch) = get(&app, &ann, &format!("/api/content/assets/{id}/pitch")).await;
    assert_eq!(pitch["type"], "pitch");
    assert!(
        pitch["content"]["pitch3min"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .count()
            >= 400
    );
    // Website, pitch and objection sheet of each version.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_assets").await, 6);
}

async fn without_credits_generation_answers_402_and_stores_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    app.exec("UPDATE users SET credits = 0").await;
    let (status, error) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::PAYMENT_REQUIRED);
    assert!(
        error["message"].as_str().unwrap().contains("no credits left"),
        "{error}"
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
    assert_eq!(credits(&app, &ann).await, 0);
}

async fn eight_racing_generations_on_three_credits_make_three_versions(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    app.exec("UPDATE users SET credits = 3").await;
    let results = join_all((0..8).map(|_| generate(&app, &ann, id))).await;
    let mut statuses: Vec<u16> = results.iter().map(|(status, _)| status.as_u16()).collect();
    statuses.sort();
    assert_eq!(statuses, [201, 201, 201, 402, 402, 402, 402, 402], "{results:?}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 3);
    assert_eq!(count(&app, "SELECT credits FROM users").await, 0);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM content_versions WHERE is_active").await,
        1
    );
    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
    let numbers: Vec<i64> = versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["versionNumber"].as_i64().unwrap())
        .collect();
    assert_eq!(numbers, [3, 2, 1]);
}

async fn activation_switches_the_assets_and_leaves_one_active_version(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, first) = generate(&app, &ann, id).await;
    let (_, first_pitch) = get(&app, &ann, &format!("/api/content/assets/{id}/pitch")).await;
    generate(&app, &ann, id).await;
    let (_, second_pitch) = get(&app, &ann, &format!("/api/content/assets/{id}/pitch")).await;
    assert_ne!(first_pitch["content"], second_pitch["content"]);

    let first_id = first["version"]["id"].as_i64().unwrap();
    let path = format!("/api/content/versions/{first_id}/activate");
    let (status, activated) = call(&app, &ann, Method::POST, &path, None).await;
    assert_eq!(status, StatusCode::OK, "{activated}");
    assert_eq!(
        (&activated["id"], &activated["isActive"]),
        (&json!(first_id), &json!(true))
    );
    let (_, pitch) = get(&app, &ann, &format!("/api/content/assets/{id}/pitch")).await;
    assert_eq!(
        pitch["content"], first_pitch["content"],
        "the first version's texts are back"
    );
    let (_, website) = get(&app, &ann, &format!("/api/content/assets/{id}/website")).await;
    assert_eq!(website["versionId"], first_id);
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["versionNumber"], 1);
    // Activating the active one again changes nothing.
    assert_eq!(call(&app, &ann, Method::POST, &path, None).await.0, StatusCode::OK);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM content_versions WHERE is_active").await,
        1
    );
}

async fn racing_activations_leave_one_active_version(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let mut ids = Vec::new();
    for _ in 0..4 {
        ids.push(generate(&app, &ann, id).await.1["version"]["id"].as_i64().unwrap());
    }
    for round in 0..5 {
        let paths: Vec<String> = ids
            .iter()
            .map(|version| format!("/api/content/versions/{version}/activate"))
            .collect();
        let results = join_all(paths.iter().map(|path| call(&app, &ann, Method::POST, path, None))).await;
        assert!(
            results.iter().all(|(status, _)| *status == StatusCode::OK),
            "round {round}: {results:?}"
        );
        assert_eq!(
            count(&app, "SELECT COUNT(*) FROM content_versions WHERE is_active").await,
            1,
            "round {round}"
        );
    }
}

async fn the_preview_spends_nothing_and_needs_a_completed_section(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let empty = company_with_interview(&app, &ann, 0).await;
    let preview = |id: i64| {
        let body = json!({"companyId": id});
        let (app, ann) = (&app, &ann);
        async move { call(app, ann, Method::POST, "/api/content/preview", Some(&body)).await }
    };
    let (status, error) = preview(empty).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        error["message"],
        "Complete at least one interview section to see a preview."
    );

    let id = company_with_interview(&app, &ann, 1).await;
    let (status, first) = preview(id).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["writer"], "built-in");
    assert!(first["coreMessaging"]["problemStatement"].is_string());
    assert!(first["website"]["headline"].is_string());
    assert!(first["pitch"]["pitch30sec"].is_string());
    assert_eq!(credits(&app, &ann).await, 10);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
}

async fn a_version_is_read_without_activating_it(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let other = company_with_interview(&app, &ann, 4).await;
    let (_, first) = generate(&app, &ann, id).await;
    let first_id = first["version"]["id"].as_i64().unwrap();
    let (_, first_pitch) = get(&app, &ann, &format!("/api/content/assets/{id}/pitch")).await;
    generate(&app, &ann, id).await;

    let (status, viewed) = get(
        &app,
        &ann,
        &format!("/api/content/assets/{id}/pitch?versionId={first_id}"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{viewed}");
    assert_eq!(
        (&viewed["versionId"], &viewed["content"]),
        (&json!(first_id), &first_pitch["content"])
    );
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["versionNumber"], 2, "reading a version does not activate it");

    // Another company's version, an unknown one, and one that is not a number.
    let (_, generated) = generate(&app, &ann, other).await;
    let others = generated["version"]["id"].as_i64().unwrap();
    for query in [format!("versionId={others}"), "versionId=999999".to_owned()] {
        let (status, error) = get(&app, &ann, &format!("/api/content/assets/{id}/website?{query}")).await;
        assert_eq!(
            (status, &error["message"]),
            (StatusCode::NOT_FOUND, &json!("Version not found")),
            "{query}"
        );
    }
    let (status, _) = get(&app, &ann, &format!("/api/content/assets/{id}/website?versionId=first")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

async fn a_company_says_whether_it_has_content(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let has_content = |companies: &Value| companies[0]["hasContent"].clone();
    // Read once before: the list is cached, and generating must refresh it.
    assert_eq!(has_content(&get(&app, &ann, "/api/companies").await.1), json!(false));
    assert_eq!(
        get(&app, &ann, &format!("/api/companies/{id}")).await.1["hasContent"],
        false
    );

    assert_eq!(generate(&app, &ann, id).await.0, StatusCode::CREATED);
    assert_eq!(has_content(&get(&app, &ann, "/api/companies").await.1), json!(true));
    assert_eq!(
        get(&app, &ann, &format!("/api/companies/{id}")).await.1["hasContent"],
        true
    );
    let body = json!({"name": "Renamed"});
    let (_, updated) = call(&app, &ann, Method::PUT, &format!("/api/companies/{id}"), Some(&body)).await;
    assert_eq!(updated["hasContent"], true, "{updated}");
}

pub async fn edit(app: &TestApp, browser: &Client, version_id: i64, field: &str, value: &str) -> (StatusCode, Value) {
    let path = format!("/api/content/versions/{version_id}/edit");
    call(
        app,
        browser,
        Method::POST,
        &path,
        Some(&json!({"field": field, "value": value})),
    )
    .await
}

/// The version's three parts, as one JSON object: `{core, website, pitch}`.
/// Every text of a version's parts, as the API answers them (see [`version_texts`]).
pub fn strings(value: &Value) -> Vec<String> {
    match value {
        Value::String(text) => vec![text.clone()],
        Value::Array(items) => items.iter().flat_map(strings).collect(),
        Value::Object(fields) => fields.values().flat_map(strings).collect(),
        _ => Vec::new(),
    }
}

pub async fn version_texts(app: &TestApp, browser: &Client, company_id: i64, version: &Value) -> Value {
    let id = &version["id"];
    let (_, website) = get(
        app,
        browser,
        &format!("/api/content/assets/{company_id}/website?versionId={id}"),
    )
    .await;
    let (_, pitch) = get(
        app,
        browser,
        &format!("/api/content/assets/{company_id}/pitch?versionId={id}"),
    )
    .await;
    let (_, objections) = get(
        app,
        browser,
        &format!("/api/content/assets/{company_id}/objections?versionId={id}"),
    )
    .await;
    json!({
        "core": version["content"], "website": website["content"], "pitch": pitch["content"],
        "objections": objections["content"],
    })
}

async fn an_edit_makes_the_next_version_with_only_that_text_changed_and_no_credit_spent(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let first = &generated["version"];
    let first_id = first["id"].as_i64().unwrap();
    let before = version_texts(&app, &ann, id, first).await;

    let mut expected = before.clone();
    let mut base = first_id;
    for (field, value) in [
        ("website.headline", "Fresh shelves on Saturday"),
        (
            "core.problemStatement",
            "Store managers take the blame for empty shelves they did not cause.",
        ),
        (
            "website.valuePropositions.1.description",
            "  One order a week, written for you.  ",
        ),
        ("pitch.keyPoints.0", "Waste down by a third in eight weeks."),
    ] {
        let (status, version) = edit(&app, &ann, base, field, value).await;
        assert_eq!(status, StatusCode::CREATED, "{field}: {version}");
        assert_eq!(version["isActive"], true);
        assert_eq!(
            version["origin"],
            json!({"kind": "edited", "field": field, "basedOn": base})
        );
        assert!(version["quality"]["score"].is_number(), "the gate read it: {version}");
        *expected.pointer_mut(&format!("/{}", field.replace('.', "/"))).unwrap() = json!(value.trim());
        assert_eq!(
            version_texts(&app, &ann, id, &version).await,
            expected,
            "only {field} changed"
        );
        base = version["id"].as_i64().unwrap();
    }
    assert_eq!(credits(&app, &ann).await, 9, "edits are free");
    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
    let numbers: Vec<_> = versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| &v["versionNumber"])
        .collect();
    assert_eq!(numbers, [5, 4, 3, 2, 1]);
    assert_eq!(versions[4]["origin"], json!({"kind": "generated"}));
    assert_eq!(
        version_texts(&app, &ann, id, &versions[4]).await,
        before,
        "the base is as it was"
    );
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["versionNumber"], 5);
}

async fn edits_that_name_no_text_or_bring_none_answer_422_and_store_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = generated["version"]["id"].as_i64().unwrap();
    let too_long = "word ".repeat(31);
    for (field, value, wrong) in [
        ("website.slogan", "A slogan", "field"),
        ("website.valuePropositions.0", "A whole benefit", "field"),
        ("pitch.keyPoints", "Points", "field"),
        ("pitch.keyPoints.9", "A tenth point", "field"),
        ("website.headline", "   ", "value"),
        ("website.headline", too_long.as_str(), "value"),
    ] {
        let (status, error) = edit(&app, &ann, version, field, value).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{field}: {error}");
        assert!(error["fieldErrors"][wrong].is_string(), "{field}: {error}");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 1);
    let (status, _) = edit(&app, &ann, 999_999, "website.headline", "Lost").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn racing_edits_of_one_version_all_land_as_versions(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = generated["version"]["id"].as_i64().unwrap();
    let headlines: Vec<String> = (1..=4).map(|n| format!("Headline number {n}")).collect();
    let results = join_all(
        headlines
            .iter()
            .map(|text| edit(&app, &ann, version, "website.headline", text)),
    )
    .await;
    assert!(
        results.iter().all(|(status, _)| *status == StatusCode::CREATED),
        "{results:?}"
    );
    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
    let mut kept: Vec<String> = Vec::new();
    for version in versions.as_array().unwrap().iter().take(4) {
        let texts = version_texts(&app, &ann, id, version).await;
        kept.push(texts["website"]["headline"].as_str().unwrap().to_owned());
    }
    kept.sort();
    assert_eq!(kept, headlines, "no edit is lost");
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM content_versions WHERE is_active").await,
        1
    );
}

async fn another_users_company_and_versions_answer_404(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = generated["version"]["id"].as_i64().unwrap();

    let body = json!({"companyId": id});
    let calls = [
        (Method::POST, "/api/content/generate".to_owned(), Some(body.clone())),
        (Method::POST, "/api/content/preview".to_owned(), Some(body)),
        (Method::GET, format!("/api/content/active/{id}"), None),
        (Method::GET, format!("/api/content/versions/{id}"), None),
        (Method::GET, format!("/api/content/assets/{id}/website"), None),
        (Method::GET, format!("/api/content/assets/{id}/pitch"), None),
        (Method::POST, format!("/api/content/versions/{version}/activate"), None),
        (
            Method::POST,
            format!("/api/content/versions/{version}/edit"),
            Some(json!({"field": "website.headline", "value": "Mine now"})),
        ),
        (
            Method::POST,
            format!("/api/content/versions/{version}/regenerate"),
            Some(json!({"field": "website.headline"})),
        ),
        (
            Method::POST,
            format!("/api/content/versions/{version}/variants"),
            Some(json!({"field": "website.headline"})),
        ),
        (
            Method::POST,
            format!("/api/content/versions/{version}/sync"),
            Some(json!({})),
        ),
    ];
    for (method, path, body) in calls {
        let (status, error) = call(&app, &bob, method.clone(), &path, body.as_ref()).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {error}");
    }
    assert_eq!(credits(&app, &bob).await, 10, "nothing was spent");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 1);
}

async fn signed_out_callers_get_401_and_waitlisted_users_403(app: TestApp) {
    let body = json!({"companyId": 1});
    only_active_users_may_call(
        &app,
        &[
            (Method::POST, "/api/content/generate", Some(body.clone())),
            (Method::POST, "/api/content/preview", Some(body)),
            (Method::GET, "/api/content/active/1", None),
            (Method::GET, "/api/content/versions/1", None),
            (Method::GET, "/api/content/assets/1/website", None),
            (Method::GET, "/api/content/assets/1/pitch", None),
            (Method::POST, "/api/content/versions/1/activate", None),
            (
                Method::POST,
                "/api/content/versions/1/edit",
                Some(json!({"field": "website.headline", "value": "x"})),
            ),
            (
                Method::POST,
                "/api/content/versions/1/regenerate",
                Some(json!({"field": "website.headline"})),
            ),
            (
                Method::POST,
                "/api/content/versions/1/variants",
                Some(json!({"field": "website.headline"})),
            ),
            (Method::POST, "/api/content/versions/1/sync", Some(json!({}))),
        ],
    )
    .await;
}

async fn invalid_company_ids_answer_422_or_404(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    for body in [
        json!({}),
        json!({"companyId": "1"}),
        json!({"companyId": -1}),
        json!({"companyId": 1.5}),
    ] {
        let (status, error) = call(&app, &ann, Method::POST, "/api/content/generate", Some(&body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(error["fieldErrors"]["companyId"].is_string(), "{error}");
    }
    for path in [
        "/api/content/active/01",
        "/api/content/versions/+1",
        "/api/content/assets/1/brochure",
        "/api/content/versions/abc/activate",
    ] {
        let method = if path.ends_with("activate") {
            Method::POST
        } else {
            Method::GET
        };
        let (status, _) = call(&app, &ann, method, path, None).await;
        assert!(
            [StatusCode::NOT_FOUND, StatusCode::METHOD_NOT_ALLOWED].contains(&status),
            "{path}: {status}"
        );
    }
}

async fn every_content_path_is_in_the_openapi_document(app: TestApp) {
    let (_, doc) = get(&app, &app.new_client(), "/api/openapi.json").await;
    for (path, method) in [
        ("/api/content/generate", "post"),
        ("/api/content/preview", "post"),
        ("/api/content/active/{companyId}", "get"),
        ("/api/content/versions/{companyId}", "get"),
        ("/api/content/versions/{versionId}/edit", "post"),
        ("/api/content/versions/{versionId}/regenerate", "post"),
        ("/api/content/versions/{versionId}/variants", "post"),
        ("/api/content/versions/{versionId}/sync", "post"),
        ("/api/content/assets/{companyId}/website", "get"),
        ("/api/content/assets/{companyId}/pitch", "get"),
        ("/api/content/versions/{versionId}/activate", "post"),
        ("/api/content/fields", "get"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path}");
    }
    // The body documented is the one the handler reads (not the company form's).
    let body = &doc["paths"]["/api/content/generate"]["post"]["requestBody"]["content"]["application/json"]["schema"];
    let name = body["$ref"].as_str().unwrap().rsplit('/').next().unwrap();
    assert_eq!(name, "GenerateRequest");
    let properties = doc["components"]["schemas"][name]["properties"].as_object().unwrap();
    assert_eq!(properties.keys().collect::<Vec<_>>(), ["companyId"]);
    for status in ["402", "409", "429", "502", "503"] {
        assert!(
            doc["paths"]["/api/content/generate"]["post"]["responses"][status].is_object(),
            "{status}"
        );
    }
}

async fn the_field_registry_is_served_to_active_users(app: TestApp) {
    only_active_users_may_call(&app, &[(Method::GET, "/api/content/fields", None)]).await;
    let ann = active_user(&app, "ann@example.com").await;
    let (status, fields) = get(&app, &ann, "/api/content/fields").await;
    assert_eq!(status, StatusCode::OK);
    let fields = fields.as_array().unwrap();
    let paths: Vec<&str> = fields.iter().map(|f| f["path"].as_str().unwrap()).collect();
    assert_eq!(paths.len(), 17);
    assert_eq!(paths[0], "core.problemStatement");
    assert!(paths.contains(&"website.valuePropositions[].description") && paths.contains(&"pitch.keyPoints[]"));
    let problem = &fields[0];
    assert_eq!(problem["label"], "Problem Statement");
    assert_eq!(
        (problem["minWords"].as_u64(), problem["maxWords"].as_u64()),
        (Some(35), Some(70))
    );
    assert!(problem.get("minItems").is_none());
    let sources: Vec<&str> = problem["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert!(
        sources.contains(&"immediateProblem") && sources.contains(&"industry"),
        "{sources:?}"
    );
    let key_points = fields.iter().find(|f| f["path"] == "pitch.keyPoints[]").unwrap();
    assert_eq!(
        (key_points["minItems"].as_u64(), key_points["maxItems"].as_u64()),
        (Some(3), Some(6))
    );
}

async fn every_version_carries_its_quality_report(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let quality = &generated["version"]["quality"];
    let score = quality["score"].as_u64().unwrap();
    assert!(score <= 100);
    let fields = quality["fields"].as_object().unwrap();
    for path in [
        "core.problemStatement",
        "website.headline",
        "website.valuePropositions.0.title",
        "pitch.pitch3min",
        "pitch.keyPoints.0",
    ] {
        let field = &fields[path];
        let words = field["words"].as_u64().unwrap();
        assert!(
            field["minWords"].as_u64().unwrap() <= field["maxWords"].as_u64().unwrap(),
            "{path}"
        );
        assert!(words > 0, "{path}");
        assert!(field["readingEase"].is_number() && field["grade"].is_number(), "{path}");
        assert!(field["flags"].is_array(), "{path}");
    }
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["quality"], *quality);
    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
    assert_eq!(versions[0]["quality"], *quality);
}

/// Tests that start an app with a configuration of their own.
mod own_configuration {
    use super::*;

    on_both_databases!(
        backend;
        a_failing_writer_spends_nothing_and_stores_nothing,
        generations_over_the_rate_answer_429_with_retry_after,
        previews_over_the_rate_answer_429_with_retry_after,
        a_generation_through_the_model_records_its_name_and_tokens,
        a_rate_limited_model_answers_503_with_retry_after,
        published_copy_is_analysed_by_the_model_for_free,
    );

    /// The app writing with the model of the local stand-in endpoint.
    async fn app_writing_with(backend: Backend, stand_in: &LlmStandIn) -> Option<TestApp> {
        let vars = [
            ("DEV_LOGIN", "1"),
            ("LLM_BASE_URL", stand_in.base_url.as_str()),
            ("LLM_MODEL", MODEL),
            ("LLM_API_KEY", "sk-test-SECRET"),
        ];
        TestApp::spawn_with(backend, &vars).await
    }

    /// `POST path {companyId}` by `browser`: the whole answer, headers too.
    async fn post_for_company(app: &TestApp, browser: &Client, path: &str, company_id: i64) -> reqwest::Response {
        browser
            .post(app.url(path))
            .json(&json!({"companyId": company_id}))
            .send()
            .await
            .unwrap()
    }

    /// The answer to a call over its rate limit: 429 with a Retry-After within
    /// `longest` seconds (the limit's period) and the usual message.
    async fn assert_over_the_rate(refused: reqwest::Response, longest: u64) {
        assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
        let wait: u64 = refused.headers()["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=longest).contains(&wait), "{wait}");
        let message = refused.json::<Value>().await.unwrap()["message"].clone();
        assert_eq!(
            message,
            format!("Rate limit exceeded. Please try again in {wait} seconds.")
        );
    }

    /// The configured writer's endpoint refuses connections: 502, and nothing is
    /// spent or stored.
    async fn a_failing_writer_spends_nothing_and_stores_nothing(backend: Backend) {
        let app = TestApp::spawn_with(
            backend,
            &[
                ("DEV_LOGIN", "1"),
                ("LLM_BASE_URL", "http://127.0.0.1:1/v1"),
                ("LLM_MODEL", "gpt-test"),
                ("LLM_API_KEY", "sk-test-SECRET"),
                ("LLM_TIMEOUT", "2s"),
            ],
        )
        .await;
        let Some(app) = app else { return };
        let ann = active_user(&app, "ann@example.com").await;
        let id = company_with_interview(&app, &ann, 4).await;
        let (status, error) = generate(&app, &ann, id).await;
        assert_eq!(status, StatusCode::BAD_GATEWAY, "{error}");
        let message = error["message"].as_str().unwrap();
        assert!(message.contains("Nothing was charged"), "{message}");
        assert!(
            !message.contains("SECRET") && !message.contains("127.0.0.1"),
            "{message}"
        );
        assert_eq!(credits(&app, &ann).await, 10);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_assets").await, 0);
        // The preview never uses the model: it still works.
        let body = json!({"companyId": id});
        assert_eq!(
            call(&app, &ann, Method::POST, "/api/content/preview", Some(&body))
                .await
                .0,
            StatusCode::OK
        );
    }

    async fn generations_over_the_rate_answer_429_with_retry_after(backend: Backend) {
        let app = TestApp::spawn_with(backend, &[("DEV_LOGIN", "1"), ("GENERATION_RATE_LIMIT", "2/h")]).await;
        let Some(app) = app else { return };
        let ann = active_user(&app, "ann@example.com").await;
        let id = company_with_interview(&app, &ann, 4).await;
        let bob = active_user(&app, "bob@example.com").await;
        let theirs = company_with_interview(&app, &bob, 4).await;
        // Asking for another user's company is a 404 that uses up nothing.
        for _ in 0..3 {
            assert_eq!(generate(&app, &ann, theirs).await.0, StatusCode::NOT_FOUND);
        }
        for _ in 0..2 {
            assert_eq!(generate(&app, &ann, id).await.0, StatusCode::CREATED);
        }
        let refused = post_for_company(&app, &ann, "/api/content/generate", id).await;
        assert_over_the_rate(refused, 1800).await;
        assert_eq!(credits(&app, &ann).await, 8, "the refused request spent nothing");
        // Another user has an allowance of their own.
        assert_eq!(generate(&app, &bob, theirs).await.0, StatusCode::CREATED);
    }

    async fn previews_over_the_rate_answer_429_with_retry_after(backend: Backend) {
        const PREVIEW: &str = "/api/content/preview";
        let app = TestApp::spawn_with(backend, &[("DEV_LOGIN", "1"), ("PREVIEW_RATE_LIMIT", "2/h")]).await;
        let Some(app) = app else { return };
        let ann = active_user(&app, "ann@example.com").await;
        let id = company_with_interview(&app, &ann, 1).await;
        let bob = active_user(&app, "bob@example.com").await;
        let theirs = company_with_interview(&app, &bob, 1).await;
        for _ in 0..3 {
            let others = post_for_company(&app, &ann, PREVIEW, theirs).await;
            assert_eq!(others.status(), StatusCode::NOT_FOUND, "uses up nothing");
        }
        for _ in 0..2 {
            assert_eq!(post_for_company(&app, &ann, PREVIEW, id).await.status(), StatusCode::OK);
        }
        assert_over_the_rate(post_for_company(&app, &ann, PREVIEW, id).await, 3600).await;
        assert_eq!(credits(&app, &ann).await, 10, "previews spend nothing");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
        // Another user has an allowance of their own.
        assert_eq!(
            post_for_company(&app, &bob, PREVIEW, theirs).await.status(),
            StatusCode::OK
        );
    }

    /// A version the model wrote says so: its name as the writer, and the tokens
    /// the endpoint reported (three calls: the core, the website, the pitch).
    async fn a_generation_through_the_model_records_its_name_and_tokens(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some(app) = app_writing_with(backend, &stand_in).await else {
            return;
        };
        let ann = active_user(&app, "ann@example.com").await;
        // The company the stand-in's copy is about: nothing in it is invented, so no repair.
        let id = interviewed_company(&app, &ann, &sample_company(), 4).await;
        let (status, generated) = generate(&app, &ann, id).await;
        assert_eq!(status, StatusCode::CREATED, "{generated}");
        assert_eq!(generated["creditsRemaining"], 9);
        assert_eq!(credits(&app, &ann).await, 9);
        assert_eq!(generated["coreMessaging"], valid_content(Core));
        assert_eq!(stand_in.requests().len(), 4, "core, website, pitch, objection sheet");

        let tokens = json!(4 * TOKENS_PER_CALL);
        let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{id}")).await;
        let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
        for version in [&versions[0], &active] {
            assert_eq!(version["writer"], MODEL, "{version}");
            assert_eq!(version["tokensUsed"], tokens, "{version}");
        }
        let (_, website) = get(&app, &ann, &format!("/api/content/assets/{id}/website")).await;
        assert_eq!(website["content"], valid_content(Website));
    }

    /// 'Learn from our copy' with a model: its analysis, one call, no credit, nothing saved.
    async fn published_copy_is_analysed_by_the_model_for_free(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some(app) = app_writing_with(backend, &stand_in).await else {
            return;
        };
        let ann = active_user(&app, "ann@example.com").await;
        let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
        let path = format!("/api/companies/{id}/style-guide/learn");
        let body = json!({"text": "Members book online in seconds. Our members train in small groups."});
        let (status, learnt) = call(&app, &ann, Method::POST, &path, Some(&body)).await;
        assert_eq!(status, StatusCode::OK, "{learnt}");
        assert_eq!(learnt, valid_content(PartAsked::Voice));
        assert_eq!(stand_in.requests_for(PartAsked::Voice).len(), 1);
        assert_eq!(credits(&app, &ann).await, 10);
        let (_, guide) = call(
            &app,
            &ann,
            Method::GET,
            &format!("/api/companies/{id}/style-guide"),
            None,
        )
        .await;
        assert_eq!(guide["tone"], json!([]), "a suggestion saves nothing");
    }

    /// The model's service asks for a longer wait than the writer waits itself:
    /// 503 saying when to try again, with Retry-After; nothing spent or stored.
    async fn a_rate_limited_model_answers_503_with_retry_after(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        stand_in.script(
            Core,
            [Reply::error(429, "Rate limit reached").header("retry-after", "120")],
        );
        let Some(app) = app_writing_with(backend, &stand_in).await else {
            return;
        };
        let ann = active_user(&app, "ann@example.com").await;
        let id = company_with_interview(&app, &ann, 4).await;
        let refused = post_for_company(&app, &ann, "/api/content/generate", id).await;
        assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(refused.headers()["retry-after"], "120");
        assert_eq!(
            refused.json::<Value>().await.unwrap()["message"],
            "The content writer is busy right now. Nothing was charged. Please try again in 120 seconds."
        );
        assert_eq!(credits(&app, &ann).await, 10);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
    }
}
