-- The search index holds the work-mode and salary filters (issue 39's measurement, decision 0097).
--
-- A keyword search with the work-mode and salary filters read every match of its words in a window from
-- the table to check the two filters there: "engineer" from home at 10-15 lakhs, at a million jobs, found
-- 77,603 matches in the index over 30 days and read 11,709 table blocks to keep 1,001 (about 1 s from a
-- cold cache), then searched all time, since a window rarely held the 2,000 candidates the ranking reads.
-- The index now holds, beside the text, the posting days and the experience filters, the keys of the
-- two filters a job meets: 1 in the office or 2 from home, and 10 + the salary band's place in
-- `SALARY_BANDS` for each band its shown range meets (none when the salary is hidden or not given).
-- `filterKeys` in `queries/feed.ts` computes the same keys; `search-index.test.ts` checks that the two
-- agree with the filters' own conditions.
CREATE FUNCTION job_filter_keys(work_from_home boolean, hide_salary boolean, min_salary integer, max_salary integer)
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN work_from_home THEN 2 ELSE 1 END,
    CASE WHEN NOT hide_salary AND max_salary >= 0 AND min_salary < 300000 THEN 10 END,
    CASE WHEN NOT hide_salary AND max_salary >= 300000 AND min_salary < 600000 THEN 11 END,
    CASE WHEN NOT hide_salary AND max_salary >= 600000 AND min_salary < 1000000 THEN 12 END,
    CASE WHEN NOT hide_salary AND max_salary >= 1000000 AND min_salary < 1500000 THEN 13 END,
    CASE WHEN NOT hide_salary AND max_salary >= 1500000 AND min_salary < 2500000 THEN 14 END,
    CASE WHEN NOT hide_salary AND max_salary >= 2500000 THEN 15 END
  ], NULL)
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_search;
--> statement-breakpoint
CREATE INDEX jobs_search ON jobs
  USING gin (
    search,
    job_window_keys(vertical, posted_day),
    job_experience_keys(min_exp, max_exp),
    job_filter_keys(work_from_home, hide_salary, min_salary, max_salary)
  ) WHERE listed;
--> statement-breakpoint
ANALYZE jobs;
