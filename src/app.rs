//! Start-up: connect, migrate, assemble the router with its layers, listen,
//! and shut down gracefully. Tests build the same `Application` on port 0.

use crate::logging::OneLine;
use std::{future::Future, net::SocketAddr, sync::Arc, time::Duration};

use axum::{
    extract::{ConnectInfo, DefaultBodyLimit, Request, State},
    http::{header, HeaderMap, HeaderName, HeaderValue},
    middleware::{from_fn, from_fn_with_state, map_response_with_state, Next},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use hyper::{body::Incoming, server::conn::http1, service::service_fn};
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    server::graceful::GracefulShutdown,
};
use tokio::net::TcpListener;
use tower::{ServiceBuilder, ServiceExt};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::{
        predicate::{DefaultPredicate, Predicate, SizeAbove},
        CompressionLayer,
    },
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    trace::TraceLayer,
};
use tracing::{Level, Span};
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::{
    auth,
    cache::Caches,
    client_address, companies,
    config::Config,
    content,
    db::Db,
    error::{AppError, BODY_LIMIT_BYTES},
    feedback, health, interviews,
    mail::Mailer,
    oidc::GoogleSignIn,
    openapi::{add_common_refusals, ApiDoc},
    rate_limit::RateLimits,
    request_limits, site_content,
    state::AppState,
    style_guides, telemetry, users, waitlist, web_app,
    writer::Generator,
};

pub struct Application {
    listener: TcpListener,
    router: Router,
    db: Db,
    caches: Caches,
    header_read_timeout: Duration,
    metrics_addr: Option<SocketAddr>,
}

impl Application {
    /// Connects to the database, applies migrations and binds `BIND_ADDR`.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(config.bind_addr)
            .await
            .map_err(|e| anyhow::anyhow!("BIND_ADDR: cannot listen on {}: {e}", config.bind_addr))?;
        Self::with_listener(config, listener).await
    }

    /// Like `build`, on a listener the caller bound (tests bind port 0 first,
    /// so they know the address before the configuration is made).
    pub async fn with_listener(config: Config, listener: TcpListener) -> anyhow::Result<Self> {
        let mailer = Mailer::new(&config.mail)?;
        let db = Db::connect(&config.database).await?;
        tracing::info!("database: {}", db.describe(&config.database));
        let migrations = db.migrate().await?;
        tracing::info!(
            "migrations: {} applied now, {} in all",
            migrations.applied_now,
            migrations.total
        );
        site_content::add_missing_texts(&db).await?;
        let caches = Caches::new(&db);
        caches.listen();
        auth::purge::start(db.clone());
        let header_read_timeout = config.header_read_timeout;
        let google = GoogleSignIn::new(&config);
        match &google {
            Some(google) => google.check_at_start().await,
            None => tracing::info!("Google sign-in: off (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset)"),
        }
        let metrics_addr = match config.metrics_addr {
            Some(addr) => {
                let bound = telemetry::serve(addr, db.clone()).await?;
                tracing::info!("metrics: http://{bound}/metrics");
                Some(bound)
            }
            None => None,
        };
        let generator = Generator::new(config.llm.as_ref());
        tracing::info!("content writer: {}", generator.describe());
        tracing::info!("mail: {}", mailer.describe());
        let state = AppState {
            caches: caches.clone(),
            mailer,
            db: db.clone(),
            google,
            rate_limits: Arc::new(RateLimits::new(&config.rate_limits, &db)),
            generator: Arc::new(generator),
            config: Arc::new(config),
        };
        Ok(Self {
            listener,
            router: router(state),
            db,
            caches,
            header_read_timeout,
            metrics_addr,
        })
    }

    /// The caches of this process (tests forget them after writing rows by hand).
    pub fn caches(&self) -> Caches {
        self.caches.clone()
    }

    /// Where `/metrics` is served, when `METRICS_ADDR` is set.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics_addr
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener has an address")
    }

    /// Serves until `shutdown` resolves, then lets in-flight requests finish.
    pub async fn run_until(self, shutdown: impl Future<Output = ()> + Send + 'static) {
        serve(self.listener, self.router, self.header_read_timeout, shutdown).await;
        self.db.close().await;
    }
}

