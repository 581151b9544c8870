-- Round Zero (calls.md 7.9; decision 0035): a seeker's short video and audio introduction. The profile's
-- video_key and audio_key name the stored files (completeness follows them); this table keeps what the
-- upload's check read of each file, so the list call answers its type, size and length without reading it.
CREATE TABLE seeker_media (
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  media_type text NOT NULL CHECK (media_type IN ('RoundZeroVideo', 'RoundZeroAudio')),
  key text NOT NULL,
  mime text NOT NULL,
  size_bytes int NOT NULL CHECK (size_bytes > 0),
  duration_ms int NOT NULL CHECK (duration_ms >= 0),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seeker_id, media_type)
);
