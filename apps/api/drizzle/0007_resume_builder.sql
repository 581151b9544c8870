-- The resume builder's saved resumes. Tables are added by the resume-builder work; this file reserves
-- the migration's place.
SELECT 1;
