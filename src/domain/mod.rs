//! Values parsed once at the edge, so an invalid one cannot exist past it.

mod company;
mod credits;
mod email_address;
mod feedback_type;
mod person_name;
mod record_id;
mod role;
mod site_content_key;
mod text;
mod user_status;

pub use company::{CompanyDescription, CompanyName, Competitors, HttpUrl, Industry, ProductsServices};
pub use credits::Credits;
pub use email_address::EmailAddress;
pub use feedback_type::{FeedbackMessage, FeedbackType};
pub use person_name::PersonName;
pub use record_id::parse_record_id;
pub use role::Role;
pub use site_content_key::SiteContentKey;
pub use text::{sanitize_line, TextError, TextRule};
pub use user_status::UserStatus;
