DROP TABLE chunks;
DROP TABLE sources;
