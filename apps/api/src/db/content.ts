/**
 * Hand-written vocabulary the seed draws from, per vertical and category, so that an AI/ML job reads
 * like one and a banking job like one. Category lists are product.md section 1.
 */
export type Vertical = 'management' | 'technology';
export const VERTICAL_IDS: readonly Vertical[] = ['management', 'technology'];

export interface CategoryContent {
  name: string;
  icon: string;
  /** Tag menus: label then tag names. */
  menus: Record<string, string>;
  titles: string;
  duties: string;
  functionalAreas: string;
  industries: string;
}

const split = (s: string): string[] =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);
export const list = split;

export const CONTENT: Record<Vertical, { name: string; categories: CategoryContent[] }> = {
  management: {
    name: 'Management',
    categories: [
      {
        name: 'Banking & Finance',
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
      {
        name: 'Sales & Marketing',
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
      {
        name: 'Consulting',
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
      {
        name: 'HR',
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
      {
        name: 'IT',
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
      {
        name: 'Supply Chain',
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
      {
        name: 'Legal',
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
      {
        name: 'BPO',
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
      {
        name: 'Healthcare',
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
      {
        name: 'Pharma',
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
      {
        name: 'GenAI',
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
    ],
  },
  technology: {
    name: 'Technology',
    categories: [
      {
        name: 'AI/ML',
        icon: 'brain',
        menus: {
          'Machine Learning':
            'Machine Learning|Deep Learning|Computer Vision|NLP|Reinforcement Learning|Recommendation Systems|Time Series Forecasting|MLOps|Model Deployment|Feature Engineering|XGBoost|Scikit-learn',
          'Generative AI':
            'LLM|Generative AI|RAG|Prompt Engineering|LangChain|Fine Tuning|Transformers|PyTorch|TensorFlow|Hugging Face|Vector Databases|AI Agents|Speech Recognition|Diffusion Models',
        },
        titles:
          'Machine Learning Engineer|Data Scientist - NLP|Computer Vision Engineer|Applied Scientist|LLM Engineer|MLOps Engineer|AI Research Engineer|Senior Data Scientist|GenAI Engineer|Deep Learning Engineer|Recommendation Systems Engineer',
        duties:
          'train and evaluate deep learning models on large datasets|fine-tune LLMs and build retrieval-augmented generation pipelines|deploy models to production with monitoring for drift|design features and experiments to improve model accuracy|build computer vision pipelines for detection and segmentation|optimise inference latency on GPUs|publish and apply research in NLP and vision',
        functionalAreas: 'Machine Learning|Data Science|Research',
        industries: 'Software Product|Internet|AI Startup|IT Services',
      },
      {
        name: 'Data',
        icon: 'database',
        menus: {
          'Data Engineering':
            'Data Engineering|Apache Spark|Kafka|Airflow|ETL|Data Warehousing|Snowflake|Databricks|BigQuery|dbt|Hadoop|Data Modelling',
          Analytics:
            'Data Analytics|SQL|Power BI|Tableau|Business Analytics|Statistics|Python|R|Excel|A/B Testing|Product Analytics|Looker|Data Governance',
        },
        titles:
          'Data Engineer|Senior Data Analyst|Analytics Engineer|Business Intelligence Developer|Big Data Engineer|Data Architect|Product Analyst|Data Platform Engineer|Analytics Manager|Decision Scientist',
        duties:
          'build batch and streaming pipelines with Spark and Kafka|model the warehouse and maintain dbt transformations|design dashboards in Power BI and Tableau for leadership|write complex SQL to answer product and business questions|own data quality checks and lineage|run A/B tests and analyse experiment results|optimise query cost on Snowflake and BigQuery',
        functionalAreas: 'Data Engineering|Analytics|Business Intelligence',
        industries: 'Internet|Fintech|E-commerce|IT Services',
      },
      {
        name: 'Software Development',
        icon: 'code',
        menus: {
          Backend:
            'Java|Spring Boot|FastAPI|Django|Node.js|Go|C#|.NET|Microservices|REST API|PostgreSQL|MongoDB|Redis|System Design',
          Frontend:
            'React|Angular|Vue.js|TypeScript|JavaScript|Next.js|HTML CSS|Android|iOS|Flutter|React Native',
          Platform:
            'DevOps|AWS|Azure|Kubernetes|Docker|Terraform|CI/CD|Site Reliability Engineering|C++|Rust',
        },
        titles:
          'Backend Engineer|Senior Software Engineer|Full Stack Developer|Frontend Engineer|Java Developer|Node.js Developer|DevOps Engineer|Site Reliability Engineer|Android Developer|iOS Developer|Engineering Manager|Staff Engineer|Cloud Engineer',
        duties:
          'design and build scalable microservices and APIs|write clean, tested code and review pull requests|own services in production including on-call|build responsive web interfaces with modern frameworks|automate infrastructure with Terraform and Kubernetes|improve performance, reliability and observability|mentor engineers and drive technical design reviews',
        functionalAreas: 'Software Engineering|DevOps|Mobile Development',
        industries: 'Software Product|Internet|IT Services|Fintech|SaaS',
      },
      {
        name: 'Product/Design',
        icon: 'pen',
        menus: {
          Product:
            'Product Management|Product Owner|Product Strategy|Roadmapping|Product Experimentation|Technical Product Manager|Growth Product|Platform Product|B2B SaaS Product|Agile',
          Design:
            'UX Design|UI Design|Product Design|Figma|User Research|Interaction Design|Design Systems|Visual Design|UX Writing|Prototyping|Motion Design|Accessibility',
        },
        titles:
          'Product Manager|Senior Product Designer|UX Researcher|Associate Product Manager|Technical Product Manager|UI/UX Designer|Group Product Manager|Design Lead|Product Owner|Interaction Designer',
        duties:
          'own the roadmap and outcomes for a product area|write PRDs and work closely with engineering and design|run user interviews and usability studies|design flows, wireframes and high-fidelity prototypes in Figma|maintain and extend the design system|define success metrics and analyse funnels|prioritise the backlog with stakeholders',
        functionalAreas: 'Product Management|Design|User Research',
        industries: 'Software Product|Internet|SaaS|Fintech|Edtech',
      },
      {
        name: 'Others',
        icon: 'grid',
        menus: {
          Engineering:
            'QA Automation|Manual Testing|Selenium|Embedded Systems|VLSI|Networking|Cyber Security|Blockchain|Game Development|Technical Writing',
          'Tech Business':
            'Technical Support|IT Support|Solutions Engineering|Developer Relations|Technical Program Management|Scrum Master|Salesforce Developer|SAP ABAP|ServiceNow|Mainframe',
        },
        titles:
          'QA Automation Engineer|Security Analyst|Embedded Software Engineer|Technical Program Manager|Solutions Engineer|Technical Writer|Network Engineer|Game Developer|Developer Advocate|Salesforce Developer',
        duties:
          'build automated test suites and keep releases green|monitor security events and respond to incidents|write firmware for microcontrollers and test on hardware|coordinate cross-team programmes and track milestones|support customers through technical onboarding|write developer documentation and tutorials|configure and extend enterprise platforms',
        functionalAreas: 'Quality Assurance|Security|Embedded|Technical Program Management',
        industries: 'IT Services|Semiconductors|Software Product|Telecom',
      },
    ],
  },
};

/** The seven SEO cities (product.md section 9) and about thirty more. name|state|region|aliases */
export const CITIES = split(
  `Mumbai;Maharashtra;west;bombay,navi mumbai,thane|Bangalore;Karnataka;south;bengaluru,blr|Delhi NCR;Delhi;north;delhi,new delhi,ncr,gurgaon,gurugram,noida,ghaziabad,faridabad|Hyderabad;Telangana;south;secunderabad|Chennai;Tamil Nadu;south;madras|Pune;Maharashtra;west;|Kolkata;West Bengal;east;calcutta|Ahmedabad;Gujarat;west;|Jaipur;Rajasthan;north;|Chandigarh;Chandigarh;north;mohali,panchkula|Lucknow;Uttar Pradesh;north;|Kochi;Kerala;south;cochin,ernakulam|Coimbatore;Tamil Nadu;south;|Indore;Madhya Pradesh;central;|Bhopal;Madhya Pradesh;central;|Nagpur;Maharashtra;central;|Surat;Gujarat;west;|Vadodara;Gujarat;west;baroda|Visakhapatnam;Andhra Pradesh;south;vizag|Thiruvananthapuram;Kerala;south;trivandrum|Bhubaneswar;Odisha;east;|Guwahati;Assam;east;|Patna;Bihar;east;|Mysore;Karnataka;south;mysuru|Mangalore;Karnataka;south;mangaluru|Nashik;Maharashtra;west;|Goa;Goa;west;panaji|Dehradun;Uttarakhand;north;|Ranchi;Jharkhand;east;|Raipur;Chhattisgarh;central;|Madurai;Tamil Nadu;south;|Vijayawada;Andhra Pradesh;south;|Ludhiana;Punjab;north;|Kanpur;Uttar Pradesh;north;|Noida Extension;Uttar Pradesh;north;greater noida|Remote;India;remote;work from home,wfh`,
).map((row) => {
  const [name = '', state = '', region = '', aliases = ''] = row.split(';');
  return { name, state, region, aliases: aliases ? aliases.split(',') : [] };
});

export const SEO_CITY_NAMES = ['Mumbai', 'Bangalore', 'Delhi NCR', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'];

export const COMPANY_SUFFIX: Record<Vertical, string[]> = {
  management: split(
    'Capital|Finserv|Consulting|Advisors|Industries|Retail|Foods|Pharma|Healthcare|Logistics|Bank|Securities|Ventures|Enterprises|Partners',
  ),
  technology: split(
    'Technologies|Labs|AI|Analytics|Software|Systems|Cloud|Digital|Data|Networks|Tech|Infotech',
  ),
};

export const PERKS = split(
  'Health insurance for family|Flexible working hours|Hybrid work|Annual bonus|ESOPs|Learning budget|Free meals|Gym membership|Cab facility|Parental leave|Wellness programme|Sabbatical',
);
export const BENEFITS = split(
  'Provident fund|Gratuity|Term life insurance|Paid time off|Relocation support|Internet reimbursement|Child care support|Mental health support',
);
