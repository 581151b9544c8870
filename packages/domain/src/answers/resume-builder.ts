/** Answers of the resume builder's calls (decision 0030). */
import * as v from 'valibot';
import { ResumeDraft, ResumeTemplate } from '../calls/resume-builder.ts';

/**
 * `GET user/resume-builder`: the seeker's saved draft, else one filled from their profile (`saved`
 * false), and whether they may download it and make it their resume (`canExport`: the resume builder
 * entitlement is active). Non-subscribers see a watermarked preview instead.
 */
export const ResumeDraftAnswer = v.object({
  draft: ResumeDraft,
  saved: v.boolean(),
  updatedAt: v.nullable(v.string()),
  canExport: v.boolean(),
  expiry: v.nullable(v.string()),
  templates: v.array(v.object({ id: ResumeTemplate, name: v.string(), description: v.string() })),
});
export type ResumeDraftAnswer = v.InferOutput<typeof ResumeDraftAnswer>;

/** `POST user/resume-builder`: the draft as saved. */
export const SaveResumeDraftAnswer = v.object({
  message: v.string(),
  draft: ResumeDraft,
  updatedAt: v.string(),
});
export type SaveResumeDraftAnswer = v.InferOutput<typeof SaveResumeDraftAnswer>;

/** `POST user/resume-builder/use`: the generated PDF is now the seeker's resume, as an upload is. */
export const UseResumeAnswer = v.object({
  message: v.string(),
  resumePath: v.string(),
  resumeUpdated: v.literal(true),
});
export type UseResumeAnswer = v.InferOutput<typeof UseResumeAnswer>;
