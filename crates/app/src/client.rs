//! Who the client is: the TCP peer, or behind a trusted reverse proxy the address the proxy saw.
//!
//! `TRUSTED_PROXIES` lists the proxies' addresses or networks. Only a request whose peer is one of
//! them has its `Forwarded` (RFC 7239) or else `X-Forwarded-For` header read, from the right: each
//! trusted hop is skipped and the first untrusted address is the client. Anyone else can write
//! those headers, so from an untrusted peer they are ignored.

use std::net::IpAddr;
use std::str::FromStr;

use actix_web::HttpRequest;
use actix_web::web;
use ipnet::IpNet;

use crate::state::AppState;

/// The reverse proxies whose forwarding headers are believed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl FromStr for TrustedProxies {
    type Err = String;

    /// A comma- or space-separated list of addresses (`10.0.0.5`, `::1`) and networks
    /// (`10.0.0.0/8`, `fd00::/8`).
    fn from_str(list: &str) -> Result<Self, String> {
        list.split([',', ' '])
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(|item| {
                item.parse::<IpNet>()
                    .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("{item:?} is neither an IP address nor a CIDR network"))
            })
            .collect::<Result<_, _>>()
            .map(Self)
    }
}

impl TrustedProxies {
    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client behind `peer`, given the forwarding headers of its request.
    #[must_use]
    pub fn client(
        &self,
        peer: IpAddr,
        forwarded: Option<&str>,
        x_forwarded_for: Option<&str>,
    ) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let hops: Vec<IpAddr> = match (forwarded, x_forwarded_for) {
            (Some(header), _) => forwarded_for(header),
            (None, Some(header)) => header
                .split(',')
                .filter_map(|hop| parse_hop(hop.trim()))
                .collect(),
            (None, None) => return peer,
        };
        hops.iter()
            .rev()
            .find(|hop| !self.trusts(**hop))
            .or_else(|| hops.first())
            .copied()
            .unwrap_or(peer)
    }
}

/// The `for=` addresses of a `Forwarded` header, in order; obfuscated or unknown hops are skipped.
fn forwarded_for(header: &str) -> Vec<IpAddr> {
    header
        .split(',')
        .flat_map(|element| element.split(';'))
        .filter_map(|pair| {
            let (name, value) = pair.split_once('=')?;
            name.trim()
                .eq_ignore_ascii_case("for")
                .then(|| parse_hop(value.trim().trim_matches('"')))?
        })
        .collect()
}

/// `192.0.2.7`, `192.0.2.7:4711`, `2001:db8::1` or `[2001:db8::1]:4711`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Some(bracketed) = hop.strip_prefix('[') {
        return bracketed.split(']').next()?.parse().ok();
    }
    let (host, port) = hop.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse().ok()
}

/// The client's IP address, as the configured proxies let it be known.
#[must_use]
pub fn client_ip(req: &HttpRequest) -> IpAddr {
    let peer = req
        .peer_addr()
        .map_or(IpAddr::from([0, 0, 0, 0]), |addr| addr.ip());
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return peer;
    };
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
    };
    state
        .trusted_proxies
        .client(peer, header("forwarded"), header("x-forwarded-for"))
}

/// The key a client's rate limits are counted under: its IPv4 address, or its IPv6 /64 network,
/// since one subscriber usually holds a whole /64.
#[must_use]
pub fn rate_limit_key(ip: IpAddr) -> String {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1_u128 << 64) - 1);
            format!("{}/64", std::net::Ipv6Addr::from(network))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies(list: &str) -> TrustedProxies {
        list.parse().unwrap()
    }

    #[test]
    fn with_no_trusted_proxy_the_peer_is_the_client_whatever_the_headers_say() {
        let none = TrustedProxies::default();
        let peer = ip("203.0.113.9");
        assert_eq!(
            none.client(peer, Some("for=198.51.100.1"), Some("198.51.100.2")),
            peer
        );
    }

    #[test]
    fn an_untrusted_peer_cannot_spoof_its_address() {
        let trusted = proxies("10.0.0.0/8");
        let attacker = ip("203.0.113.9");
        assert_eq!(
            trusted.client(attacker, None, Some("198.51.100.7")),
            attacker
        );
        assert_eq!(
            trusted.client(attacker, Some("for=198.51.100.7"), None),
            attacker
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_right_most_untrusted_hop_is_the_client() {
        let trusted = proxies("10.0.0.1, 10.0.0.2");
        // The client wrote a fake first hop; the proxies appended what they saw.
        let header = "1.2.3.4, 198.51.100.7, 10.0.0.2";
        assert_eq!(
            trusted.client(ip("10.0.0.1"), None, Some(header)),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn forwarded_is_read_before_x_forwarded_for_with_ports_and_ipv6() {
        let trusted = proxies("127.0.0.1");
        let forwarded = r#"for=1.2.3.4, for="[2001:db8:cafe::17]:4711";proto=https"#;
        assert_eq!(
            trusted.client(ip("127.0.0.1"), Some(forwarded), Some("198.51.100.7")),
            ip("2001:db8:cafe::17")
        );
        assert_eq!(
            trusted.client(
                ip("127.0.0.1"),
                Some("for=192.0.2.60:8080;by=10.0.0.1"),
                None
            ),
            ip("192.0.2.60")
        );
    }

    #[test]
    fn when_every_hop_is_trusted_the_first_is_the_client_and_without_headers_the_peer() {
        let trusted = proxies("10.0.0.0/8");
        assert_eq!(
            trusted.client(ip("10.0.0.1"), None, Some("10.1.1.1, 10.2.2.2")),
            ip("10.1.1.1")
        );
        assert_eq!(trusted.client(ip("10.0.0.1"), None, None), ip("10.0.0.1"));
        assert_eq!(
            trusted.client(ip("10.0.0.1"), None, Some("garbage")),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn an_ipv4_mapped_peer_matches_an_ipv4_network() {
        let trusted = proxies("127.0.0.1");
        assert_eq!(
            trusted.client(ip("::ffff:127.0.0.1"), None, Some("198.51.100.7")),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn a_bad_entry_is_named() {
        let error = "10.0.0.1, proxy.local"
            .parse::<TrustedProxies>()
            .unwrap_err();
        assert!(error.contains("proxy.local"), "{error}");
        assert_eq!(
            "".parse::<TrustedProxies>().unwrap(),
            TrustedProxies::default()
        );
    }

    #[test]
    fn ipv6_clients_are_limited_by_their_slash_64() {
        assert_eq!(rate_limit_key(ip("198.51.100.7")), "198.51.100.7");
        assert_eq!(rate_limit_key(ip("::ffff:198.51.100.7")), "198.51.100.7");
        assert_eq!(
            rate_limit_key(ip("2001:db8:1:2:aaaa::1")),
            "2001:db8:1:2::/64"
        );
        assert_eq!(
            rate_limit_key(ip("2001:db8:1:2:bbbb::9")),
            rate_limit_key(ip("2001:db8:1:2:aaaa::1"))
        );
    }
}
