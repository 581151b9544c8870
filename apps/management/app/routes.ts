import { SEO_CITIES } from '@jobsite/domain';
import { STATIC_PAGES } from '@jobsite/feature-site/brand';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The brand's route table. Route modules live in the feature packages; each file under `routes/` is a
 * one-line re-export. The competition routes (flag `competition`, on for this brand) are not built yet.
 */
export default [
  index('routes/home.tsx'),
  route('c/:slug', 'routes/category.tsx'),
  route('k/:slug', 'routes/tag.tsx'),
  ...SEO_CITIES.map((c) => route(`jobs-in-${c.slug}`, 'routes/city.tsx', { id: `routes/city-${c.slug}` })),
  route('company/:slug', 'routes/company.tsx'),
  route('recruiter/:id', 'routes/recruiter.tsx'),
  route('j/:slug', 'routes/job.tsx'),
  route('search', 'routes/search-redirect.ts'),
  route('search/:slug', 'routes/search.tsx'),
  route('search-suggest', 'routes/suggest.ts'),
  ...Object.entries(STATIC_PAGES).map(([key, path]) =>
    route(path.slice(1), 'routes/static-page.tsx', { id: `routes/static-${key}` }),
  ),
  route('downloadapp', 'routes/download-app.tsx'),
  // The signed-in job seeker (issue 9).
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot', 'routes/forgot.tsx'),
  route('resetpassword', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('consent', 'routes/consent.tsx'),
  route('registration', 'routes/registration.ts'),
  route('registration/resume', 'routes/registration-resume.ts'),
  route('registration/:step', 'routes/registration-step.tsx'),
  route('update-profile', 'routes/update-profile.tsx'),
  route('jobfeed', 'routes/jobfeed.tsx'),
  route('job-actions', 'routes/job-actions.ts'),
  route('job/applied', 'routes/job-applied.tsx'),
  route('applied-jobs', 'routes/applied-jobs.tsx'),
  route('saved-jobs', 'routes/saved-jobs.tsx'),
  route('similar_jobs.php', 'routes/similar-jobs.tsx'),
  route('allnotification', 'routes/allnotification.tsx'),
  route('myprofile', 'routes/myprofile.tsx'),
  route('personalize-jobfeed', 'routes/personalize-jobfeed.tsx'),
  route('settings/deactivated', 'routes/settings-deactivated.tsx'),
  route('settings/:section?', 'routes/settings.tsx'),
  route('verify-email', 'routes/settings-verify-email.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:name', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
