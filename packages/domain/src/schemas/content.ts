import * as v from 'valibot';
import { COMPETITION_ROUNDS } from '../competition.ts';
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

/** A round of a competition edition and its window. */
export const CompetitionRoundInfo = v.pipe(
  v.object({
    round: v.picklist(COMPETITION_ROUNDS),
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    elimination: v.boolean(),
  }),
  v.check((r) => Date.parse(r.startsAt) <= Date.parse(r.endsAt), 'a round ends after it starts'),
);
export type CompetitionRoundInfo = v.InferOutput<typeof CompetitionRoundInfo>;

/** Answer of `user/competition/info`: an edition, its rounds, and where the seeker stands. */
export const Competition = v.object({
  id: Id,
  name: v.string(),
  edition: v.picklist([1, 2]),
  rounds: v.array(CompetitionRoundInfo),
  registered: v.boolean(),
  /** The round the seeker is in; `null` before registering. */
  currentRound: v.nullable(v.picklist(COMPETITION_ROUNDS)),
  status: v.picklist(['idle', 'inProgress', 'qualified', 'eliminated', 'completed']),
  preferredCompanies: v.array(NamedRef),
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
