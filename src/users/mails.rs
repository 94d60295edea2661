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
    let greeting = greeting(name);
    let body = format!(
        "{greeting}\n\n\
         Thank you for waiting: your place on the Pitchwise waiting list has come up.\n\
         Sign in with this email address ({to}) and your account is ready to use:\n\n{link}\n\n\
         If you no longer want to use Pitchwise, you can ignore this mail.\n"
    );
    mailer.send_in_background(to.to_owned(), INVITATION_SUBJECT, body, "invitation");
}

/// The longest name a mail greets by, and its most words; anything longer is
/// left out.
const GREETED_NAME_MAX: usize = 40;
const GREETED_WORDS_MAX: usize = 3;

/// "Hello Ann," when the name the person typed on the waiting list reads as a
/// name: at most three words, each a capitalised word of letters (with hyphens
/// and apostrophes) or initials ("J.R."). Anyone may join with someone else's
/// address, so anything else (a link, a domain, a sentence) stays out of
/// Pitchwise's mail.
fn greeting(name: &str) -> String {
    let name = name.trim();
    let words: Vec<&str> = name.split_whitespace().collect();
    let reads_as_a_name = !words.is_empty()
        && words.len() <= GREETED_WORDS_MAX
        && name.chars().count() <= GREETED_NAME_MAX
        && words.iter().all(|word| is_name_word(word) || is_initials(word));
    if reads_as_a_name {
        format!("Hello {},", words.join(" "))
    } else {
        "Hello,".into()
    }
}

/// "Ann", "O'Brien-Smith", "李雷": letters, hyphens and apostrophes, starting
/// with a capital (or a letter of a script without capitals).
fn is_name_word(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|first| first.is_alphabetic() && !first.is_lowercase())
        && word.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’'))
}

/// "J." or "J.R.": capital letters, each followed by a full stop.
fn is_initials(word: &str) -> bool {
    let characters: Vec<char> = word.chars().collect();
    !characters.is_empty()
        && characters.len().is_multiple_of(2)
        && characters
            .chunks(2)
            .all(|pair| pair[0].is_uppercase() && pair[1] == '.')
}

#[cfg(test)]
mod tests {
    use super::greeting;

    #[test]
    fn a_name_is_greeted_as_typed() {
        for name in [
            "Ann",
            "Zoë O'Brien-Smith",
            "J. R. Hartley",
            "  Ann  ",
            "Ana María Pérez",
            "李雷",
        ] {
            assert_eq!(greeting(name), format!("Hello {},", name.trim()), "{name}");
        }
    }

    #[test]
    fn links_sentences_and_odd_names_are_left_out() {
        for name in [
            "https://evil.example",
            "visit evil.example",
            "Ann <a href=x>",
            "Claim your prize now at once",
            "Your account is locked",
            "Claim Your Free Refund",
            "evil.example",
            "A.B.com",
            "Ann 2",
            "",
            "Ann@evil",
            "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        ] {
            assert_eq!(greeting(name), "Hello,", "{name}");
        }
    }
}
