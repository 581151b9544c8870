-- Job actions: the seeker's applications, saved and hidden jobs, unfollowed recruiters, follow-ups,
-- reports, views, assessments, interview slots, chat messages and notifications. Counts are derived
-- from these rows (a unique row per seeker and job), so they cannot drift or go below 0.
CREATE TABLE applications (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'applied'
    CHECK (status IN ('applied', 'viewed', 'shortlisted', 'rejected', 'interview', 'assessment', 'hired')),
  extras jsonb NOT NULL DEFAULT '{}',
  answers jsonb NOT NULL DEFAULT '[]',
  applied_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seeker_id, job_id)
);
--> statement-breakpoint
CREATE INDEX applications_seeker ON applications (seeker_id, applied_at DESC);
--> statement-breakpoint
CREATE INDEX applications_job ON applications (job_id, applied_at);
--> statement-breakpoint
CREATE TABLE saved_jobs (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, job_id)
);
--> statement-breakpoint
CREATE INDEX saved_jobs_latest ON saved_jobs (seeker_id, saved_at DESC);
--> statement-breakpoint
CREATE TABLE hidden_jobs (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, job_id)
);
--> statement-breakpoint
CREATE TABLE unfollowed_recruiters (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  recruiter_id int NOT NULL REFERENCES recruiters(id) ON DELETE CASCADE,
  unfollowed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, recruiter_id)
);
--> statement-breakpoint
CREATE TABLE follow_ups (
  id bigserial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz
);
--> statement-breakpoint
CREATE INDEX follow_ups_recent ON follow_ups (seeker_id, created_at DESC) WHERE undone_at IS NULL;
--> statement-breakpoint
CREATE TABLE job_reports (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '',
  reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, job_id)
);
--> statement-breakpoint
CREATE TABLE seeker_job_views (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  views int NOT NULL DEFAULT 1,
  first_viewed_at timestamptz NOT NULL DEFAULT now(),
  last_viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, job_id)
);
--> statement-breakpoint
CREATE TABLE job_view_months (
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  month date NOT NULL,
  views int NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, month)
);
--> statement-breakpoint
CREATE TABLE assessments (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
  recruiter_id int NOT NULL REFERENCES recruiters(id),
  title text NOT NULL,
  url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  assigned_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz,
  completed_at timestamptz
);
--> statement-breakpoint
CREATE TABLE interview_slots (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'booked', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX interview_slots_application ON interview_slots (application_id, starts_at);
--> statement-breakpoint
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('recruiter', 'seeker')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX chat_messages_application ON chat_messages (application_id, id);
--> statement-breakpoint
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type IN (1, 2, 3, 4, 5, 6, 11, 14, 15)),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  text text NOT NULL,
  link text,
  job_id bigint REFERENCES jobs(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notifications_latest ON notifications (seeker_id, id DESC);
--> statement-breakpoint
CREATE INDEX notifications_unread ON notifications (seeker_id) WHERE status = 1;
--> statement-breakpoint
ALTER TABLE seeker_profiles ADD COLUMN early_applicant_until timestamptz;
