//! The adapter for any OpenAI-compatible HTTP API (OpenAI itself, or a server at
//! `OPENAI_BASE_URL`): its settings, a client with bounded timeouts, the answer generator, the translator and the
//! [`OpenAiEmbedder`] (which also serves any other OpenAI-compatible embedding server).

mod answers;
mod checks;
mod embedder;
mod translator;

#[cfg(feature = "test-support")]
pub mod testing;

pub use answers::OpenAiAnswerGenerator;
pub use embedder::{
    E5_PASSAGE_MODEL, E5_QUERY_MODEL, EmbeddingSettings, OPENAI_EMBEDDING_MODEL, OpenAiEmbedder,
};
pub use translator::OpenAiTranslator;

use std::time::Duration;

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use secrecy::{ExposeSecret, SecretString};

/// Chat model used when `OPENAI_MODEL` is not set.
pub const DEFAULT_MODEL: &str = "gpt-4o-mini";

/// How to reach the provider. The key is a secret: `Debug` never shows it.
#[derive(Debug, Clone)]
pub struct OpenAiSettings {
    pub api_key: SecretString,
    /// `None` means the provider's own default endpoint.
    pub base_url: Option<String>,
    pub model: String,
    /// The longest one call may take, connection included.
    pub request_timeout: Duration,
}

/// The settings could not make a client.
#[derive(Debug, thiserror::Error)]
pub enum OpenAiSetupError {
    #[error("cannot build the HTTP client: {0}")]
    HttpClient(#[from] reqwest::Error),
}

impl OpenAiSettings {
    /// Settings with the default models and a 25-second timeout, under the ask endpoint's 30 s.
    #[must_use]
    pub fn new(api_key: SecretString) -> Self {
        Self {
            api_key,
            base_url: None,
            model: DEFAULT_MODEL.to_owned(),
            request_timeout: Duration::from_secs(25),
        }
    }

    /// A client for these settings.
    ///
    /// # Errors
    /// [`OpenAiSetupError::HttpClient`] when the HTTP client cannot be built (TLS setup).
    pub fn client(&self) -> Result<Client<OpenAIConfig>, OpenAiSetupError> {
        let mut config = OpenAIConfig::new().with_api_key(self.api_key.expose_secret());
        if let Some(base_url) = &self.base_url {
            config = config.with_api_base(base_url.trim_end_matches('/'));
        }
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(5).min(self.request_timeout))
            .timeout(self.request_timeout)
            .build()?;
        Ok(Client::with_config(config).with_http_client(http))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_the_documented_models() {
        let settings = OpenAiSettings::new(SecretString::from("sk-test"));
        assert_eq!(settings.model, "gpt-4o-mini");
        assert!(settings.request_timeout < Duration::from_secs(30));
    }

    #[test]
    fn debug_output_hides_the_key() {
        let settings = OpenAiSettings::new(SecretString::from("sk-very-secret"));
        assert!(!format!("{settings:?}").contains("sk-very-secret"));
    }

    #[test]
    fn builds_a_client_for_a_custom_base_url() {
        let mut settings = OpenAiSettings::new(SecretString::from("sk-test"));
        settings.base_url = Some("http://127.0.0.1:9/v1/".into());
        assert!(settings.client().is_ok());
    }
}
