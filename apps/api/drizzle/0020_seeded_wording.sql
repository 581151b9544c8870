-- Recruiters were seeded with pictures at /avatars/recruiter-N.png, which nothing serves: their avatars
-- answered 404. A recruiter may have no picture (their initials show instead).
ALTER TABLE recruiters ALTER COLUMN pic_url DROP NOT NULL;
--> statement-breakpoint
UPDATE recruiters SET pic_url = NULL WHERE pic_url LIKE '/avatars/recruiter-%';
--> statement-breakpoint
-- The technology brand's "Others" category lists "Other technology jobs" (decision 0067).
UPDATE seo_metadata SET title = 'Other technology Jobs in India', h1 = 'Other technology Jobs',
  description = 'Browse the latest Other technology jobs from top employers. Apply now.',
  keywords = 'Other technology jobs, Other technology vacancies'
 WHERE vertical = 'technology' AND path = '/c/others-jobs' AND h1 = 'Others Jobs';
