/**
 * Valid sample values of every schema, for tests and stories. Each is a realistic answer of the API
 * (ids are numbers, dates ISO strings).
 */

import type {
  CourseBanner,
  CourseCategory,
  CourseDetail,
  CourseSummary,
  Institute,
} from '../answers/courses.ts';
import type { AuthState, LoginResponse } from './auth.ts';
import type { ApiError, NamedRef } from './common.ts';
import type { Competition, FeatureFlags, PromoBanner, SeoMetadata } from './content.ts';
import type { JobDetail, JobFeedEntry, JobFeedResponse, JobInsights, MagicRank } from './jobs.ts';
import type { Notification } from './notifications.ts';
import {
  type CoverLetter,
  DEFAULT_SETTINGS,
  type Profile,
  type ProfileCompleteness,
  type Settings,
  type Skills,
} from './profile.ts';
import type { Recommendation, SocialUser } from './recommendations.ts';
import type { SubscriptionDetails, SubscriptionPlan } from './subscriptions.ts';
import type { Category, FunctionalArea, PublicCategory, Tag, TagInfo } from './taxonomy.ts';

const mumbai: NamedRef = { id: 1, name: 'Mumbai' };

export const sampleAuthState: AuthState = {
  isLoggedIn: true,
  statusType: 1,
  userId: 1042,
  isPro: false,
  obfuscatedUserId: 'u_8f3a2c',
  authInfo: { type: 'seeker' },
};

export const sampleLoginResponse: LoginResponse = {
  twoFactorAuth: false,
  options: { reset: false },
  activationToken: null,
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDQyIn0.c2lnbmF0dXJl',
  seekerId: 1042,
  obfuscatedUserId: 'u_8f3a2c',
};

export const sampleSettings: Settings = { ...DEFAULT_SETTINGS, jobFeed: false };

