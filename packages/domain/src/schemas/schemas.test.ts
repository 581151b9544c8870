import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthState, LoginResponse } from './auth.ts';
import { ApiError } from './common.ts';
import { Competition, FeatureFlags, PromoBanner, SeoMetadata } from './content.ts';
import { JobDetail, JobFeedEntry, JobFeedResponse, JobInsights, MagicRank } from './jobs.ts';
import { Notification } from './notifications.ts';
import { CoverLetter, Profile, ProfileCompleteness, Settings, Skills } from './profile.ts';
import { Recommendation, SocialUser } from './recommendations.ts';
import * as samples from './samples.ts';
import { SubscriptionDetails, SubscriptionPlan } from './subscriptions.ts';
import { Category, FunctionalArea, PublicCategory, Tag, TagInfo } from './taxonomy.ts';

type AnySchema = v.GenericSchema | v.SchemaWithPipe<readonly [v.GenericSchema, ...v.GenericPipeAction[]]>;

/** Every object schema with a valid sample. */
const cases: [string, AnySchema, Record<string, unknown>][] = [
  ['AuthState', AuthState, samples.sampleAuthState],
  ['LoginResponse', LoginResponse, samples.sampleLoginResponse],
  ['Settings', Settings, samples.sampleSettings],
  ['ProfileCompleteness', ProfileCompleteness, samples.sampleProfileCompleteness],
  ['Profile', Profile, samples.sampleProfile],
  ['Category', Category, samples.sampleCategory],
  ['PublicCategory', PublicCategory, samples.samplePublicCategory],
  ['FunctionalArea', FunctionalArea, samples.sampleFunctionalArea],
  ['Tag', Tag, samples.sampleTag],
  ['TagInfo', TagInfo, samples.sampleTagInfo],
  ['JobFeedEntry', JobFeedEntry, samples.sampleJobFeedEntry],
  ['JobDetail', JobDetail, samples.sampleJobDetail],
  ['JobFeedResponse', JobFeedResponse, samples.sampleJobFeedResponse],
  ['JobInsights', JobInsights, samples.sampleJobInsights],
  ['MagicRank', MagicRank, samples.sampleMagicRank],
  ['Notification', Notification, samples.sampleNotification],
  ['SubscriptionPlan', SubscriptionPlan, samples.sampleSubscriptionPlan],
  ['SubscriptionDetails', SubscriptionDetails, samples.sampleSubscriptionDetails],
  ['Recommendation', Recommendation, samples.sampleRecommendation],
  ['SocialUser', SocialUser, samples.sampleSocialUser],
  ['PromoBanner', PromoBanner, samples.samplePromoBanner],
  ['Competition', Competition, samples.sampleCompetition],
  ['CoverLetter', CoverLetter, samples.sampleCoverLetter],
  ['ApiError', ApiError, samples.sampleApiError],
  ['FeatureFlags', FeatureFlags, samples.sampleFeatureFlags],
  ['SeoMetadata', SeoMetadata, samples.sampleSeoMetadata],
];

