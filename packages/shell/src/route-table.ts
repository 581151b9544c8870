/**
 * The route table of every brand: which feature module serves which path, and the flag it needs. The
 * route config (`routes.ts`) keeps the entries whose flag the brand's vertical turns on
 * (`VERTICALS[vertical].flags`, the same defaults the API serves). Route modules are named by their
 * package export, resolved from the app (which lists the features it composes as dependencies), so the
 * shell imports no feature: flows that cross features meet in the slots of `slots.ts`, filled by the
 * job actions' layout route around every page. The server reads the table too (`cross-site.ts`), so
 * it holds data only and imports nothing of the build tools.
 */
import { type FeatureFlags, SEO_CITIES } from '@jobsite/domain';
import { STATIC_PAGES } from './brand.ts';

/** One route of the table: a path (or `index`), the module's package export, and the flag it needs. */
export interface RouteEntry {
  path: string | null;
  module: string;
  /** Unique when one module serves several paths. */
  id?: string;
  flag?: keyof FeatureFlags;
  /**
   * A route that takes a post from another site by design, and the proof it must carry (`cross-site.ts`):
   * every other route's writes are refused unless they come from the site itself.
   */
  crossSitePost?: 'payment-gateway' | 'one-click-unsubscribe';
}

const page = (path: string | null, module: string, id?: string): RouteEntry => ({
  path,
  module,
  ...(id ? { id } : {}),
});

