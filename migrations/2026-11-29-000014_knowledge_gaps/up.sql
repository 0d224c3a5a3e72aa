-- Knowledge gaps. An answer keeps the id of the card nearest its question (whether or not that
-- card answered), so the admin's gap list groups similar questions together. A question is a gap
-- while its answer is unsure or rated unhelpful and no admin has resolved or dismissed it; a
-- review row records that decision, and deleting it reopens the question.
ALTER TABLE answers ADD COLUMN nearest_card_id text;

CREATE TABLE gap_reviews (
  question_id uuid PRIMARY KEY REFERENCES questions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('resolved', 'dismissed')),
  note text CHECK (char_length(note) <= 2000),
  reviewed_at timestamptz NOT NULL DEFAULT now()
);

-- The gap list reads unsure answers newest first.
CREATE INDEX answers_confidence_created_at_idx ON answers (confidence, created_at DESC);
