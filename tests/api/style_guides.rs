//! The style guide API: the default guide, saving with validation by path,
//! owner scoping, and the free suggestions from the interview and from copy.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    content::{company_with_interview, credits, generate, strings, version_texts},
    helpers::{acme, active_user, call, create, only_active_users_may_call, TestApp},
};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    a_company_has_the_default_guide_until_one_is_saved,
    a_saved_guide_reads_back_and_a_field_left_out_keeps_its_value,
    a_broken_rule_answers_422_by_path_and_saves_nothing,
    another_users_company_answers_404_on_every_call,
    the_interview_suggests_tone_words_for_free,
    published_copy_suggests_a_level_and_terms_for_free,
    only_active_users_may_reach_style_guides,
    a_version_keeps_the_guide_it_was_written_with_and_none_of_its_avoided_words,
    the_built_in_writer_refuses_another_language_and_charges_nothing,
);

fn path(company_id: i64, tail: &str) -> String {
    format!("/api/companies/{company_id}/style-guide{tail}")
}

async fn guide(app: &TestApp, browser: &Client, company_id: i64) -> Value {
    let (status, guide) = call(app, browser, Method::GET, &path(company_id, ""), None).await;
    assert_eq!(status, StatusCode::OK, "{guide}");
    guide
}

async fn put(app: &TestApp, browser: &Client, company_id: i64, body: Value) -> (StatusCode, Value) {
    call(app, browser, Method::PUT, &path(company_id, ""), Some(&body)).await
}

fn default_guide() -> Value {
    json!({
        "tone": [], "avoid": [], "preferredTerms": [],
        "readingLevel": "plain", "pointOfView": "we", "language": "en"
    })
}

async fn a_company_has_the_default_guide_until_one_is_saved(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    assert_eq!(guide(&app, &ann, id).await, default_guide());
}

async fn a_saved_guide_reads_back_and_a_field_left_out_keeps_its_value(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let body = json!({
        "tone": [" warm ", "plain-spoken"],
        "avoid": ["cheap", "world-class"],
        "preferredTerms": [{"use": "members", "insteadOf": "customers"}],
        "readingLevel": "professional",
        "pointOfView": "you",
        "language": "ES"
    });
    let (status, saved) = put(&app, &ann, id, body).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let expected = json!({
        "tone": ["warm", "plain-spoken"],
        "avoid": ["cheap", "world-class"],
        "preferredTerms": [{"use": "members", "insteadOf": "customers"}],
        "readingLevel": "professional",
        "pointOfView": "you",
        "language": "es"
    });
    assert_eq!(saved, expected);
    assert_eq!(guide(&app, &ann, id).await, expected);

    let (status, saved) = put(&app, &ann, id, json!({"tone": ["confident"], "language": null})).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let mut expected = expected;
    expected["tone"] = json!(["confident"]);
    assert_eq!(saved, expected, "only the tone changed");
    assert_eq!(guide(&app, &ann, id).await, expected);

    let (status, _) = put(&app, &ann, id, json!({"avoid": [], "preferredTerms": []})).await;
    assert_eq!(status, StatusCode::OK);
    let cleared = guide(&app, &ann, id).await;
    assert_eq!(
        (cleared["avoid"].clone(), cleared["preferredTerms"].clone()),
        (json!([]), json!([]))
    );
}

