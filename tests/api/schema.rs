//! The constraints the migrations promise, checked on the database itself.

use pitchwise::db::is_unique_violation;

use crate::helpers::TestApp;

on_both_databases!(
    users_are_unique_by_username_email_and_cobalt_id,
    credits_never_go_below_zero,
    one_active_content_version_per_company,
    deleting_a_company_removes_its_interviews_versions_and_assets,
    interview_sections_are_unique_per_company_and_known,
);

async fn add_user(app: &TestApp, n: u32) {
    app.try_exec(&format!(
        "INSERT INTO users (username, email, cobalt_id) VALUES ('user{n}', 'user{n}@example.com', 'cobalt-{n}')"
    ))
    .await
    .unwrap();
}

/// A user with one company (id 1) holding an interview, two versions and their assets.
async fn add_company_with_content(app: &TestApp) {
    add_user(app, 1).await;
    for sql in [
        "INSERT INTO companies (user_id, name, description, industry) VALUES ('cobalt-1', 'Acme', 'We make anvils.', 'Manufacturing')",
        "INSERT INTO interview_sections (company_id, section, responses, completed) VALUES (1, 'heuristics', '{}', TRUE)",
        "INSERT INTO content_versions (company_id, version_number, is_active, content) VALUES (1, 1, FALSE, '{}')",
        "INSERT INTO content_versions (company_id, version_number, is_active, content) VALUES (1, 2, TRUE, '{}')",
        "INSERT INTO content_assets (company_id, version_id, type, content) VALUES (1, 2, 'website', '{}')",
        "INSERT INTO content_assets (company_id, version_id, type, content) VALUES (1, 2, 'pitch', '{}')",
    ] {
        app.try_exec(sql).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

async fn users_are_unique_by_username_email_and_cobalt_id(app: TestApp) {
    add_user(&app, 1).await;
    let defaults = app.count("SELECT COUNT(*) FROM users WHERE role = 'user' AND status = 'waitlist' AND credits = 10 AND is_verified = FALSE").await;
    assert_eq!(
        defaults, 1,
        "new users default to role user, status waitlist, 10 credits, unverified"
    );
    for sql in [
        "INSERT INTO users (username, email, cobalt_id) VALUES ('user1', 'other@example.com', 'c-2')",
        "INSERT INTO users (username, email, cobalt_id) VALUES ('other', 'user1@example.com', 'c-2')",
        "INSERT INTO users (username, email, cobalt_id) VALUES ('other', 'other@example.com', 'cobalt-1')",
    ] {
        let err = app.try_exec(sql).await.unwrap_err();
        assert!(is_unique_violation(&err), "{sql}: {err}");
    }
    let err = app
        .try_exec("INSERT INTO users (username, email, cobalt_id, role) VALUES ('x', 'x@example.com', 'c-x', 'root')")
        .await
        .unwrap_err();
    assert!(
        !is_unique_violation(&err),
        "an unknown role breaks a CHECK, not a UNIQUE"
    );
}

async fn credits_never_go_below_zero(app: TestApp) {
    add_user(&app, 1).await;
    assert!(app.try_exec("UPDATE users SET credits = credits - 11").await.is_err());
    assert_eq!(app.count("SELECT credits FROM users").await, 10);
}

async fn one_active_content_version_per_company(app: TestApp) {
    add_company_with_content(&app).await;
    let err = app
        .try_exec(
            "INSERT INTO content_versions (company_id, version_number, is_active, content) VALUES (1, 3, TRUE, '{}')",
        )
        .await
        .unwrap_err();
    assert!(is_unique_violation(&err), "{err}");
    let err = app
        .try_exec("INSERT INTO content_assets (company_id, version_id, type, content) VALUES (1, 2, 'pitch', '{}')")
        .await
        .unwrap_err();
    assert!(is_unique_violation(&err), "one asset per version and type: {err}");
}

async fn deleting_a_company_removes_its_interviews_versions_and_assets(app: TestApp) {
    add_company_with_content(&app).await;
    assert_eq!(app.try_exec("DELETE FROM companies WHERE id = 1").await.unwrap(), 1);
    for table in ["interview_sections", "content_versions", "content_assets"] {
        assert_eq!(app.count(&format!("SELECT COUNT(*) FROM {table}")).await, 0, "{table}");
    }
}

async fn interview_sections_are_unique_per_company_and_known(app: TestApp) {
    add_company_with_content(&app).await;
    let err = app
        .try_exec("INSERT INTO interview_sections (company_id, section) VALUES (1, 'heuristics')")
        .await
        .unwrap_err();
    assert!(is_unique_violation(&err), "{err}");
    assert!(app
        .try_exec("INSERT INTO interview_sections (company_id, section) VALUES (1, 'horoscope')")
        .await
        .is_err());
    assert!(
        app.try_exec("INSERT INTO interview_sections (company_id, section) VALUES (99, 'history')")
            .await
            .is_err(),
        "foreign keys are enforced"
    );
}
