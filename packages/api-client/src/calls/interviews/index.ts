/** The interviews calls (calls.md 7.6), one module each. */
export * from './cancel-slot.ts';
export * from './confirm-slot.ts';
export * from './notify-recruiter.ts';
export * from './slot.ts';
export * from './slot-details.ts';
export * from './slot-ics.ts';
export * from './slot-timings.ts';
export * from './slots.ts';
export * from './slots-count.ts';
