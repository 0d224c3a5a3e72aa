DROP TABLE guidance_card_versions;
ALTER TABLE guidance_cards DROP COLUMN retired_at, DROP COLUMN updated_by, DROP COLUMN origin;
