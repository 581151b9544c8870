-- The college competition "Epoch" (calls.md 7.8; decision 0039): editions per vertical, each with four
-- windows (registration, round 1's quiz, round 2's case, round 3's pitch), the candidates who registered,
-- the files they handed in and their scores round by round. The quiz is a question set of the
-- timed-questions engine (owner kind 'competition-round1', owner id the edition).
CREATE TABLE competitions (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  edition int NOT NULL CHECK (edition >= 1),
  year int NOT NULL,
  registration_starts_at timestamptz NOT NULL,
  registration_ends_at timestamptz NOT NULL,
  round1_starts_at timestamptz NOT NULL,
  round1_ends_at timestamptz NOT NULL,
  round2_starts_at timestamptz NOT NULL,
  round2_ends_at timestamptz NOT NULL,
  round3_starts_at timestamptz NOT NULL,
  round3_ends_at timestamptz NOT NULL,
  -- When each round's results were published (NULL: not yet), and the elimination rounds' cut-offs.
  round1_published_at timestamptz,
  round2_published_at timestamptz,
  round3_published_at timestamptz,
  round1_cutoff double precision,
  round2_cutoff double precision,
  quiz_set_id bigint REFERENCES question_sets(id) ON DELETE SET NULL,
  -- The round 2 case study in the media store.
  case_study_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vertical, edition)
);
--> statement-breakpoint
-- One registration per seeker and edition: the key makes a second (or a racing) registration write nothing.
CREATE TABLE competition_registrations (
  competition_id int NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  institute text NOT NULL,
  programme text NOT NULL,
  graduation_year int NOT NULL,
  city text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, seeker_id)
);
--> statement-breakpoint
CREATE INDEX competition_registrations_seeker ON competition_registrations (seeker_id);
--> statement-breakpoint
-- The last file of each kind a candidate handed in (a later one replaces it), as read from its bytes.
CREATE TABLE competition_files (
  competition_id int NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('answer', 'deck', 'video')),
  round text NOT NULL CHECK (round IN ('round2', 'round3')),
  file_name text NOT NULL,
  format text NOT NULL,
  key text NOT NULL,
  size_bytes int NOT NULL,
  slides int,
  duration_ms int,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, seeker_id, kind)
);
--> statement-breakpoint
-- A candidate's score in a round (the quiz's when submitted, the organisers' grade otherwise); rank and
-- qualified are written when the round's results are published.
CREATE TABLE competition_scores (
  competition_id int NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  round text NOT NULL CHECK (round IN ('round1', 'round2', 'round3')),
  score double precision NOT NULL CHECK (score >= 0),
  max_score double precision,
  scored_at timestamptz NOT NULL DEFAULT now(),
  rank int,
  qualified boolean,
  PRIMARY KEY (competition_id, round, seeker_id)
);
--> statement-breakpoint
CREATE INDEX competition_scores_rank ON competition_scores (competition_id, round, rank);
