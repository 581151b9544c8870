/**
 * The competition's seed (decision 0039), in the verticals whose `competition` flag is on: a past
 * edition with every round closed and published (its candidates are seekers who cannot sign in), the
 * current edition whose registration is open from the seed's time (30 questions, a case study PDF), and
 * the partner jobs for its candidates (unpublished, tagged `COMPETITION.unpublishedJobsTag`). Sample
 * data like the jobs: seeded only where jobs are. Idempotent: a vertical with an edition is left alone.
 */
import { readFileSync } from 'node:fs';
import { COMPETITION, type Vertical } from '@jobsite/domain';
import { QuestionDraft } from '@jobsite/domain/calls';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { MediaStore } from '../media/store.ts';
import { createCompetition, keepCaseStudy, publishRound } from '../services/competition/organiser.ts';
import { insertRegistration } from '../services/competition/queries.ts';
import { runsCompetition } from '../services/competition/service.ts';
import type { Db } from './client.ts';
import { caseStudyPdf } from './competition/case-study.ts';
import { competitionScores, seekers } from './schema.ts';

const DAY = 86_400_000;

const QuizContent = v.object({
  questions: v.pipe(v.array(QuestionDraft), v.length(COMPETITION.quiz.questions)),
});

const seededQuiz = () =>
  v.parse(QuizContent, JSON.parse(readFileSync(new URL('./competition/quiz.json', import.meta.url), 'utf8')))
    .questions;

const FIRST = [
  'Aarav',
  'Ananya',
  'Vivaan',
  'Diya',
  'Aditya',
  'Ishita',
  'Rohan',
  'Kavya',
  'Arjun',
  'Meera',
  'Siddharth',
  'Priya',
  'Kabir',
  'Nandini',
  'Vikram',
  'Sneha',
  'Rahul',
  'Aditi',
  'Karthik',
  'Pooja',
  'Nikhil',
  'Tanvi',
  'Harsh',
  'Riya',
  'Yash',
  'Shreya',
  'Pranav',
  'Neha',
  'Manish',
  'Lakshmi',
  'Devansh',
  'Simran',
  'Abhishek',
  'Anjali',
  'Varun',
  'Gauri',
  'Rohit',
  'Divya',
  'Sameer',
  'Bhavna',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Menon',
  'Chatterjee',
  'Kulkarni',
  'Singh',
  'Rao',
  'Desai',
  'Banerjee',
  'Pillai',
  'Joshi',
  'Mehta',
  'Verma',
  'Krishnan',
  'Agarwal',
  'Bose',
];
const INSTITUTES = [
  'IIM Ahmedabad',
  'IIM Bangalore',
  'IIM Calcutta',
  'IIM Lucknow',
  'IIM Kozhikode',
  'IIM Indore',
  'XLRI Jamshedpur',
  'FMS Delhi',
  'SPJIMR Mumbai',
  'MDI Gurgaon',
  'NMIMS Mumbai',
  'IIFT Delhi',
  'SIBM Pune',
  'JBIMS Mumbai',
  'ISB Hyderabad',
  'Great Lakes Chennai',
];
const CITIES = [
  'Ahmedabad',
  'Bengaluru',
  'Kolkata',
  'Lucknow',
  'Kozhikode',
  'Indore',
  'Jamshedpur',
  'New Delhi',
  'Mumbai',
  'Gurugram',
  'Pune',
  'Hyderabad',
  'Chennai',
];

