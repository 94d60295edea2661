//! Users administration: `GET /api/users`, `PUT /api/users/{id}`, the last-admin
//! rule and ending an inactive user's sessions. Also the sign-in helpers the
//! other admin test files share.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    auth::{sign_in, sign_in_browser},
    helpers::TestApp,
};

/// The admin of these tests (`ADMIN_EMAILS`), signed in on `app.client`.
pub const ADMIN: &str = "boss@example.com";
/// An admin not listed in `ADMIN_EMAILS`, whom the Users page may demote.
const CHIEF: &str = "chief@example.com";
pub const ENV: &[(&str, &str)] = &[("DEV_LOGIN", "1"), ("ADMIN_EMAILS", ADMIN)];

on_both_databases!(
    with crate::users_admin::ENV;
    admins_list_every_user_in_the_user_shape,
    admins_change_role_status_and_credits,
    approving_sends_only_the_status,
    invalid_changes_answer_422_with_field_errors,
    unknown_users_answer_404,
    only_active_admins_may_list_or_change_users,
    admins_listed_in_admin_emails_keep_their_role_and_status,
    the_last_active_admin_cannot_be_demoted_or_deactivated,
    two_admins_demoting_each_other_at_once_leave_one_admin,
    setting_a_user_inactive_ends_their_sessions_at_once,
    the_openapi_document_lists_the_admin_calls,
);

/// Signs the admin in on `app.client`.
pub async fn sign_in_admin(app: &TestApp) {
    sign_in(app, ADMIN, "The Boss").await;
}

/// A new browser signed in as `email`, whose status is then set to `status`.
pub async fn browser_with_status(app: &TestApp, email: &str, status: &str) -> reqwest::Client {
    let browser = app.new_client();
    sign_in_browser(app, &browser, email, "Some One", "/dashboard").await;
    app.exec(&format!("UPDATE users SET status = '{status}' WHERE email = '{email}'"))
        .await;
    browser
}

pub async fn id_of(app: &TestApp, email: &str) -> i64 {
    app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
}

