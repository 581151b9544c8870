-- Surveys (calls.md 7.4; docs/decisions/0036): short questionnaires per vertical, each offered at one
-- placement (the job feed, or right after an application), answered once per seeker.
CREATE TABLE surveys (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  slug text NOT NULL,
  placement text NOT NULL CHECK (placement IN ('jobfeed', 'applied')),
  title text NOT NULL,
  intro text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  -- Offered only once the seeker has applied to this many jobs of the vertical.
  min_applications int NOT NULL DEFAULT 0 CHECK (min_applications >= 0),
  -- The order surveys of one placement are offered in.
  ordering int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE INDEX surveys_placement ON surveys (vertical, placement, ordering, id) WHERE active;
--> statement-breakpoint
CREATE TABLE survey_questions (
  id serial PRIMARY KEY,
  survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple', 'rating', 'text')),
  prompt text NOT NULL,
  required boolean NOT NULL DEFAULT true,
  -- The longest free-text answer (text questions only).
  max_length int CHECK (max_length BETWEEN 1 AND 1000),
  UNIQUE (survey_id, position)
);
--> statement-breakpoint
CREATE TABLE survey_options (
  id serial PRIMARY KEY,
  question_id int NOT NULL REFERENCES survey_questions(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  label text NOT NULL,
  UNIQUE (question_id, position)
);
--> statement-breakpoint
-- One response per seeker and survey: the unique key makes a second (or a concurrent) submit write nothing.
CREATE TABLE survey_responses (
  id serial PRIMARY KEY,
  survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (survey_id, seeker_id)
);
--> statement-breakpoint
CREATE INDEX survey_responses_seeker ON survey_responses (seeker_id);
--> statement-breakpoint
-- A response's answers: a row per chosen option, one for a rating, one for free text.
CREATE TABLE survey_answers (
  id serial PRIMARY KEY,
  response_id int NOT NULL REFERENCES survey_responses(id) ON DELETE CASCADE,
  question_id int NOT NULL REFERENCES survey_questions(id) ON DELETE CASCADE,
  option_id int REFERENCES survey_options(id) ON DELETE CASCADE,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  text text,
  CHECK (num_nonnulls(option_id, rating, text) = 1)
);
--> statement-breakpoint
CREATE INDEX survey_answers_question ON survey_answers (question_id, option_id);
--> statement-breakpoint
CREATE INDEX survey_answers_response ON survey_answers (response_id);
--> statement-breakpoint
-- "Not now": the survey is not offered to the seeker again until hidden_until.
CREATE TABLE survey_dismissals (
  survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  hidden_until timestamptz NOT NULL,
  times int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (survey_id, seeker_id)
);
