-- Placeholder for 0013_email_preferences; replaced by its change.
SELECT 1;
