//! Values parsed once at the edge, so an invalid one cannot exist past it.

mod email_address;
mod person_name;

pub use email_address::EmailAddress;
pub use person_name::PersonName;
