//! The bodies of `POST /api/interviews` and `PUT /api/interviews/{id}`, and
//! their validation (`docs/interviews.md`). Fields arrive as any JSON value, so
//! a wrong type is a 422 naming its field rather than a bare parse error.

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    domain::{InterviewAnswer, InterviewSection, ResponseKey, SectionAnswers},
    error::{AppError, FieldErrors},
    record_id,
};

/// A new section record.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateInterviewRequest {
    /// The id of one of the signed-in user's companies.
    #[schema(value_type = i64, required = true, minimum = 1, example = 3)]
    company_id: Option<Value>,
    #[schema(value_type = InterviewSection, required = true)]
    section: Option<Value>,
    /// `{responseKey: answer}` with the section's own keys; a key left out is `""`.
    /// Each answer is text of at most 5000 characters (trimmed).
    #[schema(value_type = Option<std::collections::HashMap<String, String>>)]
    responses: Option<Value>,
    /// `true` marks the section complete even when an answer is blank.
    #[schema(value_type = Option<bool>)]
    completed: Option<Value>,
}

/// New answers for a section record.
#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateInterviewRequest {
    /// Replaces the stored answers: `{responseKey: answer}` with the section's own
    /// keys; a key left out becomes `""`.
    #[schema(value_type = std::collections::HashMap<String, String>)]
    responses: Option<Value>,
    /// `true` marks the section complete even when an answer is blank.
    #[schema(value_type = Option<bool>)]
    completed: Option<Value>,
}

/// What a save stores: the answers and whether the section is complete.
#[derive(Debug)]
pub struct SavedAnswers {
    pub answers: SectionAnswers,
    /// Sent as `true`, or all four questions answered (spec section 4).
    pub completed: bool,
}

impl SavedAnswers {
    fn new(answers: SectionAnswers, sent_completed: bool) -> Self {
        let completed = sent_completed || answers.all_answered();
        Self { answers, completed }
    }

    /// Validates an update of a record of `section`.
    pub fn parse_update(section: InterviewSection, request: UpdateInterviewRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let answers = match &request.responses {
            Some(responses) => parse_responses(section, responses, &mut errors),
            None => {
                errors.add("responses", RESPONSES_SHAPE);
                None
            }
        };
        let completed = parse_completed(request.completed.as_ref(), &mut errors);
        errors.into_result()?;
        let answers = answers.ok_or_else(|| AppError::Internal(anyhow::anyhow!("checked answers went missing")))?;
        Ok(Self::new(answers, completed))
    }
}

/// A valid create.
#[derive(Debug)]
pub struct NewInterview {
    pub company_id: i64,
    pub section: InterviewSection,
    pub saved: SavedAnswers,
}

impl TryFrom<CreateInterviewRequest> for NewInterview {
    type Error = AppError;

    fn try_from(request: CreateInterviewRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let company_id = record_id::from_json(request.company_id.as_ref());
        if company_id.is_none() {
            errors.add("companyId", "Company id must be a positive whole number.");
        }
        // Absent or not text, a section is as unknown as a misspelt one.
        let section = InterviewSection::parse(request.section.as_ref().and_then(Value::as_str).unwrap_or(""))
            .map_err(|message| errors.add("section", message))
            .ok();
        // The keys to check depend on the section, so without one they wait for the next try.
        let answers = section.and_then(|section| {
            let empty = Value::Object(Default::default());
            parse_responses(section, request.responses.as_ref().unwrap_or(&empty), &mut errors)
        });
        let completed = parse_completed(request.completed.as_ref(), &mut errors);
        errors.into_result()?;
        let (Some(company_id), Some(section), Some(answers)) = (company_id, section, answers) else {
            return Err(AppError::Internal(anyhow::anyhow!(
                "a checked interview field went missing"
            )));
        };
        Ok(Self {
            company_id,
            section,
            saved: SavedAnswers::new(answers, completed),
        })
    }
}

const RESPONSES_SHAPE: &str = "Responses must be an object of the section's answers, keyed by question.";

/// The section's four answers from `{responseKey: answer}`; `None` with the
/// errors recorded under `responses` or `responses.KEY` when any is wrong.
fn parse_responses(section: InterviewSection, raw: &Value, errors: &mut FieldErrors) -> Option<SectionAnswers> {
    let Value::Object(sent) = raw else {
        errors.add("responses", RESPONSES_SHAPE);
        return None;
    };
    let keys = section.response_keys();
    let mut answers: [InterviewAnswer; 4] = Default::default();
    let mut valid = true;
    for (key, value) in sent {
        let field = format!("responses.{key}");
        let parsed = match (keys.iter().position(|k| k.as_str() == key), value) {
            (None, _) => Err(format!(
                "The {} section has no question '{key}'; its keys are {}.",
                section.as_str(),
                keys.map(ResponseKey::as_str).join(", ")
            )),
            (Some(at), Value::String(raw)) => InterviewAnswer::parse(raw)
                .map(|answer| answers[at] = answer)
                .map_err(str::to_owned),
            (Some(_), _) => Err("Answers must be text.".to_owned()),
        };
        if let Err(message) = parsed {
            errors.add(field, message);
            valid = false;
        }
    }
    valid.then(|| SectionAnswers::new(section, answers))
}

/// `completed` when sent: a boolean (`null` counts as not sent).
fn parse_completed(raw: Option<&Value>, errors: &mut FieldErrors) -> bool {
    match raw {
        None | Some(Value::Null) => false,
        Some(Value::Bool(sent)) => *sent,
        Some(_) => {
            errors.add("completed", "Completed must be true or false.");
            false
        }
    }
}
