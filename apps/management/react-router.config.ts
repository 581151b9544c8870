import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' worth of work build side by side (e2e reads E2E_BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every write, to a page's action or a resource route, passes the shell's one cross-site rule
  // (packages/shell/src/cross-site.ts, decision 0068), which knows SITE_URL and answers with a page.
  // React Router's own check of page actions would answer some of them first with a bare 400: it
  // defers to the rule.
  allowedActionOrigins: ['**'],
} satisfies Config;
