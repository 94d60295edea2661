//! A version as files a team can hand around: Markdown and a Word document
//! (`.docx`, written by `docx-rs`). Both are laid out from the field registry
//! (every field under its label, each part under its section's title), so a
//! field added to the registry is exported without a change here.

use docx_rs::{AlignmentType, Docx, DocxError, Header, Paragraph, Run, Style, StyleType};
use unicode_normalization::UnicodeNormalization;

use super::Version;
use crate::writer::{
    fields::{self, Asset, Field},
    GeneratedContent, Writer,
};

/// The parts in the order a reader meets them.
const SECTIONS: [Asset; 4] = [Asset::Core, Asset::Website, Asset::Pitch, Asset::Objections];

/// The files a version is exported as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Markdown,
    /// A Word document (`.docx`).
    Word,
}

impl Format {
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Markdown => "text/markdown; charset=utf-8",
            Format::Word => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Format::Markdown => "md",
            Format::Word => "docx",
        }
    }
}

/// What is exported: the company's name, the version and its content.
pub struct Export<'a> {
    pub company_name: &'a str,
    pub version: &'a Version,
    pub content: &'a GeneratedContent,
}

/// One piece of the document, in reading order.
#[derive(Debug, PartialEq)]
enum Block {
    /// A part of the version: "Core Messaging".
    Section(&'static str),
    /// A field's label: "Problem Statement".
    Field(&'static str),
    Text(String),
    /// A list of texts: the key points.
    Bullets(Vec<String>),
    /// A list of items of two texts or more: each item's texts under their labels.
    Items(Vec<Vec<(&'static str, String)>>),
}

impl Export<'_> {
    /// "Content version 3, generated on 2026-11-28. Written by the built-in writer."
    fn subtitle(&self) -> String {
        let writer = match Writer::from(self.version.writer.clone()) {
            Writer::BuiltIn => "the built-in writer".to_owned(),
            Writer::Model(model) => model,
        };
        format!(
            "Content version {}, generated on {}. Written by {writer}.",
            self.version.version_number,
            self.version.created_at.date_naive()
        )
    }

    fn blocks(&self) -> Vec<Block> {
        let mut blocks = Vec::new();
        for asset in SECTIONS {
            let texts = self.content.asset_texts(asset);
            // A version written before objection sheets has none.
            if texts.is_empty() {
                continue;
            }
            let text_at = |path: &str| {
                texts
                    .iter()
                    .find(|text| text.path == path)
                    .map(|text| text.text.trim().to_owned())
            };
            blocks.push(Block::Section(asset.title()));
            for field in fields::of(asset).filter(|field| !field.path.contains("[].")) {
                // Not "Objections" under "Objections".
                if field.label != asset.title() {
                    blocks.push(Block::Field(field.label));
                }
                let parts: Vec<&Field> = fields::of(asset)
                    .filter(|part| part.path.starts_with(&format!("{}.", field.path)))
                    .collect();
                let items = |field: &'static Field| (0..).map_while(move |n| text_at(&field.item_path(n)));
                blocks.push(match (field.items.is_some(), parts.first()) {
                    (false, _) => Block::Text(text_at(field.path).unwrap_or_default()),
                    (true, None) => Block::Bullets(items(field).collect()),
                    (true, Some(first)) => Block::Items(
                        (0..items(first).count())
                            .map(|n| {
                                parts
                                    .iter()
                                    .map(|part| (part.label, text_at(&part.item_path(n)).unwrap_or_default()))
                                    .collect()
                            })
                            .collect(),
                    ),
                });
            }
        }
        blocks
    }

    /// `acme-analytics-v2.md`: the company's name in lower-case ASCII words joined by '-', and the version.
    pub fn file_name(&self, format: Format) -> String {
        let mut slug = String::new();
        for c in self.company_name.nfkd().filter(char::is_ascii) {
            if c.is_ascii_alphanumeric() {
                slug.push(c.to_ascii_lowercase());
            } else if !slug.is_empty() && !slug.ends_with('-') {
                slug.push('-');
            }
        }
        let slug: String = slug.chars().take(60).collect();
        let slug = match slug.trim_matches('-') {
            "" => "content",
            slug => slug,
        };
        format!("{slug}-v{}.{}", self.version.version_number, format.extension())
    }

    /// The file of `format`.
    pub fn file(&self, format: Format) -> Result<Vec<u8>, ExportError> {
        match format {
            Format::Markdown => Ok(self.markdown().into_bytes()),
            Format::Word => self.docx(),
        }
    }

    /// Every field under its label, each part under its title, the company and version on top.
    fn markdown(&self) -> String {
        let mut out = vec![format!("# {}", self.company_name), self.subtitle()];
        for block in self.blocks() {
            out.push(match block {
                Block::Section(title) => format!("## {title}"),
                Block::Field(label) => format!("### {label}"),
                Block::Text(text) => hard_breaks(&text),
                Block::Bullets(items) => items
                    .iter()
                    .map(|item| format!("- {item}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
                // A title and its description: a list, one line each.
                Block::Items(items) if items.iter().all(|item| item.len() == 2) => items
                    .iter()
                    .map(|item| format!("- **{}**: {}", item[0].1, item[1].1))
                    .collect::<Vec<_>>()
                    .join("\n"),
                // More texts an item: a paragraph each, every text under its label.
                Block::Items(items) => items
                    .iter()
                    .enumerate()
                    .map(|(n, item)| {
                        item.iter()
                            .enumerate()
                            .map(|(at, (label, text))| match at {
                                0 => format!("**{}. {label}:** {text}", n + 1),
                                _ => format!("**{label}:** {text}"),
                            })
                            .collect::<Vec<_>>()
                            .join("  \n")
                    })
                    .collect::<Vec<_>>()
                    .join("\n\n"),
            });
        }
        format!("{}\n", out.join("\n\n"))
    }

    /// The same document as a Word file: headings in Word's heading styles (so
    /// its navigation pane lists them), the company and version in the page header.
    fn docx(&self) -> Result<Vec<u8>, ExportError> {
        let heading = |id: &str, name: &str, size: usize, level: usize| {
            Style::new(id, StyleType::Paragraph)
                .name(name)
                .size(size)
                .bold()
                .outline_lvl(level)
        };
        let paragraph = |text: &str| Paragraph::new().add_run(Run::new().add_text(text));
        let header_text = format!(
            "{} · Content version {}",
            self.company_name, self.version.version_number
        );
        let mut docx = Docx::new()
            .add_style(heading("Title", "Title", 40, 0))
            .add_style(heading("Heading1", "heading 1", 32, 0))
            .add_style(heading("Heading2", "heading 2", 26, 1))
            .header(Header::new().add_paragraph(paragraph(&header_text).align(AlignmentType::Right)))
            .add_paragraph(paragraph(self.company_name).style("Title"))
            .add_paragraph(paragraph(&self.subtitle()));
        for block in self.blocks() {
            docx = match block {
                Block::Section(title) => docx.add_paragraph(paragraph(title).style("Heading1")),
                Block::Field(label) => docx.add_paragraph(paragraph(label).style("Heading2")),
                Block::Text(text) => text
                    .lines()
                    .fold(docx, |docx, line| docx.add_paragraph(paragraph(line))),
                Block::Bullets(items) => items
                    .iter()
                    .fold(docx, |docx, item| docx.add_paragraph(paragraph(&format!("• {item}")))),
                Block::Items(items) => items.iter().enumerate().fold(docx, |docx, (n, item)| {
                    item.iter().enumerate().fold(docx, |docx, (at, (label, text))| {
                        let lead = match at {
                            0 => format!("{}. {label}: ", n + 1),
                            _ => format!("{label}: "),
                        };
                        docx.add_paragraph(
                            Paragraph::new()
                                .add_run(Run::new().add_text(lead).bold())
                                .add_run(Run::new().add_text(text)),
                        )
                    })
                }),
            };
        }
        let mut file = std::io::Cursor::new(Vec::new());
        docx.build().pack(&mut file).map_err(DocxError::from)?;
        Ok(file.into_inner())
    }
}

/// A text as a Markdown paragraph that keeps its single line breaks (as hard breaks).
fn hard_breaks(text: &str) -> String {
    text.replace("\r\n", "\n").lines().collect::<Vec<_>>().join("  \n")
}

/// Why a Word file could not be written (a fault of ours: the content is in memory).
#[derive(Debug, thiserror::Error)]
#[error("writing the Word file failed: {0}")]
pub struct ExportError(#[from] DocxError);
