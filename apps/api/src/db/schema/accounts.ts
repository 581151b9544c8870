/**
 * Seekers and what belongs to an account: sessions, one-time codes, the message outbox, rate-limit
 * windows, the profile, email changes and suppressions, the resume draft, Round Zero media and social
 * connections (migrations 0001, 0004, 0005, 0007, 0010, 0011, 0013 and 0021).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const seekers = pg.pgTable(
  'seekers',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    email: pg.text().notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    name: pg.text().notNull(),
    phone: pg.text(),
    countryCode: pg.text('country_code').notNull().default('+91'),
    status: pg
      .text({ enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    twoFactor: pg.boolean('two_factor').notNull().default(false),
    cookiePolicyAt: timestamptz('cookie_policy_at'),
    consent: pg.jsonb(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    pg.unique('seekers_vertical_email_key').on(t.vertical, t.email),
    oneOf('seekers_status_check', t.status),
  ],
);

/** The seeker a row belongs to, and goes with: `seeker_id int NOT NULL REFERENCES seekers ON DELETE CASCADE`. */
export const seekerId = () => belongsTo(pg.integer('seeker_id'), () => seekers.id);

export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.text().primaryKey(),
    seekerId: seekerId(),
    vertical: verticalId(),
    refreshDigest: pg.text('refresh_digest').notNull(),
    previousDigest: pg.text('previous_digest'),
    rotatedAt: timestamptz('rotated_at'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: pg.text('user_agent'),
  },
  (t) => [pg.index('sessions_seeker').on(t.seekerId).where(sql`revoked_at IS NULL`)],
);

export const oneTimeCodes = pg.pgTable(
  'one_time_codes',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    purpose: pg.text().notNull(),
    codeDigest: pg.text('code_digest').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: pg.integer().notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('one_time_codes_open').on(t.seekerId, t.purpose).where(sql`used_at IS NULL`)],
);

/** Every message the product sends (mail and SMS), written first here and delivered from here. */
export const outbox = pg.pgTable(
  'outbox',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    seekerId: pg.integer('seeker_id').references(() => seekers.id, { onDelete: 'set null' }),
    recipient: pg.text().notNull(),
    kind: pg.text().notNull(),
    subject: pg.text().notNull(),
    body: pg.text().notNull(),
    code: pg.text(),
    link: pg.text(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** Not sent before this time (an interview reminder); null: at once. */
    sendAfter: timestamptz('send_after'),
    /** What the message is about, so withdrawing that withdraws its message. */
    ref: pg.text(),
    /** The List-Unsubscribe headers it was sent with (migration 0013). */
    headers: pg.jsonb().$type<Record<string, string>>(),
    /** Written once however often its writer runs; its deliveries share one Message-ID (migration 0021). */
    idempotencyKey: pg.text('idempotency_key'),
  },
  (t) => [
    pg.index('outbox_latest').on(t.vertical, t.id.desc()),
    pg.index('outbox_ref').on(t.ref).where(sql`ref IS NOT NULL`),
    pg.index('outbox_due').on(t.sendAfter).where(sql`sent_at IS NULL AND send_after IS NOT NULL`),
    pg.uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    pg
      .index('outbox_recommendation_requests_to')
      .on(t.vertical, t.recipient, t.createdAt)
      .where(sql`kind = 'recommendation-request'`),
    pg
      .index('outbox_recommendation_requests_by')
      .on(t.seekerId, t.createdAt)
      .where(sql`kind = 'recommendation-request'`),
  ],
);

export const rateLimits = pg.pgTable('rate_limits', {
  key: pg.text().primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: pg.integer().notNull(),
});

/** An entry of a profile's education section, as the profile calls write it. */
interface EducationEntry {
  courseType: string;
  degree: string;
  institute: string | null;
  passingYear: number | null;
}

