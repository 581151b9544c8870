/**
 * The resume builder calls that are their contract and nothing more (decision 0083): each is built from
 * its entry in the domain's registry, which names its method, path, input schemas and answer. A call
 * with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/**
 * `GET user/resume-builder` (decision 0030): the seeker's saved resume draft, else one filled from their
 * profile, with the templates and whether they may download it (`canExport`).
 */
export const resumeDraft = defineCall('GET user/resume-builder');
