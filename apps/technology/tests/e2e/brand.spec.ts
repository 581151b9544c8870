import { defineAlertsSuite } from '@jobsite/feature-alerts/e2e';
import { defineChatSuite } from '@jobsite/feature-chat/e2e';
import { defineCompetitionSuite } from '@jobsite/feature-competition/e2e';
import { defineFeedSuite } from '@jobsite/feature-feed/e2e';
import { defineInterviewsSuite } from '@jobsite/feature-interviews/e2e';
import { defineLearningSuite } from '@jobsite/feature-learning/e2e';
import { defineFacetsSuite } from '@jobsite/feature-listings/e2e/facets';
import { defineRoundZeroSuite } from '@jobsite/feature-registration/e2e';
import { defineResumeBuilderSuite } from '@jobsite/feature-resume-builder/e2e';
import { defineBrandSuite } from '@jobsite/feature-site/e2e';
import { defineNoDeadEndsSuite } from '@jobsite/feature-site/e2e/crawl';
import { defineKeyedPagesSuite } from '@jobsite/feature-site/e2e/keyed-pages';
import { defineSocialSuite } from '@jobsite/feature-social/e2e';
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
const listing = { categoryPath: '/c/software-development-jobs', searchWord: 'engineer' };

// Longest first: the groups are handed to the workers in this order. The checks of the brand itself
// (its pages, links, session, theme, weight, the API down) run in every brand; a feature's journey runs
// in one brand, since its code is the same in each (decision 0090).
sideBySide([
  () => defineSessionSuite({ ...seeker, ports: { api: 4321, app: 3321 } }),
  () =>
    defineBrandSuite({
      ...seeker,
      ...listing,
      city: 'Bangalore',
      symbolSkill: { word: 'C++', tag: 'C++' },
      slip: { typed: 'managr', meant: 'manager' },
    }),
  () => defineResilienceSuite({ ...seeker, ...listing, ports: { api: 4331, app: 3331 } }),
  () => defineKeyedPagesSuite(seeker),
  () => defineNoDeadEndsSuite(seeker),
  () => defineSeekerSuite(seeker),
  () => defineBudgetSuite({ ...seeker, ...listing }),
  () => defineFacetsSuite({ ...seeker, ...listing }),
  () => defineOfflineSuite({ ...seeker, ...listing }),
  // This brand's share of the feature journeys (decision 0090): each runs in one brand.
  () => defineRoundZeroSuite(seeker),
  () => defineLearningSuite(seeker),
  () => defineChatSuite(seeker),
  () => defineSocialSuite(seeker),
  () => defineResumeBuilderSuite(seeker),
  () => defineInterviewsSuite(seeker),
  () => defineFeedSuite({ ...seeker, city: 'Pune', area: 'Data Engineering', skill: 'Apache Spark' }),
  () => defineAlertsSuite(seeker),
  // The competition is off in this brand: its suite checks that no page serves or links to it.
  () => defineCompetitionSuite(seeker),
  () => defineDevConsoleSuite(seeker),
  () => defineAgreementSuite(seeker),
  () => defineCrossSiteSuite(seeker),
]);