/// Serves HTTP/1.1 connections (a TLS proxy in front speaks HTTP/2 to browsers)
/// until `shutdown`, then closes idle connections and waits for open requests.
///
/// Written on hyper-util rather than `axum::serve` for one setting: hyper's
/// header-read timeout (which needs a timer that `axum::serve` does not give
/// it). It runs whenever a connection waits for a request's headers, so it
/// drops a client that sends them a line at a time, one that sends nothing,
/// and a kept-alive connection left idle.
async fn serve(
    listener: TcpListener,
    router: Router,
    header_read_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(header_read_timeout);
    let connections = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, say: wait rather than spin (as axum::serve does).
                    tracing::error!(error = %OneLine(&e), "cannot accept a connection");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let router = router.clone();
        let service = service_fn(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            router.clone().oneshot(request)
        });
        let connection = connections.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %OneLine(&e), "connection ended with an error");
            }
        });
    }
    drop(listener);
    connections.shutdown().await;
}

/// The OpenAPI-documented routes of every feature, plus the app and its layers.
pub fn router(state: AppState) -> Router {
    let request_timeout = state.config.request_timeout;
    let api = api_routers()
        .into_iter()
        .fold(OpenApiRouter::new(), OpenApiRouter::merge)
        .fallback(api_not_found)
        .layer(from_fn_with_state(state.clone(), auth::csrf::guard_api_writes));

    let (documented, mut openapi) = site_routers()
        .into_iter()
        .fold(OpenApiRouter::with_openapi(ApiDoc::openapi()), OpenApiRouter::merge)
        .nest("/api", api)
        .split_for_parts();
    add_common_refusals(&mut openapi);
    let openapi = Arc::new(openapi);

    let proxy_header = state.config.client_ip_header.clone();
    let request_log = TraceLayer::new_for_http()
        .make_span_with(move |request: &Request| {
            let request_id = request
                .extensions()
                .get::<RequestId>()
                .and_then(|id| id.header_value().to_str().ok())
                .unwrap_or("-");
            let client = client_address::client_address(request.headers(), request.extensions(), proxy_header.as_ref());
            let path = request.uri().path();
            // Probes come every few seconds: their lines are for debugging only.
            if PROBES.contains(&path) {
                tracing::debug_span!("request", method = %request.method(), path, %client, request_id)
            } else {
                // `user_id` is filled in by the session's extractor (auth/extractor.rs).
                tracing::info_span!(
                    "request",
                    method = %request.method(),
                    path,
                    %client,
                    user_id = tracing::field::Empty,
                    request_id,
                )
            }
        })
        .on_request(())
        .on_response(|response: &axum::http::Response<_>, latency: Duration, span: &Span| {
            let status = response.status().as_u16();
            if span.metadata().is_some_and(|span| *span.level() == Level::INFO) {
                tracing::info!(status, ?latency, "served");
            } else {
                tracing::debug!(status, ?latency, "served");
            }
        })
        // 5xx answers are logged with their cause where they are made.
        .on_failure(());
    let headers = Arc::new(security_headers(&state.config));

    documented
        .route(
            "/api/openapi.json",
            get(move || {
                let openapi = openapi.clone();
                // Public, and the same for everyone until the next release.
                async move {
                    (
                        [(header::CACHE_CONTROL, "no-cache")],
                        axum::Json(openapi.as_ref().clone()),
                    )
                }
            }),
        )
        .route_layer(from_fn(telemetry::track))
        .method_not_allowed_fallback(|| async { AppError::MethodNotAllowed })
        .fallback(web_app::serve)
        .with_state(state)
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
                .layer(request_log)
                .layer(PropagateRequestIdLayer::new(REQUEST_ID))
                .layer(from_fn(request_limits::close_when_body_unread))
                .layer(CatchPanicLayer::custom(|_| {
                    AppError::Internal(anyhow::anyhow!("a handler panicked")).into_response()
                }))
                .layer(from_fn_with_state(request_timeout, request_limits::time_limit))
                // Small answers gain nothing worth a compressor's set-up per request.
                .layer(CompressionLayer::new().compress_when(DefaultPredicate::new().and(SizeAbove::new(1024))))
                .layer(map_response_with_state(headers, add_security_headers))
                .layer(from_fn(no_store_by_default))
                .layer(DefaultBodyLimit::max(BODY_LIMIT_BYTES)),
        )
}

