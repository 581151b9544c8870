/**
 * Resumes of fictional people in the layouts real ones come in, each with the fields a person reading
 * it would write down, for the resume parser's tests and its bench (`pnpm --filter @jobsite/api
 * bench:resume`).
 *
 * Twelve are HTML sources in `resumes/` that LibreOffice turned into a DOCX and a PDF saved from it
 * (`resumes/make.sh`; both files are committed beside their source): headings in capitals or not,
 * tables, sidebars, bullets, line breaks inside a paragraph, contact details in the page header, dates
 * as "2019 - 2022", "Jan 2019 – Present", "06/2018 to 03/2021" and "Mar'19". One more is drawn here in
 * code: a two-column page whose columns share their baselines.
 */
import { readFileSync } from 'node:fs';
import { makeColumnsPdf } from './index.ts';

export interface ExpectedEducation {
  degree: string;
  institute: string | null;
  passingYear: number | null;
}

export interface ExpectedCompany {
  company: string;
  designation: string | null;
  /** The year the job began. */
  from: number | null;
  /** The year it ended, or `present` while it goes on. */
  to: number | 'present' | null;
}

export interface ExpectedResume {
  name: string;
  email: string | null;
  /** The ten digits of the Indian mobile number. */
  phone: string | null;
  /** The skills of the site's tags that the resume names. */
  skills: string[];
  /** Degrees, diplomas and certifications; school years (Class X, XII) are left out. */
  education: ExpectedEducation[];
  /** Employers, the latest first. */
  companies: ExpectedCompany[];
}

export interface ResumeSample {
  /** The file's name in `resumes/`, or the name a code-drawn one is uploaded with. */
  name: string;
  kind: 'pdf' | 'docx';
  expected: ExpectedResume;
  read(): Uint8Array<ArrayBuffer>;
}

interface Person {
  source: string;
  expected: ExpectedResume;
}

