//! The content studio (`docs/content.md`, "Versions"): one part regenerated for
//! a credit with every other field kept, three options for a credit and one
//! chosen for free, website and pitch brought in line with an edited core
//! messaging (hand edits kept), and a version telling when the interview
//! changed after it. Edits themselves are in `content.rs`.

use std::time::Duration;

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    content::{company_with_interview, count, credits, edit, generate, get, version_texts},
    helpers::{active_user, call, Backend, TestApp},
    support::llm_stand_in::{sample_company, valid_content, LlmStandIn, PartAsked, Reply, MODEL, TOKENS_PER_CALL},
};

on_both_databases!(
    with &[("DEV_LOGIN", "1")];
    regenerating_one_part_changes_only_it_for_one_credit,
    regenerating_without_credits_answers_402_and_stores_nothing,
    regenerating_a_part_that_is_not_there_answers_422_and_spends_nothing,
    three_options_cost_a_credit_and_choosing_one_is_free,
    a_core_edit_puts_the_assets_out_of_line_until_a_sync_keeps_the_hand_edits,
    an_interview_change_after_a_version_is_told,
    a_streamed_generation_tells_its_stages_in_order_then_the_version,
    a_stream_asked_of_a_refused_generation_is_the_plain_refusal,
);

/// The events of a Server-Sent Events body: `(event, data)`, comments left out.
fn events(body: &str) -> Vec<(String, Value)> {
    body.split("\n\n")
        .filter_map(|block| {
            let field = |name: &str| {
                block
                    .lines()
                    .find_map(|line| line.strip_prefix(name).map(|value| value.trim().to_owned()))
            };
            Some((field("event:")?, serde_json::from_str(&field("data:")?).unwrap()))
        })
        .collect()
}

async fn post_streamed(app: &TestApp, browser: &Client, company_id: i64) -> reqwest::Response {
    browser
        .post(app.url("/api/content/generate"))
        .header("accept", "text/event-stream")
        .json(&json!({"companyId": company_id}))
        .send()
        .await
        .unwrap()
}

async fn a_streamed_generation_tells_its_stages_in_order_then_the_version(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let answer = post_streamed(&app, &ann, id).await;
    assert_eq!(answer.status(), StatusCode::OK);
    assert_eq!(answer.headers()["content-type"], "text/event-stream");
    assert_eq!(
        answer.headers()["x-accel-buffering"],
        "no",
        "a proxy passes each event on"
    );
    let events = events(&answer.text().await.unwrap());
    let stages: Vec<String> = events
        .iter()
        .filter(|(event, _)| event == "stage")
        .map(|(_, data)| {
            format!(
                "{} {}",
                data["stage"].as_str().unwrap(),
                data["status"].as_str().unwrap()
            )
        })
        .collect();
    let expected: Vec<String> = ["interview", "core", "website", "pitch", "objections", "saving"]
        .iter()
        .flat_map(|stage| [format!("{stage} started"), format!("{stage} done")])
        .collect();
    assert_eq!(stages, expected);
    let (last, generated) = events.last().unwrap();
    assert_eq!(last, "done");
    assert_eq!(generated["creditsRemaining"], 9);
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(generated["version"], active, "the same JSON as the plain answer");
}

async fn a_stream_asked_of_a_refused_generation_is_the_plain_refusal(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 3).await;
    let answer = post_streamed(&app, &ann, id).await;
    assert_eq!(answer.status(), StatusCode::CONFLICT);
    let error: Value = answer.json().await.unwrap();
    assert_eq!(
        error["message"],
        "Complete all four interview sections before generating content."
    );
}

async fn post(app: &TestApp, browser: &Client, version: &Value, action: &str, body: Value) -> (StatusCode, Value) {
    let path = format!("/api/content/versions/{}/{action}", version["id"]);
    call(app, browser, Method::POST, &path, Some(&body)).await
}

fn words(text: &Value) -> usize {
    text.as_str().unwrap().split_whitespace().count()
}

/// `texts` with the value at `path` (`pitch.pitch30sec`) set to `value`.
fn with(texts: &Value, path: &str, value: &Value) -> Value {
    let mut texts = texts.clone();
    *texts.pointer_mut(&format!("/{}", path.replace('.', "/"))).unwrap() = value.clone();
    texts
}

