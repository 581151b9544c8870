/**
 * `GET user/resume-builder` (decision 0030): the seeker's saved resume draft, else one filled from their
 * profile, with the templates and whether they may download it (`canExport`).
 */
import { defineCall } from '../../core/define-call.ts';

export const resumeDraft = defineCall('GET user/resume-builder');
