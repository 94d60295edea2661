//! The objection sheet (a version's third asset) and the exports a team hands
//! around: the Markdown and Word files of any version, holding every field.

use std::io::Read;

use pitchwise::domain::{questions::SAMPLES, ResponseKey};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    content::{company_with_interview, credits, generate, get, strings, version_texts},
    helpers::{active_user, call, TestApp},
};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    a_version_has_an_objection_sheet_from_the_customers_objections,
    a_version_written_before_sheets_says_it_has_none,
    a_pair_is_regenerated_and_a_response_edited_like_any_other_part,
    the_markdown_export_holds_every_field_under_its_label,
    the_word_export_is_a_word_package_holding_every_field,
    exports_are_the_owners_alone,
);

fn objections_path(company_id: i64, version_id: Option<&Value>) -> String {
    match version_id {
        Some(id) => format!("/api/content/assets/{company_id}/objections?versionId={id}"),
        None => format!("/api/content/assets/{company_id}/objections"),
    }
}

/// The words of `text` of five letters or more, lower case.
fn long_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.chars().count() >= 5)
        .map(str::to_lowercase)
        .collect()
}

async fn a_version_has_an_objection_sheet_from_the_customers_objections(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (status, generated) = generate(&app, &ann, id).await;
    assert_eq!(status, StatusCode::CREATED, "{generated}");
    let (status, sheet) = get(&app, &ann, &objections_path(id, None)).await;
    assert_eq!(status, StatusCode::OK, "{sheet}");
    assert_eq!(sheet["type"], "objections");
    assert_eq!(sheet["versionId"], generated["version"]["id"]);
    let pairs = sheet["content"]["pairs"].as_array().unwrap();
    assert!((4..=6).contains(&pairs.len()), "{sheet}");
    for pair in pairs {
        let keys: Vec<&String> = pair.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 3, "{pair}");
        for part in ["objection", "response", "proofPoint"] {
            assert!(!pair[part].as_str().unwrap().trim().is_empty(), "{part} of {pair}");
        }
    }
    // The customers' own doubts come first: the first objection says what the answer quotes.
    let answered = SAMPLES[0]
        .answers
        .iter()
        .flat_map(|section| section.answers)
        .find(|(key, _)| *key == ResponseKey::Objections)
        .unwrap()
        .1;
    let first = pairs[0]["objection"].as_str().unwrap();
    let shared = long_words(first)
        .into_iter()
        .filter(|word| long_words(answered).contains(word))
        .count();
    assert!(shared >= 2, "'{first}' is not from the objections answer");
    // The quality report reads the sheet like every other part.
    let report = generated["version"]["quality"]["fields"].as_object().unwrap();
    assert!(report.contains_key("objections.pairs.0.response"), "{report:?}");
}

