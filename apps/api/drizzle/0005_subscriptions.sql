-- Payments and subscriptions (issue: payments and subscriptions API; decision 0029).
--
-- An order is made by the server at its own price for one plan of one seeker; the gateway reports the
-- payment twice (the browser's return and a webhook). Each gateway payment is one row (the UNIQUE id
-- makes a repeated report a no-op), and the order moves to `paid` by a conditional UPDATE in the same
-- transaction that extends the seeker's validity dates, so an entitlement is granted once per order.
-- The validity dates stay on seeker_profiles (`pro_until`, `early_applicant_until`, and the resume
-- builder's below), which every check reads as `until > now()`; `subscriptions` keeps their history.
ALTER TABLE seeker_profiles ADD COLUMN resume_builder_until timestamptz;
--> statement-breakpoint
CREATE TABLE payment_orders (
  id text PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('pro', 'earlyApplicant', 'resumeBuilder', 'bundle')),
  amount_paise int NOT NULL CHECK (amount_paise > 0),
  currency text NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'razorpay')),
  refcode int,
  pageid int,
  recappid text,
  return_url text NOT NULL,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  failed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX payment_orders_seeker ON payment_orders (seeker_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  gateway_payment_id text NOT NULL UNIQUE,
  order_id text NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
  amount_paise int NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('captured', 'failed')),
  source text NOT NULL CHECK (source IN ('return', 'webhook')),
  error_code text,
  error_description text,
  raw_event jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX payments_order ON payments (order_id);
--> statement-breakpoint
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  entitlement text NOT NULL CHECK (entitlement IN ('pro', 'earlyApplicant', 'resumeBuilder')),
  order_id text NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, entitlement)
);
--> statement-breakpoint
CREATE INDEX subscriptions_seeker ON subscriptions (seeker_id, entitlement, ends_at DESC);
--> statement-breakpoint
CREATE TABLE early_applicant_preferences (
  seeker_id int PRIMARY KEY REFERENCES seekers(id) ON DELETE CASCADE,
  skills text[] NOT NULL DEFAULT '{}',
  cities text[] NOT NULL DEFAULT '{}',
  roles text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
