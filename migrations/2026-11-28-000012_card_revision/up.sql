-- How many times the card phrasings have changed. Every app instance keeps the phrasings'
-- vectors in memory and reloads them when this moves, whichever instance (or seeding run) wrote;
-- it moves in the writing transaction, so a reader sees the new revision with the new rows.
CREATE TABLE card_revision (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO card_revision (revision) VALUES (0);

CREATE FUNCTION bump_card_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE card_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER card_phrasings_revision
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON card_phrasings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_card_revision();
