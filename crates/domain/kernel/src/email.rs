use std::fmt;

/// An e-mail address of a plausible shape: `local@domain.tld`, at most 254 characters.
///
/// Deliverability is not checked; the shape is what a form can promise.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

/// Why an e-mail address was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a valid e-mail address")]
pub struct EmailError(pub String);

impl Email {
    pub const MAX_LEN: usize = 254;

    /// Parses an address, trimming surrounding space and lowercasing the domain.
    ///
    /// # Errors
    /// [`EmailError`] when the address is too long, holds white space or control characters, or
    /// lacks a local part or a dotted domain.
    pub fn parse(raw: &str) -> Result<Self, EmailError> {
        let error = || EmailError(raw.to_owned());
        let text = raw.trim();
        if text.len() > Self::MAX_LEN || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(error());
        }
        let (local, domain) = text.rsplit_once('@').ok_or_else(error)?;
        let domain_ok = domain.split('.').count() >= 2
            && domain.split('.').all(|label| {
                !label.is_empty()
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && label.chars().all(|c| c.is_alphanumeric() || c == '-')
            });
        if local.is_empty() || local.len() > 64 || local.contains('@') || !domain_ok {
            return Err(error());
        }
        Ok(Self(format!("{local}@{}", domain.to_lowercase())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Email {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_an_ordinary_address_and_lowercases_the_domain() -> Result<(), EmailError> {
        assert_eq!(
            Email::parse(" Chef.Ali@Example.AE ")?.as_str(),
            "Chef.Ali@example.ae"
        );
        assert_eq!(
            Email::parse("a+tag@mail.co.ae")?.as_str(),
            "a+tag@mail.co.ae"
        );
        Ok(())
    }

    #[test]
    fn rejects_malformed_addresses() {
        for raw in [
            "",
            "plain",
            "@example.ae",
            "ali@",
            "ali@localhost",
            "ali@@example.ae",
            "ali @example.ae",
            "ali@exa_mple.ae",
            "ali@example..ae",
            "ali@-example.ae",
        ] {
            assert!(Email::parse(raw).is_err(), "{raw}");
        }
        assert!(Email::parse(&format!("{}@example.ae", "a".repeat(65))).is_err());
    }
}
