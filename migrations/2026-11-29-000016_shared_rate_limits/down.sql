DROP TABLE rate_limits;
