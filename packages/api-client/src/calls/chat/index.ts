/**
 * The chat calls (decision 0028): those that are their contract in `contract-calls.ts`, and a module for
 * each call that adds something to its contract. The live stream (`GET user/chat/events`) is no typed
 * call: the brand site's `/mychat/events` route passes it on to the page.
 */
export * from './contract-calls.ts';
export * from './conversations.ts';
export * from './messages.ts';
export * from './unread-count.ts';
