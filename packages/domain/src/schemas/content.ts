import * as v from 'valibot';
import { COMPETITION_ROUND_STATES, COMPETITION_ROUNDS, COMPETITION_STATUSES } from '../competition.ts';
import { Id, IsoDateTime, NamedRef, Years } from './common.ts';

/** A promo banner (calls.md section 3), read from the banners CSV. */
export const PromoBanner = v.pipe(
  v.object({
    id: Id,
    companyId: v.nullable(Id),
    companyName: v.nullable(v.string()),
    companyLogo: v.nullable(v.string()),
    title: v.string(),
    imageUrl: v.string(),
    redirectLink: v.nullable(v.string()),
    text: v.nullable(v.string()),
    subText: v.nullable(v.string()),
    ctaText: v.nullable(v.string()),
    trackerText: v.nullable(v.string()),
    courseId: v.nullable(Id),
    institute: v.nullable(v.string()),
    allowedOnJobFeeds: v.boolean(),
    minExp: v.nullable(Years),
    maxExp: v.nullable(Years),
    location: v.nullable(v.string()),
    jobId: v.nullable(Id),
    ordering: v.pipe(v.number(), v.integer()),
    showcaseRedirectLink: v.nullable(v.string()),
  }),
  v.check(
    (b) => b.minExp === null || b.maxExp === null || b.minExp <= b.maxExp,
    'minExp must not exceed maxExp',
  ),
);
export type PromoBanner = v.InferOutput<typeof PromoBanner>;

/** A round of a competition edition, its window and, by the server's clock, whether it is open. */
export const CompetitionRoundInfo = v.pipe(
  v.object({
    round: v.picklist(COMPETITION_ROUNDS),
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    elimination: v.boolean(),
    /** `upcoming` before `startsAt`, `open` inside the window, `closed` after `endsAt`. */
    state: v.picklist(COMPETITION_ROUND_STATES),
    /** Whether the organisers have published this round's results (never for `registration`). */
    resultsPublished: v.boolean(),
  }),
  v.check((r) => Date.parse(r.startsAt) <= Date.parse(r.endsAt), 'a round ends after it starts'),
);
export type CompetitionRoundInfo = v.InferOutput<typeof CompetitionRoundInfo>;

/** What names an edition of the competition: its id, its name, its number and its year. */
const EDITION = {
  id: Id,
  name: v.string(),
  edition: v.pipe(v.number(), v.integer(), v.minValue(1)),
  year: v.pipe(v.number(), v.integer(), v.minValue(2000)),
};

/** An edition of the competition, as the results page lists them. */
export const CompetitionEdition = v.object({ ...EDITION, current: v.boolean() });
export type CompetitionEdition = v.InferOutput<typeof CompetitionEdition>;

/**
 * Answer of `user/competition/info`: an edition (the current one unless `competitionId` names another),
 * its rounds, where the seeker stands (anonymous visitors get `registered: false`, status `idle`), the
 * quiz's size and every edition.
 */
export const Competition = v.object({
  ...EDITION,
  rounds: v.array(CompetitionRoundInfo),
  registered: v.boolean(),
  /** The round the seeker is in; `null` before registering. */
  currentRound: v.nullable(v.picklist(COMPETITION_ROUNDS)),
  status: v.picklist(COMPETITION_STATUSES),
  preferredCompanies: v.array(NamedRef),
  quiz: v.object({ questions: v.pipe(v.number(), v.integer()), minutes: v.pipe(v.number(), v.integer()) }),
  editions: v.array(CompetitionEdition),
});
export type Competition = v.InferOutput<typeof Competition>;

/** The feature-flag file (product.md section 3). */
export const FeatureFlags = v.object({
  competition: v.boolean(),
  competitionPreferredCompany: v.boolean(),
  applyFloatingButton: v.boolean(),
});
export type FeatureFlags = v.InferOutput<typeof FeatureFlags>;

/** SEO metadata of a page path (brand-specific JSON). */
export const SeoMetadata = v.object({
  title: v.string(),
  description: v.string(),
  keywords: v.optional(v.string()),
  canonical: v.optional(v.string()),
  h1: v.optional(v.string()),
  robots: v.optional(v.string()),
});
export type SeoMetadata = v.InferOutput<typeof SeoMetadata>;
