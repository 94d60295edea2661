//! What a sign-in says of the person: made by the OpenID Connect client
//! (`oidc.rs`) or the local sign-in form, read by the sign-in's account lookup.

use super::{EmailAddress, PersonName};

/// What a sign-in (Google's verified ID token, or the local form) says of the person.
#[derive(Debug, Clone)]
pub struct SignInProfile {
    pub email: EmailAddress,
    pub email_verified: bool,
    pub name: Option<PersonName>,
    pub picture: Option<String>,
    /// Who the provider says this is; `None` for the local sign-in, which has no provider.
    pub identity: Option<ProviderIdentity>,
}

/// The provider's stable id of a person: OpenID Connect's issuer and subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderIdentity {
    pub issuer: String,
    pub subject: String,
}
