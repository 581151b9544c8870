/**
 * `pnpm --filter @jobsite/api bench:resume`: how much of what a person would write down the resume
 * parser finds, over the resumes of `@jobsite/test-fixtures/resumes` (DOCX and PDF files LibreOffice
 * made, and a two-column PDF drawn in code). Each file is read as an upload is (`extractResumeText`,
 * then `matchFields` with the site's tags as the known skills), in this process.
 *
 * Recall per field: name, email and phone count 1 each when right; skills, each expected skill found;
 * education, each expected degree, institute and passing year found in one entry; companies, each
 * expected employer, title, start year and end year (or "present") found in one entry. Overall is the
 * mean of the six. Precision is printed for education and companies (entries read that match an
 * expected one), since a parser that called every line a company would have full recall.
 *
 *   --verbose   each file's misses
 */
import { parseArgs } from 'node:util';
import { VERTICAL_IDS } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import type { ExpectedCompany, ExpectedEducation } from '@jobsite/test-fixtures/resumes';
import { RESUME_SAMPLES } from '@jobsite/test-fixtures/resumes';
import { list } from '../src/db/content.ts';
import { matchFields, type ProposedFields } from '../src/services/user/resume-fields.ts';
import { extractResumeText } from '../src/services/user/resume-text.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { verbose: { type: 'boolean', default: false } },
});

/**
 * Every vertical's tag names, as the seed writes them: the skills a resume is read for (the API reads
 * one vertical's; the resumes come from both).
 */
const KNOWN_SKILLS = [
  ...new Set(
    VERTICAL_IDS.flatMap((vertical) =>
      Object.values(VOCABULARY[vertical].categories).flatMap((c) => Object.values(c.menus).flatMap(list)),
    ),
  ),
];

const FIELDS = ['name', 'email', 'phone', 'skills', 'education', 'companies'] as const;
type Field = (typeof FIELDS)[number];

/** Found of expected, summed over the files. */
class Tally {
  found = 0;
  expected = 0;
  add(found: number, expected: number) {
    this.found += found;
    this.expected += expected;
  }
  get share() {
    return this.expected === 0 ? 1 : this.found / this.expected;
  }
}

/** Lower-case words, dots and apostrophes dropped inside them ("B.Tech" is "btech"). */
const words = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .join(' ');
const HONORIFIC = /^(dr|mr|mrs|ms|prof) /;
const sameName = (a: string | null, b: string) => words(a).replace(HONORIFIC, '') === words(b);
/** The same words, or those of the expected text before one of its commas (a place left off). */
const samePlace = (read: string | null | undefined, expected: string) => {
  const r = words(read);
  if (!r) return false;
  const parts = expected.split(',');
  return parts.some((_, i) => words(parts.slice(0, i + 1).join(',')) === r);
};
/** The degree read is the expected one, or its first words ("B.Tech" for "B.Tech, Computer Science"). */
const sameDegree = (read: string, expected: string) => {
  const r = words(read);
  const e = words(expected);
  return r !== '' && (e === r || e.startsWith(`${r} `));
};
const year = (value: string | null | undefined) => (value ? Number(value.slice(0, 4)) : null);

interface ReadEducation {
  degree: string;
  institute: string | null;
  passingYear: number | null;
}
interface ReadCompany {
  company: string;
  designation: string | null;
  from: string | null;
  to: string | null;
  current: boolean;
}

/**
 * Each expected entry matched with one entry read (`same`), and the units of it found (`checks`: its
 * name, then each field it gives); `matched` counts the entries read that matched one.
 */
function scoreEntries<E, R>(
  read: readonly R[],
  expected: readonly E[],
  same: (r: R, e: E) => boolean,
  checks: (e: E, r: R | undefined) => [string, boolean][],
) {
  let found = 0;
  let units = 0;
  const used = new Set<number>();
  const misses: string[] = [];
  for (const e of expected) {
    const i = read.findIndex((r, at) => !used.has(at) && same(r, e));
    if (i !== -1) used.add(i);
    for (const [what, ok] of checks(e, read[i])) {
      units++;
      if (ok) found++;
      else misses.push(what);
    }
  }
  return { found, units, matched: used.size, misses };
}

const scoreEducation = (read: readonly ReadEducation[], expected: readonly ExpectedEducation[]) =>
  scoreEntries(
    read,
    expected,
    (r, e) => sameDegree(r.degree, e.degree),
    (e, r) => [
      [`degree ${e.degree}`, Boolean(r)],
      ...(e.institute
        ? [[`institute ${e.institute}`, samePlace(r?.institute, e.institute)] as [string, boolean]]
        : []),
      ...(e.passingYear
        ? [[`year ${e.passingYear}`, r?.passingYear === e.passingYear] as [string, boolean]]
        : []),
    ],
  );