/** A small deterministic generator, so every seeded database holds the same results. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PARTNER_ROLES: { title: string; description: string }[] = [
  {
    title: 'Epoch Finalist Internship: Strategy & Growth',
    description:
      'An eight-week internship with the strategy office of a consumer brand, open to Epoch candidates. You will size markets, build the business case for a new city launch and present to the leadership team.',
  },
  {
    title: 'Management Trainee, Category Management (Epoch partner)',
    description:
      'A partner role for Epoch candidates: a rotation across buying, pricing and supply planning of a fast-growing retail category, leading to a category manager role after 18 months.',
  },
  {
    title: 'Associate, Corporate Finance (Epoch partner)',
    description:
      'Work on financial planning, capital allocation and investor reporting. Reserved for candidates of the college competition; strong Excel modelling expected.',
  },
  {
    title: 'Brand Management Intern (Epoch partner)',
    description:
      'Own a product line’s launch plan: consumer research, pricing, trade promotion and the media brief. Offered to Epoch candidates with a pre-placement interview for the best performers.',
  },
  {
    title: 'Operations Excellence Analyst (Epoch partner)',
    description:
      'Lean and Six Sigma projects across warehouses and last-mile delivery. Open to Epoch candidates who enjoy data and the shop floor alike.',
  },
  {
    title: 'Business Analyst, Consulting Practice (Epoch partner)',
    description:
      'Join a consulting team for a summer project on a live client problem, from hypothesis to recommendation. For Epoch candidates only.',
  },
];

const PAST_CANDIDATES = 40;

/** What the seed adds to a vertical beside its generated jobs and seekers. */
export const competitionSeed = (vertical: Vertical) =>
  runsCompetition(vertical)
    ? { partnerJobs: PARTNER_ROLES.length, candidates: PAST_CANDIDATES }
    : { partnerJobs: 0, candidates: 0 };

/** The partner roles for candidates: unpublished jobs carrying the competition's tag. */
async function seedPartnerJobs(db: Db, vertical: Vertical, now: number) {
  const tag = COMPETITION.unpublishedJobsTag;
  const have = await db.rows(
    sql`SELECT 1 FROM jobs WHERE vertical = ${vertical} AND tag_ids @> ARRAY[${tag}::int] LIMIT 1`,
  );
  if (have.length > 0) return;
  for (const [i, role] of PARTNER_ROLES.entries()) {
    await db.rows(
      sql`INSERT INTO jobs (vertical, title, description, company_id, company_name, confidential, recruiter_id, city_ids,
            min_exp, max_exp, min_salary, max_salary, hide_salary, tag_ids, tag_text, category_id, functional_area_id,
            industry_id, posted_at, expires_at, apply_type, status)
          SELECT vertical, ${role.title}, ${role.description}, company_id, company_name, false, recruiter_id, city_ids,
            0, 2, 600000, 1400000, false, tag_ids || ${tag}::int, tag_text, category_id, functional_area_id, industry_id,
            ${new Date(now - i * 3_600_000).toISOString()}::timestamptz, ${new Date(now + 90 * DAY).toISOString()}::timestamptz, 1, 0
          FROM jobs WHERE vertical = ${vertical} AND status = 1 AND NOT confidential AND company_id IS NOT NULL
          ORDER BY id LIMIT 1 OFFSET ${i}`,
    );
  }
}

/** The past edition's candidates: seekers without a usable password (they cannot sign in). */
async function pastCandidates(db: Db, vertical: Vertical, competitionId: number, at: Date) {
  const random = rng(2025);
  const ids: number[] = [];
  for (let i = 0; i < PAST_CANDIDATES; i++) {
    const first = FIRST[i] as string;
    const last = LAST[(i * 7) % LAST.length] as string;
    const email = `${first}.${last}.epoch2025@candidates.jobsite.local`.toLowerCase();
    const [row] = await db.orm
      .insert(seekers)
      .values({
        vertical,
        email,
        passwordHash: '!no-sign-in',
        name: `${first} ${last}`,
        phone: null,
        emailVerifiedAt: at,
      })
      .onConflictDoUpdate({ target: [seekers.vertical, seekers.email], set: { name: sql`excluded.name` } })
      .returning({ id: seekers.id });
    const seekerId = Number(row?.id);
    ids.push(seekerId);
    const institute = INSTITUTES[Math.floor(random() * INSTITUTES.length)] as string;
    await insertRegistration(db, {
      competitionId,
      seekerId,
      institute,
      programme: random() < 0.8 ? 'MBA / PGDM' : 'Executive MBA',
      graduationYear: 2026,
      city: CITIES[Math.floor(random() * CITIES.length)] ?? null,
      at: new Date(at.getTime() + i * 3_600_000),
    });
  }
  return { ids, random };
}

