/** The interviews calls (calls.md 7.6), one module each. */

import { cancelSlot } from './cancel-slot.ts';
import { confirmSlot } from './confirm-slot.ts';
import { notifyRecruiter } from './notify-recruiter.ts';
import { interviewSlot } from './slot.ts';
import { interviewSlotDetails } from './slot-details.ts';
import { interviewSlotTimings } from './slot-timings.ts';
import { interviewSlots } from './slots.ts';
import { interviewSlotsCount } from './slots-count.ts';

export type { InterviewSlotInput } from './slot.ts';
export type { InterviewSlotDetailsInput } from './slot-details.ts';
export type { InterviewSlotTimingsInput } from './slot-timings.ts';
export type { InterviewSlotsInput } from './slots.ts';
export {
  cancelSlot,
  confirmSlot,
  interviewSlot,
  interviewSlotDetails,
  interviewSlots,
  interviewSlotsCount,
  interviewSlotTimings,
  notifyRecruiter,
};

export const interviewsCalls = {
  interviewSlots,
  interviewSlot,
  interviewSlotsCount,
  interviewSlotDetails,
  interviewSlotTimings,
  confirmSlot,
  cancelSlot,
  notifyRecruiter,
};
