DROP INDEX answers_confidence_created_at_idx;
DROP TABLE gap_reviews;
ALTER TABLE answers DROP COLUMN nearest_card_id;