pub async fn put_user(
    app: &TestApp,
    browser: &reqwest::Client,
    id: impl std::fmt::Display,
    body: Value,
) -> reqwest::Response {
    browser
        .put(app.url(&format!("/api/users/{id}")))
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn users(app: &TestApp) -> Vec<Value> {
    let response = app.get("/api/users").await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

async fn admins_list_every_user_in_the_user_shape(app: TestApp) {
    sign_in_admin(&app).await;
    browser_with_status(&app, "ann@example.com", "waitlist").await;
    browser_with_status(&app, "bob@example.com", "inactive").await;

    let users = users(&app).await;
    let emails: Vec<&str> = users.iter().map(|u| u["email"].as_str().unwrap()).collect();
    assert_eq!(emails, [ADMIN, "ann@example.com", "bob@example.com"], "oldest first");
    let ann = &users[1];
    for field in [
        "id",
        "username",
        "email",
        "status",
        "role",
        "isVerified",
        "credits",
        "createdAt",
    ] {
        assert!(ann.get(field).is_some(), "{field} in {ann}");
    }
    assert_eq!(
        (&ann["status"], &ann["role"], &ann["credits"], &ann["isVerified"]),
        (&json!("waitlist"), &json!("user"), &json!(10), &json!(true))
    );
    assert_eq!(users[2]["status"], "inactive");
    // The shape of /api/users/me, and whether ADMIN_EMAILS makes the account an admin.
    let mut listed_me = users[0].clone();
    assert_eq!(listed_me["adminByConfiguration"], true);
    assert_eq!(ann["adminByConfiguration"], false);
    listed_me.as_object_mut().unwrap().remove("adminByConfiguration");
    let me: Value = app.get("/api/users/me").await.json().await.unwrap();
    assert_eq!(me, listed_me);
}

async fn admins_listed_in_admin_emails_keep_their_role_and_status(app: TestApp) {
    sign_in_admin(&app).await;
    let other_admin = browser_with_status(&app, "ann@example.com", "active").await;
    app.exec("UPDATE users SET role = 'admin' WHERE email = 'ann@example.com'")
        .await;
    let boss = id_of(&app, ADMIN).await;

    // Their next sign-in would make them an active admin again: refused, saying why.
    for body in [
        json!({"role": "user"}),
        json!({"status": "inactive"}),
        json!({"role": "user", "status": "active", "credits": 3}),
    ] {
        let response = put_user(&app, &other_admin, boss, body.clone()).await;
        assert_eq!(response.status(), StatusCode::CONFLICT, "{body}");
        let message = response.json::<Value>().await.unwrap()["message"].clone();
        assert!(
            message.as_str().unwrap().contains("Remove them from ADMIN_EMAILS"),
            "{message}"
        );
    }
    // What the configuration does not decide may change.
    let credits = put_user(
        &app,
        &other_admin,
        boss,
        json!({"role": "admin", "status": "active", "credits": 42}),
    )
    .await;
    assert_eq!(credits.status(), StatusCode::OK);
    let updated: Value = credits.json().await.unwrap();
    assert_eq!(
        (&updated["credits"], &updated["adminByConfiguration"]),
        (&json!(42), &json!(true))
    );
    // An admin not listed there can be demoted as before.
    let ann = id_of(&app, "ann@example.com").await;
    let demoted = put_user(&app, &app.client, ann, json!({"role": "user"})).await;
    assert_eq!(demoted.status(), StatusCode::OK);
    assert_eq!(demoted.json::<Value>().await.unwrap()["adminByConfiguration"], false);
}

async fn admins_change_role_status_and_credits(app: TestApp) {
    sign_in_admin(&app).await;
    browser_with_status(&app, "ann@example.com", "waitlist").await;
    let ann = id_of(&app, "ann@example.com").await;

    let response = put_user(
        &app,
        &app.client,
        ann,
        json!({"role": "admin", "status": "active", "credits": 25}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(updated["id"], ann);
    assert_eq!(updated["email"], "ann@example.com");
    assert_eq!(
        (&updated["role"], &updated["status"], &updated["credits"]),
        (&json!("admin"), &json!("active"), &json!(25))
    );
    assert_eq!(users(&app).await[1], updated, "the answer is the stored user");

    // Each field alone; the others stay.
    let zero: Value = put_user(&app, &app.client, ann, json!({"credits": 0}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!((&zero["credits"], &zero["role"]), (&json!(0), &json!("admin")));
    let user: Value = put_user(&app, &app.client, ann, json!({"role": "user"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!((&user["role"], &user["status"]), (&json!("user"), &json!("active")));
    let waitlisted: Value = put_user(&app, &app.client, ann, json!({"status": "waitlist", "credits": null}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (&waitlisted["status"], &waitlisted["credits"]),
        (&json!("waitlist"), &json!(0))
    );
}

async fn approving_sends_only_the_status(app: TestApp) {
    sign_in_admin(&app).await;
    let ann_browser = browser_with_status(&app, "ann@example.com", "waitlist").await;
    let ann = id_of(&app, "ann@example.com").await;
    let feedback = json!({"type": "Improvement", "message": "More colours"});
    let before = ann_browser
        .post(app.url("/api/feedback"))
        .json(&feedback)
        .send()
        .await
        .unwrap();
    assert_eq!(before.status(), StatusCode::FORBIDDEN, "waitlisted");

    let approved: Value = put_user(&app, &app.client, ann, json!({"status": "active"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (&approved["status"], &approved["role"], &approved["credits"]),
        (&json!("active"), &json!("user"), &json!(10))
    );
    let after = ann_browser
        .post(app.url("/api/feedback"))
        .json(&feedback)
        .send()
        .await
        .unwrap();
    assert_eq!(
        after.status(),
        StatusCode::CREATED,
        "approved users use the app at once"
    );
}

async fn invalid_changes_answer_422_with_field_errors(app: TestApp) {
    sign_in_admin(&app).await;
    browser_with_status(&app, "ann@example.com", "waitlist").await;
    let ann = id_of(&app, "ann@example.com").await;
    let role = "Role must be user or admin.";
    let status = "Status must be active, waitlist or inactive.";
    let credits = "Credits must be a whole number of 0 or more.";
    let cases = [
        (json!({"role": "owner"}), vec![("role", role)]),
        (json!({"role": "Admin"}), vec![("role", role)]),
        (json!({"role": 1}), vec![("role", role)]),
        (json!({"status": "approved"}), vec![("status", status)]),
        (json!({"status": true}), vec![("status", status)]),
        (json!({"credits": -1}), vec![("credits", credits)]),
        (json!({"credits": 1.5}), vec![("credits", credits)]),
        (json!({"credits": "5"}), vec![("credits", credits)]),
        (
            json!({"credits": 1_000_001}),
            vec![("credits", "Credits must be at most 1000000.")],
        ),
        (
            json!({"role": "root", "status": "gone", "credits": -5}),
            vec![("role", role), ("status", status), ("credits", credits)],
        ),
    ];
    for (body, expected) in cases {
        let response = put_user(&app, &app.client, ann, body.clone()).await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let error: Value = response.json().await.unwrap();
        let fields = error["fieldErrors"].as_object().unwrap();
        assert_eq!(fields.len(), expected.len(), "{body}: {error}");
        for (field, message) in &expected {
            assert_eq!(fields[*field], *message, "{body}");
        }
        assert_eq!(error["message"], expected[0].1);
    }
    let nothing = put_user(&app, &app.client, ann, json!({})).await;
    assert_eq!(nothing.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        nothing.json::<Value>().await.unwrap()["message"],
        "Send at least one of role, status and credits."
    );
    // Nothing was changed by any of them.
    let stored = &users(&app).await[1];
    assert_eq!(
        (&stored["role"], &stored["status"], &stored["credits"]),
        (&json!("user"), &json!("waitlist"), &json!(10))
    );
}

async fn unknown_users_answer_404(app: TestApp) {
    sign_in_admin(&app).await;
    for id in ["999999", "abc", "-1", "99999999999999999999"] {
        let response = put_user(&app, &app.client, id, json!({"status": "active"})).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{id}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "User not found");
    }
}

async fn only_active_admins_may_list_or_change_users(app: TestApp) {
    let signed_out = app.new_client();
    let body = json!({"status": "active"});
    sign_in_admin(&app).await;
    let admin = id_of(&app, ADMIN).await;

    assert_eq!(
        signed_out.get(app.url("/api/users")).send().await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        put_user(&app, &signed_out, admin, body.clone()).await.status(),
        StatusCode::UNAUTHORIZED
    );
    for (email, status) in [("wait@example.com", "waitlist"), ("user@example.com", "active")] {
        let browser = browser_with_status(&app, email, status).await;
        let list = browser.get(app.url("/api/users")).send().await.unwrap();
        assert_eq!(list.status(), StatusCode::FORBIDDEN, "{status}");
        assert!(list.json::<Value>().await.unwrap()["message"].is_string());
        let own = id_of(&app, email).await;
        let change = put_user(&app, &browser, own, json!({"role": "admin", "credits": 999})).await;
        assert_eq!(change.status(), StatusCode::FORBIDDEN, "{status}");
    }
    // An admin put on the waitlist is no longer an admin of the API.
    let other_admin = browser_with_status(&app, "second@example.com", "waitlist").await;
    app.exec("UPDATE users SET role = 'admin' WHERE email = 'second@example.com'")
        .await;
    assert_eq!(
        other_admin.get(app.url("/api/users")).send().await.unwrap().status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE role = 'admin' AND credits = 999")
            .await,
        0
    );
}

async fn the_last_active_admin_cannot_be_demoted_or_deactivated(app: TestApp) {
    // An admin made by `admin grant` (ADMIN_EMAILS admins are never demoted, see above).
    sign_in(&app, CHIEF, "The Chief").await;
    app.exec(&format!(
        "UPDATE users SET role = 'admin', status = 'active' WHERE email = '{CHIEF}'"
    ))
    .await;
    let boss = id_of(&app, CHIEF).await;
    // An inactive or waitlisted admin does not count.
    browser_with_status(&app, "old@example.com", "inactive").await;
    browser_with_status(&app, "new@example.com", "waitlist").await;
    app.exec(&format!("UPDATE users SET role = 'admin' WHERE email <> '{CHIEF}'"))
        .await;

    for body in [
        json!({"role": "user"}),
        json!({"status": "inactive"}),
        json!({"status": "waitlist"}),
        json!({"role": "user", "status": "active", "credits": 3}),
    ] {
        let response = put_user(&app, &app.client, boss, body.clone()).await;
        assert_eq!(response.status(), StatusCode::CONFLICT, "{body}");
        assert_eq!(
            response.json::<Value>().await.unwrap()["message"],
            "The last active admin cannot be demoted or deactivated. Make another user an active admin first."
        );
    }
    let me = &users(&app).await[0];
    assert_eq!(
        (&me["role"], &me["status"], &me["credits"]),
        (&json!("admin"), &json!("active"), &json!(10)),
        "a refused change changes nothing"
    );
    // Changes that keep the admin an active admin are fine.
    let ok = put_user(
        &app,
        &app.client,
        boss,
        json!({"role": "admin", "status": "active", "credits": 7}),
    )
    .await;
    assert_eq!(ok.status(), StatusCode::OK);

    // With a second active admin, the first may step down, and then loses admin access.
    let new = id_of(&app, "new@example.com").await;
    let approved = put_user(&app, &app.client, new, json!({"status": "active"})).await;
    assert_eq!(approved.status(), StatusCode::OK);
    let stepped_down = put_user(&app, &app.client, boss, json!({"role": "user"})).await;
    assert_eq!(stepped_down.status(), StatusCode::OK);
    assert_eq!(app.get("/api/users").await.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE role = 'admin' AND status = 'active'")
            .await,
        1
    );
}

async fn two_admins_demoting_each_other_at_once_leave_one_admin(app: TestApp) {
    // Admins by `admin grant` or the Users page: ADMIN_EMAILS admins are never demoted.
    sign_in(&app, CHIEF, "The Chief").await;
    let second = browser_with_status(&app, "second@example.com", "active").await;
    let boss = id_of(&app, CHIEF).await;
    let other = id_of(&app, "second@example.com").await;
    let changes = [
        json!({"role": "user"}),
        json!({"status": "inactive"}),
        json!({"status": "waitlist"}),
    ];
    for round in 0..12 {
        app.exec("UPDATE users SET role = 'admin', status = 'active'").await;
        // Sessions end when a user is set inactive: sign in again.
        sign_in(&app, CHIEF, "The Chief").await;
        sign_in_browser(&app, &second, "second@example.com", "Some One", "/dashboard").await;
        let change = &changes[round % changes.len()];
        let (a, b) = tokio::join!(
            put_user(&app, &app.client, other, change.clone()),
            put_user(&app, &second, boss, change.clone()),
        );
        let mut statuses = [a.status().as_u16(), b.status().as_u16()];
        statuses.sort();
        // The loser is refused by the rule (409), or was already no admin (403)
        // or signed out (401, set inactive) when its request arrived.
        assert!(
            [[200, 409], [200, 403], [200, 401]].contains(&statuses),
            "round {round} {change}: {statuses:?}"
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM users WHERE role = 'admin' AND status = 'active'")
                .await,
            1,
            "round {round} {change}"
        );
    }
    // Three admins all demoting each other: at least one stays.
    app.exec("UPDATE users SET role = 'admin', status = 'active'").await;
    let third = browser_with_status(&app, "third@example.com", "active").await;
    app.exec("UPDATE users SET role = 'admin'").await;
    let third_id = id_of(&app, "third@example.com").await;
    sign_in(&app, CHIEF, "The Chief").await;
    sign_in_browser(&app, &second, "second@example.com", "Some One", "/dashboard").await;
    let demote = json!({"role": "user"});
    let results = futures::future::join_all([
        put_user(&app, &app.client, other, demote.clone()),
        put_user(&app, &app.client, third_id, demote.clone()),
        put_user(&app, &second, boss, demote.clone()),
        put_user(&app, &second, third_id, demote.clone()),
        put_user(&app, &third, boss, demote.clone()),
        put_user(&app, &third, other, demote.clone()),
    ])
    .await;
    let statuses: Vec<u16> = results.iter().map(|r| r.status().as_u16()).collect();
    assert!(statuses.iter().all(|s| [200, 403, 409].contains(s)), "{statuses:?}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE role = 'admin' AND status = 'active'")
            .await,
        1
    );
}

async fn setting_a_user_inactive_ends_their_sessions_at_once(app: TestApp) {
    sign_in_admin(&app).await;
    let ann_browser = browser_with_status(&app, "ann@example.com", "active").await;
    // A second session of Ann's, in another browser.
    let ann_phone = app.new_client();
    sign_in_browser(&app, &ann_phone, "ann@example.com", "Ann", "/dashboard").await;
    let ann = id_of(&app, "ann@example.com").await;
    let sessions = format!("SELECT COUNT(*) FROM sessions WHERE user_id = {ann}");
    assert_eq!(app.count(&sessions).await, 2);

    let response = put_user(&app, &app.client, ann, json!({"status": "inactive"})).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.json::<Value>().await.unwrap()["status"], "inactive");
    assert_eq!(app.count(&sessions).await, 0, "the rows are deleted with the change");
    for browser in [&ann_browser, &ann_phone] {
        let me = browser.get(app.url("/api/users/me")).send().await.unwrap();
        assert_eq!(me.status(), StatusCode::UNAUTHORIZED);
    }
    // The admin's own session is untouched; other statuses keep sessions.
    assert_eq!(app.get("/api/users").await.status(), StatusCode::OK);
    let bob_browser = browser_with_status(&app, "bob@example.com", "active").await;
    let bob = id_of(&app, "bob@example.com").await;
    put_user(&app, &app.client, bob, json!({"status": "waitlist"})).await;
    let me = bob_browser.get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::OK);
}

async fn the_openapi_document_lists_the_admin_calls(app: TestApp) {
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let paths = &doc["paths"];
    for (path, methods) in [
        ("/api/users", &["get"][..]),
        ("/api/users/{id}", &["put"]),
        ("/api/waitlist", &["get", "post"]),
        ("/api/waitlist/export.csv", &["get"]),
        ("/api/site-content", &["get", "post"]),
        ("/api/site-content/{key}", &["put"]),
        ("/api/feedback", &["get", "post"]),
    ] {
        for method in methods {
            assert!(paths[path].get(method).is_some(), "{method} {path}");
        }
    }
    assert!(paths["/api/users/{id}"]["put"]["responses"].get("409").is_some());
    assert!(paths["/api/waitlist/export.csv"]["get"]["responses"]["200"]["content"]
        .get("text/csv; charset=utf-8")
        .is_some());
    let tags: Vec<&str> = doc["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    for tag in ["users", "waitlist", "site-content", "feedback"] {
        assert!(tags.contains(&tag), "{tag}");
    }
}