/** Every page of the product, in the order the router matches them (most specific first where it matters). */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public pages (listings, job, search, shell pages), rendered for people and crawlers.
  page(null, '@jobsite/feature-listings/routes/home'),
  page('c/:slug', '@jobsite/feature-listings/routes/category'),
  page('k/:slug', '@jobsite/feature-listings/routes/tag'),
  ...SEO_CITIES.map((c) =>
    page(`jobs-in-${c.slug}`, '@jobsite/feature-listings/routes/city', `city-${c.slug}`),
  ),
  page('company/:slug', '@jobsite/feature-listings/routes/company'),
  page('recruiter/:id', '@jobsite/feature-listings/routes/recruiter'),
  page('j/:slug', '@jobsite/feature-job/routes/job'),
  // Share cards: the pictures links to the pages show in messaging apps and social networks.
  page('share/j/:slug', '@jobsite/feature-job/routes/share-card', 'share-job'),
  page('share/l/*', '@jobsite/feature-listings/routes/share-card', 'share-listing'),
  page('share/site.png', '@jobsite/feature-site/routes/share-card', 'share-site'),
  // Company logos, relayed from the API under the site's own address (decision 0092).
  page('logos/:name', '@jobsite/feature-listings/routes/logo', 'company-logo'),
  page('search', '@jobsite/feature-site/routes/search-redirect'),
  page('search/:slug', '@jobsite/feature-listings/routes/search'),
  page('search-suggest', '@jobsite/feature-site/routes/suggest'),
  ...Object.entries(STATIC_PAGES).map(([key, path]) =>
    page(path.slice(1), '@jobsite/feature-site/routes/static-page', `static-${key}`),
  ),
  page('downloadapp', '@jobsite/feature-site/routes/download-app'),
  page('sitemap', '@jobsite/feature-site/routes/sitemap-page'),
  page('women-at-work', '@jobsite/feature-site/routes/women-at-work'),
  page('talent-bridge', '@jobsite/feature-site/routes/talent-bridge'),
  page('engineers-week', '@jobsite/feature-site/routes/engineers-week'),
  page('jobs-for-her', '@jobsite/feature-listings/routes/jobs-for-her'),
  page('learning', '@jobsite/feature-learning/routes/learning'),
  page('learning/course/:slug', '@jobsite/feature-learning/routes/course'),
  page('learning/course/:slug/brochure.pdf', '@jobsite/feature-learning/routes/brochure'),
  page('learning/preview', '@jobsite/feature-learning/routes/preview'),
  page('learning/preview/:id', '@jobsite/feature-learning/routes/preview-course'),
  // The signed-in job seeker.
  page('login', '@jobsite/feature-account/routes/login'),
  page('register', '@jobsite/feature-account/routes/register'),
  page('forgot', '@jobsite/feature-account/routes/forgot'),
  page('resetpassword', '@jobsite/feature-account/routes/reset'),
  page('logout', '@jobsite/feature-account/routes/logout'),
  page('consent', '@jobsite/feature-account/routes/consent'),
  page('reactivate', '@jobsite/feature-account/routes/reactivate'),
  page('registration', '@jobsite/feature-registration/routes/resume-wizard'),
  page('registration/resume', '@jobsite/feature-registration/routes/resume'),
  page('registration/:step', '@jobsite/feature-registration/routes/step'),
  page('update-profile', '@jobsite/feature-registration/routes/update-profile'),
  page('jobfeed', '@jobsite/feature-feed/routes/jobfeed'),
  page('job-actions', '@jobsite/feature-job-actions/routes/job-actions'),
  page('job/applied', '@jobsite/feature-applications/routes/job-applied'),
  page('applied-jobs', '@jobsite/feature-applications/routes/applied-jobs'),
  page('saved-jobs', '@jobsite/feature-applications/routes/saved-jobs'),
  page('similar_jobs.php', '@jobsite/feature-applications/routes/similar-jobs'),
  page('allnotification', '@jobsite/feature-notifications/routes/allnotification'),
  page('interviews', '@jobsite/feature-interviews/routes/interviews'),
  page('interviews/:slotId/calendar.ics', '@jobsite/feature-interviews/routes/calendar'),
  page('pendingassessments', '@jobsite/feature-assessments/routes/pending'),
  page('assessment/:assessmentId', '@jobsite/feature-assessments/routes/take'),
  page('mychat', '@jobsite/feature-chat/routes/chats', 'mychat'),
  page('chats', '@jobsite/feature-chat/routes/chats', 'chats'),
  page('mychat/events', '@jobsite/feature-chat/routes/events'),
  page('mychat/:applicationId', '@jobsite/feature-chat/routes/conversation'),
  page('myprofile', '@jobsite/feature-profile/routes/myprofile'),
  // The plan pages: one module, one route per page (it reads its plans and words from the address).
  page('subscribe/plans', '@jobsite/feature-subscribe/routes/plans', 'plans'),
  page('subscribe/pro-membership', '@jobsite/feature-subscribe/routes/plans', 'pro-membership'),
  page('subscribe/early-applicant-preference', '@jobsite/feature-subscribe/routes/plans', 'early-applicant'),
  page('subscribe/resume-builder', '@jobsite/feature-subscribe/routes/plans', 'resume-builder-plan'),
  page('subscribe/success', '@jobsite/feature-subscribe/routes/success'),
  // The payment gateway posts the browser back here from its own site, with its signed answer.
  {
    ...page('subscribe/return', '@jobsite/feature-subscribe/routes/return'),
    crossSitePost: 'payment-gateway',
  },
  page('early-applicant-preference', '@jobsite/feature-subscribe/routes/preference'),
  page('resume-builder', '@jobsite/feature-resume-builder/routes/builder'),
  page('resume-builder/pdf', '@jobsite/feature-resume-builder/routes/pdf'),
  page('saved-searches', '@jobsite/feature-alerts/routes/saved-searches'),
  page('alerts/unsubscribe', '@jobsite/feature-alerts/routes/unsubscribe'),
  page(
    'pending-recommendations',
    '@jobsite/feature-recommendations/routes/pending',
    'recommendations-pending',
  ),
  page('recommendation/write', '@jobsite/feature-recommendations/routes/write'),
  page('social-connection', '@jobsite/feature-social/routes/social-connection'),
  page('social-connection/:provider/start', '@jobsite/feature-social/routes/start'),
  page('social-connection/:provider/callback', '@jobsite/feature-social/routes/callback'),
  page('survey/:id', '@jobsite/feature-surveys/routes/survey'),
  page('media/file/:owner/:name', '@jobsite/feature-registration/routes/media'),
  // A mail client posts RFC 8058's one-click body here itself, from no page of ours, with the link's token.
  {
    ...page('unsubscribe', '@jobsite/feature-settings/routes/unsubscribe', 'email-unsubscribe'),
    crossSitePost: 'one-click-unsubscribe',
  },
  page('personalize-jobfeed', '@jobsite/feature-profile/routes/personalize'),
  page('settings/deactivated', '@jobsite/feature-settings/routes/deactivated'),
  page('settings/:section?', '@jobsite/feature-settings/routes/settings'),
  page('verify-email', '@jobsite/feature-settings/routes/verify-email'),
  // The college competition (Epoch), where the vertical's `competition` flag is on (decision 0039).
  ...(
    [
      ['epoch', 'epoch'],
      ['epoch/terms', 'terms'],
      ['epoch/register', 'register'],
      ['epoch/round-one', 'round-one'],
      ['epoch/round-two', 'round-two'],
      ['epoch/round-two/case-study', 'case-study'],
      ['epoch/round-three', 'round-three'],
      ['epoch/progress', 'progress'],
      ['epoch/results', 'results'],
    ] as const
  ).map(([path, name]) => ({
    ...page(path, `@jobsite/feature-competition/routes/${name}`, `epoch-${name}`),
    flag: 'competition' as const,
  })),
  // For crawlers.
  page('sitemap.xml', '@jobsite/feature-site/routes/sitemap-index'),
  page('sitemaps/:name', '@jobsite/feature-site/routes/sitemap'),
  page('robots.txt', '@jobsite/feature-site/routes/robots'),
  page('*', '@jobsite/feature-site/routes/not-found'),
];

/** The layout route that fills the slots of `slots.ts`: the job cards with actions, the job page's panel. */
export const SLOTS_LAYOUT = '@jobsite/feature-job-actions/routes/slots';

/** A route's id: its `id`, else the last part of its module (`routes/pending`); ids must be unique. */
export const routeId = (r: RouteEntry) => `routes/${r.id ?? r.module.slice(r.module.lastIndexOf('/') + 1)}`;

/** The entries of the table a vertical's flags turn on. */
export function enabledRoutes(flags: FeatureFlags, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry[] {
  return table.filter((r) => r.flag === undefined || flags[r.flag]);
}
