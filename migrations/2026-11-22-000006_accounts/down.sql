DROP TABLE users;
DROP TABLE sessions;
