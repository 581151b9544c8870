-- A keyword search ranks the newest 2,000 of its matches (decision 0005). Finding them meant reading every
-- matching row from the table to learn its posting date: 25,000 rows for "data engineer spark" at a
-- million jobs. The posting day (days since 1970-01-01, UTC; an array so the GIN index takes it) sits in
-- the search index beside the text, so a search first asks for its matches of the last days and reads
-- only those rows; it widens the window only when they are fewer than it needs (decision 0046).
-- The interval arithmetic keeps the expression immutable, as a generated column requires.
ALTER TABLE jobs ADD COLUMN posted_day integer[] GENERATED ALWAYS AS (
  ARRAY[floor(extract(epoch FROM (posted_at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer]
) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_search;
--> statement-breakpoint
CREATE INDEX jobs_search ON jobs USING gin (search, posted_day);
