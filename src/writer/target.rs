//! One part of a version named by its path, items numbered from 0: a text
//! (`core.problemStatement`, `website.valuePropositions.2.description`,
//! `pitch.keyPoints.1`), one value proposition (`website.valuePropositions.2`,
//! its title and description together) or the key points as a list
//! (`pitch.keyPoints`). Edits, regenerations and variants name what they
//! change this way; its value is read and written as JSON, so every shape goes
//! through the same two functions.

use serde_json::{json, Value};

use super::{
    fields::{self, Field},
    GeneratedContent,
};

/// What a path names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// One text: a string.
    Text,
    /// One item of a list of objects: a value proposition `{title, description}`,
    /// an objection `{objection, response, proofPoint}`.
    Item,
    /// A list of texts: the key points.
    List,
}

/// A checked path into a version.
#[derive(Debug, Clone)]
pub struct Target {
    path: String,
    /// The registry's field: for a text its own, for a value proposition or the key points their list's.
    pub field: &'static Field,
    pub shape: Shape,
    /// The item's number, for an item of a list.
    pub item: Option<usize>,
}

impl Target {
    /// The target a path names, when the registry has it.
    pub fn parse(path: &str) -> Option<Self> {
        let path = path.trim();
        let (registry, item) = registry_path(path)?;
        let field = fields::find(&registry)
            .map(|field| (field, false))
            .or_else(|| fields::find(&format!("{registry}[]")).map(|field| (field, true)));
        let shape = match field? {
            (field, false) if field.words.is_some() => Shape::Text,
            (field, false) if field.items.is_some() && item.is_some() => Shape::Item,
            (field, true) if field.words.is_some() && item.is_none() => Shape::List,
            _ => return None,
        };
        Some(Self {
            path: path.to_owned(),
            field: field?.0,
            shape,
            item,
        })
    }

    /// As the API names it: `website.valuePropositions.2`.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Its value in `content`; `None` when the version has no such item.
    pub fn value_in(&self, content: &GeneratedContent) -> Option<Value> {
        parts(content).pointer(&self.pointer()).cloned()
    }

    /// Writes `value` into `content`; `false` (nothing written) when the
    /// version has no such item or the value is not of the target's shape.
    pub fn set(&self, content: &mut GeneratedContent, value: Value) -> bool {
        let mut parts = parts(content);
        let Some(slot) = parts.pointer_mut(&self.pointer()) else {
            return false;
        };
        *slot = value;
        let mut back = |key: &str| parts[key].take();
        match (
            serde_json::from_value(back("core")),
            serde_json::from_value(back("website")),
            serde_json::from_value(back("pitch")),
            serde_json::from_value(back("objections")),
        ) {
            (Ok(core), Ok(website), Ok(pitch), Ok(objections)) => {
                (content.core, content.website, content.pitch, content.objections) = (core, website, pitch, objections);
                true
            }
            _ => false,
        }
    }

    /// Its value in `written` and, for an item of a list, every other item's
    /// of the same kind: the candidates a rewrite of it chooses among.
    pub fn alike_in(&self, written: &GeneratedContent) -> Vec<Value> {
        let Some(item) = self.item else {
            return self.value_in(written).into_iter().collect();
        };
        let parts = parts(written);
        let list_pointer = format!(
            "/{}",
            self.field.path.split("[]").next().unwrap_or_default().replace('.', "/")
        );
        let items = parts
            .pointer(&list_pointer)
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        std::iter::once(item)
            .chain((0..items).filter(|&n| n != item))
            .filter_map(|n| parts.pointer(&format!("/{}", self.field.item_path(n).replace('.', "/"))))
            .cloned()
            .collect()
    }

