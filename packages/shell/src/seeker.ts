import { isApiClientError } from '@jobsite/api-client';
import { siteMediaPath } from '@jobsite/domain/calls';
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

type SeekerSite = Pick<Site, 'api' | 'signedIn'>;
type ProfileAnswer = Awaited<ReturnType<Site['api']['user']['profile']>>;

/** The profile call of each request's site, made once however many loaders ask (the root's and a page's). */
const profiles = new WeakMap<SeekerSite, Promise<ProfileAnswer>>();

function profileOf(site: SeekerSite): Promise<ProfileAnswer> {
  let answer = profiles.get(site);
  if (!answer) {
    answer = site.api.user.profile({ we: false, ed: false, co: false, ai: false, rd: false });
    profiles.set(site, answer);
  }
  return answer;
}

/**
 * The signed-in seeker's id, or `0` for a visitor who is not signed in or whose profile cannot be read
 * (the `{userId}` of the course paths, calls.md 7.11). It shares the root loader's profile call.
 */
export async function seekerIdOf(site: SeekerSite): Promise<number> {
  if (!site.signedIn) return 0;
  try {
    return (await profileOf(site)).profile?.id ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The person behind the request, or `null` when signed out. Runs in the root loader, which the router
 * revalidates after every action, so the header's counts follow each save, apply or read.
 */
export async function loadSeeker(site: SeekerSite): Promise<SeekerSummary | null> {
  if (!site.signedIn) return null;
  try {
    const [answer, count, chats] = await Promise.all([
      profileOf(site),
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
      // The site relays the API's files under its own address (`/media/file/...`, decision 0035).
      pictureUrl: p.picUrl ? siteMediaPath(p.picUrl) : null,
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
