-- Social connections (decision 0034): a seeker connects LinkedIn, Facebook or X through OAuth 2 / OpenID
-- Connect. One connection a seeker and network; one network account belongs to one seeker of a vertical.
-- No access tokens are kept: the site reads the identity once, while connecting.
CREATE TABLE social_connections (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'twitter')),
  -- The network's stable id of the account (OIDC `sub`, Facebook or X user id).
  subject text NOT NULL,
  name text,
  pic_url text,
  connected_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seeker_id, provider),
  UNIQUE (vertical, provider, subject)
);
--> statement-breakpoint
-- A connection under way: the state sent to the network (kept as its SHA-256, so a copy of the table
-- cannot finish anyone's connection), the PKCE verifier and OIDC nonce, bound to the seeker who started
-- it, used once, and refused after expires_at. In the database, so any API process can finish what
-- another started.
CREATE TABLE social_oauth_states (
  state_hash text PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'twitter')),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX social_oauth_states_expiry ON social_oauth_states (expires_at);