    /// The texts of its value, for counting and comparing: one, two (a value proposition) or the list.
    pub fn texts(value: &Value) -> Vec<&str> {
        match value {
            Value::String(text) => vec![text],
            Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
            Value::Object(object) => object.values().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether `other` is this target or within it (`website.valuePropositions.2.title` within
    /// `website.valuePropositions.2`): a regenerated part is no longer written by hand.
    pub fn covers(&self, other: &str) -> bool {
        other == self.path || other.starts_with(&format!("{}.", self.path))
    }

    fn pointer(&self) -> String {
        format!("/{}", self.path.replace('.', "/"))
    }
}

/// The parts as one JSON object, as paths name them.
fn parts(content: &GeneratedContent) -> Value {
    json!({"core": content.core, "website": content.website, "pitch": content.pitch, "objections": content.objections})
}

/// The registry's path of a path, and its item number: item numbers become `[]`
/// (`website.valuePropositions.2.title` → `website.valuePropositions[].title`, 2);
/// `None` for an empty segment or two numbers.
fn registry_path(path: &str) -> Option<(String, Option<usize>)> {
    let mut registry = String::new();
    let mut item = None;
    for segment in path.split('.') {
        if segment.is_empty() {
            return None;
        }
        if segment.bytes().all(|b| b.is_ascii_digit()) {
            if item.is_some() {
                return None;
            }
            item = Some(segment.parse().ok()?);
            registry.push_str("[]");
        } else {
            if !registry.is_empty() {
                registry.push('.');
            }
            registry.push_str(segment);
        }
    }
    Some((registry, item))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writer::{sample_companies, BuiltInWriter, GenerationInput};

    #[test]
    fn an_item_s_alike_are_every_item_its_own_first() {
        let company = sample_companies::sample_companies()[0].clone();
        let input = GenerationInput::from_sample(company, &crate::domain::questions::SAMPLES[0]);
        let content = BuiltInWriter.write(&input, 1);
        let titles = Target::parse("website.valuePropositions.1.title")
            .unwrap()
            .alike_in(&content);
        assert_eq!(titles.len(), content.website.value_propositions.len());
        assert_eq!(titles[0], json!(content.website.value_propositions[1].title));
        assert_eq!(titles[1], json!(content.website.value_propositions[0].title));
        let headline = Target::parse("website.headline").unwrap().alike_in(&content);
        assert_eq!(headline, [json!(content.website.headline)]);
    }

    #[test]
    fn paths_name_texts_benefits_and_the_key_points() {
        let shape = |path: &str| Target::parse(path).map(|target| (target.field.path, target.shape, target.item));
        assert_eq!(
            shape("website.valuePropositions.2.title"),
            Some(("website.valuePropositions[].title", Shape::Text, Some(2)))
        );
        assert_eq!(
            shape("website.valuePropositions.2"),
            Some(("website.valuePropositions[]", Shape::Item, Some(2)))
        );
        assert_eq!(shape("pitch.keyPoints"), Some(("pitch.keyPoints[]", Shape::List, None)));
        assert_eq!(
            shape("pitch.keyPoints.1"),
            Some(("pitch.keyPoints[]", Shape::Text, Some(1)))
        );
        assert_eq!(
            shape("core.problemStatement"),
            Some(("core.problemStatement", Shape::Text, None))
        );
        for wrong in [
            "website",
            "website.valuePropositions",
            "pitch.keyPoints.1.2",
            "core..x",
            "core.nope",
            "",
        ] {
            assert_eq!(shape(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn a_value_is_read_and_written_in_place() {
        let company = sample_companies::sample_companies()[0].clone();
        let input = GenerationInput::from_sample(company, &crate::domain::questions::SAMPLES[0]);
        let mut content = BuiltInWriter.write(&input, 1);
        let before = content.clone();
        let benefit = Target::parse("website.valuePropositions.1").unwrap();
        let value = json!({"title": "Fresh every morning", "description": "Bread out of the oven at six."});
        assert!(benefit.set(&mut content, value.clone()));
        assert_eq!(benefit.value_in(&content), Some(value));
        assert_eq!(content.core, before.core);
        assert_eq!(content.pitch, before.pitch);
        assert_eq!(content.website.headline, before.website.headline);
        let missing = Target::parse("pitch.keyPoints.9").unwrap();
        assert!(!missing.set(&mut content, json!("x")));
        assert!(!benefit.set(&mut content, json!("not an object")), "the shape is kept");
        assert!(benefit.covers("website.valuePropositions.1.title"));
        assert!(!benefit.covers("website.valuePropositions.10"));
    }
}
