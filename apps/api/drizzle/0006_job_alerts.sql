-- Saved searches and job alerts (the daily digest for everyone, real-time for early-applicant
-- subscribers). Tables are added by the job-alerts work; this file reserves the migration's place.
SELECT 1;
