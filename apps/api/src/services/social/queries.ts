/** SQL of social connections and of connections under way (decision 0034). */
import type { SocialProvider } from '@jobsite/domain/calls';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { socialConnections, socialOauthStates } from '../../db/schema.ts';

export const connectionsOf = (q: Queryable, vertical: Vertical, seekerId: number) =>
  q.orm
    .select({
      provider: socialConnections.provider,
      subject: socialConnections.subject,
      name: socialConnections.name,
      picUrl: socialConnections.picUrl,
      connectedAt: socialConnections.connectedAt,
    })
    .from(socialConnections)
    .where(and(eq(socialConnections.seekerId, seekerId), eq(socialConnections.vertical, vertical)));

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
) => q.orm.insert(socialOauthStates).values(s);

/**
 * Takes a connection under way out of the table, if it is this seeker's for this network: one use, in
 * one statement, so two processes given the same state cannot both finish it. Another seeker's state
 * stays where it is.
 */
export const takeState = async (
  q: Queryable,
  stateHash: string,
  vertical: Vertical,
  seekerId: number,
  provider: SocialProvider,
) =>
  (
    await q.orm
      .delete(socialOauthStates)
      .where(
        and(
          eq(socialOauthStates.stateHash, stateHash),
          eq(socialOauthStates.vertical, vertical),
          eq(socialOauthStates.seekerId, seekerId),
          eq(socialOauthStates.provider, provider),
        ),
      )
      .returning({
        seekerId: socialOauthStates.seekerId,
        provider: socialOauthStates.provider,
        codeVerifier: socialOauthStates.codeVerifier,
        nonce: socialOauthStates.nonce,
        redirectUri: socialOauthStates.redirectUri,
        expiresAt: socialOauthStates.expiresAt,
      })
  )[0];

/** Drops connections under way that expired a while ago (they could no longer be finished anyway). */
export const dropExpiredStates = (q: Queryable, before: Date) =>
  q.orm.delete(socialOauthStates).where(lt(socialOauthStates.expiresAt, before));

/** The seeker of this vertical whose connection holds a network account, if any. */
export const ownerOf = async (q: Queryable, vertical: Vertical, provider: SocialProvider, subject: string) =>
  (
    await q.orm
      .select({ seekerId: socialConnections.seekerId })
      .from(socialConnections)
      .where(
        and(
          eq(socialConnections.vertical, vertical),
          eq(socialConnections.provider, provider),
          eq(socialConnections.subject, subject),
        ),
      )
  )[0]?.seekerId;

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
    await q.orm
      .insert(socialConnections)
      .values(c)
      .onConflictDoUpdate({
        target: [socialConnections.seekerId, socialConnections.provider],
        set: { subject: c.subject, name: c.name, picUrl: c.picUrl, connectedAt: sql`now()` },
      })
      .returning({ id: socialConnections.id })
  ).length > 0;

export const deleteConnection = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  provider: SocialProvider,
) =>
  (
    await q.orm
      .delete(socialConnections)
      .where(
        and(
          eq(socialConnections.seekerId, seekerId),
          eq(socialConnections.vertical, vertical),
          eq(socialConnections.provider, provider),
        ),
      )
      .returning({ id: socialConnections.id })
  ).length > 0;
