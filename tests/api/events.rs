use batala_app::commands::seed::seed_demo_events;
use batala_app::startup::events_service;
use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, TestApp, error_body, spawn_app, spawn_app_with};

const SUBMITTED: &str =
    "Thank you! Your event has been submitted for review. We will review it within 48 hours.";

fn valid(title: &str, date: &str) -> Value {
    json!({
        "title": title,
        "description": "Hands-on session for kitchen teams.",
        "event_type": "workshop",
        "event_date": date,
        "location": "Dubai Design District",
        "city": "abu-dhabi",
        "organizer_name": "Aisha Khan",
        "organizer_email": "aisha@example.ae",
        "organizer_phone": "",
        "organization": "",
        "website_url": "",
        "registration_url": "https://example.ae/register",
        "expected_attendees": 40,
        "food_waste_focus": "Portion planning and surplus donation"
    })
}

async fn submit(app: &TestApp, body: &Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/events/submit"))
        .json(body)
        .send()
        .await
        .unwrap()
}

/// Submits a valid event and returns its id.
async fn submitted(app: &TestApp, title: &str, date: &str) -> String {
    let response = submit(app, &valid(title, date)).await;
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    body["id"].as_str().unwrap().to_owned()
}

async fn set_status(app: &TestApp, id: &str, body: Value) -> reqwest::Response {
    app.client
        .patch(app.url(&format!("/api/admin/events/{id}/status")))
        .header("x-admin-key", ADMIN_KEY)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn admin_events(app: &TestApp, query: &str) -> Vec<Value> {
    let response = app
        .client
        .get(app.url(&format!("/api/admin/events{query}")))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    body["events"].as_array().unwrap().clone()
}

async fn public_titles(app: &TestApp, when: &str) -> Vec<String> {
    let response = app.get(&format!("/api/events?when={when}")).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    body["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["title"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_valid_submission_is_stored_pending_with_the_review_promise() {
    let app = spawn_app().await;

    let response = submit(&app, &valid("Zero Waste Kitchen", "2099-10-20T18:00")).await;

    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["success"], true);
    assert_eq!(body["message"], SUBMITTED);
    let events = admin_events(&app, "").await;
    assert_eq!(events.len(), 1);
    let event = &events[0];
    assert_eq!(event["id"], body["id"]);
    assert_eq!(event["status"], "pending");
    assert_eq!(event["featured"], false);
    assert_eq!(event["city"], "abu_dhabi");
    assert_eq!(event["expected_attendees"], 40);
    assert_eq!(event["organizer_phone"], Value::Null);
    assert_eq!(event["event_date"], "2099-10-20T14:00:00Z");
}

#[tokio::test]
async fn each_invalid_field_is_refused_with_its_message() {
    let app = spawn_app_with(&[("RATE_LIMITS", "off")]).await;
    let cases: [(&str, Value, &str); 14] = [
        ("title", json!(""), "Title is required"),
        ("event_type", json!(""), "Event type is required"),
        (
            "event_type",
            json!("webinar"),
            "Please choose a valid event type",
        ),
        ("event_date", json!(""), "Event date is required"),
        (
            "event_date",
            json!("next friday"),
            "Please enter a valid event date",
        ),
        ("location", json!(" "), "Location is required"),
        (
            "city",
            json!("Doha"),
            "Please choose one of the seven emirates",
        ),
        ("description", json!(""), "Description is required"),
        (
            "food_waste_focus",
            json!("food"),
            "Please describe how your event relates to food waste (minimum 10 characters)",
        ),
        ("organizer_name", json!(""), "Organizer name is required"),
        (
            "organizer_email",
            json!("aisha@"),
            "Please enter a valid e-mail address",
        ),
        (
            "website_url",
            json!("example"),
            "Please enter a valid website URL",
        ),
        (
            "registration_url",
            json!("ftp://example.ae"),
            "Please enter a valid registration URL",
        ),
        (
            "expected_attendees",
            json!(2.5),
            "Expected attendees must be a whole number from 1 to 100,000",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = valid("Spoilt", "2099-10-20T18:00");
        body[field] = value;

        let error = error_body(submit(&app, &body).await, 400, "validation_error").await;

        assert_eq!(error["message"], message, "{field}");
    }
    let mut missing = valid("Spoilt", "2099-10-20T18:00");
    missing.as_object_mut().unwrap().remove("organizer_email");
    let error = error_body(submit(&app, &missing).await, 400, "validation_error").await;
    assert_eq!(error["message"], "Organizer e-mail is required");
    assert!(admin_events(&app, "").await.is_empty());
}

#[tokio::test]
async fn an_event_dated_in_the_past_is_refused() {
    let app = spawn_app().await;

    let response = submit(&app, &valid("Too late", "2020-01-01T10:00")).await;

    let error = error_body(response, 400, "validation_error").await;
    assert_eq!(error["message"], "The event date must be in the future");
}

#[tokio::test]
async fn submissions_are_limited_to_ten_a_minute_per_client() {
    let app = spawn_app().await;
    for n in 0..10 {
        let response = submit(&app, &valid(&format!("Event {n}"), "2099-10-20T18:00")).await;
        assert_eq!(response.status(), 201);
    }

    let response = submit(&app, &valid("One too many", "2099-10-20T18:00")).await;

    error_body(response, 429, "rate_limited").await;
}

#[tokio::test]
async fn the_public_listing_shows_approved_and_featured_events_featured_first() {
    let app = spawn_app().await;
    let _pending = submitted(&app, "Still pending", "2097-01-01T10:00").await;
    let approved = submitted(&app, "Approved soon", "2098-01-01T10:00").await;
    let featured = submitted(&app, "Featured later", "2099-01-01T10:00").await;
    let rejected = submitted(&app, "Rejected", "2098-06-01T10:00").await;
    for (id, status) in [
        (&approved, "approved"),
        (&featured, "approved"),
        (&featured, "featured"),
        (&rejected, "rejected"),
    ] {
        let response =
            set_status(&app, id, json!({"status": status, "approved_by": "admin"})).await;
        assert_eq!(response.status(), 200);
    }

    let upcoming = public_titles(&app, "upcoming").await;
    let past = public_titles(&app, "past").await;

    assert_eq!(upcoming, ["Featured later", "Approved soon"]);
    assert!(past.is_empty());
    let default: Value = app.get("/api/events").await.json().await.unwrap();
    assert_eq!(default["events"].as_array().unwrap().len(), 2);
    assert_eq!(default["events"][0]["admin_notes"], Value::Null);
    assert_eq!(default["events"][0]["approved_by"], Value::Null);
    error_body(
        app.get("/api/events?when=later").await,
        400,
        "validation_error",
    )
    .await;
}

#[tokio::test]
async fn the_demo_events_list_as_upcoming_and_past_with_their_details_once() {
    let app = spawn_app().await;
    let events = events_service(&app.db.database());

    let added = seed_demo_events(&events, chrono::Utc::now()).await.unwrap();
    let again = seed_demo_events(&events, chrono::Utc::now()).await.unwrap();

    assert_eq!((added, again), (5, 0));
    let upcoming: Value = app
        .get("/api/events?when=upcoming")
        .await
        .json()
        .await
        .unwrap();
    let upcoming = upcoming["events"].as_array().unwrap();
    let places: Vec<(u64, u64, f64)> = upcoming
        .iter()
        .map(|e| {
            (
                e["capacity"].as_u64().unwrap(),
                e["registered"].as_u64().unwrap(),
                e["price_aed"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(places, [(50, 34, 0.0), (30, 18, 450.0), (75, 23, 200.0)]);
    assert!(upcoming.iter().all(|e| e["instructor"].is_string()
        && !e["topics"].as_array().unwrap().is_empty()
        && e["status"] == "approved"));
    let past: Value = app.get("/api/events?when=past").await.json().await.unwrap();
    let past = past["events"].as_array().unwrap();
    let results: Vec<(u64, f64)> = past
        .iter()
        .map(|e| {
            (
                e["attendance"].as_u64().unwrap(),
                e["rating"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(results, [(120, 4.8), (250, 4.9)]);
    assert!(
        past.iter()
            .all(|e| !e["highlights"].as_array().unwrap().is_empty())
    );
}

#[tokio::test]
async fn the_admin_list_needs_credentials() {
    let app = spawn_app().await;

    let list = app.get("/api/admin/events").await;
    let patch = app
        .client
        .patch(app.url("/api/admin/events/00000000-0000-0000-0000-000000000000/status"))
        .header("x-requested-with", "fetch")
        .json(&json!({"status": "approved"}))
        .send()
        .await
        .unwrap();

    error_body(list, 401, "unauthorized").await;
    error_body(patch, 401, "unauthorized").await;
}

#[tokio::test]
async fn the_admin_list_filters_by_status_and_search() {
    let app = spawn_app().await;
    let compost = submitted(&app, "Compost basics", "2099-01-01T10:00").await;
    let _menu = submitted(&app, "Menu planning", "2099-02-01T10:00").await;
    set_status(&app, &compost, json!({"status": "approved"})).await;

    let approved = admin_events(&app, "?status=approved").await;
    let all = admin_events(&app, "?status=all").await;
    let searched = admin_events(&app, "?q=MENU").await;
    let by_city = admin_events(&app, "?q=abu%20dhabi").await;

    assert_eq!(approved.len(), 1);
    assert_eq!(approved[0]["title"], "Compost basics");
    assert_eq!(all.len(), 2);
    assert_eq!(searched.len(), 1);
    assert_eq!(searched[0]["title"], "Menu planning");
    assert_eq!(by_city.len(), 2);
    let response = app
        .client
        .get(app.url("/api/admin/events?status=archived"))
        .header("x-admin-key", ADMIN_KEY)
        .send()
        .await
        .unwrap();
    error_body(response, 400, "validation_error").await;
}

#[tokio::test]
async fn every_allowed_transition_succeeds_and_records_the_moderation() {
    let app = spawn_app().await;
    let approved = submitted(&app, "To approve", "2099-01-01T10:00").await;
    let rejected = submitted(&app, "To reject", "2099-01-01T10:00").await;

    let approve = set_status(
        &app,
        &approved,
        json!({"status": "approved", "admin_notes": "Venue checked", "approved_by": "Mariam"}),
    )
    .await;
    let approve: Value = approve.json().await.unwrap();
    let feature = set_status(
        &app,
        &approved,
        json!({"status": "featured", "approved_by": "admin"}),
    )
    .await;
    let feature_status = feature.status();
    let feature: Value = feature.json().await.unwrap();
    let reject = set_status(
        &app,
        &rejected,
        json!({"status": "rejected", "approved_by": "admin"}),
    )
    .await;
    let reject_status = reject.status();
    let reject: Value = reject.json().await.unwrap();

    assert_eq!(approve["success"], true);
    let event = &approve["event"];
    assert_eq!(event["status"], "approved");
    assert_eq!(event["approved_by"], "Mariam");
    assert_eq!(event["admin_notes"], "Venue checked");
    assert!(event["approved_at"].is_string());
    assert_eq!(event["featured"], false);
    assert_eq!(feature_status, 200);
    assert_eq!(feature["event"]["status"], "featured");
    assert_eq!(feature["event"]["featured"], true);
    assert_eq!(feature["event"]["approved_by"], "Mariam");
    assert_eq!(reject_status, 200);
    assert_eq!(reject["event"]["status"], "rejected");
    assert_eq!(reject["event"]["approved_at"], Value::Null);
}

#[tokio::test]
async fn a_disallowed_transition_is_a_conflict_with_a_clear_message() {
    let app = spawn_app().await;
    let id = submitted(&app, "Refused", "2099-01-01T10:00").await;
    set_status(&app, &id, json!({"status": "rejected"})).await;

    let to_approved = set_status(&app, &id, json!({"status": "approved"})).await;
    let pending = submitted(&app, "Not yet approved", "2099-01-01T10:00").await;
    let to_featured = set_status(&app, &pending, json!({"status": "featured"})).await;

    let error = error_body(to_approved, 409, "conflict").await;
    assert_eq!(
        error["message"],
        "An event that is rejected cannot become approved."
    );
    let error = error_body(to_featured, 409, "conflict").await;
    assert_eq!(
        error["message"],
        "An event that is pending cannot become featured."
    );
    let unknown = set_status(&app, &pending, json!({"status": "archived"})).await;
    error_body(unknown, 400, "validation_error").await;
}

#[tokio::test]
async fn an_unknown_event_is_not_found() {
    let app = spawn_app().await;

    let unknown = set_status(
        &app,
        "00000000-0000-0000-0000-000000000000",
        json!({"status": "approved"}),
    )
    .await;
    let malformed = set_status(&app, "not-an-id", json!({"status": "approved"})).await;

    let error = error_body(unknown, 404, "not_found").await;
    assert_eq!(error["message"], "Event not found");
    error_body(malformed, 404, "not_found").await;
}

/// The body of a calendar response, after checking it is one, parsed as iCalendar.
async fn calendar_body(response: reqwest::Response, disposition: &str) -> icalendar::Calendar {
    assert_eq!(response.status(), 200);
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(header("content-type"), "text/calendar; charset=utf-8");
    assert!(header("content-disposition").starts_with(disposition));
    let text = response.text().await.unwrap();
    assert!(text.starts_with("BEGIN:VCALENDAR\r\n"), "{text}");
    text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn uids(calendar: &icalendar::Calendar) -> Vec<String> {
    use icalendar::Component as _;
    calendar
        .components
        .iter()
        .filter_map(|c| c.as_event())
        .filter_map(|e| e.get_uid().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn the_calendar_feed_holds_the_upcoming_published_events_in_uae_time() {
    let app = spawn_app().await;
    let pending = submitted(&app, "Still pending", "2097-01-01T10:00").await;
    let approved = submitted(&app, "Approved soon", "2098-01-01T18:30").await;
    let featured = submitted(&app, "Featured later", "2099-01-01T10:00").await;
    for (id, status) in [
        (&approved, "approved"),
        (&featured, "approved"),
        (&featured, "featured"),
    ] {
        assert_eq!(
            set_status(&app, id, json!({"status": status}))
                .await
                .status(),
            200
        );
    }

    let feed = calendar_body(app.get("/api/events/calendar.ics").await, "inline").await;

    assert_eq!(
        uids(&feed),
        [
            format!("event-{featured}@batala"),
            format!("event-{approved}@batala")
        ]
    );
    assert!(!uids(&feed).contains(&format!("event-{pending}@batala")));
    assert_eq!(feed.get_name(), Some("Batala events"));
    let text = feed.to_string();
    // Submitted as 18:30 UAE time, it stays 18:30 in the UAE's zone.
    assert!(
        text.contains("DTSTART;TZID=Asia/Dubai:20980101T183000"),
        "{text}"
    );
    assert!(text.contains("TZID:Asia/Dubai"));

    let arabic = calendar_body(app.get("/api/events/calendar.ics?lang=ar").await, "inline").await;
    assert_eq!(arabic.get_name(), Some("فعاليات بطلة"));
    error_body(
        app.get("/api/events/calendar.ics?lang=fr").await,
        400,
        "validation_error",
    )
    .await;
}

#[tokio::test]
async fn one_published_event_downloads_as_a_calendar_file_with_the_feed_uid() {
    let app = spawn_app().await;
    let approved = submitted(&app, "Zero-Waste Kitchen: Workshop", "2098-01-01T10:00").await;
    let pending = submitted(&app, "Still pending", "2097-01-01T10:00").await;
    assert_eq!(
        set_status(&app, &approved, json!({"status": "approved"}))
            .await
            .status(),
        200
    );

    let response = app
        .get(&format!("/api/events/{approved}/calendar.ics"))
        .await;
    let disposition = response
        .headers()
        .get("content-disposition")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let file = calendar_body(response, "attachment").await;

    assert_eq!(uids(&file), [format!("event-{approved}@batala")]);
    assert!(
        disposition.contains("zero-waste-kitchen-workshop.ics"),
        "{disposition}"
    );
    for hidden in [
        format!("/api/events/{pending}/calendar.ics"),
        "/api/events/00000000-0000-0000-0000-000000000000/calendar.ics".to_owned(),
        "/api/events/not-an-id/calendar.ics".to_owned(),
    ] {
        let error = error_body(app.get(&hidden).await, 404, "not_found").await;
        assert_eq!(error["message"], "Event not found");
    }
}
