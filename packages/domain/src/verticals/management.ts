/** The management vertical: MBA and management roles (product.md section 1). */
import type { VerticalEntry, VerticalVocabulary } from './entry.ts';

/** The public entry: small enough for every brand bundle. */
export const vertical = {
  id: 'management',
  code: 'MGMT',
  basePath: '/management',
  siteOrigin: 'http://localhost:3000',
  categories: [
    { name: 'Banking & Finance', slug: 'banking-finance' },
    { name: 'Sales & Marketing', slug: 'sales-marketing' },
    { name: 'Consulting', slug: 'consulting' },
    { name: 'HR', slug: 'hr' },
    { name: 'IT', slug: 'it' },
    { name: 'Supply Chain', slug: 'supply-chain' },
    { name: 'Legal', slug: 'legal' },
    { name: 'BPO', slug: 'bpo' },
    { name: 'Healthcare', slug: 'healthcare' },
    { name: 'Pharma', slug: 'pharma' },
    { name: 'GenAI', slug: 'genai' },
  ],
  flags: { competition: true, competitionPreferredCompany: false, applyFloatingButton: true },
} as const satisfies VerticalEntry;

/**
 * What the API's seed writes for this vertical, per category. Lists are `|`-separated. Read only
 * through `@jobsite/domain/vocabulary`, so the brand bundles leave it out.
 */
