/**
 * Recommendations (migration 0009, decision 0033): a seeker asks a contact by email; the contact writes
 * it through a signed, expiring link without an account; the seeker accepts or declines it.
 */
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const recommendations = pgTable(
  'recommendations',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    /** The contact, as the seeker named them (the address lower-cased). */
    email: text().notNull(),
    name: text().notNull(),
    note: text(),
    /** pending: asked, not written; written: awaiting the seeker's decision; accepted; declined. */
    status: text({ enum: ['pending', 'written', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    /** What the contact wrote, and who they said they are. */
    body: text(),
    writerName: text('writer_name'),
    relation: text(),
    /**
     * The write link is HMAC-signed over (id, nonce, expiry); resending replaces the nonce, so an older
     * link is refused, and writing ends the pending state, so a used link is refused.
     */
    linkNonce: text('link_nonce').notNull(),
    linkExpiresAt: timestamptz('link_expires_at').notNull(),
    lastAction: text('last_action', { enum: ['accept', 'decline', 'resend'] }),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: createdAt(),
    writtenAt: timestamptz('written_at'),
    decidedAt: timestamptz('decided_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('recommendations_seeker_id_email_key').on(t.seekerId, t.email),
    oneOf('recommendations_status_check', t.status),
    oneOf('recommendations_last_action_check', t.lastAction),
    index('recommendations_seeker').on(t.seekerId, t.status),
  ],
);

/** The social identities a contact stated while writing. */
export const recommendationSocialUsers = pgTable(
  'recommendation_social_users',
  {
    id: serial().primaryKey(),
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    type: text({ enum: ['linkedin', 'facebook', 'twitter', 'google'] }).notNull(),
    name: text().notNull(),
    publicId: text('public_id').notNull(),
    positions: jsonb().notNull().default([]),
    picUrl: text('pic_url'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('recommendation_social_users_recommendation_id_type_key').on(t.recommendationId, t.type),
    oneOf('recommendation_social_users_type_check', t.type),
  ],
);
