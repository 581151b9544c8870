-- Saved searches and job alerts (docs/decisions/0031): the daily digest for every seeker, real-time
-- alerts for early-applicant subscribers. Background work claims these rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  keyword text NOT NULL DEFAULT '',
  category_id int REFERENCES categories(id) ON DELETE SET NULL,
  loc_ids int[] NOT NULL DEFAULT '{}',
  -- The experience filter's id (1-9) and its years, so matching needs no lookup.
  exp smallint,
  exp_min smallint,
  exp_max smallint,
  alerts boolean NOT NULL DEFAULT true,
  -- The unsubscribe link's nonce: the link is HMAC-signed over (id, nonce); unsubscribing replaces it,
  -- so a used link is refused.
  unsubscribe_nonce text NOT NULL,
  -- The next digest is due at next_digest_at; it lists the matches posted since created_at that no
  -- earlier digest of this search listed (saved_search_sent).
  next_digest_at timestamptz NOT NULL DEFAULT now(),
  last_digest_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seeker_id, name)
);
--> statement-breakpoint
CREATE INDEX saved_searches_seeker ON saved_searches (seeker_id, id);
--> statement-breakpoint
CREATE INDEX saved_searches_due ON saved_searches (vertical, next_digest_at) WHERE alerts;
--> statement-breakpoint
-- The jobs each search's digests have listed: a job is in one digest of a search at most.
CREATE TABLE saved_search_sent (
  saved_search_id int NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, job_id)
);
--> statement-breakpoint
-- The new jobs the real-time matcher has claimed: a process claims a job by inserting its row (ON CONFLICT
-- DO NOTHING), so of several processes exactly one matches each new job.
CREATE TABLE alert_scanned_jobs (
  job_id bigint PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  scanned_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per (seeker, job) alerted in real time: the UNIQUE makes each alert once only.
CREATE TABLE early_alerts (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  saved_search_id int REFERENCES saved_searches(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, job_id)
);
--> statement-breakpoint
CREATE INDEX early_alerts_job ON early_alerts (job_id);
