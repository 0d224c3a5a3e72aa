//! Several instances on one database, and clients behind a reverse proxy.

use reqwest::header::RETRY_AFTER;
use serde_json::json;

use crate::helpers::{error_body, spawn_app, spawn_app_with};

#[tokio::test]
async fn the_sixth_wrong_admin_key_in_a_minute_is_refused_whichever_instance_gets_it() {
    let first = spawn_app().await;
    let second = first.another_instance(&[]).await;
    let instances = [
        (&first.client, first.address.as_str()),
        (&second.client, second.address.as_str()),
    ];

    let mut statuses = Vec::new();
    for attempt in 0..10 {
        let (client, address) = instances[attempt % 2];
        let response = client
            .post(format!("{address}/admin/login"))
            .json(&json!({ "adminKey": "wrong-key-wrong-key-wrong-key" }))
            .send()
            .await
            .unwrap();
        statuses.push(response.status().as_u16());
        if attempt == 5 {
            assert!(response.headers().contains_key(RETRY_AFTER));
            error_body(response, 429, "rate_limited").await;
        }
    }
    assert_eq!(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
}

async fn login_from(app: &crate::helpers::TestApp, forwarded_for: &str) -> u16 {
    app.client
        .post(app.url("/admin/login"))
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({ "adminKey": "wrong-key-wrong-key-wrong-key" }))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_client_cannot_spoof_x_forwarded_for_past_an_untrusted_peer() {
    let app = spawn_app().await;
    for n in 0..5 {
        assert_eq!(login_from(&app, &format!("198.51.100.{n}")).await, 401);
    }
    // A new forged address each time changes nothing: the peer itself is the client.
    assert_eq!(login_from(&app, "198.51.100.99").await, 429);
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_allowance() {
    let app = spawn_app_with(&[("TRUSTED_PROXIES", "127.0.0.1/32")]).await;
    for _ in 0..5 {
        assert_eq!(login_from(&app, "198.51.100.7").await, 401);
    }
    assert_eq!(login_from(&app, "198.51.100.7").await, 429);
    // Another visitor behind the same proxy is not held up.
    assert_eq!(login_from(&app, "198.51.100.8").await, 401);
    // A forged left-most hop does not free the first visitor: the proxy's own hop is read.
    assert_eq!(login_from(&app, "10.9.9.9, 198.51.100.7").await, 429);
}
