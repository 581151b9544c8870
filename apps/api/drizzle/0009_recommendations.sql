-- Recommendations (calls.md 7.7; decision 0033): a seeker asks a contact by email; the contact writes it
-- through a signed, expiring link without an account; the seeker accepts or declines it.
CREATE TABLE recommendations (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  -- The contact, as the seeker named them (the address lower-cased).
  email text NOT NULL,
  name text NOT NULL,
  note text,
  -- pending: asked, not written; written: awaiting the seeker's decision; accepted; declined.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'written', 'accepted', 'declined')),
  -- What the contact wrote, and who they said they are.
  body text,
  writer_name text,
  relation text,
  -- The write link is HMAC-signed over (id, nonce, expiry); resending replaces the nonce, so an older
  -- link is refused, and writing ends the pending state, so a used link is refused.
  link_nonce text NOT NULL,
  link_expires_at timestamptz NOT NULL,
  last_action text CHECK (last_action IN ('accept', 'decline', 'resend')),
  sent_count int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  written_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seeker_id, email)
);
--> statement-breakpoint
CREATE INDEX recommendations_seeker ON recommendations (seeker_id, status);
--> statement-breakpoint
-- The social identities a contact stated while writing (ext/user socialinfo/addsocialuser).
CREATE TABLE recommendation_social_users (
  id serial PRIMARY KEY,
  recommendation_id int NOT NULL REFERENCES recommendations(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('linkedin', 'facebook', 'twitter', 'google')),
  name text NOT NULL,
  public_id text NOT NULL,
  positions jsonb NOT NULL DEFAULT '[]',
  pic_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (recommendation_id, type)
);
