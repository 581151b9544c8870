-- Email preferences (decision 0037): the List-Unsubscribe headers a message was sent with, and the
-- addresses that asked for no more mail of a list although they have no account to turn it off in
-- (a contact asked for a recommendation).
ALTER TABLE outbox ADD COLUMN headers jsonb;
--> statement-breakpoint
CREATE TABLE email_suppressions (
  vertical text NOT NULL REFERENCES verticals(id),
  -- The address, lower-cased.
  email text NOT NULL,
  -- The list the address left (recommendation-requests).
  list text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vertical, email, list)
);