async fn a_broken_rule_answers_422_by_path_and_saves_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let (status, _) = put(&app, &ann, id, json!({"tone": ["warm"]})).await;
    assert_eq!(status, StatusCode::OK);

    let cases = [
        (
            json!({"tone": ["a", "b", "c", "d", "e", "f", "g"]}),
            "tone",
            "Choose at most 6 tone words.",
        ),
        (json!({"tone": ["warm", "Warm"]}), "tone.1", "'Warm' is listed twice."),
        (
            json!({"tone": ["x".repeat(31)]}),
            "tone.0",
            "Keep each tone word to 30 characters.",
        ),
        (json!({"avoid": ["  "]}), "avoid.0", "A word to avoid cannot be empty."),
        (
            json!({"avoid": ["bad\u{0}word"]}),
            "avoid.0",
            "Use letters, digits and punctuation only.",
        ),
        (
            json!({"preferredTerms": [{"use": "members"}]}),
            "preferredTerms.0.insteadOf",
            "Say which term it replaces.",
        ),
        (
            json!({"avoid": ["clients"], "preferredTerms": [{"use": "Clients", "insteadOf": "customers"}]}),
            "preferredTerms.0.use",
            "'Clients' holds 'clients', which is on the avoid list.",
        ),
        (
            json!({"readingLevel": "easy"}),
            "readingLevel",
            "Reading level must be plain, professional or technical.",
        ),
        (
            json!({"pointOfView": "they"}),
            "pointOfView",
            "Point of view must be we or you.",
        ),
        (
            json!({"language": "tlh"}),
            "language",
            "Choose a content language from the list.",
        ),
    ];
    for (body, field, message) in cases {
        let (status, error) = put(&app, &ann, id, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(error["fieldErrors"], json!({ field: message }), "{body}");
        assert_eq!(error["message"], message);
    }
    let (status, error) = put(&app, &ann, id, json!({"tone": "warm"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "a wrong type: {error}");
    assert_eq!(
        guide(&app, &ann, id).await["tone"],
        json!(["warm"]),
        "nothing was saved"
    );
}

async fn another_users_company_answers_404_on_every_call(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let anns = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let (status, _) = put(&app, &ann, anns, json!({"tone": ["warm"]})).await;
    assert_eq!(status, StatusCode::OK);

    let calls = [
        (Method::GET, path(anns, ""), None),
        (Method::PUT, path(anns, ""), Some(json!({"tone": ["cold"]}))),
        (Method::POST, path(anns, "/suggest"), None),
        (Method::POST, path(anns, "/learn"), Some(json!({"text": "Our copy."}))),
        (Method::GET, path(999_999, ""), None),
    ];
    for (method, url, body) in calls {
        let (status, error) = call(&app, &bob, method.clone(), &url, body.as_ref()).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {url}");
        assert_eq!(error["message"], "Company not found");
    }
    assert_eq!(
        guide(&app, &ann, anns).await["tone"],
        json!(["warm"]),
        "Ann's guide is untouched"
    );
}

async fn the_interview_suggests_tone_words_for_free(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bare = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let (status, nothing) = call(&app, &ann, Method::POST, &path(bare, "/suggest"), None).await;
    assert_eq!(status, StatusCode::OK, "{nothing}");
    assert_eq!(nothing, json!({"tone": [], "preferredTerms": [], "readingLevel": null}));

    let id = company_with_interview(&app, &ann, 4).await;
    let credits = |browser: &Client| {
        let browser = browser.clone();
        let app = &app;
        async move { call(app, &browser, Method::GET, "/api/users/me", None).await.1["credits"].clone() }
    };
    let before = credits(&ann).await;
    let (status, suggestion) = call(&app, &ann, Method::POST, &path(id, "/suggest"), None).await;
    assert_eq!(status, StatusCode::OK, "{suggestion}");
    let tone = suggestion["tone"].as_array().unwrap();
    assert!(!tone.is_empty() && tone.len() <= 3, "{suggestion}");
    assert_eq!(credits(&ann).await, before, "suggestions are free");
    assert_eq!(
        guide(&app, &ann, id).await,
        default_guide(),
        "a suggestion saves nothing"
    );
}

async fn published_copy_suggests_a_level_and_terms_for_free(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = create(&app, &ann, &acme()).await["id"].as_i64().unwrap();
    let copy = "Our members train in small groups, so nobody waits for a rack. Every coach knows your name and \
                your goals. Members book online in seconds, and we're open from six every morning. Bring a \
                friend on Fridays: it's free! Not sure where to start? Ask at the desk and we'll show you round.";
    let (status, learnt) = call(
        &app,
        &ann,
        Method::POST,
        &path(id, "/learn"),
        Some(&json!({"text": copy})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{learnt}");
    assert_eq!(learnt["readingLevel"], "plain");
    assert_eq!(
        learnt["preferredTerms"],
        json!([{"use": "members", "insteadOf": "customers"}])
    );
    assert!(
        learnt["tone"].as_array().is_some_and(|tone| !tone.is_empty()),
        "{learnt}"
    );

    for (body, message) in [
        (json!({}), "Paste some of your published copy to learn from."),
        (json!({"text": " "}), "Paste some of your published copy to learn from."),
        (json!({"text": "a".repeat(20_001)}), "Paste at most 20,000 characters."),
    ] {
        let (status, error) = call(&app, &ann, Method::POST, &path(id, "/learn"), Some(&body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(error["fieldErrors"], json!({ "text": message }));
    }
}

async fn only_active_users_may_reach_style_guides(app: TestApp) {
    only_active_users_may_call(
        &app,
        &[
            (Method::GET, "/api/companies/1/style-guide", None),
            (Method::PUT, "/api/companies/1/style-guide", Some(json!({}))),
            (Method::POST, "/api/companies/1/style-guide/suggest", None),
            (
                Method::POST,
                "/api/companies/1/style-guide/learn",
                Some(json!({"text": "x"})),
            ),
        ],
    )
    .await;
}

/// The words of every text of `texts` (the `{core, website, pitch}` object), lowercased.
fn words_of(texts: &Value) -> Vec<String> {
    strings(texts)
        .iter()
        .flat_map(|text| text.split(|c: char| !c.is_alphanumeric()))
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

async fn a_version_keeps_the_guide_it_was_written_with_and_none_of_its_avoided_words(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (status, first) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert_eq!(
        first["version"]["styleGuide"],
        default_guide(),
        "written with the default guide"
    );

    // Two words version 1 said that are not the profile's own: a way of talking to avoid.
    let said = words_of(&version_texts(&app, &ann, id, &first["version"]).await);
    let profile = words_of(&acme());
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for word in said
        .iter()
        .filter(|w| w.len() >= 7 && !profile.contains(w) && !w.starts_with("customer"))
    {
        *counts.entry(word).or_default() += 1;
    }
    let mut frequent: Vec<(&str, usize)> = counts.into_iter().collect();
    frequent.sort_by_key(|&(_, count)| std::cmp::Reverse(count));
    let avoid: Vec<&str> = frequent.iter().take(2).map(|(word, _)| *word).collect();
    assert_eq!(avoid.len(), 2);

    let body =
        json!({"avoid": avoid, "preferredTerms": [{"use": "partners", "insteadOf": "customers"}], "tone": ["warm"]});
    let (status, saved) = put(&app, &ann, id, body).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (status, second) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED, "{second}");
    assert_eq!(
        second["version"]["styleGuide"], saved,
        "the version shows the guide in force"
    );
    let said = words_of(&version_texts(&app, &ann, id, &second["version"]).await);
    for word in avoid.iter().copied().chain(["customers", "customer"]) {
        assert!(!said.iter().any(|w| w == word), "'{word}' was avoided: {second}");
    }
    let flags = second["version"]["quality"]["fields"].as_object().unwrap();
    assert!(
        flags
            .values()
            .flat_map(|field| field["flags"].as_array().unwrap())
            .all(|flag| flag["rule"] != "avoid" && flag["rule"] != "preferredTerm"),
        "{second}"
    );

    // A later change of the guide leaves the versions written before as they were.
    let (status, _) = put(&app, &ann, id, json!({"tone": ["bold"]})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, versions) = call(&app, &ann, Method::GET, &format!("/api/content/versions/{id}"), None).await;
    let guides: Vec<&Value> = versions.as_array().unwrap().iter().map(|v| &v["styleGuide"]).collect();
    assert!(
        guides.contains(&&saved) && guides.contains(&&default_guide()),
        "{versions}"
    );
}

async fn the_built_in_writer_refuses_another_language_and_charges_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (status, _) = put(&app, &ann, id, json!({"language": "es"})).await;
    assert_eq!(status, StatusCode::OK);
    let before = credits(&app, &ann).await;
    let (status, error) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CONFLICT, "{error}");
    assert_eq!(
        error["message"],
        "This company's content language is Spanish (Español), and the built-in writer writes English only. \
         Choose English on the company's Voice panel to generate with it."
    );
    assert_eq!(credits(&app, &ann).await, before, "nothing was charged");
    let (_, writer) = call(&app, &ann, Method::GET, "/api/content/writer", None).await;
    assert_eq!(writer, json!({"builtIn": true}), "the page can say so before");
    let (_, versions) = call(&app, &ann, Method::GET, &format!("/api/content/versions/{id}"), None).await;
    assert_eq!(versions, json!([]), "nothing was stored");

    // Written in English first, a version's parts are refused in Spanish too: rewritten, offered or synced.
    let (status, _) = put(&app, &ann, id, json!({"language": "en"})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, generated) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = put(&app, &ann, id, json!({"language": "es"})).await;
    assert_eq!(status, StatusCode::OK);
    let version = generated["version"]["id"].as_i64().unwrap();
    let before = credits(&app, &ann).await;
    for (tail, body) in [
        ("regenerate", json!({"field": "website.headline"})),
        ("variants", json!({"field": "website.headline"})),
    ] {
        let path = format!("/api/content/versions/{version}/{tail}");
        let (status, error) = call(&app, &ann, Method::POST, &path, Some(&body)).await;
        assert_eq!(status, StatusCode::CONFLICT, "{tail}: {error}");
        assert!(
            error["message"].as_str().unwrap().contains("writes English only"),
            "{error}"
        );
    }
    assert_eq!(credits(&app, &ann).await, before, "nothing was charged");
}
