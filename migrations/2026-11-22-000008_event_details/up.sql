-- Details the built-in (demo) events show beyond a visitor's submission: when they end, places,
-- price, instructor and topics for upcoming ones; attendance, rating and highlights for past ones.
ALTER TABLE events
  ADD COLUMN ends_at timestamptz,
  ADD COLUMN capacity integer CHECK (capacity > 0),
  ADD COLUMN registered integer CHECK (registered >= 0),
  -- 0 means free.
  ADD COLUMN price_aed numeric(10,2) CHECK (price_aed >= 0),
  ADD COLUMN instructor text CHECK (char_length(instructor) <= 200),
  ADD COLUMN topics text[] NOT NULL DEFAULT '{}',
  ADD COLUMN attendance integer CHECK (attendance >= 0),
  ADD COLUMN rating numeric(2,1) CHECK (rating BETWEEN 0 AND 5),
  ADD COLUMN highlights text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT events_ends_after_start CHECK (ends_at IS NULL OR ends_at > event_date),
  ADD CONSTRAINT events_registered_within_capacity
    CHECK (registered IS NULL OR capacity IS NULL OR registered <= capacity);