async fn regenerating_one_part_changes_only_it_for_one_credit(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    // A hand edit first: a regeneration of another part keeps it.
    let (_, edited) = edit(
        &app,
        &ann,
        generated["version"]["id"].as_i64().unwrap(),
        "website.headline",
        "Fresh shelves on Saturday",
    )
    .await;
    let before = version_texts(&app, &ann, id, &edited).await;

    let body = json!({"field": "pitch.pitch30sec", "instruction": "Shorter"});
    let (status, version) = post(&app, &ann, &edited, "regenerate", body).await;
    assert_eq!(status, StatusCode::CREATED, "{version}");
    assert_eq!(
        version["origin"],
        json!({"kind": "regenerated", "field": "pitch.pitch30sec", "instruction": "Shorter", "basedOn": edited["id"]})
    );
    assert_eq!(
        (&version["versionNumber"], &version["isActive"]),
        (&json!(3), &json!(true))
    );
    assert_eq!(
        version["handEdited"],
        json!(["website.headline"]),
        "the hand edit stays one"
    );
    let after = version_texts(&app, &ann, id, &version).await;
    let pitch = &after["pitch"]["pitch30sec"];
    assert!(words(pitch) < words(&before["pitch"]["pitch30sec"]), "{pitch}");
    assert_eq!(
        after,
        with(&before, "pitch.pitch30sec", pitch),
        "every other field as it was"
    );
    assert_eq!(
        credits(&app, &ann).await,
        8,
        "one credit for the generation, one for the part"
    );

    // A whole value proposition, and the key points as a list.
    for part in ["website.valuePropositions.0", "pitch.keyPoints"] {
        let (status, next) = post(&app, &ann, &version, "regenerate", json!({"field": part})).await;
        if status == StatusCode::UNPROCESSABLE_ENTITY {
            // The built-in writer may have no other wording for it: then nothing is charged.
            assert!(
                next["fieldErrors"]["field"]
                    .as_str()
                    .unwrap()
                    .contains("Nothing was charged"),
                "{next}"
            );
            continue;
        }
        assert_eq!(status, StatusCode::CREATED, "{part}: {next}");
        let texts = version_texts(&app, &ann, id, &next).await;
        let pointer = format!("/{}", part.replace('.', "/"));
        assert_ne!(texts.pointer(&pointer), after.pointer(&pointer), "{part}");
        assert_eq!(
            texts,
            with(&after, part, texts.pointer(&pointer).unwrap()),
            "only {part} changed"
        );
    }
}

async fn regenerating_without_credits_answers_402_and_stores_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    app.exec("UPDATE users SET credits = 0").await;
    let version = &generated["version"];
    for (action, body) in [
        ("regenerate", json!({"field": "website.headline"})),
        ("variants", json!({"field": "website.headline"})),
    ] {
        let (status, error) = post(&app, &ann, version, action, body).await;
        assert_eq!(status, StatusCode::PAYMENT_REQUIRED, "{action}: {error}");
    }
    let (_, core_edit) = edit(&app, &ann, version["id"].as_i64().unwrap(), "core.valueProposition", "Suggested orders for every store, from the sales data the chain already has, so buyers stop rebuilding spreadsheets.").await;
    let (status, _) = post(&app, &ann, &core_edit, "sync", json!({})).await;
    assert_eq!(status, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM content_versions").await,
        2,
        "the generation and the free edit"
    );
    assert_eq!(credits(&app, &ann).await, 0);
}