export const seekerProfiles = pg.pgTable('seeker_profiles', {
  seekerId: belongsTo(pg.integer('seeker_id'), () => seekers.id).primaryKey(),
  personal: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
  work: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
  education: pg.jsonb().$type<EducationEntry[]>().notNull().default([]),
  additional: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
  coverLetter: pg.text('cover_letter'),
  includeCoverLetter: pg.boolean('include_cover_letter').notNull().default(false),
  skills: pg.text().array().notNull().default([]),
  followedTags: pg.integer('followed_tags').array().notNull().default([]),
  resumeKey: pg.text('resume_key'),
  resumeName: pg.text('resume_name'),
  resumeMime: pg.text('resume_mime'),
  resumeUpdatedAt: timestamptz('resume_updated_at'),
  pictureKey: pg.text('picture_key'),
  audioKey: pg.text('audio_key'),
  videoKey: pg.text('video_key'),
  settings: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
  blockedCompanies: pg.integer('blocked_companies').array().notNull().default([]),
  completedSteps: pg.text('completed_steps').array().notNull().default([]),
  workSkipped: pg.boolean('work_skipped').notNull().default(false),
  showMaven: pg.boolean('show_maven').notNull().default(false),
  /** The paid entitlements, each valid while `until > now()` (migrations 0002 and 0005). */
  proUntil: timestamptz('pro_until'),
  spotlightUntil: timestamptz('spotlight_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  earlyApplicantUntil: timestamptz('early_applicant_until'),
  resumeBuilderUntil: timestamptz('resume_builder_until'),
});

export const emailChanges = pg.pgTable(
  'email_changes',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    newEmail: pg.text('new_email').notNull(),
    status: pg.text({ enum: ['requested', 'verified', 'cancelled', 'expired'] }).notNull(),
    codeDigest: pg.text('code_digest').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    resentAt: timestamptz('resent_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    oneOf('email_changes_status_check', t.status),
    pg.uniqueIndex('email_changes_open').on(t.seekerId).where(sql`status = 'requested'`),
  ],
);

/** Addresses that asked for no more mail of a list and have no account to say so in (migration 0013). */
export const emailSuppressions = pg.pgTable(
  'email_suppressions',
  {
    vertical: verticalId(),
    /** The address, lower-cased. */
    email: pg.text().notNull(),
    /** The list the address left (recommendation-requests). */
    list: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.vertical, t.email, t.list] })],
);

/** The resume builder's draft, one per seeker, checked by the shared `ResumeDraft` schema (migration 0007). */
export const resumeDrafts = pg.pgTable('resume_drafts', {
  seekerId: belongsTo(pg.integer('seeker_id'), () => seekers.id).primaryKey(),
  draft: pg.jsonb().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** What the upload's check read of each Round Zero file (migration 0011). */
export const seekerMedia = pg.pgTable(
  'seeker_media',
  {
    seekerId: seekerId(),
    mediaType: pg.text('media_type', { enum: ['RoundZeroVideo', 'RoundZeroAudio'] }).notNull(),
    key: pg.text().notNull(),
    mime: pg.text().notNull(),
    sizeBytes: pg.integer('size_bytes').notNull(),
    durationMs: pg.integer('duration_ms').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.seekerId, t.mediaType] }),
    oneOf('seeker_media_media_type_check', t.mediaType),
    pg.check('seeker_media_size_bytes_check', sql`size_bytes > 0`),
    pg.check('seeker_media_duration_ms_check', sql`duration_ms >= 0`),
  ],
);

const SOCIAL_PROVIDERS = ['linkedin', 'facebook', 'twitter'] as const;

/** A seeker's connected network account; no access token is kept (migration 0010). */
export const socialConnections = pg.pgTable(
  'social_connections',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    provider: pg.text({ enum: SOCIAL_PROVIDERS }).notNull(),
    /** The network's stable id of the account (OIDC `sub`, Facebook or X user id). */
    subject: pg.text().notNull(),
    name: pg.text(),
    picUrl: pg.text('pic_url'),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
  },
  (t) => [
    pg.unique('social_connections_seeker_id_provider_key').on(t.seekerId, t.provider),
    pg.unique('social_connections_vertical_provider_subject_key').on(t.vertical, t.provider, t.subject),
    oneOf('social_connections_provider_check', t.provider),
  ],
);

/** A connection under way, used once; the state is kept as its SHA-256 (migration 0010). */
export const socialOauthStates = pg.pgTable(
  'social_oauth_states',
  {
    stateHash: pg.text('state_hash').primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    provider: pg.text({ enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: pg.text('code_verifier').notNull(),
    nonce: pg.text().notNull(),
    redirectUri: pg.text('redirect_uri').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('social_oauth_states_provider_check', t.provider),
    pg.index('social_oauth_states_expiry').on(t.expiresAt),
  ],
);
