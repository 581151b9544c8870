-- Placeholder for 0011_round_zero; replaced by its change.
SELECT 1;
