/** `GET user/competition/info` (calls.md 7.8): The competition edition, its rounds and where the seeker stands. */
import { defineCall } from '../../core/define-call.ts';

export const competitionInfo = defineCall('GET user/competition/info');
