/**
 * The judged set: per vertical, searches a seeker makes (with their abbreviations and slips) and which
 * jobs should answer them, graded 2 (what the seeker asked for), 1 (related: they may well apply) or 0.
 * Grades are judged on a job's title and skills, never on its id, so the set holds for any seed size.
 * Each query is chosen so that the seed holds at least ten grade-2 jobs at the default size (5,000 per
 * vertical), which makes the ideal first page ten grade-2 jobs; bench.ts prints nDCG@10 against it.
 */
import { VERTICALS } from '@jobsite/domain';

interface JudgedJob {
  title: string;
  tags: readonly string[];
}

export interface Judgement {
  query: string;
  grade(job: JudgedJob): 0 | 1 | 2;
}

const has = (job: JudgedJob, re: RegExp) => re.test(job.title) || job.tags.some((t) => re.test(t));

/** Grade 2 for a title matching `best`, 1 for a title or skill matching `related`. */
const judge =
  (best: RegExp, related?: RegExp) =>
  (job: JudgedJob): 0 | 1 | 2 =>
    best.test(job.title) ? 2 : related && has(job, related) ? 1 : 0;

/** Grade 2 for a job holding the skill `skill` (or its title), 1 for `related`. */
const bySkill =
  (skill: RegExp, related?: RegExp) =>
  (job: JudgedJob): 0 | 1 | 2 =>
    has(job, skill) ? 2 : related && has(job, related) ? 1 : 0;

export const JUDGED: Record<string, readonly Judgement[]> = {
  [VERTICALS.technology.id]: [
    {
      query: 'machine learning engineer',
      grade: judge(/machine learning engineer/i, /machine learning|mlops|deep learning|data scientist/i),
    },
    { query: 'ml engineer', grade: judge(/machine learning engineer|mlops engineer/i, /machine learning/i) },
    { query: 'enginer', grade: judge(/engineer/i, /engineering/i) },
    { query: 'pm', grade: judge(/product manager/i, /product management|product owner/i) },
    {
      query: 'data engineer spark',
      grade: (j) =>
        has(j, /apache spark/i) && /data engineer/i.test(j.title)
          ? 2
          : has(j, /apache spark|data engineer/i)
            ? 1
            : 0,
    },
    { query: 'pyhton', grade: bySkill(/^python$/i) },
    { query: 'k8s', grade: bySkill(/kubernetes/i, /devops|docker|cloud/i) },
    {
      query: 'react',
      grade: bySkill(/^react$/i, /react native|next\.js|frontend|javascript/i),
    },
    { query: 'nlp', grade: bySkill(/\bnlp\b|natural language/i, /llm|transformers|machine learning/i) },
    { query: 'ux designer', grade: judge(/ux|designer/i, /ux design|ui design|user research|figma/i) },
  ],
  [VERTICALS.management.id]: [
    { query: 'ca', grade: bySkill(/chartered accountant/i, /accounting|audit|taxation/i) },
    {
      query: 'hr manager',
      grade: judge(/\bhr\b.*manager|manager.*\bhr\b|head of people/i, /\bhr\b|human resources/i),
    },
    { query: 'brand manager', grade: judge(/brand manager/i, /brand management|brand strategy/i) },
    { query: 'investment banking', grade: bySkill(/investment banking/i, /banking|mergers/i) },
    { query: 'scm', grade: bySkill(/supply chain/i, /logistics|procurement|demand planning/i) },
    { query: 'consultnat', grade: judge(/consultant/i, /consulting/i) },
    {
      query: 'kam',
      grade: (j) => (/key account manager/i.test(j.title) ? 2 : has(j, /key account/i) ? 1 : 0),
    },
    { query: 'product manager', grade: judge(/product manager/i, /product management/i) },
    { query: 'bdm', grade: judge(/business development manager/i, /business development/i) },
    {
      query: 'equity reserch analyst',
      grade: judge(/equity research analyst/i, /equity research|research analyst/i),
    },
  ],
};

/** nDCG@10 of the grades of a first page, against an ideal page of ten grade-2 jobs. */
export function ndcgAt10(grades: readonly number[]): number {
  const dcg = (gs: readonly number[]) =>
    gs.slice(0, 10).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return dcg(grades) / dcg(Array(10).fill(2));
}
