-- Events: the built-in demo rows and public submissions awaiting moderation.
CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 5000),
  event_type text NOT NULL
    CHECK (event_type IN ('workshop', 'seminar', 'conference', 'masterclass', 'community', 'training')),
  event_date timestamptz NOT NULL,
  location text NOT NULL CHECK (length(btrim(location)) BETWEEN 1 AND 300),
  city batala_city NOT NULL DEFAULT 'dubai',
  organizer_name text NOT NULL CHECK (length(btrim(organizer_name)) BETWEEN 1 AND 200),
  organizer_email text NOT NULL CHECK (char_length(organizer_email) <= 254 AND organizer_email LIKE '_%@_%._%'),
  organizer_phone text CHECK (char_length(organizer_phone) <= 40),
  organization text CHECK (char_length(organization) <= 200),
  website_url batala_http_url,
  registration_url batala_http_url,
  expected_attendees integer CHECK (expected_attendees BETWEEN 0 AND 1000000),
  food_waste_focus text NOT NULL CHECK (char_length(btrim(food_waste_focus)) BETWEEN 10 AND 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'featured')),
  admin_notes text CHECK (char_length(admin_notes) <= 2000),
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  approved_by text CHECK (char_length(approved_by) <= 100),
  -- The featured status always carries the featured flag.
  CHECK (status <> 'featured' OR featured)
);
-- Moderation queues and the public listing both read by status, soonest first.
CREATE INDEX events_status_event_date_idx ON events (status, event_date);
CREATE TRIGGER events_updated_at BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION batala_set_updated_at();
