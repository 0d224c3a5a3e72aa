DROP TABLE answer_feedback;
DROP TABLE answer_topics;
DROP TABLE topics;
DROP TABLE social_derivatives;
DROP TABLE answers;
DROP TABLE questions;
