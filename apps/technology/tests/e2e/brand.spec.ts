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
import { everyBrandSuites } from '@jobsite/shell/e2e/every-brand';
import { sideBySide } from '@jobsite/shell/e2e/side-by-side';
import { brand } from '../../app/brand.ts';

sideBySide(
  everyBrandSuites(
    {
      name: brand.name,
      vertical: brand.vertical,
      // A category listing with jobs, and a word the search finds jobs for.
      categoryPath: '/c/software-development-jobs',
      searchWord: 'engineer',
      ports: { session: { api: 4321, app: 3321 }, resilience: { api: 4331, app: 3331 } },
    },
    {
      city: 'Bangalore',
      symbolSkill: { word: 'C++', tag: 'C++' },
      slip: { typed: 'managr', meant: 'manager' },
    },
    { defineBrandSuite, defineKeyedPagesSuite, defineNoDeadEndsSuite, defineFacetsSuite },
    // This brand's share of the feature journeys (decision 0090): each runs in one brand.
    [
      defineRoundZeroSuite,
      defineLearningSuite,
      defineChatSuite,
      defineSocialSuite,
      defineResumeBuilderSuite,
      defineInterviewsSuite,
      (seeker) =>
        defineFeedSuite({ ...seeker, city: 'Pune', area: 'Data Engineering', skill: 'Apache Spark' }),
      defineAlertsSuite,
      // The competition is off in this brand: its suite checks that no page serves or links to it.
      defineCompetitionSuite,
    ],
  ),
);
