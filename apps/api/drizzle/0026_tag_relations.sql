-- Which skills go together (issue 40, decision 0102): two tags of a vertical are related when live jobs
-- name them together often enough relative to how often each is named (their Jaccard index over jobs).
-- Computed from the jobs by scheduled work and once after seeding, never per request; a seeker's match
-- gives half credit for a job's skill related to one of theirs. Kept both ways round, so a job's tags
-- find their relations by the primary key.
CREATE TABLE tag_relations (
  tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  related_tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  jobs_together integer NOT NULL CHECK (jobs_together > 0),
  jaccard real NOT NULL CHECK (jaccard > 0 AND jaccard <= 1),
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag_id, related_tag_id),
  CONSTRAINT tag_relations_not_itself CHECK (tag_id <> related_tag_id)
);
