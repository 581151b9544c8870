/**
 * A rule of the layering: importing a module that matches `to` from one that matches `from` is an error,
 * and `comment` is the message the developer who does it sees.
 */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/**
 * The API's services from the bottom up (apps/api/src/services/<name>/, decision 0074). A service may
 * import only services listed before it, so no two services import each other, directly or round a
 * cycle; a service not listed may import none. What two services both need moves down into a seam
 * listed early (a shared module that imports no service above it). Put a new service after the last
 * service it uses.
 */
const API_SERVICES = [
  // Seams: what several services share.
  'auth',
  'timed',
  'recruiting',
  'seeker-profile',
  // Services.
  'email-preferences',
  'settings',
  'courses',
  'match',
  'social',
  'surveys',
  'subscription',
  'media',
  'notifications',
  'recommendations',
  'job',
  'alerts',
  'competition',
  'chat',
  'interviews',
  'static',
  'user',
  'assessments',
  'resume-builder',
  'recruiter',
  // The recruiter console, which acts through the services above.
  'dev-console',
];

const SERVICES = '^apps/api/src/services/';
/** Tests and test helpers may reach any service: they are not part of the layering. */
const NOT_A_TEST = '\\.test\\.ts$|/testing\\.ts$';
const SERVICE_ORDER =
  'The API services form no cycle (decision 0074): a service imports only the services listed before it in API_SERVICES (.dependency-cruiser.cjs). Move what both need into a seam listed before both, or pass it in through the deps app.ts gives every service.';

/** One rule per service: it may import no service listed after it. */
const serviceOrder = API_SERVICES.map((name, i) => {
  const later = API_SERVICES.slice(i + 1);
  return later.length === 0
    ? undefined
    : forbid(
        'api-services-import-only-earlier-services',
        SERVICE_ORDER,
        { path: `${SERVICES}${name}/`, pathNot: NOT_A_TEST },
        { path: `${SERVICES}(${later.join('|')})/` },
      );
}).filter(Boolean);

/**
 * The layering of the job site (see docs/decisions/0003-layering.md). Each rule's comment is the
 * message a developer sees when breaking it, so it says why the rule exists.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    forbid(
      'nothing-imports-an-app',
      'An app only composes packages; no app may import another app. Move the shared code into packages/.',
      { path: '^apps/([^/]+)/' },
      { path: '^apps/', pathNot: '^apps/$1/' },
    ),
    forbid(
      'packages-never-import-apps',
      'A package is shared by every brand; it must not reach into an app. Pass what it needs in as an argument.',
      { path: '^packages/' },
      { path: '^apps/' },
    ),
    forbid(
      'shell-never-imports-features',
      'packages/shell sits under the features (they read its site context, link and slots): it may not import one. Name a feature route by its package export in the route table, or add a slot.',
      { path: '^packages/shell/' },
      { path: '^packages/features/' },
    ),
    forbid(
      'brand-apps-hold-data',
      'A brand app is data and tool configuration: it imports the shell, the domain and the UI kit (its theme), and a feature only for its end-to-end suite. Put code in the shell or a feature (decision 0018).',
      { path: '^apps/(?!api/)[^/]+/' },
      { path: '^packages/', pathNot: '^packages/(shell|domain|ui|features/[^/]+/e2e)/' },
    ),
    forbid(
      'seed-vocabulary-stays-on-the-server',
      "The verticals' seed vocabulary (@jobsite/domain/vocabulary) is for the API's seed and the benches; a site bundle must not carry it. Read VERTICALS from @jobsite/domain instead.",
      { path: '^(apps/(?!api/)|packages/(?!domain/))', pathNot: '/bench/' },
      { path: '^packages/domain/src/verticals/vocabulary\\.ts$' },
    ),
    forbid(
      'features-never-import-features',
      "Feature packages are independent: a flow that crosses two features meets in a slot of packages/shell, filled by a layout route in the shell's route table.",
      { path: '^packages/features/([^/]+)/' },
      { path: '^packages/features/', pathNot: '^packages/features/$1/' },
    ),
    forbid(
      'domain-imports-nothing-of-ours',
      'packages/domain holds pure rules and schemas: it imports no other package of ours.',
      { path: '^packages/domain/' },
      { path: '^(apps|packages)/', pathNot: '^packages/domain/' },
    ),
    forbid(
      'domain-has-no-io',
      'packages/domain is pure: no Node built-ins (fs, net, http, ...), no React, no HTTP client. I/O belongs in apps/api or packages/api-client.',
      { path: '^packages/domain/' },
      { dependencyTypes: ['core'] },
    ),
    forbid(
      'domain-has-no-react-or-http',
      'packages/domain is pure: no React, no HTTP client, no database driver. Rendering and I/O belong in apps and the API client.',
      { path: '^packages/domain/' },
      { path: 'node_modules/(react|react-dom|ky|hono|drizzle-orm|@electric-sql|pg|postgres)/' },
    ),
    forbid(
      'api-client-imports-only-domain',
      'packages/api-client talks HTTP and may use only @jobsite/domain of our packages; it knows nothing of UI.',
      { path: '^packages/api-client/' },
      { path: '^(apps|packages)/', pathNot: '^packages/(api-client|domain|test-fixtures)/' },
    ),
    forbid(
      'ui-imports-only-domain',
      'packages/ui is the design system: it may use @jobsite/domain types and nothing else of ours (no data fetching, no features).',
      { path: '^packages/ui/' },
      { path: '^(apps|packages)/', pathNot: '^packages/(ui|domain|test-fixtures)/' },
    ),
    forbid(
      'api-never-imports-react',
      'apps/api is the server of the calls; it renders no React.',
      { path: '^apps/api/' },
      { path: 'node_modules/(react|react-dom|react-router)/' },
    ),
    forbid(
      'api-imports-only-domain',
      'apps/api shares only @jobsite/domain with the sites; UI, features and the API client are not for the server.',
      { path: '^apps/api/' },
      { path: '^packages/', pathNot: '^packages/(domain|test-fixtures)/' },
    ),
    ...serviceOrder,
    forbid(
      'api-services-are-listed',
      `${SERVICE_ORDER} A service that imports another must be listed there.`,
      { path: `${SERVICES}((?!(?:${API_SERVICES.join('|')})/)[^/]+)/`, pathNot: NOT_A_TEST },
      { path: `${SERVICES}[^/]+/`, pathNot: `${SERVICES}$1/` },
    ),
    forbid(
      'api-shared-files-import-no-service',
      'A file directly under apps/api/src/services (query.ts, dev-page.ts, ...) is shared by every service: it may import none of them, or it would carry one service into another unseen.',
      { path: `${SERVICES}[^/]+$`, pathNot: NOT_A_TEST },
      { path: `${SERVICES}[^/]+/` },
    ),
    forbid(
      'no-circular',
      'A cycle makes modules impossible to load, test or split on their own. Move the shared part down a layer.',
      {},
      { circular: true },
    ),
    forbid(
      'not-to-unresolvable',
      'This import does not resolve: declare the dependency in the package.json of the importing package.',
      {},
      // `virtual:jobsite/brand` is made by the shell's Vite plugin from the app's brand data.
      { couldNotResolve: true, pathNot: '^virtual:jobsite/brand$' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|storybook-static|\\.react-router)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
