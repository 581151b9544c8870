/**
 * The chat calls, one module each (decision 0028). The live stream (`GET user/chat/events`) is no typed
 * call: the brand site's `/mychat/events` route passes it on to the page.
 */
export * from './block-recruiter.ts';
export * from './conversations.ts';
export * from './messages.ts';
export * from './read-chat.ts';
export * from './send-message.ts';
export * from './unread-count.ts';
