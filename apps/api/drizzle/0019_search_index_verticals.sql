-- The search index tells the verticals apart (decision 0057).
--
-- Both brands' jobs share one table and one search index, and a search asks for one vertical. The
-- index answered the text, the window of posting days and the experience filter, so a window held the
-- matches of both verticals and the table scan read about twice the rows it kept: "product manager" in
-- management over 7 days found 11,937 rows in the index and read 11,628 table blocks, and the vertical
-- condition then dropped 3,902 of the 7,394 rows left after the phrase check.
--
-- The posting-day keys now carry the vertical: each job's keys (the aligned blocks of 1 to 32 days
-- holding its posting day, migration 0018) are offset by the code of its vertical id's first letter times
-- ten million, so a window's keys are one vertical's. `verticalKey` in `queries/feed.ts` computes the same
-- offset; `search-index.test.ts` checks that the two agree and that no two verticals share one. Verticals
-- sharing a first letter would share keys: their searches stay right (the table's vertical condition
-- decides) but read each other's rows, so that test fails to say so.
--
-- Each function is one expression over its arguments, so the planner inlines it and a search's condition
-- on it matches the index's. `job_window_keys` names `job_vertical_key` with its schema because an index
-- is built with only the system schemas on the search path.
CREATE FUNCTION job_vertical_key(vertical text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ascii(vertical) * 10000000
$$;
--> statement-breakpoint
CREATE FUNCTION job_window_keys(vertical text, posted_day integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
    public.job_vertical_key(vertical) + posted_day[1],
    public.job_vertical_key(vertical) + 1000000 + (posted_day[1] >> 1),
    public.job_vertical_key(vertical) + 2000000 + (posted_day[1] >> 2),
    public.job_vertical_key(vertical) + 3000000 + (posted_day[1] >> 3),
    public.job_vertical_key(vertical) + 4000000 + (posted_day[1] >> 4),
    public.job_vertical_key(vertical) + 5000000 + (posted_day[1] >> 5)
  ]
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_search;
--> statement-breakpoint
CREATE INDEX jobs_search ON jobs
  USING gin (search, job_window_keys(vertical, posted_day), job_experience_keys(min_exp, max_exp)) WHERE listed;
--> statement-breakpoint
DROP FUNCTION job_day_keys(integer[]);
--> statement-breakpoint
-- The planner's figures for the index's expressions.
ANALYZE jobs;
