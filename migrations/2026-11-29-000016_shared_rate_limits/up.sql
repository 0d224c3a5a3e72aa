-- Rate limits every app instance shares: per route and client, the time its allowance is whole
-- again ("theoretical arrival time" of the GCRA token bucket). UNLOGGED: a crash forgets the
-- counts, which costs at most one extra minute of allowance and saves a WAL write per request.
CREATE UNLOGGED TABLE rate_limits (
    route text NOT NULL,
    client text NOT NULL,
    full_at timestamptz NOT NULL,
    PRIMARY KEY (route, client)
);
CREATE INDEX rate_limits_full_at ON rate_limits (full_at);
