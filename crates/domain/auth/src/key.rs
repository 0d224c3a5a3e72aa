use secrecy::{ExposeSecret, SecretString};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The shared admin key, as configured. Its `Debug` output never shows the key.
#[derive(Debug, Clone)]
pub struct AdminKey {
    digest: [u8; 32],
    // Kept only so the key can be handed to the operator who configured it; never logged.
    key: SecretString,
}

/// The configured admin key is unfit for use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdminKeyError {
    #[error("the admin key must be at least {min} characters long", min = AdminKey::MIN_LEN)]
    TooShort,
    #[error("the admin key must not start or end with white space")]
    Padded,
}

impl AdminKey {
    pub const MIN_LEN: usize = 32;

    /// Accepts a key of at least 32 characters without surrounding white space.
    ///
    /// # Errors
    /// [`AdminKeyError`] when the key is too short or padded with white space.
    pub fn parse(raw: &str) -> Result<Self, AdminKeyError> {
        if raw.trim() != raw {
            return Err(AdminKeyError::Padded);
        }
        if raw.chars().count() < Self::MIN_LEN {
            return Err(AdminKeyError::TooShort);
        }
        Ok(Self {
            digest: Sha256::digest(raw.as_bytes()).into(),
            key: SecretString::from(raw),
        })
    }

    /// Whether `candidate` is the admin key. The SHA-256 digests are compared in constant time,
    /// so neither the key's content nor its length leaks through timing.
    #[must_use]
    pub fn matches(&self, candidate: &str) -> bool {
        let candidate: [u8; 32] = Sha256::digest(candidate.as_bytes()).into();
        self.digest.ct_eq(&candidate).into()
    }

    /// The key itself, for the one place that must show it: the operator's own terminal.
    #[must_use]
    pub fn expose(&self) -> &str {
        self.key.expose_secret()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "correct-horse-battery-staple-0123456789";

    #[test]
    fn matches_only_the_exact_key() -> Result<(), AdminKeyError> {
        let key = AdminKey::parse(KEY)?;
        assert!(key.matches(KEY));
        assert!(!key.matches(&KEY[..KEY.len() - 1]));
        assert!(!key.matches(&format!("{KEY} ")));
        assert!(!key.matches(""));
        Ok(())
    }

    #[test]
    fn refuses_a_key_shorter_than_32_characters() {
        assert!(matches!(
            AdminKey::parse("short"),
            Err(AdminKeyError::TooShort)
        ));
        assert!(matches!(
            AdminKey::parse(&"k".repeat(31)),
            Err(AdminKeyError::TooShort)
        ));
        assert!(AdminKey::parse(&"k".repeat(32)).is_ok());
    }

    #[test]
    fn refuses_a_padded_key() {
        assert!(matches!(
            AdminKey::parse(&format!(" {KEY}")),
            Err(AdminKeyError::Padded)
        ));
    }

    #[test]
    fn debug_output_hides_the_key() -> Result<(), AdminKeyError> {
        let shown = format!("{:?}", AdminKey::parse(KEY)?);
        assert!(!shown.contains(KEY));
        Ok(())
    }
}
