//! Guidance cards written by admins through the API: checked against the card rules, embedded at
//! once so the next identical question is answered by the card, versioned, retired, previewed;
//! and a card written from a knowledge gap resolves it.

use batala_app::commands::seed::seed;
use serde_json::{Value, json};

use crate::helpers::{TestApp, command_config, error_body, spawn_app_with};

const QUESTION: &str = "How do I pickle lemons the traditional way at home?";
const ANSWER_EN: &str = "Pickle lemons in clean glass jars with enough salt to draw out their juice, keep them covered by the brine, and store the jar in a cool, dark cupboard for about four weeks before eating. Throw the jar away if the brine turns slimy, smells rotten or grows fuzzy mould.";

async fn spawn() -> TestApp {
    spawn_app_with(&[("RATE_LIMITS", "off")]).await
}

fn card(id: &str, phrasing: &str) -> Value {
    json!({
        "id": id,
        "topic": "storage",
        "title_en": "Pickling lemons at home",
        "title_ar": "تخليل الليمون في البيت",
        "personas": ["household"],
        "facts": [],
        "phrasings_en": [phrasing, "how long do salted lemons take", "homemade lemon pickle safe?"],
        "phrasings_ar": ["كيف أخلل الليمون في البيت؟", "كم يحتاج الليمون المملح", "هل مخلل الليمون البيتي آمن؟"],
        "answer_en": ANSWER_EN,
        "answer_ar": "خلّل الليمون في برطمانات زجاجية نظيفة مع ملح يكفي لاستخراج عصارته، وأبقه مغموراً بالمحلول، واحفظ البرطمان في خزانة باردة ومظلمة نحو أربعة أسابيع قبل تناوله. تخلّص من البرطمان إذا صار المحلول لزجاً أو ظهرت له رائحة كريهة أو عفن.",
        "steps": [
            {"personas": ["household"], "en": "Wash the jars in hot soapy water and dry them fully before filling them.", "ar": "اغسل البرطمانات بماء ساخن وصابون وجففها تماماً قبل تعبئتها."},
            {"personas": ["household"], "en": "Press the lemons down so the brine covers them completely every day.", "ar": "اضغط الليمون كل يوم حتى يغمره المحلول تماماً."},
            {"personas": ["household"], "en": "Write the date you filled the jar on its lid before you store it.", "ar": "اكتب تاريخ التعبئة على غطاء البرطمان قبل تخزينه."}
        ],
        "notes": {
            "federal": {"en": "Across the UAE, food authorities follow the WHO five keys to safer food, which include using safe water and raw materials.", "ar": "في الإمارات، تتبع جهات سلامة الغذاء مفاتيح منظمة الصحة العالمية الخمسة لغذاء أكثر أماناً، ومنها استخدام الماء والمواد الخام الآمنة."}
        },
        "sources": [{"publisher": "World Health Organization", "title": "Five keys to safer food", "url": "https://www.who.int/publications/i/item/9789241594639"}]
    })
}

