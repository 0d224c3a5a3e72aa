//! The OpenAI-compatible embedder's failure paths against a provider played by wiremock on
//! loopback: no network. Its
//! behaviour with the real local e5 server is in `e5_server.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use batala_knowledge::{EmbedError, EmbedSide, Embedder};
use batala_openai::{EmbeddingSettings, OpenAiEmbedder};
use secrecy::SecretString;
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

/// What the fake answers to the n-th request (0-based), given the request's JSON body.
type Script = Arc<dyn Fn(usize, &Value) -> (u16, Value) + Send + Sync>;

struct FakeServer {
    base_url: String,
    requests: Arc<AtomicUsize>,
    bodies: Arc<std::sync::Mutex<Vec<Value>>>,
    _server: MockServer,
}

/// Answers from the script after `per_text` for each input text; status 0 plays a server that
/// hangs, answering nothing for longer than any timeout here.
struct Scripted {
    script: Script,
    per_text: Duration,
    requests: Arc<AtomicUsize>,
    bodies: Arc<std::sync::Mutex<Vec<Value>>>,
}

impl Respond for Scripted {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let body: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
        let n = self.requests.fetch_add(1, Ordering::SeqCst);
        self.bodies.lock().unwrap().push(body.clone());
        let (status, reply) = (self.script)(n, &body);
        if status == 0 {
            return ResponseTemplate::new(200).set_delay(Duration::from_secs(10));
        }
        let inputs = body["input"].as_array().map_or(1, Vec::len);
        ResponseTemplate::new(status)
            .set_body_json(reply)
            .set_delay(self.per_text * u32::try_from(inputs).unwrap())
    }
}

async fn fake_server(script: Script) -> FakeServer {
    paced_server(script, Duration::ZERO).await
}

/// A fake that takes `per_text` for each input text before answering, as a CPU-bound server does.
async fn paced_server(script: Script, per_text: Duration) -> FakeServer {
    let server = MockServer::start().await;
    let requests = Arc::new(AtomicUsize::new(0));
    let bodies = Arc::new(std::sync::Mutex::new(Vec::new()));
    Mock::given(method("POST"))
        .and(path("/v1/embeddings"))
        .respond_with(Scripted {
            script,
            per_text,
            requests: requests.clone(),
            bodies: bodies.clone(),
        })
        .mount(&server)
        .await;
    FakeServer {
        base_url: format!("{}/v1", server.uri()),
        requests,
        bodies,
        _server: server,
    }
}

fn vectors_for(request: &Value, dims: usize) -> Value {
    let inputs = request["input"].as_array().map_or(0, Vec::len);
    // Returned in reverse order, as a provider may: the embedder must sort by index.
    let data: Vec<Value> = (0..inputs)
        .rev()
        .map(
            |i| json!({"object": "embedding", "index": i, "embedding": vec![(i + 1) as f32; dims]}),
        )
        .collect();
    json!({"object": "list", "model": "text-embedding-3-small", "data": data, "usage": {"prompt_tokens": 1, "total_tokens": 1}})
}

fn settings(base_url: &str, model: &str) -> EmbeddingSettings {
    let mut settings = EmbeddingSettings::new(Some(base_url.to_owned()), model, model);
    settings.api_key = Some(SecretString::from("sk-test"));
    settings.query_timeout = Duration::from_millis(500);
    settings.passage_timeout = Duration::from_secs(5);
    settings.retry_after = Duration::from_millis(300);
    settings
}

fn embedder(server: &FakeServer) -> OpenAiEmbedder {
    OpenAiEmbedder::new(&settings(&server.base_url, "text-embedding-3-small")).unwrap()
}

fn texts(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("text {i}")).collect()
}

#[tokio::test]
async fn embeds_in_batches_in_input_order_normalised_to_384_dimensions() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 384)))).await;

    let embeddings = embedder(&server)
        .embed(EmbedSide::Passage, &texts(20))
        .await
        .unwrap();

    assert_eq!(embeddings.len(), 20);
    assert_eq!(server.requests.load(Ordering::SeqCst), 2, "16 + 4");
    let first = embeddings[0].as_slice();
    let norm: f32 = first.iter().map(|v| v * v).sum::<f32>().sqrt();
    assert!((norm - 1.0).abs() < 1e-4);
    assert!(embeddings[0].as_slice()[0] < embeddings[1].as_slice()[0] + 1e-6);
    let bodies = server.bodies.lock().unwrap();
    assert_eq!(bodies[0]["model"], "text-embedding-3-small");
    assert_eq!(
        bodies[0]["dimensions"], 384,
        "OpenAI's model is shortened to 384"
    );
    assert_eq!(bodies[0]["input"][0], "text 0");
}

#[tokio::test]
async fn each_side_uses_its_own_model_and_other_models_get_no_dimensions() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 384)))).await;
    let mut settings = settings(&server.base_url, "e5-query");
    settings.passage_model = "e5-passage".to_owned();
    let embedder = OpenAiEmbedder::new(&settings).unwrap();

    embedder.embed(EmbedSide::Query, &texts(1)).await.unwrap();
    embedder.embed(EmbedSide::Passage, &texts(1)).await.unwrap();

    let bodies = server.bodies.lock().unwrap();
    assert_eq!(bodies[0]["model"], "e5-query");
    assert_eq!(bodies[1]["model"], "e5-passage");
    assert!(bodies[0].get("dimensions").is_none());
    assert_eq!(embedder.id(), "e5-query+e5-passage@384");
}