/** A value of another JSON type than `value`, which no field of these schemas accepts in its place. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (value === null) return { unexpected: true };
  return 'not an object';
}

describe('schemas accept their samples', () => {
  it.each(cases)('%s', (_name, schema, sample) => {
    const result = v.safeParse(schema, sample);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual(sample);
  });

  it('Skills', () => {
    expect(v.is(Skills, samples.sampleSkills)).toBe(true);
    expect(v.is(Skills, ['excel', ''])).toBe(false);
    expect(v.is(Skills, 'excel')).toBe(false);
  });
});

describe('schemas reject wrong types', () => {
  it.each(cases)('%s rejects non-objects', (_name, schema) => {
    for (const value of [null, undefined, 'x', 1, true]) expect(v.is(schema, value)).toBe(false);
  });

  it.each(cases.filter(([name]) => name !== 'AuthState' && name !== 'SeoMetadata'))(
    '%s rejects a missing field',
    (_name, schema, sample) => {
      for (const key of Object.keys(sample)) {
        const { [key]: _removed, ...rest } = sample;
        if (v.is(schema, rest)) {
          // Only declared-optional fields may be left out.
          expect(['key', 'searchString', 'monthlyPrice', 'keywords', 'canonical', 'h1', 'robots']).toContain(
            key,
          );
        }
      }
    },
  );

  it('property: replacing any field by a value of another type is rejected', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...cases)
          .chain(([name, schema, sample]) =>
            fc.tuple(
              fc.constant(name),
              fc.constant(schema),
              fc.constant(sample),
              fc.constantFrom(...Object.keys(sample)),
            ),
          ),
        ([, schema, sample, key]) => {
          expect(v.is(schema, { ...sample, [key]: wrongType(sample[key]) })).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('AuthState', () => {
  it('defaults to the logged-out state', () => {
    expect(v.parse(AuthState, {})).toEqual({
      isLoggedIn: false,
      statusType: 1,
      userId: -1,
      isPro: false,
      obfuscatedUserId: '',
      authInfo: {},
    });
  });

  it('refuses a user id below -1', () => {
    expect(v.is(AuthState, { userId: -2 })).toBe(false);
  });
});

describe('cross-field rules', () => {
  const job = samples.sampleJobFeedEntry;

  it('a confidential job has no company, and a non-confidential one has one', () => {
    expect(v.is(JobFeedEntry, { ...job, confidential: true, company: null })).toBe(true);
    expect(v.is(JobFeedEntry, { ...job, confidential: true })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, company: null })).toBe(false);
  });

  it('experience and salary ranges are ordered', () => {
    expect(v.is(JobFeedEntry, { ...job, minExp: 7, maxExp: 6 })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, minSalary: 30, maxSalary: 25 })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, minSalary: null, maxSalary: null })).toBe(true);
    expect(v.is(PromoBanner, { ...samples.samplePromoBanner, minExp: 9 })).toBe(false);
  });

  it('external jobs carry an apply address, internal ones none', () => {
    expect(v.is(JobFeedEntry, { ...job, applyType: 'external', applyUrl: 'https://careers.example/1' })).toBe(
      true,
    );
    expect(v.is(JobFeedEntry, { ...job, applyType: 'external' })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, applyUrl: 'https://careers.example/1' })).toBe(false);
    expect(v.is(JobDetail, { ...samples.sampleJobDetail, applyType: 'external' })).toBe(false);
  });

  it('saved is 0 or 1, ids are non-negative integers, dates are ISO timestamps', () => {
    expect(v.is(JobFeedEntry, { ...job, saved: 2 })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, saved: 1 })).toBe(true);
    expect(v.is(JobFeedEntry, { ...job, id: 1.5 })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, id: -1 })).toBe(false);
    expect(v.is(JobFeedEntry, { ...job, postedAt: '21 Nov 2026' })).toBe(false);
  });

  it('a job detail is live or expired', () => {
    expect(v.is(JobDetail, { ...samples.sampleJobDetail, status: 'expired' })).toBe(true);
    expect(v.is(JobDetail, { ...samples.sampleJobDetail, status: 'draft' })).toBe(false);
  });

  it('a tag needs a key or a searchString', () => {
    const { key: _key, ...withoutKey } = samples.sampleTag;
    expect(v.is(Tag, withoutKey)).toBe(false);
    expect(v.is(Tag, { ...withoutKey, searchString: 'financial modelling' })).toBe(true);
  });

  it('notifications have a known type and status 1 or 2', () => {
    expect(v.is(Notification, { ...samples.sampleNotification, status: 2 })).toBe(true);
    expect(v.is(Notification, { ...samples.sampleNotification, status: 3 })).toBe(false);
    expect(v.is(Notification, { ...samples.sampleNotification, type: 15 })).toBe(true);
    expect(v.is(Notification, { ...samples.sampleNotification, type: 7 })).toBe(false);
  });

  it('profile gender, country and months are constrained', () => {
    const profile = samples.sampleProfile;
    expect(v.is(Profile, { ...profile, gender: '' })).toBe(true);
    expect(v.is(Profile, { ...profile, gender: 2 })).toBe(false);
    expect(v.is(Profile, { ...profile, country: 'in' })).toBe(false);
    expect(v.is(Profile, { ...profile, experienceMonth: 12 })).toBe(false);
    expect(v.is(Profile, { ...profile, dob: '17/05/1994' })).toBe(false);
  });

  it('completeness flags are 0 or 1 and the percentage is 0..100', () => {
    const completeness = samples.sampleProfileCompleteness;
    expect(v.is(ProfileCompleteness, { ...completeness, skills: true })).toBe(false);
    expect(v.is(ProfileCompleteness, { ...completeness, percentage: 101 })).toBe(false);
  });

  it('insight bands and months are checked', () => {
    const insights = samples.sampleJobInsights;
    expect(v.is(JobInsights, { ...insights, competitionData: [{ band: '2-4 Yr', count: 1 }] })).toBe(false);
    expect(v.is(JobInsights, { ...insights, appliedData: [{ month: '2026-13', count: 1 }] })).toBe(false);
  });

  it('insights add up to the job page’s applicants, and a rank is within them', () => {
    const insights = samples.sampleJobInsights;
    expect(v.is(JobInsights, { ...insights, totalApplicants: insights.totalApplicants + 1 })).toBe(false);
    expect(v.is(JobInsights, { ...insights, totalApplicantsFromTopBSchool: 24 })).toBe(false);
    const rank = samples.sampleMagicRank;
    expect(v.is(MagicRank, { ...rank, applicants: 3 })).toBe(false);
    expect(v.is(MagicRank, { ...rank, applicants: 4 })).toBe(true);
    expect(v.is(MagicRank, { ...rank, applicants: null })).toBe(false);
  });

  it('a competition round ends after it starts', () => {
    const competition = samples.sampleCompetition;
    const round = {
      round: 'round2',
      startsAt: '2026-12-05T00:00:00.000Z',
      endsAt: '2026-12-04T00:00:00.000Z',
      elimination: true,
      state: 'upcoming',
      resultsPublished: false,
    };
    expect(v.is(Competition, { ...competition, rounds: [round] })).toBe(false);
    expect(
      v.is(Competition, { ...competition, rounds: [{ ...round, endsAt: '2026-12-06T00:00:00.000Z' }] }),
    ).toBe(true);
  });
});