async fn regenerating_a_part_that_is_not_there_answers_422_and_spends_nothing(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = &generated["version"];
    let long = "x".repeat(301);
    for (action, body, wrong) in [
        ("regenerate", json!({"field": "website.slogan"}), "field"),
        ("regenerate", json!({"field": "website.valuePropositions"}), "field"),
        ("regenerate", json!({"field": "pitch.keyPoints.9"}), "field"),
        (
            "regenerate",
            json!({"field": "website.headline", "instruction": long}),
            "instruction",
        ),
        ("variants", json!({"field": "core.problemStatement"}), "field"),
        (
            "variants",
            json!({"field": "website.valuePropositions.0.title"}),
            "field",
        ),
    ] {
        let (status, error) = post(&app, &ann, version, action, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{action} {body}: {error}");
        assert!(error["fieldErrors"][wrong].is_string(), "{action} {body}: {error}");
    }
    let (status, error) = post(&app, &ann, version, "sync", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a generated version is in line: {error}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 1);
    assert_eq!(credits(&app, &ann).await, 9);
}

async fn three_options_cost_a_credit_and_choosing_one_is_free(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    let version = &generated["version"];
    let before = version_texts(&app, &ann, id, version).await;
    let (status, answer) = post(&app, &ann, version, "variants", json!({"field": "website.headline"})).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let options = answer["options"].as_array().unwrap();
    assert_eq!(options.len(), 3, "{answer}");
    assert!(options[0] != options[1] && options[1] != options[2] && options[0] != options[2]);
    assert!(
        !options.contains(&before["website"]["headline"]),
        "none is the old headline"
    );
    assert_eq!(answer["creditsRemaining"], 8);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM content_versions").await,
        1,
        "options are not stored"
    );

    let body = json!({"field": "website.headline", "value": options[1], "origin": "variant", "option": 2});
    let (status, chosen) = post(&app, &ann, version, "edit", body).await;
    assert_eq!(status, StatusCode::CREATED, "{chosen}");
    assert_eq!(
        chosen["origin"],
        json!({"kind": "variant", "field": "website.headline", "option": 2, "basedOn": version["id"]})
    );
    assert_eq!(chosen["handEdited"], json!([]), "a chosen option is not a hand edit");
    let after = version_texts(&app, &ann, id, &chosen).await;
    assert_eq!(after, with(&before, "website.headline", &options[1]));
    assert_eq!(credits(&app, &ann).await, 8, "choosing is free");
}

