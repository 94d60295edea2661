use super::text::{BoundedText, TextRule};

/// One of the four feedback types of the spec, spelled exactly as the form sends them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedbackType {
    Improvement,
    ShareAnIdea,
    ReportAnIssue,
    GeneralFeedback,
}

impl FeedbackType {
    pub const ALL: [Self; 4] = [
        Self::Improvement,
        Self::ShareAnIdea,
        Self::ReportAnIssue,
        Self::GeneralFeedback,
    ];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Self::ALL
            .into_iter()
            .find(|t| t.as_str() == raw)
            .ok_or("Type must be one of: Improvement, Share an Idea, Report an Issue, General Feedback.")
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Improvement => "Improvement",
            Self::ShareAnIdea => "Share an Idea",
            Self::ReportAnIssue => "Report an Issue",
            Self::GeneralFeedback => "General Feedback",
        }
    }
}

/// The text of a feedback: trimmed, 1 to 5000 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedbackMessage(String);

impl FeedbackMessage {
    const FIELD: BoundedText = BoundedText {
        rule: TextRule::multiline(5000),
        min_chars: 1,
        optional: false,
        too_short: "Please enter your feedback.",
        too_long: "Feedback must be at most 5000 characters.",
        control: "Feedback must not contain control characters.",
    };

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        Self::FIELD.parse(raw).map(|message| Self(message.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::{FeedbackMessage, FeedbackType};

    #[test]
    fn the_four_types_parse_exactly() {
        for t in FeedbackType::ALL {
            assert_eq!(FeedbackType::parse(t.as_str()), Ok(t));
        }
        for raw in ["", "improvement", "Bug", " Improvement"] {
            assert!(FeedbackType::parse(raw).is_err(), "{raw:?}");
        }
    }

    #[test]
    fn messages_are_trimmed_and_bounded() {
        assert_eq!(FeedbackMessage::parse("  Great app \n").unwrap().as_str(), "Great app");
        assert!(FeedbackMessage::parse(" \n\t ").is_err());
        assert!(FeedbackMessage::parse(&"é".repeat(5000)).is_ok());
        assert!(FeedbackMessage::parse(&"é".repeat(5001)).is_err());
    }
}
