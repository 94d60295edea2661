//! The HTTP core every feature relies on: probes, error shape, limits, headers.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::TestApp;

on_both_databases!(
    health_and_readiness_answer,
    unknown_api_paths_answer_json_404,
    wrong_method_answers_json_405,
    malformed_json_answers_400,
    bodies_over_64_kib_answer_413,
    non_json_bodies_answer_415,
    responses_carry_security_headers_and_a_request_id,
    openapi_document_lists_the_endpoints,
    the_openapi_document_states_what_schemathesis_found_missing,
);

async fn health_and_readiness_answer(app: TestApp) {
    for path in ["/healthz", "/readyz"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.json::<Value>().await.unwrap(), json!({"status": "ok"}));
    }
}

async fn unknown_api_paths_answer_json_404(app: TestApp) {
    for path in ["/api/nothing-here", "/api/users/me/and/more"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json"));
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "Not found");
    }
}

async fn wrong_method_answers_json_405(app: TestApp) {
    let response = app
        .client
        .delete(app.url("/api/waitlist"))
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(response.json::<Value>().await.unwrap()["message"], "Method not allowed");
}

async fn malformed_json_answers_400(app: TestApp) {
    let response = app
        .client
        .post(app.url("/api/waitlist"))
        .header("content-type", "application/json")
        .body(r#"{"name": "Ann", "email": "#)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(
        body["message"].as_str().unwrap().starts_with("Malformed JSON"),
        "{body}"
    );
}

async fn bodies_over_64_kib_answer_413(app: TestApp) {
    let name = "a".repeat(64 * 1024);
    let response = app
        .post_json("/api/waitlist", &json!({"name": name, "email": "ann@example.com"}))
        .await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "The request body is larger than the limit of 64 KiB");
    // Nothing was stored from the refused body.
    let retry = app
        .post_json("/api/waitlist", &json!({"name": "Ann", "email": "ann@example.com"}))
        .await;
    assert_eq!(retry.status(), StatusCode::CREATED);
}

async fn non_json_bodies_answer_415(app: TestApp) {
    let response = app
        .client
        .post(app.url("/api/waitlist"))
        .header("content-type", "text/plain")
        .body("name=Ann")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(response.json::<Value>().await.unwrap()["message"].is_string());
}

async fn responses_carry_security_headers_and_a_request_id(app: TestApp) {
    let response = app.get("/healthz").await;
    let headers = response.headers();
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"),
        "{csp}"
    );
    // Plain http: no HSTS.
    assert!(headers.get("strict-transport-security").is_none());
    let request_id = headers["x-request-id"].to_str().unwrap();
    assert_eq!(request_id.len(), 36, "a UUID: {request_id}");

    // A caller's own request id is kept, so logs can be joined across services.
    let response = app
        .client
        .get(app.url("/healthz"))
        .header("x-request-id", "trace-me-42")
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["x-request-id"], "trace-me-42");
}

async fn openapi_document_lists_the_endpoints(app: TestApp) {
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), StatusCode::OK);
    let doc: Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    assert_eq!(doc["info"]["title"], "Pitchwise API");
    for path in ["/healthz", "/readyz", "/api/waitlist"] {
        assert!(
            doc["paths"].get(path).is_some(),
            "{path} is missing from the OpenAPI document"
        );
    }
    assert!(doc["paths"]["/api/waitlist"]["post"]["responses"].get("409").is_some());
}

/// What API fuzzing (`scripts/fuzz-api.sh`) found the document leaving out or
/// getting wrong, kept so it does not come back.
async fn the_openapi_document_states_what_schemathesis_found_missing(app: TestApp) {
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    // Every operation that reads a body documents its refusals; every one with
    // a path or query documents a 400.
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let responses = &operation["responses"];
            let mut expected = Vec::new();
            if operation.get("requestBody").is_some() {
                expected.extend(["400", "413", "415", "422"]);
            }
            let parameters = operation["parameters"].as_array().map_or(0, Vec::len);
            if parameters > 0 {
                expected.push("400");
            }
            for status in expected {
                assert!(
                    responses.get(status).is_some(),
                    "{method} {path} does not document {status}"
                );
            }
        }
    }
    // The website's asset and the pitch's are two schemas, not one.
    let asset = |part: &str| {
        doc["paths"][format!("/api/content/assets/{{companyId}}/{part}")]["get"]["responses"]["200"]["content"]
            ["application/json"]["schema"]["$ref"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_ne!(asset("website"), asset("pitch"));
    // A verification link without its token is a caller's mistake.
    let verify = &doc["paths"]["/api/auth/verify-email"]["get"]["parameters"][0];
    assert_eq!((&verify["name"], &verify["required"]), (&json!("token"), &json!(true)));
    // The fields a join needs are required.
    let join = &doc["components"]["schemas"]["JoinRequest"]["required"];
    assert_eq!(join, &json!(["name", "email"]));
}
