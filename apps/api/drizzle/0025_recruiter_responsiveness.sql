-- How each recruiter answers applicants (issue 40, decision 0100), computed from application_events by
-- scheduled work and once after seeding, so a job's page reads one row instead of aggregating events.
-- The figures are null below 10 applications: too few to say anything, and too few to keep one seeker
-- from being told apart. Each share is of the applications old enough for its window to have passed, and
-- is null while fewer than 10 are.
CREATE TABLE recruiter_responsiveness (
  recruiter_id integer PRIMARY KEY REFERENCES recruiters(id) ON DELETE CASCADE,
  applications integer NOT NULL CHECK (applications >= 0),
  median_response_seconds integer CHECK (median_response_seconds >= 0),
  heard_within_7_days smallint CHECK (heard_within_7_days BETWEEN 0 AND 100),
  heard_within_14_days smallint CHECK (heard_within_14_days BETWEEN 0 AND 100),
  last_action_at timestamptz,
  computed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recruiter_responsiveness_enough CHECK (
    applications >= 10
    OR (median_response_seconds IS NULL AND heard_within_7_days IS NULL AND heard_within_14_days IS NULL
        AND last_action_at IS NULL)
  )
);
