/** The technology vertical: AI/ML, data, software, product and design roles (product.md section 1). */
import type { VerticalEntry, VerticalVocabulary } from './entry.ts';

/** The public entry: small enough for every brand bundle. */
export const vertical = {
  id: 'technology',
  code: 'TECH',
  basePath: '/technology',
  siteOrigin: 'http://localhost:3001',
  categories: [
    { name: 'AI/ML', slug: 'ai-ml' },
    { name: 'Data', slug: 'data' },
    { name: 'Software Development', slug: 'software-development' },
    { name: 'Product/Design', slug: 'product-design' },
    { name: 'Others', slug: 'others', listName: 'Other technology' },
  ],
  flags: { competition: false, competitionPreferredCompany: false, applyFloatingButton: true },
} as const satisfies VerticalEntry;

/**
 * What the API's seed writes for this vertical, per category. Lists are `|`-separated. Read only
 * through `@jobsite/domain/vocabulary`, so the brand bundles leave it out.
 */
export const vocabulary = {
  name: 'Technology',
  audience: 'technology',
  education: [
    'B.Tech/B.E. or M.Tech in Computer Science or related field',
    'Degree in CS, maths or statistics',
    'Any graduate with strong fundamentals',
  ],
  companySuffixes:
    'Technologies|Labs|AI|Analytics|Software|Systems|Cloud|Digital|Data|Networks|Tech|Infotech',
  synonyms: [
    'ml|machine learning',
    'ai|artificial intelligence',
    'dl|deep learning',
    'nlp|natural language processing',
    'cv|computer vision',
    'llm|large language model|large language models',
    'genai|gen ai|generative ai',
    'pm|product manager',
    'apm|associate product manager',
    'tpm|technical program manager|technical product manager',
    'sde|swe|software development engineer|software engineer',
    'sre|site reliability engineer|site reliability engineering',
    'qa|quality assurance',
    'ux|user experience',
    'ui|user interface',
    'js|javascript',
    'ts|typescript',
    'k8s|kubernetes',
    'bi|business intelligence',
    'etl|extract transform load',
    'devops|dev ops',
    'frontend|front end|front-end',
    'backend|back end|back-end',
    'full stack|fullstack|full-stack',
  ],
  topInstitutes: {
    label: 'top tech institutes',
    names:
      'IIT Bombay|IIT Delhi|IIT Madras|IIT Kanpur|IIT Kharagpur|IIT Roorkee|IIT Guwahati|IIT Hyderabad|IISc Bangalore|BITS Pilani|IIIT Hyderabad|IIIT Bangalore|IIIT Delhi|NIT Trichy|NIT Surathkal|NIT Warangal|DTU Delhi|ISI Kolkata',
  },
  categories: {
    'ai-ml': {
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
    data: {
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
    'software-development': {
      icon: 'code',
      menus: {
        Backend:
          'Java|Spring Boot|FastAPI|Django|Node.js|Go|C#|.NET|Microservices|REST API|PostgreSQL|MongoDB|Redis|System Design',
        Frontend:
          'React|Angular|Vue.js|TypeScript|JavaScript|Next.js|HTML CSS|Android|iOS|Flutter|React Native',
        Platform: 'DevOps|AWS|Azure|Kubernetes|Docker|Terraform|CI/CD|Site Reliability Engineering|C++|Rust',
      },
      titles:
        'Backend Engineer|Senior Software Engineer|Full Stack Developer|Frontend Engineer|Java Developer|Node.js Developer|DevOps Engineer|Site Reliability Engineer|Android Developer|iOS Developer|Engineering Manager|Staff Engineer|Cloud Engineer',
      duties:
        'design and build scalable microservices and APIs|write clean, tested code and review pull requests|own services in production including on-call|build responsive web interfaces with modern frameworks|automate infrastructure with Terraform and Kubernetes|improve performance, reliability and observability|mentor engineers and drive technical design reviews',
      functionalAreas: 'Software Engineering|DevOps|Mobile Development',
      industries: 'Software Product|Internet|IT Services|Fintech|SaaS',
    },
    'product-design': {
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
    others: {
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
  },
} satisfies VerticalVocabulary<typeof vertical>;
