//! Configuration from the environment only, checked once at start-up.

use std::net::SocketAddr;
use std::path::PathBuf;

use batala_auth::{AdminKey, AdminKeyError};
use batala_openai::{
    E5_PASSAGE_MODEL, E5_QUERY_MODEL, EmbeddingSettings, OPENAI_EMBEDDING_MODEL, OpenAiSettings,
};
use secrecy::SecretString;

use crate::client::TrustedProxies;

/// Everything the app reads from its environment.
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: SecretString,
    pub bind_addr: SocketAddr,
    /// Required to serve; other commands run without it.
    pub admin_key: Option<AdminKey>,
    /// Set when `OPENAI_API_KEY` is: answers then come from the model provider.
    pub openai: Option<OpenAiSettings>,
    /// Where embeddings come from: `EMBEDDINGS_BASE_URL`, else OpenAI when `OPENAI_API_KEY` is
    /// set; `None` means full-text retrieval alone.
    pub embeddings: Option<EmbeddingSettings>,
    /// Where vectors already computed are kept (`EMBEDDINGS_CACHE_DIR`), so a fresh database is
    /// seeded without model time; `None` keeps none.
    pub embeddings_cache_dir: Option<PathBuf>,
    pub rate_limits: bool,
    /// The reverse proxies (`TRUSTED_PROXIES`: addresses or CIDR networks, none by default) whose
    /// `Forwarded` / `X-Forwarded-For` headers name the client.
    pub trusted_proxies: TrustedProxies,
    pub cookie_secure: bool,
    /// The built single-page app, served for every path outside the API.
    pub frontend_dir: PathBuf,
}

/// A variable is missing or wrong; the message names it.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} is not set")]
    Missing(&'static str),
    #[error("{var} is invalid: {reason}")]
    Invalid { var: &'static str, reason: String },
}

pub const DEFAULT_BIND_ADDR: &str = "127.0.0.1:8080";

impl Config {
    /// Reads the process environment.
    ///
    /// # Errors
    /// [`ConfigError`] naming the first bad variable.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads configuration through `lookup` (the environment, or a map in tests).
    ///
    /// # Errors
    /// [`ConfigError`] naming the first bad variable.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };

        let database_url = get("DATABASE_URL").ok_or(ConfigError::Missing("DATABASE_URL"))?;
        if !(database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")) {
            return Err(invalid("DATABASE_URL", "expected a postgres:// URL"));
        }

        let bind = get("BIND_ADDR").unwrap_or_else(|| DEFAULT_BIND_ADDR.to_owned());
        let bind_addr: SocketAddr = bind.parse().map_err(|_| {
            invalid(
                "BIND_ADDR",
                "expected an address and port such as 127.0.0.1:8080",
            )
        })?;

        let admin_key = lookup("ADMIN_KEY")
            .filter(|key| !key.is_empty())
            .map(|key| AdminKey::parse(&key))
            .transpose()
            .map_err(|error: AdminKeyError| invalid("ADMIN_KEY", &error.to_string()))?;

        let rate_limits = switch(get("RATE_LIMITS"), "RATE_LIMITS", true)?;
        let trusted_proxies = get("TRUSTED_PROXIES")
            .map(|list| list.parse())
            .transpose()
            .map_err(|reason: String| invalid("TRUSTED_PROXIES", &reason))?
            .unwrap_or_default();
        let cookie_secure = switch(
            get("COOKIE_SECURE"),
            "COOKIE_SECURE",
            !bind_addr.ip().is_loopback(),
        )?;

        let openai = match get("OPENAI_API_KEY") {
            None => None,
            Some(key) => {
                let mut settings = OpenAiSettings::new(SecretString::from(key));
                if let Some(base_url) = get("OPENAI_BASE_URL") {
                    if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
                        return Err(invalid(
                            "OPENAI_BASE_URL",
                            "expected an http:// or https:// URL",
                        ));
                    }
                    settings.base_url = Some(base_url);
                }
                if let Some(model) = get("OPENAI_MODEL") {
                    settings.model = model;
                }
                Some(settings)
            }
        };

        let embeddings = if let Some(base_url) = get("EMBEDDINGS_BASE_URL") {
            if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
                return Err(invalid(
                    "EMBEDDINGS_BASE_URL",
                    "expected an http:// or https:// URL",
                ));
            }
            let one = get("EMBEDDINGS_MODEL");
            let query = get("EMBEDDINGS_QUERY_MODEL")
                .or_else(|| one.clone())
                .unwrap_or_else(|| E5_QUERY_MODEL.to_owned());
            let passage = get("EMBEDDINGS_PASSAGE_MODEL")
                .or(one)
                .unwrap_or_else(|| E5_PASSAGE_MODEL.to_owned());
            let mut settings = EmbeddingSettings::new(Some(base_url), &query, &passage);
            settings.api_key = get("EMBEDDINGS_API_KEY").map(SecretString::from);
            Some(settings)
        } else {
            openai.as_ref().map(|openai| {
                let model =
                    get("EMBEDDINGS_MODEL").unwrap_or_else(|| OPENAI_EMBEDDING_MODEL.to_owned());
                let mut settings = EmbeddingSettings::new(openai.base_url.clone(), &model, &model);
                settings.api_key = Some(
                    get("EMBEDDINGS_API_KEY")
                        .map_or_else(|| openai.api_key.clone(), SecretString::from),
                );
                settings
            })
        };
        let embeddings_cache_dir = get("EMBEDDINGS_CACHE_DIR").map(PathBuf::from);

        let frontend_dir =
            get("FRONTEND_DIR").map_or_else(|| PathBuf::from("frontend/dist"), PathBuf::from);

        Ok(Self {
            database_url: SecretString::from(database_url),
            bind_addr,
            admin_key,
            openai,
            embeddings,
            embeddings_cache_dir,
            rate_limits,
            trusted_proxies,
            cookie_secure,
            frontend_dir,
        })
    }

    /// The admin key, which serving requires.
    ///
    /// # Errors
    /// [`ConfigError::Missing`] when `ADMIN_KEY` is unset.
    pub fn require_admin_key(&self) -> Result<&AdminKey, ConfigError> {
        self.admin_key
            .as_ref()
            .ok_or(ConfigError::Missing("ADMIN_KEY"))
    }
}

