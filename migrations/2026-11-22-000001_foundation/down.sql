DROP DOMAIN batala_http_url;
DROP DOMAIN batala_slug;
DROP DOMAIN batala_language;
DROP DOMAIN batala_city;
DROP DOMAIN batala_persona;
DROP FUNCTION batala_set_updated_at();
-- The vector extension may be shared with other databases' objects; it stays installed.
