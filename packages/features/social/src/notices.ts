/**
 * What the social connection page says after a connection attempt. The callback and start routes send
 * the browser back with `?result=<code>&provider=<network>`; the page shows the code's fixed text, so a
 * crafted link can never put words of its own on the page.
 */
import { isSocialProvider, SOCIAL_PROVIDER_LABELS } from '@jobsite/domain/calls';

const RESULTS = ['connected', 'denied', 'expired', 'taken', 'unavailable', 'failed'] as const;
export type Result = (typeof RESULTS)[number];

export interface Notice {
  tone: 'positive' | 'critical';
  text: string;
}

const isResult = (value: unknown): value is Result =>
  typeof value === 'string' && (RESULTS as readonly string[]).includes(value);

/** The notice a page address carries, if it names a known result and network. */
export function noticeOf(url: URL): Notice | undefined {
  const result = url.searchParams.get('result');
  const provider = url.searchParams.get('provider');
  if (!isResult(result) || !isSocialProvider(provider)) return undefined;
  const label = SOCIAL_PROVIDER_LABELS[provider];
  switch (result) {
    case 'connected':
      return { tone: 'positive', text: `Your ${label} account is connected.` };
    case 'denied':
      return {
        tone: 'critical',
        text: `You did not allow the connection at ${label}, so nothing was connected.`,
      };
    case 'expired':
      return {
        tone: 'critical',
        text: `The connection to ${label} took too long or was already finished. Please connect again.`,
      };
    case 'taken':
      return {
        tone: 'critical',
        text: `This ${label} account is already connected to another profile on this site. Sign in to that profile to disconnect it first.`,
      };
    case 'unavailable':
      return { tone: 'critical', text: `${label} cannot be connected on this site at the moment.` };
    default:
      return { tone: 'critical', text: `${label} did not confirm the connection. Please try again.` };
  }
}

/** The result code of a refused call, read from its status (the client's error carries it). */
export function resultOfError(error: unknown): Result {
  const e = error as { status?: unknown; code?: unknown } | null;
  const status = e?.status ?? e?.code;
  switch (status) {
    case 404:
      return 'unavailable';
    case 409:
      return 'taken';
    case 410:
      return 'expired';
    default:
      return 'failed';
  }
}

/** The social connection page with a result to show. */
export const pageWith = (result: Result, provider: string) =>
  `/social-connection?result=${result}&provider=${encodeURIComponent(provider)}`;
