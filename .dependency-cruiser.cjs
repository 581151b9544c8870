/**
 * The layering of the job site (see docs/decisions/0003-layering.md). Each rule's comment is the
 * message a developer sees when breaking it, so it says why the rule exists.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'nothing-imports-an-app',
      severity: 'error',
      comment:
        'An app only composes packages; no app may import another app. Move the shared code into packages/.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'A package is shared by every brand; it must not reach into an app. Pass what it needs in as an argument.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shell-never-imports-features',
      severity: 'error',
      comment:
        'packages/shell sits under the features (they read its site context, link and slots): it may not import one. Name a feature route by its package export in the route table, or add a slot.',
      from: { path: '^packages/shell/' },
      to: { path: '^packages/features/' },
    },
    {
      name: 'brand-apps-hold-data',
      severity: 'error',
      comment:
        'A brand app is data and tool configuration: it imports the shell, the domain and the UI kit (its theme), and a feature only for its end-to-end suite. Put code in the shell or a feature (decision 0018).',
      from: { path: '^apps/(?!api/)[^/]+/' },
      to: { path: '^packages/', pathNot: '^packages/(shell|domain|ui|features/[^/]+/e2e)/' },
    },
    {
      name: 'seed-vocabulary-stays-on-the-server',
      severity: 'error',
      comment:
        "The verticals' seed vocabulary (@jobsite/domain/vocabulary) is for the API's seed and the benches; a site bundle must not carry it. Read VERTICALS from @jobsite/domain instead.",
      from: { path: '^(apps/(?!api/)|packages/(?!domain/))', pathNot: '/bench/' },
      to: { path: '^packages/domain/src/verticals/vocabulary\\.ts$' },
    },
    {
      name: 'features-never-import-features',
      severity: 'error',
      comment:
        "Feature packages are independent: a flow that crosses two features meets in a slot of packages/shell, filled by a layout route in the shell's route table.",
      from: { path: '^packages/features/([^/]+)/' },
      to: { path: '^packages/features/', pathNot: '^packages/features/$1/' },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/domain holds pure rules and schemas: it imports no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages)/', pathNot: '^packages/domain/' },
    },
    {
      name: 'domain-has-no-io',
      severity: 'error',
      comment:
        'packages/domain is pure: no Node built-ins (fs, net, http, ...), no React, no HTTP client. I/O belongs in apps/api or packages/api-client.',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-has-no-react-or-http',
      severity: 'error',
      comment:
        'packages/domain is pure: no React, no HTTP client, no database driver. Rendering and I/O belong in apps and the API client.',
      from: { path: '^packages/domain/' },
      to: { path: 'node_modules/(react|react-dom|ky|hono|drizzle-orm|@electric-sql|pg|postgres)/' },
    },
    {
      name: 'api-client-imports-only-domain',
      severity: 'error',
      comment:
        'packages/api-client talks HTTP and may use only @jobsite/domain of our packages; it knows nothing of UI.',
      from: { path: '^packages/api-client/' },
      to: { path: '^(apps|packages)/', pathNot: '^packages/(api-client|domain|test-fixtures)/' },
    },
    {
      name: 'ui-imports-only-domain',
      severity: 'error',
      comment:
        'packages/ui is the design system: it may use @jobsite/domain types and nothing else of ours (no data fetching, no features).',
      from: { path: '^packages/ui/' },
      to: { path: '^(apps|packages)/', pathNot: '^packages/(ui|domain|test-fixtures)/' },
    },
    {
      name: 'api-never-imports-react',
      severity: 'error',
      comment: 'apps/api is the server of the calls; it renders no React.',
      from: { path: '^apps/api/' },
      to: { path: 'node_modules/(react|react-dom|react-router)/' },
    },
    {
      name: 'api-imports-only-domain',
      severity: 'error',
      comment:
        'apps/api shares only @jobsite/domain with the sites; UI, features and the API client are not for the server.',
      from: { path: '^apps/api/' },
      to: { path: '^packages/', pathNot: '^packages/(domain|test-fixtures)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes modules impossible to load, test or split on their own. Move the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'This import does not resolve: declare the dependency in the package.json of the importing package.',
      from: {},
      // `virtual:jobsite/brand` is made by the shell's Vite plugin from the app's brand data.
      to: { couldNotResolve: true, pathNot: '^virtual:jobsite/brand$' },
    },
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
