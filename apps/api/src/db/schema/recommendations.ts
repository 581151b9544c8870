/**
 * Recommendations (migration 0009, decision 0033): a seeker asks a contact by email; the contact writes
 * it through a signed, expiring link without an account; the seeker accepts or declines it.
 */
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const recommendations = pg.pgTable(
  'recommendations',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    /** The contact, as the seeker named them (the address lower-cased). */
    email: pg.text().notNull(),
    name: pg.text().notNull(),
    note: pg.text(),
    /** pending: asked, not written; written: awaiting the seeker's decision; accepted; declined. */
    status: pg
      .text({ enum: ['pending', 'written', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    /** What the contact wrote, and who they said they are. */
    body: pg.text(),
    writerName: pg.text('writer_name'),
    relation: pg.text(),
    /**
     * The write link is HMAC-signed over (id, nonce, expiry); resending replaces the nonce, so an older
     * link is refused, and writing ends the pending state, so a used link is refused.
     */
    linkNonce: pg.text('link_nonce').notNull(),
    linkExpiresAt: timestamptz('link_expires_at').notNull(),
    lastAction: pg.text('last_action', { enum: ['accept', 'decline', 'resend'] }),
    sentCount: pg.integer('sent_count').notNull().default(1),
    createdAt: createdAt(),
    writtenAt: timestamptz('written_at'),
    decidedAt: timestamptz('decided_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    pg.unique('recommendations_seeker_id_email_key').on(t.seekerId, t.email),
    oneOf('recommendations_status_check', t.status),
    oneOf('recommendations_last_action_check', t.lastAction),
    pg.index('recommendations_seeker').on(t.seekerId, t.status),
  ],
);

/** The social identities a contact stated while writing. */
export const recommendationSocialUsers = pg.pgTable(
  'recommendation_social_users',
  {
    id: pg.serial().primaryKey(),
    recommendationId: belongsTo(pg.integer('recommendation_id'), () => recommendations.id),
    type: pg.text({ enum: ['linkedin', 'facebook', 'twitter', 'google'] }).notNull(),
    name: pg.text().notNull(),
    publicId: pg.text('public_id').notNull(),
    /** The writer's positions as they stated them. */
    positions: pg.jsonb().$type<{ title: string; company: string }[]>().notNull().default([]),
    picUrl: pg.text('pic_url'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('recommendation_social_users_recommendation_id_type_key').on(t.recommendationId, t.type),
    oneOf('recommendation_social_users_type_check', t.type),
  ],
);
