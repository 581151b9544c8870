/**
 * Realistic data for the job page's stories, in the vertical of the brand the Storybook toolbar picks
 * (brand apps are named after their vertical): per vertical a live job with its salary shown, a job of a
 * confidential employer, a job applied to on the company's site, the similar jobs the API would answer
 * for each and the courses that make a seeker ready. A vertical without a sample gets plain jobs named
 * after its first category.
 */
import { type JobDetail, toSlug, VERTICALS, type Vertical } from '@jobsite/domain';
import type { CourseSummary } from '@jobsite/domain/answers';
import { DAY_MS, type StoryJobSpec, sampleJob, storyFeedEntry, storyIdOf } from '@jobsite/shell/stories/jobs';

/** A job as its page shows it, with the jobs the API finds similar. */
interface DetailSpec extends Omit<StoryJobSpec, 'recruiter'> {
  description: string;
  recruiter: { id: number; name: string; designation: string; company: string };
  about: string | null;
  size: string | null;
  industry: string;
  functionalArea: string;
  views: number;
  applicants: number;
  similar: StoryJobSpec[];
}

interface Sample {
  live: DetailSpec;
  confidential: DetailSpec;
  external: DetailSpec;
  courses: CourseSummary[];
}

/** Which job of the sample a story shows. */
export type StoryJobKind = keyof Omit<Sample, 'courses'>;

const course = (
  id: number,
  name: string,
  category: string,
  institute: [name: string, city: string],
  mode: CourseSummary['mode'],
  durationMonths: number,
  fee: number | null,
  skills: string[],
): CourseSummary => ({
  id,
  name,
  path: `/learning/course/${toSlug(name)}-course-${id}`,
  category: { id: 100 + id, name: category, slug: toSlug(category) },
  institute: { id: 200 + id, name: institute[0], slug: toSlug(institute[0]), logo: null, city: institute[1] },
  mode,
  durationMonths,
  fee,
  nextStart: null,
  skills,
  updatedAt: '2026-11-02T10:30:00.000Z',
});

