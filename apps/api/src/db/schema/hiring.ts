/**
 * What a recruiter does with an application: assessments (an external address or a question set taken
 * inside the product), interview calendars, their invitations and slots, and the chat (migrations 0002,
 * 0004 and 0021).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { jobId, recruiters, verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';
import { applicationId, applications } from './job-actions.ts';
import { questionSets } from './timed.ts';

export const assessments = pg.pgTable(
  'assessments',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    applicationId: applicationId().unique('assessments_application_id_key'),
    recruiterId: pg
      .integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id),
    title: pg.text().notNull(),
    /** Set for an external assessment; `question_set_id` for one taken here (`assessments_kind`). */
    url: pg.text(),
    status: pg
      .text({ enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
    dueAt: timestamptz('due_at'),
    completedAt: timestamptz('completed_at'),
    questionSetId: pg.bigint('question_set_id', { mode: 'number' }).references(() => questionSets.id),
    score: pg.integer(),
    maxScore: pg.integer('max_score'),
  },
  (t) => [
    oneOf('assessments_status_check', t.status),
    pg.check('assessments_kind', sql`(url IS NULL) <> (question_set_id IS NULL)`),
  ],
);

/** A recruiter's slots for one job, to which applications are invited. */
export const interviewCalendars = pg.pgTable(
  'interview_calendars',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    jobId: jobId(),
    recruiterId: pg
      .integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id),
    title: pg.text().notNull(),
    location: pg.text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.index('interview_calendars_job').on(t.jobId)],
);

const calendarId = () => belongsTo(pg.bigint('calendar_id', { mode: 'number' }), () => interviewCalendars.id);

export const interviewInvites = pg.pgTable(
  'interview_invites',
  {
    calendarId: calendarId(),
    applicationId: applicationId(),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    recruiterNotifiedAt: timestamptz('recruiter_notified_at'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.calendarId, t.applicationId] }),
    pg.index('interview_invites_application').on(t.applicationId),
  ],
);

/**
 * A slot is booked by one application at most (the conditional UPDATE that books it is the race's
 * referee), and an application holds one booking per calendar (the unique key).
 */
export const interviewSlots = pg.pgTable(
  'interview_slots',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    calendarId: calendarId(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    bookedApplicationId: pg
      .bigint('booked_application_id', { mode: 'number' })
      .references(() => applications.id, {
        onDelete: 'set null',
      }),
    bookedAt: timestamptz('booked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg
      .unique('interview_slots_calendar_id_booked_application_id_key')
      .on(t.calendarId, t.bookedApplicationId),
    pg.check('interview_slots_check', sql`ends_at > starts_at`),
    pg.index('interview_slots_calendar').on(t.calendarId, t.startsAt),
    pg
      .index('interview_slots_booked')
      .on(t.bookedApplicationId)
      .where(sql`booked_application_id IS NOT NULL`),
  ],
);

const CHAT_SIDES = ['recruiter', 'seeker'] as const;

export const chatMessages = pg.pgTable(
  'chat_messages',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    applicationId: applicationId(),
    sender: pg.text({ enum: CHAT_SIDES }).notNull(),
    body: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('chat_messages_sender_check', t.sender),
    pg.check('chat_messages_length', sql`char_length(body) BETWEEN 1 AND 2000`),
    pg.index('chat_messages_application').on(t.applicationId, t.id),
  ],
);

/** What each side of a chat has read. */
export const chatReads = pg.pgTable(
  'chat_reads',
  {
    applicationId: applicationId(),
    reader: pg.text({ enum: CHAT_SIDES }).notNull(),
    lastReadId: pg.bigint('last_read_id', { mode: 'number' }).notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
    /**
     * The read mark's place among the chat's events, drawn from the messages' sequence, so one number
     * orders messages and read marks and a stream resumes after the last one its client saw (migration 0021).
     */
    seq: pg.bigint({ mode: 'number' }).notNull().default(sql`nextval('chat_messages_id_seq')`),
  },
  (t) => [
    pg.primaryKey({ columns: [t.applicationId, t.reader] }),
    oneOf('chat_reads_reader_check', t.reader),
    pg.index('chat_reads_seq').on(t.applicationId, t.seq),
  ],
);

/** The recruiters a seeker blocked from chatting. */
export const chatBlocks = pg.pgTable(
  'chat_blocks',
  {
    seekerId: seekerId(),
    recruiterId: belongsTo(pg.integer('recruiter_id'), () => recruiters.id),
    blockedAt: timestamptz('blocked_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.seekerId, t.recruiterId] })],
);
