//! The server binary stopped with SIGTERM, as a supervisor or `scripts/cluster.sh` stops it: it
//! refuses new connections at once, finishes the request in flight, and exits cleanly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use batala_postgres::testing::TestDatabase;

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test]
async fn sigterm_finishes_the_request_in_flight_refuses_new_ones_and_exits_cleanly() {
    let db = TestDatabase::migrated().await;
    let port = free_port();
    let mut server = Command::new(env!("CARGO_BIN_EXE_batala"))
        .arg("serve")
        .env_clear()
        .env("DATABASE_URL", db.url())
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("ADMIN_KEY", "shutdown-test-admin-key-0123456789abcdef")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let address = format!("127.0.0.1:{port}");
    let started = Instant::now();
    let mut in_flight = loop {
        if let Ok(stream) = TcpStream::connect(&address) {
            break stream;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the server did not start"
        );
        std::thread::sleep(Duration::from_millis(50));
    };

    // A request whose body is still on its way when the signal comes.
    let body = br#"{"adminKey":"a-wrong-key-a-wrong-key-a-wrong-key"}"#;
    write!(
        in_flight,
        "POST /admin/login HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .unwrap();
    in_flight.write_all(&body[..10]).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let pid = server.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    std::thread::sleep(Duration::from_millis(500));

    assert!(
        TcpStream::connect(&address).is_err(),
        "a new connection is accepted after SIGTERM"
    );
    in_flight.write_all(&body[10..]).unwrap();
    let mut reply = String::new();
    in_flight
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    in_flight.read_to_string(&mut reply).unwrap();
    assert!(reply.starts_with("HTTP/1.1 401"), "{reply}");

    let status = loop {
        if let Some(status) = server.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(40),
            "the server did not exit"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status}");
}
