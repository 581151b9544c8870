import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMPETITION, COMPETITION_ROUNDS, isPhoneUserAgent } from './competition.ts';
import {
  BREAKPOINTS,
  CATEGORY_CACHE_MS,
  LISTING_PAGE_SIZE,
  MAX_TOASTS,
  NOTIFICATION_STATE,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TYPES,
  REQUEST_TIMEOUT_MS,
  SEO_CITIES,
  SESSION_EXPIRY_S,
  TOKEN_REFRESH,
  TRACKING_APP_ID,
} from './constants.ts';
import { PLANS, PRO_FEATURES, PRO_FOLLOW_UPS_PER_WEEK, PRO_REFERENCE_CODES } from './plans.ts';
import { REGISTRATION_STEPS } from './registration.ts';
import { SubscriptionPlan } from './schemas/subscriptions.ts';
import { toSlug } from './slug.ts';

describe('session and request constants', () => {
  it('have the spec values', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(SESSION_EXPIRY_S).toBe(172800);
    expect(TOKEN_REFRESH).toEqual({ retries: 3, delayMs: 3000 });
    expect(MAX_TOASTS).toBe(4);
    expect(LISTING_PAGE_SIZE).toBe(20);
    expect(CATEGORY_CACHE_MS).toBe(86400000);
    expect(CATEGORY_CACHE_MS).toBe(24 * 60 * 60 * 1000);
    expect(TRACKING_APP_ID).toBe(958);
  });

  it('breakpoints are the spec values, ascending', () => {
    expect(BREAKPOINTS).toEqual({ xxs: 0, xs: 350, sm: 600, md: 900, lg: 1200, xl: 1440, xxl: 1536 });
    const widths = Object.values(BREAKPOINTS);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });
});

describe('SEO_CITIES', () => {
  it('lists the seven cities with their slugs', () => {
    expect(SEO_CITIES.map((c) => c.name)).toEqual([
      'Mumbai',
      'Bangalore',
      'Delhi NCR',
      'Hyderabad',
      'Chennai',
      'Pune',
      'Kolkata',
    ]);
    for (const city of SEO_CITIES) expect(city.slug).toBe(toSlug(city.name));
  });
});

describe('notifications', () => {
  it('read state is unread 1, read 2', () => {
    expect(NOTIFICATION_STATE).toEqual({ unread: 1, read: 2 });
  });

  it('types are ids 1-6, 11, 14, 15, each with a distinct name', () => {
    expect(Object.keys(NOTIFICATION_TYPES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 11, 14, 15]);
    expect(NOTIFICATION_TYPE_IDS).toEqual([1, 2, 3, 4, 5, 6, 11, 14, 15]);
    const names = Object.values(NOTIFICATION_TYPES).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('plans and Pro', () => {
  it('have the spec prices', () => {
    expect(PLANS.earlyApplicant).toMatchObject({ price: 1499, months: 6, monthlyPrice: 249 });
    expect(PLANS.resumeBuilder).toMatchObject({ price: 1999, months: 6, monthlyPrice: 333 });
    expect(PLANS.bundle.saving).toBe(499);
  });

  it('quoted monthly prices are the six-month price per month, rounded', () => {
    for (const plan of [PLANS.earlyApplicant, PLANS.resumeBuilder]) {
      expect(Math.abs(plan.price / plan.months - plan.monthlyPrice)).toBeLessThan(1);
    }
  });

  it('plans match the SubscriptionPlan schema', () => {
    expect(v.is(SubscriptionPlan, PLANS.earlyApplicant)).toBe(true);
    expect(v.is(SubscriptionPlan, PLANS.resumeBuilder)).toBe(true);
  });

  it('Pro has six features and one follow-up a week', () => {
    expect(PRO_FEATURES).toHaveLength(6);
    expect(new Set(PRO_FEATURES.map((f) => f.key)).size).toBe(6);
    expect(PRO_FOLLOW_UPS_PER_WEEK).toBe(1);
  });

  it('reference codes are the spec values', () => {
    expect(PRO_REFERENCE_CODES).toEqual({
      profileWidget: { refcode: 24 },
      desktopNav: { refcode: 29 },
      mobileNav: { refcode: 19 },
      insightsBanner: { refcode: 6, pageid: 3 },
      followUpBanner: { refcode: 6, pageid: 2 },
    });
  });
});

describe('COMPETITION', () => {
  it('has the spec limits', () => {
    expect(COMPETITION.quiz).toMatchObject({
      questions: 30,
      minutes: 20,
      attempts: 1,
      negativeMarking: false,
    });
    expect(COMPETITION.round2.fileTypes).toEqual(['.pdf', '.ppt', '.doc']);
    expect(COMPETITION.round3).toMatchObject({
      maxSlides: 12,
      videoMinutes: 2,
      videoType: '.mp4',
      elimination: false,
    });
    expect(COMPETITION.result).toEqual({ page: 1, pageSize: 100 });
    expect(COMPETITION.editions).toBe(2);
    expect(COMPETITION.unpublishedJobsTag).toBe(1183547);
    expect(COMPETITION_ROUNDS).toEqual(['registration', 'round1', 'round2', 'round3']);
  });
});

describe('REGISTRATION_STEPS', () => {
  it('has the six steps, their paths and the Back/Skip table', () => {
    expect(REGISTRATION_STEPS.map((s) => [s.path, s.back, s.skip])).toEqual([
      ['/registration/addPersonalDetails', false, false],
      ['/registration/addEducationalDetails', true, false],
      ['/registration/addWorkExperience', true, true],
      ['/registration/addAdditionalDetails', true, true],
      ['/registration/addAudioVideoProfile', true, true],
      ['/registration/addCoverLetterAndSkills', true, true],
    ]);
  });
});

describe('the quiz is desktop only', () => {
  it('tells a phone from a desktop or a tablet by its User-Agent', () => {
    expect(
      isPhoneUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe(true);
    expect(
      isPhoneUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(
      isPhoneUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isPhoneUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isPhoneUserAgent(undefined)).toBe(false);
  });
});
