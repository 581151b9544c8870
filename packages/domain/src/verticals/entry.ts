/**
 * The shape of a vertical (a brand of the job site). Each vertical is one data module beside this one
 * (`management.ts`, `technology.ts`) exporting its `vertical` entry and, separately, its seed
 * `vocabulary`; `index.ts` and `vocabulary.ts` list them.
 */
import type { FeatureFlags } from '../schemas/content.ts';

/** The public entry of a vertical: small, and shipped to the brand sites. */
export interface VerticalEntry {
  /** Lowercase id: the key in VERTICALS, the `vertical` of every stored row, `<ID>` in env names. */
  readonly id: string;
  /** Short code in the timeout message ("Taking too long to respond MGMT. ..."), so support can tell whose services were slow. */
  readonly code: string;
  /** Default base path of the vertical's API (`BASE_PATH_<ID>` overrides it). */
  readonly basePath: `/${string}`;
  /** Default address of the brand site, where `npm start` serves it (`SITE_ORIGIN_<ID>` overrides it). */
  readonly siteOrigin: `http://${string}` | `https://${string}`;
  /**
   * Job categories in menu order (product.md section 1); `slug` is `toSlug(name)`. `listName` names the
   * category's jobs where "{name} jobs" reads wrong ("Other technology jobs", not "Others jobs").
   */
  readonly categories: readonly {
    readonly name: string;
    readonly slug: string;
    readonly listName?: string;
  }[];
  /** Feature flags when the flag file says nothing (product.md section 3). */
  readonly flags: Readonly<FeatureFlags>;
}

/** What the seed writes for one category. Lists are `|`-separated. */
export interface CategoryVocabulary {
  readonly icon: string;
  /** Tag menus: label, then its tag names. */
  readonly menus: Readonly<Record<string, string>>;
  readonly titles: string;
  readonly duties: string;
  readonly functionalAreas: string;
  readonly industries: string;
}

/** What the seed writes for one vertical, with every category of its entry, keyed by slug. */
export interface VerticalVocabulary<E extends VerticalEntry = VerticalEntry> {
  /** Display name, as in "Management Jobs in Pune". */
  readonly name: string;
  /** Who the jobs are for, as in "Jobs for management and MBA professionals". */
  readonly audience: string;
  /** Education lines of job descriptions. */
  readonly education: readonly string[];
  /** `|`-separated endings of company names ("Capital", "Labs"). */
  readonly companySuffixes: string;
  /**
   * Search synonyms: each entry is one `|`-separated group of words or phrases that mean the same to a
   * seeker of this vertical ("ml|machine learning"). A search for any of them matches all of them.
   */
  readonly synonyms: readonly string[];
  /**
   * The institutes job insights count an applicant from (each found inside the institute a seeker
   * names, ignoring case; `|`-separated), and how a seeker reads them: "2 from top B-schools".
   */
  readonly topInstitutes: { readonly label: string; readonly names: string };
  readonly categories: { readonly [S in E['categories'][number]['slug']]: CategoryVocabulary };
}
