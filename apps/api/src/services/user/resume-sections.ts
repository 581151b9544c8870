/**
 * Education and employers read off a resume's text (decision 0065). The text is cut into lines, the
 * lines into sections by their headings ("EDUCATION", "Academic Qualifications", "Work Experience",
 * "Employment History" ...); a degree (B.Tech, MBA, PGDM ...) starts an education entry and a date range
 * ("Jan 2019 – Present", "06/2018 to 03/2021") an employment entry, each filled from its own line and the
 * lines beside it. Every pattern is bounded and every line is looked at a bounded number of times, so
 * the work is linear in the text's length (decision 0021). Runs in a resume worker: erasable syntax
 * only, no workspace imports.
 */

export interface ProposedEducation {
  /** One of the registration page's course types: Graduation, Post graduation, Doctorate, Diploma, Certification. */
  courseType: string;
  degree: string;
  institute: string | null;
  passingYear: number | null;
}

export interface ProposedCompany {
  company: string;
  designation: string | null;
  /** `YYYY-MM`, or `YYYY` when the resume gives no month. */
  from: string | null;
  /** As `from`; `null` while the job goes on or when the resume gives no end. */
  to: string | null;
  /** The resume says the job goes on ("Present", "Till date", "since April 2017"). */
  current: boolean;
}

/** Lines read for sections; a resume has a few hundred. */
const MAX_LINES = 3000;
/** A longer line is a paragraph: never a heading or an entry. */
const MAX_ENTRY_LINE = 300;
const MAX_EDUCATION = 10;
const MAX_COMPANIES = 20;

type Section = 'top' | 'education' | 'experience' | 'other';

interface Line {
  text: string;
  /** It began with a bullet or a list number. */
  bullet: boolean;
  section: Section;
  heading: boolean;
}

const phrases = (list: string) => list.split('|');
const HEADINGS = new Map<string, Section>([
  ...phrases(
    'education|educations|educational qualification|educational qualifications|education qualification|education qualifications|academic qualification|academic qualifications|academic details|academics|academic background|educational background|educational details|education details|qualification|qualifications|education and certifications|education and certification|education and training|academic profile|academic record|academic records|scholastic record|educational credentials|academic credentials',
  ).map((p) => [p, 'education'] as const),
  ...phrases(
    'experience|work experience|professional experience|employment history|employment|employment details|employment record|work history|career history|professional history|experience details|relevant experience|internships|internship|internship experience|internships and experience|work experience and internships|organisational experience|organizational experience|career progression|professional background|work profile|job history|experience summary|industry experience|corporate experience',
  ).map((p) => [p, 'experience'] as const),
  ...phrases(
    'summary|profile|professional summary|profile summary|career summary|executive summary|about me|objective|career objective|professional objective|skills|key skills|technical skills|core skills|skill set|skillset|core competencies|competencies|areas of expertise|expertise|tools|tools and technologies|technologies|projects|academic projects|key projects|personal projects|certifications|certification|certificates|courses|achievements|awards|awards and achievements|accomplishments|honours|honors|personal details|personal information|personal profile|personal dossier|declaration|hobbies|interests|hobbies and interests|languages|languages known|strengths|extra curricular activities|extracurricular activities|co curricular activities|positions of responsibility|volunteering|volunteer experience|leadership|references|publications|trainings|training|contact|contact details|contact information|links|social',
  ).map((p) => [p, 'other'] as const),
]);

/** The section a heading line opens, or `null` when the line is not a heading. */
function headingOf(text: string): Section | null {
  if (text.length > 60) return null;
  let t = text.replace(/[\s:：\-–—_|.]+$/u, '').trim();
  // Letter-spaced headings: "E X P E R I E N C E", "W O R K  E X P E R I E N C E".
  const singles = t.split(' ').filter(Boolean);
  if (singles.length >= 4 && singles.every((s) => s.length === 1)) {
    t = t
      .split(/\s{2,}/)
      .map((w) => w.replace(/ /g, ''))
      .join(' ');
  }
  const key = t
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return HEADINGS.get(key) ?? null;
}

const LEADING_BULLET =
  /^[\s\u2022\u2023\u2043\u2219\u00b7\u25aa\u25ab\u25a0\u25a1\u25cf\u25cb\u25e6\u25ba\u25b6\u25c6\u25c7\u2756\u27a2\u27a4\u2794\u2713\u2714\u2605\u2606*>\-–—]{1,6}\s*/u;
const TRAILING_BULLET =
  /[\s\u2022\u2023\u2043\u2219\u25aa\u25ab\u25a0\u25a1\u25cf\u25cb\u25e6\u25ba\u25b6\u25c6\u25c7\u2756\u27a2\u27a4\u2794\u2713\u2714\u2605\u2606]{1,6}$/u;
