//! Guidance cards for admins: list and search, read with the versions admins replaced, write
//! (checked against every rule a card keeps, embedded at once so the next question finds it),
//! retire, and preview the answer a card gives before it goes live.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, get, post, put, web};
use batala_ask::{GapNote, GapReview, GapStatus};
use batala_kernel::{City, Persona, QuestionId};
use batala_knowledge::{
    Bilingual, CardChange, CardDraft, CardRecord, CardVersion, DraftSource, DraftStep,
    GuidanceCard, Language,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ApiError, ErrorBody};
use crate::http::ask::CitedSourceView;
use crate::http::schema;
use crate::state::AppState;

/// The longest text any field of a card may hold.
const MAX_TEXT_CHARS: usize = 4000;
/// Who changed a card, when the request does not say.
const DEFAULT_AUTHOR: &str = "admin";

/// Text in English and Arabic.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BilingualText {
    #[schema(pattern = "$NON_BLANK")]
    pub en: String,
    #[schema(pattern = "$NON_BLANK")]
    pub ar: String,
}

/// One action step.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CardStepBody {
    /// A subset of the card's personas.
    #[schema(min_items = 1)]
    pub personas: Vec<Persona>,
    #[schema(pattern = "$NON_BLANK")]
    pub en: String,
    #[schema(pattern = "$NON_BLANK")]
    pub ar: String,
}

/// A source on the publishers' allow-list.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CardSourceBody {
    pub publisher: String,
    pub title: String,
    /// The publisher's own page; its host must be on the allow-list.
    #[schema(pattern = "$CARD_SOURCE_URL", max_length = 2048)]
    pub url: String,
}

/// A guidance card, every field in both languages (the cards' TOML format as JSON).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CardBody {
    /// Kebab-case, up to 100 characters; stable.
    #[schema(pattern = "^[a-z0-9]+(-[a-z0-9]+)*$", max_length = 100)]
    pub id: String,
    /// One of the cards' topics.
    #[schema(pattern = "$CARD_TOPIC")]
    pub topic: String,
    #[schema(pattern = "$NON_BLANK")]
    pub title_en: String,
    #[schema(pattern = "$NON_BLANK")]
    pub title_ar: String,
    #[schema(min_items = 1)]
    pub personas: Vec<Persona>,
    /// Numbers of the facts in the knowledge base the figures rest on.
    #[serde(deserialize_with = "schema::whole_numbers")]
    pub facts: Vec<u32>,
    /// At least 3, as users type the question.
    #[schema(min_items = 3, pattern = "$NON_BLANK")]
    pub phrasings_en: Vec<String>,
    /// At least 3, as users type the question.
    #[schema(min_items = 3, pattern = "$NON_BLANK")]
    pub phrasings_ar: Vec<String>,
    /// 2 to 4 sentences; the first is the answer itself.
    #[schema(pattern = "$NON_BLANK")]
    pub answer_en: String,
    #[schema(pattern = "$NON_BLANK")]
    pub answer_ar: String,
    /// 3 to 6.
    #[schema(min_items = 3, max_items = 6)]
    pub steps: Vec<CardStepBody>,
    /// `federal` (required) and any emirate's code (`dubai`, `abu_dhabi`…).
    pub notes: BTreeMap<String, BilingualText>,
    /// 1 to 4.
    #[schema(min_items = 1, max_items = 4)]
    pub sources: Vec<CardSourceBody>,
}

impl From<CardDraft> for CardBody {
    fn from(draft: CardDraft) -> Self {
        Self {
            id: draft.id,
            topic: draft.topic,
            title_en: draft.title_en,
            title_ar: draft.title_ar,
            personas: draft
                .personas
                .iter()
                .filter_map(|p| Persona::parse(p).ok())
                .collect(),
            facts: draft.facts,
            phrasings_en: draft.phrasings_en,
            phrasings_ar: draft.phrasings_ar,
            answer_en: draft.answer_en,
            answer_ar: draft.answer_ar,
            steps: draft
                .steps
                .into_iter()
                .map(|step| CardStepBody {
                    personas: step
                        .personas
                        .iter()
                        .filter_map(|p| Persona::parse(p).ok())
                        .collect(),
                    en: step.en,
                    ar: step.ar,
                })
                .collect(),
            notes: draft
                .notes
                .into_iter()
                .map(|(place, note)| {
                    (
                        place,
                        BilingualText {
                            en: note.en,
                            ar: note.ar,
                        },
                    )
                })
                .collect(),
            sources: draft
                .sources
                .into_iter()
                .map(|source| CardSourceBody {
                    publisher: source.publisher,
                    title: source.title,
                    url: source.url,
                })
                .collect(),
        }
    }
}

