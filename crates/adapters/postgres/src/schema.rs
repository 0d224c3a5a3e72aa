// @generated automatically by Diesel CLI.

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    analytics_events (id) {
        id -> Uuid,
        kind -> Text,
        label -> Nullable<Text>,
        quiz_id -> Nullable<Text>,
        meta -> Jsonb,
        visitor_id -> Nullable<Text>,
        session_id -> Nullable<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    answer_feedback (id) {
        id -> Uuid,
        answer_id -> Uuid,
        rating -> Nullable<Int2>,
        helpful -> Nullable<Bool>,
        comment -> Nullable<Text>,
        accuracy_rating -> Nullable<Int2>,
        clarity_rating -> Nullable<Int2>,
        usefulness_rating -> Nullable<Int2>,
        user_email -> Nullable<Text>,
        user_location -> Nullable<Text>,
        user_persona -> Nullable<Text>,
        ip_address -> Nullable<Inet>,
        user_agent -> Nullable<Text>,
        referrer_url -> Nullable<Text>,
        session_id -> Nullable<Text>,
        website_url -> Nullable<Text>,
        company_name -> Nullable<Text>,
        page_url -> Nullable<Text>,
        time_on_page -> Nullable<Int4>,
        feedback_type -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    answers (id) {
        id -> Uuid,
        question_id -> Uuid,
        answer_text -> Text,
        bullets -> Array<Nullable<Text>>,
        cited_sources -> Jsonb,
        confidence -> Numeric,
        risk_flags -> Array<Nullable<Text>>,
        cta_text -> Nullable<Text>,
        slug -> Text,
        published -> Bool,
        key_tips -> Array<Nullable<Text>>,
        local_context -> Text,
        estimated_savings_aed -> Nullable<Numeric>,
        language -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        topic -> Nullable<Text>,
        nearest_card_id -> Nullable<Text>,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    calculator_sessions (id) {
        id -> Uuid,
        persona -> Nullable<Text>,
        venue_id -> Nullable<Uuid>,
        inputs -> Jsonb,
        results -> Jsonb,
        share_image_url -> Nullable<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    card_phrasings (id) {
        id -> Uuid,
        card_id -> Text,
        kind -> Text,
        language -> Text,
        text -> Text,
        embedding -> Nullable<Vector>,
        embedder -> Nullable<Text>,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    card_revision (id) {
        id -> Bool,
        revision -> Int8,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    chunks (id) {
        id -> Uuid,
        source_id -> Uuid,
        chunk_index -> Int4,
        text -> Text,
        language -> Text,
        fts -> Nullable<Tsvector>,
        embedding -> Nullable<Vector>,
        embedder -> Nullable<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    events (id) {
        id -> Uuid,
        title -> Text,
        description -> Text,
        event_type -> Text,
        event_date -> Timestamptz,
        location -> Text,
        city -> Text,
        organizer_name -> Text,
        organizer_email -> Text,
        organizer_phone -> Nullable<Text>,
        organization -> Nullable<Text>,
        website_url -> Nullable<Text>,
        registration_url -> Nullable<Text>,
        expected_attendees -> Nullable<Int4>,
        food_waste_focus -> Text,
        status -> Text,
        admin_notes -> Nullable<Text>,
        featured -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        approved_at -> Nullable<Timestamptz>,
        approved_by -> Nullable<Text>,
        ends_at -> Nullable<Timestamptz>,
        capacity -> Nullable<Int4>,
        registered -> Nullable<Int4>,
        price_aed -> Nullable<Numeric>,
        instructor -> Nullable<Text>,
        topics -> Array<Nullable<Text>>,
        attendance -> Nullable<Int4>,
        rating -> Nullable<Numeric>,
        highlights -> Array<Nullable<Text>>,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    gap_reviews (question_id) {
        question_id -> Uuid,
        status -> Text,
        note -> Nullable<Text>,
        reviewed_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    guidance_card_versions (id) {
        id -> Uuid,
        card_id -> Text,
        document -> Text,
        change -> Text,
        changed_by -> Text,
        changed_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    guidance_cards (id) {
        id -> Text,
        topic -> Text,
        document -> Text,
        content_sha256 -> Text,
        fts_en -> Tsvector,
        fts_ar -> Tsvector,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        origin -> Text,
        updated_by -> Nullable<Text>,
        retired_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    leaderboard_entries (id) {
        id -> Uuid,
        venue_id -> Uuid,
        period -> Text,
        kg_rescued -> Numeric,
        aed_saved -> Numeric,
        meals_donated -> Int4,
        batala_score -> Numeric,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    questions (id) {
        id -> Uuid,
        persona -> Text,
        city -> Text,
        channel -> Text,
        text -> Text,
        language -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    rate_limits (route, client) {
        route -> Text,
        client -> Text,
        full_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    sessions (sid) {
        sid -> Text,
        sess -> Jsonb,
        expire -> Timestamptz,
        absolute_expire -> Timestamptz,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    social_derivatives (id) {
        id -> Uuid,
        answer_id -> Uuid,
        kind -> Text,
        content -> Text,
        status -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    sources (id) {
        id -> Uuid,
        title -> Text,
        url -> Nullable<Text>,
        source_type -> Text,
        region -> Text,
        authority_level -> Text,
        source_date -> Nullable<Date>,
        language -> Text,
        published_at -> Nullable<Timestamptz>,
        ingested_at -> Timestamptz,
        content_text -> Text,
        content_html -> Nullable<Text>,
        publisher -> Nullable<Text>,
        pair_key -> Nullable<Text>,
        personas -> Array<Nullable<Text>>,
        cities -> Array<Nullable<Text>>,
        content_sha256 -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    users (id) {
        id -> Uuid,
        email -> Text,
        first_name -> Nullable<Text>,
        last_name -> Nullable<Text>,
        profile_image_url -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    use diesel::sql_types::*;
    use pgvector::sql_types::*;
    use crate::sql_types::Tsvector;

    venues (id) {
        id -> Uuid,
        name -> Text,
        city -> Text,
        public_page_slug -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::joinable!(answer_feedback -> answers (answer_id));
diesel::joinable!(answers -> questions (question_id));
diesel::joinable!(calculator_sessions -> venues (venue_id));
diesel::joinable!(card_phrasings -> guidance_cards (card_id));
diesel::joinable!(chunks -> sources (source_id));
diesel::joinable!(gap_reviews -> questions (question_id));
diesel::joinable!(guidance_card_versions -> guidance_cards (card_id));
diesel::joinable!(leaderboard_entries -> venues (venue_id));
diesel::joinable!(social_derivatives -> answers (answer_id));

diesel::allow_tables_to_appear_in_same_query!(
    analytics_events,
    answer_feedback,
    answers,
    calculator_sessions,
    card_phrasings,
    card_revision,
    chunks,
    events,
    gap_reviews,
    guidance_card_versions,
    guidance_cards,
    leaderboard_entries,
    questions,
    rate_limits,
    sessions,
    social_derivatives,
    sources,
    users,
    venues,
);