#[tokio::test]
async fn retries_a_server_error_then_succeeds() {
    let server = fake_server(Arc::new(|n, request| {
        if n == 0 {
            (
                503,
                json!({"error": {"message": "overloaded", "type": "server_error"}}),
            )
        } else {
            (200, vectors_for(request, 384))
        }
    }))
    .await;

    let embeddings = embedder(&server).embed(EmbedSide::Passage, &texts(2)).await;

    assert!(embeddings.is_ok());
    assert_eq!(server.requests.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_rejected_key_is_unavailable_and_names_the_key() {
    let server = fake_server(Arc::new(|_, _| (401, json!({"error": {"message": "Incorrect API key", "type": "invalid_request_error", "code": "invalid_api_key"}})))).await;

    let error = embedder(&server)
        .embed(EmbedSide::Query, &texts(1))
        .await
        .err()
        .unwrap();

    assert!(
        matches!(&error, EmbedError::Unavailable(reason) if reason.contains("EMBEDDINGS_API_KEY")),
        "{error}"
    );
    assert_eq!(
        server.requests.load(Ordering::SeqCst),
        1,
        "a rejected key is not retried"
    );
}

#[tokio::test]
async fn vectors_of_the_wrong_size_are_refused() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 768)))).await;

    let error = embedder(&server)
        .embed(EmbedSide::Query, &texts(1))
        .await
        .err()
        .unwrap();

    assert!(matches!(error, EmbedError::Unknown(_)));
}

#[tokio::test]
async fn a_server_that_does_not_answer_is_unavailable() {
    let embedder = OpenAiEmbedder::new(&settings("http://127.0.0.1:1/v1", "e5-query")).unwrap();

    let error = embedder
        .embed(EmbedSide::Query, &texts(1))
        .await
        .err()
        .unwrap();

    assert!(matches!(error, EmbedError::Unavailable(_)), "{error}");
}

#[tokio::test]
async fn a_hanging_server_is_given_up_on_within_the_query_timeout() {
    let server = fake_server(Arc::new(|_, _| (0, Value::Null))).await;

    let started = std::time::Instant::now();
    let error = embedder(&server)
        .embed(EmbedSide::Query, &texts(1))
        .await
        .err()
        .unwrap();

    assert!(matches!(&error, EmbedError::Unavailable(_)), "{error}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_batch_of_query_texts_is_given_the_query_timeout_per_text() {
    // 200 ms a text: one question is within the 500 ms query timeout, and so are eight
    // phrasings (1.6 s) within eight times it, though far beyond the timeout of one.
    let server = paced_server(
        Arc::new(|_, request| (200, vectors_for(request, 384))),
        Duration::from_millis(200),
    )
    .await;
    let embedder = OpenAiEmbedder::new(&settings(&server.base_url, "e5-query")).unwrap();

    assert_eq!(
        embedder
            .embed(EmbedSide::Query, &texts(1))
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        embedder
            .embed(EmbedSide::Query, &texts(8))
            .await
            .unwrap()
            .len(),
        8
    );
}

#[tokio::test]
async fn after_a_failure_the_server_is_left_alone_for_a_while_then_tried_again() {
    // Fails until the breaker has been open once, then answers: the server came back.
    let failing = fake_server(Arc::new(|n, request| {
        if n < 3 {
            (
                500,
                json!({"error": {"message": "down", "type": "server_error"}}),
            )
        } else {
            (200, vectors_for(request, 384))
        }
    }))
    .await;
    let broken = OpenAiEmbedder::new(&settings(&failing.base_url, "e5-query")).unwrap();

    let first = broken.embed(EmbedSide::Query, &texts(1)).await;
    let calls_after_failure = failing.requests.load(Ordering::SeqCst);
    let second = broken.embed(EmbedSide::Query, &texts(1)).await;

    assert!(matches!(first, Err(EmbedError::Unavailable(_))));
    assert!(matches!(second, Err(EmbedError::Unavailable(ref r)) if r.contains("trying it again")));
    assert_eq!(
        failing.requests.load(Ordering::SeqCst),
        calls_after_failure,
        "no request while the breaker is open"
    );
    assert_eq!(broken.unavailable_count(), 2);
    tokio::time::sleep(Duration::from_millis(350)).await;
    let third = broken.embed(EmbedSide::Query, &texts(1)).await;
    assert!(
        failing.requests.load(Ordering::SeqCst) > calls_after_failure,
        "tried again"
    );
    assert!(
        third.is_ok(),
        "vectors are back without a new embedder: {third:?}"
    );
}

#[tokio::test]
async fn no_texts_need_no_request() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 384)))).await;

    assert!(
        embedder(&server)
            .embed(EmbedSide::Query, &[])
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(server.requests.load(Ordering::SeqCst), 0);
    assert_eq!(embedder(&server).id(), "text-embedding-3-small@384");
}
