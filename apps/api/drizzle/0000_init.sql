-- Handwritten: the tsvector generated column, GIN and trigram indexes are beyond drizzle-kit's generator.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE verticals (
  id text PRIMARY KEY,
  name text NOT NULL
);
--> statement-breakpoint
CREATE TABLE categories (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  slug text NOT NULL,
  icon text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE TABLE tag_menus (
  id serial PRIMARY KEY,
  category_id int NOT NULL REFERENCES categories(id),
  label text NOT NULL,
  slug text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE tags (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  alias text NOT NULL,
  search_string text NOT NULL,
  slug text NOT NULL,
  category_id int NOT NULL REFERENCES categories(id),
  menu_id int REFERENCES tag_menus(id),
  is_main boolean NOT NULL DEFAULT false,
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE INDEX tags_name_trgm ON tags USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX tags_category ON tags (category_id);
--> statement-breakpoint
CREATE TABLE functional_areas (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  cluster text NOT NULL
);
--> statement-breakpoint
CREATE TABLE industries (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL
);
--> statement-breakpoint
CREATE TABLE cities (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  slug text NOT NULL,
  state text NOT NULL,
  region text NOT NULL,
  is_seo boolean NOT NULL DEFAULT false,
  aliases text[] NOT NULL DEFAULT '{}',
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE TABLE companies (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  slug text NOT NULL,
  logo text NOT NULL,
  about text NOT NULL,
  website text NOT NULL,
  industry_id int REFERENCES industries(id),
  employees text NOT NULL,
  perks jsonb NOT NULL DEFAULT '[]',
  benefits jsonb NOT NULL DEFAULT '[]',
  UNIQUE (vertical, slug)
);
--> statement-breakpoint
CREATE INDEX companies_name_trgm ON companies USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE recruiters (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  designation text NOT NULL,
  company_id int REFERENCES companies(id),
  pic_url text NOT NULL,
  city_id int REFERENCES cities(id)
);
--> statement-breakpoint
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  title text NOT NULL,
  description text NOT NULL,
  company_id int REFERENCES companies(id),
  company_name text NOT NULL DEFAULT '',
  confidential boolean NOT NULL DEFAULT false,
  recruiter_id int NOT NULL REFERENCES recruiters(id),
  city_ids int[] NOT NULL DEFAULT '{}',
  min_exp smallint NOT NULL,
  max_exp smallint NOT NULL,
  min_salary int,
  max_salary int,
  hide_salary boolean NOT NULL DEFAULT false,
  tag_ids int[] NOT NULL DEFAULT '{}',
  tag_text text NOT NULL DEFAULT '',
  category_id int NOT NULL REFERENCES categories(id),
  functional_area_id int REFERENCES functional_areas(id),
  industry_id int REFERENCES industries(id),
  posted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  female_candidate boolean NOT NULL DEFAULT false,
  female_back_work_force boolean NOT NULL DEFAULT false,
  differently_abled boolean NOT NULL DEFAULT false,
  ex_defence boolean NOT NULL DEFAULT false,
  work_from_home boolean NOT NULL DEFAULT false,
  apply_type smallint NOT NULL DEFAULT 1,
  apply_url text,
  status smallint NOT NULL DEFAULT 1,
  view_count int NOT NULL DEFAULT 0,
  apply_count int NOT NULL DEFAULT 0,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', tag_text), 'B') ||
    setweight(to_tsvector('english', company_name), 'C') ||
    setweight(to_tsvector('english', left(description, 2000)), 'D')
  ) STORED
);
--> statement-breakpoint
CREATE INDEX jobs_feed ON jobs (vertical, posted_at DESC, id DESC) WHERE status = 1;
--> statement-breakpoint
CREATE INDEX jobs_category_feed ON jobs (vertical, category_id, posted_at DESC) WHERE status = 1;
--> statement-breakpoint
CREATE INDEX jobs_company_feed ON jobs (company_id, posted_at DESC) WHERE status = 1;
--> statement-breakpoint
CREATE INDEX jobs_recruiter_feed ON jobs (recruiter_id, posted_at DESC);
--> statement-breakpoint
CREATE INDEX jobs_experience ON jobs (vertical, min_exp, max_exp) WHERE status = 1;
--> statement-breakpoint
CREATE INDEX jobs_city_ids ON jobs USING gin (city_ids);
--> statement-breakpoint
CREATE INDEX jobs_tag_ids ON jobs USING gin (tag_ids);
--> statement-breakpoint
CREATE INDEX jobs_search ON jobs USING gin (search);
--> statement-breakpoint
CREATE INDEX jobs_female ON jobs (vertical, posted_at DESC) WHERE status = 1 AND (female_candidate OR female_back_work_force);
--> statement-breakpoint
CREATE TABLE blogs (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  category_id int REFERENCES categories(id),
  title text NOT NULL,
  slug text NOT NULL,
  summary text NOT NULL,
  image_url text NOT NULL,
  url text NOT NULL,
  author text NOT NULL,
  published_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX blogs_latest ON blogs (vertical, published_at DESC);
--> statement-breakpoint
CREATE TABLE promo_banners (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  list_name text NOT NULL,
  company_id int REFERENCES companies(id),
  title text NOT NULL,
  image_url text NOT NULL,
  redirect_link text NOT NULL,
  text text NOT NULL,
  sub_text text NOT NULL,
  cta_text text NOT NULL,
  tracker_text text NOT NULL,
  course_id int,
  institute text,
  allowed_on_job_feeds boolean NOT NULL DEFAULT true,
  min_exp smallint NOT NULL DEFAULT 0,
  max_exp smallint NOT NULL DEFAULT 30,
  location text,
  job_id bigint,
  ordering int NOT NULL DEFAULT 0,
  showcase_redirect_link text
);
--> statement-breakpoint
CREATE TABLE home_slots (
  id serial PRIMARY KEY,
  vertical text NOT NULL REFERENCES verticals(id),
  slot text NOT NULL,
  title text NOT NULL,
  items jsonb NOT NULL DEFAULT '[]',
  sort_order int NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE seo_metadata (
  vertical text NOT NULL REFERENCES verticals(id),
  path text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  keywords text NOT NULL,
  h1 text NOT NULL,
  PRIMARY KEY (vertical, path)
);
--> statement-breakpoint
CREATE TABLE feature_flags (
  vertical text NOT NULL REFERENCES verticals(id),
  name text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (vertical, name)
);
--> statement-breakpoint
CREATE TABLE seed_state (
  vertical text PRIMARY KEY REFERENCES verticals(id),
  jobs int NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
