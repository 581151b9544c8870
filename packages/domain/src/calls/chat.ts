/** Requests of the chat calls and the limits both sides keep. */

/** The longest message, in characters (the database refuses longer ones too). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
