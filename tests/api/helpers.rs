use std::collections::HashMap;
use std::path::PathBuf;

use batala_app::{Application, Config};
use batala_postgres::testing::TestDatabase;
use reqwest::header::{CONTENT_TYPE, COOKIE, SET_COOKIE};
use reqwest::{Client, Response};
use serde_json::Value;

pub const ADMIN_KEY: &str = "test-admin-key-0123456789abcdef-0123456789";

/// A running app and its database.
pub struct TestApp {
    pub address: String,
    pub client: Client,
    pub db: TestDatabase,
    _frontend: TempDir,
}

/// Extra or overriding environment variables for one app.
pub async fn spawn_app_with(vars: &[(&str, &str)]) -> TestApp {
    if std::env::var("TEST_LOG").is_ok() {
        batala_app::telemetry::init();
    }
    let db = TestDatabase::migrated().await;
    let instance = serve(db.url(), vars).await;
    TestApp {
        address: instance.address,
        client: instance.client,
        db,
        _frontend: instance._frontend,
    }
}

/// One more app instance on a running one's database, as several behind a load balancer.
pub struct Instance {
    pub address: String,
    pub client: Client,
    _frontend: TempDir,
}

impl TestApp {
    /// Starts another instance on this app's database, with the same variables and `vars`.
    pub async fn another_instance(&self, vars: &[(&str, &str)]) -> Instance {
        serve(self.db.url(), vars).await
    }
}

async fn serve(database_url: &str, vars: &[(&str, &str)]) -> Instance {
    let frontend = TempDir::with_index("<!doctype html><div id=\"root\"></div>");
    let mut env: HashMap<String, String> = HashMap::from([
        ("DATABASE_URL".into(), database_url.into()),
        ("BIND_ADDR".into(), "127.0.0.1:0".into()),
        ("ADMIN_KEY".into(), ADMIN_KEY.into()),
        ("FRONTEND_DIR".into(), frontend.0.display().to_string()),
    ]);
    env.extend(embedding_env());
    for (name, value) in vars {
        env.insert((*name).into(), (*value).into());
    }
    let config = Config::from_lookup(|name| env.get(name).cloned()).expect("valid test config");
    let app = Application::build(config).await.expect("build the app");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let client = Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    Instance {
        address,
        client,
        _frontend: frontend,
    }
}

/// The embedding server and vector cache `make test` set up, passed on to the apps under test;
/// without them the app searches by full text alone.
pub fn embedding_env() -> Vec<(String, String)> {
    ["EMBEDDINGS_BASE_URL", "EMBEDDINGS_CACHE_DIR"]
        .into_iter()
        .filter_map(|name| {
            std::env::var(name)
                .ok()
                .map(|value| (name.to_owned(), value))
        })
        .collect()
}

/// The configuration of a command (`seed`, `eval`…) run against `database_url`.
pub fn command_config(database_url: &str) -> Config {
    command_config_with(database_url, &[])
}

/// The same, with extra or overriding variables.
pub fn command_config_with(database_url: &str, vars: &[(&str, &str)]) -> Config {
    let mut env: HashMap<String, String> = embedding_env().into_iter().collect();
    env.insert("DATABASE_URL".into(), database_url.into());
    for (name, value) in vars {
        env.insert((*name).into(), (*value).into());
    }
    Config::from_lookup(|name| env.get(name).cloned()).expect("valid test config")
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
    }

    pub async fn login(&self, key: &str) -> Response {
        self.client
            .post(self.url("/admin/login"))
            .json(&serde_json::json!({ "adminKey": key }))
            .send()
            .await
            .expect("request")
    }

    /// Signs in with the right key and returns the `Cookie` header value to send back.
    pub async fn signed_in_cookie(&self) -> String {
        let response = self.login(ADMIN_KEY).await;
        assert_eq!(response.status(), 200);
        session_cookie(&response).expect("a session cookie")
    }

    /// A request with the admin key, with a JSON body when given.
    pub async fn admin(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Response {
        let mut request = self
            .client
            .request(method, self.url(path))
            .header("x-admin-key", ADMIN_KEY);
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send().await.expect("request")
    }

    /// `GET` with the admin key.
    pub async fn admin_get(&self, path: &str) -> Response {
        self.admin(reqwest::Method::GET, path, None).await
    }

    /// Asks a question from the web form.
    pub async fn ask(&self, question: &str, persona: &str, city: &str) -> Response {
        self.client
            .post(self.url("/api/ask"))
            .json(&serde_json::json!({
                "question": question, "persona": persona, "location": city, "channel": "web",
            }))
            .send()
            .await
            .expect("request")
    }

    pub async fn get_with_cookie(&self, path: &str, cookie: &str) -> Response {
        self.client
            .get(self.url(path))
            .header(COOKIE, cookie)
            .send()
            .await
            .expect("request")
    }
}

/// The `name=value` part of the session cookie a response sets.
pub fn session_cookie(response: &Response) -> Option<String> {
    set_cookie(response).map(|c| c.split(';').next().unwrap_or_default().to_owned())
}

/// The whole `Set-Cookie` header for the session cookie.
pub fn set_cookie(response: &Response) -> Option<String> {
    response
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("batala_session="))
        .map(ToOwned::to_owned)
}

/// Asserts the one error body and returns it.
pub async fn error_body(response: Response, status: u16, code: &str) -> Value {
    assert_eq!(response.status(), status);
    let content_type = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(
        content_type.starts_with("application/json"),
        "content type {content_type:?}"
    );
    let body: Value = response.json().await.expect("a JSON body");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["error"], code, "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    body
}

/// A temporary folder, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    fn with_index(html: &str) -> Self {
        let dir = std::env::temp_dir().join(format!(
            "batala-frontend-{}-{}",
            std::process::id(),
            rand_suffix()
        ));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(dir.join("index.html"), html).unwrap();
        std::fs::write(dir.join("assets/app-1234.js"), "console.log('app')").unwrap();
        Self(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn rand_suffix() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default()
}
