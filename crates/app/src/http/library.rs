//! The public library of published answers, and what search engines read: `/robots.txt` and
//! `/sitemap.xml` (the public pages in both languages and every published answer).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use batala_ask::{AnswerFilter, AnswerRecord, PublishedFilter, SearchTerm};
use batala_kernel::{City, Page, Persona};
use batala_knowledge::{CARD_TOPICS, Language};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ErrorBody};
use crate::http::admin_qa::{page, page_number};
use crate::state::AppState;

/// Answers on one page of the library.
pub const LIBRARY_PAGE_SIZE: u32 = 12;

/// Most URLs one sitemap file may list (sitemaps.org).
const SITEMAP_MAX_URLS: u64 = 50_000;

/// The public pages a sitemap lists, each in English and in Arabic (`?lang=ar`).
const PUBLIC_PAGES: [&str; 4] = ["/", "/events", "/about", "/answers"];

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LibraryParams {
    /// Searched, ignoring case, in the question, the answer and the slug (up to 200 characters).
    #[param(max_length = 200)]
    pub q: Option<String>,
    /// The topic of the guidance card behind the answer.
    #[param(
        pattern = "^(storage|cooling|reheating|thawing|holding|danger-zone|buffets|events|transport|date-labels|donation|community-fridges|composting|measuring|portions|purchasing|retail|allergens|cross-contamination|hygiene|pests|costs|strategy|regulation)?$"
    )]
    pub topic: Option<String>,
    /// Who asked.
    #[param(pattern = "^(restaurant|hotel|catering|retail|household)?$")]
    pub persona: Option<String>,
    /// The answer's language.
    #[param(pattern = "^(en|ar)?$")]
    pub language: Option<String>,
    /// 1-based page of 12 (the default 1).
    #[param(value_type = Option<u32>, format = Int64, minimum = 1, maximum = 4294967295_u64)]
    pub page: Option<String>,
}

fn blank(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim).filter(|text| !text.is_empty())
}

impl TryFrom<&LibraryParams> for AnswerFilter {
    type Error = ApiError;
    fn try_from(params: &LibraryParams) -> Result<Self, ApiError> {
        let topic = blank(params.topic.as_deref())
            .map(|topic| {
                CARD_TOPICS
                    .contains(&topic)
                    .then(|| topic.to_owned())
                    .ok_or_else(|| ApiError::validation("topic must be one of the cards' topics"))
            })
            .transpose()?;
        Ok(Self {
            search: SearchTerm::parse(params.q.as_deref()).map_err(ApiError::invalid)?,
            published: PublishedFilter::Published,
            persona: blank(params.persona.as_deref())
                .map(Persona::parse)
                .transpose()
                .map_err(|_| {
                    ApiError::validation(
                        "persona must be restaurant, hotel, catering, retail or household",
                    )
                })?,
            language: blank(params.language.as_deref())
                .map(Language::parse)
                .transpose()
                .map_err(|_| ApiError::validation("language must be en or ar"))?,
            topic,
        })
    }
}

