-- The resume builder's drafts (decision 0030): one per seeker, the whole draft as JSON checked by the
-- shared schema (`ResumeDraft`) before it is stored. A draft goes with its seeker. The PDF it makes is
-- not kept here: "use as my resume" stores it where an uploaded resume goes (seeker_profiles.resume_key
-- and the media store).
CREATE TABLE resume_drafts (
  seeker_id int PRIMARY KEY REFERENCES seekers(id) ON DELETE CASCADE,
  draft jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