export const vocabulary = {
  name: 'Management',
  audience: 'management and MBA',
  education: [
    'MBA or PGDM from a reputed institute',
    'MBA preferred; CA or CFA a plus',
    'Graduate with an MBA',
  ],
  companySuffixes:
    'Capital|Finserv|Consulting|Advisors|Industries|Retail|Foods|Pharma|Healthcare|Logistics|Bank|Securities|Ventures|Enterprises|Partners',
  synonyms: [
    'ca|chartered accountant',
    'cfa|chartered financial analyst',
    'cs|company secretary',
    'pm|product manager|project manager',
    'hr|human resources|human resource',
    'hrbp|hr business partner',
    'l&d|learning and development',
    'ta|talent acquisition',
    'bd|business development',
    'bdm|business development manager',
    'kam|key account manager',
    'asm|area sales manager',
    'rm|relationship manager',
    'ib|investment banking',
    'M&A|mergers and acquisitions|Mergers & Acquisitions',
    'P&L|profit and loss',
    'pe|private equity',
    'vc|venture capital',
    'fp&a|financial planning and analysis',
    'scm|supply chain management|supply chain',
    'ba|business analyst',
    'bpo|business process outsourcing',
    'cx|customer experience',
    'mba|pgdm',
  ],
  topInstitutes: {
    label: 'top B-schools',
    names:
      'IIM Ahmedabad|IIM Bangalore|IIM Calcutta|IIM Lucknow|IIM Kozhikode|IIM Indore|ISB Hyderabad|Indian School of Business|XLRI Jamshedpur|FMS Delhi|SPJIMR Mumbai|MDI Gurgaon|IIFT Delhi|JBIMS Mumbai|NMIMS Mumbai|SIBM Pune|IIT Bombay SJMSOM|IIT Delhi DMS',
  },
  categories: {
    'banking-finance': {
      icon: 'bank',
      menus: {
        Banking:
          'Investment Banking|Corporate Banking|Retail Banking|Wealth Management|Private Banking|Treasury|Credit Analysis|Trade Finance|Mergers & Acquisitions|Equity Research',
        Finance:
          'Financial Planning & Analysis|Financial Modelling|Accounting|Audit|Taxation|Chartered Accountant|Risk Management|Compliance|Fund Accounting|Valuation',
        Markets:
          'Private Equity|Venture Capital|Portfolio Management|Fixed Income|Derivatives|Insurance|NBFC',
      },
      titles:
        'Investment Banking Associate|Credit Analyst|Relationship Manager - Wealth|Vice President - Corporate Banking|FP&A Manager|Risk Manager|Equity Research Analyst|Treasury Manager|Private Equity Associate|Finance Controller|Audit Manager|Tax Manager|Compliance Officer|Branch Manager',
      duties:
        'build and maintain financial models for deal evaluation|prepare credit appraisal notes and monitor portfolio quality|manage relationships with HNI and corporate clients|drive monthly MIS, budgeting and variance analysis|ensure compliance with RBI and SEBI regulations|prepare pitch books and information memoranda|assess market, credit and operational risk|coordinate statutory and internal audits|manage liquidity, forex exposure and treasury operations',
      functionalAreas: 'Finance & Accounts|Banking Operations|Investment Banking|Risk & Compliance',
      industries: 'Banking|Financial Services|Insurance|NBFC',
    },
    'sales-marketing': {
      icon: 'megaphone',
      menus: {
        Sales:
          'B2B Sales|Enterprise Sales|Key Account Management|Channel Sales|Inside Sales|Business Development|Pre Sales|Retail Sales|Territory Sales|Institutional Sales',
        Marketing:
          'Brand Management|Digital Marketing|Performance Marketing|Product Marketing|Content Marketing|SEO|Social Media Marketing|Market Research|Trade Marketing|Growth Marketing|Marketing Analytics|Email Marketing|Public Relations',
      },
      titles:
        'Brand Manager|Area Sales Manager|Key Account Manager|Digital Marketing Manager|Business Development Manager|Product Marketing Manager|Growth Manager|Regional Sales Head|Performance Marketing Lead|Market Research Analyst|Trade Marketing Manager|Channel Sales Manager',
      duties:
        'own the annual brand plan and P&L for the category|drive primary and secondary sales across the territory|manage distributors and channel partners|plan and optimise paid campaigns on Google and Meta|build the go-to-market plan for new launches|track market share, pricing and competition|grow key accounts and negotiate annual contracts|run consumer research and translate insights into campaigns',
      functionalAreas: 'Sales|Marketing|Business Development|Advertising',
      industries: 'FMCG|Consumer Durables|E-commerce|Media & Entertainment|Retail',
    },
    consulting: {
      icon: 'briefcase',
      menus: {
        Strategy:
          'Management Consulting|Strategy Consulting|Corporate Strategy|Business Transformation|Operations Consulting|Due Diligence|Market Entry Strategy|Business Analysis',
        Advisory:
          'Risk Advisory|Financial Advisory|Deal Advisory|Technology Consulting|Process Excellence|Lean Six Sigma|Change Management|Program Management|Public Policy|Digital Transformation|Cost Optimisation|Pricing Strategy',
      },
      titles:
        'Management Consultant|Strategy Associate|Senior Consultant - Transformation|Engagement Manager|Business Analyst|Associate Consultant|Deal Advisory Manager|Process Excellence Lead|Chief of Staff|Program Manager - Strategy',
      duties:
        'structure problems and build hypotheses for client engagements|run market sizing and competitive benchmarking|lead workstreams and present recommendations to CXOs|drive operational excellence and cost programmes|conduct commercial due diligence for investors|manage client stakeholders and project timelines|design target operating models and change plans',
      functionalAreas: 'Strategy|Consulting|Corporate Planning|Program Management',
      industries: 'Management Consulting|Professional Services|Big Four|Conglomerate',
    },
    hr: {
      icon: 'people',
      menus: {
        'Talent Acquisition':
          'Talent Acquisition|Recruitment|Campus Hiring|Leadership Hiring|Employer Branding|Executive Search',
        'HR Management':
          'HR Business Partner|Compensation & Benefits|Learning & Development|Performance Management|Employee Relations|HR Operations|Payroll|Organisation Development|HR Analytics|Labour Law|Diversity & Inclusion|HRIS|Employee Engagement|Succession Planning',
      },
      titles:
        'HR Business Partner|Talent Acquisition Manager|Compensation & Benefits Manager|L&D Manager|HR Generalist|Campus Recruitment Lead|HR Operations Manager|Head of People|Employee Relations Manager|HR Analyst',
      duties:
        'partner with business leaders on people strategy|run end-to-end hiring for mid and senior roles|design compensation structures and annual appraisal cycles|build learning journeys and leadership programmes|handle employee relations and statutory compliance|drive engagement surveys and retention plans|manage campus hiring with top B-schools',
      functionalAreas: 'Human Resources|Talent Acquisition|Learning & Development',
      industries: 'IT Services|Manufacturing|Staffing|Financial Services',
    },
    it: {
      icon: 'monitor',
      menus: {
        'IT Management':
          'IT Project Management|IT Service Management|ERP|SAP|Salesforce|IT Infrastructure|Cloud Migration|Vendor Management|Agile Delivery|Scrum Master',
        'Business Technology':
          'Product Management|Business Intelligence|Data Analytics|Presales Consulting|IT Consulting|Cyber Security|Digital Transformation Office|PMO|Solution Architecture|Delivery Management',
      },
      titles:
        'IT Project Manager|SAP Functional Consultant|Delivery Manager|Scrum Master|IT Program Manager|Business Intelligence Manager|Salesforce Consultant|IT Service Delivery Lead|Presales Manager|Product Manager - Enterprise IT',
      duties:
        'own delivery of enterprise IT programmes on time and budget|gather business requirements and write functional specifications|manage vendors, SLAs and service reviews|run agile ceremonies and remove blockers for teams|lead ERP rollouts and process mapping|present solutions to clients during presales cycles|track programme risks and report to steering committees',
      functionalAreas: 'IT Management|Project Management|ERP Consulting',
      industries: 'IT Services|Software Product|Consulting',
    },
    'supply-chain': {
      icon: 'truck',
      menus: {
        Planning:
          'Supply Chain Planning|Demand Planning|S&OP|Inventory Management|Procurement|Strategic Sourcing|Category Management|Vendor Development',
        Operations:
          'Logistics|Warehouse Management|Transportation|Operations Management|Manufacturing Operations|Quality Management|Export Import|Last Mile Delivery|Plant Management|Lean Manufacturing|Fleet Management|Cold Chain',
      },
      titles:
        'Supply Chain Manager|Demand Planner|Procurement Manager|Logistics Manager|Category Manager - Sourcing|Warehouse Operations Head|S&OP Lead|Operations Manager|Strategic Sourcing Specialist|Plant Operations Manager',
      duties:
        'run the monthly S&OP cycle and forecast accuracy reviews|negotiate with suppliers and drive cost savings|optimise inventory norms across warehouses|manage 3PL partners and transportation costs|improve OTIF and fill rates|lead lean and six sigma projects on the shop floor|build vendor scorecards and development plans',
      functionalAreas: 'Supply Chain|Procurement|Logistics|Operations',
      industries: 'Manufacturing|E-commerce|FMCG|Automobile|Logistics',
    },
    legal: {
      icon: 'scale',
      menus: {
        Corporate:
          'Corporate Law|Contract Management|Mergers & Acquisitions Law|Securities Law|Company Secretary|Legal Compliance|Banking Law|Intellectual Property',
        Practice:
          'Litigation|Arbitration|Employment Law|Real Estate Law|Tax Law|Data Privacy|Regulatory Affairs|Legal Counsel|Competition Law|Due Diligence Legal|Consumer Law|White Collar Crime',
      },
      titles:
        'Legal Counsel|Company Secretary|Senior Associate - Corporate Law|Contract Manager|Compliance Manager - Legal|Litigation Associate|General Counsel|IP Counsel|Legal Manager|Regulatory Affairs Manager',
      duties:
        'draft and negotiate commercial contracts|advise business teams on regulatory matters|manage litigation and coordinate with external counsel|run board meetings and secretarial compliance|conduct legal due diligence on transactions|protect trademarks and other intellectual property|build policies for data privacy and compliance',
      functionalAreas: 'Legal|Company Secretarial|Compliance',
      industries: 'Law Firm|Financial Services|Conglomerate|Pharmaceuticals',
    },
    bpo: {
      icon: 'headset',
      menus: {
        Operations:
          'Customer Service|Voice Process|Non Voice Process|Process Management|Team Leader BPO|Quality Analyst|Workforce Management|Transition Management',
        Services:
          'KPO|F&A Outsourcing|Collections|Customer Experience|Back Office|Technical Support|Chat Support|Service Delivery|Training BPO|Client Servicing|Email Support|Customer Retention',
      },
      titles:
        'Process Manager|Team Leader - Customer Service|Quality Analyst|Operations Manager - BPO|Workforce Management Analyst|Transition Manager|Customer Experience Manager|Service Delivery Manager|Senior Process Associate|Training Manager',
      duties:
        'manage service levels, AHT and CSAT for a process|lead a team of associates and coach on quality|plan staffing and schedules for voice and chat|run transitions of new processes from clients|handle escalations and client governance calls|drive automation and process improvement|audit calls and share feedback',
      functionalAreas: 'BPO Operations|Customer Service|Quality',
      industries: 'BPO|KPO|IT Enabled Services|Telecom',
    },
    healthcare: {
      icon: 'heart',
      menus: {
        Management:
          'Hospital Administration|Healthcare Management|Healthcare Operations|Medical Billing|Healthcare Consulting|Patient Experience|Revenue Cycle Management|Health Insurance',
        Clinical:
          'Clinical Operations|Medical Coding|Public Health|Health Informatics|Healthcare Sales|Diagnostics|Nursing Administration|Quality Accreditation|Telemedicine|Healthcare Analytics|Hospital Pharmacy|Medical Tourism',
      },
      titles:
        'Hospital Operations Manager|Healthcare Consultant|Revenue Cycle Manager|Patient Experience Lead|Medical Administrator|Health Insurance Manager|Clinical Operations Manager|Public Health Program Manager|Healthcare Business Analyst|Unit Head - Hospital',
      duties:
        'run day-to-day operations of hospital departments|improve bed occupancy and turnaround times|manage TPA relationships and claims|prepare the hospital for NABH accreditation|track patient satisfaction and resolve complaints|manage public health programmes with government partners|analyse clinical and financial dashboards',
      functionalAreas: 'Healthcare Administration|Hospital Operations|Health Insurance',
      industries: 'Hospitals|Healthcare Services|Health Insurance|Diagnostics',
    },
    pharma: {
      icon: 'pill',
      menus: {
        Commercial:
          'Pharma Marketing|Medical Representative|Product Management Pharma|Pharma Sales|Key Account Management Pharma|Market Access|Brand Strategy Pharma',
        Science:
          'Regulatory Affairs Pharma|Pharmacovigilance|Clinical Research|Medical Affairs|Quality Assurance Pharma|Pharma Production|Formulation|Drug Safety|Biotechnology|Clinical Data Management|GMP Compliance|Biostatistics|Medical Writing',
      },
      titles:
        'Product Manager - Pharma|Regional Sales Manager - Pharma|Medical Affairs Manager|Regulatory Affairs Manager|Pharmacovigilance Scientist|Clinical Research Associate|Brand Manager - Pharma|Quality Assurance Manager|Market Access Lead|Clinical Project Manager',
      duties:
        'build brand plans for a therapy portfolio|lead a field force of medical representatives|engage key opinion leaders and run CMEs|prepare dossiers for CDSCO and global submissions|manage adverse event reporting and signal detection|monitor clinical trial sites and data quality|ensure GMP compliance in manufacturing',
      functionalAreas: 'Pharma Sales|Pharma Marketing|Regulatory|Clinical Research',
      industries: 'Pharmaceuticals|Biotechnology|CRO|Medical Devices',
    },
    genai: {
      icon: 'sparkles',
      menus: {
        Business:
          'GenAI Strategy|AI Product Management|AI Transformation|AI Governance|Responsible AI|AI Consulting|Prompt Engineering|AI Adoption',
        Applied:
          'LLM Applications|Conversational AI|AI Solutions Architect|AI Business Analyst|Copilot Enablement|AI Program Management|AI Sales|AI Partnerships|GenAI Use Cases|AI Ethics|AI Literacy|AI Risk Management',
      },
      titles:
        'GenAI Strategy Manager|AI Product Manager|AI Transformation Consultant|Responsible AI Lead|AI Program Manager|GenAI Solutions Consultant|AI Business Analyst|Head of AI Adoption|Prompt Engineer - Business|AI Partnerships Manager',
      duties:
        'identify and prioritise GenAI use cases across functions|build business cases and ROI models for AI programmes|work with data science teams to ship LLM-powered products|define AI governance and responsible AI policies|drive adoption of copilots across business teams|manage partnerships with model and cloud providers|measure impact of AI deployments',
      functionalAreas: 'AI Strategy|Product Management|Consulting',
      industries: 'Consulting|IT Services|Financial Services|Software Product',
    },
  },
} satisfies VerticalVocabulary<typeof vertical>;