impl CardBody {
    /// Every text of the card, to bound their lengths.
    fn texts(&self) -> impl Iterator<Item = &str> {
        [
            &self.title_en,
            &self.title_ar,
            &self.answer_en,
            &self.answer_ar,
        ]
        .into_iter()
        .chain(&self.phrasings_en)
        .chain(&self.phrasings_ar)
        .map(String::as_str)
        .chain(
            self.steps
                .iter()
                .flat_map(|s| [s.en.as_str(), s.ar.as_str()]),
        )
        .chain(
            self.notes
                .values()
                .flat_map(|n| [n.en.as_str(), n.ar.as_str()]),
        )
        .chain(
            self.sources
                .iter()
                .flat_map(|s| [s.publisher.as_str(), s.title.as_str(), s.url.as_str()]),
        )
    }

    fn into_draft(self) -> Result<CardDraft, ApiError> {
        if self
            .texts()
            .any(|text| text.chars().count() > MAX_TEXT_CHARS)
        {
            return Err(ApiError::validation(format!(
                "Every text of a card must be at most {MAX_TEXT_CHARS} characters"
            )));
        }
        if self.id.chars().count() > 100 {
            return Err(ApiError::validation(
                "The card id must be at most 100 characters",
            ));
        }
        Ok(CardDraft {
            id: self.id,
            topic: self.topic,
            title_en: self.title_en,
            title_ar: self.title_ar,
            personas: self
                .personas
                .iter()
                .map(|p| p.as_str().to_owned())
                .collect(),
            facts: self.facts,
            phrasings_en: self.phrasings_en,
            phrasings_ar: self.phrasings_ar,
            answer_en: self.answer_en,
            answer_ar: self.answer_ar,
            steps: self
                .steps
                .into_iter()
                .map(|step| DraftStep {
                    personas: step
                        .personas
                        .iter()
                        .map(|p| p.as_str().to_owned())
                        .collect(),
                    en: step.en,
                    ar: step.ar,
                })
                .collect(),
            notes: self
                .notes
                .into_iter()
                .map(|(place, note)| {
                    (
                        place,
                        Bilingual {
                            en: note.en,
                            ar: note.ar,
                        },
                    )
                })
                .collect(),
            sources: self
                .sources
                .into_iter()
                .map(|source| DraftSource {
                    publisher: source.publisher,
                    title: source.title,
                    url: source.url,
                })
                .collect(),
        })
    }
}

/// A card in the admin list.
#[derive(Debug, Serialize, ToSchema)]
pub struct CardSummaryView {
    pub id: String,
    pub topic: String,
    pub title: BilingualText,
    pub personas: Vec<Persona>,
    /// Created, edited or retired by an admin (seeding from the files leaves it alone).
    pub by_admin: bool,
    pub updated_by: Option<String>,
    pub updated_at: DateTime<Utc>,
    /// When an admin retired it; null while it answers.
    pub retired_at: Option<DateTime<Utc>>,
}