const SAMPLES: Partial<Record<Vertical, Sample>> = {
  management: {
    live: {
      id: 48213,
      ...sampleJob('Product Marketing Manager'),
      daysAgo: 3,
      description: [
        '<p>Saraf Consumer Brands is looking for a Product Marketing Manager to own the launch and growth of its premium personal-care range across modern trade, e-commerce and quick commerce.</p>',
        '<p><strong>What you will do</strong></p>',
        '<ul><li>Own the go-to-market plan for six to eight launches a year, from consumer insight to shelf.</li>',
        '<li>Write positioning, pricing and pack architecture with the brand, R&amp;D and finance teams.</li>',
        '<li>Run launch campaigns with the digital, trade marketing and sales teams, and track offtake, share and ROI.</li>',
        '<li>Brief and manage creative and market research agencies.</li></ul>',
        '<p><strong>What you bring</strong></p>',
        '<ul><li>An MBA from a reputed institute and 4-7 years in brand or product marketing, ideally in FMCG or D2C.</li>',
        '<li>Comfort with Nielsen and Kantar data and e-commerce dashboards.</li>',
        '<li>Clear writing, and the ease to lead teams that do not report to you.</li></ul>',
      ].join(''),
      recruiter: {
        id: 7311,
        name: 'Priya Deshmukh',
        designation: 'Talent Acquisition Lead',
        company: 'Saraf Consumer Brands',
      },
      about:
        'A Mumbai-based maker of personal-care and home-care brands sold in over 4 lakh stores across India and on every major marketplace.',
      size: '1001-5000',
      industry: 'FMCG',
      functionalArea: 'Marketing',
      views: 1284,
      applicants: 86,
      similar: [
        { ...sampleJob('Brand Manager - Skincare'), id: 48102, daysAgo: 1 },
        { ...sampleJob('Associate Product Marketing Manager'), id: 47988, daysAgo: 2 },
        {
          ...sampleJob('Category Manager - Home & Kitchen'),
          id: 47815,
          tags: ['Category Management', 'Consumer Insights'],
          daysAgo: 4,
        },
        { ...sampleJob('Growth Marketing Manager'), id: 47740, daysAgo: 5 },
        { ...sampleJob('Trade Marketing Manager'), id: 47652, daysAgo: 6 },
      ],
    },
    confidential: {
      id: 48377,
      ...sampleJob('Investment Banking Associate'),
      tags: ['Investment Banking', 'Financial Modelling', 'Valuation', 'M&A'],
      daysAgo: 2,
      description: [
        '<p>Our client, a leading mid-market investment bank, is hiring an Associate for its internet and consumer coverage team in Mumbai.</p>',
        '<ul><li>Build operating and valuation models (DCF, trading and transaction comparables) for sell-side and buy-side mandates.</li>',
        '<li>Draft information memoranda, pitch books and board presentations.</li>',
        '<li>Run due diligence with clients, legal counsel and auditors, and manage analysts on live deals.</li></ul>',
        '<p>An MBA in finance or a CA, with 2-5 years in investment banking, transaction advisory or private equity.</p>',
      ].join(''),
      recruiter: {
        id: 7402,
        name: 'Rohan Malhotra',
        designation: 'Partner',
        company: 'Malhotra Search Partners',
      },
      about: null,
      size: null,
      industry: 'Financial Services',
      functionalArea: 'Investment Banking',
      views: 2310,
      applicants: 174,
      similar: [
        { ...sampleJob('Investment Banking Analyst'), id: 48290, daysAgo: 1 },
        { ...sampleJob('M&A Associate'), id: 48154, daysAgo: 3 },
        { ...sampleJob('Corporate Development Manager'), id: 47921, daysAgo: 5 },
      ],
    },
    external: {
      id: 48405,
      ...sampleJob('Management Consultant'),
      tags: ['Strategy Consulting', 'Business Transformation', 'Market Entry'],
      daysAgo: 1,
      description: [
        '<p>Join our consumer and retail practice to help Indian companies grow, enter new markets and run leaner.</p>',
        '<ul><li>Lead workstreams on growth strategy, market entry and cost transformation engagements.</li>',
        '<li>Structure problems, build the analyses and present findings to CXOs.</li>',
        '<li>Coach business analysts and associates on the team.</li></ul>',
        '<p>An MBA from a top institute, with 3-6 years in consulting or a strategy role in industry.</p>',
      ].join(''),
      recruiter: {
        id: 7455,
        name: 'Neha Bhatia',
        designation: 'Head of Recruiting',
        company: 'Bhatia Strategy Partners',
      },
      about:
        'A strategy consulting firm of 400 consultants working with Indian and global companies since 2009.',
      size: '201-500',
      industry: 'Management Consulting',
      functionalArea: 'Strategy',
      views: 940,
      applicants: 61,
      similar: [
        { ...sampleJob('Associate Consultant'), id: 48366, daysAgo: 2 },
        { ...sampleJob('Strategy Manager'), id: 48011, daysAgo: 4 },
        { ...sampleJob('Engagement Manager'), id: 47890, daysAgo: 6 },
      ],
    },
    courses: [
      course(
        61,
        'Executive Programme in Brand Management',
        'Marketing',
        ['Westbridge School of Business', 'Mumbai'],
        'hybrid',
        6,
        175000,
        ['brand strategy', 'consumer insights'],
      ),
      course(
        64,
        'Certificate in Digital Marketing and Analytics',
        'Digital Marketing',
        ['Narmada Institute of Management', 'Ahmedabad'],
        'online',
        4,
        85000,
        ['digital marketing', 'google analytics'],
      ),
      course(
        68,
        'Advanced Programme in Product Management',
        'Product Management',
        ['Coromandel Business School', 'Chennai'],
        'online',
        8,
        210000,
        ['product marketing', 'go-to-market'],
      ),
    ],
  },
  technology: {
    live: {
      id: 91502,
      ...sampleJob('Senior Machine Learning Engineer'),
      tags: ['PyTorch', 'LLMs', 'MLOps', 'Python', 'Kubernetes'],
      daysAgo: 2,
      description: [
        '<p>Iyer Analytics Labs builds the forecasting and document-understanding models behind the lending decisions of eleven Indian banks. We are hiring a Senior Machine Learning Engineer for the applied LLM team.</p>',
        '<p><strong>What you will do</strong></p>',
        '<ul><li>Fine-tune and evaluate open-weight LLMs for extraction from loan documents in English and Indic languages.</li>',
        '<li>Take models from notebook to production: feature pipelines, batch and real-time inference on Kubernetes, monitoring and drift alerts.</li>',
        '<li>Set the team&#39;s practice for offline evaluation, A/B tests and model cards.</li>',
        '<li>Mentor two to three engineers and review their designs.</li></ul>',
        '<p><strong>What you bring</strong></p>',
        '<ul><li>4-8 years building ML systems, at least two with deep learning in production.</li>',
        '<li>Strong Python and PyTorch; experience with distributed training and GPU inference.</li>',
        '<li>A B.Tech, M.Tech or M.S. in computer science, statistics or a related field.</li></ul>',
      ].join(''),
      recruiter: {
        id: 8120,
        name: 'Karthik Subramanian',
        designation: 'Engineering Recruiter',
        company: 'Iyer Analytics Labs',
      },
      about:
        'An AI company of 350 people in Bangalore and Hyderabad, building credit and document models for banks and NBFCs.',
      size: '201-500',
      industry: 'Software',
      functionalArea: 'Machine Learning',
      views: 3412,
      applicants: 212,
      similar: [
        { ...sampleJob('Machine Learning Engineer - Recommendations'), id: 91488, daysAgo: 1 },
        { ...sampleJob('Applied Scientist, NLP'), id: 91430, tags: ['LLMs', 'NLP'], daysAgo: 2 },
        {
          ...sampleJob('MLOps Engineer'),
          id: 91377,
          tags: ['MLOps', 'Kubernetes'],
          daysAgo: 3,
          workFromHome: true,
        },
        {
          ...sampleJob('Data Scientist - Pricing'),
          id: 91302,
          tags: ['Python', 'Machine Learning'],
          daysAgo: 4,
        },
        { ...sampleJob('Computer Vision Engineer'), id: 91256, daysAgo: 6 },
      ],
    },
    confidential: {
      id: 91577,
      ...sampleJob('Staff Data Engineer'),
      tags: ['Apache Spark', 'Kafka', 'Airflow', 'Data Engineering', 'AWS'],
      daysAgo: 1,
      description: [
        '<p>Our client, a payments company processing 40 crore transactions a month, is hiring a Staff Data Engineer to lead its data platform.</p>',
        '<ul><li>Design the streaming and batch platform on Kafka, Spark and Airflow, and the lakehouse behind it.</li>',
        '<li>Set standards for data contracts, quality checks and lineage across twelve product teams.</li>',
        '<li>Work with risk and finance on regulatory reporting to RBI timelines.</li></ul>',
        '<p>8-12 years in data engineering, with at least three leading platforms at scale.</p>',
      ].join(''),
      recruiter: { id: 8204, name: 'Ananya Rao', designation: 'Founder', company: 'Rao Talent Advisors' },
      about: null,
      size: null,
      industry: 'Fintech',
      functionalArea: 'Data Engineering',
      views: 1876,
      applicants: 97,
      similar: [
        { ...sampleJob('Senior Data Engineer'), id: 91540, daysAgo: 2 },
        { ...sampleJob('Analytics Engineer'), id: 91463, daysAgo: 3 },
        { ...sampleJob('Data Platform Engineer'), id: 91390, daysAgo: 5 },
      ],
    },
    external: {
      id: 91611,
      ...sampleJob('Product Designer'),
      tags: ['Figma', 'UX Research', 'Design Systems', 'Prototyping'],
      daysAgo: 1,
      description: [
        '<p>Design the app that 60 lakh small merchants use to take payments and run their shops.</p>',
        '<ul><li>Own flows end to end, from research with merchants in tier-2 and tier-3 cities to shipped screens.</li>',
        '<li>Grow our design system in Figma with the front-end team.</li>',
        '<li>Prototype and test ideas every sprint with product managers and engineers.</li></ul>',
        '<p>3-6 years designing mobile products, and a portfolio that shows your process.</p>',
      ].join(''),
      recruiter: {
        id: 8233,
        name: 'Meera Pillai',
        designation: 'Design Hiring Partner',
        company: 'Kulkarni Digital',
      },
      about:
        'A Bangalore product company of 800 people building payments and bookkeeping apps for small merchants.',
      size: '501-1000',
      industry: 'Fintech',
      functionalArea: 'Design',
      views: 1120,
      applicants: 73,
      similar: [
        { ...sampleJob('Senior UX Designer'), id: 91588, daysAgo: 2 },
        { ...sampleJob('UI Designer'), id: 91512, daysAgo: 4 },
        { ...sampleJob('Product Designer - Payments'), id: 91455, daysAgo: 5 },
      ],
    },
    courses: [
      course(
        71,
        'PG Programme in Machine Learning and MLOps',
        'AI/ML',
        ['Deccan School of Data Science', 'Hyderabad'],
        'online',
        9,
        185000,
        ['pytorch', 'mlops'],
      ),
      course(
        74,
        'Advanced Certificate in Generative AI',
        'AI/ML',
        ['Sahyadri Tech Academy', 'Pune'],
        'hybrid',
        6,
        120000,
        ['llms', 'python'],
      ),
      course(
        77,
        'LLM Engineering Bootcamp',
        'AI/ML',
        ['Bengaluru AI Academy', 'Bangalore'],
        'online',
        3,
        65000,
        ['llms', 'kubernetes'],
      ),
    ],
  },
};

