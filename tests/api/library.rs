//! The public library of published answers, robots.txt and the sitemap.

use serde_json::Value;

use crate::helpers::{TestApp, error_body, spawn_app_with};

async fn spawn() -> TestApp {
    spawn_app_with(&[("RATE_LIMITS", "off")]).await
}

/// Five answers: four published (three English on two topics, one Arabic), one not.
async fn arrange(app: &TestApp) {
    app.db
        .execute(
            "INSERT INTO questions (id, persona, city, channel, text, language, created_at) VALUES \
               ('00000000-0000-0000-0000-000000000001', 'hotel', 'dubai', 'web', 'How long does cooked rice keep?', 'en', timestamptz '2026-11-01 09:00Z'), \
               ('00000000-0000-0000-0000-000000000002', 'retail', 'sharjah', 'web', 'Can we donate day-old bread?', 'en', timestamptz '2026-11-02 09:00Z'), \
               ('00000000-0000-0000-0000-000000000003', 'household', 'abu_dhabi', 'web', 'كم يبقى الأرز المطبوخ في الثلاجة؟', 'ar', timestamptz '2026-11-03 09:00Z'), \
               ('00000000-0000-0000-0000-000000000004', 'hotel', 'dubai', 'web', 'How long can a buffet stay out?', 'en', timestamptz '2026-11-04 09:00Z'), \
               ('00000000-0000-0000-0000-000000000005', 'hotel', 'dubai', 'web', 'Is this unpublished answer hidden?', 'en', timestamptz '2026-11-05 09:00Z'); \
             INSERT INTO answers (question_id, answer_text, key_tips, bullets, local_context, cited_sources, confidence, slug, language, topic, published, created_at) VALUES \
               ('00000000-0000-0000-0000-000000000001', 'Eat cooked rice within one day.', '{}', '{}', '', '[]', 0.9, 'cooked-rice-keep-aaa11', 'en', 'storage', true, timestamptz '2026-11-01 09:01Z'), \
               ('00000000-0000-0000-0000-000000000002', 'Yes, through the UAE Food Bank.', '{}', '{}', '', '[]', 0.9, 'donate-bread-bbb22', 'en', 'donation', true, timestamptz '2026-11-02 09:01Z'), \
               ('00000000-0000-0000-0000-000000000003', 'تناول الأرز المطبوخ خلال يوم واحد.', '{}', '{}', '', '[]', 0.9, 'rice-arabic-ccc33', 'ar', 'storage', true, timestamptz '2026-11-03 09:01Z'), \
               ('00000000-0000-0000-0000-000000000004', 'Two hours, then bin it.', '{}', '{}', '', '[]', 0.9, 'buffet-out-ddd44', 'en', 'buffets', true, timestamptz '2026-11-04 09:01Z'), \
               ('00000000-0000-0000-0000-000000000005', 'Hidden rice answer.', '{}', '{}', '', '[]', 0.9, 'hidden-eee55', 'en', 'storage', false, timestamptz '2026-11-05 09:01Z');",
        )
        .await;
}

async fn slugs(app: &TestApp, query: &str) -> Vec<String> {
    let response = app.get(&format!("/api/answers{query}")).await;
    assert_eq!(response.status(), 200, "{query}");
    let body: Value = response.json().await.unwrap();
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["slug"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_library_lists_published_answers_newest_first_with_filters() {
    let app = spawn().await;
    arrange(&app).await;

    let body: Value = app.get("/api/answers").await.json().await.unwrap();

    assert_eq!(body["total"], 4);
    assert_eq!(body["page"], 1);
    assert_eq!(body["page_size"], 12);
    let first = &body["items"][0];
    assert_eq!(first["slug"], "buffet-out-ddd44");
    assert_eq!(first["question"], "How long can a buffet stay out?");
    assert_eq!(first["excerpt"], "Two hours, then bin it.");
    assert_eq!(first["persona"], "hotel");
    assert_eq!(first["city"], "dubai");
    assert_eq!(first["language"], "en");
    assert_eq!(first["topic"], "buffets");
    assert_eq!(
        slugs(&app, "?topic=storage").await,
        ["rice-arabic-ccc33", "cooked-rice-keep-aaa11"]
    );
    assert_eq!(
        slugs(&app, "?topic=storage&language=en").await,
        ["cooked-rice-keep-aaa11"]
    );
    assert_eq!(slugs(&app, "?persona=retail").await, ["donate-bread-bbb22"]);
    assert_eq!(slugs(&app, "?q=COOKED").await, ["cooked-rice-keep-aaa11"]);
    assert_eq!(
        slugs(&app, "?q=%D8%A7%D9%84%D8%A3%D8%B1%D8%B2").await,
        ["rice-arabic-ccc33"]
    );
    assert!(slugs(&app, "?page=2").await.is_empty());
}

#[tokio::test]
async fn bad_library_options_are_400s() {
    let app = spawn().await;

    for query in [
        "?topic=gossip",
        "?persona=pirate",
        "?language=fr",
        "?page=0",
        "?page=x",
    ] {
        error_body(
            app.get(&format!("/api/answers{query}")).await,
            400,
            "validation_error",
        )
        .await;
    }
    let long = "a".repeat(201);
    error_body(
        app.get(&format!("/api/answers?q={long}")).await,
        400,
        "validation_error",
    )
    .await;
}

#[tokio::test]
async fn robots_txt_is_text_and_names_the_sitemap() {
    let app = spawn().await;

    let response = app.get("/robots.txt").await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"].to_str().unwrap(),
        "text/plain; charset=utf-8"
    );
    let text = response.text().await.unwrap();
    assert!(text.contains("Disallow: /admin\n"), "{text}");
    assert!(
        text.contains(&format!("Sitemap: {}\n", app.url("/sitemap.xml"))),
        "{text}"
    );
}

#[tokio::test]
async fn the_sitemap_is_xml_listing_the_public_pages_and_the_published_answers() {
    let app = spawn().await;
    arrange(&app).await;

    let response = app.get("/sitemap.xml").await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"].to_str().unwrap(),
        "application/xml; charset=utf-8"
    );
    let text = response.text().await.unwrap();
    let document = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "urlset");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.sitemaps.org/schemas/sitemap/0.9")
    );
    let locations: Vec<&str> = root
        .descendants()
        .filter(|node| node.has_tag_name("loc"))
        .filter_map(|node| node.text())
        .collect();
    for page in [
        "/",
        "/events",
        "/about",
        "/answers",
        "/?lang=ar",
        "/answers?lang=ar",
    ] {
        assert!(
            locations.contains(&app.url(page).as_str()),
            "{page} in {locations:?}"
        );
    }
    for slug in [
        "buffet-out-ddd44",
        "rice-arabic-ccc33",
        "donate-bread-bbb22",
        "cooked-rice-keep-aaa11",
    ] {
        assert!(
            locations.contains(&app.url(&format!("/q/{slug}")).as_str()),
            "{slug}"
        );
    }
    assert!(!locations.iter().any(|loc| loc.ends_with("hidden-eee55")));
    let alternates = root
        .descendants()
        .filter(|node| node.has_tag_name(("http://www.w3.org/1999/xhtml", "link")))
        .filter(|node| node.attribute("hreflang") == Some("ar"))
        .count();
    assert_eq!(
        alternates, 8,
        "each public page, in each language, names its Arabic version"
    );
}
