/**
 * Who may write in a conversation (product.md sections 1 and 6, docs/decisions/0028): chat with
 * recruiters who shortlisted the seeker is a Pro feature. Every seeker reads everything and replies once
 * the recruiter wrote first; a Pro seeker may also write first once the recruiter shortlisted them (or
 * moved them on to an interview, an assessment or hired). A blocked recruiter is blocked both ways.
 */
import { CHAT_SHORTLISTED_STATUSES } from '@jobsite/domain/calls';

export interface WriteFacts {
  blocked: boolean;
  recruiterWrote: boolean;
  pro: boolean;
  status: string;
}

export const BLOCKED_TEXT = 'You blocked this recruiter. Unblock them to write again.';
export const PRO_TEXT =
  'Writing first to a recruiter who shortlisted you is a Pro feature. You can reply once the recruiter writes to you.';
export const WAIT_TEXT = 'You can reply once the recruiter writes to you.';
const PRO_WAIT_TEXT = 'You can write once the recruiter shortlists you or writes to you.';

const shortlisted = (status: string) => (CHAT_SHORTLISTED_STATUSES as readonly string[]).includes(status);

/** Whether the seeker may write now and, when not, why in words a person understands. */
export function writeRule(f: WriteFacts): { canWrite: boolean; writeBlockedReason: string | null } {
  if (f.blocked) return { canWrite: false, writeBlockedReason: BLOCKED_TEXT };
  if (f.recruiterWrote) return { canWrite: true, writeBlockedReason: null };
  if (shortlisted(f.status))
    return f.pro
      ? { canWrite: true, writeBlockedReason: null }
      : { canWrite: false, writeBlockedReason: PRO_TEXT };
  return { canWrite: false, writeBlockedReason: f.pro ? PRO_WAIT_TEXT : WAIT_TEXT };
}