async fn a_core_edit_puts_the_assets_out_of_line_until_a_sync_keeps_the_hand_edits(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    assert_eq!(generated["version"]["syncedWithCore"], true);
    let first = generated["version"]["id"].as_i64().unwrap();
    let (_, headline) = edit(&app, &ann, first, "website.headline", "Fresh shelves on Saturday").await;
    assert_eq!(
        headline["syncedWithCore"], true,
        "a website edit leaves the core as it was"
    );
    let problem = "Buyers at regional grocery chains rebuild every fresh order by hand, and still find the shelves empty on Saturday.";
    let (_, core) = edit(
        &app,
        &ann,
        headline["id"].as_i64().unwrap(),
        "core.problemStatement",
        problem,
    )
    .await;
    assert_eq!(core["syncedWithCore"], false);
    assert_eq!(core["handEdited"], json!(["website.headline", "core.problemStatement"]));
    for asset in ["website", "pitch"] {
        let (_, answer) = get(&app, &ann, &format!("/api/content/assets/{id}/{asset}")).await;
        assert_eq!(answer["syncedWithCore"], false, "{asset}");
    }
    let before = version_texts(&app, &ann, id, &core).await;

    let (status, synced) = post(&app, &ann, &core, "sync", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{synced}");
    assert_eq!(synced["origin"], json!({"kind": "synced", "basedOn": core["id"]}));
    assert_eq!(synced["syncedWithCore"], true);
    assert_eq!(synced["handEdited"], core["handEdited"], "hand edits are kept");
    let after = version_texts(&app, &ann, id, &synced).await;
    assert_eq!(after["core"], before["core"]);
    assert_eq!(after["website"]["headline"], "Fresh shelves on Saturday");
    assert_ne!(after["pitch"], before["pitch"], "the pitch is written anew");
    let pitches = ["pitch30sec", "pitch1min", "pitch3min"].map(|pitch| after["pitch"][pitch].as_str().unwrap());
    assert!(
        pitches.iter().any(|pitch| pitch.contains(problem)),
        "from the edited core's own words: {pitches:#?}"
    );
    for asset in ["website", "pitch"] {
        let (_, answer) = get(&app, &ann, &format!("/api/content/assets/{id}/{asset}")).await;
        assert_eq!(answer["syncedWithCore"], true, "{asset}");
    }
    assert_eq!(credits(&app, &ann).await, 8);
    let (status, _) = post(&app, &ann, &synced, "sync", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing to bring in line");

    // Ticked, a hand edit is written anew too.
    let (_, again) = edit(
        &app,
        &ann,
        synced["id"].as_i64().unwrap(),
        "core.valueProposition",
        "Suggested orders for every store from the chain's own sales, so buyers stop rebuilding spreadsheets by hand.",
    )
    .await;
    let (status, replaced) = post(&app, &ann, &again, "sync", json!({"replace": ["website.headline"]})).await;
    assert_eq!(status, StatusCode::CREATED, "{replaced}");
    assert_eq!(
        replaced["handEdited"],
        json!(["core.problemStatement", "core.valueProposition"])
    );
    let texts = version_texts(&app, &ann, id, &replaced).await;
    assert_ne!(texts["website"]["headline"], "Fresh shelves on Saturday");
}

async fn an_interview_change_after_a_version_is_told(app: TestApp) {
    let ann = active_user(&app, "ann@example.com").await;
    let id = company_with_interview(&app, &ann, 4).await;
    let (_, generated) = generate(&app, &ann, id).await;
    assert_eq!(generated["version"]["interviewChangedSince"], Value::Null);
    let (_, sections) = get(&app, &ann, &format!("/api/interviews?companyId={id}")).await;
    let section = &sections[0];
    let path = format!("/api/interviews/{}", section["id"]);

    // Saved again as it was: nothing changed.
    let body = json!({"responses": section["responses"]});
    call(&app, &ann, Method::PUT, &path, Some(&body)).await;
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["interviewChangedSince"], Value::Null);

    let mut responses = section["responses"].clone();
    let key = responses.as_object().unwrap().keys().next().unwrap().clone();
    responses[&key] = json!("Buyers now plan fresh orders twice a week, and still run out on Saturday.");
    let (_, saved) = call(&app, &ann, Method::PUT, &path, Some(&json!({"responses": responses}))).await;
    let (_, active) = get(&app, &ann, &format!("/api/content/active/{id}")).await;
    assert_eq!(active["interviewChangedSince"], saved["updatedAt"]);
    // An edit is written from the same answers: it says so too.
    let (_, edited) = edit(
        &app,
        &ann,
        active["id"].as_i64().unwrap(),
        "website.headline",
        "Fresh shelves on Saturday",
    )
    .await;
    assert_eq!(edited["interviewChangedSince"], saved["updatedAt"]);
    let (_, regenerated) = generate(&app, &ann, id).await;
    assert_eq!(regenerated["version"]["interviewChangedSince"], Value::Null);
}

/// The same through the model of the local stand-in endpoint.
mod through_the_model {
    use super::*;
    use crate::content::interviewed_company;

    on_both_databases!(
        backend;
        a_regeneration_sends_the_instruction_and_the_version_around_the_part,
        a_sync_sends_the_edited_core_to_build_on,
        a_client_gone_midway_leaves_no_version_and_no_credit_spent,
        a_writer_failing_midway_ends_the_stream_with_the_error,
        a_watched_generation_streams_the_models_text_as_it_arrives,
        the_models_words_reach_the_client_while_it_still_writes,
        an_answer_broken_off_is_asked_again_and_its_text_restarts,
    );

    /// An app writing with `stand_in` (none when the backend is not there), and Ann signed in
    /// with a company whose interview is complete: (app, Ann, the company's id).
    async fn ann_with_a_company(backend: Backend, stand_in: &LlmStandIn) -> Option<(TestApp, Client, i64)> {
        let vars = [
            ("DEV_LOGIN", "1"),
            ("LLM_BASE_URL", stand_in.base_url.as_str()),
            ("LLM_MODEL", MODEL),
        ];
        let app = TestApp::spawn_with(backend, &vars).await?;
        let ann = active_user(&app, "ann@example.com").await;
        let id = interviewed_company(&app, &ann, &sample_company(), 4).await;
        Some((app, ann, id))
    }

    async fn a_regeneration_sends_the_instruction_and_the_version_around_the_part(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        let (_, generated) = generate(&app, &ann, id).await;
        let version = &generated["version"];
        let before = version_texts(&app, &ann, id, version).await;

        let body = json!({"field": "pitch.pitch30sec", "instruction": "shorter, and mention the six-week pilot"});
        let (status, next) = post(&app, &ann, version, "regenerate", body).await;
        assert_eq!(status, StatusCode::CREATED, "{next}");
        let asked = stand_in.requests_for(PartAsked::Rewrite);
        assert_eq!(asked.len(), 1);
        let task = asked[0].message(1);
        assert!(
            task.contains("\"shorter, and mention the six-week pilot\""),
            "the instruction, quoted"
        );
        assert!(
            task.contains(before["website"]["headline"].as_str().unwrap()),
            "the fields around it"
        );
        assert!(task.contains("`pitch.pitch30sec`"));
        assert_eq!(next["tokensUsed"], TOKENS_PER_CALL, "the rewrite's tokens");
        let after = version_texts(&app, &ann, id, &next).await;
        assert_eq!(after, with(&before, "pitch.pitch30sec", &after["pitch"]["pitch30sec"]));
        assert_ne!(after["pitch"]["pitch30sec"], before["pitch"]["pitch30sec"]);

        let (status, answer) = post(&app, &ann, &next, "variants", json!({"field": "website.headline"})).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["options"].as_array().unwrap().len(), 3);
        assert!(stand_in.requests_for(PartAsked::Rewrite)[1]
            .message(1)
            .contains("3 different options"));
    }

    async fn a_sync_sends_the_edited_core_to_build_on(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        let (_, generated) = generate(&app, &ann, id).await;
        let problem = "Buyers at regional grocery chains rebuild every fresh order by hand on Thursday, and still find the shelves empty when the Saturday shoppers arrive, while yogurt that expires on Tuesday fills the back room.";
        let (_, core) = edit(
            &app,
            &ann,
            generated["version"]["id"].as_i64().unwrap(),
            "core.problemStatement",
            problem,
        )
        .await;
        let calls = stand_in.requests().len();
        let (status, synced) = post(&app, &ann, &core, "sync", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{synced}");
        let asked = &stand_in.requests()[calls..];
        let parts: Vec<PartAsked> = asked.iter().map(|request| request.part).collect();
        assert!(
            parts.contains(&PartAsked::Website)
                && parts.contains(&PartAsked::Pitch)
                && !parts.contains(&PartAsked::Core),
            "{parts:?}"
        );
        assert!(
            asked.iter().all(|request| request.message(1).contains(problem)),
            "built on the edited core"
        );
        assert_eq!(synced["syncedWithCore"], true);
    }

    async fn a_client_gone_midway_leaves_no_version_and_no_credit_spent(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        let slow = Duration::from_secs(3);
        stand_in.script(PartAsked::Website, [Reply::valid().delayed(slow)]);
        stand_in.script(PartAsked::Pitch, [Reply::valid().delayed(slow)]);

        let mut answer = post_streamed(&app, &ann, id).await;
        let mut seen = String::new();
        while !seen.contains("\"stage\":\"website\"") {
            let chunk = answer
                .chunk()
                .await
                .unwrap()
                .expect("the stream goes on until the website starts");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
        drop(answer);
        // Past the slow parts' answers: had the work gone on, it would have stored by now.
        tokio::time::sleep(slow + Duration::from_secs(2)).await;
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
        assert_eq!(credits(&app, &ann).await, 10);
    }

    async fn a_writer_failing_midway_ends_the_stream_with_the_error(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        stand_in.script(PartAsked::Pitch, [Reply::error(401, "Incorrect API key provided")]);
        let answer = post_streamed(&app, &ann, id).await;
        assert_eq!(answer.status(), StatusCode::OK, "the stream had begun");
        let events = events(&answer.text().await.unwrap());
        let (last, error) = events.last().unwrap();
        assert_eq!(last, "error");
        assert_eq!(error["status"], 502);
        assert!(
            error["message"].as_str().unwrap().contains("Nothing was charged"),
            "{error}"
        );
        assert_eq!(count(&app, "SELECT COUNT(*) FROM content_versions").await, 0);
        assert_eq!(credits(&app, &ann).await, 10);
    }

    /// The `text` events of `stage`, as (restart, delta) pairs.
    fn texts_of<'a>(events: &'a [(String, Value)], stage: &str) -> Vec<(bool, &'a str)> {
        events
            .iter()
            .filter(|(event, data)| event == "text" && data["stage"] == stage)
            .map(|(_, data)| (data["restart"] == true, data["delta"].as_str().unwrap()))
            .collect()
    }

    async fn a_watched_generation_streams_the_models_text_as_it_arrives(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        generate(&app, &ann, id).await;
        assert!(
            stand_in
                .requests()
                .iter()
                .all(|request| request.body.get("stream").is_none()),
            "a plain generation asks for the whole answer"
        );
        let calls = stand_in.requests().len();

        let answer = post_streamed(&app, &ann, id).await;
        let events = events(&answer.text().await.unwrap());
        for (stage, part) in [
            ("core", PartAsked::Core),
            ("website", PartAsked::Website),
            ("pitch", PartAsked::Pitch),
            ("objections", PartAsked::Objections),
        ] {
            let texts = texts_of(&events, stage);
            assert!(texts.len() > 3, "{stage}: told in many pieces, not at the end");
            assert_eq!(texts.iter().filter(|(restart, _)| *restart).count(), 1, "{stage}");
            let text: String = texts.iter().map(|(_, delta)| *delta).collect();
            assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), valid_content(part));
            // Each piece while its stage is under way.
            let position = |wanted: &dyn Fn(&(String, Value)) -> bool| events.iter().position(wanted).unwrap();
            let started = position(&|(event, data)| event == "stage" && data["stage"] == stage);
            let first_text = position(&|(event, data)| event == "text" && data["stage"] == stage);
            let done =
                position(&|(event, data)| event == "stage" && data["stage"] == stage && data["status"] == "done");
            assert!(started < first_text && first_text < done, "{stage}");
        }
        let asked = &stand_in.requests()[calls..];
        assert_eq!(asked.len(), 4);
        for request in asked {
            assert_eq!(request.body["stream"], true);
            assert_eq!(request.body["stream_options"]["include_usage"], true);
        }
        let (last, generated) = events.last().unwrap();
        assert_eq!(last, "done");
        assert_eq!(
            generated["version"]["tokensUsed"],
            4 * TOKENS_PER_CALL,
            "the usage of each stream's last chunk"
        );
        let texts = version_texts(&app, &ann, id, &generated["version"]).await;
        assert_eq!(texts["core"], valid_content(PartAsked::Core));
    }

    async fn an_answer_broken_off_is_asked_again_and_its_text_restarts(backend: Backend) {
        let stand_in = LlmStandIn::start().await;
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        stand_in.script(PartAsked::Core, [Reply::valid().broken_off(), Reply::valid()]);
        let answer = post_streamed(&app, &ann, id).await;
        let events = events(&answer.text().await.unwrap());
        let texts = texts_of(&events, "core");
        let restarts: Vec<usize> = (0..texts.len()).filter(|&n| texts[n].0).collect();
        assert_eq!(restarts.len(), 2, "one call, then another from the start");
        assert_eq!(restarts[0], 0);
        let again: String = texts[restarts[1]..].iter().map(|(_, delta)| *delta).collect();
        assert_eq!(
            serde_json::from_str::<Value>(&again).unwrap(),
            valid_content(PartAsked::Core)
        );
        let asked = stand_in.requests_for(PartAsked::Core);
        assert_eq!(asked.len(), 2);
        assert_eq!(
            asked[1].body["messages"], asked[0].body["messages"],
            "the same request again, not a repair of half an answer"
        );
        assert_eq!(events.last().unwrap().0, "done");
        assert_eq!(credits(&app, &ann).await, 9);
    }

    async fn the_models_words_reach_the_client_while_it_still_writes(backend: Backend) {
        let stand_in = LlmStandIn::start().await.paced(Duration::from_millis(20));
        let Some((app, ann, id)) = ann_with_a_company(backend, &stand_in).await else {
            return;
        };
        let mut answer = post_streamed(&app, &ann, id).await;
        let mut seen = String::new();
        while !seen.contains("event: text") {
            let chunk = answer.chunk().await.unwrap().expect("text before the end");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
        // The core messaging alone is dozens of chunks, 20 ms apart.
        let core_chunks = valid_content(PartAsked::Core).to_string().chars().count() / 12;
        let sent = stand_in.chunks_sent();
        assert!(
            sent < core_chunks / 2,
            "told as it arrives, not once read whole: {sent} of {core_chunks} sent"
        );
        while let Some(chunk) = answer.chunk().await.unwrap() {
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
        assert_eq!(events(&seen).last().unwrap().0, "done");
    }
}