const LIST_NUMBER = /^\d{1,2}[.)]\s{1,3}/;
/** Icon fonts' glyphs (Font Awesome and the like): private use characters. */
const PRIVATE_USE = /[\ue000-\uf8ff]/gu;

/** The text's lines, cleaned of bullets and icons, each with the section its last heading opened. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let section: Section = 'top';
  for (const raw of text.split('\n', MAX_LINES)) {
    let t = raw.replace(PRIVATE_USE, '').replace(/\u00a0/g, ' ');
    // Wide runs of spaces part fields as a tab does.
    t = t.replace(/ {3,}/g, '\t').trim();
    if (!t) continue;
    if (t.length > MAX_ENTRY_LINE) {
      lines.push({ text: t, bullet: false, section, heading: false });
      continue;
    }
    let bullet = false;
    const lead = t.match(LEADING_BULLET) ?? t.match(LIST_NUMBER);
    if (lead) {
      bullet = true;
      t = t.slice(lead[0].length);
    }
    t = t.replace(TRAILING_BULLET, '').trim();
    if (!t) continue;
    const heading = headingOf(t);
    if (heading) {
      section = heading;
      lines.push({ text: t, bullet, section, heading: true });
      continue;
    }
    // "KEY SKILLS : Logistics, ..." or "Education: B.Tech ...": a heading and its first line.
    const colon = t.indexOf(':');
    const inline = colon > 0 && colon <= 40 ? headingOf(t.slice(0, colon)) : null;
    if (inline) {
      section = inline;
      lines.push({ text: t.slice(0, colon), bullet, section, heading: true });
      t = t.slice(colon + 1).trim();
      if (!t) continue;
    }
    lines.push({ text: t, bullet, section, heading: false });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// Dates

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR4 = '(?:19[5-9]\\d|20[0-4]\\d)';
const DATE = `(?:${MONTH}\\.?,?(?:\\s{0,2}${YEAR4}|\\s?['’‘]\\s?\\d{2})|(?:0?[1-9]|1[0-2])\\s?[/.-]\\s?${YEAR4}|${YEAR4})`;
const PRESENT =
  '(?:present|current(?:ly)?|now|till\\s{1,2}(?:date|now|today)|to\\s{1,2}date|today|ongoing|date)';
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
/** "2019 - 2022", "Jan 2019 – Present", "06/2018 to 03/2021", "Mar'19 - Present". */
const RANGE = new RegExp(
  `${EDGE_BEFORE}(${DATE})\\s{0,3}(?:-|–|—|~|to|till|until)\\s{0,3}(${DATE}|${PRESENT})${EDGE_AFTER}`,
  'iu',
);
/** "since April 2017", "April 2017 onwards". */
const SINCE = new RegExp(
  `${EDGE_BEFORE}(?:since\\s{1,3}(${DATE})|(${DATE})\\s{0,3}-?\\s{0,2}onwards)${EDGE_AFTER}`,
  'iu',
);
const YEAR = /(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)/g;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date of a range as `YYYY-MM` or `YYYY`; `null` for "Present". */
function isoOf(text: string): string | null {
  const t = text.toLowerCase();
  const year4 = t.match(/(?:19|20)\d\d/)?.[0];
  const short = t.match(/['’‘]\s?(\d{2})/)?.[1];
  const year =
    year4 ?? (short ? String(Number(short) > 50 ? 1900 + Number(short) : 2000 + Number(short)) : null);
  if (!year) return null;
  const named = MONTHS.findIndex((m) => t.startsWith(m));
  const numeric = t.match(/^(\d{1,2})\s?[/.-]/)?.[1];
  const month = named >= 0 ? named + 1 : numeric ? Number(numeric) : null;
  return month ? `${year}-${String(month).padStart(2, '0')}` : year;
}

interface Span {
  from: string | null;
  to: string | null;
  current: boolean;
  /** Where the dates stand in the line, to cut them out. */
  at: number;
  length: number;
}

function spanIn(text: string): Span | null {
  const range = text.match(RANGE);
  if (range?.index !== undefined) {
    const end = range[2] ?? '';
    const to = isoOf(end);
    return {
      from: isoOf(range[1] ?? ''),
      to,
      current: to === null,
      at: range.index,
      length: range[0].length,
    };
  }
  const since = text.match(SINCE);
  if (since?.index !== undefined) {
    return {
      from: isoOf(since[1] ?? since[2] ?? ''),
      to: null,
      current: true,
      at: since.index,
      length: since[0].length,
    };
  }
  return null;
}

const yearsIn = (text: string) => [...text.matchAll(YEAR)].map((m) => Number(m[1]));

// ---------------------------------------------------------------------------------------------------
// Words that tell what a piece of a line is

const wordSet = (list: string) => new Set(list.split('|'));
const INSTITUTE_WORDS = wordSet(
  'university|universities|institute|institution|college|school|academy|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|polytechnic|iit|iim|nit|iiit|iisc|bits|xlri|isb|nmims|spjimr|mdi|fms|jbims|tiss|symbiosis|amity|manipal|vit|srm|faculty|campus|icai|icsi|icmai',
);
const COMPANY_WORDS = wordSet(
  'ltd|limited|pvt|private|inc|incorporated|llp|llc|plc|corp|corporation|co|company|technologies|solutions|services|systems|consulting|consultancy|consultants|bank|group|labs|software|infotech|industries|enterprises|associates|analytics|networks|motors|pharma|pharmaceuticals|capital|securities|insurance|foods|retail|global|ventures|gmbh|ag|bv|sa',
);
/** The words a company name ends with, where a table row runs on into the title. */
const COMPANY_ENDS = wordSet('ltd|limited|pvt|inc|incorporated|llp|llc|plc|corp|corporation|co|gmbh');
const TITLE_WORDS = wordSet(
  'engineer|developer|manager|analyst|consultant|associate|executive|intern|trainee|lead|architect|officer|specialist|head|director|designer|scientist|administrator|coordinator|assistant|accountant|auditor|representative|supervisor|president|vp|avp|svp|partner|founder|cofounder|tester|programmer|researcher|lecturer|professor|teacher|advisor|adviser|strategist|owner|member|staff|sde|swe|sdet|ceo|cto|cfo|coo|cmo|gm|agm|dgm|controller|planner|buyer|recruiter|counsel|secretary|clerk|technician|operator|agent|apprentice|fellow|trainer|editor|writer|banker|underwriter|actuary|economist|chemist|pharmacist|nurse|doctor|physician|surgeon|therapist|marketer|merchandiser|storekeeper|incharge',
);
const PLACES = wordSet(
  'india|remote|mumbai|bombay|pune|bengaluru|bangalore|hyderabad|secunderabad|chennai|madras|kolkata|calcutta|delhi|new|ncr|gurgaon|gurugram|noida|ghaziabad|faridabad|ahmedabad|gandhinagar|surat|vadodara|baroda|jaipur|lucknow|kanpur|indore|bhopal|nagpur|nashik|aurangabad|kolhapur|thane|navi|kochi|cochin|ernakulam|thiruvananthapuram|trivandrum|kozhikode|calicut|coimbatore|madurai|tiruchirappalli|trichy|mysuru|mysore|mangaluru|mangalore|hubli|visakhapatnam|vizag|vijayawada|guntur|warangal|bhubaneswar|cuttack|patna|ranchi|jamshedpur|guwahati|chandigarh|mohali|ludhiana|amritsar|dehradun|shimla|srinagar|jammu|goa|panaji|raipur|bilaspur|varanasi|allahabad|prayagraj|agra|meerut|manipal|vellore|guindy|kerala|karnataka|maharashtra|tamil|nadu|gujarat|rajasthan|punjab|haryana|telangana|andhra|pradesh|uttar|west|bengal|odisha|bihar|assam|usa|us|uk|london|singapore|dubai|uae|city|east|north|south',
);

/** Lower-case words of a text, dots and apostrophes dropped inside them ("Pvt." is "pvt"). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const hasWord = (text: string, set: Set<string>) => wordsOf(text).some((w) => set.has(w));
const isPlace = (text: string) => {
  const words = wordsOf(text);
  return words.length > 0 && words.length <= 4 && words.every((w) => PLACES.has(w));
};
const hasDigit = (text: string) => /\d/.test(text);
/** Most of its words start with a capital, as names of things do. */
const capitalised = (text: string) => {
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const minor = wordSet('of|and|the|in|for|at|to|&|de|la');
  const counted = words.filter((w) => !minor.has(w.toLowerCase()));
  return counted.length > 0 && counted.filter((w) => /^\p{Lu}/u.test(w)).length / counted.length >= 0.6;
};

/** A table's header row: every word one a header would use. */
const HEADER_WORDS = wordSet(
  'qualification|qualifications|degree|course|courses|exam|examination|institute|institution|university|board|college|school|year|years|of|passing|score|percentage|marks|cgpa|gpa|grade|class|division|name|specialization|specialisation|result|organisation|organization|company|designation|period|duration|role|employer|from|to|and|the|sr|no|s|details|aggregate',
);
const isTableHeader = (text: string) => {
  const words = wordsOf(text);
  return words.length >= 2 && words.every((w) => HEADER_WORDS.has(w));
};

// ---------------------------------------------------------------------------------------------------
// Education

interface DegreeRule {
  pattern: RegExp;
  /** `null` for school years (Class X, XII), which are read only to keep them apart. */
  courseType: string | null;
  /** Found in any section, not only under an education heading. */
  strong: boolean;
}

const rule = (source: string, courseType: string | null, flags: string, strong: boolean): DegreeRule => ({
  pattern: new RegExp(`${EDGE_BEFORE}(?:${source})${EDGE_AFTER}`, `${flags}u`),
  courseType,
  strong,
});
const DOCTORATE = 'Doctorate';
const POST = 'Post graduation';
const GRAD = 'Graduation';
const DIPLOMA = 'Diploma';
const CERT = 'Certification';
/** Longer and more particular forms first: the earliest match in a line wins, then the first rule. */
const DEGREES: DegreeRule[] = [
  rule(
    'Ph\\.?\\s?D\\.?|Doctor of Philosophy|Doctorate|D\\.\\s?Phil\\.?|Fellow Programme in Management',
    DOCTORATE,
    'i',
    true,
  ),
  rule(
    'Post[\\s-]?Graduate Diploma|PG\\s?Diploma|PGD(?:M|BM|BA|HRM|CA)?|PGP(?:X)?|Executive MBA|EMBA',
    POST,
    'i',
    true,
  ),
  rule(
    "M\\.?\\s?B\\.?\\s?A\\.?|M\\.?\\s?Tech|M\\.?\\s?Sc\\.?|M\\.?\\s?Com\\.?|M\\.?\\s?C\\.?\\s?A\\.?|M\\.?\\s?Arch|M\\.?\\s?Pharm|M\\.?\\s?Des|M\\.?\\s?Phil\\.?|LL\\.?\\s?M\\.?|MMS|Master(?:['’]?s)?(?:\\s(?:of|in)\\s[\\p{L} ]{2,60})?",
    POST,
    'i',
    true,
  ),
  rule('M\\.E\\.?|ME|M\\.A\\.?|MA|M\\.S\\.?|MS|M\\.Ed\\.?|MD', POST, '', false),
  rule(
    "B\\.?\\s?Tech|B\\.?\\s?Sc\\.?|B\\.?\\s?Com\\.?|B\\.?\\s?B\\.?\\s?A\\.?|B\\.?\\s?C\\.?\\s?A\\.?|BBM|BMS|BAF|BBI|BBS|B\\.?\\s?Arch|B\\.?\\s?Pharm|B\\.?\\s?Des|LL\\.?\\s?B\\.?|MBBS|BDS|BHM|Bachelor(?:['’]?s)?(?:\\s(?:of|in)\\s[\\p{L} ]{2,60})?",
    GRAD,
    'i',
    true,
  ),
  rule('B\\.E\\.?|BE|B\\.A\\.?|BA|B\\.S\\.?|BS|B\\.Ed\\.?', GRAD, '', false),
  rule('Diploma', DIPLOMA, 'i', false),
  rule(
    'Chartered Accountan(?:t|cy)|Company Secretary|Cost (?:and|&) Management Accountant|CA|CS|CMA|ICWA|ICWAI|CFA|FRM|ACCA|CPA',
    CERT,
    '',
    false,
  ),
  rule('Certified|Certification|Certificate', CERT, 'i', false),
  rule(
    'Class\\s?(?:X|XII|10|12)(?:th)?|Std\\.?\\s?(?:X|XII|10|12)(?:th)?|1[02]th|S\\.?\\s?S\\.?\\s?C\\.?|H\\.?\\s?S\\.?\\s?C\\.?|SSLC|PUC|Matriculation|Intermediate|Higher Secondary|Senior Secondary|Secondary School|AISSCE|AISSE|CBSE|ICSE|ISC|X|XII',
    null,
    '',
    false,
  ),
];

interface DegreeMatch {
  index: number;
  text: string;
  courseType: string | null;
}

function degreeIn(text: string, anywhere: boolean): DegreeMatch | null {
  if (text.length > MAX_ENTRY_LINE) return null;
  let best: DegreeMatch | null = null;
  for (const { pattern, courseType, strong } of DEGREES) {
    if (anywhere && !strong) continue;
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { index: m.index, text: m[0], courseType };
  }
  return best;
}

/** Separators between the fields of a line: tab, bar, spaced dash, middle dot, comma, "from", "at". */
const FIELD_SEPARATOR = /\s*\t\s*|\s*\|\s*|\s[–—-]\s|\s[·•]\s|,\s+|\s(?:from|at)\s/;
const SCORE =
  /\b(?:c?gpa|cpi|sgpa|percentage|aggregate|marks|score)\b\s*:?\s*\d{1,3}(?:\.\d{1,2})?(?:\s?\/\s?\d{1,3})?|\d{1,3}(?:\.\d{1,2})?\s?(?:%|cgpa|gpa|cpi)|\b(?:first|second|third)\s(?:class|division)(?:\swith\sdistinction)?|\bdistinction\b/gi;
const DATES_IN_PARENS = new RegExp(
  `\\(\\s{0,2}(?:${DATE})(?:\\s{0,3}(?:-|–|—|to)\\s{0,3}(?:${DATE}|${PRESENT}))?\\s{0,2}\\)`,
  'giu',
);
const RANGE_ALL = new RegExp(RANGE.source, 'giu');

/** The line without its dates, years and scores, for the degree and institute. */
const withoutDates = (text: string) =>
  text
    .replace(DATES_IN_PARENS, ' ')
    .replace(RANGE_ALL, ' ')
    .replace(SCORE, ' ')
    .replace(YEAR, ' ')
    .replace(/\s*[([]\s*[)\]]\s*/g, ' ')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/[\s,|–—-]+$/u, '')
    .trim();

const fields = (text: string) =>
  text
    .split(FIELD_SEPARATOR)
    .map((f) => f.trim())
    .filter((f) => f && /[\p{L}]/u.test(f));

const isInstitute = (text: string) => hasWord(text, INSTITUTE_WORDS);

/**
 * Where an institute's name starts in a piece that also holds the degree ("MBA (Finance) Symbiosis
 * Institute of ..."): back from its first institute word over capitalised words, stopping at a closing
 * bracket, the degree, or a subject's last word ("Diploma in Mechanical Engineering Government
 * Polytechnic").
 */
function instituteStart(text: string, degreeEnd: number): number {
  const words = [...text.matchAll(/\S+/g)];
  const first = words.findIndex(
    (w) => (w.index ?? 0) >= degreeEnd && INSTITUTE_WORDS.has(wordsOf(w[0])[0] ?? ''),
  );
  if (first < 0) return -1;
  const SUBJECT_ENDS = wordSet(
    'engineering|science|sciences|commerce|arts|studies|administration|finance|marketing',
  );
  let start = first;
  while (start > 0) {
    const previous = words[start - 1] as RegExpMatchArray;
    const at = previous.index ?? 0;
    if (at < degreeEnd || /[)\]]$/.test(previous[0]) || !/^\p{Lu}/u.test(previous[0])) break;
    if (SUBJECT_ENDS.has(previous[0].toLowerCase())) break;
    start--;
  }
  return (words[start] as RegExpMatchArray).index ?? -1;
}

