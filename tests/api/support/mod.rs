//! Local stand-ins that speak the real protocols of what the server talks to
//! outside: an OpenID Connect provider, an OpenAI-compatible chat-completions
//! endpoint and an SMTP server. The examples of the same names run the first two
//! as programs.

pub mod llm_stand_in;
pub mod oidc_provider;
pub mod smtp_sink;
