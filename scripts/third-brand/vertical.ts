/** The finance vertical: accounting, banking, investment and insurance roles. */
import type { VerticalEntry, VerticalVocabulary } from './entry.ts';

/** The public entry: small enough for every brand bundle. */
export const vertical = {
  id: 'finance',
  code: 'FIN',
  basePath: '/finance',
  siteOrigin: 'http://localhost:3002',
  categories: [
    { name: 'Accounting', slug: 'accounting' },
    { name: 'Banking', slug: 'banking' },
    { name: 'Investment', slug: 'investment' },
    { name: 'Insurance', slug: 'insurance' },
  ],
  flags: { competition: false, competitionPreferredCompany: false, applyFloatingButton: true },
} as const satisfies VerticalEntry;

/** What the API's seed writes for this vertical, per category. Lists are `|`-separated. */
export const vocabulary = {
  name: 'Finance',
  audience: 'finance and accounting',
  education: ['CA, CFA or CPA', 'B.Com or M.Com', 'MBA in Finance'],
  companySuffixes: 'Capital|Finance|Securities|Advisors|Bank|Assurance|Partners',
  synonyms: ['ca|chartered accountant', 'gst|goods and services tax'],
  topInstitutes: { label: 'top finance institutes', names: 'ICAI|NISM Mumbai|IIM Ahmedabad|NIBM Pune' },
  categories: {
    accounting: {
      icon: 'calculator',
      menus: {
        Accounting: 'Tally|GST|Audit|Taxation|IFRS|Ind AS|Financial Reporting|Accounts Payable|SAP FICO',
      },
      titles: 'Chartered Accountant|Accounts Manager|Tax Analyst|Internal Auditor|Financial Controller',
      duties:
        'close the books each month|file GST and income tax returns|run internal audits of key processes|prepare statements under Ind AS',
      functionalAreas: 'Accounts|Taxation|Audit',
      industries: 'Accounting Firm|Manufacturing|IT Services',
    },
    banking: {
      icon: 'bank',
      menus: {
        Banking: 'Retail Banking|Credit Analysis|KYC|AML|Trade Finance|Treasury|Loan Processing',
      },
      titles: 'Relationship Manager|Credit Analyst|Branch Manager|KYC Analyst|Treasury Analyst',
      duties:
        'assess the credit of small businesses|grow a portfolio of retail customers|review KYC and AML alerts|manage the branch cash and compliance',
      functionalAreas: 'Banking|Credit|Operations',
      industries: 'Bank|NBFC|Fintech',
    },
    investment: {
      icon: 'chart',
      menus: {
        Investment:
          'Equity Research|Financial Modelling|Valuation|Portfolio Management|Mutual Funds|Private Equity',
      },
      titles:
        'Equity Research Analyst|Investment Analyst|Portfolio Manager|Valuation Associate|Fund Accountant',
      duties:
        'build financial models of listed companies|write research reports on sectors|value private companies for deals|track fund performance',
      functionalAreas: 'Research|Investments|Fund Management',
      industries: 'Asset Management|Broking|Private Equity',
    },
    insurance: {
      icon: 'shield',
      menus: {
        Insurance: 'Underwriting|Claims|Actuarial|Life Insurance|General Insurance|Reinsurance',
      },
      titles:
        'Underwriter|Claims Manager|Actuarial Analyst|Insurance Sales Manager|Product Manager - Insurance',
      duties:
        'underwrite commercial risks|settle claims within the service levels|price products with actuarial models|grow the bancassurance channel',
      functionalAreas: 'Underwriting|Claims|Actuarial',
      industries: 'Insurance|Bank|Broking',
    },
  },
} as const satisfies VerticalVocabulary<typeof vertical>;
