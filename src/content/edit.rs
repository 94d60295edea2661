//! An edit by hand of one text of a version: the field it names (a path of the
//! field registry with item numbers, `website.valuePropositions.2.description`)
//! and its new text, checked once, then applied to a copy of the version.

use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::ToSchema;

use crate::error::{AppError, FieldErrors};
use crate::writer::{fields, GeneratedContent};

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
}

/// How much longer than the field's range an edit may be: room to work, not a place for a novel.
const LONGEST_EDIT_FACTOR: usize = 3;

/// A checked edit: a text field of the registry and a text that fits it.
#[derive(Debug)]
pub struct ContentEdit {
    field: String,
    value: String,
}

impl TryFrom<EditRequest> for ContentEdit {
    type Error = AppError;

    fn try_from(request: EditRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let field = request.field.trim().to_owned();
        let value = request.value.trim().to_owned();
        match fields::find(&registry_path(&field)).and_then(|found| found.words.clone()) {
            None => errors.add("field", format!("There is no text field '{field}'.")),
            Some(words) => {
                let longest = words.end() * LONGEST_EDIT_FACTOR;
                if value.is_empty() {
                    errors.add("value", "Write the text first.");
                } else if value.split_whitespace().count() > longest {
                    errors.add("value", format!("The text must be at most {longest} words."));
                }
            }
        }
        errors.into_result()?;
        Ok(Self { field, value })
    }
}

impl ContentEdit {
    /// The field's path, as the version's origin records it.
    pub fn field(&self) -> &str {
        &self.field
    }

    /// Writes the text into `content`; a 422 when the version has no such item
    /// (`pitch.keyPoints.9` of a pitch with four points).
    pub fn apply(&self, content: &mut GeneratedContent) -> Result<(), AppError> {
        let mut parts = json!({"core": content.core, "website": content.website, "pitch": content.pitch});
        let pointer = format!("/{}", self.field.replace('.', "/"));
        let Some(Value::String(text)) = parts.pointer_mut(&pointer) else {
            let mut errors = FieldErrors::new();
            errors.add("field", format!("This version has no '{}'.", self.field));
            return Err(AppError::Validation(errors));
        };
        text.clone_from(&self.value);
        // The same shapes back: only a string changed.
        let back = |part: &mut Value| part.take();
        content.core = serde_json::from_value(back(&mut parts["core"])).map_err(internal)?;
        content.website = serde_json::from_value(back(&mut parts["website"])).map_err(internal)?;
        content.pitch = serde_json::from_value(back(&mut parts["pitch"])).map_err(internal)?;
        Ok(())
    }
}

fn internal(error: serde_json::Error) -> AppError {
    AppError::Internal(error.into())
}

/// The registry's path of a field path: item numbers become `[]`
/// (`website.valuePropositions.2.title` → `website.valuePropositions[].title`).
fn registry_path(field: &str) -> String {
    let mut path = String::new();
    for segment in field.split('.') {
        if !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit()) {
            path.push_str("[]");
        } else {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(segment);
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::registry_path;

    #[test]
    fn item_numbers_become_the_registry_s_brackets() {
        assert_eq!(
            registry_path("website.valuePropositions.2.title"),
            "website.valuePropositions[].title"
        );
        assert_eq!(registry_path("pitch.keyPoints.1"), "pitch.keyPoints[]");
        assert_eq!(registry_path("core.problemStatement"), "core.problemStatement");
    }
}