const PEOPLE: Person[] = [
  {
    source: '01-arjun-mehta',
    expected: {
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.in',
      phone: '9820144567',
      skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka', 'Docker', 'AWS', 'REST API'],
      education: [
        {
          degree: 'B.Tech, Computer Science and Engineering',
          institute: 'National Institute of Technology, Tiruchirappalli',
          passingYear: 2019,
        },
      ],
      companies: [
        {
          company: 'Razorpay Software Pvt. Ltd.',
          designation: 'Senior Software Engineer',
          from: 2022,
          to: 'present',
        },
        { company: 'Infosys Limited', designation: 'Software Engineer', from: 2019, to: 2022 },
      ],
    },
  },
  {
    source: '02-sneha-kulkarni',
    expected: {
      name: 'Sneha Kulkarni',
      email: 'sneha.kulkarni@example.com',
      phone: '9923056781',
      skills: ['Credit Analysis', 'Financial Modelling', 'Risk Management'],
      education: [
        {
          degree: 'MBA (Finance)',
          institute: 'Symbiosis Institute of Business Management, Pune',
          passingYear: 2016,
        },
        { degree: 'B.Com', institute: 'Brihan Maharashtra College of Commerce, Pune', passingYear: 2014 },
      ],
      companies: [
        {
          company: 'Bajaj Finserv Ltd.',
          designation: 'Assistant Manager – Credit Analysis',
          from: 2019,
          to: 'present',
        },
        { company: 'ICICI Bank Limited', designation: 'Relationship Officer', from: 2016, to: 2018 },
      ],
    },
  },
  {
    source: '03-vikram-nair',
    expected: {
      name: 'Vikram Nair',
      email: 'vikram.nair88@example.org',
      phone: '9447023456',
      skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Snowflake', 'ETL', 'Data Engineering'],
      education: [
        { degree: 'M.Sc. (Computer Science)', institute: 'University of Hyderabad', passingYear: 2018 },
        { degree: 'B.Sc. (Mathematics)', institute: "St. Teresa's College, Ernakulam", passingYear: 2016 },
      ],
      companies: [
        { company: 'UST Global', designation: 'Senior Data Engineer', from: 2021, to: 'present' },
        { company: 'Tata Consultancy Services', designation: 'Systems Engineer', from: 2018, to: 2021 },
      ],
    },
  },
  {
    source: '04-ananya-iyer',
    expected: {
      name: 'Ananya Iyer',
      email: 'ananya.iyer@example.co.in',
      phone: '9845077120',
      skills: ['Brand Management', 'Digital Marketing', 'Market Research', 'Trade Marketing'],
      education: [
        {
          degree: 'PGDM, Marketing',
          institute: 'Indian Institute of Management Kozhikode',
          passingYear: 2017,
        },
        { degree: 'BBA', institute: 'Christ University, Bengaluru', passingYear: 2015 },
      ],
      companies: [
        { company: 'Hindustan Unilever Limited', designation: 'Brand Manager', from: 2020, to: 'present' },
        { company: 'Marico Ltd', designation: 'Assistant Brand Manager', from: 2017, to: 2020 },
      ],
    },
  },
  {
    source: '05-rohit-agarwal',
    expected: {
      name: 'Rohit Agarwal',
      email: 'rohit.agarwal.ca@example.com',
      phone: '9831045678',
      skills: ['Audit', 'Taxation', 'Accounting', 'Compliance', 'SAP', 'Chartered Accountant'],
      education: [
        {
          degree: 'Chartered Accountant (CA)',
          institute: 'The Institute of Chartered Accountants of India',
          passingYear: 2015,
        },
        { degree: 'B.Com (Hons.)', institute: "St. Xavier's College, Kolkata", passingYear: 2012 },
      ],
      companies: [
        {
          company: 'Deloitte Haskins & Sells LLP',
          designation: 'Manager – Audit',
          from: 2018,
          to: 'present',
        },
        { company: 'S.R. Batliboi & Co. LLP', designation: 'Audit Executive', from: 2015, to: 2018 },
      ],
    },
  },
  {
    source: '06-fatima-sheikh',
    expected: {
      name: 'Fatima Sheikh',
      email: 'fatima.sheikh2002@example.com',
      phone: '7021345678',
      skills: ['Python', 'PyTorch', 'Machine Learning', 'Computer Vision', 'SQL', 'XGBoost'],
      education: [
        {
          degree: 'B.E. (Information Technology)',
          institute: 'Sardar Patel Institute of Technology, Mumbai',
          passingYear: 2024,
        },
      ],
      companies: [
        { company: 'Fractal Analytics', designation: 'Machine Learning Intern', from: 2023, to: 2023 },
      ],
    },
  },
  {
    source: '07-karthik-reddy',
    expected: {
      name: 'Karthik Reddy',
      email: 'karthik.reddy@example.net',
      phone: '9000012345',
      skills: ['C#', '.NET', 'AWS', 'Azure', 'Microservices', 'System Design'],
      education: [
        {
          degree: 'B.Tech in Computer Science',
          institute: 'International Institute of Information Technology, Hyderabad',
          passingYear: 2017,
        },
      ],
      companies: [
        {
          company: 'Amazon Development Centre India Pvt Ltd',
          designation: 'SDE II',
          from: 2021,
          to: 'present',
        },
        { company: 'Microsoft India', designation: 'Software Engineer', from: 2017, to: 2021 },
      ],
    },
  },
  {
    source: '08-deepa-menon',
    expected: {
      name: 'Deepa Menon',
      email: 'deepa.menon@example.in',
      phone: '9986011223',
      skills: [
        'HR Business Partner',
        'Talent Acquisition',
        'Performance Management',
        'Employee Relations',
        'HR Analytics',
        'Campus Hiring',
      ],
      education: [
        { degree: 'MBA (Human Resources)', institute: 'XLRI Jamshedpur', passingYear: 2014 },
        {
          degree: 'Bachelor of Arts (Psychology)',
          institute: "Women's Christian College, Chennai",
          passingYear: 2012,
        },
        { degree: 'SHRM Certified Professional', institute: null, passingYear: 2021 },
      ],
      companies: [
        {
          company: 'Freshworks Technologies Pvt Ltd',
          designation: 'HR Business Partner',
          from: 2019,
          to: 'present',
        },
        {
          company: 'Ashok Leyland Limited',
          designation: 'Senior Executive – Talent Acquisition',
          from: 2014,
          to: 2019,
        },
      ],
    },
  },
  {
    source: '09-suresh-patil',
    expected: {
      name: 'Suresh Patil',
      email: 'suresh.patil@example.co.in',
      phone: '9422012345',
      skills: ['Logistics', 'Warehouse Management', 'Fleet Management', 'Inventory Management'],
      education: [
        { degree: 'B.E. (Mechanical)', institute: 'Shivaji University', passingYear: 2012 },
        {
          degree: 'Diploma in Mechanical Engineering',
          institute: 'Government Polytechnic, Kolhapur',
          passingYear: 2009,
        },
      ],
      companies: [
        {
          company: 'Mahindra Logistics Ltd.',
          designation: 'Assistant Manager – Operations',
          from: 2017,
          to: 'present',
        },
        { company: 'Blue Dart Express Ltd.', designation: 'Senior Executive', from: 2012, to: 2017 },
      ],
    },
  },
  {
    source: '10-neha-gupta',
    expected: {
      name: 'Neha Gupta',
      email: 'neha.gupta@example.com',
      phone: '8800123456',
      skills: ['Python', 'SQL', 'PyTorch', 'Recommendation Systems', 'A/B Testing', 'Tableau'],
      education: [
        { degree: 'M.Tech, Data Science', institute: 'IIIT Bangalore', passingYear: 2020 },
        { degree: 'B.Sc. Statistics', institute: 'Fergusson College, Pune', passingYear: 2018 },
      ],
      companies: [
        { company: 'Flipkart', designation: 'Data Scientist', from: 2020, to: 'present' },
        { company: 'Mu Sigma Business Solutions', designation: 'Analyst', from: 2018, to: 2020 },
      ],
    },
  },
  {
    source: '11-amit-banerjee',
    expected: {
      name: 'Amit Banerjee',
      email: 'amit.banerjee@example.com',
      phone: '9830098765',
      skills: [
        'Channel Sales',
        'Insurance',
        'Business Development',
        'Retail Sales',
        'Key Account Management',
      ],
      education: [
        {
          degree: 'PGDBM (Marketing)',
          institute: 'Institute of Management Technology, Ghaziabad',
          passingYear: 2010,
        },
        { degree: 'B.Sc. (Physics)', institute: 'University of Calcutta', passingYear: 2007 },
      ],
      companies: [
        {
          company: 'HDFC Life Insurance Co. Ltd.',
          designation: 'Area Sales Manager',
          from: 2016,
          to: 'present',
        },
        { company: 'Asian Paints Limited', designation: 'Sales Officer', from: 2010, to: 2016 },
      ],
    },
  },
  {
    source: '12-lakshmi-subramanian',
    expected: {
      name: 'Lakshmi Subramanian',
      email: 'lakshmi.s@example.org',
      phone: '9444055667',
      skills: ['Java', 'C++', 'PostgreSQL', 'System Design', 'Python'],
      education: [
        {
          degree: 'Ph.D. in Computer Science',
          institute: 'Indian Institute of Science, Bangalore',
          passingYear: 2015,
        },
        {
          degree: 'M.E. (Computer Science)',
          institute: 'College of Engineering, Guindy, Anna University',
          passingYear: 2009,
        },
        {
          degree: 'B.E. (Electronics and Communication)',
          institute: 'PSG College of Technology, Coimbatore',
          passingYear: 2007,
        },
      ],
      companies: [
        {
          company: 'Oracle India Pvt. Ltd.',
          designation: 'Principal Member of Technical Staff',
          from: 2015,
          to: 'present',
        },
        { company: 'Wipro Technologies', designation: 'Senior Software Engineer', from: 2009, to: 2015 },
      ],
    },
  },
];

