-- Accounts: seekers, server-side sessions, one-time codes, the message outbox and rate-limit windows.
CREATE TABLE seekers (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  phone text,
  country_code text NOT NULL DEFAULT '+91',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  two_factor boolean NOT NULL DEFAULT false,
  cookie_policy_at timestamptz,
  consent jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vertical, email)
);
--> statement-breakpoint
CREATE TABLE sessions (
  id text PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  vertical text NOT NULL REFERENCES verticals(id),
  refresh_digest text NOT NULL,
  previous_digest text,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text
);
--> statement-breakpoint
CREATE INDEX sessions_seeker ON sessions (seeker_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_digest text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX one_time_codes_open ON one_time_codes (seeker_id, purpose) WHERE used_at IS NULL;
--> statement-breakpoint
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int REFERENCES seekers(id) ON DELETE SET NULL,
  recipient text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
--> statement-breakpoint
CREATE INDEX outbox_latest ON outbox (vertical, id DESC);
--> statement-breakpoint
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits int NOT NULL
);
--> statement-breakpoint
CREATE TABLE seeker_profiles (
  seeker_id int PRIMARY KEY REFERENCES seekers(id) ON DELETE CASCADE,
  personal jsonb NOT NULL DEFAULT '{}',
  work jsonb NOT NULL DEFAULT '{}',
  education jsonb NOT NULL DEFAULT '[]',
  additional jsonb NOT NULL DEFAULT '{}',
  cover_letter text,
  include_cover_letter boolean NOT NULL DEFAULT false,
  skills text[] NOT NULL DEFAULT '{}',
  followed_tags int[] NOT NULL DEFAULT '{}',
  resume_key text,
  resume_name text,
  resume_mime text,
  resume_updated_at timestamptz,
  picture_key text,
  audio_key text,
  video_key text,
  settings jsonb NOT NULL DEFAULT '{}',
  blocked_companies int[] NOT NULL DEFAULT '{}',
  completed_steps text[] NOT NULL DEFAULT '{}',
  work_skipped boolean NOT NULL DEFAULT false,
  show_maven boolean NOT NULL DEFAULT false,
  pro_until timestamptz,
  spotlight_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE email_changes (
  id bigserial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'verified', 'cancelled', 'expired')),
  code_digest text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  resent_at timestamptz,
  closed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX email_changes_open ON email_changes (seeker_id) WHERE status = 'requested';
