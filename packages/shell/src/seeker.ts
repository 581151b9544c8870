import { isApiClientError } from '@jobsite/api-client';
import type { Site } from './site.ts';

/** The signed-in person as the header shows them, with the counts it keeps current. */
export interface SeekerSummary {
  id: number;
  name: string;
  pictureUrl: string | null;
  notificationCount: number;
  /** Recruiter messages not yet read (the header's chat icon and the chat sticky). */
  chatCount: number;
  savedCount: number;
  appliedCount: number;
  completeness: number;
  /** Whether a valid Pro membership holds (the header's Pro badge, or its upgrade links). */
  plan: 'pro' | 'basic';
}

/**
 * The person behind the request, or `null` when signed out. Runs in the root loader, which the router
 * revalidates after every action, so the header's counts follow each save, apply or read.
 */
export async function loadSeeker(site: Pick<Site, 'api' | 'signedIn'>): Promise<SeekerSummary | null> {
  if (!site.signedIn) return null;
  try {
    const [answer, count, chats] = await Promise.all([
      site.api.user.profile({ we: false, ed: false, co: false, ai: false, rd: false }),
      site.api.user.notificationsCount(undefined),
      // The chat badge is an extra: a failure leaves it at 0 rather than signing the header out.
      site.api.chat.unreadCount(undefined).catch((error: unknown) => {
        if (isApiClientError(error) && (error.kind === 'session' || error.status === 401)) throw error;
        return { unread: 0 };
      }),
    ]);
    const p = answer.profile;
    if (!p || p.id === undefined) return null;
    return {
      id: p.id,
      name: p.name || 'You',
      pictureUrl: p.picUrl ?? null,
      notificationCount: count.count,
      chatCount: chats.unread,
      savedCount: answer.completeness?.savedJobCount ?? 0,
      appliedCount: answer.completeness?.appliedJobCount ?? 0,
      completeness: answer.completeness?.percentage ?? 0,
      plan: p.proMembership?.isValid ? 'pro' : 'basic',
    };
  } catch (error) {
    // A lost session is the middleware's to handle (redirect); anything else leaves the page signed out
    // in the header rather than breaking every page.
    if (isApiClientError(error) && (error.kind === 'session' || error.status === 401)) throw error;
    return null;
  }
}
