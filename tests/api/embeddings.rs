//! The embedding server as a real part: asks degrade to full text while it is down, and vectors
//! come back without restarting the app when it returns.

use std::time::{Duration, Instant};

use batala_openai::testing::LocalE5Server;

use crate::helpers::{TestApp, command_config_with, spawn_app_with};

async fn ask(app: &TestApp, question: &str) -> (u16, serde_json::Value) {
    let response = app.ask(question, "household", "dubai").await;
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn metric(app: &TestApp, name: &str) -> u64 {
    let text = app.get("/metrics").await.text().await.unwrap();
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("{name} ")))
        .and_then(|value| value.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {text}"))
}

#[tokio::test]
async fn asks_use_full_text_while_the_embedding_server_is_down_and_vectors_return_without_a_restart()
 {
    let mut e5 = LocalE5Server::start().await;
    let url = e5.base_url();
    let vars = [
        ("RATE_LIMITS", "off"),
        ("EMBEDDINGS_BASE_URL", url.as_str()),
    ];
    let app = spawn_app_with(&vars).await;
    batala_app::commands::seed::seed(&command_config_with(app.db.url(), &vars), false)
        .await
        .unwrap();
    let question = "how long can i keep cooked rice in the fridge";

    let (status, answer) = ask(&app, question).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(metric(&app, "batala_embeddings_up").await, 1);

    e5.stop();
    let started = Instant::now();
    let (status, answer) = ask(&app, "is it safe to eat leftover biryani after 3 days").await;
    assert_eq!(status, 200, "answered from full text: {answer}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(metric(&app, "batala_embeddings_up").await, 0);
    let (status, _) = ask(&app, "how cold should my fridge be").await;
    assert_eq!(status, 200);
    assert!(metric(&app, "batala_embeddings_unavailable_total").await >= 2);

    e5.restart().await;
    let back = Instant::now();
    while metric(&app, "batala_embeddings_up").await == 0 {
        assert!(
            back.elapsed() < Duration::from_secs(5),
            "vector search is not back 5 s after the server returned"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
        let (status, _) = ask(&app, "can i refreeze thawed chicken").await;
        assert_eq!(status, 200);
    }
}
