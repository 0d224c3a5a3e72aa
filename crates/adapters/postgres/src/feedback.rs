use async_trait::async_trait;
use batala_feedback::{
    Comment, FeedbackComment, FeedbackError, FeedbackStore, FeedbackSubmission, FeedbackSummary,
    LATEST_COMMENTS, Rating, RequestContext, TimeOnPage, UserLocation, UserPersona, WebUrl,
};
use batala_kernel::{AnswerId, Email, FeedbackId};
use bigdecimal::BigDecimal;
use diesel::dsl::{avg, count, count_star};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::numeric;
use crate::raw;
use crate::schema::answer_feedback;
use crate::sql_functions::inet;

/// Visitors' feedback on answers, in the `answer_feedback` table.
#[derive(Debug, Clone)]
pub struct PgFeedbackStore {
    db: Database,
}

impl PgFeedbackStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The foreign key PostgreSQL names for `answer_feedback.answer_id`.
const ANSWER_CONSTRAINT: &str = "answer_feedback_answer_id_fkey";

/// A submission as stored, but for its IP address. `None` is written as NULL, not as DEFAULT:
/// one statement whichever fields are missing.
#[derive(Insertable)]
#[diesel(table_name = answer_feedback, treat_none_as_default_value = false)]
struct NewFeedbackRow<'a> {
    answer_id: Uuid,
    helpful: bool,
    feedback_type: &'a str,
    rating: Option<i16>,
    accuracy_rating: Option<i16>,
    clarity_rating: Option<i16>,
    usefulness_rating: Option<i16>,
    comment: Option<&'a str>,
    user_email: Option<&'a str>,
    user_location: Option<&'a str>,
    user_persona: Option<&'a str>,
    page_url: Option<&'a str>,
    referrer_url: Option<&'a str>,
    time_on_page: Option<i32>,
    user_agent: Option<&'a str>,
    session_id: Option<&'a str>,
}

/// One answer's counts and averages. The yes/no counts count the never-NULL id, as diesel filters
/// only a function's aggregate, not `count(*)`; feedback that says neither counts in neither.
#[derive(Queryable, Selectable)]
#[diesel(table_name = answer_feedback, check_for_backend(diesel::pg::Pg))]
struct SummaryRow {
    answer_id: Uuid,
    #[diesel(select_expression = count_star())]
    count: i64,
    #[diesel(select_expression = count(answer_feedback::id).aggregate_filter(answer_feedback::helpful.is_not_distinct_from(true)))]
    helpful: i64,
    #[diesel(select_expression = count(answer_feedback::id).aggregate_filter(answer_feedback::helpful.is_not_distinct_from(false)))]
    not_helpful: i64,
    #[diesel(select_expression = avg(answer_feedback::rating))]
    #[diesel(select_expression_type = diesel::helper_types::avg<answer_feedback::rating>)]
    average_rating: Option<BigDecimal>,
    #[diesel(select_expression = avg(answer_feedback::accuracy_rating))]
    #[diesel(select_expression_type = diesel::helper_types::avg<answer_feedback::accuracy_rating>)]
    average_accuracy: Option<BigDecimal>,
    #[diesel(select_expression = avg(answer_feedback::clarity_rating))]
    #[diesel(select_expression_type = diesel::helper_types::avg<answer_feedback::clarity_rating>)]
    average_clarity: Option<BigDecimal>,
    #[diesel(select_expression = avg(answer_feedback::usefulness_rating))]
    #[diesel(select_expression_type = diesel::helper_types::avg<answer_feedback::usefulness_rating>)]
    average_usefulness: Option<BigDecimal>,
}

/// A stored average as the domain's `f64`.
fn average(value: Option<&BigDecimal>) -> anyhow::Result<Option<f64>> {
    value.map(numeric::to_f64).transpose()
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

fn rating(value: Option<Rating>) -> Option<i16> {
    value.map(|rating| i16::from(rating.value()))
}

fn is_unknown_answer(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info)
            if info.constraint_name() == Some(ANSWER_CONSTRAINT)
    )
}

