-- A feed's "1,000+ jobs" counts its first 1,001 live jobs. The feed indexes held no expiry, so each
-- count read 1,001 table rows (or scanned the table, 30 ms at a million jobs); with the expiry in the
-- index the count is an index-only scan (0.5 ms). Decision 0046.
DROP INDEX IF EXISTS jobs_feed;
--> statement-breakpoint
CREATE INDEX jobs_feed ON jobs (vertical, posted_at DESC, id DESC) INCLUDE (expires_at) WHERE status = 1;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_category_feed;
--> statement-breakpoint
CREATE INDEX jobs_category_feed ON jobs (vertical, category_id, posted_at DESC) INCLUDE (expires_at) WHERE status = 1;