/** A sample for a vertical with none written yet: plain jobs of its first category. */
function plainSample(vertical: Vertical): Sample {
  const name = VERTICALS[vertical].categories[0]?.name ?? 'General';
  const job = (id: number, title: string, company: string | null): DetailSpec => ({
    id,
    title,
    company,
    cities: ['Pune'],
    exp: [3, 6],
    salary: company ? [12, 18] : null,
    tags: [name],
    category: 0,
    daysAgo: 2,
    description: `<p>A ${title} for a growing team in Pune.</p>`,
    recruiter: { id: 1, name: 'Asha Nair', designation: 'Recruiter', company: company ?? 'Nair Search' },
    about: null,
    size: null,
    industry: name,
    functionalArea: name,
    views: 240,
    applicants: 18,
    similar: [
      {
        id: id + 1,
        title: `Senior ${title}`,
        company: 'Acme Group',
        cities: ['Mumbai'],
        exp: [5, 8],
        salary: [18, 24],
        tags: [name],
        category: 0,
        daysAgo: 3,
      },
    ],
  });
  return {
    live: job(101, `${name} Manager`, 'Acme Group'),
    confidential: job(201, `${name} Lead`, null),
    external: {
      ...job(301, `${name} Specialist`, 'Acme Group'),
      applyUrl: 'https://careers.acme.example/jobs/1',
    },
    courses: [],
  };
}

