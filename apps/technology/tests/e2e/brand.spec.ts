import { defineAlertsSuite } from '@jobsite/feature-alerts/e2e';
import { defineAssessmentsSuite } from '@jobsite/feature-assessments/e2e';
import { defineChatSuite } from '@jobsite/feature-chat/e2e';
import { defineCompetitionSuite } from '@jobsite/feature-competition/e2e';
import { defineFeedSuite } from '@jobsite/feature-feed/e2e';
import { defineInterviewsSuite } from '@jobsite/feature-interviews/e2e';
import { defineLearningSuite } from '@jobsite/feature-learning/e2e';
import { defineRecommendationsSuite } from '@jobsite/feature-recommendations/e2e';
import { defineRoundZeroSuite } from '@jobsite/feature-registration/e2e';
import { defineResumeBuilderSuite } from '@jobsite/feature-resume-builder/e2e';
import { defineEmailPreferencesSuite } from '@jobsite/feature-settings/e2e';
import { defineBrandSuite } from '@jobsite/feature-site/e2e';
import { defineNoDeadEndsSuite } from '@jobsite/feature-site/e2e/crawl';
import { defineKeyedPagesSuite } from '@jobsite/feature-site/e2e/keyed-pages';
import { defineSocialSuite } from '@jobsite/feature-social/e2e';
import { defineSubscribeSuite } from '@jobsite/feature-subscribe/e2e';
import { defineSurveysSuite } from '@jobsite/feature-surveys/e2e';
import { defineAgreementSuite } from '@jobsite/shell/e2e/agreement';
import { defineBudgetSuite } from '@jobsite/shell/e2e/budget';
import { defineCrossSiteSuite } from '@jobsite/shell/e2e/cross-site';
import { defineDevConsoleSuite } from '@jobsite/shell/e2e/dev-console';
import { defineResilienceSuite } from '@jobsite/shell/e2e/resilience';
import { defineSeekerSuite, defineSessionSuite } from '@jobsite/shell/e2e/session';
import { sideBySide } from '@jobsite/shell/e2e/side-by-side';
import { brand } from '../../app/brand.ts';

// Longest first: the groups are handed to the workers in this order.
sideBySide([
  () => defineSessionSuite({ name: brand.name, vertical: brand.vertical, ports: { api: 4321, app: 3321 } }),
  () =>
    defineBrandSuite({
      name: brand.name,
      categoryPath: '/c/software-development-jobs',
      city: 'Bangalore',
      searchWord: 'engineer',
      symbolSkill: { word: 'C++', tag: 'C++' },
      slip: { typed: 'managr', meant: 'manager' },
    }),
  () =>
    defineResilienceSuite({
      name: brand.name,
      vertical: brand.vertical,
      categoryPath: '/c/software-development-jobs',
      ports: { api: 4331, app: 3331 },
    }),
  () => defineKeyedPagesSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineNoDeadEndsSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineSeekerSuite({ name: brand.name, vertical: brand.vertical }),
  () =>
    defineBudgetSuite({
      name: brand.name,
      vertical: brand.vertical,
      categoryPath: '/c/software-development-jobs',
      searchWord: 'engineer',
    }),
  () => defineInterviewsSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineAssessmentsSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineChatSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineSubscribeSuite({ name: brand.name, vertical: brand.vertical }),
  () =>
    defineFeedSuite({
      name: brand.name,
      vertical: brand.vertical,
      city: 'Pune',
      area: 'Data Engineering',
      skill: 'Apache Spark',
    }),
  () => defineResumeBuilderSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineAlertsSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineLearningSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineRecommendationsSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineSocialSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineRoundZeroSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineSurveysSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineEmailPreferencesSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineCompetitionSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineDevConsoleSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineAgreementSuite({ name: brand.name, vertical: brand.vertical }),
  () => defineCrossSiteSuite({ name: brand.name, vertical: brand.vertical }),
]);
