-- Every change of an application's status, kept (issue 40): when, from which status, to which, and who
-- acted. The row is written in the same transaction as the change, by the statement that makes it
-- (decision 0099); `from_status` is null for the application itself (to 'applied', by the seeker).
CREATE TABLE application_events (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  from_status text
    CHECK (from_status IN ('applied', 'viewed', 'shortlisted', 'rejected', 'interview', 'assessment', 'hired')),
  to_status text NOT NULL
    CHECK (to_status IN ('applied', 'viewed', 'shortlisted', 'rejected', 'interview', 'assessment', 'hired')),
  actor text NOT NULL CHECK (actor IN ('seeker', 'recruiter', 'system')),
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX application_events_application ON application_events (application_id, at);
