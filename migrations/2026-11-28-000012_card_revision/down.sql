DROP TRIGGER card_phrasings_revision ON card_phrasings;
DROP FUNCTION bump_card_revision();
DROP TABLE card_revision;