const fromFile = (name: string) => () =>
  new Uint8Array(readFileSync(new URL(`../resumes/${name}`, import.meta.url)));

/** A sidebar (contact, education, skills) beside the work history, drawn row by row. */
const COLUMNS: ResumeSample = {
  name: '13-pooja-deshmukh.pdf',
  kind: 'pdf',
  expected: {
    name: 'Pooja Deshmukh',
    email: 'pooja.deshmukh@example.com',
    phone: '9765012340',
    skills: ['React', 'TypeScript', 'Node.js', 'Figma'],
    education: [{ degree: 'BCA', institute: 'Savitribai Phule Pune University', passingYear: 2019 }],
    companies: [
      { company: 'Persistent Systems Ltd', designation: 'Frontend Developer', from: 2021, to: 'present' },
      { company: 'Cybage Software', designation: 'Associate Engineer', from: 2019, to: 2021 },
    ],
  },
  read: () =>
    makeColumnsPdf(
      [
        'POOJA DESHMUKH',
        'pooja.deshmukh@example.com',
        '+91 97650 12340',
        'Pune',
        '',
        'EDUCATION',
        'BCA',
        'Savitribai Phule Pune University',
        '2016 - 2019',
        '',
        'SKILLS',
        'React, TypeScript',
        'Node.js, Figma',
      ],
      [
        'Frontend developer',
        '',
        'EXPERIENCE',
        'Frontend Developer',
        'Persistent Systems Ltd',
        'Mar 2021 - Present',
        '- Built the design system in React and TypeScript',
        '- Cut bundle size by 40%',
        'Associate Engineer',
        'Cybage Software',
        'Jul 2019 - Feb 2021',
        '- Wrote Node.js services for a travel client',
      ],
    ),
};

/** Every sample: each LibreOffice resume as DOCX and as PDF, and the code-drawn one. */
export const RESUME_SAMPLES: readonly ResumeSample[] = [
  ...PEOPLE.flatMap(({ source, expected }) =>
    (['docx', 'pdf'] as const).map((kind) => ({
      name: `${source}.${kind}`,
      kind,
      expected,
      read: fromFile(`${source}.${kind}`),
    })),
  ),
  COLUMNS,
];