export async function seedCompetition(db: Db, vertical: Vertical, media?: MediaStore): Promise<void> {
  if (!runsCompetition(vertical)) return;
  const now = Date.now();
  await seedPartnerJobs(db, vertical, now);
  const existing = await db.rows(sql`SELECT 1 FROM competitions WHERE vertical = ${vertical} LIMIT 1`);
  if (existing.length > 0) return;
  const questions = seededQuiz();

  // Edition 1: Epoch 2025, every round over and published.
  const past = await createCompetition(db, vertical, {
    name: 'Epoch 2025',
    edition: 1,
    year: 2025,
    rounds: {
      registration: { startsAt: '2025-08-01T04:30:00.000Z', endsAt: '2025-08-31T18:29:00.000Z' },
      round1: { startsAt: '2025-09-06T04:30:00.000Z', endsAt: '2025-09-07T18:29:00.000Z' },
      round2: { startsAt: '2025-09-15T04:30:00.000Z', endsAt: '2025-09-22T18:29:00.000Z' },
      round3: { startsAt: '2025-10-06T04:30:00.000Z', endsAt: '2025-10-13T18:29:00.000Z' },
    },
    quiz: { durationSeconds: COMPETITION.quiz.minutes * 60, questions },
  });
  const { ids, random } = await pastCandidates(db, vertical, past.id, new Date('2025-08-02T06:00:00.000Z'));
  const score = async (
    seekerId: number,
    round: 'round1' | 'round2' | 'round3',
    value: number,
    max: number,
    at: string,
  ) =>
    db.rows(
      sql`INSERT INTO competition_scores (competition_id, seeker_id, round, score, max_score, scored_at)
          VALUES (${past.id}, ${seekerId}, ${round}, ${value}, ${max}, ${at}::timestamptz)`,
    );
  // Round 1: 37 of 40 took the quiz (30 marks); 18 or more went on.
  for (const [i, id] of ids.entries()) {
    if (i % 13 === 12) continue;
    await score(id, 'round1', 9 + Math.floor(random() * 20), 30, '2025-09-06T12:00:00.000Z');
  }
  const pastNow = (iso: string) => new Date(iso);
  await publishRound(db, vertical, past.id, 'round1', 18, pastNow('2025-09-10T06:00:00.000Z'));
  /**
   * Scores out of 100, to a tenth, the candidates who qualified in the round before (`low` to `high`),
   * then publishes the round with its cut-off (none for the final).
   */
  const scoreAndPublish = async (
    round: 'round2' | 'round3',
    before: 'round1' | 'round2',
    range: { low: number; high: number },
    scoredAt: string,
    cutoff: number | undefined,
    publishedAt: string,
  ) => {
    const qualified = await db.orm
      .select({ seekerId: competitionScores.seekerId })
      .from(competitionScores)
      .where(
        and(
          eq(competitionScores.competitionId, past.id),
          eq(competitionScores.round, before),
          competitionScores.qualified,
        ),
      );
    for (const { seekerId } of qualified)
      await score(
        seekerId,
        round,
        range.low + Math.round(random() * ((range.high - range.low) * 10)) / 10,
        100,
        scoredAt,
      );
    await publishRound(db, vertical, past.id, round, cutoff, pastNow(publishedAt));
  };
  // Round 2: the case, 35 to 95 of 100; 65 or more went on to the final.
  await scoreAndPublish(
    'round2',
    'round1',
    { low: 35, high: 95 },
    '2025-09-26T06:00:00.000Z',
    65,
    '2025-09-30T06:00:00.000Z',
  );
  // Round 3: the final pitch, 55 to 95 of 100; ranked, no cut-off.
  await scoreAndPublish(
    'round3',
    'round2',
    { low: 55, high: 95 },
    '2025-10-16T06:00:00.000Z',
    undefined,
    '2025-10-20T06:00:00.000Z',
  );

  // Edition 2: Epoch 2026, registration open from now for three weeks.
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const current = await createCompetition(db, vertical, {
    name: 'Epoch 2026',
    edition: 2,
    year: 2026,
    rounds: {
      registration: { startsAt: at(-1 / 24), endsAt: at(21) },
      round1: { startsAt: at(24), endsAt: at(25) },
      round2: { startsAt: at(30), endsAt: at(37) },
      round3: { startsAt: at(45), endsAt: at(52) },
    },
    quiz: { durationSeconds: COMPETITION.quiz.minutes * 60, questions },
  });
  if (media) await keepCaseStudy(db, media, vertical, current.id, await caseStudyPdf('Epoch 2026'));
}
