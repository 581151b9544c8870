-- The experience index is never selective enough to help (a range overlap matches most jobs), but the
-- planner ANDs its bitmap into keyword searches, reading ~200k index entries per search at a million
-- jobs. Experience is filtered on the rows the feed or search index already found.
DROP INDEX IF EXISTS jobs_experience;
