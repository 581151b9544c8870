-- Placeholder for 0012_surveys; replaced by its change.
SELECT 1;
