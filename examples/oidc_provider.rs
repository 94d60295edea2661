//! Runs the tests' local OpenID Connect provider as a program, so Google sign-in
//! can be tried without Google: the browser tests start it, and so can anyone
//! (`cargo run --example oidc_provider`, see docs/security.md).
//!
//! Prints one JSON line, `{"issuer", "clientId", "clientSecret"}`: point the
//! server's `GOOGLE_ISSUER_URL`, `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` at it.
//! Listens on `OIDC_PROVIDER_ADDR` (default a free loopback port) until killed.

// The API tests' scripting calls are not used by the program.
#[allow(dead_code)]
#[path = "../tests/api/support/oidc_provider.rs"]
mod oidc_provider;

use oidc_provider::{OidcProvider, CLIENT_ID, CLIENT_SECRET};

#[tokio::main]
async fn main() {
    let address = std::env::var("OIDC_PROVIDER_ADDR").unwrap_or_else(|_| "127.0.0.1:0".into());
    let provider = OidcProvider::start_interactive(&address).await;
    println!(
        "{}",
        serde_json::json!({"issuer": provider.issuer, "clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET})
    );
    std::future::pending::<()>().await;
}
