-- Placeholder for 0010_social_connections; replaced by its change.
SELECT 1;
