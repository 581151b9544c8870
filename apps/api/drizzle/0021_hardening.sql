-- Decision 0070. Queued mail is deduplicated by an idempotency key: a reminder of a slot and booking is
-- written once however often its writer runs, and its deliveries share one Message-ID.
ALTER TABLE outbox ADD COLUMN idempotency_key text;
--> statement-breakpoint
-- The interview reminders already queued take the key their writer now gives (the oldest of a booking).
UPDATE outbox o SET idempotency_key = k.key
  FROM (SELECT DISTINCT ON (ref) id, 'interview-reminder:' || substr(ref, length('interview-slot:') + 1) AS key
          FROM outbox WHERE kind = 'interview-reminder' AND ref LIKE 'interview-slot:%' ORDER BY ref, id) k
 WHERE o.id = k.id;
--> statement-breakpoint
CREATE UNIQUE INDEX outbox_idempotency_key ON outbox (idempotency_key) WHERE idempotency_key IS NOT NULL;
--> statement-breakpoint
-- Recommendation requests are counted from the mail sent: per address (from anyone) and per seeker.
CREATE INDEX outbox_recommendation_requests_to ON outbox (vertical, recipient, created_at)
  WHERE kind = 'recommendation-request';
--> statement-breakpoint
CREATE INDEX outbox_recommendation_requests_by ON outbox (seeker_id, created_at)
  WHERE kind = 'recommendation-request';
--> statement-breakpoint
-- A read mark's place among the chat's events: drawn from the messages' sequence, so one number orders
-- messages and read marks and a stream resumes after the last one its client saw (Last-Event-ID).
ALTER TABLE chat_reads ADD COLUMN seq bigint NOT NULL DEFAULT nextval('chat_messages_id_seq');
--> statement-breakpoint
CREATE INDEX chat_reads_seq ON chat_reads (application_id, seq);
--> statement-breakpoint
-- The survey a seeker was last asked, and when: at most one survey a period (an answer or a "Not now"
-- counts as being asked).
CREATE TABLE survey_prompts (
  seeker_id int PRIMARY KEY REFERENCES seekers(id) ON DELETE CASCADE,
  survey_id int NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  prompted_at timestamptz NOT NULL
);
