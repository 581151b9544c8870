-- Companies were seeded with logos at /logos/{slug}.png, which nothing serves: every logo answered 404.
-- A company may have no logo (its initials show instead); the seed draws one for each company without
-- one into the media store, at an address the brand site serves (decision 0092).
ALTER TABLE companies ALTER COLUMN logo DROP NOT NULL;
--> statement-breakpoint
UPDATE companies SET logo = NULL WHERE logo ~ '^/logos/[a-z0-9-]+\.png$';
