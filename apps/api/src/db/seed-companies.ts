/**
 * The seeded companies' facts, drawn so they agree (decision 0092): the industry follows the name's last
 * word ("… Bank" is a bank, "… Pharma" makes medicines), the size follows the industry (an AI startup
 * is small, a conglomerate large), and the founding year follows both (a startup is young; a company of
 * 5000+ people has been at it for decades). The about text says them in one sentence.
 */
import type { Faker } from '@faker-js/faker';
import { withArticle } from '@jobsite/domain';

/** The sizes a company may have, smallest first, as `companies.employees` holds them. */
const COMPANY_SIZES = ['11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The year the seed counts ages from, fixed so a seed is the same whatever day it runs. */
export const SEED_YEAR = 2026;

/** The fewest years a company of each size has been going: people are hired over years. */
export const MIN_AGE: Record<CompanySize, number> = {
  '11-50': 1,
  '51-200': 2,
  '201-1000': 5,
  '1001-5000': 12,
  '5000+': 25,
};

/** A startup is at most this many years old and at most 200 people. */
export const STARTUP_MAX_AGE = 10;

interface Profile {
  /** What it is, after "is a/an": "AI startup", "bank". */
  noun: string;
  /** The earliest and latest years it may have been founded. */
  founded: [number, number];
  /** The sizes it may have. */
  sizes: readonly CompanySize[];
  /** A startup: young and small. */
  startup?: true;
}

const SMALL = ['11-50', '51-200'] as const;
const GROWING = ['51-200', '201-1000', '1001-5000'] as const;
const MID = ['51-200', '201-1000', '1001-5000'] as const;
const LARGE = ['1001-5000', '5000+'] as const;
const ANY_ESTABLISHED = ['201-1000', '1001-5000', '5000+'] as const;
/** From a team of fifty to the largest. */
const FROM_FIFTY = ['51-200', '201-1000', '1001-5000', '5000+'] as const;
/** Firms of partners: from a small practice to a large one, never the largest. */
const FIRMS = ['11-50', '51-200', '201-1000', '1001-5000'] as const;

/** Every industry of both brands' vocabularies (a test checks none is missing). */
export const INDUSTRY_PROFILES: Record<string, Profile> = {
  'AI Startup': {
    noun: 'AI startup',
    founded: [SEED_YEAR - STARTUP_MAX_AGE, SEED_YEAR - 1],
    sizes: SMALL,
    startup: true,
  },
  Fintech: { noun: 'fintech company', founded: [2008, 2023], sizes: GROWING },
  Edtech: { noun: 'edtech company', founded: [2010, 2023], sizes: GROWING },
  SaaS: { noun: 'SaaS company', founded: [2005, 2023], sizes: GROWING },
  Internet: { noun: 'internet company', founded: [1998, 2022], sizes: FROM_FIFTY },
  'E-commerce': { noun: 'e-commerce company', founded: [2000, 2022], sizes: FROM_FIFTY },
  'Software Product': { noun: 'software product company', founded: [1985, 2022], sizes: MID },
  'IT Services': { noun: 'IT services company', founded: [1968, 2020], sizes: ANY_ESTABLISHED },
  'IT Enabled Services': {
    noun: 'IT-enabled services company',
    founded: [1990, 2020],
    sizes: ANY_ESTABLISHED,
  },
  Semiconductors: { noun: 'semiconductor company', founded: [1970, 2018], sizes: ANY_ESTABLISHED },
  Telecom: { noun: 'telecom operator', founded: [1960, 2010], sizes: LARGE },
  Banking: { noun: 'bank', founded: [1906, 2015], sizes: LARGE },
  'Financial Services': { noun: 'financial services firm', founded: [1950, 2020], sizes: FROM_FIFTY },
  NBFC: { noun: 'non-banking finance company', founded: [1960, 2020], sizes: ANY_ESTABLISHED },
  Insurance: { noun: 'insurer', founded: [1920, 2012], sizes: LARGE },
  'Health Insurance': { noun: 'health insurer', founded: [1995, 2018], sizes: ANY_ESTABLISHED },
  FMCG: { noun: 'FMCG company', founded: [1900, 2010], sizes: LARGE },
  'Consumer Durables': { noun: 'consumer durables maker', founded: [1940, 2010], sizes: ANY_ESTABLISHED },
  'Media & Entertainment': { noun: 'media and entertainment company', founded: [1950, 2020], sizes: MID },
  Retail: { noun: 'retailer', founded: [1950, 2018], sizes: ANY_ESTABLISHED },
  'Management Consulting': { noun: 'strategy consulting firm', founded: [1960, 2021], sizes: FIRMS },
  Consulting: { noun: 'consulting firm', founded: [1970, 2021], sizes: FIRMS },
  'Professional Services': { noun: 'professional services firm', founded: [1960, 2021], sizes: MID },
  'Big Four': { noun: 'Big Four accounting firm', founded: [1880, 1990], sizes: ['5000+'] },
  Conglomerate: { noun: 'conglomerate', founded: [1890, 1990], sizes: ['5000+'] },
  Manufacturing: { noun: 'manufacturer', founded: [1930, 2015], sizes: ANY_ESTABLISHED },
  Automobile: { noun: 'automobile maker', founded: [1940, 2005], sizes: LARGE },
  Logistics: { noun: 'logistics company', founded: [1970, 2020], sizes: FROM_FIFTY },
  Staffing: { noun: 'staffing company', founded: [1980, 2020], sizes: MID },
  'Law Firm': { noun: 'law firm', founded: [1920, 2018], sizes: ['11-50', '51-200', '201-1000'] },
  Pharmaceuticals: { noun: 'pharmaceutical company', founded: [1935, 2010], sizes: ANY_ESTABLISHED },
  Biotechnology: {
    noun: 'biotechnology company',
    founded: [1985, 2021],
    sizes: ['11-50', '51-200', '201-1000'],
  },
  CRO: { noun: 'clinical research organisation', founded: [1990, 2020], sizes: MID },
  'Medical Devices': { noun: 'medical devices maker', founded: [1975, 2020], sizes: MID },
  Hospitals: { noun: 'hospital chain', founded: [1950, 2012], sizes: ANY_ESTABLISHED },
  'Healthcare Services': { noun: 'healthcare services company', founded: [1980, 2020], sizes: MID },
  Diagnostics: { noun: 'diagnostics chain', founded: [1980, 2018], sizes: MID },
  BPO: { noun: 'BPO', founded: [1995, 2018], sizes: ANY_ESTABLISHED },
  KPO: { noun: 'KPO', founded: [1998, 2018], sizes: MID },
};

/** A profile for an industry a vocabulary adds before this table does: an established mid-size firm. */
const FALLBACK: Profile = { noun: 'company', founded: [1970, 2018], sizes: MID };

const profileOf = (industry: string): Profile => INDUSTRY_PROFILES[industry] ?? FALLBACK;

/** The industries a name's last word says it is in; none means any. */
const SUFFIX_INDUSTRIES: Record<string, readonly string[]> = {
  Capital: ['Financial Services', 'NBFC', 'Banking'],
  Finserv: ['Financial Services', 'NBFC', 'Insurance'],
  Consulting: ['Management Consulting', 'Consulting', 'Professional Services'],
  Advisors: ['Management Consulting', 'Professional Services', 'Financial Services', 'Law Firm'],
  Industries: ['Manufacturing', 'Conglomerate', 'Automobile', 'Consumer Durables'],
  Retail: ['Retail', 'E-commerce', 'FMCG'],
  Foods: ['FMCG', 'Retail'],
  Pharma: ['Pharmaceuticals', 'Biotechnology', 'CRO'],
  Healthcare: ['Hospitals', 'Healthcare Services', 'Diagnostics', 'Medical Devices', 'Health Insurance'],
  Logistics: ['Logistics', 'E-commerce'],
  Bank: ['Banking'],
  Securities: ['Financial Services'],
  AI: ['AI Startup', 'Software Product', 'SaaS'],
  Networks: ['Telecom', 'IT Services', 'Internet'],
  Cloud: ['SaaS', 'IT Services', 'Software Product'],
  Infotech: ['IT Services', 'Software Product'],
};

/** The industries a company named with this suffix may be in, of the vertical's `industries`. */
function industriesFor(suffix: string, industries: readonly string[]): readonly string[] {
  const fitting = (SUFFIX_INDUSTRIES[suffix] ?? []).filter((i) => industries.includes(i));
  return fitting.length > 0 ? fitting : industries;
}

interface CompanyFacts {
  industry: string;
  size: CompanySize;
  founded: number;
}

/** A company's industry (fitting its name's suffix), size and founding year, in agreement. */
export function companyFacts(f: Faker, suffix: string, industries: readonly string[]): CompanyFacts {
  const industry = f.helpers.arrayElement(industriesFor(suffix, industries));
  const profile = profileOf(industry);
  const size = f.helpers.arrayElement(profile.sizes);
  const [earliest, latest] = profile.founded;
  const founded = f.number.int({
    min: earliest,
    max: Math.max(earliest, Math.min(latest, SEED_YEAR - MIN_AGE[size])),
  });
  return { industry, size, founded };
}

/** "Mehta Bank is a bank headquartered in Mumbai, founded in 1962." */
export const aboutCompany = (name: string, { industry, founded }: CompanyFacts, city: string) =>
  `${name} is ${withArticle(profileOf(industry).noun)} headquartered in ${city}, founded in ${founded}.`;
