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
import { everyBrandSuites } from '@jobsite/shell/e2e/every-brand';
import { sideBySide } from '@jobsite/shell/e2e/side-by-side';
import { brand } from '../../app/brand.ts';

sideBySide(
  everyBrandSuites(
    {
      name: brand.name,
      vertical: brand.vertical,
      // A category listing with jobs, and a word the search finds jobs for.
      categoryPath: '/c/banking-finance-jobs',
      searchWord: 'analyst',
      ports: { session: { api: 4320, app: 3320 }, resilience: { api: 4330, app: 3330 } },
    },
    {
      city: 'Mumbai',
      symbolSkill: { word: 'M&A', tag: 'Mergers & Acquisitions' },
      slip: { typed: 'managr', meant: 'manager' },
    },
    { defineBrandSuite, defineKeyedPagesSuite, defineNoDeadEndsSuite, defineFacetsSuite },
    // This brand's share of the feature journeys (decision 0090): each runs in one brand.
    [
      defineCompetitionSuite,
      defineAssessmentsSuite,
      defineSubscribeSuite,
      defineEmailPreferencesSuite,
      defineRecommendationsSuite,
      defineSurveysSuite,
    ],
  ),
);
