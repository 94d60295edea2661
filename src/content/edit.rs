//! An edit by hand of one text of a version: the field it names (a path of the
//! field registry with item numbers, `website.valuePropositions.2.description`)
//! and its new text, checked once, then applied to a copy of the version.

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{AppError, FieldErrors};
use crate::writer::{
    target::{Shape, Target},
    GeneratedContent,
};

/// `POST /api/content/versions/{versionId}/edit`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct EditRequest {
    /// A text field's path, items numbered from 0: `core.problemStatement`,
    /// `website.headline`, `website.valuePropositions.2.description`, `pitch.keyPoints.1`.
    #[schema(example = "website.headline")]
    field: String,
    /// The new text (trimmed; not empty, at most three times the field's longest length).
    #[schema(example = "Fresh shelves on Saturday, less waste on Monday")]
    value: String,
    /// `variant` when the text is one of the options `variants` offered; else an edit by hand.
    #[serde(default)]
    #[schema(value_type = Option<String>, example = "variant")]
    origin: Option<String>,
    /// Which of the options it is (1 to 3), for the history.
    #[serde(default)]
    #[schema(example = 2)]
    option: Option<u8>,
}

/// How much longer than the field's range an edit may be: room to work, not a place for a novel.
const LONGEST_EDIT_FACTOR: usize = 3;

/// A checked edit: a text field of the registry and a text that fits it.
#[derive(Debug)]
pub struct ContentEdit {
    pub target: Target,
    value: String,
    /// The text is a chosen option of `variants`, not written by hand.
    pub variant: bool,
    /// Which option, from 1.
    pub option: Option<u8>,
}

impl TryFrom<EditRequest> for ContentEdit {
    type Error = AppError;

    fn try_from(request: EditRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let value = request.value.trim().to_owned();
        let target = Target::parse(&request.field).filter(|target| target.shape == Shape::Text);
        match target.as_ref().and_then(|target| target.field.words.clone()) {
            None => errors.add("field", format!("There is no text field '{}'.", request.field.trim())),
            Some(words) => {
                let longest = words.end() * LONGEST_EDIT_FACTOR;
                if value.is_empty() {
                    errors.add("value", "Write the text first.");
                } else if value.split_whitespace().count() > longest {
                    errors.add("value", format!("The text must be at most {longest} words."));
                }
            }
        }
        let variant = match request.origin.as_deref() {
            None | Some("edited") => false,
            Some("variant") => true,
            Some(_) => {
                errors.add("origin", "The origin must be 'edited' or 'variant'.");
                false
            }
        };
        if request.option.is_some_and(|option| !(1..=3).contains(&option)) {
            errors.add("option", "The option must be 1, 2 or 3.");
        }
        errors.into_result()?;
        Ok(Self {
            target: target.expect("checked above"),
            value,
            variant,
            option: request.option.filter(|_| variant),
        })
    }
}

impl ContentEdit {
    /// Writes the text into `content`; a 422 when the version has no such item
    /// (`pitch.keyPoints.9` of a pitch with four points).
    pub fn apply(&self, content: &mut GeneratedContent) -> Result<(), AppError> {
        if self.target.set(content, Value::String(self.value.clone())) {
            return Ok(());
        }
        let mut errors = FieldErrors::new();
        errors.add("field", format!("This version has no '{}'.", self.target.path()));
        Err(AppError::Validation(errors))
    }
}