/** The institute of a line that names one, with the places after it ("College of Engineering, Guindy"). */
function instituteOf(text: string): string | null {
  const parts = fields(withoutDates(text));
  const first = parts.findIndex(isInstitute);
  if (first < 0) return null;
  let name = parts[first] as string;
  for (const part of parts.slice(first + 1)) {
    if (hasDigit(part) || part.split(/\s+/).length > 4 || degreeIn(part, false)) break;
    name += `, ${part}`;
  }
  return name;
}

interface Reading {
  courseType: string;
  degree: string;
  institute: string | null;
  years: number[];
}

/** The degree, its subject and the institute a line gives, with the years it names. */
function readDegreeLine(text: string, match: DegreeMatch): Reading {
  const years = yearsIn(text);
  const clean = withoutDates(text);
  const found = degreeIn(clean, false) ?? match;
  // The piece of the line the degree is in, and what follows it.
  const parts = fields(clean.slice(found.index));
  // Capitalised words before the degree in its piece belong to it ("SHRM Certified", "Executive MBA").
  const lead = clean.slice(0, found.index);
  const leadWords = lead.split(FIELD_SEPARATOR).at(-1)?.trim() ?? '';
  const prefix =
    leadWords && leadWords.split(/\s+/).length <= 3 && capitalised(leadWords) && !/:$/.test(leadWords)
      ? `${leadWords} `
      : '';
  let degree = `${prefix}${parts[0] ?? found.text}`;
  let institute: string | null = null;
  // A table row without separators: the institute runs on from the degree.
  const start = instituteStart(degree, prefix.length + found.text.length);
  if (start > 0) {
    institute = degree.slice(start).trim();
    degree = degree.slice(0, start).trim();
  }
  let rest = parts.slice(1);
  const bare = degree.replace(/[.\s]/g, '').length <= found.text.replace(/[.\s]/g, '').length + prefix.length;
  const next = rest[0];
  if (
    !institute &&
    bare &&
    next &&
    !isInstitute(next) &&
    !isPlace(next) &&
    !hasDigit(next) &&
    next.split(/\s+/).length <= 5
  ) {
    // "B.Tech, Computer Science and Engineering", "PGDM, Marketing".
    degree = `${degree}, ${next}`;
    rest = rest.slice(1);
  }
  if (institute) {
    for (const part of rest) {
      if (hasDigit(part) || part.split(/\s+/).length > 4) break;
      institute += `, ${part}`;
    }
  } else if (rest.length > 0) {
    const at = rest.findIndex(isInstitute);
    // Else the piece after the degree, when it is a name ("XLRI Jamshedpur").
    const from = at >= 0 ? at : !isPlace(rest[0] as string) && capitalised(rest[0] as string) ? 0 : -1;
    if (from >= 0) {
      institute = rest[from] as string;
      for (const part of rest.slice(from + 1)) {
        if (hasDigit(part) || part.split(/\s+/).length > 4 || degreeIn(part, false)) break;
        institute += `, ${part}`;
      }
    }
  }
  return {
    courseType: found.courseType ?? GRAD,
    degree: tidy(degree),
    institute: institute && tidy(institute),
    years,
  };
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/gu, '');