fn invalid(var: &'static str, reason: &str) -> ConfigError {
    ConfigError::Invalid {
        var,
        reason: reason.to_owned(),
    }
}

fn switch(value: Option<String>, var: &'static str, default: bool) -> Result<bool, ConfigError> {
    match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
        None => Ok(default),
        Some("on" | "true" | "1" | "yes") => Ok(true),
        Some("off" | "false" | "0" | "no") => Ok(false),
        Some(_) => Err(invalid(var, "expected on or off")),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use secrecy::ExposeSecret;

    use super::*;

    const KEY: &str = "0123456789abcdef0123456789abcdef";

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Config::from_lookup(|name| map.get(name).cloned())
    }

    const DB: (&str, &str) = ("DATABASE_URL", "postgres://postgres@127.0.0.1:5433/batala");

    #[test]
    fn applies_the_documented_defaults() -> Result<(), ConfigError> {
        let config = config(&[DB])?;
        assert_eq!(config.bind_addr.to_string(), "127.0.0.1:8080");
        assert!(config.rate_limits);
        assert!(!config.cookie_secure, "cookies are not Secure on loopback");
        assert!(config.openai.is_none());
        assert!(config.embeddings.is_none(), "no embedder: full text alone");
        assert!(config.admin_key.is_none());
        assert_eq!(
            config.require_admin_key().err(),
            Some(ConfigError::Missing("ADMIN_KEY"))
        );
        Ok(())
    }

    #[test]
    fn cookies_are_secure_by_default_off_loopback() -> Result<(), ConfigError> {
        assert!(config(&[DB, ("BIND_ADDR", "0.0.0.0:8080")])?.cookie_secure);
        assert!(
            !config(&[DB, ("BIND_ADDR", "0.0.0.0:8080"), ("COOKIE_SECURE", "off")])?.cookie_secure
        );
        Ok(())
    }

    #[test]
    fn each_bad_variable_is_named() {
        let cases: [(&[(&str, &str)], &str); 8] = [
            (&[], "DATABASE_URL is not set"),
            (&[("DATABASE_URL", "mysql://x")], "DATABASE_URL is invalid"),
            (&[DB, ("BIND_ADDR", "localhost")], "BIND_ADDR is invalid"),
            (
                &[DB, ("ADMIN_KEY", "short")],
                "ADMIN_KEY is invalid: the admin key must be at least 32",
            ),
            (&[DB, ("RATE_LIMITS", "maybe")], "RATE_LIMITS is invalid"),
            (&[DB, ("COOKIE_SECURE", "2")], "COOKIE_SECURE is invalid"),
            (
                &[DB, ("OPENAI_API_KEY", "sk"), ("OPENAI_BASE_URL", "ftp://x")],
                "OPENAI_BASE_URL is invalid",
            ),
            (
                &[DB, ("EMBEDDINGS_BASE_URL", "127.0.0.1:5434")],
                "EMBEDDINGS_BASE_URL is invalid",
            ),
        ];
        for (vars, expected) in cases {
            let message = config(vars)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(
                message.starts_with(expected),
                "{message:?} should start with {expected:?}"
            );
        }
    }

    #[test]
    fn reads_the_admin_key_and_openai_settings() -> Result<(), ConfigError> {
        let config = config(&[
            DB,
            ("ADMIN_KEY", KEY),
            ("RATE_LIMITS", "off"),
            ("OPENAI_API_KEY", "sk-test"),
            ("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1"),
            ("OPENAI_MODEL", "llama3"),
        ])?;
        assert!(config.require_admin_key().is_ok_and(|key| key.matches(KEY)));
        assert!(!config.rate_limits);
        let openai = config
            .openai
            .ok_or(ConfigError::Missing("OPENAI_API_KEY"))?;
        assert_eq!(openai.api_key.expose_secret(), "sk-test");
        assert_eq!(
            openai.base_url.as_deref(),
            Some("http://127.0.0.1:11434/v1")
        );
        assert_eq!(openai.model, "llama3");
        let embeddings = config
            .embeddings
            .ok_or(ConfigError::Missing("OPENAI_API_KEY"))?;
        assert_eq!(embeddings.query_model, "text-embedding-3-small");
        assert_eq!(embeddings.passage_model, "text-embedding-3-small");
        assert_eq!(
            embeddings.api_key.as_ref().map(ExposeSecret::expose_secret),
            Some("sk-test"),
            "the OpenAI key serves its embeddings too"
        );
        Ok(())
    }

    #[test]
    fn embeddings_are_configured_apart_from_the_chat_model() -> Result<(), ConfigError> {
        let config = config(&[
            DB,
            ("OPENAI_API_KEY", "sk-test"),
            ("EMBEDDINGS_BASE_URL", "http://127.0.0.1:5434/v1"),
        ])?;
        let embeddings = config
            .embeddings
            .ok_or(ConfigError::Missing("EMBEDDINGS_BASE_URL"))?;
        assert_eq!(
            embeddings.base_url.as_deref(),
            Some("http://127.0.0.1:5434/v1")
        );
        assert_eq!(embeddings.query_model, "e5-query");
        assert_eq!(embeddings.passage_model, "e5-passage");
        assert!(embeddings.api_key.is_none());

        let one_model = super::Config::from_lookup(|name| match name {
            "DATABASE_URL" => Some(DB.1.to_owned()),
            "EMBEDDINGS_BASE_URL" => Some("http://127.0.0.1:11434/v1".to_owned()),
            "EMBEDDINGS_MODEL" => Some("nomic-embed-text".to_owned()),
            "EMBEDDINGS_API_KEY" => Some("local".to_owned()),
            _ => None,
        })?
        .embeddings
        .ok_or(ConfigError::Missing("EMBEDDINGS_BASE_URL"))?;
        assert_eq!(one_model.query_model, "nomic-embed-text");
        assert_eq!(one_model.passage_model, "nomic-embed-text");
        assert_eq!(
            one_model.api_key.as_ref().map(ExposeSecret::expose_secret),
            Some("local")
        );
        Ok(())
    }
}