/** The state of each city the samples name (the job page's address gives it). */
const STORY_STATES: Record<string, string> = {
  Mumbai: 'Maharashtra',
  Pune: 'Maharashtra',
  Gurgaon: 'Haryana',
  'Delhi NCR': 'Delhi',
  Bangalore: 'Karnataka',
  Hyderabad: 'Telangana',
  Chennai: 'Tamil Nadu',
  Kolkata: 'West Bengal',
};

const isoDaysFromNow = (days: number, now: number) => new Date(now + days * DAY_MS).toISOString();

/**
 * The job of that kind as `job/detail` answers it, the jobs `job/similarjobs` answers for it and the
 * courses that make a seeker ready for it, dated from `now`.
 */
export function storyJob(vertical: Vertical, kind: StoryJobKind, now: number) {
  const sample = SAMPLES[vertical] ?? plainSample(vertical);
  const spec = sample[kind];
  const { recruiter, ...listed } = spec;
  const entry = storyFeedEntry(vertical, listed, now);
  const job: JobDetail = {
    ...entry,
    cities: entry.cities.map((c) => ({ ...c, state: STORY_STATES[c.name] ?? 'Maharashtra', remote: false })),
    description: spec.description,
    status: 'live',
    companyDetails: spec.company
      ? {
          id: storyIdOf(spec.company),
          name: spec.company,
          slug: toSlug(spec.company),
          logo: null,
          about: spec.about,
          website: `https://www.${toSlug(spec.company).replace(/-/g, '')}.example`,
          size: spec.size,
          industry: { id: storyIdOf(spec.industry), name: spec.industry },
        }
      : null,
    recruiter: {
      ...recruiter,
      picUrl: null,
      lastActiveAt: isoDaysFromNow(-1, now),
      // The live job's recruiter answers within a day; the others are new, without enough history.
      responsiveness:
        kind === 'live'
          ? {
              enough: true,
              applications: 46,
              medianResponseHours: 9.5,
              heardWithin7Days: 87,
              heardWithin14Days: 91,
              lastActionDaysAgo: 1,
            }
          : { enough: false },
    },
    functionalArea: { id: storyIdOf(spec.functionalArea), name: spec.functionalArea },
    industry: { id: storyIdOf(spec.industry), name: spec.industry },
    skills: spec.tags,
    views: spec.views,
    applicants: spec.applicants,
  };
  return {
    job,
    similar: spec.similar.map((s) => storyFeedEntry(vertical, s, now)),
    courses: kind === 'live' ? sample.courses : [],
  };
}
