import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstEmail, matchFields, skillsIn } from './resume-fields.ts';

// The patterns the fields were read with before (quadratic on long runs of letters), as the reference
// the linear matchers must agree with on short texts.
const OLD_EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oldSkills = (text: string, skills: readonly string[]) =>
  skills.filter((skill) =>
    new RegExp(`(^|[^a-z0-9])${escapeRegExp(skill.toLowerCase())}([^a-z0-9+#]|$)`).test(text.toLowerCase()),
  );

const timed = <T>(what: string, read: () => T): T => {
  const start = performance.now();
  const value = read();
  process.stdout.write(`${what}: ${(performance.now() - start).toFixed(1)} ms\n`);
  return value;
};

describe('the fields read off a resume', () => {
  it('finds name, email, phone, experience and the known skills', () => {
    const text = [
      'Curriculum Vitae',
      'Meera Krishnan',
      'Email: Meera.K@Example.in | Phone: +91 98450-12345',
      'Skills: Python, C++, node.js, SQL; pythonic is not a skill',
      '6+ years of experience, 2.5 yrs in banking',
    ].join('\r\n');
    expect(matchFields(text, ['Python', 'C', 'C++', 'Node.js', 'SQL', 'Java'])).toEqual({
      name: 'Meera Krishnan',
      email: 'meera.k@example.in',
      phone: '+919845012345',
      skills: ['Python', 'C++', 'Node.js', 'SQL'],
      experienceYears: 6,
      education: [],
      companies: [],
    });
  });

  it('reads degrees and employers under headings, in the forms resumes write them', () => {
    const text = [
      'Name : Suresh Patil',
      'E-mail : suresh.patil@example.co.in   Mobile : +91 7021 345 678',
      'WORK EXPERIENCE :',
      '1. Presently working with Mahindra Logistics Ltd. as Assistant Manager – Operations since April 2017.',
      'Company: UST Global',
      'Designation: Senior Data Engineer',
      'Duration: 04/2018 to 03/2021',
      "Analyst, Deloitte India\tMar'15 - Feb'18",
      'Academic Qualifications',
      'Qualification\tInstitute / University\tYear',
      'MBA (Finance) Symbiosis Institute of Business Management, Pune\t2016\t7.8 CGPA',
      'Class XII\tMaharashtra State Board\t2009',
      'International Institute of Information Technology, Hyderabad\t2009 – 2013',
      'B.Tech in Computer Science',
      'Skills',
      'Excel, SQL',
    ].join('\n');
    const fields = matchFields(text, ['SQL']);
    expect(fields).toMatchObject({
      name: 'Suresh Patil',
      email: 'suresh.patil@example.co.in',
      phone: '+917021345678',
      skills: ['SQL'],
    });
    expect(fields.companies).toEqual([
      {
        company: 'Mahindra Logistics Ltd.',
        designation: 'Assistant Manager – Operations',
        from: '2017-04',
        to: null,
        current: true,
      },
      {
        company: 'UST Global',
        designation: 'Senior Data Engineer',
        from: '2018-04',
        to: '2021-03',
        current: false,
      },
      { company: 'Deloitte India', designation: 'Analyst', from: '2015-03', to: '2018-02', current: false },
    ]);
    expect(fields.education).toEqual([
      {
        courseType: 'Post graduation',
        degree: 'MBA (Finance)',
        institute: 'Symbiosis Institute of Business Management, Pune',
        passingYear: 2016,
      },
      {
        courseType: 'Graduation',
        degree: 'B.Tech in Computer Science',
        institute: 'International Institute of Information Technology, Hyderabad',
        passingYear: 2013,
      },
    ]);
  });

  it('reads no degree or employer from a resume without them, and none from a summary', () => {
    const fields = matchFields(
      [
        'Meera Krishnan',
        'Summary',
        'Engineer with 6 years at Infosys Limited (2018 - 2024) and an MBA from IIM Bangalore, 2017.',
        'Hobbies',
        'Chess, 2019 - 2022 state champion',
      ].join('\n'),
      [],
    );
    expect(fields.education).toEqual([]);
    expect(fields.companies).toEqual([]);
  });

  it('finds the same first email as the old pattern', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '1', '.', '-', '_', '+', '@', ' ', 'x'), maxLength: 40 }),
        (text) => {
          expect(firstEmail(text)).toBe(text.match(OLD_EMAIL)?.[0]?.toLowerCase() ?? null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds the same skills as the old patterns', () => {
    const skills = ['a', 'ab', 'a b', 'c++', 'c', 'b.a', '#b'];
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'c', '+', '#', '.', ' ', '1'), maxLength: 30 }),
        (text) => {
          expect(skillsIn(text, skills)).toEqual(oldSkills(text, skills));
        },
      ),
      { numRuns: 2000 },
    );
  });

  // Each of these took seconds to minutes with the old patterns (100k letters: about 10 s); the
  // figures are printed, not asserted.
  it.each([
    ['100k of one letter', 'a'.repeat(100_000)],
    ['200 KB of one letter', 'a'.repeat(200 * 1024)],
    ['a digit and 200k spaces', `1${' '.repeat(200_000)}`],
    ['100k "a@"', 'a@'.repeat(100_000)],
    ['an address with 100k labels', `x@${'a.'.repeat(100_000)}`],
    ['a line of 200k letters and spaces', 'Ab '.repeat(70_000)],
    [
      '200 KB of headed lines of dates, degrees and "with X as Y"',
      `EXPERIENCE\n${'with Aaaa as Bbbb Ltd 2019 - 2022 B.Tech Institute Jan 2019 – Present, '.repeat(4).trim()}\nEDUCATION\n`.repeat(
        700,
      ),
    ],
  ])('reads %s at once', (what, text) => {
    const fields = timed(what, () => matchFields(text, ['a', 'python', 'a a']));
    expect(fields.email).toBeNull();
    expect(fields.name).toBeNull();
    expect(fields.experienceYears).toBeNull();
  });
});
