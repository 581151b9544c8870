/**
 * The demo seeker of each vertical (apps/api/README.md): signed in with DEMO_SEEKER, they have an
 * application in every status, interview slots, a pending timed assessment, a message and saved jobs — all
 * made through the same functions the internal recruiter API uses.
 */
import { APPLICATION_STATUSES } from '@jobsite/domain/calls';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { assignAssessment } from '../assessments/recruiter.ts';
import { hashPassword } from '../auth/passwords.ts';
import { emailTaken } from '../auth/queries/seekers.ts';
import { sendChatMessage } from '../chat/recruiter.ts';
import { createInterviewSlots } from '../interviews/recruiter.ts';
import { applyToJob, setSaved } from '../job/applications.ts';
import { setApplicationStatus } from './actions.ts';
import { demoJobs, insertProfile, insertVerifiedSeeker, tagNamesByIds } from './queries.ts';

export const DEMO_SEEKER = {
  email: 'demo@jobsite.local',
  password: 'demo seeker of the job site',
  name: 'Asha Demo',
} as const;

const HOUR = 3_600_000;

/** Creates the vertical's demo seeker once; answers whether it did. */
export async function seedDemo(db: Db, vertical: Vertical): Promise<boolean> {
  if (await emailTaken(db, vertical, DEMO_SEEKER.email)) return false;
  const jobs = await demoJobs(db, vertical, APPLICATION_STATUSES.length + 3);
  if (jobs.length < APPLICATION_STATUSES.length + 3) return false;
  const first = jobs[0] as (typeof jobs)[number];
  const tagNames = await tagNamesByIds(db, first.tagIds);
  const hash = await hashPassword(DEMO_SEEKER.password);
  const seekerId = (await insertVerifiedSeeker(db, {
    vertical,
    email: DEMO_SEEKER.email,
    passwordHash: hash,
    name: DEMO_SEEKER.name,
  })) as number;
  await insertProfile(db, {
    seekerId,
    personal: {
      dob: '1996-04-12',
      gender: 'female',
      currentLocation: first.cityIds[0] ?? null,
      preferredLocations: first.cityIds.slice(0, 2),
    },
    work: {
      experienceStatus: 'experienced',
      experienceYear: 4,
      experienceMonth: 6,
      functionalArea: first.functionalAreaId,
    },
    education: [{ courseType: 'Full Time', degree: 'MBA', institute: 'IIM Bangalore', passingYear: 2020 }],
    skills: tagNames,
    followedTags: first.tagIds.slice(0, 3),
  });
  const soon = Date.now() + 48 * HOUR;
  for (const [i, status] of APPLICATION_STATUSES.entries()) {
    const job = jobs[i] as (typeof jobs)[number];
    const applied = await applyToJob(db, vertical, seekerId, Number(job.id), { source: 'seed' });
    if (applied.kind !== 'applied') continue;
    const id = applied.applicationId;
    if (status === 'interview') {
      await createInterviewSlots(db, vertical, id, [
        { startsAt: new Date(soon).toISOString(), endsAt: new Date(soon + HOUR).toISOString() },
        {
          startsAt: new Date(soon + 24 * HOUR).toISOString(),
          endsAt: new Date(soon + 25 * HOUR).toISOString(),
        },
      ]);
    } else if (status === 'assessment') {
      // A timed assessment taken inside the product (decision 0027), in words any vertical's job fits.
      await assignAssessment(db, vertical, id, {
        title: 'Work basics: a ten-minute check',
        durationSeconds: 10 * 60,
        dueAt: new Date(soon + 72 * HOUR).toISOString(),
        questions: [
          {
            prompt: 'Two tasks are due today and you can finish only one. What do you do first?',
            options: [
              'Pick the easier one',
              'Ask your manager which matters more, then tell the other task’s owner',
              'Work late without telling anyone',
              'Leave both for tomorrow',
            ],
            correct: 1,
          },
          {
            prompt: 'A teammate’s figures in a shared report look wrong. What is the best next step?',
            options: ['Fix them quietly', 'Point it out to them privately with the numbers', 'Ignore it'],
            correct: 1,
          },
          {
            prompt: 'What should a weekly status update lead with?',
            options: [
              'Risks and decisions needed',
              'A list of every meeting attended',
              'Nothing: wait to be asked',
            ],
            correct: 0,
          },
          {
            prompt: 'A project will miss its deadline by a week. When should you tell the stakeholders?',
            options: ['On the deadline', 'As soon as you know, with a new plan', 'Only if they ask'],
            correct: 1,
            marks: 2,
          },
          {
            prompt: 'Which goal is written the SMART way?',
            options: [
              'Improve customer happiness',
              'Cut average reply time to customers from 48 to 24 hours by March',
              'Work harder this quarter',
            ],
            correct: 1,
            marks: 2,
          },
        ],
      });
    } else if (status !== 'applied') {
      // The demo seeker's history is seeded, not lived: no emails.
      await setApplicationStatus(db, vertical, id, status, null);
    }
    if (status === 'shortlisted') {
      await sendChatMessage(
        db,
        vertical,
        id,
        'Thanks for applying! Are you free for a call this week?',
        null,
      );
    }
  }
  for (const job of jobs.slice(APPLICATION_STATUSES.length)) {
    await setSaved(db, vertical, seekerId, Number(job.id), true);
  }
  return true;
}
