//! Who may touch what, swept over the OpenAPI document (`docs/security.md`):
//! every documented route with a path parameter is tried by Bob, an active user,
//! with Ann's ids. An owner's route answers 404, as for an id that does not
//! exist; an administrator's answers 403; nothing is 2xx or 5xx, and Ann's data
//! is as it was. A route the sweep cannot fill in fails it, so new routes are
//! swept too.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    content::{company_with_interview, generate, get},
    helpers::{active_user, call, TestApp},
};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    another_users_ids_reach_nothing_on_any_documented_route,
);

/// What a route's body holds when it is well-formed, so the sweep reaches the
/// owner's check and is not stopped by validation first.
fn body_for(method: &Method, path: &str) -> Option<Value> {
    if *method == Method::GET || *method == Method::DELETE {
        return None;
    }
    Some(match path {
        "/api/companies/{id}" => {
            json!({"name": "Taken", "description": "A company taken over by another user.", "industry": "Technology"})
        }
        "/api/content/versions/{versionId}/edit" => json!({"field": "website.headline", "value": "Mine now"}),
        "/api/content/versions/{versionId}/regenerate" | "/api/content/versions/{versionId}/variants" => {
            json!({"field": "website.headline"})
        }
        "/api/interviews/{id}" => json!({"responses": {}}),
        "/api/companies/{id}/style-guide" => json!({"tone": ["taken"]}),
        "/api/companies/{id}/style-guide/learn" => json!({"text": "Copy to learn from."}),
        "/api/site-content/{key}" => json!({"content": "Taken", "description": "Taken"}),
        "/api/users/{id}" => json!({"credits": 0, "role": "admin", "status": "active"}),
        _ => json!({}),
    })
}

async fn another_users_ids_reach_nothing_on_any_documented_route(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let company = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, company).await;
    let version = generated["version"]["id"].as_i64().unwrap();
    let (_, interviews) = get(&app, &ann, &format!("/api/interviews?companyId={company}")).await;
    let interview = interviews[0]["id"].as_i64().unwrap();
    let (_, me) = get(&app, &ann, "/api/users/me").await;
    let ann_id = me["id"].as_i64().unwrap();
    let (status, _) = call(
        &app,
        &app.new_client(),
        Method::POST,
        "/api/waitlist",
        Some(&json!({"name": "Cat", "email": "cat@example.com"})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let entry: i64 = app
        .count("SELECT id FROM waitlist_entries WHERE email = 'cat@example.com'")
        .await;
    let (_, texts) = get(&app, &ann, "/api/site-content").await;
    let key = texts[0]["key"].as_str().unwrap().to_owned();

    let (_, doc) = get(&app, &ann, "/api/openapi.json").await;
    let mut swept = 0;
    for (template, operations) in doc["paths"].as_object().unwrap() {
        if !template.contains('{') {
            continue;
        }
        let path = template
            .replace("{companyId}", &company.to_string())
            .replace("{versionId}", &version.to_string())
            .replace("{section}", "heuristics")
            .replace("{key}", &key);
        let path = match template.as_str() {
            t if t.starts_with("/api/companies/{id}") => path.replace("{id}", &company.to_string()),
            "/api/interviews/{id}" => path.replace("{id}", &interview.to_string()),
            "/api/users/{id}" => path.replace("{id}", &ann_id.to_string()),
            t if t.starts_with("/api/waitlist/{id}") => path.replace("{id}", &entry.to_string()),
            _ => path,
        };
        assert!(
            !path.contains('{'),
            "the sweep does not know how to fill {template}: add it"
        );
        for method in operations.as_object().unwrap().keys() {
            let method: Method = method.to_uppercase().parse().unwrap();
            let body = body_for(&method, template);
            let (status, answer) = call(&app, &bob, method.clone(), &path, body.as_ref()).await;
            let admins_only = ["/api/users/", "/api/waitlist/", "/api/site-content/"]
                .iter()
                .any(|prefix| template.starts_with(prefix));
            let expected = if admins_only {
                StatusCode::FORBIDDEN
            } else {
                StatusCode::NOT_FOUND
            };
            assert_eq!(status, expected, "{method} {template} as another user: {answer}");
            swept += 1;
        }
    }
    assert!(swept >= 18, "only {swept} operations swept (18 when this was written)");

    // Ann's data is as it was.
    let (status, _) = get(&app, &ann, &format!("/api/companies/{company}")).await;
    assert_eq!(status, StatusCode::OK);
    let (_, versions) = get(&app, &ann, &format!("/api/content/versions/{company}")).await;
    assert_eq!(versions.as_array().unwrap().len(), 1);
    assert_eq!(versions[0]["isActive"], true);
    let (_, guide) = get(&app, &ann, &format!("/api/companies/{company}/style-guide")).await;
    assert_eq!(guide["tone"], json!([]), "Ann's voice is hers");
    let (_, me_after) = get(&app, &ann, "/api/users/me").await;
    assert_eq!(me_after, me);
    assert_eq!(app.count("SELECT COUNT(*) FROM waitlist_entries").await, 1);
}
