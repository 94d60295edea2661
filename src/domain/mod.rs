//! Values parsed once at the edge, so an invalid one cannot exist past it.

mod company;
mod credits;
mod email_address;
mod feedback_type;
mod interview;
mod person_name;
pub mod questions;
mod role;
mod sign_in;
mod site_content_key;
mod style_guide;
mod text;
mod user;
mod user_status;

pub use company::{CompanyDescription, CompanyName, Competitors, HttpUrl, Industry, ProductsServices};
pub use credits::Credits;
pub use email_address::EmailAddress;
pub use feedback_type::{FeedbackMessage, FeedbackType};
pub use interview::{InterviewAnswer, InterviewSection, ResponseKey, SectionAnswers};
pub use person_name::PersonName;
pub use role::Role;
pub use sign_in::{ProviderIdentity, SignInProfile};
pub use site_content_key::SiteContentKey;
pub use style_guide::{Language, PointOfView, PreferredTerm, ReadingLevel, StyleGuide, STYLE_GUIDE_OPTIONS};
pub use text::{sanitize_line, BoundedText, TextError, TextRule};
pub use user::{User, USER_COLUMNS};
pub use user_status::UserStatus;
