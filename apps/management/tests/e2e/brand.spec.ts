import { defineAssessmentsSuite } from '@jobsite/feature-assessments/e2e';
import { defineCompetitionSuite } from '@jobsite/feature-competition/e2e';
import { defineFacetsSuite } from '@jobsite/feature-listings/e2e/facets';
import { defineRecommendationsSuite } from '@jobsite/feature-recommendations/e2e';
import { defineEmailPreferencesSuite } from '@jobsite/feature-settings/e2e';
import { defineBrandSuite } from '@jobsite/feature-site/e2e';
import { defineNoDeadEndsSuite } from '@jobsite/feature-site/e2e/crawl';
import { defineKeyedPagesSuite } from '@jobsite/feature-site/e2e/keyed-pages';
import { defineSubscribeSuite } from '@jobsite/feature-subscribe/e2e';
import { defineSurveysSuite } from '@jobsite/feature-surveys/e2e';
import { defineAgreementSuite } from '@jobsite/shell/e2e/agreement';
import { defineBudgetSuite } from '@jobsite/shell/e2e/budget';
import { defineCrossSiteSuite } from '@jobsite/shell/e2e/cross-site';
import { defineDevConsoleSuite } from '@jobsite/shell/e2e/dev-console';
import { defineOfflineSuite } from '@jobsite/shell/e2e/offline';
import { defineResilienceSuite } from '@jobsite/shell/e2e/resilience';
import { defineSeekerSuite, defineSessionSuite } from '@jobsite/shell/e2e/session';
import { sideBySide } from '@jobsite/shell/e2e/side-by-side';
import { brand } from '../../app/brand.ts';

/** What every suite is told: the brand's name and vertical. */
const seeker = { name: brand.name, vertical: brand.vertical };
/** A category listing with jobs, and a word the search finds jobs for. */
const listing = { categoryPath: '/c/banking-finance-jobs', searchWord: 'analyst' };

// Longest first: the groups are handed to the workers in this order. The checks of the brand itself
// (its pages, links, session, theme, weight, the API down) run in every brand; a feature's journey runs
// in one brand, since its code is the same in each (decision 0090).
sideBySide([
  () => defineSessionSuite({ ...seeker, ports: { api: 4320, app: 3320 } }),
  () =>
    defineBrandSuite({
      ...seeker,
      ...listing,
      city: 'Mumbai',
      symbolSkill: { word: 'M&A', tag: 'Mergers & Acquisitions' },
      slip: { typed: 'managr', meant: 'manager' },
    }),
  () => defineResilienceSuite({ ...seeker, ...listing, ports: { api: 4330, app: 3330 } }),
  () => defineKeyedPagesSuite(seeker),
  () => defineNoDeadEndsSuite(seeker),
  () => defineSeekerSuite(seeker),
  () => defineBudgetSuite({ ...seeker, ...listing }),
  () => defineFacetsSuite({ ...seeker, ...listing }),
  () => defineOfflineSuite({ ...seeker, ...listing }),
  // This brand's share of the feature journeys (decision 0090): each runs in one brand.
  () => defineCompetitionSuite(seeker),
  () => defineAssessmentsSuite(seeker),
  () => defineSubscribeSuite(seeker),
  () => defineEmailPreferencesSuite(seeker),
  () => defineRecommendationsSuite(seeker),
  () => defineSurveysSuite(seeker),
  () => defineDevConsoleSuite(seeker),
  () => defineAgreementSuite(seeker),
  () => defineCrossSiteSuite(seeker),
]);
