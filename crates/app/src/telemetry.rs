//! One tracing subscriber for the process: human-readable by default, JSON with `LOG_FORMAT=json`,
//! filtered by `RUST_LOG` (default `info`).

use tracing_subscriber::EnvFilter;

/// Installs the subscriber; a second call does nothing.
pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,actix_server=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = if std::env::var("LOG_FORMAT").is_ok_and(|f| f == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}