#[async_trait]
impl FeedbackStore for PgFeedbackStore {
    #[tracing::instrument(skip_all, fields(answer_id = %feedback.answer_id()))]
    async fn save(
        &self,
        feedback: &FeedbackSubmission,
        context: &RequestContext,
    ) -> Result<FeedbackId, FeedbackError> {
        let mut conn = self.db.conn().await?;
        let ratings = feedback.ratings();
        // The honeypots (website_url, company_name) stay NULL: a stored submission passed them
        // empty.
        let row = NewFeedbackRow {
            answer_id: feedback.answer_id().as_uuid(),
            helpful: feedback.helpful(),
            feedback_type: feedback.feedback_type().as_str(),
            rating: rating(ratings.overall),
            accuracy_rating: rating(ratings.accuracy),
            clarity_rating: rating(ratings.clarity),
            usefulness_rating: rating(ratings.usefulness),
            comment: feedback.comment().map(Comment::as_str),
            user_email: feedback.user_email().map(Email::as_str),
            user_location: feedback.user_location().map(UserLocation::as_str),
            user_persona: feedback.user_persona().map(UserPersona::as_str),
            page_url: feedback.page_url().map(WebUrl::as_str),
            referrer_url: feedback.referrer_url().map(WebUrl::as_str),
            time_on_page: feedback
                .time_on_page()
                .map(|time| i32::try_from(TimeOnPage::seconds(time)).unwrap_or(i32::MAX)),
            user_agent: context.user_agent(),
            session_id: context.session_id(),
        };
        let ip_address = context.ip_address().map(|ip| ip.to_string());
        let id: Uuid = diesel::insert_into(answer_feedback::table)
            .values((row, answer_feedback::ip_address.eq(inet(ip_address))))
            .returning(answer_feedback::id)
            .get_result(&mut conn)
            .await
            .map_err(|error| {
                if is_unknown_answer(&error) {
                    FeedbackError::AnswerNotFound
                } else {
                    FeedbackError::Unknown(query_error(error))
                }
            })?;
        Ok(FeedbackId::from_uuid(id))
    }

    #[tracing::instrument(skip_all, fields(answers = answers.len()))]
    async fn summaries(&self, answers: &[AnswerId]) -> Result<Vec<FeedbackSummary>, FeedbackError> {
        let mut conn = self.db.conn().await?;
        let ids: Vec<Uuid> = answers.iter().map(AnswerId::as_uuid).collect();
        let rows: Vec<SummaryRow> = answer_feedback::table
            .filter(answer_feedback::answer_id.eq_any(&ids))
            .group_by(answer_feedback::answer_id)
            .select(SummaryRow::as_select())
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        let comments = raw::feedback::latest_comments(
            &mut conn,
            &ids,
            i64::try_from(LATEST_COMMENTS).unwrap_or(i64::MAX),
        )
        .await
        .map_err(query_error)?;
        rows.into_iter()
            .map(|row| {
                Ok(FeedbackSummary {
                    answer_id: AnswerId::from_uuid(row.answer_id),
                    count: to_u64(row.count),
                    helpful: to_u64(row.helpful),
                    not_helpful: to_u64(row.not_helpful),
                    average_rating: average(row.average_rating.as_ref())?,
                    average_accuracy: average(row.average_accuracy.as_ref())?,
                    average_clarity: average(row.average_clarity.as_ref())?,
                    average_usefulness: average(row.average_usefulness.as_ref())?,
                    latest_comments: comments
                        .iter()
                        .filter(|comment| comment.answer_id == row.answer_id)
                        .map(|comment| FeedbackComment {
                            comment: comment.comment.clone(),
                            rating: comment.rating.and_then(|r| u8::try_from(r).ok()),
                            helpful: comment.helpful,
                            created_at: comment.created_at,
                        })
                        .collect(),
                })
            })
            .collect::<anyhow::Result<_>>()
            .map_err(FeedbackError::Unknown)
    }
}