/** Joins a line that breaks off inside brackets or after a comma with the next one, in place. */
function joinBroken(lines: Line[]) {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1] as Line;
    if (line.heading || next.heading || line.section !== next.section || line.text.length > MAX_ENTRY_LINE)
      continue;
    const open = (line.text.match(/\(/g)?.length ?? 0) > (line.text.match(/\)/g)?.length ?? 0);
    const closes = open && /^[^()]{0,40}\)/.test(next.text);
    if (closes || (/,$/.test(line.text) && !next.bullet && next.text.length <= 120)) {
      line.text = `${line.text} ${next.text}`;
      lines.splice(i + 1, 1);
      i--;
    }
  }
}

function readEducation(all: Line[]): ProposedEducation[] {
  const underHeading = all.some((l) => l.section === 'education');
  // Copies: joining lines here leaves the employers' reading as it was.
  // Without an education heading, only the lines before any heading, and not sentences.
  const lines = all
    .filter((l) =>
      underHeading
        ? l.section === 'education' && !l.heading
        : l.section === 'top' && !l.heading && l.text.length <= 120 && !/\.$/.test(l.text),
    )
    .map((l) => ({ ...l }));
  joinBroken(lines);
  const anywhere = !underHeading;
  const matches = lines.map((l) =>
    l.text.length <= MAX_ENTRY_LINE && !isTableHeader(l.text) ? degreeIn(l.text, anywhere) : null,
  );
  const used = new Set<number>();
  const out: ProposedEducation[] = [];
  for (let i = 0; i < lines.length && out.length < MAX_EDUCATION; i++) {
    const match = matches[i];
    if (!match) continue;
    used.add(i);
    // School years are read only so that their board and year go with them.
    const reading = match.courseType === null ? null : readDegreeLine((lines[i] as Line).text, match);
    const years = reading ? [...reading.years] : yearsIn((lines[i] as Line).text);
    let institute = reading?.institute ?? null;
    // A row that gives its year and its institute (or board) is whole: the next lines are another's.
    const whole = years.length > 0 && (institute !== null || match.courseType === null);
    // The lines after it, up to the next degree: the institute, a wrapped place, the years.
    for (let j = i + 1; !whole && j < lines.length && j <= i + 4 && !matches[j]; j++) {
      const text = (lines[j] as Line).text;
      if (text.length > 120 || isTableHeader(text)) break;
      const own = instituteOf(text);
      if (own && institute) break;
      used.add(j);
      if (own) {
        institute = own;
        const after = lines[j + 1];
        // A name wrapped onto the next line ("Indian Institute of Management" / "Kozhikode").
        if (after && !matches[j + 1] && !hasDigit(after.text) && isPlace(after.text) && j + 1 <= i + 4) {
          institute = `${institute} ${after.text}`;
          used.add(++j);
        }
      }
      years.push(...yearsIn(text));
    }
    // Or the line before it, when the institute comes first (07: "IIIT Hyderabad  2013 – 2017" / "B.Tech").
    const before = lines[i - 1];
    if (!institute && before && !used.has(i - 1) && !matches[i - 1] && before.text.length <= 120) {
      const own = instituteOf(before.text);
      if (own) {
        institute = own;
        years.push(...yearsIn(before.text));
        used.add(i - 1);
      }
    }
    if (!reading?.degree) continue;
    const passingYear = years.length > 0 ? Math.max(...years) : null;
    const entry = { courseType: reading.courseType, degree: reading.degree, institute, passingYear };
    if (!out.some((e) => e.degree === entry.degree && e.institute === entry.institute)) out.push(entry);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Employers

const LABEL =
  /^(company(?:\s(?:name))?|organi[sz]ation|employer|designation|role|position|job\stitle|title|duration|period|tenure|dates?)\s{0,3}[:\-–]\s{0,3}/i;
/** Lines that describe a job rather than name it. */
const DESCRIPTION =
  /^(?:responsibilities|responsibility|key\sresponsibilities|project|projects|client|roles?\sand|achievements?|environment|technologies|tools|team\ssize)\b/i;
/** The end of "working with X" before " as ": the employer. Anchored, so each start looks at 80 characters at most. */
const EMPLOYER_BEFORE_AS = /\b(?:with|at|for|in)\s{1,3}(\p{Lu}[^,;:]{1,80})$/u;
const UNTIL_DATES = '\\s{1,3}(?:since|from|during|between|till|until)\\b';
/** After " as ": "Y since ...", or "Y at X since ...". */
const TITLE_AFTER_AS = new RegExp(`^(?:an?\\s{1,3})?(\\p{Lu}[^,;:]{1,80}?)${UNTIL_DATES}`, 'u');
const TITLE_AT_EMPLOYER = new RegExp(
  `^(?:an?\\s{1,3})?(\\p{Lu}[^,;:]{1,80}?)\\s{1,3}(?:at|with|in)\\s{1,3}(\\p{Lu}[^,;:]{1,80}?)${UNTIL_DATES}`,
  'u',
);

/** A job told in a sentence: "working with X as Y since ...", "worked as Y at X from ...". */
function jobInSentence(text: string): { company: string; designation: string } | null {
  const as = text.search(/\sas\s/);
  if (as < 0) return null;
  const after = text.slice(as + 4);
  const employer = text.slice(0, as).match(EMPLOYER_BEFORE_AS)?.[1];
  const title = employer ? after.match(TITLE_AFTER_AS)?.[1] : undefined;
  if (employer && title) return { company: tidy(employer), designation: tidy(title) };
  const reversed = after.match(TITLE_AT_EMPLOYER);
  return reversed ? { company: tidy(reversed[2] ?? ''), designation: tidy(reversed[1] ?? '') } : null;
}
const ONLY_PRESENT = new RegExp(`^${PRESENT}$`, 'iu');
const PIECE_SEPARATOR = /(\s*\t\s*|\s*\|\s*|\s[–—-]\s|\s[·•]\s|,\s+|\s@\s|\sat\s|\s*\(\s*|\s*\)\s*)/;

interface Piece {
  text: string;
  /** It followed a spaced dash ("Manager – Audit"). */
  afterDash: boolean;
  label: 'company' | 'title' | null;
}

function piecesOf(text: string): Piece[] {
  const out: Piece[] = [];
  const split = text.split(PIECE_SEPARATOR);
  for (let i = 0; i < split.length; i += 2) {
    let t = (split[i] ?? '').trim();
    const separator = i > 0 ? (split[i - 1] ?? '') : '';
    let label: Piece['label'] = null;
    const named = t.match(LABEL);
    if (named) {
      const key = (named[1] ?? '').toLowerCase();
      label = /^(company|organi|employer)/.test(key)
        ? 'company'
        : /^(designation|role|position|job|title)/.test(key)
          ? 'title'
          : null;
      t = t.slice(named[0].length).trim();
    }
    t = tidy(t);
    if (!t || !/\p{L}/u.test(t) || ONLY_PRESENT.test(t)) continue;
    out.push({ text: t, afterDash: /[–—-]/.test(separator), label });
  }
  return out;
}

/** A line that could name a job: short, not a sentence, and in the words of names and titles. */
function namesAJob(line: Line): boolean {
  const t = line.text;
  if (line.heading || t.length > 120 || DESCRIPTION.test(t) || isTableHeader(t)) return false;
  if (LABEL.test(t)) return true;
  if (line.bullet && !hasWord(t, COMPANY_WORDS)) return false;
  if (/[.!?]$/.test(t) && !/\b(?:ltd|co|inc|corp|pvt)\.$/i.test(t)) return false;
  const words = t.split(/\s+/).length;
  return words <= 12 && (hasWord(t, TITLE_WORDS) || hasWord(t, COMPANY_WORDS) || capitalised(t));
}

/** The company and the title among the pieces of a job's lines. */
function jobOf(pieces: Piece[]): { company: string | null; designation: string | null } {
  let company: string | null = pieces.find((p) => p.label === 'company')?.text ?? null;
  let designation: string | null = pieces.find((p) => p.label === 'title')?.text ?? null;
  let titlePrefix = '';
  const rest: Piece[] = [];
  for (const piece of pieces) {
    if (piece.label) continue;
    const isCompany = hasWord(piece.text, COMPANY_WORDS);
    const isTitle = hasWord(piece.text, TITLE_WORDS);
    if (isCompany && !company) {
      // "HDFC Life Insurance Co. Ltd. Area Sales": the company ends with its last legal word.
      const words = piece.text.split(/\s+/);
      let end = -1;
      words.forEach((w, i) => {
        if (COMPANY_ENDS.has(wordsOf(w)[0] ?? '')) end = i;
      });
      if (end >= 0 && end < words.length - 1) {
        company = words.slice(0, end + 1).join(' ');
        const after = words.slice(end + 1).join(' ');
        if (hasWord(after, TITLE_WORDS) && !designation) designation = after;
        else titlePrefix = after;
      } else if (!isTitle || end >= 0) {
        company = piece.text;
      } else {
        rest.push(piece);
      }
      continue;
    }
    rest.push(piece);
  }
  for (let i = 0; i < rest.length; i++) {
    const piece = rest[i] as Piece;
    if (designation || !hasWord(piece.text, TITLE_WORDS)) continue;
    designation = titlePrefix ? `${titlePrefix} ${piece.text}` : piece.text;
    titlePrefix = '';
    rest.splice(i, 1);
    // "Assistant Manager – Credit Analysis": a dash and a function that is neither a name nor a place.
    const next = rest[i];
    if (
      next?.afterDash &&
      !isPlace(next.text) &&
      !hasWord(next.text, COMPANY_WORDS) &&
      !hasWord(next.text, TITLE_WORDS)
    ) {
      const spare = rest.filter((p, at) => at !== i && !isPlace(p.text));
      if (company || spare.length > 0) {
        designation = `${designation} – ${next.text}`;
        rest.splice(i, 1);
      }
    }
    break;
  }
  const others = rest.filter((p) => !isPlace(p.text) && p.text.split(/\s+/).length <= 8);
  if (!company) company = others.shift()?.text ?? null;
  if (!designation && titlePrefix) designation = titlePrefix;
  if (!designation) designation = others.find((p) => p.text.split(/\s+/).length <= 6)?.text ?? null;
  return { company, designation };
}

function readCompanies(all: Line[]): ProposedCompany[] {
  const underHeading = all.some((l) => l.section === 'experience');
  // Without an experience heading, only a resume without any heading is read for jobs.
  const lines = all.filter(
    (l) => (underHeading ? l.section === 'experience' : l.section === 'top') && !l.heading,
  );
  const spans = lines.map((l) => (l.text.length <= MAX_ENTRY_LINE ? spanIn(l.text) : null));
  const claimed = new Set<number>();
  const out: ProposedCompany[] = [];
  for (let i = 0; i < lines.length && out.length < MAX_COMPANIES; i++) {
    const span = spans[i];
    if (!span) continue;
    const line = lines[i] as Line;
    if (!underHeading && degreeIn(line.text, true)) continue;
    claimed.add(i);
    const dates = { from: span.from, to: span.to, current: span.current };
    const sentence = jobInSentence(line.text);
    if (sentence?.company) {
      out.push({ company: sentence.company, designation: sentence.designation || null, ...dates });
      continue;
    }
    const own = `${line.text.slice(0, span.at)}\t${line.text.slice(span.at + span.length)}`;
    const pieces = piecesOf(own);
    const texts: string[] = [];
    const near = (j: number) => {
      const other = lines[j];
      return other && !claimed.has(j) && !spans[j] && namesAJob(other);
    };
    if (pieces.length > 0) {
      // The dates stand on a line that names the job: more of it may follow ("Infosys  2019 – 2022" / "Engineer").
      for (let j = i + 1; j <= i + 2 && near(j); j++) {
        texts.push((lines[j] as Line).text);
        claimed.add(j);
      }
    }
    let job = jobOf([...pieces, ...texts.flatMap(piecesOf)]);
    if (!job.company || pieces.length === 0) {
      // The dates stand under the lines that name the job ("Brand Manager" / "HUL" / "Jul 2020 – Present").
      const above: string[] = [];
      for (let j = i - 1; j >= i - 3 && near(j); j--) {
        above.unshift((lines[j] as Line).text);
        claimed.add(j);
      }
      job = jobOf([...above.flatMap(piecesOf), ...pieces, ...texts.flatMap(piecesOf)]);
    }
    if (!job.company) continue;
    const entry = { company: job.company, designation: job.designation, ...dates };
    if (!out.some((e) => e.company === entry.company && e.from === entry.from)) out.push(entry);
  }
  return out;
}

/** The education entries and the employers a resume's text gives, the first ten and twenty. */
export function readSections(text: string): { education: ProposedEducation[]; companies: ProposedCompany[] } {
  const lines = linesOf(text);
  return { education: readEducation(lines), companies: readCompanies(lines) };
}

export { COMPANY_WORDS, hasWord, headingOf, TITLE_WORDS };
