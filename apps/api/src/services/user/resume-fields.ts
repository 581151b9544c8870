/**
 * The profile fields proposed from a resume's text. Every matcher looks at each character a bounded
 * number of times, so the work is linear in the text's length whatever the text (decision 0021). Runs
 * in a resume worker.
 */
import { RESUME_LIMITS } from './resume-limits.ts';
import {
  COMPANY_WORDS,
  hasWord,
  headingOf,
  type ProposedCompany,
  type ProposedEducation,
  readSections,
  TITLE_WORDS,
} from './resume-sections.ts';

export interface ProposedFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  skills: string[];
  experienceYears: number | null;
  education: ProposedEducation[];
  companies: ProposedCompany[];
}

// Every pattern below is bounded: a match attempt looks at a fixed number of characters at most.
/** An Indian mobile number: ten digits from 6 to 9, grouped any way ("+91 7021 345 678", "(+91) 94440 55667"). */
const PHONE = /(?<![\d+])(\(?\+91\)?[\s-]{0,2}|0)?([6-9](?:[\s.-]?\d){9})(?!\d)/;
const EXPERIENCE = /(\d{1,2})(?:\.\d)?\s{0,3}(?:\+\s{0,3})?(?:years|yrs|year)/gi;
const NAME = /^[A-Za-z][A-Za-z.'-]{0,40}(?:\s{1,3}[A-Za-z][A-Za-z.'-]{0,40}){1,3}$/;
const NAME_MAX = 100;
/** "Name : Suresh Patil". */
const NAME_LABEL = /^name\s{0,3}[:\-–]\s{0,3}/i;
/** Where the name ends on a line that goes on with contact details. */
const NAME_END = /\t|\s[|·•✉☎–—-]\s|\s{2,}|,|\s\S{0,40}[@\d+:/]/u;

const code = (text: string, at: number) => text.charCodeAt(at);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isAlnum = (c: number) => isDigit(c) || isLetter(c);
/** `[a-z0-9._%+-]`, case-insensitive. */
const isLocalChar = (c: number) => isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
/** `[a-z0-9.-]`, case-insensitive. */
const isDomainChar = (c: number) => isAlnum(c) || c === 46 || c === 45;

/**
 * The first email address, as `[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}` would find it, by a scan from each
 * `@`: at most 64 characters back and 255 forward, so the work is linear in the text's length.
 */
export function firstEmail(text: string): string | null {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && isLocalChar(code(text, start - 1))) start--;
    if (start === at) continue;
    let end = at + 1;
    while (end < text.length && end - at <= 255 && isDomainChar(code(text, end))) end++;
    // The domain ends with the last dot that has a character before it and two letters or more after it.
    for (let dot = end - 1; dot > at + 1; dot--) {
      if (code(text, dot) !== 46) continue;
      let tld = dot + 1;
      while (tld < end && isLetter(code(text, tld))) tld++;
      if (tld - dot - 1 >= 2) return text.slice(start, tld).toLowerCase();
    }
  }
  return null;
}

interface SkillNode {
  next: Map<string, SkillNode>;
  skill?: string;
}

/**
 * The known skills the text names, each as a whole word (not inside a longer word, not followed by `+`
 * or `#`), in the order of `knownSkills`. One pass over the text with a trie of the skills (by UTF-16
 * code unit): from each word start it follows at most the longest skill's length.
 */
export function skillsIn(text: string, knownSkills: readonly string[]): string[] {
  const root: SkillNode = { next: new Map() };
  for (const skill of knownSkills) {
    const key = skill.toLowerCase();
    if (!key) continue;
    let node = root;
    for (const ch of key.split('')) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map() };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.skill ??= key;
  }
  const lower = text.toLowerCase();
  const found = new Set<string>();
  const ends = (at: number) => {
    if (at >= lower.length) return true;
    const c = code(lower, at);
    return !isAlnum(c) && c !== 43 && c !== 35;
  };
  for (let start = 0; start < lower.length; start++) {
    if (start > 0 && isAlnum(code(lower, start - 1))) continue;
    let node: SkillNode | undefined = root;
    for (let at = start; node && at < lower.length; ) {
      node = node.next.get(lower[at] as string);
      at++;
      if (node?.skill && ends(at)) found.add(node.skill);
    }
  }
  return knownSkills.filter((skill) => found.has(skill.toLowerCase()));
}

/**
 * Fields read off a resume's text for the person to confirm: the first line that looks like a name,
 * the first email and Indian mobile number, the largest "N years" figure, the vertical's known skills
 * that the text mentions, and the degrees and employers under its headings (`readSections`). Text past
 * `RESUME_LIMITS.maxTextChars` is not read.
 */
export function matchFields(text: string, knownSkills: readonly string[]): ProposedFields {
  const body = text.length > RESUME_LIMITS.maxTextChars ? text.slice(0, RESUME_LIMITS.maxTextChars) : text;
  const lines: string[] = [];
  for (const line of body.split('\n', 1000)) {
    const trimmed = line.trim();
    if (trimmed) lines.push(trimmed);
    if (lines.length === 8) break;
  }
  const years = [...body.matchAll(EXPERIENCE)].map((m) => Number(m[1])).filter((n) => n <= 50);
  const phone = body.match(PHONE);
  return {
    name: nameIn(lines),
    email: firstEmail(body),
    phone: phone ? `${phone[1]?.includes('91') ? '+91' : ''}${(phone[2] ?? '').replace(/\D/g, '')}` : null,
    skills: skillsIn(body, knownSkills).slice(0, 30),
    experienceYears: years.length > 0 ? years.reduce((a, b) => Math.max(a, b)) : null,
    ...readSections(body),
  };
}

/**
 * The first of the lines that reads as a name: its label ("Name :") left out, cut where contact
 * details go on ("KARTHIK REDDY  karthik@example.net"), and not a heading, a job title or a company.
 */
function nameIn(lines: readonly string[]): string | null {
  for (const line of lines) {
    if (line.length > NAME_MAX || /resume|curriculum|vitae/i.test(line)) continue;
    let candidate = line.replace(NAME_LABEL, '');
    const end = candidate.search(NAME_END);
    if (end > 0) candidate = candidate.slice(0, end);
    candidate = candidate.trim();
    if (!NAME.test(candidate) || headingOf(candidate)) continue;
    if (hasWord(candidate, TITLE_WORDS) || hasWord(candidate, COMPANY_WORDS)) continue;
    return candidate;
  }
  return null;
}
