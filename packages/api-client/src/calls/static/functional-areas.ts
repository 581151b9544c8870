/** `GET data/functional-areas.json` (calls.md 7.13): The public list of functional areas. */
import { defineCall } from '../../core/define-call.ts';

export const functionalAreas = defineCall('GET data/functional-areas.json');
