/** SQL of social connections and of connections under way (decision 0034). */
import type { SocialProvider } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { firstRow } from '../query.ts';

export interface ConnectionRow {
  provider: SocialProvider;
  subject: string;
  name: string | null;
  pic_url: string | null;
  connected_at: Date | string;
}

export const connectionsOf = (q: Queryable, vertical: Vertical, seekerId: number) =>
  q.rows<ConnectionRow>(
    sql`SELECT provider, subject, name, pic_url, connected_at FROM social_connections
         WHERE seeker_id = ${seekerId} AND vertical = ${vertical}`,
  );

export interface StateRow {
  seeker_id: number;
  provider: SocialProvider;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Date | string;
}

export const insertState = (
  q: Queryable,
  s: {
    stateHash: string;
    vertical: Vertical;
    seekerId: number;
    provider: SocialProvider;
    codeVerifier: string;
    nonce: string;
    redirectUri: string;
    expiresAt: Date;
  },
) =>
  q.rows(
    sql`INSERT INTO social_oauth_states
          (state_hash, vertical, seeker_id, provider, code_verifier, nonce, redirect_uri, expires_at)
        VALUES (${s.stateHash}, ${s.vertical}, ${s.seekerId}, ${s.provider}, ${s.codeVerifier}, ${s.nonce},
                ${s.redirectUri}, ${s.expiresAt.toISOString()})`,
  );

/**
 * Takes a connection under way out of the table, if it is this seeker's for this network: one use, in
 * one statement, so two processes given the same state cannot both finish it. Another seeker's state
 * stays where it is.
 */
export const takeState = (
  q: Queryable,
  stateHash: string,
  vertical: Vertical,
  seekerId: number,
  provider: SocialProvider,
) =>
  firstRow<StateRow>(
    q,
    sql`DELETE FROM social_oauth_states
         WHERE state_hash = ${stateHash} AND vertical = ${vertical} AND seeker_id = ${seekerId}
           AND provider = ${provider}
        RETURNING seeker_id, provider, code_verifier, nonce, redirect_uri, expires_at`,
  );

/** Drops connections under way that expired a while ago (they could no longer be finished anyway). */
export const dropExpiredStates = (q: Queryable, before: Date) =>
  q.rows(sql`DELETE FROM social_oauth_states WHERE expires_at < ${before.toISOString()}`);

/** The seeker of this vertical whose connection holds a network account, if any. */
export const ownerOf = async (q: Queryable, vertical: Vertical, provider: SocialProvider, subject: string) =>
  (
    await firstRow<{ seeker_id: number }>(
      q,
      sql`SELECT seeker_id FROM social_connections
           WHERE vertical = ${vertical} AND provider = ${provider} AND subject = ${subject}`,
    )
  )?.seeker_id;

/**
 * Stores the seeker's connection to a network, replacing an earlier account of the same network. Answers
 * false when another seeker of the vertical holds the account (the unique key refuses it).
 */
export const upsertConnection = async (
  q: Queryable,
  c: {
    vertical: Vertical;
    seekerId: number;
    provider: SocialProvider;
    subject: string;
    name: string | null;
    picUrl: string | null;
  },
) =>
  (
    await q.rows<{ id: number }>(
      sql`INSERT INTO social_connections (vertical, seeker_id, provider, subject, name, pic_url)
          VALUES (${c.vertical}, ${c.seekerId}, ${c.provider}, ${c.subject}, ${c.name}, ${c.picUrl})
          ON CONFLICT (seeker_id, provider) DO UPDATE
            SET subject = EXCLUDED.subject, name = EXCLUDED.name, pic_url = EXCLUDED.pic_url,
                connected_at = now()
          RETURNING id`,
    )
  ).length > 0;

export const deleteConnection = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  provider: SocialProvider,
) =>
  (
    await q.rows<{ id: number }>(
      sql`DELETE FROM social_connections
           WHERE seeker_id = ${seekerId} AND vertical = ${vertical} AND provider = ${provider}
          RETURNING id`,
    )
  ).length > 0;