async fn a_version_written_before_sheets_says_it_has_none(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = &generated["version"]["id"];
    app.exec("DELETE FROM content_assets WHERE type = 'objections'").await;
    for path in [objections_path(id, None), objections_path(id, Some(version))] {
        let (status, body) = get(&app, &ann, &path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        assert!(
            body["message"].as_str().unwrap().contains("no objection sheet"),
            "{body}"
        );
    }
    // Still a version: its other parts export, and an edit copies it without a sheet.
    let (status, _) = get(&app, &ann, &format!("/api/content/assets/{id}/website")).await;
    assert_eq!(status, StatusCode::OK);
    let body = json!({"field": "website.headline", "value": "Fresh shelves on Saturday"});
    let (status, edited) = call(
        &app,
        &ann,
        Method::POST,
        &format!("/api/content/versions/{version}/edit"),
        Some(&body),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{edited}");
    let (status, _) = get(&app, &ann, &objections_path(id, None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Nor is a company without versions, or a version of no company, a missing sheet.
    let other = company_with_interview(&app, &ann, 4).await;
    let (status, body) = get(&app, &ann, &objections_path(other, None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!body["message"].as_str().unwrap().contains("objection sheet"), "{body}");
}

async fn a_pair_is_regenerated_and_a_response_edited_like_any_other_part(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let first = &generated["version"];
    let before = version_texts(&app, &ann, id, first).await;
    let credits_before = credits(&app, &ann).await;

    let body = json!({"field": "objections.pairs.1"});
    let (status, regenerated) = call(
        &app,
        &ann,
        Method::POST,
        &format!("/api/content/versions/{}/regenerate", first["id"]),
        Some(&body),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{regenerated}");
    assert_eq!(credits(&app, &ann).await, credits_before - 1);
    let after = version_texts(&app, &ann, id, &regenerated).await;
    let (old, new) = (&before["objections"]["pairs"], &after["objections"]["pairs"]);
    assert_ne!(old[1], new[1], "the pair is written anew");
    for n in [0, 2, 3] {
        assert_eq!(old[n], new[n], "pair {n} is kept");
    }
    assert_eq!(before["website"], after["website"]);

    let response = "Fair question. We start from a CSV export you already have, and nothing else changes.";
    let body = json!({"field": "objections.pairs.0.response", "value": response});
    let (status, edited) = call(
        &app,
        &ann,
        Method::POST,
        &format!("/api/content/versions/{}/edit", regenerated["id"]),
        Some(&body),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{edited}");
    let edited_texts = version_texts(&app, &ann, id, &edited).await;
    assert_eq!(edited_texts["objections"]["pairs"][0]["response"], response);
    assert_eq!(edited["handEdited"], json!(["objections.pairs.0.response"]));
}

/// A version's file: its status, content type, file name and bytes.
async fn download(app: &TestApp, browser: &Client, path: &str) -> (StatusCode, String, String, Vec<u8>) {
    let response = browser.get(app.url(path)).send().await.unwrap();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .map(|value| value.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let (status, content_type, disposition) =
        (response.status(), header("content-type"), header("content-disposition"));
    (
        status,
        content_type,
        disposition,
        response.bytes().await.unwrap().to_vec(),
    )
}

async fn the_markdown_export_holds_every_field_under_its_label(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = &generated["version"];
    let path = format!("/api/content/versions/{}/export.md", version["id"]);
    let (status, content_type, disposition, body) = download(&app, &ann, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(content_type.starts_with("text/markdown"), "{content_type}");
    assert_eq!(disposition, "attachment; filename=\"acme-analytics-v1.md\"");
    let markdown = String::from_utf8(body).unwrap();
    assert!(markdown.starts_with("# Acme Analytics\n"), "{markdown}");
    for text in strings(&version_texts(&app, &ann, id, version).await) {
        for line in text.lines().filter(|line| !line.trim().is_empty()) {
            assert!(
                markdown.contains(line.trim()),
                "'{line}' is missing from the export:\n{markdown}"
            );
        }
    }
    let (_, fields) = get(&app, &ann, "/api/content/fields").await;
    // Every field's label, but a benefit's title and description: a list of "**title**: description".
    for field in fields.as_array().unwrap() {
        if field["path"]
            .as_str()
            .unwrap()
            .starts_with("website.valuePropositions[].")
        {
            continue;
        }
        let label = field["label"].as_str().unwrap();
        assert!(markdown.contains(label), "no '{label}' in the export");
    }
    for section in [
        "## Core Messaging",
        "## Website Content",
        "## Pitch Content",
        "## Objections",
    ] {
        assert!(markdown.contains(section), "{section}");
    }
}

/// The text of a Word document's body: its `<w:t>` runs, unescaped, a line per paragraph.
fn document_text(docx: &[u8]) -> String {
    let mut package = zip::ZipArchive::new(std::io::Cursor::new(docx)).expect("a zip package");
    for part in ["[Content_Types].xml", "_rels/.rels", "word/styles.xml"] {
        assert!(package.by_name(part).is_ok(), "no {part} in the package");
    }
    let mut xml = String::new();
    package
        .by_name("word/document.xml")
        .expect("word/document.xml")
        .read_to_string(&mut xml)
        .unwrap();
    let mut text = String::new();
    for paragraph in xml.split("</w:p>") {
        for run in paragraph.split("<w:t").skip(1) {
            let Some(start) = run.find('>') else { continue };
            let Some(end) = run.find("</w:t>") else { continue };
            text.push_str(&run[start + 1..end]);
        }
        text.push('\n');
    }
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

async fn the_word_export_is_a_word_package_holding_every_field(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = &generated["version"];
    // A hand-written text with characters XML escapes comes back as written.
    let written = "Fresh & ready <by six> on \"Saturday\"";
    let body = json!({"field": "website.headline", "value": written});
    let (_, edited) = call(
        &app,
        &ann,
        Method::POST,
        &format!("/api/content/versions/{}/edit", version["id"]),
        Some(&body),
    )
    .await;
    let path = format!("/api/content/versions/{}/export.docx", edited["id"]);
    let (status, content_type, disposition, body) = download(&app, &ann, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        content_type,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    );
    assert_eq!(disposition, "attachment; filename=\"acme-analytics-v2.docx\"");
    let text = document_text(&body);
    assert!(text.contains(written), "{text}");
    for field in strings(&version_texts(&app, &ann, id, &edited).await) {
        for line in field.lines().filter(|line| !line.trim().is_empty()) {
            assert!(text.contains(line.trim()), "'{line}' is missing from the Word file");
        }
    }
    assert!(text.starts_with("Acme Analytics\nContent version 2"), "{text}");
    // The first version stays exportable from the history.
    let path = format!("/api/content/versions/{}/export.docx", version["id"]);
    let (status, _, disposition, _) = download(&app, &ann, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(disposition.ends_with("-v1.docx\""), "{disposition}");
}

async fn exports_are_the_owners_alone(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let bob = active_user(&app, "bob@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    for format in ["md", "docx"] {
        let path = format!("/api/content/versions/{}/export.{format}", generated["version"]["id"]);
        let (status, _, disposition, _) = download(&app, &bob, &path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{format}");
        assert!(disposition.is_empty());
        let (status, _, _, _) = download(&app, &app.new_client(), &path).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{format} signed out");
        let (status, _) = get(&app, &ann, &format!("/api/content/versions/999999/export.{format}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}