export const sampleProfileCompleteness: ProfileCompleteness = {
  percentage: 64,
  personalDetails: 1,
  professionalDetails: 1,
  educationDetails: 1,
  resumeAttached: 1,
  followKeywords: 0,
  profilePicture: 1,
  profileVideoAudio: 0,
  verificationEmail: 1,
  verificationPhone: 0,
  skills: 1,
  recommendations: 0,
  connectionsLinkedIn: 1,
  connectionsFacebook: 0,
  connectionsTwitter: 0,
  appliedJobCount: 12,
  savedJobCount: 3,
  interviewSlots: {
    count: 1,
    slots: [
      { id: 5, jobId: 123456, startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-24T10:30:00.000Z' },
    ],
  },
};

export const sampleProfile: Profile = {
  id: 1042,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  dob: '1994-05-17',
  countryCode: '+91',
  country: 'IN',
  gender: 'female',
  experienceYear: 6,
  experienceMonth: 4,
  passingYear: 2016,
  locations: { current: mumbai, preferred: [mumbai, { id: 2, name: 'Pune' }] },
  functionalArea: { id: 3, name: 'Finance' },
  industry: { id: 7, name: 'Banking' },
  institute: 'IIM Bangalore',
  currentCTC: 24,
  currentSalary: '24 LPA',
  expectedCTC: 30,
  expectedSalary: '30 LPA',
  noticePeriod: 60,
  resumePath: 'resumes/1042.pdf',
  resumeUpdatedAt: '2026-10-02T08:15:00.000Z',
  resumeUpdated: false,
  picUrl: null,
  audio: false,
  video: true,
  audioPath: null,
  videoPath: 'media/1042/round-zero.mp4',
  maritalStatus: null,
  experienceStatus: 'experienced',
  tags: [{ id: 11, name: 'Financial Modelling' }],
  proMembership: { isValid: true, daysLeft: 40 },
  subscriptions: { spotLight: { isValid: false } },
  confidential: false,
  negotiable: true,
  followUpsRemaining: 1,
  coverText: null,
  coverLetterId: null,
  professionalInfo: [{ company: 'Acme Bank', designation: 'Analyst', from: '2020-07-01', to: null }],
  educationInfo: {
    info: [{ courseType: 'Full time', degree: 'MBA', institute: 'IIM Bangalore', passingYear: 2016 }],
  },
  resumeBuilderProfileCompleteness: 80,
  settings: sampleSettings,
  isShortlisted: false,
  showMaven: false,
  competition: null,
  verifiedEmail: true,
  verifiedNumber: false,
  obfuscatedUserId: 'u_8f3a2c',
  createdAt: '2019-01-10T12:00:00.000Z',
  schema: 2,
};

export const sampleCategory: Category = {
  dataId: 1,
  label: 'Banking & Finance',
  tag: 'banking-finance',
  menus: [{ dataId: 11, label: 'Financial Modelling', tag: 'financial-modelling' }],
};

export const samplePublicCategory: PublicCategory = {
  id: 1,
  name: 'Banking & Finance',
  icon: '/icons/banking.svg',
  tags: [{ id: 11, name: 'Financial Modelling' }],
};

export const sampleFunctionalArea: FunctionalArea = { id: 3, name: 'Finance', cluster: 'Finance & Accounts' };

export const sampleTag: Tag = {
  id: 11,
  name: 'Financial Modelling',
  alias: null,
  key: 'financial-modelling',
};

export const sampleTagInfo: TagInfo = {
  id: 11,
  tagName: 'Financial Modelling',
  categories: [{ id: 1, name: 'Banking & Finance' }],
};

export const sampleJobFeedEntry: JobFeedEntry = {
  id: 123456,
  title: 'Senior Analyst - Corporate Banking',
  slug: 'senior-analyst-corporate-banking',
  confidential: false,
  company: { id: 77, name: 'Acme Bank', slug: 'acme-bank' },
  companyLogo: '/logos/acme.png',
  cities: [mumbai],
  minExp: 3,
  maxExp: 6,
  minSalary: 18,
  maxSalary: 25,
  hideSalary: false,
  tags: [{ id: 11, name: 'Financial Modelling' }],
  postedAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2026-12-20T09:30:00.000Z',
  saved: 0,
  applied: false,
  category: { id: 1, name: 'Banking & Finance', slug: 'banking-finance' },
  recruiter: { id: 501, name: 'Ravi Kumar', designation: 'Talent Partner', picUrl: null },
  femaleCandidate: false,
  femaleBackWorkForce: false,
  differentlyAbled: false,
  exDefence: false,
  workFromHome: true,
  applyType: 'internal',
  applyUrl: null,
};

export const sampleJobDetail: JobDetail = {
  ...sampleJobFeedEntry,
  cities: sampleJobFeedEntry.cities.map((c) => ({ ...c, state: 'Maharashtra', remote: false })),
  description: '<p>Own the credit analysis of mid-market clients.</p>',
  status: 'live',
  companyDetails: {
    id: 77,
    name: 'Acme Bank',
    slug: 'acme-bank',
    logo: '/logos/acme.png',
    about: 'A bank.',
    website: 'https://acme.example',
    size: '1000-5000',
    industry: { id: 7, name: 'Banking' },
  },
  recruiter: {
    id: 501,
    name: 'Ravi Kumar',
    designation: 'Talent Partner',
    picUrl: null,
    company: 'Acme Bank',
    lastActiveAt: '2026-11-21T08:00:00.000Z',
    responsiveness: {
      enough: true,
      applications: 38,
      medianResponseHours: 19.5,
      heardWithin7Days: 84,
      heardWithin14Days: 89,
      lastActionDaysAgo: 1,
    },
  },
  functionalArea: { id: 3, name: 'Finance' },
  industry: { id: 7, name: 'Banking' },
  skills: ['Credit analysis', 'Excel'],
  views: 340,
  applicants: 52,
};

export const sampleJobFeedResponse: JobFeedResponse = {
  jobs: [sampleJobFeedEntry],
  totalJobs: 41,
  hasMore: true,
  page: 0,
};

export const sampleJobInsights: JobInsights = {
  competitionData: [
    { band: '<1 Yr', count: 2 },
    { band: '3-5 Yr', count: 20 },
    { band: '15+ Yr', count: 1 },
  ],
  appliedData: [{ month: '2026-10', count: 23 }],
  viewData: [{ month: '2026-10', count: 300 }],
  totalApplicantsFromTopBSchool: 8,
  totalApplicants: 23,
  totalViews: 300,
  topInstitutes: 'top B-schools',
};

export const sampleMagicRank: MagicRank = {
  status: { code: 200 },
  data: { rank: 4, percentile: 87, error: null },
  applicants: 23,
};

export const sampleNotification: Notification = {
  id: 9001,
  type: 2,
  status: 1,
  text: 'You have been shortlisted for Senior Analyst',
  createdAt: '2026-11-21T07:00:00.000Z',
  link: '/j/senior-analyst-corporate-banking-123456.html',
};

export const sampleSubscriptionPlan: SubscriptionPlan = {
  id: 'earlyApplicant',
  name: 'Early applicant',
  description: ['Apply before others'],
  price: 1499,
  frequency: '6 months',
  monthlyPrice: 249,
};

export const sampleSubscriptionDetails: SubscriptionDetails = {
  earlyApplicant: { active: true, expiry: '2027-05-21T00:00:00.000Z' },
  resumeBuilder: { active: false, expiry: null },
  pro: { active: false, expiry: null },
};

export const sampleRecommendation: Recommendation = {
  recommendationId: 31,
  recommendationText: 'Asha is a sharp analyst.',
  email: 'mentor@example.com',
  socialId: null,
  senderName: 'Asha Rao',
  userEmail: 'asha@example.com',
  status: 'pending',
  action: null,
  relation: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  writtenAt: null,
  linkExpiresAt: '2026-12-04T09:30:00.000Z',
};

export const sampleSocialUser: SocialUser = {
  userId: 1042,
  type: 'linkedin',
  name: 'Asha Rao',
  publicId: 'asha-rao',
  positions: [{ title: 'Analyst', company: 'Acme Bank' }],
  loginVia: 'linkedin',
  status: 'active',
  requestedEmail: null,
  picUrl: null,
};

export const samplePromoBanner: PromoBanner = {
  id: 3,
  companyId: 77,
  companyName: 'Acme Bank',
  companyLogo: '/logos/acme.png',
  title: 'Acme is hiring',
  imageUrl: '/banners/acme.png',
  redirectLink: '/company/acme-bank',
  text: 'Join our credit team',
  subText: null,
  ctaText: 'View jobs',
  trackerText: 'acme-nov',
  courseId: null,
  institute: null,
  allowedOnJobFeeds: true,
  minExp: 2,
  maxExp: 8,
  location: 'Mumbai',
  jobId: null,
  ordering: 1,
  showcaseRedirectLink: null,
};

export const sampleCompetition: Competition = {
  id: 2,
  name: 'Epoch',
  edition: 2,
  year: 2026,
  rounds: [
    {
      round: 'registration',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-11-30T00:00:00.000Z',
      elimination: false,
      state: 'open',
      resultsPublished: false,
    },
    {
      round: 'round1',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-02T00:00:00.000Z',
      elimination: true,
      state: 'upcoming',
      resultsPublished: false,
    },
  ],
  registered: true,
  currentRound: 'registration',
  status: 'idle',
  preferredCompanies: [],
  quiz: { questions: 30, minutes: 20 },
  editions: [
    { id: 1, name: 'Epoch', edition: 1, year: 2025, current: false },
    { id: 2, name: 'Epoch', edition: 2, year: 2026, current: true },
  ],
};

export const sampleCoverLetter: CoverLetter = {
  coverletter: 'Dear hiring manager, ...',
  includeCoverletter: true,
};

export const sampleSkills: Skills = ['excel', 'financial-modelling'];

export const sampleApiError: ApiError = { error: { message: 'profile not found', statusCode: 404 } };

export const sampleFeatureFlags: FeatureFlags = {
  competition: true,
  competitionPreferredCompany: false,
  applyFloatingButton: true,
};

export const sampleSeoMetadata: SeoMetadata = {
  title: 'Banking & Finance Jobs',
  description: 'Latest banking and finance jobs.',
  canonical: '/c/banking-finance-jobs',
};

// The learning section (calls.md 7.11): a course as cards show it, its page, and the lists around it.

export const sampleCourseCategory: CourseCategory = {
  id: 4,
  name: 'Business Analytics',
  slug: 'business-analytics',
  courseCount: 12,
};

export const sampleInstitute: Institute = {
  id: 9,
  name: 'Westbridge School of Business',
  slug: 'westbridge-school-of-business',
  logo: null,
  city: 'Mumbai',
  about:
    'Westbridge runs part-time and weekend programmes for working professionals, taught by faculty with industry practice and a placement cell of its own.',
  website: 'https://westbridge.example.edu',
  courseCount: 6,
};

export const sampleCourseSummary: CourseSummary = {
  id: 42,
  name: 'Post Graduate Certificate in Business Analytics',
  path: '/learning/course/business-analytics-course-42',
  category: { id: 4, name: 'Business Analytics', slug: 'business-analytics' },
  institute: {
    id: 9,
    name: 'Westbridge School of Business',
    slug: 'westbridge-school-of-business',
    logo: null,
    city: 'Mumbai',
  },
  mode: 'hybrid',
  durationMonths: 11,
  fee: 245000,
  nextStart: '2027-01-09',
  skills: ['sql', 'excel', 'tableau', 'python'],
  updatedAt: '2026-11-02T10:30:00.000Z',
};

/** Two more courses of other institutes: similar courses, slot contents. */
export const sampleCourseSummaries: CourseSummary[] = [
  sampleCourseSummary,
  {
    id: 57,
    name: 'Executive Programme in Digital Marketing',
    path: '/learning/course/digital-marketing-course-57',
    category: { id: 6, name: 'Digital Marketing', slug: 'digital-marketing' },
    institute: {
      id: 12,
      name: 'Deccan Institute of Business',
      slug: 'deccan-institute-of-business',
      logo: null,
      city: 'Pune',
    },
    mode: 'online',
    durationMonths: 6,
    fee: 89000,
    nextStart: '2026-12-14',
    skills: ['seo', 'google-ads', 'content-strategy'],
    updatedAt: '2026-10-21T08:00:00.000Z',
  },
  {
    id: 63,
    name: 'Certificate in Financial Modelling and Valuation',
    path: '/learning/course/finance-course-63',
    category: { id: 2, name: 'Finance', slug: 'finance' },
    institute: {
      id: 15,
      name: 'Coromandel Finance Academy',
      slug: 'coromandel-finance-academy',
      logo: null,
      city: null,
    },
    mode: 'offline',
    durationMonths: 3,
    fee: null,
    nextStart: null,
    skills: ['financial-modelling', 'excel', 'valuation'],
    updatedAt: '2026-09-30T12:00:00.000Z',
  },
];

export const sampleCourseDetail: CourseDetail = {
  ...sampleCourseSummary,
  institute: sampleInstitute,
  summary:
    'An eleven-month, weekend programme that takes working professionals from spreadsheets to SQL, dashboards and predictive models.',
  description:
    'Built for analysts, managers and consultants who decide with data. Each module ends in a project on a real business data set, reviewed by faculty, and the programme closes with a capstone for a partner company.',
  eligibility:
    'A bachelor’s degree in any discipline with at least 50% marks, and one year of work experience.',
  syllabus: [
    {
      title: 'Foundations of analytics',
      topics: ['Descriptive statistics', 'Excel for analysis', 'Business problem framing'],
    },
    {
      title: 'Data wrangling with SQL',
      topics: ['Joins and window functions', 'Data cleaning', 'Working with large tables'],
    },
    { title: 'Visualisation and storytelling', topics: ['Tableau dashboards', 'Designing for decisions'] },
    {
      title: 'Predictive modelling',
      topics: ['Regression', 'Classification', 'Model evaluation with Python'],
    },
  ],
  outcomes: [
    'Frame a business question as an analysis and answer it with data',
    'Build dashboards that managers use every week',
    'Build and explain a predictive model',
  ],
  startDates: ['2027-01-09', '2027-07-10'],
  instalments: { count: 3, amount: 84000 },
  hasBrochure: true,
  published: true,
};

export const sampleCourseBanner: CourseBanner = {
  id: 1,
  title: 'Upskill while you work',
  text: 'Weekend and online programmes from institutes across India, with fees you can pay in instalments.',
  ctaText: 'Explore analytics courses',
  href: '/learning/course/business-analytics-course-42',
  courseId: 42,
};
