/** Answers of job-service calls the server serves but `@jobsite/domain/calls` has no schema for. */
import { Id, Tag } from '@jobsite/domain';
import { JobFeedAnswer } from '@jobsite/domain/calls';
import * as v from 'valibot';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET job/recruiterfeed/`: recruiters who posted lately. */
export const RecruiterFeedEntry = v.object({
  id: Id,
  name: v.string(),
  designation: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
  company: v.nullable(v.string()),
  lastPostedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type RecruiterFeedEntry = v.InferOutput<typeof RecruiterFeedEntry>;

/** `GET job/keyword/`: a tag with its category and related tags. */
export const KeywordInfo = v.object({
  ...v.object({ id: Id, name: v.string(), alias: v.nullable(v.string()) }).entries,
  key: v.optional(v.string()),
  searchString: v.optional(v.string()),
  category: v.nullable(v.object({ id: Id, name: v.string(), slug: v.string() })),
  related: v.array(Tag),
});
export type KeywordInfo = v.InferOutput<typeof KeywordInfo>;

/** `GET job/tagIdsByName`: the ids of the tags that match a slug, best first. */
export const TagIdsByName = v.object({ tagIds: v.array(Id), tags: v.array(Tag) });
export type TagIdsByName = v.InferOutput<typeof TagIdsByName>;

/** `GET job/mtags`: the main tags of each category. */
export const MainTagGroup = v.object({ id: Id, name: v.string(), slug: v.string(), tags: v.array(Tag) });
export type MainTagGroup = v.InferOutput<typeof MainTagGroup>;

/** `GET job/female-jobs`: a feed page plus the row window it covers. */
export const FemaleJobsAnswer = v.object({ ...JobFeedAnswer.entries, start: Count, end: Count });
export type FemaleJobsAnswer = v.InferOutput<typeof FemaleJobsAnswer>;

/** `GET job/assessment`, `job/pending-tests/`: the catalogue does not show their fields. */
export const Assessment = v.looseObject({
  jobId: v.optional(Id),
  testUrl: v.optional(v.nullable(v.string())),
});