/// The features' routes under `/api`, each with its part of the OpenAPI document.
pub fn api_routers() -> [OpenApiRouter<AppState>; 9] {
    [
        auth::email_verification::router(),
        users::router(),
        waitlist::router(),
        site_content::router(),
        feedback::router(),
        companies::router(),
        style_guides::router(),
        content::router(),
        interviews::router(),
    ]
}

/// The documented routes outside `/api`: the probes and the sign-in routes.
pub fn site_routers() -> [OpenApiRouter<AppState>; 2] {
    [health::router(), auth::router()]
}

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The health probes' paths, logged at DEBUG.
const PROBES: [&str; 2] = ["/healthz", "/readyz"];

async fn api_not_found() -> AppError {
    AppError::NotFound("Not found".into())
}

/// Headers a security review asks of every answer. The CSP allows the sign-in
/// form to continue to the OpenID provider (Chromium applies `form-action` to
/// the redirect) and avatars from any https host.
fn security_headers(config: &Config) -> HeaderMap {
    let issuer_origin = config.google_issuer_url.origin().ascii_serialization();
    let csp = format!(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; \
         frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' {issuer_origin}"
    );
    let mut headers = HeaderMap::new();
    let mut set = |name: HeaderName, value: &str| {
        headers.insert(
            name,
            HeaderValue::from_str(value).expect("static header values are valid"),
        );
    };
    set(header::CONTENT_SECURITY_POLICY, &csp);
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::X_FRAME_OPTIONS, "DENY");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    set(
        HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=()",
    );
    if config.secure_cookies() {
        set(header::STRICT_TRANSPORT_SECURITY, "max-age=31536000; includeSubDomains");
    }
    headers
}

/// Answers under `/api` and `/auth` are someone's own (their account, their
/// companies, a CSRF token) unless the handler sets its own caching, as the
/// public site texts and the OpenAPI document do: no browser or proxy keeps them.
async fn no_store_by_default(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let personal = ["/api", "/auth"].iter().any(|prefix| {
        path.strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    });
    let mut response = next.run(request).await;
    if personal {
        response
            .headers_mut()
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static("no-store"));
    }
    response
}

async fn add_security_headers(State(headers): State<Arc<HeaderMap>>, mut response: Response) -> Response {
    for (name, value) in headers.iter() {
        response.headers_mut().entry(name).or_insert_with(|| value.clone());
    }
    response
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    /// utoipa keeps one schema of a name: two body types named alike would have
    /// the document show one of them for both calls.
    #[test]
    fn no_two_features_document_different_schemas_under_one_name() {
        let mut seen: HashMap<String, (usize, serde_json::Value)> = HashMap::new();
        for (n, router) in api_routers().into_iter().chain(site_routers()).enumerate() {
            let schemas = router.into_openapi().components.map(|c| c.schemas).unwrap_or_default();
            for (name, schema) in schemas {
                let schema = serde_json::to_value(schema).expect("a schema serializes");
                if let Some((other, known)) = seen.get(&name) {
                    assert_eq!(known, &schema, "'{name}' names two schemas (routers {other} and {n})");
                }
                seen.insert(name, (n, schema));
            }
        }
        assert!(seen.contains_key("GenerateRequest") && seen.contains_key("CompanyRequest"));
    }
}