/// A published answer in the library: enough to choose it, linked by its slug to `/q/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct LibraryAnswer {
    pub slug: String,
    pub question: String,
    /// The first 200 or so characters of the answer, cut after a whole word, with `…` when cut.
    pub excerpt: String,
    pub persona: Persona,
    pub city: City,
    /// `en` or `ar`.
    pub language: String,
    /// The topic of the guidance card behind the answer, if one was.
    pub topic: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<AnswerRecord> for LibraryAnswer {
    fn from(answer: AnswerRecord) -> Self {
        Self {
            excerpt: batala_ask::answer_excerpt(&answer.answer_text),
            slug: answer.slug.as_str().to_owned(),
            question: answer.question_text,
            persona: answer.persona,
            city: answer.city,
            language: answer.language.as_str().to_owned(),
            topic: answer.topic,
            created_at: answer.created_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LibraryResponse {
    pub items: Vec<LibraryAnswer>,
    /// Published answers passing the filters, on every page.
    pub total: u64,
    pub page: u32,
    pub page_size: u32,
}

/// The library: published answers, newest first, 12 a page, searched and filtered by topic,
/// persona and language. A page past the end is empty.
#[utoipa::path(
    tag = "ask",
    operation_id = "list_published_answers",
    params(LibraryParams),
    responses(
        (status = 200, body = LibraryResponse),
        (status = 400, description = "An unknown topic, persona or language, a page that is not a whole number of 1 or more, or an over-long search", body = ErrorBody),
    )
)]
#[get("/api/answers")]
pub async fn list_published_answers(
    state: web::Data<AppState>,
    params: web::Query<LibraryParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = AnswerFilter::try_from(&*params)?;
    let number = page_number(params.page.as_deref())?;
    let listed = state
        .ask
        .answers(&filter, page(number, LIBRARY_PAGE_SIZE)?)
        .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=60"))
        .json(LibraryResponse {
            items: listed
                .answers
                .into_iter()
                .map(LibraryAnswer::from)
                .collect(),
            total: listed.total,
            page: number,
            page_size: LIBRARY_PAGE_SIZE,
        }))
}

/// `https://host` as the visitor reached the site.
fn site(req: &HttpRequest) -> String {
    let info = req.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// What crawlers may read, and where the sitemap is.
#[utoipa::path(
    tag = "crawlers",
    operation_id = "robots_txt",
    responses((status = 200, description = "robots.txt naming the sitemap", content_type = "text/plain", body = String))
)]
#[get("/robots.txt")]
pub async fn robots_txt(req: HttpRequest) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(format!(
            "User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: {}/sitemap.xml\n",
            site(&req)
        ))
}

/// Escapes text for an XML element or attribute.
fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// One `<url>`, with its English and Arabic versions as alternates when it has both.
fn url_entry(
    location: &str,
    alternates: Option<(&str, &str)>,
    lastmod: Option<DateTime<Utc>>,
) -> String {
    let mut entry = format!("  <url>\n    <loc>{}</loc>\n", xml_text(location));
    if let Some(lastmod) = lastmod {
        entry.push_str(&format!(
            "    <lastmod>{}</lastmod>\n",
            lastmod.format("%Y-%m-%d")
        ));
    }
    if let Some((english, arabic)) = alternates {
        for (lang, href) in [("en", english), ("ar", arabic), ("x-default", english)] {
            entry.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{}\"/>\n",
                xml_text(href)
            ));
        }
    }
    entry.push_str("  </url>\n");
    entry
}

/// The public pages in both languages, then every published answer (newest first), up to the
/// 50,000 URLs one sitemap may hold.
#[utoipa::path(
    tag = "crawlers",
    operation_id = "sitemap_xml",
    responses((status = 200, description = "A sitemap (sitemaps.org 0.9) of the public pages and the published answers", content_type = "application/xml", body = String))
)]
#[get("/sitemap.xml")]
pub async fn sitemap_xml(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let site = site(&req);
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for path in PUBLIC_PAGES {
        let english = format!("{site}{path}");
        let arabic = format!("{site}{path}?lang=ar");
        body.push_str(&url_entry(&english, Some((&english, &arabic)), None));
        body.push_str(&url_entry(&arabic, Some((&english, &arabic)), None));
    }
    let filter = AnswerFilter {
        published: PublishedFilter::Published,
        ..AnswerFilter::default()
    };
    let room = SITEMAP_MAX_URLS - 2 * PUBLIC_PAGES.len() as u64;
    let mut listed = 0;
    for number in 1.. {
        let batch = state
            .ask
            .answers(&filter, page(number, Page::MAX_SIZE)?)
            .await?;
        let done = batch.answers.len() < Page::MAX_SIZE as usize;
        for answer in batch.answers {
            if listed == room {
                break;
            }
            let location = format!("{site}/q/{}", answer.slug.as_str());
            body.push_str(&url_entry(&location, None, Some(answer.created_at)));
            listed += 1;
        }
        if done || listed == room {
            break;
        }
    }
    body.push_str("</urlset>\n");
    Ok(HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(body))
}
