/**
 * The user calls that are their contract and nothing more (calls.md 7.4; decision 0083): each is built
 * from its entry in the domain's registry, which names its method, path, input schemas and answer. A call
 * with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/**
 * `PATCH diversity/maven` (calls.md 7.4): whether the diversity "maven" shows (form `showMaven`,
 * `'true'` or `'false'`); answers the new state.
 */
export const diversityMaven = defineCall('PATCH diversity/maven');

/** `GET followup` (calls.md 7.4): The jobs the seeker followed up on this week, and how many follow-ups are left. */
export const followups = defineCall('GET followup');

/**
 * `GET user/parse-resume` (calls.md 7.4): fields read off the stored resume (name, email, phone,
 * experience years, known skills), for the person to confirm; nothing is saved.
 */
export const parseResume = defineCall('GET user/parse-resume');

/** `GET user/pro-check` (calls.md 7.4): The generic pro check (path not shown in the catalogue; `user/pro-check` here). */
export const proCheck = defineCall('GET user/pro-check');

/** `POST coverletter` (calls.md 7.4): saves the cover letter and whether applications include it. */
export const saveCoverLetter = defineCall('POST coverletter');

/** `GET skills` (calls.md 7.4): the seeker's skills (the API answers `skills`; the catalogue says `list`). */
export const skills = defineCall('GET skills');

/** `POST user/profile/skipwork` (calls.md 7.4): skips the work-experience step (marks the step done). */
export const skipWork = defineCall('POST user/profile/skipwork');

/** `GET user/suggest/skills` (calls.md 7.4): up to ten skill names matching `q`. */
export const suggestSkills = defineCall('GET user/suggest/skills');

/**
 * `POST updatestamp` (calls.md 7.4): marks the uploaded resume as up to date (`isUpdate` `'true'`, the
 * default, or `'1'`); a seeker without a resume is refused.
 */
export const updateStamp = defineCall('POST updatestamp');
