//! Who is on the other end: the client's address, for the rate limits and the request log.

use std::{
    convert::Infallible,
    net::{IpAddr, Ipv6Addr, SocketAddr},
};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{request::Parts, Extensions, HeaderMap, HeaderName},
};

use crate::state::AppState;

/// The address a request came from: the peer's, or, behind a reverse proxy,
/// the last address in `CLIENT_IP_HEADER` (the one the proxy itself wrote).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(client_address(
            &parts.headers,
            &parts.extensions,
            state.config.client_ip_header.as_ref(),
        )))
    }
}

/// The client's address: the last entry of `proxy_header` when configured and
/// readable, else the peer's (for the rate limits and the request log).
pub fn client_address(headers: &HeaderMap, extensions: &Extensions, proxy_header: Option<&HeaderName>) -> IpAddr {
    let from_header = proxy_header.and_then(|name| {
        let value = headers.get(name)?.to_str().ok()?;
        parse_proxied_address(value.rsplit(',').next()?)
    });
    let peer = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    from_header.or(peer).unwrap_or(IpAddr::from([0, 0, 0, 0]))
}

/// An address as proxies write it: `198.51.100.7`, `198.51.100.7:5555`,
/// `2001:db8::1`, `[2001:db8::1]` or `[2001:db8::1]:443`.
fn parse_proxied_address(raw: &str) -> Option<IpAddr> {
    let raw = raw.trim();
    raw.parse::<IpAddr>()
        .ok()
        .or_else(|| raw.parse::<SocketAddr>().ok().map(|a| a.ip()))
        .or_else(|| {
            raw.strip_prefix('[')?
                .strip_suffix(']')?
                .parse::<Ipv6Addr>()
                .ok()
                .map(IpAddr::V6)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proxied_addresses_may_carry_a_port_or_brackets() {
        for (raw, ip) in [
            ("198.51.100.7", "198.51.100.7"),
            (" 198.51.100.7:5555 ", "198.51.100.7"),
            ("2001:db8::1", "2001:db8::1"),
            ("[2001:db8::1]", "2001:db8::1"),
            ("[2001:db8::1]:443", "2001:db8::1"),
        ] {
            assert_eq!(parse_proxied_address(raw), Some(ip.parse().unwrap()), "{raw}");
        }
        for raw in ["", "unknown", "198.51.100.7:", "[198.51.100.7]", "2001:db8::1:443:x"] {
            assert_eq!(parse_proxied_address(raw), None, "{raw}");
        }
    }
}
