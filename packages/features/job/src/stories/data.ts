/**
 * Realistic data for the job page's stories, in the vertical of the brand the Storybook toolbar picks
 * (brand apps are named after their vertical): per vertical a live job with its salary shown, a job of a
 * confidential employer, a job applied to on the company's site, the similar jobs the API would answer
 * for each and the courses that make a seeker ready. A vertical without a sample gets plain jobs named
 * after its first category.
 */
import { type JobDetail, type JobFeedEntry, toSlug, VERTICALS, type Vertical } from '@jobsite/domain';
import type { CourseSummary } from '@jobsite/domain/answers';

/** A job as a list shows it. `company` null is a confidential employer, `salary` null a hidden one (LPA). */
interface JobSpec {
  id: number;
  title: string;
  company: string | null;
  cities: string[];
  exp: [min: number, max: number];
  salary: [min: number, max: number] | null;
  tags: string[];
  /** The index of the job's category among its vertical's. */
  category: number;
  daysAgo: number;
  workFromHome?: boolean;
  /** Applied to on the company's site. */
  applyUrl?: string;
}

/** A job as its page shows it, with the jobs the API finds similar. */
interface DetailSpec extends JobSpec {
  description: string;
  recruiter: { id: number; name: string; designation: string; company: string };
  about: string | null;
  size: string | null;
  industry: string;
  functionalArea: string;
  views: number;
  applicants: number;
  similar: JobSpec[];
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
      title: 'Product Marketing Manager',
      company: 'Saraf Consumer Brands',
      cities: ['Mumbai'],
      exp: [4, 7],
      salary: [24, 32],
      tags: ['Product Marketing', 'Go-To-Market', 'Brand Management', 'Consumer Insights'],
      category: 1,
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
        {
          id: 48102,
          title: 'Brand Manager - Skincare',
          company: 'Mehta Wellness',
          cities: ['Gurgaon'],
          exp: [5, 8],
          salary: [26, 34],
          tags: ['Brand Management', 'Product Marketing'],
          category: 1,
          daysAgo: 1,
        },
        {
          id: 47988,
          title: 'Associate Product Marketing Manager',
          company: 'Kulkarni Finserv',
          cities: ['Bangalore'],
          exp: [2, 4],
          salary: [14, 20],
          tags: ['Product Marketing', 'Go-To-Market'],
          category: 1,
          daysAgo: 2,
        },
        {
          id: 47815,
          title: 'Category Manager - Home & Kitchen',
          company: 'Bhatia Retail',
          cities: ['Gurgaon', 'Delhi NCR'],
          exp: [4, 7],
          salary: [22, 30],
          tags: ['Category Management', 'Consumer Insights'],
          category: 1,
          daysAgo: 4,
        },
        {
          id: 47740,
          title: 'Growth Marketing Manager',
          company: 'Sinha Foods',
          cities: ['Mumbai'],
          exp: [3, 6],
          salary: [18, 25],
          tags: ['Digital Marketing', 'Performance Marketing'],
          category: 1,
          daysAgo: 5,
          workFromHome: true,
        },
        {
          id: 47652,
          title: 'Trade Marketing Manager',
          company: 'Joshi Industries',
          cities: ['Pune'],
          exp: [5, 9],
          salary: null,
          tags: ['Trade Marketing', 'Sales'],
          category: 1,
          daysAgo: 6,
        },
      ],
    },
    confidential: {
      id: 48377,
      title: 'Investment Banking Associate',
      company: null,
      cities: ['Mumbai'],
      exp: [2, 5],
      salary: null,
      tags: ['Investment Banking', 'Financial Modelling', 'Valuation', 'M&A'],
      category: 0,
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
        {
          id: 48290,
          title: 'Investment Banking Analyst',
          company: 'Dubashi Capital',
          cities: ['Mumbai'],
          exp: [1, 3],
          salary: [18, 26],
          tags: ['Investment Banking', 'Financial Modelling'],
          category: 0,
          daysAgo: 1,
        },
        {
          id: 48154,
          title: 'M&A Associate',
          company: 'Chopra Securities',
          cities: ['Mumbai'],
          exp: [3, 6],
          salary: [30, 42],
          tags: ['M&A', 'Valuation'],
          category: 0,
          daysAgo: 3,
        },
        {
          id: 47921,
          title: 'Corporate Development Manager',
          company: 'Agarwal Industries',
          cities: ['Gurgaon'],
          exp: [4, 7],
          salary: [28, 36],
          tags: ['M&A', 'Strategy'],
          category: 0,
          daysAgo: 5,
        },
      ],
    },
    external: {
      id: 48405,
      title: 'Management Consultant',
      company: 'Bhatia Strategy Partners',
      cities: ['Gurgaon', 'Mumbai'],
      exp: [3, 6],
      salary: [28, 38],
      tags: ['Strategy Consulting', 'Business Transformation', 'Market Entry'],
      category: 2,
      daysAgo: 1,
      applyUrl: 'https://careers.bhatiastrategy.example/openings/consultant-consumer-retail',
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
        {
          id: 48366,
          title: 'Associate Consultant',
          company: 'Khanna Advisors',
          cities: ['Gurgaon'],
          exp: [1, 3],
          salary: [16, 22],
          tags: ['Strategy Consulting', 'Market Entry'],
          category: 2,
          daysAgo: 2,
        },
        {
          id: 48011,
          title: 'Strategy Manager',
          company: 'Saxena Retail',
          cities: ['Bangalore'],
          exp: [5, 8],
          salary: [30, 40],
          tags: ['Business Transformation', 'Strategy Consulting'],
          category: 2,
          daysAgo: 4,
        },
        {
          id: 47890,
          title: 'Engagement Manager',
          company: 'Goel Consulting',
          cities: ['Mumbai'],
          exp: [6, 9],
          salary: [40, 55],
          tags: ['Strategy Consulting', 'Stakeholder Management'],
          category: 2,
          daysAgo: 6,
        },
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
      title: 'Senior Machine Learning Engineer',
      company: 'Iyer Analytics Labs',
      cities: ['Bangalore', 'Hyderabad'],
      exp: [4, 8],
      salary: [38, 55],
      tags: ['PyTorch', 'LLMs', 'MLOps', 'Python', 'Kubernetes'],
      category: 0,
      daysAgo: 2,
      workFromHome: true,
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
        {
          id: 91488,
          title: 'Machine Learning Engineer - Recommendations',
          company: 'Sethi Commerce Technologies',
          cities: ['Bangalore'],
          exp: [3, 6],
          salary: [28, 40],
          tags: ['PyTorch', 'Python'],
          category: 0,
          daysAgo: 1,
        },
        {
          id: 91430,
          title: 'Applied Scientist, NLP',
          company: 'Menon AI',
          cities: ['Chennai', 'Hyderabad'],
          exp: [5, 9],
          salary: [45, 65],
          tags: ['LLMs', 'NLP'],
          category: 0,
          daysAgo: 2,
        },
        {
          id: 91377,
          title: 'MLOps Engineer',
          company: 'Talwar Cloud',
          cities: ['Pune'],
          exp: [3, 6],
          salary: [22, 32],
          tags: ['MLOps', 'Kubernetes'],
          category: 0,
          daysAgo: 3,
          workFromHome: true,
        },
        {
          id: 91302,
          title: 'Data Scientist - Pricing',
          company: 'Kapoor Mobility Labs',
          cities: ['Gurgaon'],
          exp: [2, 5],
          salary: [18, 26],
          tags: ['Python', 'Machine Learning'],
          category: 1,
          daysAgo: 4,
        },
        {
          id: 91256,
          title: 'Computer Vision Engineer',
          company: 'Verma Robotics Systems',
          cities: ['Bangalore'],
          exp: [2, 4],
          salary: null,
          tags: ['PyTorch', 'OpenCV'],
          category: 0,
          daysAgo: 6,
        },
      ],
    },
    confidential: {
      id: 91577,
      title: 'Staff Data Engineer',
      company: null,
      cities: ['Pune', 'Bangalore'],
      exp: [8, 12],
      salary: null,
      tags: ['Apache Spark', 'Kafka', 'Airflow', 'Data Engineering', 'AWS'],
      category: 1,
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
        {
          id: 91540,
          title: 'Senior Data Engineer',
          company: 'Bansal Data Systems',
          cities: ['Bangalore'],
          exp: [5, 8],
          salary: [30, 45],
          tags: ['Apache Spark', 'Airflow'],
          category: 1,
          daysAgo: 2,
        },
        {
          id: 91463,
          title: 'Analytics Engineer',
          company: 'Chawla Software',
          cities: ['Pune'],
          exp: [3, 6],
          salary: [20, 30],
          tags: ['Data Engineering', 'SQL'],
          category: 1,
          daysAgo: 3,
        },
        {
          id: 91390,
          title: 'Data Platform Engineer',
          company: 'Nanda Cloud',
          cities: ['Hyderabad'],
          exp: [4, 7],
          salary: [28, 38],
          tags: ['Kafka', 'AWS'],
          category: 1,
          daysAgo: 5,
        },
      ],
    },
    external: {
      id: 91611,
      title: 'Product Designer',
      company: 'Kulkarni Digital',
      cities: ['Bangalore'],
      exp: [3, 6],
      salary: [20, 30],
      tags: ['Figma', 'UX Research', 'Design Systems', 'Prototyping'],
      category: 3,
      daysAgo: 1,
      applyUrl: 'https://careers.kulkarnidigital.example/jobs/product-designer',
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
        {
          id: 91588,
          title: 'Senior UX Designer',
          company: 'Pillai Health Technologies',
          cities: ['Chennai'],
          exp: [4, 7],
          salary: [24, 34],
          tags: ['UX Research', 'Figma'],
          category: 3,
          daysAgo: 2,
        },
        {
          id: 91512,
          title: 'UI Designer',
          company: 'Dutta Studios',
          cities: ['Kolkata'],
          exp: [1, 3],
          salary: [8, 12],
          tags: ['Figma', 'Prototyping'],
          category: 3,
          daysAgo: 4,
          workFromHome: true,
        },
        {
          id: 91455,
          title: 'Product Designer - Payments',
          company: 'Bose Fintech',
          cities: ['Mumbai'],
          exp: [3, 5],
          salary: [22, 28],
          tags: ['Design Systems', 'Figma'],
          category: 3,
          daysAgo: 5,
        },
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

const DAY_MS = 86_400_000;
const isoDaysFromNow = (days: number, now: number) => new Date(now + days * DAY_MS).toISOString();
/** Stable ids for names (cities, tags, companies) in the sample. */
const idOf = (name: string) => [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 99_991, 7);

function feedEntry(vertical: Vertical, spec: JobSpec, now: number): JobFeedEntry {
  const category = VERTICALS[vertical].categories[spec.category] ?? VERTICALS[vertical].categories[0];
  return {
    id: spec.id,
    title: spec.title,
    slug: toSlug(spec.title),
    confidential: spec.company === null,
    company: spec.company ? { id: idOf(spec.company), name: spec.company, slug: toSlug(spec.company) } : null,
    companyLogo: null,
    cities: spec.cities.map((name) => ({ id: idOf(name), name })),
    minExp: spec.exp[0],
    maxExp: spec.exp[1],
    minSalary: spec.salary?.[0] ?? null,
    maxSalary: spec.salary?.[1] ?? null,
    hideSalary: spec.salary === null,
    tags: spec.tags.map((name) => ({ id: idOf(name), name })),
    postedAt: isoDaysFromNow(-spec.daysAgo, now),
    expiresAt: isoDaysFromNow(30 - spec.daysAgo, now),
    saved: 0,
    applied: false,
    category: category ? { id: spec.category + 1, name: category.name, slug: category.slug } : null,
    recruiter: { id: 7000 + (spec.id % 1000), name: 'Recruiter', designation: null, picUrl: null },
    femaleCandidate: false,
    femaleBackWorkForce: false,
    differentlyAbled: false,
    exDefence: false,
    workFromHome: spec.workFromHome ?? false,
    applyType: spec.applyUrl ? 'external' : 'internal',
    applyUrl: spec.applyUrl ?? null,
  };
}

/**
 * The job of that kind as `job/detail` answers it, the jobs `job/similarjobs` answers for it and the
 * courses that make a seeker ready for it, dated from `now`.
 */
export function storyJob(vertical: Vertical, kind: StoryJobKind, now: number) {
  const sample = SAMPLES[vertical] ?? plainSample(vertical);
  const spec = sample[kind];
  const job: JobDetail = {
    ...feedEntry(vertical, spec, now),
    description: spec.description,
    status: 'live',
    companyDetails: spec.company
      ? {
          id: idOf(spec.company),
          name: spec.company,
          slug: toSlug(spec.company),
          logo: null,
          about: spec.about,
          website: `https://www.${toSlug(spec.company).replace(/-/g, '')}.example`,
          size: spec.size,
          industry: { id: idOf(spec.industry), name: spec.industry },
        }
      : null,
    recruiter: { ...spec.recruiter, picUrl: null, lastActiveAt: isoDaysFromNow(-1, now) },
    functionalArea: { id: idOf(spec.functionalArea), name: spec.functionalArea },
    industry: { id: idOf(spec.industry), name: spec.industry },
    skills: spec.tags,
    views: spec.views,
    applicants: spec.applicants,
  };
  return {
    job,
    similar: spec.similar.map((s) => feedEntry(vertical, s, now)),
    courses: kind === 'live' ? sample.courses : [],
  };
}
