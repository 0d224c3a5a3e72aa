use std::fmt;

/// An absolute `http` or `https` URL with a real host, at most 2048 characters.
///
/// The scheme and host are lowercased; the path, query and fragment are kept as given. Links
/// carrying credentials (`user:pass@host`) are refused, and so is anything with white space.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WebUrl(String);

/// The input is not an absolute `http(s)` URL.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a valid http(s) URL")]
pub struct WebUrlError(pub String);

impl WebUrl {
    pub const MAX_LEN: usize = 2048;

    /// Parses an absolute URL such as `https://www.dm.gov.ae/food-safety`.
    ///
    /// Accepted hosts are dotted names of letters, digits and hyphens (IPv4 addresses included)
    /// and `localhost`; an optional numeric port may follow.
    ///
    /// # Errors
    /// [`WebUrlError`] when the input is empty, too long, holds white space or control
    /// characters, has a scheme other than `http`/`https`, carries credentials, or lacks a valid
    /// host or port.
    pub fn parse(raw: &str) -> Result<Self, WebUrlError> {
        let error = || WebUrlError(raw.to_owned());
        let text = raw.trim();
        if text.is_empty()
            || text.len() > Self::MAX_LEN
            || text.chars().any(|c| c.is_whitespace() || c.is_control())
        {
            return Err(error());
        }
        let (scheme, rest) = text.split_once("://").ok_or_else(error)?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "http" && scheme != "https" {
            return Err(error());
        }
        let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
        let (authority, tail) = rest.split_at(authority_end);
        if authority.contains('@') {
            return Err(error());
        }
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        };
        if let Some(port) = port
            && (port.is_empty()
                || !port.bytes().all(|b| b.is_ascii_digit())
                || port.parse::<u16>().is_err())
        {
            return Err(error());
        }
        if !host_is_valid(host) {
            return Err(error());
        }
        let port = port.map(|p| format!(":{p}")).unwrap_or_default();
        Ok(Self(format!(
            "{scheme}://{}{port}{tail}",
            host.to_lowercase()
        )))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The lowercased host name, without scheme, port or path (`www.dm.gov.ae`).
    #[must_use]
    pub fn host(&self) -> &str {
        let rest = self.0.split_once("://").map_or("", |(_, rest)| rest);
        let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
        authority
            .rsplit_once(':')
            .map_or(authority, |(host, _)| host)
    }
}

fn host_is_valid(host: &str) -> bool {
    if host.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let labels: Vec<&str> = host.split('.').collect();
    labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.chars().count() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
}

impl AsRef<str> for WebUrl {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for WebUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_http_and_https_urls_and_lowercases_scheme_and_host() -> Result<(), WebUrlError> {
        let url = WebUrl::parse(" HTTPS://WWW.DM.gov.ae/Food-Safety?lang=EN#Top ")?;
        assert_eq!(
            url.as_str(),
            "https://www.dm.gov.ae/Food-Safety?lang=EN#Top"
        );
        assert_eq!(url.host(), "www.dm.gov.ae");
        assert_eq!(
            WebUrl::parse("http://127.0.0.1:8080/q/x")?.host(),
            "127.0.0.1"
        );
        assert_eq!(WebUrl::parse("http://localhost:5173")?.host(), "localhost");
        assert_eq!(
            WebUrl::parse("https://example.ae")?.as_str(),
            "https://example.ae"
        );
        Ok(())
    }

    #[test]
    fn refuses_anything_that_is_not_an_absolute_web_url() {
        for raw in [
            "",
            "   ",
            "www.example.ae",
            "ftp://example.ae/file",
            "javascript:alert(1)",
            "https://",
            "https://example",
            "https://exa mple.ae",
            "https://user:pass@example.ae",
            "https://example.ae:",
            "https://example.ae:99999",
            "https://-example.ae",
            "https://example..ae",
        ] {
            assert!(WebUrl::parse(raw).is_err(), "{raw}");
        }
        let long = format!("https://example.ae/{}", "a".repeat(WebUrl::MAX_LEN));
        assert!(WebUrl::parse(&long).is_err());
    }
}
