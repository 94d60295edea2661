//! Values parsed once at the edge, so an invalid one cannot exist past it.

mod email_address;

pub use email_address::EmailAddress;
