-- Interviews, assessments taken inside the product, and chat (issue: interviews, assessments, chat).
--
-- Interviews: a recruiter offers slots on a calendar for a job and invites applications to it; each
-- slot is booked by one application at most (the conditional UPDATE that books it is the race's
-- referee), and an application holds one booking per calendar. The earlier per-application slots had
-- no reader and are replaced.
DROP TABLE interview_slots;
--> statement-breakpoint
CREATE TABLE interview_calendars (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  recruiter_id int NOT NULL REFERENCES recruiters(id),
  title text NOT NULL,
  location text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX interview_calendars_job ON interview_calendars (job_id);
--> statement-breakpoint
CREATE TABLE interview_invites (
  calendar_id bigint NOT NULL REFERENCES interview_calendars(id) ON DELETE CASCADE,
  application_id bigint NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  invited_at timestamptz NOT NULL DEFAULT now(),
  recruiter_notified_at timestamptz,
  PRIMARY KEY (calendar_id, application_id)
);
--> statement-breakpoint
CREATE INDEX interview_invites_application ON interview_invites (application_id);
--> statement-breakpoint
CREATE TABLE interview_slots (
  id bigserial PRIMARY KEY,
  calendar_id bigint NOT NULL REFERENCES interview_calendars(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  booked_application_id bigint REFERENCES applications(id) ON DELETE SET NULL,
  booked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (calendar_id, booked_application_id)
);
--> statement-breakpoint
CREATE INDEX interview_slots_calendar ON interview_slots (calendar_id, starts_at);
--> statement-breakpoint
CREATE INDEX interview_slots_booked ON interview_slots (booked_application_id) WHERE booked_application_id IS NOT NULL;
--> statement-breakpoint
-- Messages the product sends later (an interview reminder): not before send_after; ref names what
-- they are about, so cancelling a booking can withdraw its reminder.
ALTER TABLE outbox ADD COLUMN send_after timestamptz;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN ref text;
--> statement-breakpoint
CREATE INDEX outbox_ref ON outbox (ref) WHERE ref IS NOT NULL;
--> statement-breakpoint
CREATE INDEX outbox_due ON outbox (send_after) WHERE sent_at IS NULL AND send_after IS NOT NULL;
--> statement-breakpoint
-- The timed-questions engine: a question set is served one attempt per owner and taker; the server
-- keeps the start and the deadline, saves each answer as it is given and submits at the deadline.
CREATE TABLE question_sets (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  title text NOT NULL,
  duration_seconds int NOT NULL CHECK (duration_seconds BETWEEN 30 AND 14400),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE questions (
  id bigserial PRIMARY KEY,
  set_id bigint NOT NULL REFERENCES question_sets(id) ON DELETE CASCADE,
  position int NOT NULL,
  prompt text NOT NULL,
  options jsonb NOT NULL,
  correct smallint NOT NULL,
  marks int NOT NULL DEFAULT 1 CHECK (marks > 0),
  UNIQUE (set_id, position)
);
--> statement-breakpoint
CREATE TABLE attempts (
  id bigserial PRIMARY KEY,
  set_id bigint NOT NULL REFERENCES question_sets(id) ON DELETE CASCADE,
  owner_kind text NOT NULL,
  owner_id bigint NOT NULL,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz NOT NULL,
  submitted_at timestamptz,
  submitted_by text CHECK (submitted_by IN ('taker', 'deadline')),
  score int,
  max_score int,
  UNIQUE (owner_kind, owner_id, seeker_id)
);
--> statement-breakpoint
CREATE INDEX attempts_open ON attempts (deadline) WHERE submitted_at IS NULL;
--> statement-breakpoint
CREATE TABLE attempt_answers (
  attempt_id bigint NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  choice smallint NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, question_id)
);
--> statement-breakpoint
-- An assessment is either an external address or a question set taken inside the product.
ALTER TABLE assessments ALTER COLUMN url DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE assessments ADD COLUMN question_set_id bigint REFERENCES question_sets(id);
--> statement-breakpoint
ALTER TABLE assessments ADD COLUMN score int;
--> statement-breakpoint
ALTER TABLE assessments ADD COLUMN max_score int;
--> statement-breakpoint
ALTER TABLE assessments ADD CONSTRAINT assessments_kind CHECK ((url IS NULL) <> (question_set_id IS NULL));
--> statement-breakpoint
-- Chat: what each side has read, and the recruiters a seeker blocked.
CREATE TABLE chat_reads (
  application_id bigint NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  reader text NOT NULL CHECK (reader IN ('recruiter', 'seeker')),
  last_read_id bigint NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, reader)
);
--> statement-breakpoint
CREATE TABLE chat_blocks (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  recruiter_id int NOT NULL REFERENCES recruiters(id) ON DELETE CASCADE,
  blocked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, recruiter_id)
);
--> statement-breakpoint
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_length CHECK (char_length(body) BETWEEN 1 AND 2000);
