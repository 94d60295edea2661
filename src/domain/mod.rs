//! Values parsed once at the edge, so an invalid one cannot exist past it.

mod company;
mod credits;
mod email_address;
mod feedback_type;
mod interview;
mod person_name;
mod role;
mod site_content_key;
mod user_status;

pub use company::{CompanyDescription, CompanyName, Competitors, HttpUrl, Industry, ProductsServices};
pub use credits::Credits;
pub use email_address::EmailAddress;
pub use feedback_type::{FeedbackMessage, FeedbackType};
pub use interview::{InterviewAnswer, InterviewSection, SectionAnswers};
pub use person_name::PersonName;
pub use role::Role;
pub use site_content_key::SiteContentKey;
pub use user_status::UserStatus;

/// Characters, not bytes, so 'é' counts once.
fn chars(s: &str) -> usize {
    s.chars().count()
}

/// Whether `s` holds a control character; `allow_breaks` lets line breaks and tabs through.
fn has_control(s: &str, allow_breaks: bool) -> bool {
    s.chars()
        .any(|c| c.is_control() && !(allow_breaks && matches!(c, '\n' | '\r' | '\t')))
}
