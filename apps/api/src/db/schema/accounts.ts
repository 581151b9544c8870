/**
 * Seekers and what belongs to an account: sessions, one-time codes, the message outbox, rate-limit
 * windows, the profile, email changes and suppressions, the resume draft, Round Zero media and social
 * connections (migrations 0001, 0004, 0005, 0007, 0010, 0011, 0013 and 0021).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const seekers = pgTable(
  'seekers',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text().notNull(),
    phone: text(),
    countryCode: text('country_code').notNull().default('+91'),
    status: text({ enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    twoFactor: boolean('two_factor').notNull().default(false),
    cookiePolicyAt: timestamptz('cookie_policy_at'),
    consent: jsonb(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('seekers_vertical_email_key').on(t.vertical, t.email),
    oneOf('seekers_status_check', t.status),
  ],
);

/** The seeker a row belongs to, and goes with: `seeker_id int NOT NULL REFERENCES seekers ON DELETE CASCADE`. */
export const seekerId = () =>
  integer('seeker_id')
    .notNull()
    .references(() => seekers.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    seekerId: seekerId(),
    vertical: verticalId(),
    refreshDigest: text('refresh_digest').notNull(),
    previousDigest: text('previous_digest'),
    rotatedAt: timestamptz('rotated_at'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_seeker').on(t.seekerId).where(sql`revoked_at IS NULL`)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    purpose: text().notNull(),
    codeDigest: text('code_digest').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_open').on(t.seekerId, t.purpose).where(sql`used_at IS NULL`)],
);

/** Every message the product sends (mail and SMS), written first here and delivered from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    seekerId: integer('seeker_id').references(() => seekers.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    kind: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    code: text(),
    link: text(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** Not sent before this time (an interview reminder); null: at once. */
    sendAfter: timestamptz('send_after'),
    /** What the message is about, so withdrawing that withdraws its message. */
    ref: text(),
    /** The List-Unsubscribe headers it was sent with (migration 0013). */
    headers: jsonb(),
    /** Written once however often its writer runs; its deliveries share one Message-ID (migration 0021). */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('outbox_latest').on(t.vertical, t.id.desc()),
    index('outbox_ref').on(t.ref).where(sql`ref IS NOT NULL`),
    index('outbox_due').on(t.sendAfter).where(sql`sent_at IS NULL AND send_after IS NOT NULL`),
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    index('outbox_recommendation_requests_to')
      .on(t.vertical, t.recipient, t.createdAt)
      .where(sql`kind = 'recommendation-request'`),
    index('outbox_recommendation_requests_by')
      .on(t.seekerId, t.createdAt)
      .where(sql`kind = 'recommendation-request'`),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: integer().notNull(),
});

export const seekerProfiles = pgTable('seeker_profiles', {
  seekerId: integer('seeker_id')
    .primaryKey()
    .references(() => seekers.id, { onDelete: 'cascade' }),
  personal: jsonb().notNull().default({}),
  work: jsonb().notNull().default({}),
  education: jsonb().notNull().default([]),
  additional: jsonb().notNull().default({}),
  coverLetter: text('cover_letter'),
  includeCoverLetter: boolean('include_cover_letter').notNull().default(false),
  skills: text().array().notNull().default([]),
  followedTags: integer('followed_tags').array().notNull().default([]),
  resumeKey: text('resume_key'),
  resumeName: text('resume_name'),
  resumeMime: text('resume_mime'),
  resumeUpdatedAt: timestamptz('resume_updated_at'),
  pictureKey: text('picture_key'),
  audioKey: text('audio_key'),
  videoKey: text('video_key'),
  settings: jsonb().notNull().default({}),
  blockedCompanies: integer('blocked_companies').array().notNull().default([]),
  completedSteps: text('completed_steps').array().notNull().default([]),
  workSkipped: boolean('work_skipped').notNull().default(false),
  showMaven: boolean('show_maven').notNull().default(false),
  /** The paid entitlements, each valid while `until > now()` (migrations 0002 and 0005). */
  proUntil: timestamptz('pro_until'),
  spotlightUntil: timestamptz('spotlight_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  earlyApplicantUntil: timestamptz('early_applicant_until'),
  resumeBuilderUntil: timestamptz('resume_builder_until'),
});

export const emailChanges = pgTable(
  'email_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    newEmail: text('new_email').notNull(),
    status: text({ enum: ['requested', 'verified', 'cancelled', 'expired'] }).notNull(),
    codeDigest: text('code_digest').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    resentAt: timestamptz('resent_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    oneOf('email_changes_status_check', t.status),
    uniqueIndex('email_changes_open').on(t.seekerId).where(sql`status = 'requested'`),
  ],
);

/** Addresses that asked for no more mail of a list and have no account to say so in (migration 0013). */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    vertical: verticalId(),
    /** The address, lower-cased. */
    email: text().notNull(),
    /** The list the address left (recommendation-requests). */
    list: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vertical, t.email, t.list] })],
);

/** The resume builder's draft, one per seeker, checked by the shared `ResumeDraft` schema (migration 0007). */
export const resumeDrafts = pgTable('resume_drafts', {
  seekerId: integer('seeker_id')
    .primaryKey()
    .references(() => seekers.id, { onDelete: 'cascade' }),
  draft: jsonb().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** What the upload's check read of each Round Zero file (migration 0011). */
export const seekerMedia = pgTable(
  'seeker_media',
  {
    seekerId: seekerId(),
    mediaType: text('media_type', { enum: ['RoundZeroVideo', 'RoundZeroAudio'] }).notNull(),
    key: text().notNull(),
    mime: text().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seekerId, t.mediaType] }),
    oneOf('seeker_media_media_type_check', t.mediaType),
    check('seeker_media_size_bytes_check', sql`size_bytes > 0`),
    check('seeker_media_duration_ms_check', sql`duration_ms >= 0`),
  ],
);

const SOCIAL_PROVIDERS = ['linkedin', 'facebook', 'twitter'] as const;

/** A seeker's connected network account; no access token is kept (migration 0010). */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    /** The network's stable id of the account (OIDC `sub`, Facebook or X user id). */
    subject: text().notNull(),
    name: text(),
    picUrl: text('pic_url'),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
  },
  (t) => [
    unique('social_connections_seeker_id_provider_key').on(t.seekerId, t.provider),
    unique('social_connections_vertical_provider_subject_key').on(t.vertical, t.provider, t.subject),
    oneOf('social_connections_provider_check', t.provider),
  ],
);

/** A connection under way, used once; the state is kept as its SHA-256 (migration 0010). */
export const socialOauthStates = pgTable(
  'social_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text().notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('social_oauth_states_provider_check', t.provider),
    index('social_oauth_states_expiry').on(t.expiresAt),
  ],
);
