DROP TABLE card_phrasings;
DROP TABLE guidance_cards;
