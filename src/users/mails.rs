//! The mails that tell a person they may use Pitchwise: their account's
//! approval, and an invitation from the waiting list. Both carry the sign-in
//! link (`PUBLIC_URL/login`) and are sent in the background, after the change
//! that caused them has been committed: a failed mail is logged, the change stays.

use url::Url;

use crate::mail::Mailer;

pub const APPROVAL_SUBJECT: &str = "Your Pitchwise account is ready";
pub const INVITATION_SUBJECT: &str = "You're invited to Pitchwise";

/// The login page on `PUBLIC_URL`.
pub fn sign_in_link(public_url: &Url) -> Url {
    public_url.join("/login").expect("a path joins any http(s) URL")
}

/// Tells an approved user that their account is ready.
pub fn send_approval(mailer: &Mailer, public_url: &Url, to: &str) {
    let link = sign_in_link(public_url);
    let body = format!(
        "Good news: your Pitchwise account has been approved.\n\n\
         Sign in with this email address ({to}) to start:\n\n{link}\n"
    );
    mailer.send_in_background(to.to_owned(), APPROVAL_SUBJECT, body, "approval");
}

/// Invites a person on the waiting list to sign in (their first sign-in makes an active account).
pub fn send_invitation(mailer: &Mailer, public_url: &Url, to: &str, name: &str) {
    let link = sign_in_link(public_url);
    let body = format!(
        "Hello {name},\n\n\
         Thank you for waiting: your place on the Pitchwise waiting list has come up.\n\
         Sign in with this email address ({to}) and your account is ready to use:\n\n{link}\n\n\
         If you no longer want to use Pitchwise, you can ignore this mail.\n"
    );
    mailer.send_in_background(to.to_owned(), INVITATION_SUBJECT, body, "invitation");
}