async fn ask(app: &TestApp, question: &str) -> Value {
    let response = app.ask(question, "household", "dubai").await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_card_written_from_a_gap_answers_the_same_question_next_time() {
    let app = spawn().await;
    seed(&command_config(app.db.url()), false).await.unwrap();

    let before = ask(&app, QUESTION).await;
    assert!(
        !before["answer"]
            .as_str()
            .unwrap()
            .starts_with("Pickle lemons"),
        "{before}"
    );
    let rated = app
        .client
        .post(app.url("/api/feedback"))
        .header("X-Requested-With", "batala")
        .json(&json!({"answer_id": before["answer_id"], "helpful": false, "comment": "Nothing about pickling"}))
        .send()
        .await
        .unwrap();
    assert!(rated.status().is_success());
    let gaps: Value = app
        .admin(reqwest::Method::GET, "/api/admin/gaps", None)
        .await
        .json()
        .await
        .unwrap();
    let gap = gaps["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|group| group["questions"].as_array().unwrap().iter())
        .find(|q| q["text"] == QUESTION)
        .expect("the question is a knowledge gap");
    assert!(
        gap["reasons"]
            .as_array()
            .unwrap()
            .contains(&json!("rated_unhelpful")),
        "{gap}"
    );
    let question_id = gap["question_id"].as_str().unwrap().to_owned();

    let saved = app.admin(reqwest::Method::PUT,
        "/api/admin/cards/pickling-lemons-at-home",
        Some(json!({"card": card("pickling-lemons-at-home", QUESTION), "resolves": [question_id]})),
    )
    .await;
    assert_eq!(saved.status(), 200);
    let saved: Value = saved.json().await.unwrap();
    assert_eq!(saved["change"], "created");

    let after = ask(&app, QUESTION).await;
    assert!(
        after["answer"].as_str().unwrap().starts_with(ANSWER_EN),
        "{after}"
    );
    assert!(after["confidence"].as_f64().unwrap() >= 0.66, "{after}");
    let resolved: Value = app
        .admin(
            reqwest::Method::GET,
            "/api/admin/gaps?status=resolved",
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    let note = resolved["groups"][0]["questions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["question_id"] == question_id)
        .map(|q| q["note"].clone());
    assert_eq!(
        note,
        Some(json!("Card pickling-lemons-at-home written by admin"))
    );
    // Seeding again leaves the admin's card alone.
    seed(&command_config(app.db.url()), false).await.unwrap();
    let card: Value = app
        .admin(
            reqwest::Method::GET,
            "/api/admin/cards/pickling-lemons-at-home",
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(card["summary"]["by_admin"], true);
    assert_eq!(card["card"]["answer_en"], ANSWER_EN);
}

#[tokio::test]
async fn an_edit_keeps_the_previous_version_and_retiring_keeps_the_last() {
    let app = spawn().await;
    let path = "/api/admin/cards/pickling-lemons-at-home";
    let created = app
        .admin(
            reqwest::Method::PUT,
            path,
            Some(json!({"card": card("pickling-lemons-at-home", QUESTION), "author": "Mariam"})),
        )
        .await;
    assert_eq!(created.status(), 200);

    let mut edited = card("pickling-lemons-at-home", QUESTION);
    edited["title_en"] = json!("Pickling lemons safely at home");
    let response = app
        .admin(
            reqwest::Method::PUT,
            path,
            Some(json!({"card": edited, "author": "Omar"})),
        )
        .await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["change"], "edited");
    assert_eq!(body["message"], "Card pickling-lemons-at-home edited");

    let read: Value = app
        .admin(reqwest::Method::GET, path, None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(read["card"]["title_en"], "Pickling lemons safely at home");
    assert_eq!(read["summary"]["updated_by"], "Omar");
    assert_eq!(read["versions"][0]["change"], "edited");
    assert_eq!(read["versions"][0]["changed_by"], "Omar");
    assert_eq!(
        read["versions"][0]["card"]["title_en"],
        "Pickling lemons at home"
    );

    let retired = app
        .admin(
            reqwest::Method::POST,
            &format!("{path}/retire"),
            Some(json!({})),
        )
        .await;
    assert_eq!(retired.status(), 200);
    let read: Value = app
        .admin(reqwest::Method::GET, path, None)
        .await
        .json()
        .await
        .unwrap();
    assert!(read["summary"]["retired_at"].is_string());
    assert_eq!(read["versions"][0]["change"], "retired");
    assert_eq!(read["versions"].as_array().unwrap().len(), 2);
    let again = app
        .admin(
            reqwest::Method::POST,
            &format!("{path}/retire"),
            Some(json!({})),
        )
        .await;
    error_body(again, 404, "not_found").await;

    let listed: Value = app
        .admin(reqwest::Method::GET, "/api/admin/cards?q=LEMON", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed["cards"].as_array().unwrap().len(), 1);
    assert!(listed["cards"][0]["retired_at"].is_string());
}

#[tokio::test]
async fn a_card_breaking_a_rule_is_refused_with_the_rule_and_nothing_is_stored() {
    let app = spawn().await;
    let path = "/api/admin/cards/pickling-lemons-at-home";
    let mut no_arabic = card("pickling-lemons-at-home", QUESTION);
    no_arabic["answer_ar"] = json!("");
    let mut mirror = card("pickling-lemons-at-home", QUESTION);
    mirror["sources"][0]["url"] = json!("https://www.scribd.com/document/1/five-keys");
    let mut dangling = card("pickling-lemons-at-home", QUESTION);
    dangling["answer_ar"] = json!("خلّل الليمون في برطمانات نظيفة. لذا احفظه في مكان بارد.");
    let mut two_phrasings = card("pickling-lemons-at-home", QUESTION);
    two_phrasings["phrasings_ar"] = json!(["كيف أخلل الليمون؟", "مخلل الليمون"]);

    for (body, problem) in [
        (no_arabic, "an answer in both languages"),
        (mirror, "is not on the publishers' allow-list"),
        (two_phrasings, "at least 3 Arabic phrasings"),
        (dangling, "opens on \"لذا\""),
        (
            card("another-id", QUESTION),
            "The card's id must be the one in the address",
        ),
    ] {
        let error = error_body(
            app.admin(reqwest::Method::PUT, path, Some(json!({"card": body})))
                .await,
            400,
            "validation_error",
        )
        .await;
        assert!(
            error["message"].as_str().unwrap().contains(problem),
            "{error}"
        );
    }
    let not_a_gap = app.admin(reqwest::Method::PUT,
        path,
        Some(json!({"card": card("pickling-lemons-at-home", QUESTION), "resolves": ["00000000-0000-0000-0000-000000000001"]})),
    )
    .await;
    error_body(not_a_gap, 409, "conflict").await;
    error_body(
        app.admin(reqwest::Method::GET, path, None).await,
        404,
        "not_found",
    )
    .await;
    error_body(app.get("/api/admin/cards").await, 401, "unauthorized").await;
}

#[tokio::test]
async fn a_preview_shows_the_answer_for_a_persona_and_emirate_without_storing_it() {
    let app = spawn().await;

    let response = app.admin(reqwest::Method::POST,
        "/api/admin/cards/preview",
        Some(json!({"card": card("pickling-lemons-at-home", QUESTION), "persona": "household", "city": "sharjah", "language": "en"})),
    )
    .await;

    assert_eq!(response.status(), 200);
    let preview: Value = response.json().await.unwrap();
    assert_eq!(preview["question"], QUESTION);
    assert!(preview["answer"].as_str().unwrap().starts_with(ANSWER_EN));
    assert!(
        preview["local_context"]
            .as_str()
            .unwrap()
            .contains("Sharjah"),
        "{preview}"
    );
    assert_eq!(preview["key_tips"].as_array().unwrap().len(), 3);
    let listed: Value = app
        .admin(reqwest::Method::GET, "/api/admin/cards", None)
        .await
        .json()
        .await
        .unwrap();
    assert!(listed["cards"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_card_whose_first_phrasing_is_short_can_still_be_previewed() {
    let app = spawn().await;

    let response = app.admin(reqwest::Method::POST,
        "/api/admin/cards/preview",
        Some(json!({"card": card("pickling-lemons-at-home", "pickling?"), "persona": "household", "city": "dubai", "language": "en"})),
    )
    .await;

    assert_eq!(response.status(), 200);
    let preview: Value = response.json().await.unwrap();
    assert_eq!(preview["question"], "pickling?");
    assert!(preview["answer"].as_str().unwrap().starts_with(ANSWER_EN));
}