impl From<&CardRecord> for CardSummaryView {
    fn from(record: &CardRecord) -> Self {
        Self {
            id: record.card.id.clone(),
            topic: record.card.topic.clone(),
            title: BilingualText {
                en: record.card.title.en.clone(),
                ar: record.card.title.ar.clone(),
            },
            personas: record.card.personas.clone(),
            by_admin: record.by_admin,
            updated_by: record.updated_by.clone(),
            updated_at: record.updated_at,
            retired_at: record.retired_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CardsResponse {
    pub cards: Vec<CardSummaryView>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CardsParams {
    /// Searched, ignoring case, in the id, the titles and the phrasings (up to 200 characters).
    #[param(max_length = 200)]
    pub q: Option<String>,
}

/// A version an admin replaced or retired.
#[derive(Debug, Serialize, ToSchema)]
pub struct CardVersionView {
    /// `edited` or `retired`: what happened to this version.
    pub change: String,
    pub changed_by: String,
    pub changed_at: DateTime<Utc>,
    pub card: CardBody,
}

impl From<CardVersion> for CardVersionView {
    fn from(version: CardVersion) -> Self {
        Self {
            change: if version.retired { "retired" } else { "edited" }.to_owned(),
            changed_by: version.changed_by,
            changed_at: version.changed_at,
            card: version.card.to_draft().into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CardResponse {
    pub card: CardBody,
    pub summary: CardSummaryView,
    /// Earlier versions, newest first.
    pub versions: Vec<CardVersionView>,
}

/// A card to store, and the knowledge gaps it answers.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SaveCardRequest {
    pub card: CardBody,
    /// Who writes it (1 to 100 characters); `admin` when blank.
    #[schema(max_length = 100)]
    pub author: Option<String>,
    /// Gap questions (UUIDs) this card answers: resolved with the card, up to 500.
    #[serde(default)]
    #[schema(max_items = 500, value_type = Vec<uuid::Uuid>)]
    pub resolves: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SaveCardResponse {
    pub success: bool,
    /// `created` or `edited`.
    pub change: String,
    pub message: String,
    pub card: CardBody,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RetireCardRequest {
    /// Who retires it (1 to 100 characters); `admin` when blank.
    #[schema(max_length = 100)]
    pub author: Option<String>,
}

/// What to preview.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreviewCardRequest {
    pub card: CardBody,
    pub persona: Persona,
    pub city: City,
    /// `en` or `ar`.
    #[schema(pattern = "^(en|ar)$")]
    pub language: String,
}

/// The answer a card would give.
#[derive(Debug, Serialize, ToSchema)]
pub struct PreviewCardResponse {
    /// The question asked: the card's first phrasing in the language.
    pub question: String,
    pub answer: String,
    pub key_tips: Vec<String>,
    pub local_context: String,
    pub cited_sources: Vec<CitedSourceView>,
}

/// A card checked against the card rules, and then against the answer's own coherence rule:
/// no sentence of its answer, steps or notes opens on a connective or a reference to something
/// before it ("This…", "لذا…", "والأرز…"), since each is read on its own.
fn checked(draft: CardDraft) -> Result<GuidanceCard, ApiError> {
    let card = GuidanceCard::from_draft(draft).map_err(ApiError::invalid)?;
    for language in Language::ALL {
        let texts = std::iter::once(card.answer.get(language))
            .chain(card.steps.iter().map(|step| step.text.get(language)))
            .chain(std::iter::once(card.federal_note.get(language)))
            .chain(
                card.emirate_notes
                    .iter()
                    .map(|(_, note)| note.get(language)),
            );
        for text in texts {
            for sentence in batala_ask::sentences(text) {
                if let Some(word) = batala_ask::dangling_opening(&sentence, language) {
                    return Err(ApiError::validation(format!(
                        "guidance card {}: the sentence \"{sentence}\" opens on \"{word}\", \
                         which needs a sentence before it; start with the verb or the noun itself",
                        card.id
                    )));
                }
            }
        }
    }
    Ok(card)
}

fn author(raw: Option<&str>) -> Result<String, ApiError> {
    let name = raw
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .unwrap_or(DEFAULT_AUTHOR);
    if name.chars().count() > 100 {
        return Err(ApiError::validation(
            "The author must be at most 100 characters",
        ));
    }
    Ok(name.to_owned())
}

fn card_response(record: &CardRecord, versions: Vec<CardVersion>) -> CardResponse {
    CardResponse {
        card: record.card.to_draft().into(),
        summary: record.into(),
        versions: versions.into_iter().map(Into::into).collect(),
    }
}

/// Every guidance card, retired ones too, by title; optionally searched.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "admin_list_cards",
    params(CardsParams),
    responses(
        (status = 200, body = CardsResponse),
        (status = 400, description = "An over-long search", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/cards")]
pub async fn admin_list_cards(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<CardsParams>,
) -> Result<HttpResponse, ApiError> {
    let search = params
        .q
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(str::to_lowercase);
    if search.as_ref().is_some_and(|q| q.chars().count() > 200) {
        return Err(ApiError::validation(
            "The search must be at most 200 characters",
        ));
    }
    let records = state.cards.records().await?;
    let matches = |card: &GuidanceCard, q: &str| {
        card.id.contains(q)
            || card.title.en.to_lowercase().contains(q)
            || card.title.ar.contains(q)
            || card
                .phrasings()
                .any(|(_, text)| text.to_lowercase().contains(q))
    };
    Ok(HttpResponse::Ok().json(CardsResponse {
        cards: records
            .iter()
            .filter(|record| search.as_deref().is_none_or(|q| matches(&record.card, q)))
            .map(Into::into)
            .collect(),
    }))
}

/// One card with every field, and the versions admins replaced or retired.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "admin_get_card",
    params(("id" = String, Path, description = "The card's id")),
    responses(
        (status = 200, body = CardResponse),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 404, description = "Card not found", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/cards/{id}")]
pub async fn admin_get_card(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let record = state
        .cards
        .record(&id)
        .await?
        .ok_or_else(|| ApiError::not_found("Card not found"))?;
    let versions = state.cards.versions(&id).await?;
    Ok(HttpResponse::Ok().json(card_response(&record, versions)))
}

/// Creates or replaces a card. It is checked against every rule a card keeps (both languages
/// throughout, sources on the allow-list…), embedded at once so the next question finds it, and
/// the version it replaces is kept. The gap questions it names are resolved with it.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "admin_save_card",
    request_body = SaveCardRequest,
    params(("id" = String, Path, description = "The card's id; the body's must match")),
    responses(
        (status = 200, body = SaveCardResponse),
        (status = 400, description = "The card breaks a rule (the message names it; a sentence opening on a connective is one), the ids differ, an over-long text, or a resolved id that is not a UUID", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 409, description = "A question it resolves is not a knowledge gap (the card is not stored)", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[put("/api/admin/cards/{id}")]
pub async fn admin_save_card(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<SaveCardRequest>,
) -> Result<HttpResponse, ApiError> {
    let SaveCardRequest {
        card,
        author: name,
        resolves,
    } = body.into_inner();
    if card.id.trim() != id.as_str() {
        return Err(ApiError::validation(
            "The card's id must be the one in the address",
        ));
    }
    let author = author(name.as_deref())?;
    let resolves = resolves
        .iter()
        .map(|raw| raw.parse::<QuestionId>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| ApiError::validation("Every resolved question id must be a UUID"))?;
    if resolves.len() > batala_ask::MAX_REVIEWED {
        return Err(ApiError::validation(
            "A card resolves at most 500 questions",
        ));
    }
    let draft = card.into_draft()?;
    // Checked before anything is stored, so a card saved for gaps never leaves them open.
    let card = checked(draft)?;
    if !resolves.is_empty() {
        state.gaps.check_gaps(&resolves).await?;
    }
    let change = state.cards.save_by_admin(&card, &author).await?;
    if !resolves.is_empty() {
        let review = GapReview {
            status: GapStatus::Resolved,
            note: GapNote::parse(Some(&format!("Card {} written by {author}", card.id)))
                .map_err(ApiError::invalid)?,
        };
        state.gaps.review(&resolves, &review).await?;
    }
    let change = match change {
        CardChange::Created => "created",
        CardChange::Edited => "edited",
    };
    Ok(HttpResponse::Ok().json(SaveCardResponse {
        success: true,
        change: change.to_owned(),
        message: format!("Card {} {change}", card.id),
        card: card.to_draft().into(),
    }))
}

/// Retires a card: nothing retrieves it any more, and its last version is kept.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "admin_retire_card",
    request_body = RetireCardRequest,
    params(("id" = String, Path, description = "The card's id")),
    responses(
        (status = 200, body = SaveCardResponse),
        (status = 400, description = "An over-long author", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 404, description = "Card not found (or already retired)", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/api/admin/cards/{id}/retire")]
pub async fn admin_retire_card(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<RetireCardRequest>,
) -> Result<HttpResponse, ApiError> {
    let author = author(body.author.as_deref())?;
    let card = state
        .cards
        .record(&id)
        .await?
        .filter(|record| record.retired_at.is_none())
        .map(|record| record.card.to_draft())
        .ok_or_else(|| ApiError::not_found("Card not found"))?;
    if !state.cards.retire(&id, &author).await? {
        return Err(ApiError::not_found("Card not found"));
    }
    Ok(HttpResponse::Ok().json(SaveCardResponse {
        success: true,
        change: "retired".to_owned(),
        message: format!("Card {id} retired"),
        card: card.into(),
    }))
}

/// The answer a card would give to its own first phrasing, for a persona and an emirate, as if
/// it were the only card found. Nothing is stored.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "admin_preview_card",
    request_body = PreviewCardRequest,
    responses(
        (status = 200, body = PreviewCardResponse),
        (status = 400, description = "The card breaks a rule (the message names it), or the language is neither en nor ar", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 503, description = "The answer generator is unavailable", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/api/admin/cards/preview")]
pub async fn admin_preview_card(
    _admin: Admin,
    state: web::Data<AppState>,
    body: web::Json<PreviewCardRequest>,
) -> Result<HttpResponse, ApiError> {
    let PreviewCardRequest {
        card,
        persona,
        city,
        language,
    } = body.into_inner();
    let language = Language::parse(&language)
        .map_err(|_| ApiError::validation("language must be en or ar"))?;
    let card = checked(card.into_draft()?)?;
    let question = match language {
        Language::En => card.phrasings_en.first(),
        Language::Ar => card.phrasings_ar.first(),
    }
    .cloned()
    .unwrap_or_default();
    let answer = state.ask.preview(&card, persona, city, language).await?;
    Ok(HttpResponse::Ok().json(PreviewCardResponse {
        question,
        answer: answer.answer,
        key_tips: answer.key_tips,
        local_context: answer.local_context,
        cited_sources: answer
            .cited_sources
            .iter()
            .map(CitedSourceView::from)
            .collect(),
    }))
}
