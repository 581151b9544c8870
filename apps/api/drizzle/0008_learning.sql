-- The learning section (calls.md 7.11, docs/decisions/0032): institutes, course categories, courses and
-- enquiries, per vertical. Unpublished courses are seen only through their institute's preview key.
CREATE TABLE institutes (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  slug text NOT NULL,
  logo text,
  city text,
  about text NOT NULL DEFAULT '',
  website text,
  -- Where the institute's enquiries are sent (the internal API lists them too).
  contact_email text,
  -- sha256 of the preview key of its unpublished courses; null until one is issued.
  preview_key_hash text,
  featured boolean NOT NULL DEFAULT false,
  ranking int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE UNIQUE INDEX institutes_preview_key ON institutes (preview_key_hash) WHERE preview_key_hash IS NOT NULL;
--> statement-breakpoint
CREATE TABLE course_categories (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  slug text NOT NULL,
  ordering int NOT NULL DEFAULT 0,
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE TABLE courses (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  institute_id int NOT NULL REFERENCES institutes(id) ON DELETE CASCADE,
  category_id int NOT NULL REFERENCES course_categories(id),
  name text NOT NULL,
  summary text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  eligibility text NOT NULL DEFAULT '',
  mode text NOT NULL CHECK (mode IN ('online', 'offline', 'hybrid')),
  duration_months smallint NOT NULL CHECK (duration_months > 0),
  fee int CHECK (fee >= 0),
  instalment_count smallint CHECK (instalment_count >= 2),
  instalment_amount int CHECK (instalment_amount >= 0),
  start_dates date[] NOT NULL DEFAULT '{}',
  -- [{"title": ..., "topics": [...]}]
  syllabus jsonb NOT NULL DEFAULT '[]',
  outcomes text[] NOT NULL DEFAULT '{}',
  -- Lower-case skills, matched against a job's tags for the job-ready courses.
  skills text[] NOT NULL DEFAULT '{}',
  published boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  -- Enquiries in the last weeks, kept by the enquiry call: the trending order.
  trending_score int NOT NULL DEFAULT 0,
  -- Kept by the trigger below: name, skills, category, institute and summary, for the course search.
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX courses_published ON courses (vertical, category_id, id) WHERE published;
--> statement-breakpoint
CREATE INDEX courses_institute ON courses (institute_id, id);
--> statement-breakpoint
CREATE INDEX courses_trending ON courses (vertical, trending_score DESC, id) WHERE published;
--> statement-breakpoint
CREATE INDEX courses_skills ON courses USING gin (skills);
--> statement-breakpoint
CREATE INDEX courses_search ON courses USING gin (search_vector);
--> statement-breakpoint
-- The search vector takes words from the course's category and institute, which a generated column
-- cannot read, so a trigger writes it whenever a course is written or moved.
CREATE FUNCTION courses_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM course_categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM institutes WHERE id = NEW.institute_id), '')), 'C') ||
    setweight(to_tsvector('english', NEW.summary), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_vector BEFORE INSERT OR UPDATE OF name, summary, skills, category_id, institute_id
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_search_vector();
--> statement-breakpoint
-- One enquiry per seeker and course: enquiring again answers the first one.
CREATE TABLE course_enquiries (
  id serial PRIMARY KEY,
  seeker_id int NOT NULL REFERENCES seekers(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  refinv text,
  reforg text,
  device text NOT NULL DEFAULT 'Web',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seeker_id, course_id)
);
--> statement-breakpoint
CREATE INDEX course_enquiries_course ON course_enquiries (course_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE course_banners (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  title text NOT NULL,
  text text NOT NULL DEFAULT '',
  cta_text text NOT NULL,
  course_id int REFERENCES courses(id) ON DELETE CASCADE,
  href text NOT NULL,
  ordering int NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX course_banners_vertical ON course_banners (vertical, ordering);
