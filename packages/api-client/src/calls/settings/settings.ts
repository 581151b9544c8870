/** `GET settings` (calls.md 7.5): The settings flags. */
import { defineCall } from '../../core/define-call.ts';

export const settings = defineCall('GET settings');
