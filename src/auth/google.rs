//! Sign-in with Google: the routes that start the flow and take the browser
//! back (the OpenID Connect client itself is `oidc.rs`). A flow under way is
//! stored by the hash of its state, single use, and bound to the browser by a cookie.

use axum::{
    extract::{rejection::QueryRejection, Query, State},
    response::{IntoResponse, Redirect, Response},
};
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;
use subtle::ConstantTimeEq;
use utoipa::{IntoParams, ToSchema};

use super::{complete_sign_in, csrf, safe_callback, session, sign_in_refused, SignInFailure};
use crate::{
    client_address::ClientAddr,
    db::Db,
    error::{AppResult, Form},
    oidc::FlowError,
    state::AppState,
    timestamp::now,
    with_pool,
};

/// The browser has this long to come back from the provider.
const FLOW_LIFETIME: Duration = Duration::minutes(10);
const FLOW_COOKIE: &str = "pitchwise_oidc";

/// A sign-in under way, as stored.
#[derive(sqlx::FromRow)]
struct Flow {
    nonce: String,
    pkce_verifier: String,
    callback_url: String,
    expires_at: DateTime<Utc>,
}

async fn save_flow(db: &Db, state: &str, flow: &Flow) -> Result<(), sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query(
            "INSERT INTO sign_in_flows (state_hash, nonce, pkce_verifier, callback_url, expires_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(session::hash_token(state))
        .bind(&flow.nonce)
        .bind(&flow.pkce_verifier)
        .bind(&flow.callback_url)
        .bind(flow.expires_at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected())
    })?;
    Ok(())
}

/// Takes the flow out (single use); `None` when unknown, used or expired.
async fn take_flow(db: &Db, state: &str) -> Result<Option<Flow>, sqlx::Error> {
    let now = now();
    let flow = with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        // Expired flows of anyone are cleared on the way.
        sqlx::query("DELETE FROM sign_in_flows WHERE expires_at < $1").bind(now).execute(&mut *tx).await?;
        let flow = sqlx::query_as::<_, Flow>(
            "DELETE FROM sign_in_flows WHERE state_hash = $1 RETURNING nonce, pkce_verifier, callback_url, expires_at",
        )
        .bind(session::hash_token(state))
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>(flow)
    })?;
    Ok(flow.filter(|f| f.expires_at > now))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GoogleSignInForm {
    csrf_token: Option<String>,
    callback_url: Option<String>,
}

/// Starts sign-in with Google: redirects the browser to the provider.
#[utoipa::path(
    post,
    path = "/auth/signin/google",
    tag = "auth",
    request_body(content = GoogleSignInForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "To the provider; refused: to /login?error=CODE"),
        (status = 429, description = "Too many sign-in attempts from this address; see Retry-After"),
    )
)]
pub async fn sign_in_google(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    jar: CookieJar,
    Form(form): Form<GoogleSignInForm>,
) -> AppResult<Response> {
    if let Err(wait) = state.rate_limits.sign_in.check(client).await {
        return Ok(sign_in_refused(wait));
    }
    if !csrf::form_token_matches(&state.config, &jar, form.csrf_token.as_deref()) {
        return Ok(SignInFailure::Csrf.redirect("the sign-in form's CSRF token is missing or wrong"));
    }
    let Some(google) = state.google.as_ref() else {
        return Ok(SignInFailure::Unavailable.redirect("Google sign-in is off (GOOGLE_CLIENT_ID is unset)"));
    };
    let (url, started) = match google.authorize().await {
        Ok(authorize) => authorize,
        Err(e) => return Ok(SignInFailure::Unavailable.redirect(&format!("sign-in could not start: {e}"))),
    };
    let flow = Flow {
        nonce: started.nonce,
        pkce_verifier: started.pkce_verifier,
        callback_url: safe_callback(form.callback_url.as_deref()),
        expires_at: now() + FLOW_LIFETIME,
    };
    save_flow(&state.db, &started.state, &flow).await?;
    // The state also goes into a cookie, so only this browser can finish the flow.
    let jar = jar.add(session::cookie(
        &state.config,
        FLOW_COOKIE,
        started.state,
        Some(FLOW_LIFETIME),
    ));
    Ok((jar, Redirect::to(url.as_str())).into_response())
}

#[derive(Deserialize, IntoParams)]
pub struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

/// Where the provider returns the browser.
#[utoipa::path(
    get,
    path = "/auth/callback/google",
    tag = "auth",
    params(CallbackQuery),
    responses((status = 303, description = "Signed in: to the callbackUrl; failed: to /login?error=CODE"))
)]
pub async fn callback_google(
    State(state): State<AppState>,
    jar: CookieJar,
    query: Result<Query<CallbackQuery>, QueryRejection>,
) -> AppResult<Response> {
    let cookie_state = jar
        .get(&session::cookie_name(&state.config, FLOW_COOKIE))
        .map(|c| c.value().to_owned());
    let jar = jar.add(session::removal(&state.config, FLOW_COOKIE));
    let fail = |failure: SignInFailure, why: &str| Ok((jar.clone(), failure.redirect(why)).into_response());

    // A query that does not parse (a parameter twice, say) is no callback of ours.
    let Ok(Query(query)) = query else {
        return fail(SignInFailure::State, "the callback's query does not parse");
    };
    if let Some(error) = &query.error {
        return fail(SignInFailure::Provider, &format!("the provider answered error={error}"));
    }
    let (Some(code), Some(returned_state)) = (query.code, query.state) else {
        return fail(SignInFailure::State, "the callback has no code or no state");
    };
    let Some(google) = state.google.as_ref() else {
        return fail(SignInFailure::State, "a callback arrived while Google sign-in is off");
    };
    let same_browser = cookie_state.is_some_and(|c| bool::from(c.as_bytes().ct_eq(returned_state.as_bytes())));
    if !same_browser {
        return fail(
            SignInFailure::State,
            "the state is not this browser's (its cookie is missing or another)",
        );
    }
    let Some(flow) = take_flow(&state.db, &returned_state).await? else {
        return fail(SignInFailure::State, "the state is unknown, used or expired");
    };
    let profile = match google.finish(code, &flow.nonce, &flow.pkce_verifier).await {
        Ok(profile) => profile,
        Err(e) => {
            let failure = match e {
                FlowError::Discovery(_) => SignInFailure::Unavailable,
                FlowError::Exchange(_) => SignInFailure::Provider,
                FlowError::IdToken(_) => SignInFailure::Token,
                FlowError::NoEmail => SignInFailure::InvalidEmail,
            };
            return fail(failure, &e.to_string());
        }
    };
    complete_sign_in(&state, jar.clone(), profile, &flow.callback_url).await
}
