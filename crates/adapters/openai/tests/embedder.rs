//! The OpenAI embedder against a local fake OpenAI-compatible server: no network.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use batala_knowledge::{EmbedError, Embedder};
use batala_openai::{OpenAiEmbedder, OpenAiSettings};
use secrecy::SecretString;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// What the fake answers to the n-th request (0-based), given the request's JSON body.
type Script = Arc<dyn Fn(usize, &Value) -> (u16, Value) + Send + Sync>;

struct FakeServer {
    base_url: String,
    requests: Arc<AtomicUsize>,
    bodies: Arc<std::sync::Mutex<Vec<Value>>>,
}

async fn fake_server(script: Script) -> FakeServer {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base_url = format!("http://{}/v1", listener.local_addr().unwrap());
    let requests = Arc::new(AtomicUsize::new(0));
    let bodies = Arc::new(std::sync::Mutex::new(Vec::new()));
    let (count, seen) = (requests.clone(), bodies.clone());
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            let (script, count, seen) = (script.clone(), count.clone(), seen.clone());
            tokio::spawn(async move {
                let mut buffer = Vec::new();
                let body = loop {
                    let mut chunk = [0_u8; 8192];
                    let n = socket.read(&mut chunk).await.unwrap_or(0);
                    if n == 0 {
                        return;
                    }
                    buffer.extend_from_slice(&chunk[..n]);
                    let text = String::from_utf8_lossy(&buffer).to_string();
                    if let Some(end) = text.find("\r\n\r\n") {
                        let length: usize = text[..end]
                            .lines()
                            .find_map(|l| {
                                l.to_ascii_lowercase()
                                    .strip_prefix("content-length:")
                                    .map(|v| v.trim().parse().unwrap_or(0))
                            })
                            .unwrap_or(0);
                        if buffer.len() >= end + 4 + length {
                            break buffer[end + 4..end + 4 + length].to_vec();
                        }
                    }
                };
                let request: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                let n = count.fetch_add(1, Ordering::SeqCst);
                seen.lock().unwrap().push(request.clone());
                let (status, reply) = script(n, &request);
                let reply = reply.to_string();
                let response = format!(
                    "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{reply}",
                    reply.len()
                );
                let _ = socket.write_all(response.as_bytes()).await;
            });
        }
    });
    FakeServer {
        base_url,
        requests,
        bodies,
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

fn embedder(server: &FakeServer) -> OpenAiEmbedder {
    let mut settings = OpenAiSettings::new(SecretString::from("sk-test"));
    settings.base_url = Some(server.base_url.clone());
    settings.request_timeout = Duration::from_secs(5);
    OpenAiEmbedder::new(&settings).unwrap()
}

fn texts(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("text {i}")).collect()
}

#[tokio::test]
async fn embeds_in_batches_in_input_order_normalised_to_1536_dimensions() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 1536)))).await;

    let embeddings = embedder(&server).embed(&texts(70)).await.unwrap();

    assert_eq!(embeddings.len(), 70);
    assert_eq!(server.requests.load(Ordering::SeqCst), 2, "64 + 6");
    let first = embeddings[0].as_slice();
    let norm: f32 = first.iter().map(|v| v * v).sum::<f32>().sqrt();
    assert!((norm - 1.0).abs() < 1e-4);
    let bodies = server.bodies.lock().unwrap();
    assert_eq!(bodies[0]["model"], "text-embedding-3-small");
    assert_eq!(bodies[0]["dimensions"], 1536);
    assert_eq!(bodies[0]["input"][0], "text 0");
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
            (200, vectors_for(request, 1536))
        }
    }))
    .await;

    let embeddings = embedder(&server).embed(&texts(2)).await;

    assert!(embeddings.is_ok());
    assert_eq!(server.requests.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_rejected_key_is_unavailable_and_names_the_key() {
    let server = fake_server(Arc::new(|_, _| (401, json!({"error": {"message": "Incorrect API key", "type": "invalid_request_error", "code": "invalid_api_key"}})))).await;

    let error = embedder(&server).embed(&texts(1)).await.err().unwrap();

    assert!(
        matches!(&error, EmbedError::Unavailable(reason) if reason.contains("OPENAI_API_KEY")),
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

    let error = embedder(&server).embed(&texts(1)).await.err().unwrap();

    assert!(matches!(error, EmbedError::Unknown(_)));
}

#[tokio::test]
async fn a_server_that_does_not_answer_is_unavailable() {
    let mut settings = OpenAiSettings::new(SecretString::from("sk-test"));
    settings.base_url = Some("http://127.0.0.1:1/v1".into());
    let embedder = OpenAiEmbedder::new(&settings).unwrap();

    let error = embedder.embed(&texts(1)).await.err().unwrap();

    assert!(matches!(error, EmbedError::Unavailable(_)), "{error}");
}

#[tokio::test]
async fn no_texts_need_no_request() {
    let server = fake_server(Arc::new(|_, request| (200, vectors_for(request, 1536)))).await;

    assert!(embedder(&server).embed(&[]).await.unwrap().is_empty());
    assert_eq!(server.requests.load(Ordering::SeqCst), 0);
    assert_eq!(embedder(&server).id(), "openai:text-embedding-3-small");
}