const scoreCompanies = (read: readonly ReadCompany[], expected: readonly ExpectedCompany[]) =>
  scoreEntries(
    read,
    expected,
    (r, e) => samePlace(r.company, e.company),
    (e, r) => {
      const end = r ? (r.current ? 'present' : year(r.to)) : undefined;
      const out: [string, boolean][] = [[`company ${e.company}`, Boolean(r)]];
      if (e.designation) out.push([`title ${e.designation}`, words(r?.designation) === words(e.designation)]);
      if (e.from) out.push([`from ${e.from}`, year(r?.from) === e.from]);
      if (e.to) out.push([`to ${e.to}`, end === e.to]);
      return out;
    },
  );

const recall = Object.fromEntries(FIELDS.map((f) => [f, new Tally()])) as Record<Field, Tally>;
const precision = { education: new Tally(), companies: new Tally() };
const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(7);

process.stdout.write(`${'file'.padEnd(30)}${FIELDS.map((f) => f.padStart(10)).join('')}     ms\n`);
for (const sample of RESUME_SAMPLES) {
  const start = performance.now();
  const text = await extractResumeText(sample.kind, sample.read());
  // Read loosely, so the bench also runs on a parser that gives fewer fields.
  const read = matchFields(text, KNOWN_SKILLS) as ProposedFields &
    Partial<{ education: ReadEducation[]; companies: ReadCompany[] }>;
  const ms = performance.now() - start;
  const { expected } = sample;
  const misses: string[] = [];
  const row: Partial<Record<Field, [number, number]>> = {};
  const tick = (field: Field, found: number, units: number, missed: string[] = []) => {
    recall[field].add(found, units);
    row[field] = [found, units];
    misses.push(...missed.map((m) => `${field}: ${m}`));
  };
  const one = (field: Field, ok: boolean, want: string, got: string | null) =>
    tick(field, ok ? 1 : 0, 1, ok ? [] : [`${want}, read ${got}`]);
  one('name', sameName(read.name, expected.name), expected.name, read.name);
  if (expected.email) one('email', read.email === expected.email, expected.email, read.email);
  if (expected.phone) {
    const digits = (read.phone ?? '').replace(/\D/g, '').slice(-10);
    one('phone', digits === expected.phone, expected.phone, read.phone);
  }
  const skills = new Set(read.skills.map((s) => s.toLowerCase()));
  const missedSkills = expected.skills.filter((s) => !skills.has(s.toLowerCase()));
  tick('skills', expected.skills.length - missedSkills.length, expected.skills.length, missedSkills);
  const education = scoreEducation(read.education ?? [], expected.education);
  tick('education', education.found, education.units, education.misses);
  precision.education.add(education.matched, (read.education ?? []).length);
  const companies = scoreCompanies(read.companies ?? [], expected.companies);
  tick('companies', companies.found, companies.units, companies.misses);
  precision.companies.add(companies.matched, (read.companies ?? []).length);

  const cells = FIELDS.map((f) => {
    const [found, units] = row[f] ?? [0, 0];
    return (units === 0 ? '-' : `${found}/${units}`).padStart(10);
  });
  process.stdout.write(`${sample.name.padEnd(30)}${cells.join('')}${ms.toFixed(0).padStart(7)}\n`);
  if (values.verbose) {
    for (const m of misses) process.stdout.write(`    missed ${m}\n`);
    process.stdout.write(
      `    read ${JSON.stringify({ education: read.education, companies: read.companies })}\n`,
    );
  }
}

const overall = FIELDS.reduce((sum, f) => sum + recall[f].share, 0) / FIELDS.length;
process.stdout.write(`\nrecall over ${RESUME_SAMPLES.length} resumes\n`);
for (const f of FIELDS) {
  process.stdout.write(
    `  ${f.padEnd(10)} ${pct(recall[f].share)}  (${recall[f].found} of ${recall[f].expected})\n`,
  );
}
process.stdout.write(`  ${'overall'.padEnd(10)} ${pct(overall)}  (mean of the six)\n`);
process.stdout.write('precision\n');
for (const f of ['education', 'companies'] as const) {
  const p = precision[f];
  process.stdout.write(
    `  ${f.padEnd(10)} ${p.expected === 0 ? '      -' : pct(p.share)}  (${p.found} of ${p.expected} entries read)\n`,
  );
}
