/**
 * What a brand app's browser spec hands to `sideBySide`, in one place for every brand: the checks of the
 * brand itself (its pages, links, session, theme, weight, the API down), which run in every brand, and
 * around them the brand's share of the feature journeys, which run in one brand since a feature's code
 * is the same in each (decision 0090). Longest first: the groups are handed to the workers in this
 * order (decision 0089).
 *
 * The shell imports no feature (decision 0003): the brand's own checks that features hold come in as
 * the brand app passes them, and are told the brand's data here.
 */
import type { Vertical } from '@jobsite/domain';
import { defineAgreementSuite } from './agreement.ts';
import { defineBudgetSuite } from './budget.ts';
import { defineCrossSiteSuite } from './cross-site.ts';
import { defineDevConsoleSuite } from './dev-console.ts';
import { defineOfflineSuite } from './offline.ts';
import { defineResilienceSuite } from './resilience.ts';
import { defineSeekerSuite, defineSessionSuite } from './session.ts';

type Ports = { api: number; app: number };

/** A brand as its checks are told it. */
export interface EveryBrand {
  name: string;
  vertical: Vertical;
  /** A category listing with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** A word the search finds jobs for. */
  searchWord: string;
  /** The ports of the suites that start an API and an app of their own. */
  ports: { session: Ports; resilience: Ports };
}

/** The brand's own checks that features hold, as their packages export them. */
export interface FeatureChecks<Pages> {
  /** The public pages, told the brand's data for them. */
  defineBrandSuite: (brand: Pages) => void;
  defineKeyedPagesSuite: (brand: { name: string; vertical: string }) => void;
  defineNoDeadEndsSuite: (brand: { name: string; vertical: string }) => void;
  defineFacetsSuite: (brand: { name: string; searchWord: string; categoryPath: string }) => void;
}

/** A browser suite, told the brand's name and vertical. */
type Suite = (seeker: { name: string; vertical: Vertical }) => void;

/**
 * Every suite of a brand, in the order the workers take them: the brand's own checks, then `journeys`
 * (the brand's share of the feature journeys), then the checks that end every brand's run. `pages` is
 * what the public pages' suite is told beyond the brand (a city, a skill with a symbol, a spelling slip).
 */
export function everyBrandSuites<Extra extends object>(
  { ports, ...brand }: EveryBrand,
  pages: Extra,
  features: FeatureChecks<Omit<EveryBrand, 'ports'> & Extra>,
  journeys: readonly Suite[],
): ReadonlyArray<() => void> {
  const seeker = { name: brand.name, vertical: brand.vertical };
  const listing = { categoryPath: brand.categoryPath, searchWord: brand.searchWord };
  return [
    () => defineSessionSuite({ ...seeker, ports: ports.session }),
    () => features.defineBrandSuite({ ...brand, ...pages }),
    () => defineResilienceSuite({ ...seeker, ...listing, ports: ports.resilience }),
    () => features.defineKeyedPagesSuite(seeker),
    () => features.defineNoDeadEndsSuite(seeker),
    () => defineSeekerSuite(seeker),
    () => defineBudgetSuite({ ...seeker, ...listing }),
    () => features.defineFacetsSuite({ ...seeker, ...listing }),
    () => defineOfflineSuite({ ...seeker, ...listing }),
    ...journeys.map((journey) => () => journey(seeker)),
    () => defineDevConsoleSuite(seeker),
    () => defineAgreementSuite(seeker),
    () => defineCrossSiteSuite(seeker),
  ];
}
