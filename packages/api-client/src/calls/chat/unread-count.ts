/**
 * `GET user/chat/unread-count` (decision 0028): recruiter messages the seeker has not read (the header's
 * badge). A module of its own to ask caches not to answer (`no-cache`): the count changes with every
 * message.
 */
import { defineCall } from '../../core/define-call.ts';

export type { ChatUnreadAnswer } from '@jobsite/domain/answers';

export const unreadCount = defineCall('GET user/chat/unread-count', { noCache: true });
