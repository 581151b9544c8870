/**
 * The interview calls that are their contract and nothing more (calls.md 7.6; decision 0083): each is
 * built from its entry in the domain's registry, which names its method, path, input schemas and answer.
 * A call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/** `POST user/interview/cancel-slot` (calls.md 7.6): Cancels a booked slot, until the cut-off before it starts. */
export const cancelSlot = defineCall('POST user/interview/cancel-slot');

/** `POST user/interview/confirm-slot` (calls.md 7.6): Books a slot (moving an earlier booking on its calendar). */
export const confirmSlot = defineCall('POST user/interview/confirm-slot');

/** `POST user/interview/notify-recruiter` (calls.md 7.6): Tells the recruiter about the seeker's interview. */
export const notifyRecruiter = defineCall('POST user/interview/notify-recruiter');

/** `GET user/interview/slot` (calls.md 7.6): An interview slot. */
export const interviewSlot = defineCall('GET user/interview/slot');

/** `GET user/interview/slot-details` (calls.md 7.6): A slot's details. */
export const interviewSlotDetails = defineCall('GET user/interview/slot-details');

/** `GET user/interview/slot-timings` (calls.md 7.6): Open slots by calendar and day. */
export const interviewSlotTimings = defineCall('GET user/interview/slot-timings');

/**
 * `GET user/interview/slots` (calls.md 7.6): The seeker's interviews, booked (`booked=1`), still to book
 * (`booked=0`) or all; `pageNumber` 0-based, `pageContent` the page size (1 to 50).
 */
export const interviewSlots = defineCall('GET user/interview/slots');

/** `GET user/interview/slots-count` (calls.md 7.6): How many interview slots there are. */
export const interviewSlotsCount = defineCall('GET user/interview/slots-count');
