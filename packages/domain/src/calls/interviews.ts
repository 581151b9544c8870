/** Requests of the interview calls (calls.md 7.6) and the rules both sides keep. */

/** A booking can be cancelled until this many hours before the interview starts (decision 0026). */
export const INTERVIEW_CANCEL_CUTOFF_HOURS = 12;

/** The reminder of a booked interview is due this many hours before it starts. */
export const INTERVIEW_REMINDER_HOURS = 24;
