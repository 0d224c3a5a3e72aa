-- GET /api/events: PgEventStore::list_public (crates/adapters/postgres/src/events.rs), every
-- published event; the handler then keeps the upcoming ones.
SELECT id, title, description, event_type, event_date, location, city, organizer_name,
       organizer_email, organizer_phone, organization, website_url, registration_url,
       expected_attendees, food_waste_focus, status, admin_notes, featured, created_at,
       updated_at, approved_at, approved_by, ends_at, capacity, registered, price_aed,
       instructor, topics, attendance, rating, highlights
  FROM events
 WHERE status = ANY ('{approved,featured}'::text[])
 ORDER BY event_date, id;
